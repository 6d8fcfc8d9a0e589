import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/**
 * Tables of the operations area (db/tables/operations.ts): scheduler events, policies, controllable loads, backup
 * settings, device and control parameters, reported properties. Rows of a site or device go with it.
 */
export const operations: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('schedule_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('siteId', 'text', (c) => c.notNull().references('sites.siteId').onDelete('cascade'))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('startTime', 'text', (c) => c.notNull())
      .addColumn('endTime', 'text', (c) => c.notNull())
      .addColumn('endMode', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('eventType', 'integer', (c) => c.notNull())
      .addColumn('rate', 'real')
      .addColumn('fullyChargedBy', 'text')
      .addColumn('createdBy', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('schedule_events_site').on('schedule_events').columns(['siteId', 'endTime']).execute();

    await db.schema
      .createTable('site_policies')
      .addColumn('siteId', 'text', (c) => c.primaryKey().references('sites.siteId').onDelete('cascade'))
      .addColumn('policy', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('controllable_loads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('siteId', 'text', (c) => c.notNull().references('sites.siteId').onDelete('cascade'))
      .addColumn('adapterName', 'text', (c) => c.notNull())
      .addColumn('actionOnUrl', 'text', (c) => c.notNull())
      .addColumn('actionOffUrl', 'text', (c) => c.notNull())
      .addColumn('actionTimeout', 'real', (c) => c.notNull())
      .addColumn('testConnectionUrl', 'text')
      .addColumn('testConnectionTimeout', 'real')
      .addColumn('expectedLoad', 'real', (c) => c.notNull())
      .addColumn('minActiveHours', 'real', (c) => c.notNull())
      .addColumn('maxActiveHours', 'real', (c) => c.notNull())
      .addColumn('powerCharacteristic', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('controllable_loads_site').on('controllable_loads').column('siteId').execute();

    await db.schema
      .createTable('backup_settings')
      .addColumn('siteId', 'text', (c) => c.primaryKey().references('sites.siteId').onDelete('cascade'))
      .addColumn('reservedSoc', 'real', (c) => c.notNull())
      .addColumn('minSoc', 'real', (c) => c.notNull())
      .addColumn('maxSoc', 'real', (c) => c.notNull())
      .addColumn('gridTransitionInterval', 'real', (c) => c.notNull())
      .addColumn('gridTransitionOffInterval', 'real', (c) => c.notNull())
      .addColumn('islandRetryCount', 'integer', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('device_parameters')
      .addColumn('deviceId', 'text', (c) => c.primaryKey().references('devices.deviceId').onDelete('cascade'))
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('inverterList', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addColumn('updatedBy', 'text')
      .execute();

    await db.schema
      .createTable('control_parameters')
      .addColumn('siteId', 'text', (c) => c.primaryKey().references('sites.siteId').onDelete('cascade'))
      .addColumn('pidKI', 'real')
      .addColumn('peakShavingGridImportLimit', 'real')
      .addColumn('peakShavingGridExportLimit', 'real')
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('reported_properties')
      .addColumn('deviceId', 'text', (c) => c.primaryKey().references('devices.deviceId').onDelete('cascade'))
      .addColumn('properties', 'text', (c) => c.notNull())
      .addColumn('reportedAt', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'reported_properties',
      'control_parameters',
      'device_parameters',
      'backup_settings',
      'controllable_loads',
      'site_policies',
      'schedule_events',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
