import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a key's first answer is kept (a client retries within seconds; a day covers a phone that was offline). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export type Claim =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'otherRequest' }
  | { kind: 'inProgress' };

/** A stable hash of a call's input: the same key must come with the same request. */
export function fingerprintOf(input: unknown): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(stable(input)))
    .digest('base64url');
}

/**
 * Claims `key` for a call of `email`: the first call gets to run (a row marks it running), a repeat of a finished one
 * gets its answer, a repeat of a running one waits its turn, and the same key with another request is refused.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { email: string; key: string; endpoint: string; fingerprint: string; now: Date },
): Promise<Claim> {
  const { email, key, endpoint, fingerprint, now } = claim;
  await db
    .deleteFrom('idempotency_keys')
    .where('createdAt', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString())
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ email, key, endpoint, fingerprint, status: 0, body: '', createdAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['email', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'first' };
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['endpoint', 'fingerprint', 'status', 'body'])
    .where('email', '=', email)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (row.endpoint !== endpoint || row.fingerprint !== fingerprint) return { kind: 'otherRequest' };
  if (row.status === 0) return { kind: 'inProgress' };
  return { kind: 'replay', status: row.status, body: row.body };
}

/** Keeps the first call's answer for its repeats. */
export async function completeIdempotencyKey(db: Db, email: string, key: string, status: number, body: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body })
    .where('email', '=', email)
    .where('key', '=', key)
    .execute();
}

/** Frees a key whose first call failed, so that a retry with it runs. */
export async function releaseIdempotencyKey(db: Db, email: string, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('email', '=', email)
    .where('key', '=', key)
    .where('status', '=', 0)
    .execute();
}
