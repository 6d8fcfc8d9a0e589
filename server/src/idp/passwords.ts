import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Db } from '../db/database';

// scrypt at N = 2^15, r = 8, p = 1: about 90 ms and 32 MiB per check here, a fair cost for an interactive sign-in.
const COST = { N: 1 << 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem: MAX_MEMORY_BYTES }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A salted scrypt hash of a password, with its parameters, as one text value. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a password matches a stored hash (constant time on the hash comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Sets (or replaces) the password a user signs in with at the local provider; the seed calls it for the demo accounts. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('idp_credentials')
    .values({ userId, passwordHash, updatedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ passwordHash, updatedAt: new Date().toISOString() }))
    .execute();
}

// Checked against when the e-mail is unknown, so that a wrong e-mail takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * The user id of the account with this e-mail and password, or null: unknown e-mail, no credential (the user cannot
 * sign in here) or a wrong password all answer alike.
 */
export async function checkCredentials(db: Db, email: string, password: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('idp_credentials', 'idp_credentials.userId', 'users.userId')
    .select(['users.userId', 'idp_credentials.passwordHash'])
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row?.passwordHash) {
    decoyHash ??= hashPassword('decoy');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, row.passwordHash)) ? row.userId : null;
}
