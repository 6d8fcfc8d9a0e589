import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { advanceTo, COMMAND_DELIVERY_DELAY_MS, METER_STEP_MS } from '../simulator/live';
import { metersAfterPassedTest } from '../simulator/meterOutcomes';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * spec 3: a site lists its meters (grid meter, PV meter) and has a dashboard when it has a PV meter and a device. A
 * site made in the installer wizard starts with none; the meter set-up or test that passes on its battery records
 * them, as the wizard runs it: POST /Site, POST /CommissionDevice, POST /MeterSetup, then GET /MeterSetup until done.
 */
describe('a passed meter set-up records the meters of a site made in the installer wizard', () => {
  let t: TestApp;
  let clock = new Date('2026-11-22T12:00:00Z');
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());
  const { installer } = FIXTURE.users;
  const device = FIXTURE.devices.unparented;

  /** Moves the server's clock and the simulated fleet (command delivery, meter steps) together. */
  const advance = async (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    t.setNow(clock);
    await advanceTo(t.services, clock);
  };
  const siteOf = async (siteId: string) => {
    const res = await t.call({ method: 'GET', url: '/SiteGroup', as: installer });
    assert.equal(res.statusCode, 200);
    const site = (res.json().sites as { siteId: string; meters: unknown; hasDashboard: boolean }[]).find(
      (s) => s.siteId === siteId,
    );
    assert.ok(site, `${siteId} in GET /SiteGroup`);
    return { meters: site.meters, hasDashboard: site.hasDashboard };
  };
  /**
   * The wizard's meter step: start, then wait (as it polls) for the result. The demo fleet's device numbers decide
   * the outcome (this one's ends in 9: no load detected); the simulator setting names it here.
   */
  const runMeter = async (path: '/MeterSetup' | '/MeterTest', outcome: 'success' | 'noResponse' = 'success') => {
    process.env.SIMULATOR_METER_OUTCOMES = `${device}=${outcome}`;
    try {
      return await meterResult(path);
    } finally {
      delete process.env.SIMULATOR_METER_OUTCOMES;
    }
  };
  const meterResult = async (path: '/MeterSetup' | '/MeterTest') => {
    const started = await t.call({ method: 'POST', url: path, as: installer, payload: { deviceId: device } });
    assert.equal(started.statusCode, 204, started.body);
    await advance(COMMAND_DELIVERY_DELAY_MS + 1_000);
    for (let i = 0; i < 8; i++) await advance(METER_STEP_MS);
    const status = await t.call({ method: 'GET', url: `/MeterSetup?deviceId=${device}`, as: installer });
    return status.json().result as string | null;
  };

  let siteId = '';

  it('a new site with its battery has no meters and no dashboard before the meter set-up', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/Site',
      as: installer,
      payload: { siteName: 'Wizard Farm', country: 'Denmark', timezone: 'Europe/Copenhagen' },
    });
    assert.equal(created.statusCode, 200, created.body);
    siteId = created.json().siteId;
    const saved = await t.call({
      method: 'POST',
      url: '/CommissionDevice',
      as: installer,
      payload: { siteId, deviceId: device, serialNumber: 'SN000999', code: 'CODE999' },
    });
    assert.equal(saved.statusCode, 204, saved.body);
    assert.deepEqual(await siteOf(siteId), { meters: [], hasDashboard: false });
  });

  it('a failed set-up records nothing', async () => {
    assert.equal(await runMeter('/MeterSetup', 'noResponse'), 'noResponse');
    assert.deepEqual(await siteOf(siteId), { meters: [], hasDashboard: false });
  });

  it('a passed set-up records the grid meter; without PV on the site there is no PV meter and no dashboard', async () => {
    assert.equal(await runMeter('/MeterSetup'), 'success');
    assert.deepEqual(await siteOf(siteId), { meters: [{ type: 'grid' }], hasDashboard: false });
  });

  it('with PV on the site, a passed test records the PV meter too, and the site has its dashboard', async () => {
    const pv = await t.call({ method: 'PUT', url: '/Site', as: installer, payload: { siteId, pvPeak: 12 } });
    assert.equal(pv.statusCode, 204, pv.body);
    assert.equal(await runMeter('/MeterTest'), 'success');
    assert.deepEqual(await siteOf(siteId), { meters: [{ type: 'grid' }, { type: 'PV' }], hasDashboard: true });
  });
});

describe('metersAfterPassedTest', () => {
  it('a grid meter always; a PV meter with a PV peak, a PV device or one listed already', () => {
    assert.deepEqual(metersAfterPassedTest([], { pvPeak: null, hasPvDevice: false }), ['grid']);
    assert.deepEqual(metersAfterPassedTest([], { pvPeak: 0, hasPvDevice: false }), ['grid']);
    assert.deepEqual(metersAfterPassedTest([], { pvPeak: 5, hasPvDevice: false }), ['grid', 'PV']);
    assert.deepEqual(metersAfterPassedTest([], { pvPeak: null, hasPvDevice: true }), ['grid', 'PV']);
    assert.deepEqual(metersAfterPassedTest(['PV'], { pvPeak: null, hasPvDevice: false }), ['grid', 'PV']);
  });
});
