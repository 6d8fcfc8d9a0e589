import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const { devices, users } = FIXTURE;
// now = 2026-11-22T12:00:00Z (testApp)
const ids: Record<string, string> = {};

async function seedAlarms(t: TestApp) {
  const alarm = (key: string, deviceId: string, alarmCode: number, severity: string, active = 1) =>
    t.services.db
      .insertInto('alarms')
      .values({
        deviceId,
        alarmCode,
        severity,
        startTime: `2026-11-2${Object.keys(ids).length}T08:00:00.000Z`,
        acknowledgeUser: null,
        acknowledgeTime: null,
        closedBy: active ? null : 'someone',
        stopTime: active ? null : '2026-11-21T09:00:00.000Z',
        active,
      })
      .returning('alarmId')
      .executeTakeFirstOrThrow()
      .then((r) => (ids[key] = String(r.alarmId)));
  await alarm('aarhusError', devices.aarhus1, 205, 'errors');
  await alarm('aarhusWarning', devices.aarhus2, 150, 'warnings');
  await alarm('leedsCritical', devices.leeds1, 301, 'criticals');
  await alarm('aarhusClosed', devices.aarhus1, 401, 'safety', 0);
  await alarm('unparentedSafety', devices.unparented, 402, 'safety');
  const error = (deviceId: string, errorId: number, severity: string, createdAt: string) => ({
    deviceId,
    errorId,
    severity,
    createdAt,
    createdBy: 'device',
    closedBy: null,
    removedAt: null,
    removedBy: null,
  });
  await t.services.db
    .insertInto('device_errors')
    .values([
      error(devices.aarhus1, 1201, 'Warning', '2026-11-21T12:00:00.000Z'),
      error(devices.aarhus1, 1500, 'Critical', '2026-11-12T12:00:00.000Z'),
      error(devices.aarhus1, 17, 'Error', '2025-03-22T12:00:00.000Z'), // 20 months ago: beyond the 18-month history
      error(devices.aarhus2, 2000, 'Safety', '2026-06-01T00:00:00.000Z'),
      error(devices.leeds1, 3, 'Error', '2026-11-21T12:00:00.000Z'),
    ])
    .execute();
}

describe('spec 7: /ActiveAlarms, /AlarmStatistics, /DeviceError, /alarmAcknowledge, /alarmClose', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    await seedAlarms(t);
  });
  after(() => t.close());

  const get = (url: string, as: string) => t.call({ method: 'GET', url, as });
  const post = (url: string, as: string, payload: object) => t.call({ method: 'POST', url, as, payload });
  const activeIds = async (as: string) =>
    (await get('/ActiveAlarms', as)).json().currentAlarms.map((a: { alarmId: string }) => a.alarmId);

  it('active alarms: only devices the caller may see, with siteName and timezone added (spec 3)', async () => {
    const res = await get('/ActiveAlarms', users.readonly);
    assert.equal(res.statusCode, 200);
    const alarms = res.json().currentAlarms;
    assert.deepEqual(
      alarms.map((a: { alarmId: string }) => a.alarmId).sort(),
      [ids.aarhusError, ids.aarhusWarning].sort(),
    );
    const error = alarms.find((a: { alarmId: string }) => a.alarmId === ids.aarhusError);
    assert.deepEqual(error, {
      alarmId: ids.aarhusError,
      deviceId: devices.aarhus1,
      acknowledgeUser: null,
      acknowledgeTime: null,
      closedBy: null,
      stopTime: null,
      siteName: 'Aarhus Harbour',
      timezone: 'Europe/Copenhagen',
      alarmCode: 205,
      severity: 'errors',
      startTime: '2026-11-20T08:00:00.000Z',
    });
    assert.deepEqual(await activeIds(users.outsider), []);
    assert.equal((await activeIds(users.superadmin)).length, 4, 'every active alarm, unparented devices included');
    assert.equal((await t.call({ method: 'GET', url: '/ActiveAlarms' })).statusCode, 401);
  });

  it('alarm statistics count active alarms per severity, for admin and above only (spec 6)', async () => {
    const admin = await get('/AlarmStatistics', users.admin);
    assert.equal(admin.statusCode, 200);
    assert.deepEqual(admin.json().statistics, { warnings: 1, errors: 1, criticals: 1, safety: 0 });
    const sa = await get('/AlarmStatistics', users.superadmin);
    assert.deepEqual(sa.json().statistics, { warnings: 1, errors: 1, criticals: 1, safety: 1 });
    const owner = await get('/AlarmStatistics', users.owner);
    assert.equal(owner.statusCode, 403);
    assert.equal(owner.json().message, 'Access denied');
  });

  it('device errors: the range is clamped to the last 18 months; a bare end date covers that whole local day', async () => {
    const all = await get(
      `/DeviceError?deviceIds=${devices.aarhus1}&deviceIds=${devices.aarhus2}&fromDateTime=2020-01-01T00:00:00Z&toDateTime=2026-11-23T00:00:00Z`,
      users.readonly,
    );
    assert.equal(all.statusCode, 200);
    assert.deepEqual(
      all.json().deviceErrors.map((e: { code: number; severity: string }) => [e.code, e.severity]),
      [
        [1201, 'Warning'],
        [1500, 'Critical'],
        [2000, 'Safety'],
      ],
    );
    const first = all.json().deviceErrors[0];
    assert.equal(typeof first.errorId, 'string');
    assert.equal(first.createdAt, '2026-11-21T12:00:00.000Z');
    const oneDay = await get(
      `/DeviceError?deviceIds=${devices.aarhus1}&fromDateTime=2026-11-21&toDateTime=2026-11-21`,
      users.readonly,
    );
    assert.deepEqual(
      oneDay.json().deviceErrors.map((e: { code: number }) => e.code),
      [1201],
    );
  });

  it('device errors: refuses unseen devices (404) and bad ranges (400)', async () => {
    const url = (query: string) => `/DeviceError?${query}`;
    assert.equal(
      (
        await get(
          url(`deviceIds=${devices.aarhus1}&deviceIds=${devices.leeds1}&fromDateTime=2026-11-01&toDateTime=2026-11-22`),
          users.readonly,
        )
      ).statusCode,
      404,
    );
    for (const query of [
      `deviceIds=${devices.aarhus1}&fromDateTime=2026-11-22T10:00:00Z&toDateTime=2026-11-21T10:00:00Z`,
      `deviceIds=${devices.aarhus1}&fromDateTime=2024-01-01&toDateTime=2025-01-01T00:00:00Z`,
      `deviceIds=${devices.aarhus1}&fromDateTime=2026-02-31T99:00&toDateTime=2026-11-22`,
      `fromDateTime=2026-11-01&toDateTime=2026-11-22`,
    ]) {
      assert.equal((await get(url(query), users.readonly)).statusCode, 400, query);
    }
  });

  it('acknowledge records the user and time; read-only is refused (403), other devices not found (404)', async () => {
    const body = {
      deviceId: devices.aarhus1,
      alarmId: ids.aarhusError,
      acknowledgeUser: users.owner,
      acknowledgeTime: '2026-11-22T11:58:00.000Z',
    };
    assert.equal((await post('/alarmAcknowledge', users.readonly, body)).statusCode, 403);
    assert.equal((await post('/alarmAcknowledge', users.outsider, body)).statusCode, 404);
    // Nobody acknowledges in someone else's name.
    assert.equal((await post('/alarmAcknowledge', users.admin, body)).statusCode, 403);
    // an alarm id of another device, or no alarm at all
    for (const alarmId of [ids.leedsCritical!, ids.aarhusWarning!, '999999', 'abc']) {
      const res = await post('/alarmAcknowledge', users.owner, { ...body, alarmId });
      assert.equal(res.statusCode, 404, alarmId);
    }
    for (const bad of [
      { acknowledgeTime: 'yesterday' },
      { acknowledgeTime: '2026-11-22Tnonsense' },
      { acknowledgeUser: '' },
      { extra: 1 },
    ]) {
      assert.equal(
        (await post('/alarmAcknowledge', users.owner, { ...body, ...bad })).statusCode,
        400,
        JSON.stringify(bad),
      );
    }
    const untouched = (await get('/ActiveAlarms', users.owner)).json().currentAlarms;
    assert.ok(untouched.every((a: { acknowledgeUser: string | null }) => a.acknowledgeUser === null));

    assert.equal((await post('/alarmAcknowledge', users.owner, body)).statusCode, 204);
    const alarm = (await get('/ActiveAlarms', users.owner))
      .json()
      .currentAlarms.find((a: { alarmId: string }) => a.alarmId === ids.aarhusError);
    assert.deepEqual([alarm.acknowledgeUser, alarm.acknowledgeTime], [users.owner, '2026-11-22T11:58:00.000Z']);
  });

  it('close records the closer and stop time and removes the alarm from the active list (spec 4)', async () => {
    const body = {
      deviceId: devices.aarhus2,
      alarmId: ids.aarhusWarning,
      closedBy: users.owner,
      stopTime: '2026-11-22T11:59:00.000Z',
    };
    assert.equal((await post('/alarmClose', users.readonly, body)).statusCode, 403);
    assert.equal((await post('/alarmClose', users.admin, body)).statusCode, 403);
    assert.equal((await post('/alarmClose', users.owner, { ...body, deviceId: devices.aarhus1 })).statusCode, 404);
    assert.equal((await post('/alarmClose', users.owner, { ...body, stopTime: 'soon' })).statusCode, 400);
    assert.ok((await activeIds(users.owner)).includes(ids.aarhusWarning));

    assert.equal((await post('/alarmClose', users.owner, body)).statusCode, 204);
    assert.ok(!(await activeIds(users.owner)).includes(ids.aarhusWarning));
    const row = await t.services.db
      .selectFrom('alarms')
      .select(['closedBy', 'stopTime', 'active'])
      .where('alarmId', '=', Number(ids.aarhusWarning))
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { closedBy: users.owner, stopTime: '2026-11-22T11:59:00.000Z', active: 0 });
    const stats = (await get('/AlarmStatistics', users.admin)).json().statistics;
    assert.equal(stats.warnings, 0);
    const audit = await t.services.db
      .selectFrom('audit_log')
      .select('message')
      .where('email', '=', users.owner)
      .execute();
    // The log names the alarm by id, name and code, and its device.
    assert.ok(
      audit.some((a) => a.message === `Closed alarm ${ids.aarhusWarning} (PV warning, code 150) of ${devices.aarhus2}`),
      JSON.stringify(audit),
    );
  });
});
