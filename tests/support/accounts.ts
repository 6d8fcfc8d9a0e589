import { DEMO_PASSWORD } from './api';

/**
 * The server's data layer, loaded when a test first writes an account: every spec imports the fixtures, and most never
 * need the server's code.
 */
function serverData() {
  // require, not import(): Playwright's loader compiles these files as the specs are, which import() would bypass.
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, see above */
  const { openDatabase } = require('../../server/src/db/database') as typeof import('../../server/src/db/database');
  const { setPassword } = require('../../server/src/idp/passwords') as typeof import('../../server/src/idp/passwords');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { openDatabase, setPassword };
}

/**
 * The demo accounts of the seeded fleet that tests sign in as (server/src/simulator/fleet.ts). The set-up project
 * (tests/e2e/auth.setup.ts) signs each in once through the provider and keeps its session for the run; newuser, who
 * has not chosen a language or accepted the terms yet, is left to the test of the first sign-in.
 */
export const ACCOUNTS = {
  superadmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  partner: 'partner@demo.test',
  installer: 'installer@demo.test',
  owner: 'owner@demo.test',
  readonly: 'readonly@demo.test',
} as const;
export type Role = keyof typeof ACCOUNTS;
export const ROLES = Object.keys(ACCOUNTS) as Role[];

/** The role of a demo account's e-mail, or undefined for any other account. */
export function roleOf(email: string): Role | undefined {
  return ROLES.find((role) => ACCOUNTS[role] === email.toLowerCase());
}

/**
 * Gives an account the portal created (POST /User: an e-mail with no password) the demo password at the local
 * identity provider, as the real provider's own sign-up would: the person behind a new e-mail can then sign in.
 * Through the server's data layer, on the running API's database: its PostgreSQL database when the e2e API runs on
 * one (E2E_DATABASE=postgres, tests/support/api.ts), else its SQLite file.
 */
export async function givePassword(email: string): Promise<void> {
  const { openDatabase, setPassword } = serverData();
  const target = process.env.BESS_E2E_DATABASE_URL || process.env.BESS_E2E_DATABASE_FILE;
  if (!target)
    throw new Error(
      'BESS_E2E_DATABASE_FILE is not set: is the e2e API running (tests/support/playwrightGlobalSetup.ts)?',
    );
  const database = await openDatabase(target);
  try {
    const user = await database.db
      .selectFrom('users')
      .select('userId')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    if (!user) throw new Error(`no user ${email}`);
    await setPassword(database.db, user.userId, DEMO_PASSWORD);
  } finally {
    await database.close();
  }
}

/** The terms the e2e stack's shell asks for (tests/support/stack.ts: config.json's termsNumber). */
const TERMS_NUMBER = 10;

/**
 * Makes an account the portal created ready to use as a person who has signed in before would have: the demo password
 * (givePassword), English chosen and the terms accepted; `like` gives it a demo account's role and access too. A test
 * that changes an account's settings makes one so (tests/support/fixtures.ts: `newAccount`), and never changes a demo
 * account's, which the tests of the other worker use at the same time.
 */
export async function settleAccount(email: string, like?: Role): Promise<void> {
  await givePassword(email);
  const { openDatabase } = serverData();
  const target = process.env.BESS_E2E_DATABASE_URL || process.env.BESS_E2E_DATABASE_FILE;
  const database = await openDatabase(target!);
  try {
    const { db } = database;
    const user = await db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    if (!user) throw new Error(`no user ${email}`);
    const model = like
      ? await db.selectFrom('users').selectAll().where('email', '=', ACCOUNTS[like]).executeTakeFirstOrThrow()
      : undefined;
    await db
      .updateTable('users')
      .set({
        language: 'en',
        termsNumber: TERMS_NUMBER,
        termsDate: new Date().toISOString(),
        ...(model ? { role: model.role, isInstaller: model.isInstaller, dateFormat: model.dateFormat } : {}),
      })
      .where('userId', '=', user.userId)
      .execute();
    if (model) {
      // The same access as the demo account: what it may see and do, this account may too.
      const grants = await db
        .selectFrom('access')
        .select(['objectType', 'objectId', 'level', 'startTime', 'endTime', 'removed'])
        .where('userId', '=', model.userId)
        .execute();
      for (const grant of grants)
        await db
          .insertInto('access')
          .values({ ...grant, userId: user.userId })
          .execute();
    }
  } finally {
    await database.close();
  }
}
