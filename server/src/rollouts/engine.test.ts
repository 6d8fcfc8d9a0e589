import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { FIXTURE } from '../testing/fixtures';
import { sqlOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { deliverCommands } from '../simulator/live';
import { FIRMWARE_UPDATE_FAILED, firmwareInstallFails } from '../simulator/firmware';
import { rolloutTick, sendDevice } from './engine';
import { planOrder } from './plan';
import {
  NEWER_BUILD_DEVICES,
  NORDIC_DEVICES,
  SUPER,
  deviceStates,
  rolloutApi,
  seedRolloutFleet,
  simulatorSettings,
  updateCommands,
} from './testFleet';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const TARGET = 'RTM_main_20251013.1';
/** The canary of a rollout over G-NORDIC: the first device of the plan's order. */
const CANARY = planOrder(
  NORDIC_DEVICES.map((deviceId) => ({ deviceId, siteId: deviceId.startsWith('SC-0000002') ? 'S-LEEDS' : 'S-AARHUS' })),
)[0]!.deviceId;

describe('rollout engine: waves over a simulated fleet (one replica)', () => {
  let t: TestApp;
  let restore: () => void = () => undefined;
  let clock = NOW;
  const api = () => rolloutApi(t);

  beforeEach(async () => {
    t = await createTestApp();
    await seedRolloutFleet(t.services.db);
    clock = NOW;
    t.setNow(new Date(clock));
  });
  afterEach(async () => {
    restore();
    await t.close();
  });

  /** Moves the clock on in steps: the simulator delivers commands and ends installs, then the runner ticks. */
  async function drive(stepMs: number, steps: number, until?: () => Promise<boolean>) {
    for (let i = 0; i < steps; i++) {
      clock += stepMs;
      const now = new Date(clock);
      t.setNow(now);
      await deliverCommands(t.services, now);
      await rolloutTick(t.services, now);
      if (until && (await until())) return;
    }
  }
  const tick = () => rolloutTick(t.services, new Date(clock));
  const statusIs = (id: string, status: string) => async () => (await api().get(id)).status === status;
  const reportedBuild = async (deviceId: string) => {
    const d = await sqlOf(t.services).one<{ b: string; n: string }>(
      'SELECT "firmwareBranch" AS b, "firmwareBuild" AS n FROM devices WHERE "deviceId" = ?',
      deviceId,
    );
    return `${d.b}_${d.n}`;
  };

  it('a rollout over a group where the simulator fails a share halts after the canary wave, and says why', async () => {
    restore = simulatorSettings({ installSeconds: 10, failShare: 0.4 });
    const failing = NORDIC_DEVICES.filter((id) => firmwareInstallFails(id, 0.4));
    assert.ok(failing.includes(CANARY), 'the canary is among the failing share');
    assert.ok(failing.length < NORDIC_DEVICES.length, 'a share of the devices, not all');
    const created = await api().create({
      name: 'Canary halts',
      selection: { groupIds: [FIXTURE.groups.nordic] },
      waves: { canaryCount: 1, shares: [0.5] },
      maxFailedShare: 0.1,
      soakMinutes: 0,
      installTimeoutMinutes: 5,
    });
    assert.deepEqual(
      created.progress.map((w) => w.devices),
      [1, 4, 4],
    );
    await api().act(created.id, 'start');
    await tick();
    await drive(5_000, 60, statusIs(created.id, 'halted'));

    const halted = await api().get(created.id);
    assert.equal(halted.status, 'halted');
    assert.equal(halted.currentWave, 1);
    assert.deepEqual(
      { ...halted.haltReason, at: undefined },
      {
        rule: 'maxFailedShare',
        wave: 1,
        devices: 1,
        failed: 1,
        failedShare: 1,
        maxFailedShare: 0.1,
        waveEnded: true,
        reasons: { installFailed: 1, offline: 0, notOnTarget: 0 },
        at: undefined,
      },
    );
    assert.deepEqual(
      halted.progress.map((w) => [w.wave, w.failed, w.pending]),
      [
        [1, 1, 0],
        [2, 0, 4],
        [3, 0, 4],
      ],
    );
    // only the canary was sent anything; it reports its old build and the failed install
    assert.deepEqual([...(await updateCommands(t.services)).keys()], [CANARY]);
    assert.equal(await reportedBuild(CANARY), 'RTM_main_20251002.1');
    const errors = await sqlOf(t.services).all(
      'SELECT 1 FROM device_errors WHERE "deviceId" = ? AND "errorId" = ?',
      CANARY,
      FIRMWARE_UPDATE_FAILED.errorId,
    );
    assert.equal(errors.length, 1);
    // more ticks send nothing more
    await drive(60_000, 5);
    assert.equal((await updateCommands(t.services)).size, 1);
    // the rollout's log says what happened, in order, with the figures of the halt
    const log = await t.call({ method: 'GET', url: `/auditLog?id=${created.id}`, as: SUPER });
    const messages = (log.json() as { log: { message: string; email: string }[] }).log.map((e) => e.message).reverse();
    assert.deepEqual(messages, [
      `Created firmware rollout 'Canary halts' (${created.id}) of ${TARGET} to 9 devices in 3 waves`,
      `Started firmware rollout 'Canary halts' (${created.id})`,
      `Halted firmware rollout 'Canary halts' (${created.id}): 1 of 1 devices of wave 1 failed (100 %), over the limit of 10 %`,
    ]);
  });

  it('a healthy rollout completes every wave after its soak time; each device is sent its update once', async () => {
    restore = simulatorSettings({ installSeconds: 10 });
    const created = await api().create({
      name: 'Healthy',
      selection: { groupIds: [FIXTURE.groups.nordic] },
      waves: { canaryCount: 1, shares: [0.3] },
      soakMinutes: 1,
    });
    await api().act(created.id, 'start');
    await tick();
    await drive(5_000, 200, statusIs(created.id, 'completed'));

    const done = await api().get(created.id);
    assert.equal(done.status, 'completed');
    assert.deepEqual(
      done.progress.map((w) => [w.devices, w.done]),
      [
        [1, 1],
        [3, 3],
        [5, 5],
      ],
    );
    assert.deepEqual(done.totals, { pending: 0, sent: 0, installing: 0, done: 9, failed: 0, skipped: 0 });
    // each wave starts after the one before it ended and soaked a minute
    for (let w = 1; w < done.progress.length; w++) {
      const soaked = Date.parse(done.progress[w]!.startedAt!) - Date.parse(done.progress[w - 1]!.finishedAt!);
      assert.ok(soaked >= 60_000, `wave ${w + 1} started ${soaked} ms after wave ${w} ended`);
    }
    assert.ok(done.endedAt);
    // one update per device, on the command its build calls for (spec 7 and 9)
    const commands = await updateCommands(t.services);
    assert.deepEqual([...commands.keys()].sort(), NORDIC_DEVICES);
    for (const [deviceId, sent] of commands) {
      assert.deepEqual(sent, [NEWER_BUILD_DEVICES.includes(deviceId) ? 'updateDevice' : 'updateSoftware'], deviceId);
      assert.equal(await reportedBuild(deviceId), TARGET);
    }
    // PUT /parameters' change came first, as spec 7's plan says: the target set in the stored parameters
    const parameters = await t.call({ method: 'GET', url: `/parameters?deviceId=${CANARY}`, as: SUPER });
    assert.equal(parameters.json().device.firmwareBuild, '20251013.1');
    assert.ok(parameters.json().device.hardwareFeature.includes('RecalculateSOC'));
    assert.equal(parameters.json().control.pidKI, 0.15);
    const listed = await t.call({
      method: 'GET',
      url: `/rollouts/${created.id}/devices?state=done&limit=5`,
      as: SUPER,
    });
    assert.equal(listed.json().total, 9);
    assert.equal(listed.json().devices.length, 5);
  });

  it('a rollout of another build installs that build', async () => {
    restore = simulatorSettings({ installSeconds: 10 });
    const created = await api().create({
      name: 'Other build',
      target: { firmwareBranch: 'RTM_next', firmwareBuild: '20260101.1' },
      selection: { deviceIds: [FIXTURE.devices.aarhus1] },
      soakMinutes: 0,
    });
    await api().act(created.id, 'start');
    await tick();
    await drive(5_000, 20, statusIs(created.id, 'completed'));
    assert.equal(await reportedBuild(FIXTURE.devices.aarhus1), 'RTM_next_20260101.1');
  });

  it('pause stops sending while the devices under way finish; resume goes on to the end', async () => {
    restore = simulatorSettings({ installSeconds: 10 });
    const created = await api().create({
      name: 'Paused',
      selection: { groupIds: [FIXTURE.groups.nordic] },
      waves: { canaryCount: 1, shares: [1] },
      soakMinutes: 0,
    });
    await api().act(created.id, 'start');
    await tick();
    assert.equal((await deviceStates(t.services, created.id))[CANARY], 'sent');
    const paused = await api().act(created.id, 'pause');
    assert.equal(paused.status, 'paused');
    await drive(5_000, 24);
    const during = await api().get(created.id);
    assert.equal(during.status, 'paused');
    assert.equal(during.currentWave, 1, 'no next wave while paused');
    assert.deepEqual([during.progress[0]!.done, during.progress[1]!.pending], [1, 8], 'the canary finished');
    assert.equal((await updateCommands(t.services)).size, 1, 'nothing else was sent');
    // the status decides what may be done (409 otherwise)
    await api().act(created.id, 'pause', 409);
    await api().act(created.id, 'start', 409);
    const resumed = await api().act(created.id, 'resume');
    assert.equal(resumed.status, 'running');
    await api().act(created.id, 'resume', 409);
    await drive(5_000, 60, statusIs(created.id, 'completed'));
    assert.equal((await api().get(created.id)).totals.done, 9);
    assert.deepEqual(
      [...(await updateCommands(t.services)).values()].map((c) => c.length),
      NORDIC_DEVICES.map(() => 1),
    );
  });

  it('abort skips the pending devices; the one under way still finishes; nothing more is sent', async () => {
    restore = simulatorSettings({ installSeconds: 10 });
    const created = await api().create({
      name: 'Aborted',
      selection: { groupIds: [FIXTURE.groups.nordic] },
      waves: { canaryCount: 1 },
    });
    await api().act(created.id, 'start');
    await tick();
    const aborted = await api().act(created.id, 'abort');
    assert.equal(aborted.status, 'aborted');
    assert.deepEqual([aborted.totals.sent, aborted.totals.skipped], [1, 8]);
    await drive(5_000, 12);
    const states = await deviceStates(t.services, created.id);
    assert.equal(states[CANARY], 'done');
    assert.equal(Object.values(states).filter((s) => s === 'skipped').length, 8);
    assert.equal((await updateCommands(t.services)).size, 1);
    await api().act(created.id, 'abort', 409);
    await api().act(created.id, 'resume', 409);
    const log = await t.call({ method: 'GET', url: `/auditLog?id=${created.id}`, as: SUPER });
    assert.equal(
      (log.json() as { log: { message: string }[] }).log[0]!.message,
      `Aborted firmware rollout 'Aborted' (${created.id}): 8 devices skipped`,
    );
  });

  it('a runner acting on what it read before another sent the device, or before a pause, sends nothing', async () => {
    const created = await api().create({
      name: 'Stale',
      selection: { groupIds: [FIXTURE.groups.nordic] },
      waves: { canaryCount: 0, shares: [1] },
    });
    await api().act(created.id, 'start');
    // what a runner read: the rollout running on wave 1, every device pending
    const running = await t.services.db
      .selectFrom('rollouts')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    const [first, second, third] = NORDIC_DEVICES as [string, string, string];
    const send = (deviceId: string) => sendDevice(t.services, running, { deviceId, wave: 1 }, new Date(clock));
    assert.equal(await send(first), true);
    assert.equal(await send(first), false, 'already sent');
    // two at once (on PostgreSQL two connections of the pool): one of them sends
    assert.deepEqual((await Promise.all([send(second), send(second)])).sort(), [false, true]);
    await api().act(created.id, 'pause');
    assert.equal(await send(third), false, 'paused meanwhile');
    const commands = await updateCommands(t.services);
    assert.deepEqual([...commands.keys()].sort(), [first, second].sort());
    assert.deepEqual(
      [...commands.values()].map((c) => c.length),
      [1, 1],
    );
    assert.equal((await deviceStates(t.services, created.id))[third], 'pending');
    // nothing of a refused send was written: no parameters, no audit entry
    const parameters = await sqlOf(t.services).all('SELECT 1 FROM device_parameters WHERE "deviceId" = ?', third);
    assert.equal(parameters.length, 0);
  });

  it('a device the simulator takes offline fails by the install timeout: not at its limit, just after it', async () => {
    restore = simulatorSettings({ installSeconds: 10, offline: [FIXTURE.devices.aarhus1] });
    const created = await api().create({
      name: 'Timeout',
      selection: { deviceIds: [FIXTURE.devices.aarhus1, FIXTURE.devices.aarhus2] },
      waves: { canaryCount: 1 },
      installTimeoutMinutes: 1,
      maxFailedShare: 0,
    });
    await api().act(created.id, 'start');
    await tick();
    const sentAt = clock;
    await drive(5_000, 1); // delivered: the device drops off
    assert.equal(
      (
        await sqlOf(t.services).one<{ state: string }>(
          'SELECT state FROM live_status WHERE "deviceId" = ?',
          FIXTURE.devices.aarhus1,
        )
      ).state,
      'offline',
    );
    clock = sentAt + 60_000;
    await tick();
    assert.equal((await deviceStates(t.services, created.id))[FIXTURE.devices.aarhus1], 'sent', 'exactly at the limit');
    clock = sentAt + 60_001;
    await tick();
    const halted = await api().get(created.id);
    assert.equal((await deviceStates(t.services, created.id))[FIXTURE.devices.aarhus1], 'failed');
    assert.equal(halted.status, 'halted');
    assert.deepEqual(halted.haltReason?.reasons, { installFailed: 0, offline: 1, notOnTarget: 0 });
    const listed = await t.call({ method: 'GET', url: `/rollouts/${created.id}/devices?state=failed`, as: SUPER });
    assert.equal(listed.json().devices[0].failureReason, 'offline');
  });

  it('at the failed share limit a wave goes on; one more failure halts it before it ends', async () => {
    // 4 devices in one wave, a limit of 0.25: one failure is at the limit, two are over it
    const wave = [FIXTURE.devices.aarhus1, FIXTURE.devices.aarhus2, 'SC-000000111', 'SC-000000112'];
    const body = { selection: { deviceIds: wave }, waves: { canaryCount: 0, shares: [1] }, maxFailedShare: 0.25 };
    restore = simulatorSettings({ installSeconds: 10, offline: [wave[0]!] });
    const atLimit = await api().create({ name: 'At the limit', ...body, installTimeoutMinutes: 1 });
    await api().act(atLimit.id, 'start');
    await tick();
    await drive(5_000, 40, statusIs(atLimit.id, 'completed'));
    const completed = await api().get(atLimit.id);
    assert.equal(completed.status, 'completed');
    assert.deepEqual([completed.totals.failed, completed.totals.done], [1, 3]);
    restore();
    // the same wave again with two installs failing while the offline device is still within its timeout: over the
    // limit before the wave has ended, so it halts at once
    const failing = wave.filter((id) => id !== wave[0] && firmwareInstallFails(id, 0.51));
    assert.equal(failing.length, 2, 'two devices fail under a share of 0.51');
    restore = simulatorSettings({ installSeconds: 10, failShare: 0.51, offline: [wave[0]!] });
    const over = await api().create({ name: 'Over the limit', ...body, installTimeoutMinutes: 30 });
    await api().act(over.id, 'start');
    await tick();
    await drive(5_000, 40, statusIs(over.id, 'halted'));
    const halted = await api().get(over.id);
    assert.equal(halted.status, 'halted');
    assert.equal(halted.haltReason?.failed, 2);
    assert.equal(halted.haltReason?.waveEnded, false, 'the offline device was still within its timeout');
  });
});

describe('rollout engine: the rollout a device is in', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedRolloutFleet(t.services.db);
  });
  after(() => t.close());

  it('answers the running one first, else the newest, else none', async () => {
    const api = rolloutApi(t);
    const device = FIXTURE.devices.leeds1;
    const of = async () => (await t.call({ method: 'GET', url: `/devices/${device}/rollout`, as: SUPER })).json();
    assert.deepEqual(await of(), { deviceId: device, rollout: null, device: null });
    const first = await api.create({ name: 'First', selection: { deviceIds: [device] } });
    await api.act(first.id, 'start');
    t.setNow(new Date(NOW + 60_000));
    const second = await api.create({ name: 'Second', selection: { siteIds: [FIXTURE.sites.leeds] } });
    const running = await of();
    assert.equal(running.rollout.id, first.id);
    assert.deepEqual(
      [running.device.state, running.device.wave, running.device.siteName],
      ['pending', 1, 'Leeds Depot'],
    );
    await api.act(first.id, 'abort');
    assert.equal((await of()).rollout.id, second.id, 'the newest when none runs');
    const unknown = await t.call({ method: 'GET', url: '/devices/SC-000000404/rollout', as: SUPER });
    assert.equal(unknown.statusCode, 404);
  });
});
