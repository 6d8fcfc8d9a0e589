import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addConfigRow,
  firmwareUpdatePlan,
  removeConfigRow,
  setConfigField,
  type DeviceParameters,
} from '@bess/shared/domain';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const { users, sites, devices } = FIXTURE;

describe('device parameters, control parameters, reported properties, firmware update (spec 3, 5, 7, 9)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  const getParameters = (as: string, deviceId: string, extra = '') =>
    t.call({ method: 'GET', url: `/parameters?deviceId=${deviceId}${extra}`, as });
  const commands = (deviceId: string) =>
    t.services.db.selectFrom('command_log').selectAll().where('deviceId', '=', deviceId).orderBy('id').execute();

  describe('GET /parameters', () => {
    it('first read: defaults derived from the device and its site', async () => {
      const res = await getParameters(users.superadmin, devices.aarhus1);
      assert.equal(res.statusCode, 200);
      const p = res.json();
      assert.equal(p.device.deviceId, devices.aarhus1);
      assert.equal(p.device.firmwareBranch, 'RTM_main');
      assert.equal(p.device.firmwareBuild, '20251002.1');
      assert.deepEqual(p.device.hardwareFeature, []);
      assert.equal(p.device.heaterList.length, 2);
      assert.deepEqual(p.inverterList, [{ json: 'luxpowertek_2.1.0.json', maxPower: 30 }]);
      assert.deepEqual(p.site.features, ['Basic', 'EventScheduler', 'Backup']);
      assert.deepEqual(p.control, { pidKI: 0.1, peakShavingGridImportLimit: 100, peakShavingGridExportLimit: 80 });
      // Reading again gives the same object (the defaults are stored).
      assert.deepEqual((await getParameters(users.admin, devices.aarhus1, `&siteId=${sites.aarhus}`)).json(), p);
    });

    it('spec 5: an unknown device answers 204 (treated as unknown); so does a device the admin cannot see', async () => {
      for (const [as, id] of [
        [users.superadmin, 'SC-000000404'],
        [users.admin, devices.unparented],
      ] as const) {
        const res = await getParameters(as, id);
        assert.equal(res.statusCode, 204, `${as} ${id}`);
        assert.equal(res.body, '');
      }
    });

    it('refuses users below admin (role) and admins with a weaker level on the device (403)', async () => {
      for (const as of [users.owner, users.readonly, users.partner]) {
        const res = await getParameters(as, devices.aarhus1);
        assert.equal(res.statusCode, 403, as);
        assert.equal(res.json().message, 'Access denied');
      }
    });

    it('a siteId that is not the device site answers 400', async () => {
      assert.equal((await getParameters(users.superadmin, devices.aarhus1, `&siteId=${sites.leeds}`)).statusCode, 400);
      assert.equal((await t.call({ method: 'GET', url: '/parameters', as: users.superadmin })).statusCode, 400);
    });
  });

  describe('PUT /parameters', () => {
    it('stores the full object typed: rows added and removed, cleared fields as null, site features, control', async () => {
      const p = (await getParameters(users.admin, devices.aarhus2)).json() as DeviceParameters;
      assert.equal(p.device.fans.length, 1);
      const heaterList = setConfigField(
        addConfigRow(p.device.heaterList, ['name', 'setpoint', 'enabled']),
        0,
        'name',
        '  ',
      );
      const changed: DeviceParameters = {
        ...p,
        device: {
          ...p.device,
          firmwareBranch: null,
          heaterList: setConfigField(heaterList, 0, 'enabled', false),
          clients: setConfigField(p.device.clients, 0, 'protocol', 'sunspec'),
          fans: removeConfigRow(p.device.fans, 0),
          hardwareFeature: ['HeatPump'],
        },
        inverterList: [...p.inverterList, { json: null, maxPower: 10 }],
        site: { features: ['Basic', 'EventScheduler', 'Backup', 'PeakShaving'] },
        control: { ...p.control, pidKI: 0.2, peakShavingGridImportLimit: null },
      };
      const put = await t.call({ method: 'PUT', url: '/parameters', as: users.admin, payload: changed });
      assert.equal(put.statusCode, 204);

      const back = (await getParameters(users.admin, devices.aarhus2)).json();
      assert.equal(back.device.firmwareBranch, null);
      // A number stays a number, a switch a boolean, a choice its value (read back through the API).
      assert.deepEqual(back.device.heaterList, [
        { name: null, setpoint: 5, enabled: false },
        { name: null, setpoint: null, enabled: null },
      ]);
      assert.deepEqual(back.device.clients, [{ name: 'Grid meter', protocol: 'sunspec', address: 1 }]);
      assert.deepEqual(back.device.fans, []);
      assert.deepEqual(back.device.hardwareFeature, ['HeatPump']);
      assert.deepEqual(back.inverterList[1], { json: null, maxPower: 10 });
      assert.deepEqual(back.site.features, ['Basic', 'EventScheduler', 'Backup', 'PeakShaving']);
      assert.deepEqual(back.control, { pidKI: 0.2, peakShavingGridImportLimit: null, peakShavingGridExportLimit: 80 });
      // The site features are the site's (sites.features), seen through the other device of the site too.
      assert.deepEqual((await getParameters(users.admin, devices.aarhus1)).json().site.features, back.site.features);
    });

    it('bad input answers 400 and a partner admin 403; nothing changes', async () => {
      const before = (await getParameters(users.superadmin, devices.leeds1)).json() as DeviceParameters;
      for (const payload of [
        { ...before, device: { ...before.device, colour: 'red' } },
        { ...before, site: { features: ['Turbo'] } },
        { ...before, control: { ...before.control, pidKI: 'fast' } },
        { device: before.device, inverterList: before.inverterList, site: before.site },
      ]) {
        const res = await t.call({ method: 'PUT', url: '/parameters', as: users.superadmin, payload });
        assert.equal(res.statusCode, 400);
      }
      const denied = await t.call({
        method: 'PUT',
        url: '/parameters',
        as: users.partner,
        payload: { ...before, control: { ...before.control, pidKI: 9 } },
      });
      assert.equal(denied.statusCode, 403);
      const hidden = await t.call({
        method: 'PUT',
        url: '/parameters',
        as: users.admin,
        payload: { ...before, device: { ...before.device, deviceId: devices.unparented } },
      });
      assert.equal(hidden.statusCode, 404);
      assert.deepEqual((await getParameters(users.superadmin, devices.leeds1)).json(), before);
    });
  });

  describe('PUT /parameters: types are kept, never coerced', () => {
    it('refuses a number as text, text where a switch belongs, a value out of range, a field of its own, naming each field; nothing changes', async () => {
      const before = (await getParameters(users.superadmin, devices.leeds1)).json() as DeviceParameters;
      const fan = before.device.fans[0]!;
      const heater = before.device.heaterList[0]!;
      const cases: [DeviceParameters | Record<string, unknown>, string, string][] = [
        [
          { ...before, device: { ...before.device, fans: [{ ...fan, speed: '60' }] } },
          'device.fans.0.speed',
          'validation.validNumber',
        ],
        [
          { ...before, device: { ...before.device, fans: [{ ...fan, speed: 500 }] } },
          'device.fans.0.speed',
          'validation.between',
        ],
        [
          { ...before, device: { ...before.device, heaterList: [{ ...heater, enabled: 'true' }] } },
          'device.heaterList.0.enabled',
          'validation.trueOrFalse',
        ],
        [
          { ...before, device: { ...before.device, heaterList: [{ ...heater, setpoint: 'abc' }] } },
          'device.heaterList.0.setpoint',
          'validation.validNumber',
        ],
        [
          { ...before, device: { ...before.device, fans: [{ ...fan, rpm: 1200 }] } },
          'device.fans.0.rpm',
          'validation.unknownField',
        ],
        [
          { ...before, control: { ...before.control, peakShavingGridImportLimit: -10 } },
          'control.peakShavingGridImportLimit',
          'validation.between',
        ],
        [
          { ...before, device: { ...before.device, fans: [{ ...fan, name: '' }] } },
          'device.fans.0.name',
          'validation.required',
        ],
      ];
      for (const [payload, field, key] of cases) {
        const res = await t.call({ method: 'PUT', url: '/parameters', as: users.superadmin, payload });
        assert.equal(res.statusCode, 400, field);
        const body = res.json() as { errors: { field: string; key: string }[]; message: string };
        assert.deepEqual(
          body.errors.map((e) => [e.field, e.key]),
          [[field, key]],
        );
        assert.doesNotMatch(body.message, /must be|must match|must have|anyOf|body\//);
      }
      assert.deepEqual((await getParameters(users.superadmin, devices.leeds1)).json(), before);
      assert.equal((await commands(devices.leeds1)).length, 0);
    });

    it('sends the device its new parameters as a command, followed in the command log', async () => {
      const before = (await getParameters(users.superadmin, devices.aarhus1)).json() as DeviceParameters;
      const sent = (await commands(devices.aarhus1)).length;
      const put = await t.call({ method: 'PUT', url: '/parameters', as: users.superadmin, payload: before });
      assert.equal(put.statusCode, 204);
      const log = (await commands(devices.aarhus1)).slice(sent);
      assert.deepEqual(
        log.map((c) => [c.command, c.status, c.user]),
        [['setParameters', 1, users.superadmin]],
      );
    });
  });

  describe('/parameters/control', () => {
    const getControl = (as: string, siteId: string) =>
      t.call({ method: 'GET', url: `/parameters/control?siteId=${siteId}`, as });

    it('reads the control of a site; unknown or unseen sites answer 204', async () => {
      const res = await getControl(users.readonly, sites.aarhus);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(Object.keys(res.json().control).sort(), [
        'peakShavingGridExportLimit',
        'peakShavingGridImportLimit',
        'pidKI',
      ]);
      assert.equal((await getControl(users.owner, sites.leeds)).statusCode, 204);
      assert.equal((await getControl(users.superadmin, 'S-NOWHERE')).statusCode, 204);
    });

    it('PUT replaces the import and export peak-shaving limits of a site with peak shaving; pidKI is not its to change', async () => {
      const before = (await getControl(users.admin, sites.leeds)).json().control;
      const put = (control: object) =>
        t.call({
          method: 'PUT',
          url: '/parameters/control',
          as: users.admin,
          payload: { siteId: sites.leeds, control },
        });
      const limits = { pidKI: before.pidKI, peakShavingGridImportLimit: 60, peakShavingGridExportLimit: 40 };
      // spec 6: the peak-shaving view is gated by the site's PeakShaving feature, and so is its write.
      const gated = await put(limits);
      assert.equal(gated.statusCode, 409);
      assert.deepEqual(gated.json().errors, [{ field: '', key: 'validation.needsPeakShaving' }]);
      assert.deepEqual((await getControl(users.admin, sites.leeds)).json().control, before);

      await t.services.db
        .updateTable('sites')
        .set({ features: JSON.stringify(['Basic', 'PeakShaving']) })
        .where('siteId', '=', sites.leeds)
        .execute();
      // The controller's gain is tuned in PUT /parameters only: a changed pidKI here is refused, for an admin too.
      const gain = await put({ ...limits, pidKI: 5 });
      assert.equal(gain.statusCode, 403);
      assert.deepEqual((await getControl(users.admin, sites.leeds)).json().control, before);

      assert.equal((await put(limits)).statusCode, 204);
      assert.deepEqual((await getControl(users.admin, sites.leeds)).json().control, {
        pidKI: before.pidKI,
        peakShavingGridImportLimit: 60,
        peakShavingGridExportLimit: 40,
      });
    });

    it('refuses a read-only user (403), an unseen site (404) and bad input (400); nothing changes', async () => {
      const before = (await getControl(users.admin, sites.aarhus)).json().control;
      const body = (control: object, siteId: string = sites.aarhus) => ({ siteId, control });
      const limits = { pidKI: 0.1, peakShavingGridImportLimit: 1, peakShavingGridExportLimit: 1 };
      const denied = await t.call({
        method: 'PUT',
        url: '/parameters/control',
        as: users.readonly,
        payload: body(limits),
      });
      assert.equal(denied.statusCode, 403);
      assert.equal(denied.json().message, 'Access denied');
      const hidden = await t.call({
        method: 'PUT',
        url: '/parameters/control',
        as: users.owner,
        payload: body(limits, sites.leeds),
      });
      assert.equal(hidden.statusCode, 404);
      const bad = await t.call({
        method: 'PUT',
        url: '/parameters/control',
        as: users.admin,
        payload: body({ ...limits, peakShavingGridImportLimit: '60' }),
      });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual((await getControl(users.admin, sites.aarhus)).json().control, before);
    });
  });

  describe('GET /ReportedProperties', () => {
    it('the reported firmware as branch_build; 204 for a device that never reported', async () => {
      const res = await t.call({
        method: 'GET',
        url: `/ReportedProperties?deviceId=${devices.leeds1}`,
        as: users.admin,
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().firmwareVersion, 'RTM_main_20251002.1');
      assert.equal(res.json().properties.inverterMaxPower, 30);
      await t.services.db.deleteFrom('live_status').where('deviceId', '=', devices.unparented).execute();
      const none = await t.call({
        method: 'GET',
        url: `/ReportedProperties?deviceId=${devices.unparented}`,
        as: users.superadmin,
      });
      assert.equal(none.statusCode, 204);
    });

    it('refuses a normal user (403)', async () => {
      const res = await t.call({
        method: 'GET',
        url: `/ReportedProperties?deviceId=${devices.aarhus1}`,
        as: users.owner,
      });
      assert.equal(res.statusCode, 403);
    });
  });

  describe('firmware update (spec 7 and 9: firmwareUpdatePlan against the API)', () => {
    /** Runs shared's plan for a device as the portal would and returns the calls' statuses. */
    const runPlan = async (as: string, deviceId: string) => {
      const parameters = (await getParameters(as, deviceId)).json() as DeviceParameters;
      const reported = (await t.call({ method: 'GET', url: `/ReportedProperties?deviceId=${deviceId}`, as })).json();
      const plan = firmwareUpdatePlan(parameters, reported.firmwareVersion);
      const statuses: number[] = [];
      for (const call of plan) {
        statuses.push((await t.call({ method: call.method, url: call.path, as, payload: call.body })).statusCode);
      }
      return { plan, statuses };
    };

    const assertTargetStored = async (as: string, deviceId: string) => {
      const p = (await getParameters(as, deviceId)).json();
      assert.equal(p.device.firmwareBranch, 'RTM_main');
      assert.equal(p.device.firmwareBuild, '20251013.1');
      assert.ok(p.device.hardwareFeature.includes('RecalculateSOC'));
      assert.ok(p.inverterList.every((i: { json: string }) => i.json === 'luxpowertek_3.0.0.json'));
      assert.ok(p.site.features.includes('Cluster'));
      assert.equal(p.control.pidKI, 0.15);
    };

    it('an old build (RTM_main_20251002.1): PUT /parameters, then the direct software command', async () => {
      const { plan, statuses } = await runPlan(users.admin, devices.leeds1);
      assert.deepEqual(
        plan.map((c) => `${c.method} ${c.path}`),
        ['PUT /parameters', `POST /devices/${devices.leeds1}/commands/update/software`],
      );
      assert.deepEqual(statuses, [204, 204]);
      await assertTargetStored(users.admin, devices.leeds1);
      // The parameters reach the device as a command of their own, then the update command follows.
      const rows = (await commands(devices.leeds1)).slice(-2);
      assert.deepEqual(
        rows.map((r) => [r.command, r.status, JSON.parse(r.payload!)]),
        [
          ['setParameters', 1, {}],
          ['updateSoftware', 1, { firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' }],
        ],
      );
    });

    it('a newer build: PUT /parameters, then PUT /UpdateDevice; the command names the stored build', async () => {
      await t.services.db
        .updateTable('devices')
        .set({ firmwareBuild: '20251101.2' })
        .where('deviceId', '=', devices.aarhus1)
        .execute();
      const { plan, statuses } = await runPlan(users.superadmin, devices.aarhus1);
      assert.deepEqual(
        plan.map((c) => `${c.method} ${c.path}`),
        ['PUT /parameters', 'PUT /UpdateDevice'],
      );
      assert.deepEqual(statuses, [204, 204]);
      await assertTargetStored(users.superadmin, devices.aarhus1);
      const rows = (await commands(devices.aarhus1)).slice(-2);
      assert.deepEqual(
        rows.map((r) => [r.command, r.user, JSON.parse(r.payload!)]),
        [
          ['setParameters', users.superadmin, {}],
          ['updateDevice', users.superadmin, { firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' }],
        ],
      );
    });

    it('refuses a normal user (403), an unknown device (404) and bad input (400); nothing is queued', async () => {
      const before = (await t.services.db.selectFrom('command_log').selectAll().execute()).length;
      const owner = await t.call({
        method: 'POST',
        url: `/devices/${devices.aarhus2}/commands/update/software`,
        as: users.owner,
        payload: { firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' },
      });
      assert.equal(owner.statusCode, 403);
      const unknown = await t.call({
        method: 'PUT',
        url: '/UpdateDevice',
        as: users.superadmin,
        payload: { DeviceId: 'SC-000000404' },
      });
      assert.equal(unknown.statusCode, 404);
      const hidden = await t.call({
        method: 'PUT',
        url: '/UpdateDevice',
        as: users.admin,
        payload: { DeviceId: devices.unparented },
      });
      assert.equal(hidden.statusCode, 404);
      for (const payload of [{ firmwareBranch: 'RTM_main', firmwareBuild: '' }, { firmwareBranch: 'RTM_main' }]) {
        const res = await t.call({
          method: 'POST',
          url: `/devices/${devices.aarhus2}/commands/update/software`,
          as: users.superadmin,
          payload,
        });
        assert.equal(res.statusCode, 400);
      }
      const wrongCase = await t.call({
        method: 'PUT',
        url: '/UpdateDevice',
        as: users.superadmin,
        payload: { deviceId: devices.aarhus2 },
      });
      assert.equal(wrongCase.statusCode, 400);
      assert.equal((await t.services.db.selectFrom('command_log').selectAll().execute()).length, before);
    });
  });
});
