import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/** Files, the message centre and dashboard sharing (db/tables/content.ts). */
export const content: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('fileName', 'text', (c) => c.notNull())
      .addColumn('size', 'integer')
      .addColumn('uploadedAt', 'text')
      .addColumn('converted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('convertedAt', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('createdBy', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('content_files_kind').on('content_files').columns(['kind', 'createdAt']).execute();

    await db.schema
      .createTable('message_centre')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('isEnabled', 'integer', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('messageSummary', 'text', (c) => c.notNull())
      .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('lastUpdated', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdBy', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('message_centre_active').on('message_centre').columns(['active', 'id']).execute();

    await db.schema
      .createTable('dashboard_sharing')
      .addColumn('dashboardId', 'text', (c) => c.primaryKey())
      .addColumn('isEnabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shareToken', 'text', (c) => c.unique())
      .addColumn('expiresAt', 'text')
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addColumn('updatedBy', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dashboard_sharing').execute();
    await db.schema.dropTable('message_centre').execute();
    await db.schema.dropTable('content_files').execute();
  },
};
