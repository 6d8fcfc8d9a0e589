import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/** Users and grants, the fleet, live status, the audit and command logs. */
export const core: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('userId', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('userName', 'text', (c) => c.notNull())
      .addColumn('language', 'text')
      .addColumn('dateFormat', 'text', (c) => c.notNull())
      .addColumn('role', 'text')
      .addColumn('isInstaller', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('isApiClient', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('termsNumber', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('termsDate', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('site_groups')
      .addColumn('siteGroupId', 'text', (c) => c.primaryKey())
      .addColumn('parentId', 'text', (c) => c.references('site_groups.siteGroupId').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('sites')
      .addColumn('siteId', 'text', (c) => c.primaryKey())
      .addColumn('siteName', 'text', (c) => c.notNull())
      .addColumn('parentId', 'text', (c) => c.references('site_groups.siteGroupId').onDelete('set null'))
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('latitude', 'real')
      .addColumn('longitude', 'real')
      .addColumn('address', 'text')
      .addColumn('country', 'text')
      .addColumn('installationType', 'text')
      .addColumn('pvPeak', 'real')
      .addColumn('gridPowerImportLimit', 'real')
      .addColumn('gridPowerExportLimit', 'real')
      .addColumn('electricityPriceImport', 'real')
      .addColumn('electricityPriceExport', 'real')
      .addColumn('meters', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('features', 'text', (c) => c.notNull().defaultTo('["Basic"]'))
      .addColumn('productLines', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sites_parent').on('sites').column('parentId').execute();

    await db.schema
      .createTable('partners')
      .addColumn('partnerId', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('devices')
      .addColumn('deviceId', 'text', (c) => c.primaryKey())
      .addColumn('siteId', 'text', (c) => c.references('sites.siteId').onDelete('set null'))
      .addColumn('partnerId', 'text', (c) => c.references('partners.partnerId').onDelete('set null'))
      .addColumn('orderNr', 'text')
      .addColumn('batteryCapacity', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('commissionningDate', 'text')
      .addColumn('commissioningState', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lifecycle', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('serialNumber', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('firmwareBranch', 'text', (c) => c.notNull())
      .addColumn('firmwareBuild', 'text', (c) => c.notNull())
      .addColumn('inverterMaxPower', 'real', (c) => c.notNull())
      .addColumn('registeredAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('devices_site').on('devices').column('siteId').execute();

    await db.schema
      .createTable('access')
      .addColumn('accessId', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('userId', 'text', (c) => c.notNull().references('users.userId').onDelete('cascade'))
      .addColumn('objectType', 'text', (c) => c.notNull())
      .addColumn('objectId', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('startTime', 'text', (c) => c.notNull())
      .addColumn('endTime', 'text')
      .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('access_user').on('access').column('userId').execute();
    await db.schema.createIndex('access_object').on('access').columns(['objectType', 'objectId']).execute();

    await db.schema
      .createTable('live_status')
      .addColumn('deviceId', 'text', (c) => c.primaryKey().references('devices.deviceId').onDelete('cascade'))
      .addColumn('lastUpdateTime', 'text', (c) => c.notNull())
      .addColumn('inverterPower', 'real', (c) => c.notNull())
      .addColumn('pv', 'real', (c) => c.notNull())
      .addColumn('stateOfCharge', 'real', (c) => c.notNull())
      .addColumn('temperature', 'real', (c) => c.notNull())
      .addColumn('grid', 'real', (c) => c.notNull())
      .addColumn('consumption', 'real', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('hardwareLimits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('softwareLimits', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('statusFlags', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('loadMode', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('loadState', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('clusterData', 'text')
      .addColumn('pendingCommand', 'text')
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('timeStamp', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('objectId', 'text')
      .addColumn('payload', 'text')
      .execute();
    await db.schema.createIndex('audit_object').on('audit_log').columns(['objectId', 'timeStamp']).execute();

    await db.schema
      .createTable('command_log')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('deviceId', 'text', (c) => c.notNull())
      .addColumn('sendDateTime', 'text', (c) => c.notNull())
      .addColumn('command', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('payload', 'text')
      .addColumn('user', 'text', (c) => c.notNull())
      .addColumn('deliverAt', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('command_device').on('command_log').columns(['deviceId', 'sendDateTime']).execute();
    await db.schema.createIndex('command_pending').on('command_log').columns(['status', 'deliverAt']).execute();

    await db.schema
      .createTable('meter_setup')
      .addColumn('deviceId', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('startedAt', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'meter_setup',
      'command_log',
      'audit_log',
      'live_status',
      'access',
      'devices',
      'partners',
      'sites',
      'site_groups',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
