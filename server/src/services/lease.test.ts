import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OpenedDatabase } from '../db/database';
import { oneDatabaseTwoConnections } from '../testing/oneDatabaseTwoConnections';
import { acquireLease, runWhileLeader, type Leadership } from './lease';

// Two API replicas are two processes with their own connections to one database: here, two connections.
const shared = oneDatabaseTwoConnections('lease-test');

/** Waits (a short poll, bounded) until `condition` holds; fails the test if it never does. */
async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(condition(), `never: ${what}`);
}

/** A replica that counts how often it started and stopped simulating. */
function replica(db: OpenedDatabase, holder: string, name: string, now?: () => number) {
  const runs = { started: 0, stopped: 0 };
  const leadership = runWhileLeader(db.db, {
    name,
    holder,
    ttlMs: 300,
    renewMs: 20,
    now,
    onLead: () => {
      runs.started++;
      return () => runs.stopped++;
    },
  });
  return { runs, leadership };
}

test('of two replicas on one database only one simulates, and the other takes over when it stops', async () => {
  const a = replica(shared.first, 'replica-a', 'simulator-1');
  const leaderA: Leadership = await a.leadership;
  const b = replica(shared.second, 'replica-b', 'simulator-1');
  const leaderB = await b.leadership;
  assert.equal(leaderA.leading, true);
  assert.equal(leaderB.leading, false);
  // Several renewals later, still one leader, started once.
  await new Promise((resolve) => setTimeout(resolve, 120));
  assert.deepEqual([leaderA.leading, leaderB.leading], [true, false]);
  assert.deepEqual(a.runs, { started: 1, stopped: 0 });
  assert.deepEqual(b.runs, { started: 0, stopped: 0 });

  await leaderA.stop();
  assert.deepEqual(a.runs, { started: 1, stopped: 1 });
  await until(() => leaderB.leading, 'replica b leads after a stopped');
  assert.equal(b.runs.started, 1);
  await leaderB.stop();
  assert.equal(b.runs.stopped, 1);
});

test('a leader that dies without letting go is replaced only once its lease has lapsed', async () => {
  let clock = 1_000_000;
  // The dead replica took the lease until clock + 1000 and will never renew it (kill -9).
  assert.equal(await acquireLease(shared.first.db, 'simulator-2', 'dead', 1000, clock), true);
  const b = replica(shared.second, 'replica-b', 'simulator-2', () => clock);
  const leaderB = await b.leadership;
  assert.equal(leaderB.leading, false);
  clock += 999;
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(leaderB.leading, false, 'the lease has not lapsed yet');
  clock += 2;
  await until(() => leaderB.leading, 'replica b takes the lapsed lease');
  // The dead replica, were it to come back, no longer holds it.
  assert.equal(await acquireLease(shared.first.db, 'simulator-2', 'dead', 1000, clock), false);
  await leaderB.stop();
});

test('a replica restarted under its own name takes its lease back at once', async () => {
  const clock = 5_000_000;
  assert.equal(await acquireLease(shared.first.db, 'simulator-3', 'replica-a', 60_000, clock), true);
  const again = replica(shared.second, 'replica-a', 'simulator-3', () => clock);
  const leader = await again.leadership;
  assert.equal(leader.leading, true);
  assert.equal(again.runs.started, 1);
  await leader.stop();
  const other = replica(shared.first, 'replica-b', 'simulator-3', () => clock);
  assert.equal((await other.leadership).leading, true, 'a clean stop released the lease');
  await (await other.leadership).stop();
});
