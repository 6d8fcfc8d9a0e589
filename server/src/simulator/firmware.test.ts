import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { logCommand } from '../testing/commands';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { sqlOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import {
  DEFAULT_FIRMWARE_INSTALL_SECONDS,
  FIRMWARE_UPDATE_FAILED,
  INSTALLING_STATE,
  firmwareInstallFails,
  firmwareSettings,
  installOutcome,
} from './firmware';
import { COMMAND_DELIVERY_DELAY_MS, deliverCommands } from './live';

describe('simulator firmware settings', () => {
  it('reads the install time, the fail share and the offline devices, and ignores what it cannot read', () => {
    assert.deepEqual(firmwareSettings({}), {
      installMs: DEFAULT_FIRMWARE_INSTALL_SECONDS * 1000,
      failShare: 0,
      offline: new Set(),
    });
    assert.deepEqual(
      firmwareSettings({
        SIMULATOR_FIRMWARE_INSTALL_SECONDS: '3',
        SIMULATOR_FIRMWARE_FAIL_SHARE: '0.25',
        SIMULATOR_FIRMWARE_OFFLINE_DEVICES: ' sc-000000101, SC-000000201 ,',
      }),
      { installMs: 3000, failShare: 0.25, offline: new Set(['SC-000000101', 'SC-000000201']) },
    );
    const unreadable = firmwareSettings({
      SIMULATOR_FIRMWARE_INSTALL_SECONDS: '-1',
      SIMULATOR_FIRMWARE_FAIL_SHARE: '2',
    });
    assert.deepEqual([unreadable.installMs, unreadable.failShare], [DEFAULT_FIRMWARE_INSTALL_SECONDS * 1000, 0]);
  });

  it('fails the same devices every time, about the share asked for, and a larger share fails every device a smaller one does', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `SC-${String(100_000_000 + i).padStart(9, '0')}`);
    const failing = (share: number) => ids.filter((id) => firmwareInstallFails(id, share));
    assert.deepEqual(failing(0.3), failing(0.3));
    assert.ok(Math.abs(failing(0.3).length - 300) < 60, `${failing(0.3).length} of 1000`);
    assert.ok(failing(0.1).every((id) => failing(0.3).includes(id)));
    assert.deepEqual([failing(0).length, failing(1).length], [0, 1000]);
    const settings = { installMs: 0, failShare: 1, offline: new Set(['SC-100000000']) };
    assert.deepEqual(
      [installOutcome('SC-100000000', settings), installOutcome('SC-100000001', settings)],
      ['offline', 'failed'],
    );
  });
});

describe('simulator: a device installs firmware', () => {
  let t: TestApp;
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const saved = { ...process.env };
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    process.env.SIMULATOR_FIRMWARE_INSTALL_SECONDS = '30';
  });
  after(async () => {
    for (const name of [
      'SIMULATOR_FIRMWARE_INSTALL_SECONDS',
      'SIMULATOR_FIRMWARE_FAIL_SHARE',
      'SIMULATOR_FIRMWARE_OFFLINE_DEVICES',
    ]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await t.close();
  });
  const at = (ms: number) => new Date(NOW + ms);
  const device = (id: string) =>
    sqlOf(t.services).one<{ state: string; mode: string; build: string }>(
      `SELECT l.state, l.mode, d."firmwareBuild" AS build FROM live_status l JOIN devices d ON d."deviceId" = l."deviceId" WHERE l."deviceId" = ?`,
      id,
    );
  const update = { firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' };

  it('reports the maintenance state for the install time, then the new build, back in its mode', async () => {
    const id = FIXTURE.devices.aarhus1;
    await logCommand(t.services, id, 'updateSoftware', update, at(0));
    await deliverCommands(t.services, at(COMMAND_DELIVERY_DELAY_MS));
    assert.deepEqual(await device(id), { state: INSTALLING_STATE, mode: 'SelfConsumption', build: '20251002.1' });
    await deliverCommands(t.services, at(COMMAND_DELIVERY_DELAY_MS + 29_999));
    assert.equal((await device(id)).state, INSTALLING_STATE, 'not before the install time');
    await deliverCommands(t.services, at(COMMAND_DELIVERY_DELAY_MS + 30_000));
    assert.deepEqual(await device(id), { state: 'passive', mode: 'SelfConsumption', build: '20251013.1' });
  });

  it('a failing device reports its old build and a device error saying the install failed', async () => {
    process.env.SIMULATOR_FIRMWARE_FAIL_SHARE = '1';
    const id = FIXTURE.devices.aarhus2;
    await logCommand(t.services, id, 'updateDevice', update, at(60_000));
    await deliverCommands(t.services, at(60_000 + COMMAND_DELIVERY_DELAY_MS));
    await deliverCommands(t.services, at(60_000 + COMMAND_DELIVERY_DELAY_MS + 30_000));
    // back idling as it was, on its old build
    assert.deepEqual(await device(id), { state: 'stop', mode: 'Stop', build: '20251002.1' });
    const errors = await sqlOf(t.services).all<{ errorId: number; severity: string; createdBy: string }>(
      'SELECT "errorId", severity, "createdBy" FROM device_errors WHERE "deviceId" = ?',
      id,
    );
    assert.deepEqual(errors, [{ errorId: FIRMWARE_UPDATE_FAILED.errorId, severity: 'Error', createdBy: 'device' }]);
    delete process.env.SIMULATOR_FIRMWARE_FAIL_SHARE;
  });

  it('a device named offline drops off when it takes the command and does not come back', async () => {
    const id = FIXTURE.devices.leeds1;
    await sqlOf(t.services).run(
      `UPDATE live_status SET state = 'passive', mode = 'SelfConsumption' WHERE "deviceId" = ?`,
      id,
    );
    process.env.SIMULATOR_FIRMWARE_OFFLINE_DEVICES = id;
    await logCommand(t.services, id, 'updateSoftware', update, at(120_000));
    await deliverCommands(t.services, at(120_000 + COMMAND_DELIVERY_DELAY_MS));
    assert.equal((await device(id)).state, 'offline');
    await deliverCommands(t.services, at(600_000));
    assert.deepEqual(await device(id), { state: 'offline', mode: 'Unknown', build: '20251002.1' });
    // a later command to it finds nobody (spec 3: status 3)
    const later = await logCommand(t.services, id, 'updateSoftware', update, at(600_000));
    await deliverCommands(t.services, at(600_000 + COMMAND_DELIVERY_DELAY_MS));
    const row = await sqlOf(t.services).one<{ status: number }>('SELECT status FROM command_log WHERE id = ?', later);
    assert.equal(row.status, 3);
  });
});
