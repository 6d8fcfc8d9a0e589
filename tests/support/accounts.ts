import { openDatabase } from '../../server/src/db/database';
import { setPassword } from '../../server/src/idp/passwords';
import { DEMO_PASSWORD } from './api';

/**
 * Gives an account the portal created (POST /User: an e-mail with no password) the demo password at the local
 * identity provider, as the real provider's own sign-up would: the person behind a new e-mail can then sign in.
 * Through the server's data layer, on the running API's database: its PostgreSQL database when the e2e API runs on
 * one (E2E_DATABASE=postgres, tests/support/api.ts), else its SQLite file.
 */
export async function givePassword(email: string): Promise<void> {
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
