import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The audit log names people by e-mail and objects by name as well as id (ARCHITECTURE 5): an entry reads on its own
 * in the fleet's log, where sites of every name pass by. The schedule's, sharing's, files', alarms' and prices'
 * messages are checked beside their routes; these are the commands, parameters, loads, policy and settings.
 */
describe('audit messages name the objects and people they are about', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    // Peak-shaving limits are for sites with the feature.
    await t.services.db
      .updateTable('sites')
      .set({ features: '["Basic","EventScheduler","Backup","PeakShaving"]' })
      .where('siteId', '=', FIXTURE.sites.aarhus)
      .execute();
  });
  after(() => t.close());
  const { superadmin, admin, owner } = FIXTURE.users;
  const { aarhus } = FIXTURE.sites;
  const { aarhus1 } = FIXTURE.devices;
  const site = 'Aarhus Harbour (S-AARHUS)';

  /** Makes the call and answers the message of the audit entry it wrote. */
  const audited = async (method: 'POST' | 'PUT' | 'DELETE', url: string, as: string, payload: object) => {
    const res = await t.call({ method, url, as, payload });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    const last = await t.services.db
      .selectFrom('audit_log')
      .select(['message', 'email'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    assert.equal(last.email, as);
    return { message: last.message, answer: res.body ? (res.json() as Record<string, unknown>) : null };
  };

  it('device and site commands', async () => {
    const cases: [string, object, string, string][] = [
      [
        '/command/backup',
        { siteId: aarhus, commandName: 'forcedOn' },
        owner,
        `Sent backup command Force backup on to site ${site}`,
      ],
      [
        '/SendStateModeCommand',
        { deviceId: aarhus1, commandName: 'state_idling' },
        owner,
        `Sent command state_idling to ${aarhus1}`,
      ],
      [
        '/SendStateModeSiteCommand',
        { siteId: aarhus, commandName: 'state_running' },
        owner,
        `Sent command state_running to site ${site}`,
      ],
      ['/command/restart', { deviceId: aarhus1 }, admin, `Sent restart to ${aarhus1}`],
      ['/command/rebootSiteController', { siteId: aarhus }, admin, `Sent site controller reboot to site ${site}`],
      ['/command/testMode', { deviceId: aarhus1, value: 12.5 }, admin, `Sent test mode 12.5 kW to ${aarhus1}`],
      ['/command/testModeRelease', { deviceId: aarhus1 }, admin, `Released test mode of ${aarhus1}`],
      ['/MeterSetup', { deviceId: aarhus1 }, admin, `Started meter set-up of ${aarhus1}`],
    ];
    for (const [url, payload, as, expected] of cases) {
      assert.equal((await audited('POST', url, as, payload)).message, expected, url);
    }
  });

  it('parameters, peak-shaving limits and firmware', async () => {
    const parameters = await t.call({ method: 'GET', url: `/parameters?deviceId=${aarhus1}`, as: superadmin });
    assert.equal(parameters.statusCode, 200);
    assert.equal(
      (await audited('PUT', '/parameters', superadmin, parameters.json())).message,
      `Updated parameters of ${aarhus1}`,
    );
    const control = await t.call({ method: 'GET', url: `/parameters/control?siteId=${aarhus}`, as: admin });
    const limits = { ...control.json().control, peakShavingGridImportLimit: 40, peakShavingGridExportLimit: null };
    assert.equal(
      (await audited('PUT', '/parameters/control', admin, { siteId: aarhus, control: limits })).message,
      `Updated the peak-shaving limits of site ${site}: import 40, export none`,
    );
    assert.equal(
      (
        await audited('POST', `/devices/${aarhus1}/commands/update/software`, superadmin, {
          firmwareBranch: 'RTM_main',
          firmwareBuild: '20251118.1',
        })
      ).message,
      `Sent firmware RTM_main_20251118.1 to ${aarhus1}`,
    );
    assert.equal(
      (await audited('PUT', '/UpdateDevice', superadmin, { DeviceId: aarhus1 })).message,
      `Sent device update to ${aarhus1}`,
    );
  });

  it('policy, backup settings and controllable loads, a removed load by the name it had', async () => {
    const policy = {
      name: 'Spot tariff',
      serviceType: 'GridTariffOptimization',
      tariffArea: null,
      dso: null,
      tariffModel: null,
      chargePercentage: null,
      fixedEnergy: null,
      fixedSoc: null,
      price: null,
      priceOffset: null,
      spotHighPriceThreshold: null,
      spotPriceMargin: null,
    };
    assert.equal(
      (await audited('PUT', '/Policy', admin, { siteId: aarhus, policy })).message,
      `Set policy 'Spot tariff' on site ${site}`,
    );
    assert.equal(
      (await audited('PUT', '/Policy', admin, { siteId: aarhus, policy: null })).message,
      `Removed the policy of site ${site}`,
    );
    const settings = {
      siteId: aarhus,
      reservedSoc: 30,
      minSoc: 15,
      maxSoc: 90,
      gridTransitionInterval: 0,
      gridTransitionOffInterval: 12,
      islandRetryCount: 5,
    };
    assert.equal(
      (await audited('PUT', '/BackupSettings', admin, settings)).message,
      `Updated backup settings of site ${site}`,
    );
    const load = {
      siteId: aarhus,
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
    const added = await audited('POST', '/ControllableLoad', admin, load);
    const id = added.answer?.id as string;
    assert.equal(added.message, `Added controllable load 'Heat pump' (${id}) on site ${site}`);
    assert.equal(
      (await audited('PUT', '/ControllableLoad', admin, { ...load, id, adapterName: 'Boiler' })).message,
      `Updated controllable load 'Boiler' (${id}) on site ${site}`,
    );
    assert.equal(
      (await audited('DELETE', '/ControllableLoad', admin, { siteId: aarhus, id })).message,
      `Removed controllable load 'Boiler' (${id}) from site ${site}`,
    );
  });

  it("a user's settings name the user by e-mail", async () => {
    assert.equal(
      (await audited('PUT', '/User', owner, { language: 'da', termsNumber: 11 })).message,
      `Updated the settings of ${owner}: language da, termsNumber 11`,
    );
  });
});
