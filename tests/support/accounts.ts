import Database from 'better-sqlite3';
import pg from 'pg';
import { hashPassword } from '../../server/src/idp/passwords';
import { DEMO_PASSWORD } from './api';

/**
 * Gives an account the portal created (POST /User: an e-mail with no password) the demo password at the local
 * identity provider, as the real provider's own sign-up would: the person behind a new e-mail can then sign in.
 * On the run's database: the SQLite file, or the PostgreSQL database of the replicated run (tests/support/replicas.ts).
 */
export async function givePassword(email: string): Promise<void> {
  const url = process.env.BESS_E2E_DATABASE_URL;
  if (url) return givePasswordOnPostgres(url, email);
  const file = process.env.BESS_E2E_DATABASE_FILE;
  if (!file)
    throw new Error(
      'BESS_E2E_DATABASE_FILE is not set: is the e2e API running (tests/support/playwrightGlobalSetup.ts)?',
    );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const db = new Database(file);
  try {
    const user = db.prepare('SELECT userId FROM users WHERE email = ?').get(email.toLowerCase()) as
      { userId: string } | undefined;
    if (!user) throw new Error(`no user ${email}`);
    db.prepare(
      `INSERT INTO idp_credentials (userId, passwordHash, updatedAt) VALUES (?, ?, ?)
       ON CONFLICT(userId) DO UPDATE SET passwordHash = excluded.passwordHash, updatedAt = excluded.updatedAt`,
    ).run(user.userId, passwordHash, new Date().toISOString());
  } finally {
    db.close();
  }
}

async function givePasswordOnPostgres(url: string, email: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ userId: string }>('SELECT "userId" FROM users WHERE email = $1', [
      email.toLowerCase(),
    ]);
    const user = found.rows[0];
    if (!user) throw new Error(`no user ${email}`);
    await client.query(
      `INSERT INTO idp_credentials ("userId", "passwordHash", "updatedAt") VALUES ($1, $2, $3)
       ON CONFLICT ("userId") DO UPDATE SET "passwordHash" = excluded."passwordHash", "updatedAt" = excluded."updatedAt"`,
      [user.userId, passwordHash, new Date().toISOString()],
    );
  } finally {
    await client.end();
  }
}
