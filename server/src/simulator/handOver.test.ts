import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { METER_SETUP_STEPS } from '@bess/shared/domain';
import { loadConfig, type ServerConfig } from '../config';
import type { OpenedDatabase } from '../db/database';
import { acquireLease } from '../services/lease';
import { createServices, type Services } from '../services/services';
import { oneDatabaseTwoConnections } from '../testing/oneDatabaseTwoConnections';
import { logCommand } from '../testing/commands';
import { sqlOf } from '../testing/sql';
import { EVENT_TYPE } from './control';
import { COMMAND_DELIVERY_DELAY_MS, GRID_OUTAGE_MS, METER_STEP_MS, RESTART_OFFLINE_MS, advanceTo } from './live';
import { seedFleet } from './seed';

// The simulator runs in the replica that holds the `simulator` lease. When that replica stops, another takes
// the lease over: a new process (no memory of the old one's) on the same database, with a connection of its own. Each
// effect is started by one simulator instance, which stops mid-effect; a second instance takes the lease and must
// finish the effect as a client sees it (live status, command log, alarms, meter set-up).
const shared = oneDatabaseTwoConnections('simulator-hand-over');
const NOW = new Date('2026-11-22T12:00:00Z');
const LEASE_TTL_MS = 15_000;

/** A simulator instance: services of its own (the simulator's process memory is per Services) on one connection. */
function instance(database: OpenedDatabase, clock: { now: Date }): Services {
  const config: ServerConfig = {
    ...loadConfig({}),
    filesDir: path.join(shared.dir, 'files'),
    runIdentityProvider: false,
    simulate: false,
  };
  return createServices(config, database, () => clock.now);
}

/** Two instances, A on the first connection and B on the second; A holds the lease from `start`. */
async function twoReplicas(start: Date, name: string) {
  const clock = { now: start };
  const a = instance(shared.first, clock);
  const b = instance(shared.second, clock);
  assert.equal(await acquireLease(a.db, name, 'replica-a', LEASE_TTL_MS, start.getTime()), true, 'A leads');
  assert.equal(await acquireLease(b.db, name, 'replica-b', LEASE_TTL_MS, start.getTime()), false, 'B waits');
  return {
    a,
    b,
    clock,
    /** A stops (killed: it never renews); B takes the lease once it has lapsed. */
    async handOver(at: Date) {
      assert.ok(at.getTime() - start.getTime() >= 0);
      const lapsed = Math.max(at.getTime(), start.getTime() + LEASE_TTL_MS + 1);
      assert.equal(await acquireLease(b.db, name, 'replica-b', LEASE_TTL_MS, lapsed), true, 'B takes over');
    },
  };
}

describe('simulator: a new leader continues the effects under way', () => {
  const sql = () => sqlOf(shared.first);
  const at = (ms: number) => new Date(NOW.getTime() + ms);
  /** Logs a command as the API routes do: status 1, delivered after the delay. */
  const send = (deviceId: string, command: string, payload: unknown, sentAt: Date) =>
    logCommand(shared.first, deviceId, command, payload, sentAt);
  const status = async (id: number) =>
    (await sql().one<{ status: number }>('SELECT status FROM command_log WHERE id = ?', id)).status;
  const live = (deviceId: string) =>
    sqlOf(shared.second).one<{ state: string; mode: string; inverterPower: number; grid: number }>(
      'SELECT state, mode, "inverterPower", grid FROM live_status WHERE "deviceId" = ?',
      deviceId,
    );
  /** A device in a state other than the default running one, so that "back to where it was" can be told apart. */
  const idle = async (services: Services, deviceId: string, from: Date) => {
    const id = await send(deviceId, 'ChargeOnly', null, from);
    await advanceTo(services, new Date(from.getTime() + COMMAND_DELIVERY_DELAY_MS));
    assert.equal(await status(id), 2);
    assert.deepEqual(await live(deviceId).then((l) => [l.state, l.mode]), ['chargeonly', 'ChargeOnly']);
  };

  before(async () => {
    const clock = { now: NOW };
    await seedFleet(instance(shared.first, clock), { fleet: 'demo', seed: 7, now: NOW, minuteDays: 0.1, hourDays: 1 });
  });

  it('a meter set-up started by the old leader finishes its steps under the new one', async () => {
    const t0 = 3600_000;
    const { a, b, handOver } = await twoReplicas(at(t0), 'simulator-meter');
    const device = 'SC-000000191'; // ends in 1: succeeds
    const id = await send(device, 'meterSetup', { deviceId: device }, at(t0));
    const step = () =>
      sql().one<{ step: string; result: string | null }>(
        'SELECT step, result FROM meter_setup WHERE "deviceId" = ?',
        device,
      );
    await advanceTo(a, at(t0 + COMMAND_DELIVERY_DELAY_MS));
    await advanceTo(a, at(t0 + COMMAND_DELIVERY_DELAY_MS + 2 * METER_STEP_MS));
    assert.equal(await status(id), 2);
    assert.deepEqual(await step(), { step: METER_SETUP_STEPS[2], result: null }, 'under way at the hand-over');

    await handOver(at(t0 + 20_000));
    const seen = new Set<string>();
    for (let ms = 3 * METER_STEP_MS; ms <= 8 * METER_STEP_MS; ms += METER_STEP_MS) {
      await advanceTo(b, at(t0 + COMMAND_DELIVERY_DELAY_MS + ms));
      seen.add((await step()).step);
    }
    assert.deepEqual([...seen], METER_SETUP_STEPS.slice(3), 'the remaining steps in order');
    assert.deepEqual(await step(), { step: METER_SETUP_STEPS.at(-1), result: 'success' });
  });

  it('a restart under way comes back in the state the device had, under the new leader', async () => {
    const t0 = 2 * 3600_000;
    const { a, b, handOver } = await twoReplicas(at(t0), 'simulator-restart');
    const device = 'SC-000000181';
    await idle(a, device, at(t0));
    const id = await send(device, 'restart', null, at(t0 + 10_000));
    await advanceTo(a, at(t0 + 10_000 + COMMAND_DELIVERY_DELAY_MS));
    assert.equal(await status(id), 2);
    assert.equal((await live(device)).state, 'offline', 'restarting at the hand-over');

    await handOver(at(t0 + 20_000));
    await advanceTo(b, at(t0 + 10_000 + COMMAND_DELIVERY_DELAY_MS + RESTART_OFFLINE_MS - 1000));
    assert.equal((await live(device)).state, 'offline', 'not before its time');
    await advanceTo(b, at(t0 + 10_000 + COMMAND_DELIVERY_DELAY_MS + RESTART_OFFLINE_MS));
    assert.deepEqual(await live(device).then((l) => [l.state, l.mode]), ['chargeonly', 'ChargeOnly']);
    assert.deepEqual(
      await sql().all('SELECT "deviceId" FROM simulator_restarts'),
      [],
      'the restart is over: nothing left to do',
    );
  });

  it("a test mode keeps its set-point under the new leader, and its release returns to the device's former state", async () => {
    const t0 = 3 * 3600_000;
    const { a, b, handOver } = await twoReplicas(at(t0), 'simulator-test-mode');
    const device = 'SC-000000201';
    await idle(a, device, at(t0));
    const id = await send(device, 'testMode', { deviceId: device, value: -2 }, at(t0 + 10_000));
    await advanceTo(a, at(t0 + 10_000 + COMMAND_DELIVERY_DELAY_MS));
    assert.equal(await status(id), 2);
    assert.deepEqual(await live(device).then((l) => [l.mode, l.inverterPower]), ['TestMode', -2]);

    await handOver(at(t0 + 30_000));
    await advanceTo(b, at(t0 + 60_000));
    assert.deepEqual(
      await live(device).then((l) => [l.mode, l.inverterPower]),
      ['TestMode', -2],
      'the set-point holds',
    );
    const release = await send(device, 'testModeRelease', { deviceId: device }, at(t0 + 60_000));
    await advanceTo(b, at(t0 + 60_000 + COMMAND_DELIVERY_DELAY_MS));
    assert.equal(await status(release), 2);
    assert.deepEqual(await live(device).then((l) => [l.state, l.mode]), ['chargeonly', 'ChargeOnly']);
  });

  it('a grid loss under way stays off grid and ends, back to grid mode, under the new leader', async () => {
    const t0 = 4 * 3600_000;
    const { a, b, handOver } = await twoReplicas(at(t0), 'simulator-outage');
    const device = 'SC-000000123';
    const site = await sql().one<{ siteId: string }>('SELECT "siteId" FROM devices WHERE "deviceId" = ?', device);
    const id = await send(site.siteId, 'gridLoss', { siteId: site.siteId }, at(t0));
    await advanceTo(a, at(t0 + COMMAND_DELIVERY_DELAY_MS));
    await advanceTo(a, at(t0 + 2 * 60_000));
    assert.equal(await status(id), 2);
    assert.deepEqual(await live(device).then((l) => [l.mode, l.grid]), ['Backup', 0], 'an island at the hand-over');

    await handOver(at(t0 + 2 * 60_000));
    await advanceTo(b, at(t0 + 5 * 60_000));
    assert.deepEqual(await live(device).then((l) => [l.mode, l.grid]), ['Backup', 0], 'still off grid');
    await advanceTo(b, at(t0 + GRID_OUTAGE_MS + 60_000));
    const back = await live(device);
    assert.equal(back.mode, 'GridTied', 'spec 4: back to grid mode when the grid returns');
    assert.notEqual(back.grid, 0, 'on grid again');
  });

  it('alarms the old leader raised are cleared by the new one when their time comes', async () => {
    const t0 = 5 * 3600_000;
    const { a, b, handOver } = await twoReplicas(at(t0), 'simulator-alarms');
    await advanceTo(a, at(t0));
    await advanceTo(a, at(t0 + 3 * 3600_000));
    const raised = await sql().all<{ alarmId: number }>(
      'SELECT "alarmId" FROM alarms WHERE "startTime" > ? AND active = 1 ORDER BY "alarmId"',
      at(t0).toISOString(),
    );
    assert.ok(raised.length > 0, 'A raised alarms that are still active at the hand-over');
    assert.equal(
      (await sql().one<{ n: number }>('SELECT COUNT(*) AS n FROM simulator_alarm_clears')).n,
      raised.length,
      'each with its time to clear',
    );

    await handOver(at(t0 + 3 * 3600_000));
    // an alarm lasts 15 to 135 minutes
    await advanceTo(b, at(t0 + 3 * 3600_000 + 136 * 60_000));
    for (const { alarmId } of raised) {
      const alarm = await sqlOf(shared.second).one<{
        active: number;
        closedBy: string | null;
        startTime: string;
        stopTime: string | null;
      }>('SELECT active, "closedBy", "startTime", "stopTime" FROM alarms WHERE "alarmId" = ?', alarmId);
      assert.equal(alarm.active, 0, `alarm ${alarmId} cleared`);
      assert.equal(alarm.closedBy, 'system');
      const lasted = Date.parse(alarm.stopTime!) - Date.parse(alarm.startTime);
      assert.ok(lasted >= 15 * 60_000 && lasted <= 135 * 60_000, `alarm ${alarmId} lasted ${lasted / 60_000} min`);
    }
  });
  it('a Hold charge event holds the charge it found at its start under the new leader, not the charge of the hand-over', async () => {
    // At night (PV 0): a Charge event for an hour (the charge well above the backup reserve), a Hold charge event for
    // three hours after it and, inside that, a Charge event of half an hour that raises the charge above the held one.
    // The hold is back in force when that charge ends; the old leader stops there.
    const t0 = 11 * 3600_000;
    const minutes = (n: number) => t0 + n * 60_000;
    const { a, b, handOver } = await twoReplicas(at(t0), 'simulator-hold');
    const device = 'SC-000000131';
    const { siteId } = await sql().one<{ siteId: string }>('SELECT "siteId" FROM devices WHERE "deviceId" = ?', device);
    const event = (id: string, eventType: number, from: number, to: number) =>
      sql().run(
        `INSERT INTO schedule_events (id, "siteId", description, "startTime", "endTime", "endMode", "eventType", rate,
                                      "fullyChargedBy", "createdBy", "createdAt")
         VALUES (?, ?, ?, ?, ?, 0, ?, NULL, NULL, 'test@demo.test', ?)`,
        id,
        siteId,
        id,
        at(from).toISOString(),
        at(to).toISOString(),
        eventType,
        at(t0).toISOString(),
      );
    await event('hand-over-first-charge', EVENT_TYPE.Charge, minutes(0), minutes(60));
    await event('hand-over-hold', EVENT_TYPE.HoldCharge, minutes(60), minutes(240));
    await event('hand-over-charge', EVENT_TYPE.Charge, minutes(70), minutes(100));
    const soc = async () =>
      (
        await sqlOf(shared.second).one<{ stateOfCharge: number }>(
          'SELECT "stateOfCharge" FROM live_status WHERE "deviceId" = ?',
          device,
        )
      ).stateOfCharge;

    await advanceTo(a, at(minutes(65)));
    const held = await soc();
    await advanceTo(a, at(minutes(101)));
    const charged = await soc();
    assert.ok(charged > held + 5, `the Charge event raised the charge: ${held} % to ${charged} %`);

    await handOver(at(minutes(101)));
    await advanceTo(b, at(minutes(230)));
    const after = await soc();
    // spec 3 Hold charge: the load may use what is above the charge held, never below it
    assert.ok(after < charged - 2, `the new leader let the load use the charge above the held ${held} %: ${after} %`);
    assert.ok(after >= held - 0.5, `never below the charge held at the start: ${after} % against ${held} %`);
  });
});
