import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const { users, sites, devices } = FIXTURE;

describe('device and site commands (spec 4, 5, 7)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.services.db.deleteFrom('command_log').execute();
    await t.services.db.deleteFrom('meter_setup').execute();
    await t.services.db.updateTable('live_status').set({ pendingCommand: null }).execute();
  });

  const commands = () => t.services.db.selectFrom('command_log').selectAll().orderBy('deviceId').execute();
  const pending = async (deviceId: string) =>
    (
      await t.services.db
        .selectFrom('live_status')
        .select('pendingCommand')
        .where('deviceId', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).pendingCommand;
  const post = (url: string, as: string, payload: object) => t.call({ method: 'POST', url, as, payload });

  describe('POST /SendStateModeCommand', () => {
    it('queues the command (status 1, delivered 5 s later) and sets the loading flag', async () => {
      const res = await post('/SendStateModeCommand', users.owner, {
        deviceId: devices.aarhus1,
        commandName: 'state_idling',
      });
      assert.equal(res.statusCode, 204);
      const [row, ...rest] = await commands();
      assert.equal(rest.length, 0);
      assert.equal(row!.deviceId, devices.aarhus1);
      assert.equal(row!.command, 'state_idling');
      assert.equal(row!.status, 1);
      assert.equal(row!.user, users.owner);
      assert.equal(row!.sendDateTime, '2026-11-22T12:00:00.000Z');
      assert.equal(row!.deliverAt, '2026-11-22T12:00:05.000Z');
      assert.deepEqual(JSON.parse(row!.payload!), { commandName: 'state_idling' });
      assert.equal(await pending(devices.aarhus1), 'state_idling');
      assert.equal(await pending(devices.aarhus2), null);
    });

    it('accepts a mode command', async () => {
      const res = await post('/SendStateModeCommand', users.owner, {
        deviceId: devices.aarhus2,
        commandName: 'Backup',
      });
      assert.equal(res.statusCode, 204);
      assert.equal(await pending(devices.aarhus2), 'Backup');
    });

    it('spec 6: the Cluster and Backup modes need the feature on the site (409); nothing is queued', async () => {
      const cluster = await post('/SendStateModeCommand', users.owner, {
        deviceId: devices.aarhus2,
        commandName: 'Cluster',
      });
      assert.equal(cluster.statusCode, 409);
      assert.deepEqual(cluster.json().errors, [{ field: '', key: 'validation.needsCluster' }]);
      const backup = await post('/SendStateModeSiteCommand', users.admin, {
        siteId: sites.leeds,
        commandName: 'Backup',
      });
      assert.equal(backup.statusCode, 409);
      assert.deepEqual(backup.json().errors, [{ field: '', key: 'validation.needsBackup' }]);
      // A device on no site has no features.
      const stock = await post('/SendStateModeCommand', users.superadmin, {
        deviceId: devices.unparented,
        commandName: 'Cluster',
      });
      assert.equal(stock.statusCode, 409);
      assert.equal((await commands()).length, 0);
    });

    it('a read-only user gets 403 Access denied; a device of another site answers 404; nothing is queued', async () => {
      const denied = await post('/SendStateModeCommand', users.readonly, {
        deviceId: devices.aarhus1,
        commandName: 'state_running',
      });
      assert.equal(denied.statusCode, 403);
      assert.equal(denied.json().message, 'Access denied');
      const hidden = await post('/SendStateModeCommand', users.owner, {
        deviceId: devices.leeds1,
        commandName: 'state_running',
      });
      assert.equal(hidden.statusCode, 404);
      assert.equal((await commands()).length, 0);
      assert.equal(await pending(devices.aarhus1), null);
    });

    it('bad input answers 400 and changes nothing', async () => {
      for (const payload of [
        { deviceId: devices.aarhus1, commandName: 'state_dancing' },
        { deviceId: devices.aarhus1, commandName: '' },
        { deviceId: devices.aarhus1 },
        { deviceId: devices.aarhus1, commandName: 'state_idling', extra: true },
      ]) {
        const res = await post('/SendStateModeCommand', users.owner, payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
      assert.equal((await commands()).length, 0);
      assert.equal(await pending(devices.aarhus1), null);
    });
  });

  describe('POST /SendStateModeSiteCommand', () => {
    it('sends the command to every device of the site', async () => {
      const res = await post('/SendStateModeSiteCommand', users.owner, {
        siteId: sites.aarhus,
        commandName: 'state_running',
      });
      assert.equal(res.statusCode, 204);
      const rows = await commands();
      assert.deepEqual(
        rows.map((r) => [r.deviceId, r.command, r.status]),
        [
          [devices.aarhus1, 'state_running', 1],
          [devices.aarhus2, 'state_running', 1],
        ],
      );
      assert.equal(await pending(devices.aarhus1), 'state_running');
      assert.equal(await pending(devices.aarhus2), 'state_running');
    });

    it("spec 5: refused without access: 'Access denied' for a read-only user, 404 for an unseen site", async () => {
      const denied = await post('/SendStateModeSiteCommand', users.readonly, {
        siteId: sites.aarhus,
        commandName: 'state_idling',
      });
      assert.equal(denied.statusCode, 403);
      assert.equal(denied.json().message, 'Access denied');
      const hidden = await post('/SendStateModeSiteCommand', users.outsider, {
        siteId: sites.aarhus,
        commandName: 'state_idling',
      });
      assert.equal(hidden.statusCode, 404);
      assert.equal((await commands()).length, 0);
    });

    it('a site without devices or an unknown command answers 400', async () => {
      const empty = await post('/SendStateModeSiteCommand', users.superadmin, {
        siteId: sites.empty,
        commandName: 'state_idling',
      });
      assert.equal(empty.statusCode, 400);
      const unknown = await post('/SendStateModeSiteCommand', users.owner, { siteId: sites.aarhus, commandName: 'x' });
      assert.equal(unknown.statusCode, 400);
      assert.equal((await commands()).length, 0);
    });
  });

  describe('POST /command/backup', () => {
    it('sends the backup command to each device of a site with the Backup feature', async () => {
      const res = await post('/command/backup', users.owner, { siteId: sites.aarhus, commandName: 'forcedOn' });
      assert.equal(res.statusCode, 204);
      const rows = await commands();
      assert.deepEqual(
        rows.map((r) => [r.deviceId, r.command, JSON.parse(r.payload!).commandName]),
        [
          [devices.aarhus1, 'backup_forcedOn', 'forcedOn'],
          [devices.aarhus2, 'backup_forcedOn', 'forcedOn'],
        ],
      );
      const audit = await t.services.db
        .selectFrom('audit_log')
        .selectAll()
        .where('message', '=', 'Sent backup command Force backup on to site Aarhus Harbour (S-AARHUS)')
        .execute();
      assert.equal(audit.length, 1);
    });

    it('refuses a read-only user (403), a site without the Backup feature (409) and a wrong command (400)', async () => {
      const denied = await post('/command/backup', users.readonly, { siteId: sites.aarhus, commandName: 'gridLoss' });
      assert.equal(denied.statusCode, 403);
      assert.equal(denied.json().message, 'Access denied');
      // spec 6: the backup view is gated by the site's Backup feature, and so is its command.
      const noFeature = await post('/command/backup', users.admin, { siteId: sites.leeds, commandName: 'testBackup' });
      assert.equal(noFeature.statusCode, 409);
      assert.deepEqual(noFeature.json(), {
        code: null,
        message: 'The site does not have the backup feature',
        errors: [{ field: '', key: 'validation.needsBackup' }],
      });
      const wrong = await post('/command/backup', users.owner, { siteId: sites.aarhus, commandName: 'forced on' });
      assert.equal(wrong.statusCode, 400);
      assert.equal((await commands()).length, 0);
    });
  });

  describe('restart, reboot and test mode (designed calls)', () => {
    it('an admin restarts a device and reboots a site controller', async () => {
      assert.equal((await post('/command/restart', users.admin, { deviceId: devices.leeds1 })).statusCode, 204);
      assert.equal(
        (await post('/command/rebootSiteController', users.admin, { siteId: sites.aarhus })).statusCode,
        204,
      );
      assert.deepEqual(
        (await commands()).map((r) => [r.deviceId, r.command]),
        [
          [devices.aarhus1, 'rebootSiteController'],
          [devices.leeds1, 'restart'],
          [devices.aarhus2, 'rebootSiteController'],
        ],
      );
    });

    it('a normal user may not restart (403); an installer cannot see other sites (404)', async () => {
      const owner = await post('/command/restart', users.owner, { deviceId: devices.aarhus1 });
      assert.equal(owner.statusCode, 403);
      assert.equal(owner.json().message, 'Access denied');
      const installer = await post('/command/rebootSiteController', users.installer, { siteId: sites.aarhus });
      assert.equal(installer.statusCode, 404);
      assert.equal((await commands()).length, 0);
    });

    it('spec 5: the test-mode value lies strictly between minus and plus the inverter maximum power (30 kW)', async () => {
      for (const value of [30, -30, 45]) {
        const res = await post('/command/testMode', users.admin, { deviceId: devices.aarhus1, value });
        assert.equal(res.statusCode, 400, String(value));
        assert.deepEqual(res.json().errors, [
          { field: 'value', key: 'validation.testModeRange', values: { min: -30, max: 30 } },
        ]);
        assert.match(res.json().message, /The value must be greater than -30 and less than 30/);
      }
      assert.equal((await commands()).length, 0);
      for (const value of [29.9, -12]) {
        const res = await post('/command/testMode', users.admin, { deviceId: devices.aarhus1, value });
        assert.equal(res.statusCode, 204);
      }
      assert.equal(
        (await post('/command/testModeRelease', users.admin, { deviceId: devices.aarhus1 })).statusCode,
        204,
      );
      assert.deepEqual(
        (await commands()).map((r) => [r.command, r.payload]),
        [
          ['testMode', '{"value":29.9}'],
          ['testMode', '{"value":-12}'],
          ['testModeRelease', '{}'],
        ],
      );
    });

    it('test mode needs more than a normal user', async () => {
      const res = await post('/command/testMode', users.owner, { deviceId: devices.aarhus1, value: 1 });
      assert.equal(res.statusCode, 403);
      const release = await post('/command/testModeRelease', users.readonly, { deviceId: devices.aarhus1 });
      assert.equal(release.statusCode, 403);
    });

    it('everyone who may send test mode reads its bound (GET /command/testMode/limit); no one else', async () => {
      const limit = (as: string, deviceId: string) =>
        t.call({ method: 'GET', url: `/command/testMode/limit?deviceId=${deviceId}`, as });
      // A partner admin may not read the reported properties (admins only) but sends test mode, so reads the bound.
      assert.equal(
        (await t.call({ method: 'GET', url: `/ReportedProperties?deviceId=${devices.aarhus1}`, as: users.partner }))
          .statusCode,
        403,
      );
      const res = await limit(users.partner, devices.aarhus1);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { deviceId: devices.aarhus1, inverterMaxPower: 30 });
      assert.equal((await limit(users.owner, devices.aarhus1)).statusCode, 403);
      assert.equal((await limit(users.outsider, devices.aarhus1)).statusCode, 404);
    });
  });

  describe('meter set-up and test (spec 4)', () => {
    const status = async (as: string, deviceId: string = devices.aarhus1) =>
      t.call({ method: 'GET', url: `/MeterSetup?deviceId=${deviceId}`, as });

    it('nothing started: step and result null', async () => {
      const res = await status(users.owner);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { deviceId: devices.aarhus1, step: null, result: null, testRunning: false });
    });

    it('a set-up starts waiting for the device and logs a command', async () => {
      assert.equal((await post('/MeterSetup', users.admin, { deviceId: devices.aarhus1 })).statusCode, 204);
      assert.deepEqual((await status(users.owner)).json(), {
        deviceId: devices.aarhus1,
        step: 'waitingForDevice',
        result: null,
        testRunning: false,
      });
      assert.deepEqual(
        (await commands()).map((r) => r.command),
        ['meterSetup'],
      );
    });

    it('set-up is skipped while a test is running; it starts once the test ended', async () => {
      assert.equal((await post('/MeterTest', users.admin, { deviceId: devices.aarhus1 })).statusCode, 204);
      assert.equal((await status(users.admin)).json().testRunning, true);
      assert.equal((await post('/MeterSetup', users.admin, { deviceId: devices.aarhus1 })).statusCode, 204);
      assert.equal((await status(users.admin)).json().testRunning, true);
      assert.deepEqual(
        (await commands()).map((r) => r.command),
        ['meterTest'],
      );
      // The simulator ends the test.
      await t.services.db
        .updateTable('meter_setup')
        .set({ step: 'testOfMeterInstallation', result: 'gridMeterInverted' })
        .execute();
      assert.deepEqual((await status(users.admin)).json(), {
        deviceId: devices.aarhus1,
        step: 'testOfMeterInstallation',
        result: 'gridMeterInverted',
        testRunning: false,
      });
      assert.equal((await post('/MeterSetup', users.admin, { deviceId: devices.aarhus1 })).statusCode, 204);
      assert.deepEqual((await status(users.admin)).json().step, 'waitingForDevice');
      assert.equal((await status(users.admin)).json().result, null);
    });

    it('refuses a normal user (403) and hides other sites (404); bad input 400', async () => {
      assert.equal((await post('/MeterTest', users.owner, { deviceId: devices.aarhus1 })).statusCode, 403);
      assert.equal((await status(users.outsider)).statusCode, 404);
      assert.equal((await status(users.owner, devices.leeds1)).statusCode, 404);
      assert.equal((await post('/MeterSetup', users.admin, { deviceId: '' })).statusCode, 400);
      assert.equal((await t.call({ method: 'GET', url: '/MeterSetup', as: users.admin })).statusCode, 400);
      assert.equal((await commands()).length, 0);
    });
  });
});
