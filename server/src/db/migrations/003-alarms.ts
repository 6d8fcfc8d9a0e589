import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/** Alarms and device errors (db/tables/alarms.ts). */
export const alarms: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('alarms')
      .addColumn('alarmId', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('deviceId', 'text', (c) => c.notNull())
      .addColumn('alarmCode', 'integer', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('startTime', 'text', (c) => c.notNull())
      .addColumn('acknowledgeUser', 'text')
      .addColumn('acknowledgeTime', 'text')
      .addColumn('closedBy', 'text')
      .addColumn('stopTime', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('alarms_device').on('alarms').columns(['deviceId', 'active']).execute();
    await db.schema
      .createTable('device_errors')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('deviceId', 'text', (c) => c.notNull())
      .addColumn('errorId', 'integer', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('createdBy', 'text', (c) => c.notNull())
      .addColumn('closedBy', 'text')
      .addColumn('removedAt', 'text')
      .addColumn('removedBy', 'text')
      .execute();
    await db.schema
      .createIndex('device_errors_device')
      .on('device_errors')
      .columns(['deviceId', 'createdAt'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('device_errors').execute();
    await db.schema.dropTable('alarms').execute();
  },
};
