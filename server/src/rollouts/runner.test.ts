import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../config';
import type { OpenedDatabase } from '../db/database';
import { createServices, type Services } from '../services/services';
import { deliverCommands } from '../simulator/live';
import { FIXTURE } from '../testing/fixtures';
import { oneDatabaseTwoConnections } from '../testing/oneDatabaseTwoConnections';
import { sqlOf } from '../testing/sql';
import { createTestApp } from '../testing/testApp';
import { startRolloutRunner, type RolloutRunner } from './runner';
import {
  AARHUS_DEVICES,
  LEEDS_DEVICES,
  NORDIC_DEVICES,
  deviceStates,
  rolloutApi,
  seedRolloutFleet,
  simulatorSettings,
  updateCommands,
} from './testFleet';

// Two API replicas, or a replica and its restart, are processes with connections of their own to one database: here,
// runners on two connections, each with services (and so memory) of its own, on one clock the test moves.

/** Waits (a short poll, bounded) until `condition` holds; fails the test if it never does. */
async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    assert.ok(Date.now() < deadline, `never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A replica's services on one connection, on the test's clock. */
function replica(database: OpenedDatabase, dir: string, clock: { now: number }): Services {
  const config = { ...loadConfig({}), filesDir: path.join(dir, 'files'), runIdentityProvider: false, simulate: false };
  return createServices(config, database, () => new Date(clock.now));
}

/** Each device's update commands, by device: exactly one each is what a rollout must send. */
async function commandsPerDevice(services: Services): Promise<Record<string, number>> {
  const commands = await updateCommands(services);
  return Object.fromEntries([...commands].map(([id, sent]) => [id, sent.length]));
}
const oncePerDevice = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, 1]));

describe('rollout runner: a restart in the middle of a wave', () => {
  const shared = oneDatabaseTwoConnections('rollout-restart');

  it('resumes the wave in the new process without sending any device twice', async () => {
    const restore = simulatorSettings({ installSeconds: 10 });
    // 01:30 UTC: 02:30 in Copenhagen (Aarhus) is inside a 02-04 window, 01:30 in London (Leeds) is not yet
    const clock = { now: Date.parse('2026-11-22T01:30:00Z') };
    const t = await createTestApp({}, { database: shared.first });
    const errors: unknown[] = [];
    let second: RolloutRunner | undefined;
    try {
      t.setNow(new Date(clock.now));
      await seedRolloutFleet(t.services.db);
      const api = rolloutApi(t);
      const created = await api.create({
        name: 'Restarted',
        selection: { groupIds: [FIXTURE.groups.nordic] },
        waves: { canaryCount: 0, shares: [1] },
        installWindow: { startHour: 2, endHour: 4 },
      });
      await api.act(created.id, 'start');
      const a = replica(shared.first, shared.dir, clock);
      const first = startRolloutRunner(a, { tickMs: 10, onError: (e) => errors.push(e) });
      const states = () => deviceStates(a, created.id);
      await until(async () => {
        const now = await states();
        return AARHUS_DEVICES.every((id) => now[id] === 'sent');
      }, 'the Aarhus devices are sent');
      await first.stop();
      // mid-wave: Copenhagen's devices sent, London's window not open yet
      assert.deepEqual(await commandsPerDevice(a), oncePerDevice(AARHUS_DEVICES));
      const stopped = await states();
      assert.deepEqual(
        LEEDS_DEVICES.map((id) => stopped[id]),
        LEEDS_DEVICES.map(() => 'pending'),
      );
      // the devices take their update and install it while no runner runs
      await deliverCommands(a, new Date((clock.now += 5_000)));
      await deliverCommands(a, new Date((clock.now += 15_000)));

      // a new process on another connection, with no memory of the first, follows the devices under way
      const b = replica(shared.second, shared.dir, clock);
      second = startRolloutRunner(b, { tickMs: 10, onError: (e) => errors.push(e) });
      await until(async () => {
        const now = await states();
        return AARHUS_DEVICES.every((id) => now[id] === 'done');
      }, 'the Aarhus devices are done');
      assert.deepEqual(await commandsPerDevice(b), oncePerDevice(AARHUS_DEVICES), 'London is still closed');
      // 02:10 in London: its window opens, and the new runner sends its devices
      clock.now = Date.parse('2026-11-22T02:10:00Z');
      await until(async () => !Object.values(await states()).includes('pending'), 'the London devices are sent');
      for (let i = 0; i < 6; i++) await deliverCommands(b, new Date((clock.now += 5_000)));
      await until(async () => (await api.get(created.id)).status === 'completed', 'the rollout completes');
      assert.deepEqual(await commandsPerDevice(b), oncePerDevice(NORDIC_DEVICES));
      assert.deepEqual(errors, []);
    } finally {
      await second?.stop();
      restore();
      await t.close();
    }
  });
});

describe('rollout runner: two replicas on one database', () => {
  const shared = oneDatabaseTwoConnections('rollout-replicas');

  it('run a rollout once: every device is sent its update exactly once', async () => {
    const restore = simulatorSettings({ installSeconds: 10 });
    const clock = { now: Date.parse('2026-11-22T12:00:00Z') };
    const t = await createTestApp({}, { database: shared.first });
    const errors: unknown[] = [];
    const runners: RolloutRunner[] = [];
    try {
      t.setNow(new Date(clock.now));
      await seedRolloutFleet(t.services.db);
      const api = rolloutApi(t);
      const created = await api.create({
        name: 'Twice',
        selection: { groupIds: [FIXTURE.groups.nordic] },
        waves: { canaryCount: 2, shares: [0.5] },
        soakMinutes: 0,
      });
      await api.act(created.id, 'start');
      // no lease between them: two runners overlap, as they may for a moment when a lease changes hands
      const a = replica(shared.first, shared.dir, clock);
      const b = replica(shared.second, shared.dir, clock);
      runners.push(startRolloutRunner(a, { tickMs: 5, onError: (e) => errors.push(e) }));
      await new Promise((resolve) => setImmediate(resolve));
      runners.push(startRolloutRunner(b, { tickMs: 5, onError: (e) => errors.push(e) }));
      for (let step = 0; step < 200; step++) {
        if ((await api.get(created.id)).status === 'completed') break;
        await deliverCommands(a, new Date((clock.now += 5_000)));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      assert.equal((await api.get(created.id)).status, 'completed');
      assert.deepEqual(await commandsPerDevice(a), oncePerDevice(NORDIC_DEVICES));
      // and one audit entry per device sent
      const sent = await sqlOf(a).all<{ objectId: string }>(
        `SELECT "objectId" FROM audit_log WHERE message LIKE 'Sent firmware %' ORDER BY "objectId"`,
      );
      assert.deepEqual(
        sent.map((r) => r.objectId),
        NORDIC_DEVICES,
      );
      assert.deepEqual(errors, []);
    } finally {
      for (const runner of runners) await runner.stop();
      restore();
      await t.close();
    }
  });
});
