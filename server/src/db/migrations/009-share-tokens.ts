import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/**
 * Share tokens are kept as a SHA-256 hash (the lookup key of an anonymous request) and sealed with the server's secret
 * (so that those allowed may copy the link again), never in plain (server/README.md "Dashboard sharing"). Tokens made
 * before this migration were stored in plain in `shareToken`: they are revoked here (the dashboards are switched off,
 * and switching on makes a new link); the column stays, always null.
 */
export const shareTokens: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('dashboard_sharing').addColumn('tokenHash', 'text').execute();
    await db.schema.alterTable('dashboard_sharing').addColumn('tokenSealed', 'text').execute();
    await db.schema
      .createIndex('dashboard_sharing_token_hash')
      .unique()
      .on('dashboard_sharing')
      .column('tokenHash')
      .execute();
    await (db as Kysely<{ dashboard_sharing: { isEnabled: number; shareToken: string | null } }>)
      .updateTable('dashboard_sharing')
      .set({ isEnabled: 0, shareToken: null })
      .where('shareToken', 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('dashboard_sharing_token_hash').execute();
    await db.schema.alterTable('dashboard_sharing').dropColumn('tokenSealed').execute();
    await db.schema.alterTable('dashboard_sharing').dropColumn('tokenHash').execute();
  },
};
