import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const { users, sites } = FIXTURE;
/** The test app's clock. */
const NOW = new Date('2026-11-22T12:00:00Z');

describe('scheduler, policy, controllable loads and backup settings (spec 3, 5, 7)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    // A schedule user (level 9) on S-AARHUS, beside the fixture's owner (10) and read-only user (20).
    await t.services.db
      .insertInto('users')
      .values({
        userId: 'user-scheduler',
        email: 'scheduler@demo.test',
        userName: 'Scheduler',
        language: 'en',
        dateFormat: 'yyyy-MM-dd',
        role: null,
        isInstaller: 0,
        isApiClient: 0,
        termsNumber: 10,
        termsDate: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await t.services.db
      .insertInto('access')
      .values({
        userId: 'user-scheduler',
        objectType: 'site',
        objectId: sites.aarhus,
        level: 9,
        startTime: '2026-01-01T00:00:00.000Z',
        endTime: null,
        removed: 0,
      })
      .execute();
  });
  after(() => t.close());
  const scheduler = 'scheduler@demo.test';

  const event = (extra: object = {}) => ({
    siteId: sites.aarhus,
    description: '',
    startTime: '2026-11-23T10:00:00.000Z',
    endTime: '2026-11-23T12:00:00.000Z',
    endMode: 0,
    eventType: 0,
    rate: 20,
    ...extra,
  });
  const events = async (as: string, from = '2026-11-22T12:00:00.000Z') =>
    t.call({
      method: 'GET',
      url: `/EventSchedule?siteId=${sites.aarhus}&fromTimeStamp=${encodeURIComponent(from)}`,
      as,
    });

  describe('/EventSchedule', () => {
    it('event types: Charge, OR Model, Hold charge, Manual with their ids', async () => {
      const res = await t.call({
        method: 'GET',
        url: `/EventSchedule/EventTypes?siteId=${sites.aarhus}`,
        as: users.readonly,
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().eventTypes, [
        { id: 0, name: 'Charge' },
        { id: 1, name: 'OR Model' },
        { id: 2, name: 'Hold charge' },
        { id: 3, name: 'Manual' },
      ]);
    });

    it('a schedule user creates, updates and deletes an event; readers see it', async () => {
      const created = await t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: scheduler,
        payload: event({ id: 'E-1' }),
      });
      assert.equal(created.statusCode, 200);
      assert.deepEqual(created.json(), { ...event({ id: 'E-1' }), fullyChargedBy: null });
      const listed = (await events(users.readonly)).json().events;
      assert.deepEqual(
        listed.map((e: { id: string; rate: number }) => [e.id, e.rate]),
        [['E-1', 20]],
      );

      // spec 7: PUT is the same fields minus rate; the rate stays.
      const { rate: _rate, ...withoutRate } = event({ id: 'E-1', description: 'Morning charge', eventType: 2 });
      const updated = await t.call({ method: 'PUT', url: '/EventSchedule', as: scheduler, payload: withoutRate });
      assert.equal(updated.statusCode, 204);
      const [after] = (await events(users.owner)).json().events;
      assert.equal(after.description, 'Morning charge');
      assert.equal(after.eventType, 2);
      assert.equal(after.rate, 20);

      const deleted = await t.call({
        method: 'DELETE',
        url: '/EventSchedule',
        as: scheduler,
        payload: event({ id: 'E-1', description: 'Morning charge', eventType: 2 }),
      });
      assert.equal(deleted.statusCode, 204);
      assert.deepEqual((await events(users.owner)).json().events, []);
    });

    it('GET returns the events ending after fromTimeStamp; the server assigns an id when none is sent', async () => {
      // Made while they lay ahead: an event may not be created with its start in the past.
      t.setNow(new Date('2026-11-21T09:00:00Z'));
      const past = await t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: scheduler,
        payload: event({ startTime: '2026-11-21T10:00:00.000Z', endTime: '2026-11-21T11:00:00.000Z' }),
      });
      const running = await t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: scheduler,
        payload: event({ startTime: '2026-11-22T11:00:00Z', endTime: '2026-11-22T13:00:00Z', rate: null }),
      });
      t.setNow(NOW);
      assert.equal(past.statusCode, 200);
      assert.equal(running.statusCode, 200);
      assert.ok(running.json().id.length > 0);
      const listed = (await events(users.readonly)).json().events;
      assert.deepEqual(
        listed.map((e: { id: string; startTime: string }) => [e.id, e.startTime]),
        [[running.json().id, '2026-11-22T11:00:00.000Z']],
      );
      const all = (await events(users.readonly, '2026-11-01T00:00:00.000Z')).json().events;
      assert.equal(all.length, 2);
    });

    it('refuses an event that overlaps another (create and update, 400); touching ends are fine; nothing changes', async () => {
      const from = '2026-12-01T00:00:00.000Z';
      const at = (startTime: string, endTime: string, extra: object = {}) => event({ startTime, endTime, ...extra });
      const post = (payload: object) => t.call({ method: 'POST', url: '/EventSchedule', as: scheduler, payload });
      assert.equal((await post(at('2026-12-02T10:00:00Z', '2026-12-02T12:00:00Z', { id: 'O-1' }))).statusCode, 200);
      const overlapping = await post(at('2026-12-02T11:00:00+01:00', '2026-12-02T13:00:00+01:00', { id: 'O-2' }));
      assert.equal(overlapping.statusCode, 400);
      assert.match(overlapping.json().message, /overlaps another event/);
      assert.equal((await post(at('2026-12-02T12:00:00Z', '2026-12-02T13:00:00Z', { id: 'O-3' }))).statusCode, 200);
      // An update may keep its own span, but not move onto another event.
      const { rate: _r, ...moved } = at('2026-12-02T11:30:00Z', '2026-12-02T12:30:00Z', { id: 'O-3' });
      const update = await t.call({ method: 'PUT', url: '/EventSchedule', as: scheduler, payload: moved });
      assert.equal(update.statusCode, 400);
      const { rate: _s, ...same } = at('2026-12-02T12:00:00Z', '2026-12-02T12:45:00Z', { id: 'O-3' });
      assert.equal(
        (await t.call({ method: 'PUT', url: '/EventSchedule', as: scheduler, payload: same })).statusCode,
        204,
      );
      const listed = (await events(users.readonly, from)).json().events;
      assert.deepEqual(
        listed.map((e: { id: string; endTime: string }) => [e.id, e.endTime]),
        [
          ['O-1', '2026-12-02T12:00:00.000Z'],
          ['O-3', '2026-12-02T12:45:00.000Z'],
        ],
      );
      for (const e of listed) {
        await t.call({
          method: 'DELETE',
          url: '/EventSchedule',
          as: scheduler,
          payload: { ...e, fullyChargedBy: undefined },
        });
      }
      assert.deepEqual((await events(users.readonly, from)).json().events, []);
    });

    it('refuses: read-only and normal users may not change the schedule (403); other sites answer 404', async () => {
      for (const as of [users.readonly, users.owner]) {
        const res = await t.call({ method: 'POST', url: '/EventSchedule', as, payload: event({ id: 'E-X' }) });
        assert.equal(res.statusCode, 403);
        assert.equal(res.json().message, 'Access denied');
      }
      assert.equal((await events(users.outsider)).statusCode, 404);
      const other = await t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: scheduler,
        payload: event({ siteId: sites.leeds }),
      });
      assert.equal(other.statusCode, 404);
      assert.equal((await events(users.admin, '2000-01-01T00:00:00Z')).json().events.length, 2);
    });

    it('bad input answers 400 and changes nothing: end before start, unknown type, endMode, extra field', async () => {
      for (const payload of [
        event({ endTime: '2026-11-23T09:00:00.000Z' }),
        event({ endTime: '2026-11-23T10:00:00.000Z' }),
        event({ eventType: 7 }),
        event({ endMode: 1 }),
        event({ startTime: '2026-13-45T99:00:00Z' }),
        event({ colour: 'green' }),
      ]) {
        const res = await t.call({ method: 'POST', url: '/EventSchedule', as: scheduler, payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
      const endBeforeStart = await t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: scheduler,
        payload: event({ endTime: '2026-11-23T09:00:00.000Z' }),
      });
      assert.deepEqual(endBeforeStart.json().errors, [{ field: 'endTime', key: 'validation.endAfterStart' }]);
      assert.equal(endBeforeStart.json().message, 'Invalid input. endTime: The end time must be after the start time');
      const unknownType = await t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: scheduler,
        payload: event({ eventType: 7 }),
      });
      assert.deepEqual(unknownType.json().errors, [{ field: 'eventType', key: 'validation.oneOf' }]);
      assert.equal((await events(users.admin, '2000-01-01T00:00:00Z')).json().events.length, 2);
    });

    it('an update of an unknown event answers 404; an update with the end before the start 400', async () => {
      const { rate: _rate, ...body } = event({ id: 'NOPE' });
      assert.equal(
        (await t.call({ method: 'PUT', url: '/EventSchedule', as: scheduler, payload: body })).statusCode,
        404,
      );
      const [existing] = (await events(users.admin)).json().events;
      const bad = { ...existing, endTime: existing.startTime };
      delete bad.rate;
      assert.equal(
        (await t.call({ method: 'PUT', url: '/EventSchedule', as: scheduler, payload: bad })).statusCode,
        400,
      );
      const [still] = (await events(users.admin)).json().events;
      assert.deepEqual(still, existing);
    });

    it('a site without the EventScheduler feature answers 400', async () => {
      const res = await t.call({
        method: 'GET',
        url: `/EventSchedule/EventTypes?siteId=${sites.leeds}`,
        as: users.admin,
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'The site does not have the EventScheduler feature');
    });
  });

  describe('/Policy', () => {
    const policy = {
      name: 'Spot tariff',
      serviceType: 'GridTariffOptimization',
      tariffArea: 'DK1',
      dso: 'Radius',
      tariffModel: 'SpotDynamic',
      chargePercentage: 40,
      fixedEnergy: 50,
      fixedSoc: null,
      price: null,
      priceOffset: 0.1,
      spotHighPriceThreshold: 3,
      spotPriceMargin: 0.2,
    };
    const get = (as: string) => t.call({ method: 'GET', url: `/Policy?siteId=${sites.aarhus}`, as });

    it('no policy at first; a schedule user sets one; null removes it', async () => {
      assert.deepEqual((await get(users.readonly)).json(), { siteId: sites.aarhus, policy: null });
      const put = await t.call({
        method: 'PUT',
        url: '/Policy',
        as: scheduler,
        payload: { siteId: sites.aarhus, policy },
      });
      assert.equal(put.statusCode, 204);
      assert.deepEqual((await get(users.readonly)).json(), { siteId: sites.aarhus, policy });
      await t.call({ method: 'PUT', url: '/Policy', as: scheduler, payload: { siteId: sites.aarhus, policy: null } });
      assert.equal((await get(users.readonly)).json().policy, null);
    });

    it('spec 5: fixedEnergy between 0 and the battery capacity (115 kWh); charge percentage 0-100', async () => {
      const tooMuch = await t.call({
        method: 'PUT',
        url: '/Policy',
        as: scheduler,
        payload: { siteId: sites.aarhus, policy: { ...policy, fixedEnergy: 116 } },
      });
      assert.equal(tooMuch.statusCode, 400);
      assert.deepEqual(tooMuch.json().errors, [
        { field: 'policy.fixedEnergy', key: 'validation.fixedEnergyRange', values: { max: 115 } },
      ]);
      assert.match(tooMuch.json().message, /The value must be between 0 and 115 kWh/);
      const percent = await t.call({
        method: 'PUT',
        url: '/Policy',
        as: scheduler,
        payload: { siteId: sites.aarhus, policy: { ...policy, chargePercentage: 101 } },
      });
      assert.equal(percent.statusCode, 400);
      assert.equal((await get(users.readonly)).json().policy, null);
      const full = await t.call({
        method: 'PUT',
        url: '/Policy',
        as: scheduler,
        payload: { siteId: sites.aarhus, policy: { ...policy, fixedEnergy: 115 } },
      });
      assert.equal(full.statusCode, 204);
    });

    it('refuses a read-only user (403) and an unseen site (404)', async () => {
      const denied = await t.call({
        method: 'PUT',
        url: '/Policy',
        as: users.readonly,
        payload: { siteId: sites.aarhus, policy },
      });
      assert.equal(denied.statusCode, 403);
      assert.equal(
        (await t.call({ method: 'GET', url: `/Policy?siteId=${sites.leeds}`, as: users.owner })).statusCode,
        404,
      );
    });
  });

  describe('/ControllableLoad', () => {
    const load = {
      siteId: sites.aarhus,
      adapterName: 'Heat pump',
      actionOnUrl: 'https://adapter.test/on',
      actionOffUrl: 'https://adapter.test/off',
      actionTimeout: 10,
      testConnectionUrl: null,
      testConnectionTimeout: null,
      expectedLoad: 3.5,
      minActiveHours: 2,
      maxActiveHours: 8,
      powerCharacteristic: 'constant',
      method: 'POST',
    };
    const list = async (as: string) =>
      (await t.call({ method: 'GET', url: `/ControllableLoad?siteId=${sites.aarhus}`, as })).json().loads;

    it('add, change and remove a load', async () => {
      const created = await t.call({ method: 'POST', url: '/ControllableLoad', as: scheduler, payload: load });
      assert.equal(created.statusCode, 200);
      const { id } = created.json();
      assert.deepEqual(await list(users.readonly), [{ id, ...load }]);
      const put = await t.call({
        method: 'PUT',
        url: '/ControllableLoad',
        as: scheduler,
        payload: { id, ...load, expectedLoad: 4, testConnectionUrl: 'https://adapter.test/ping' },
      });
      assert.equal(put.statusCode, 204);
      assert.equal((await list(users.readonly))[0].expectedLoad, 4);
      const del = await t.call({
        method: 'DELETE',
        url: '/ControllableLoad',
        as: scheduler,
        payload: { id, siteId: sites.aarhus },
      });
      assert.equal(del.statusCode, 204);
      assert.deepEqual(await list(users.readonly), []);
    });

    it('refuses URLs that are not http(s) (400); nothing is stored', async () => {
      for (const bad of [
        { actionOnUrl: 'not a url' },
        { actionOffUrl: 'ftp://adapter.test/off' },
        { testConnectionUrl: 'ping' },
      ]) {
        const res = await t.call({
          method: 'POST',
          url: '/ControllableLoad',
          as: scheduler,
          payload: { ...load, ...bad },
        });
        assert.equal(res.statusCode, 400, JSON.stringify(bad));
        assert.deepEqual(res.json().errors, [{ field: Object.keys(bad)[0], key: 'validation.httpUrl' }]);
      }
      assert.deepEqual(await list(users.readonly), []);
    });

    it('refuses bad input (400), a read-only user (403), an unknown load (404); nothing changes', async () => {
      const bad = await t.call({
        method: 'POST',
        url: '/ControllableLoad',
        as: scheduler,
        payload: { ...load, minActiveHours: 9 },
      });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json().errors, [{ field: 'maxActiveHours', key: 'validation.notBelowMin' }]);
      const negative = await t.call({
        method: 'POST',
        url: '/ControllableLoad',
        as: scheduler,
        payload: { ...load, expectedLoad: -1 },
      });
      assert.equal(negative.statusCode, 400);
      const denied = await t.call({ method: 'POST', url: '/ControllableLoad', as: users.readonly, payload: load });
      assert.equal(denied.statusCode, 403);
      const unknown = await t.call({
        method: 'DELETE',
        url: '/ControllableLoad',
        as: scheduler,
        payload: { id: 'nope', siteId: sites.aarhus },
      });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(await list(users.readonly), []);
    });
  });

  describe('/BackupSettings', () => {
    const get = async (as: string) => t.call({ method: 'GET', url: `/BackupSettings?siteId=${sites.aarhus}`, as });
    const settings = {
      siteId: sites.aarhus,
      reservedSoc: 30,
      minSoc: 15,
      maxSoc: 90,
      gridTransitionInterval: 0,
      gridTransitionOffInterval: 12,
      islandRetryCount: 5,
    };

    it('defaults when nothing is stored; a schedule user stores new settings', async () => {
      const defaults = (await get(users.readonly)).json();
      assert.equal(defaults.siteId, sites.aarhus);
      assert.ok(defaults.maxSoc > defaults.minSoc);
      assert.equal(
        (await t.call({ method: 'PUT', url: '/BackupSettings', as: scheduler, payload: settings })).statusCode,
        204,
      );
      assert.deepEqual((await get(users.readonly)).json(), settings);
    });

    it('spec 5: max above min, retry count 0-5, SOC 0-100, delays not below 0; nothing changes', async () => {
      const equal = await t.call({
        method: 'PUT',
        url: '/BackupSettings',
        as: scheduler,
        payload: { ...settings, minSoc: 90 },
      });
      assert.equal(equal.statusCode, 400);
      assert.deepEqual(equal.json().errors, [{ field: 'maxSoc', key: 'validation.maxAboveMin' }]);
      assert.match(equal.json().message, /The maximum must be greater than the minimum/);
      for (const bad of [
        { islandRetryCount: 6 },
        { islandRetryCount: -1 },
        { maxSoc: 101 },
        { minSoc: -1 },
        { gridTransitionInterval: -1 },
      ]) {
        const res = await t.call({
          method: 'PUT',
          url: '/BackupSettings',
          as: scheduler,
          payload: { ...settings, ...bad },
        });
        assert.equal(res.statusCode, 400, JSON.stringify(bad));
      }
      assert.deepEqual((await get(users.readonly)).json(), settings);
    });

    it('refuses a normal user (403) and an unseen site (404)', async () => {
      const denied = await t.call({ method: 'PUT', url: '/BackupSettings', as: users.owner, payload: settings });
      assert.equal(denied.statusCode, 403);
      assert.equal(denied.json().message, 'Access denied');
      assert.equal(
        (await t.call({ method: 'GET', url: `/BackupSettings?siteId=${sites.leeds}`, as: users.owner })).statusCode,
        404,
      );
    });
  });
});

describe("events in the past are read-only; a rate stays within the site's inverters (ARCHITECTURE 8)", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());
  const as = users.admin;
  const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
  const event = (extra: object = {}) => ({
    siteId: sites.aarhus,
    description: 'Night charge',
    startTime: minutes(60),
    endTime: minutes(120),
    endMode: 0,
    eventType: 0,
    rate: 20,
    ...extra,
  });
  const post = (payload: object) => t.call({ method: 'POST', url: '/EventSchedule', as, payload });
  const put = (payload: object) => t.call({ method: 'PUT', url: '/EventSchedule', as, payload });
  const del = (payload: object) => t.call({ method: 'DELETE', url: '/EventSchedule', as, payload });
  const stored = async () =>
    (
      await t.call({
        method: 'GET',
        url: `/EventSchedule?siteId=${sites.aarhus}&fromTimeStamp=2000-01-01T00:00:00Z`,
        as,
      })
    ).json().events as { id: string; startTime: string; endTime: string; description: string }[];
  /** An event made while it lay ahead, so that the clock can then stand inside it or after it. */
  const madeEarlier = async (id: string, startTime: string, endTime: string) => {
    t.setNow(new Date(Date.parse(startTime) - 3_600_000));
    const res = await post(event({ id, startTime, endTime }));
    t.setNow(NOW);
    assert.equal(res.statusCode, 200, res.body);
  };
  const withoutRate = ({ rate: _rate, ...rest }: Record<string, unknown>) => rest;

  it('refuses an event whose start is in the past (400 on startTime); nothing is stored', async () => {
    const res = await post(event({ id: 'E-PAST', startTime: minutes(-10), endTime: minutes(50) }));
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      code: null,
      message: 'Invalid input. startTime: The start time cannot be in the past',
      errors: [{ field: 'startTime', key: 'validation.inPast' }],
    });
    assert.deepEqual(await stored(), []);
  });

  it('takes a start of "now" as typed into a form (a few minutes behind the clock)', async () => {
    const res = await post(event({ id: 'E-NOW', startTime: minutes(-4), endTime: minutes(30) }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await del(event({ id: 'E-NOW', startTime: minutes(-4), endTime: minutes(30) }))).statusCode, 204);
  });

  it("refuses a rate beyond the site's batteries' inverters (2 x 30 kW): 99,999 kW is 400 on rate", async () => {
    for (const rate of [99_999, 61, -61]) {
      const res = await post(event({ id: `E-RATE-${rate}`, rate }));
      assert.equal(res.statusCode, 400, String(rate));
      assert.deepEqual(res.json().errors, [
        { field: 'rate', key: 'validation.between', values: { min: -60, max: 60, unit: ' kW' } },
      ]);
    }
    assert.deepEqual(await stored(), []);
    const full = await post(event({ id: 'E-FULL', rate: 60 }));
    assert.equal(full.statusCode, 200, full.body);
    assert.equal((await del(event({ id: 'E-FULL' }))).statusCode, 204);
  });

  it('an event that has ended can be neither changed nor deleted (409); it stays as it was', async () => {
    await madeEarlier('E-ENDED', minutes(-180), minutes(-120));
    const before = await stored();
    const body = event({ id: 'E-ENDED', startTime: minutes(-180), endTime: minutes(-120) });
    const changed = await put(withoutRate({ ...body, description: 'Renamed' }));
    assert.equal(changed.statusCode, 409);
    assert.deepEqual(changed.json(), { code: null, message: 'The event has ended and can no longer be changed' });
    const deleted = await del(body);
    assert.equal(deleted.statusCode, 409);
    assert.deepEqual(deleted.json(), { code: null, message: 'The event has ended and can no longer be deleted' });
    assert.deepEqual(await stored(), before);
  });

  it('an event in progress may only have its end changed (400 on the field at fault), and may be deleted', async () => {
    await madeEarlier('E-RUNNING', minutes(-30), minutes(30));
    const body = withoutRate(event({ id: 'E-RUNNING', startTime: minutes(-30), endTime: minutes(30) }));
    const before = await stored();
    for (const [change, field, key] of [
      [{ startTime: minutes(-20) }, 'startTime', 'validation.startedEventFixed'],
      [{ description: 'Renamed' }, 'description', 'validation.startedEventFixed'],
      [{ eventType: 2 }, 'eventType', 'validation.startedEventFixed'],
      [{ fullyChargedBy: minutes(20) }, 'fullyChargedBy', 'validation.startedEventFixed'],
      [{ endTime: minutes(-10) }, 'endTime', 'validation.endInPast'],
    ] as const) {
      const res = await put({ ...body, ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(res.json().errors, [{ field, key }], JSON.stringify(change));
    }
    assert.deepEqual(await stored(), before);
    // The same start in another notation is the same start.
    const longer = await put({ ...body, startTime: '2026-11-22T12:30:00+01:00', endTime: minutes(90) });
    assert.equal(longer.statusCode, 204, longer.body);
    const stopped = await put({ ...body, endTime: minutes(0) });
    assert.equal(stopped.statusCode, 204, stopped.body);
    assert.equal((await stored()).find((e) => e.id === 'E-RUNNING')?.endTime, NOW.toISOString());
    // Stopped now, it has ended now: a minute earlier it is still running, and deleting it stops it.
    t.setNow(new Date(NOW.getTime() - 60_000));
    assert.equal((await del(body)).statusCode, 204);
    t.setNow(NOW);
    assert.deepEqual(
      await stored(),
      before.filter((e) => e.id !== 'E-RUNNING'),
    );
  });

  it('an event ahead may change, but not move its start into the past', async () => {
    assert.equal((await post(event({ id: 'E-AHEAD' }))).statusCode, 200);
    const body = withoutRate(event({ id: 'E-AHEAD' }));
    const moved = await put({ ...body, startTime: minutes(-60) });
    assert.equal(moved.statusCode, 400);
    assert.deepEqual(moved.json().errors, [{ field: 'startTime', key: 'validation.inPast' }]);
    assert.equal((await put({ ...body, description: 'Early charge', startTime: minutes(30) })).statusCode, 204);
  });

  it('the audit log names the event and the site, the deleted event by its stored name', async () => {
    assert.equal((await del(event({ id: 'E-AHEAD', description: 'whatever the client says' }))).statusCode, 204);
    const messages = (
      await t.services.db
        .selectFrom('audit_log')
        .select('message')
        .where('objectId', '=', sites.aarhus)
        .where('message', 'like', '%E-AHEAD%')
        .orderBy('id')
        .execute()
    ).map((r) => r.message);
    assert.deepEqual(messages, [
      "Created event 'Night charge' (E-AHEAD) on site Aarhus Harbour (S-AARHUS)",
      "Updated event 'Early charge' (E-AHEAD) on site Aarhus Harbour (S-AARHUS)",
      "Deleted event 'Early charge' (E-AHEAD) on site Aarhus Harbour (S-AARHUS)",
    ]);
  });
});
