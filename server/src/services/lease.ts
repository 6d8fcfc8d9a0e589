import os from 'node:os';
import type { Db } from '../db/database';

/** How long a lease lasts unless renewed, and how often its holder renews it (a third of that: two renewals may fail). */
export const LEASE_TTL_MS = 15_000;
export const LEASE_RENEW_MS = 5_000;

/**
 * This replica's name as a lease holder: REPLICA_NAME, else host and port. Both stay the same when the process is
 * restarted, so a replica killed with the lease in hand takes it back at once instead of waiting for it to lapse; no
 * two live processes share them (one port, one listener).
 */
export function replicaHolderName(config: { replicaName?: string; port: number }): string {
  return config.replicaName ?? `${os.hostname()}:${config.port}`;
}

/**
 * Takes or renews the lease `name` for `holder` until now + ttl: true when `holder` holds it afterwards. One upsert,
 * atomic on both engines: the row is taken over only when it is this holder's or has lapsed (PostgreSQL re-checks the
 * condition on the row it waited for, so two replicas racing for a lapsed lease cannot both win).
 */
export async function acquireLease(db: Db, name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
  const expiresAt = now + ttlMs;
  await db
    .insertInto('leases')
    .values({ name, holder, expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expiresAt })
        .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.expiresAt', '<', now)])),
    )
    .execute();
  const row = await db.selectFrom('leases').select('holder').where('name', '=', name).executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease up at once (a clean shutdown), so another replica takes over without waiting for it to lapse. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}

export interface LeaderOptions {
  name: string;
  holder: string;
  ttlMs?: number;
  renewMs?: number;
  now?: () => number;
  /** Called when this process becomes the leader; returns what to call when it stops being one. */
  onLead: () => () => void;
  onError?: (error: unknown) => void;
}

export interface Leadership {
  /** Does this process hold the lease (as of its last attempt)? */
  readonly leading: boolean;
  /** Stops leading (and trying), and releases the lease. */
  stop(): Promise<void>;
}

/**
 * Runs `onLead` in exactly one of the processes that call this with the same lease name on one database: each tries
 * to take the lease every renewMs; the holder renews it. A holder that dies or hangs stops renewing, the lease lapses
 * after ttlMs, and the next process to try takes over. A holder that fails to renew (its database was unreachable
 * past the lease's expiry) stops leading at once, since another may have taken over.
 */
export async function runWhileLeader(db: Db, options: LeaderOptions): Promise<Leadership> {
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  const renewMs = options.renewMs ?? LEASE_RENEW_MS;
  const now = options.now ?? Date.now;
  let stopLeading: (() => void) | null = null;
  let stopped = false;
  let attempt: Promise<void> = Promise.resolve();

  const lose = () => {
    stopLeading?.();
    stopLeading = null;
  };
  const tryOnce = async () => {
    if (stopped) return;
    let holds = false;
    try {
      holds = await acquireLease(db, options.name, options.holder, ttlMs, now());
    } catch (error) {
      options.onError?.(error);
    }
    if (stopped) return;
    if (holds && !stopLeading) stopLeading = options.onLead();
    else if (!holds) lose();
  };

  await (attempt = tryOnce());
  const timer = setInterval(() => {
    // One attempt at a time: a slow database must not pile attempts up.
    attempt = attempt.then(tryOnce);
  }, renewMs);
  timer.unref();

  return {
    get leading() {
      return stopLeading !== null;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await attempt;
      const wasLeading = stopLeading !== null;
      lose();
      if (wasLeading) await releaseLease(db, options.name, options.holder).catch(options.onError);
    },
  };
}
