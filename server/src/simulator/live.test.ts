import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { METER_SETUP_STEPS, toDisplayState } from '@bess/shared/domain';
import { logCommand } from '../testing/commands';
import { INSTALLING_STATE, firmwareSettings } from './firmware';
import { sqlOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { COMMAND_DELIVERY_DELAY_MS, METER_STEP_MS, RESTART_OFFLINE_MS, advanceTo, meterOutcome } from './live';
import { seedFleet } from './seed';

const NOW = new Date('2026-11-22T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('simulator: live tick and command delivery', () => {
  let t: TestApp;
  const get = <T extends object>(sql: string, ...params: unknown[]) => sqlOf(t.services).one<T>(sql, ...params);
  /** Logs a command as the API routes do: status 1, delivered after the delay. */
  const send = (deviceId: string, command: string, payload: unknown = null, sentAt = NOW) =>
    logCommand(t.services, deviceId, command, payload, sentAt);
  const status = async (id: number) =>
    (await get<{ status: number }>('SELECT status FROM command_log WHERE id = ?', id)).status;
  const live = (id: string) =>
    get<{ state: string; mode: string; pendingCommand: string | null; stateOfCharge: number; lastUpdateTime: string }>(
      'SELECT * FROM live_status WHERE "deviceId" = ?',
      id,
    );

  before(async () => {
    t = await createTestApp();
    t.setNow(NOW);
    await seedFleet(t.services, { fleet: 'demo', seed: 7, now: NOW, minuteDays: 0.2, hourDays: 1 });
  });
  after(() => t.close());

  it('uses a realistic delivery delay of 3 to 8 s', () => {
    assert.ok(COMMAND_DELIVERY_DELAY_MS >= 3000 && COMMAND_DELIVERY_DELAY_MS <= 8000);
  });

  it('state_idling moves status 1 -> 2 after the delay and the device to idling, clearing the loading flag', async () => {
    await sqlOf(t.services).run(
      `UPDATE live_status SET "pendingCommand" = 'state_idling' WHERE "deviceId" = 'SC-000000123'`,
    );
    const id = await send('SC-000000123', 'state_idling');
    await advanceTo(t.services, at(1000));
    assert.equal(await status(id), 1, 'not before the delay');
    assert.equal(toDisplayState((await live('SC-000000123')).state), 'running');
    await advanceTo(t.services, at(COMMAND_DELIVERY_DELAY_MS + 1000));
    assert.equal(await status(id), 2);
    const row = await live('SC-000000123');
    assert.equal(toDisplayState(row.state), 'idling');
    assert.equal(row.mode, 'Stop');
    assert.equal(row.pendingCommand, null);
    const back = await send('SC-000000123', 'state_running', null, at(10_000));
    await advanceTo(t.services, at(20_000));
    assert.equal(await status(back), 2);
    assert.deepEqual(
      [(await live('SC-000000123')).state, (await live('SC-000000123')).mode],
      ['passive', 'SelfConsumption'],
    );
  });

  it('a command to an offline device ends in status 3 and changes nothing', async () => {
    const { deviceId: offline } = await get<{ deviceId: string }>(
      `SELECT "deviceId" FROM live_status WHERE state = 'offline' ORDER BY "deviceId" LIMIT 1`,
    );
    const id = await send(offline, 'state_running', null, at(20_000));
    await advanceTo(t.services, at(30_000));
    assert.equal(await status(id), 3);
    assert.equal((await live(offline)).state, 'offline');
  });

  it('backup commands switch to Backup and back to grid-tied; site commands reach every device of the site', async () => {
    const id = await send('S-MUNICH', 'forcedOn', { siteId: 'S-MUNICH' }, at(30_000));
    await advanceTo(t.services, at(40_000));
    assert.equal(await status(id), 2);
    assert.equal((await live('SC-000000191')).mode, 'Backup');
    const off = await send('SC-000000191', 'forcedOff', null, at(40_000));
    await advanceTo(t.services, at(50_000));
    assert.equal(await status(off), 2);
    assert.deepEqual([(await live('SC-000000191')).state, (await live('SC-000000191')).mode], ['passive', 'GridTied']);
  });

  it('restart takes the device offline briefly, then it reports again in its former state', async () => {
    await send('SC-000000181', 'restart', null, at(50_000));
    await advanceTo(t.services, at(60_000));
    assert.equal((await live('SC-000000181')).state, 'offline');
    assert.equal((await live('SC-000000181')).stateOfCharge, 0);
    await advanceTo(t.services, at(60_000 + RESTART_OFFLINE_MS));
    assert.equal((await live('SC-000000181')).state, 'passive');
  });

  it('test mode and its release; a firmware update installs the build the payload names', async () => {
    await send('SC-000000181', 'testMode', { deviceId: 'SC-000000181', value: 5 }, at(90_000));
    await advanceTo(t.services, at(100_000));
    assert.equal((await live('SC-000000181')).mode, 'TestMode');
    await send('SC-000000181', 'testModeRelease', null, at(100_000));
    await advanceTo(t.services, at(110_000));
    assert.equal((await live('SC-000000181')).mode, 'SelfConsumption');
    await send(
      'SC-000000181',
      'updateSoftware',
      { firmwareBranch: 'RTM_main', firmwareBuild: '20251101.2' },
      at(110_000),
    );
    await advanceTo(t.services, at(120_000));
    const build = async () =>
      (await get<{ firmwareBuild: string }>(`SELECT "firmwareBuild" FROM devices WHERE "deviceId" = 'SC-000000181'`))
        .firmwareBuild;
    // firmware.ts: the device reports maintenance while it installs, then the new build, back in its mode
    assert.equal((await live('SC-000000181')).state, INSTALLING_STATE);
    assert.notEqual(await build(), '20251101.2');
    // delivered by the tick at 120 s, installed the install time later
    await advanceTo(t.services, at(120_000 + firmwareSettings().installMs));
    assert.equal(await build(), '20251101.2');
    assert.deepEqual(
      [(await live('SC-000000181')).state, (await live('SC-000000181')).mode],
      ['passive', 'SelfConsumption'],
    );
  });

  it('appends minute and hour rows and refreshes live status as time passes', async () => {
    const count = async (table: string) =>
      (await get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE "deviceId" = 'SC-000000201'`)).n;
    const before = await count('telemetry_minute');
    const hoursBefore = await count('telemetry_hour');
    await advanceTo(t.services, at(2 * 3600_000));
    const after = await count('telemetry_minute');
    const hoursAfter = await count('telemetry_hour');
    assert.ok(after - before >= 118 && after - before <= 121, `${after - before} new minutes`);
    assert.equal(hoursAfter - hoursBefore, 2);
    assert.equal((await live('SC-000000201')).lastUpdateTime, at(2 * 3600_000).toISOString());
    // offline devices stay quiet
    const offline = await get<{ lastUpdateTime: string }>(
      `SELECT "lastUpdateTime" FROM live_status WHERE state = 'offline' AND "deviceId" = 'SC-000000202'`,
    );
    assert.ok(Date.parse(offline.lastUpdateTime) < NOW.getTime());
  });

  it('walks the meter set-up through the steps of spec 4 to success or each failure reason', async () => {
    const start = 3 * 3600_000;
    // outcomes come from the device number (ending 6 to 9 fail); add one device per failure reason to a site
    const devices = {
      success: 'SC-000000123',
      noResponse: 'SC-000000216',
      timedOut: 'SC-000000217',
      gridMeterInverted: 'SC-000000218',
      noLoadDetected: 'SC-000000219',
    };
    for (const id of Object.values(devices).slice(1)) {
      await sqlOf(t.services).run(
        `INSERT INTO devices SELECT ?, "siteId", "partnerId", "orderNr", "batteryCapacity", "commissionningDate", "commissioningState", lifecycle, "serialNumber", code, "firmwareBranch", "firmwareBuild", "inverterMaxPower", "registeredAt" FROM devices WHERE "deviceId" = 'SC-000000201'`,
        id,
      );
    }
    await advanceTo(t.services, at(start)); // the new devices start reporting
    for (const id of Object.values(devices)) await send(id, 'meterTest', { deviceId: id }, at(start));
    await advanceTo(t.services, at(start + COMMAND_DELIVERY_DELAY_MS));
    const step = (id: string) =>
      get<{ step: string; result: string | null }>('SELECT step, result FROM meter_setup WHERE "deviceId" = ?', id);
    assert.deepEqual(await step(devices.success), { step: METER_SETUP_STEPS[0], result: null });
    const seen = new Set<string>();
    for (let ms = 0; ms <= 8 * METER_STEP_MS; ms += 1000) {
      await advanceTo(t.services, at(start + COMMAND_DELIVERY_DELAY_MS + ms));
      seen.add((await step(devices.success)).step);
    }
    assert.deepEqual([...seen], [...METER_SETUP_STEPS], 'every step in order');
    for (const [result, id] of Object.entries(devices)) {
      assert.equal(meterOutcome(id).result, result);
      assert.equal((await step(id)).result, result, id);
    }
    assert.equal((await step(devices.noResponse)).step, 'meterConfigurationActive');
  });
});
