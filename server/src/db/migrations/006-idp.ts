import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/** Tables of the local identity provider (db/tables/idp.ts): passwords and the provider's records. */
export const idp: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idp_credentials')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('users.userId').onDelete('cascade'))
      .addColumn('passwordHash', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('idp_store')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('grantId', 'text')
      .addColumn('userCode', 'text')
      .addColumn('uid', 'text')
      .addColumn('expiresAt', 'integer')
      .addColumn('consumedAt', 'integer')
      .addPrimaryKeyConstraint('idp_store_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('idp_store_grant').on('idp_store').column('grantId').execute();
    await db.schema.createIndex('idp_store_uid').on('idp_store').columns(['model', 'uid']).execute();
    await db.schema.createIndex('idp_store_expires').on('idp_store').column('expiresAt').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idp_store').execute();
    await db.schema.dropTable('idp_credentials').execute();
  },
};
