import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The telemetry_hour signals as of 002-telemetry (a migration keeps the schema of its own time).
const SIGNALS = [
  'stateOfCharge',
  'inverterPower',
  'pv',
  'grid',
  'consumption',
  'temperature',
  'pvEnergy',
  'consumptionEnergy',
  'gridImportEnergy',
  'gridExportEnergy',
  'batteryChargeEnergy',
  'batteryDischargeEnergy',
  'batteryDischargePvEnergy',
  'batteryDischargeGridEnergy',
];
const LIVE_COLUMNS = [
  'deviceId',
  'lastUpdateTime',
  'inverterPower',
  'pv',
  'stateOfCharge',
  'temperature',
  'grid',
  'consumption',
  'state',
  'mode',
  'hardwareLimits',
  'softwareLimits',
  'statusFlags',
  'loadMode',
  'loadState',
  'clusterData',
  'pendingCommand',
];

/**
 * The sum of a site's devices per hour, by the rules of repositories/telemetry.ts readSiteSeries (spec 7
 * /GetDataSummary for a site): powers and energies add up, state of charge is weighted by battery capacity (a plain
 * average when no device has one), temperature is the plain average, over the devices that have a row at that hour.
 * `where` selects the devices' rows (aliases d for devices, t for telemetry_hour).
 */
function siteHourSelect(where: string): string {
  const weight = '(CASE WHEN d.batteryCapacity > 0 THEN d.batteryCapacity ELSE 0 END)';
  const aggregate = (signal: string) => {
    const column = `t."${signal}"`;
    if (signal === 'stateOfCharge') {
      return `CASE WHEN SUM(${weight}) > 0 THEN SUM(${column} * ${weight}) / SUM(${weight}) ELSE AVG(${column}) END`;
    }
    return signal === 'temperature' ? `AVG(${column})` : `SUM(${column})`;
  };
  return (
    `SELECT d.siteId, t.ts${SIGNALS.map((s) => `, ${aggregate(s)}`).join('')} ` +
    `FROM devices d JOIN telemetry_hour t ON t.deviceId = d.deviceId WHERE ${where} GROUP BY d.siteId, t.ts`
  );
}

/** Recomputes the site_hour rows of the sites named by the SQL expressions (in a trigger: OLD / NEW columns). */
function rebuildSites(...siteIds: string[]): string {
  const list = siteIds.join(', ');
  return (
    `DELETE FROM site_hour WHERE siteId IN (${list}); ` +
    `INSERT INTO site_hour ("siteId", "ts"${SIGNALS.map((s) => `, "${s}"`).join('')}) ` +
    `${siteHourSelect(`d.siteId IN (${list})`)};`
  );
}

/** Recomputes the site_hour row of the site of a device at one hour (the device's rows written or deleted). */
function refreshHour(row: 'NEW' | 'OLD'): string {
  const site = `(SELECT siteId FROM devices WHERE deviceId = ${row}.deviceId)`;
  return (
    `DELETE FROM site_hour WHERE siteId = ${site} AND ts = ${row}.ts; ` +
    `INSERT INTO site_hour ("siteId", "ts"${SIGNALS.map((s) => `, "${s}"`).join('')}) ` +
    `${siteHourSelect(`d.siteId = ${site} AND t.ts = ${row}.ts`)};`
  );
}

/**
 * The tables and indexes behind the API's performance targets (docs/database.md): POST /sitestatus for 1,000 sites
 * (p95 <= 20 ms) and a year of hourly /GetDataSummary of a site (p95 <= 30 ms).
 *
 * - `live_status` becomes WITHOUT ROWID (same columns and constraints): the site status join reads each device's live
 *   row in one b-tree search instead of two (key index, then table); about a third of the query.
 * - `devices_site_cover` (siteId, deviceId, batteryCapacity): the join reads devices from the index alone.
 * - `site_hour`: per site and hour, the sum of its devices' `telemetry_hour` rows (siteHourSelect), kept up to date
 *   by triggers wherever rows are written (the simulator's back-fill and live tick, tests, any later writer):
 *   every insert, update or delete of an hour row recomputes its site's hour from the devices' rows (so INSERT OR
 *   REPLACE, which fires no delete trigger, stays exact), and a device that moves, changes capacity, is deleted, or
 *   arrives with history recomputes the whole of the sites concerned.
 */
export const apiPerformance: Migration = {
  async up(db: Kysely<unknown>) {
    const liveColumns = LIVE_COLUMNS.map((c) => `"${c}"`).join(', ');
    await sql
      .raw(
        `CREATE TABLE live_status_new (
          "deviceId" TEXT NOT NULL PRIMARY KEY REFERENCES devices ("deviceId") ON DELETE CASCADE,
          "lastUpdateTime" TEXT NOT NULL, "inverterPower" REAL NOT NULL, "pv" REAL NOT NULL,
          "stateOfCharge" REAL NOT NULL, "temperature" REAL NOT NULL, "grid" REAL NOT NULL,
          "consumption" REAL NOT NULL, "state" TEXT NOT NULL, "mode" TEXT NOT NULL,
          "hardwareLimits" INTEGER NOT NULL DEFAULT 0, "softwareLimits" INTEGER NOT NULL DEFAULT 0,
          "statusFlags" INTEGER NOT NULL DEFAULT 0, "loadMode" INTEGER NOT NULL DEFAULT 0,
          "loadState" INTEGER NOT NULL DEFAULT 0, "clusterData" TEXT, "pendingCommand" TEXT
        ) WITHOUT ROWID`,
      )
      .execute(db);
    await sql.raw(`INSERT INTO live_status_new (${liveColumns}) SELECT ${liveColumns} FROM live_status`).execute(db);
    await sql.raw('DROP TABLE live_status').execute(db);
    await sql.raw('ALTER TABLE live_status_new RENAME TO live_status').execute(db);

    await db.schema
      .createIndex('devices_site_cover')
      .on('devices')
      .columns(['siteId', 'deviceId', 'batteryCapacity'])
      .execute();

    const columns = SIGNALS.map((c) => `"${c}" REAL NOT NULL`).join(', ');
    await sql
      .raw(
        `CREATE TABLE site_hour ("siteId" TEXT NOT NULL, "ts" INTEGER NOT NULL, ${columns}, PRIMARY KEY ("siteId", "ts")) WITHOUT ROWID`,
      )
      .execute(db);
    await sql
      .raw(
        `INSERT INTO site_hour ("siteId", "ts"${SIGNALS.map((s) => `, "${s}"`).join('')}) ${siteHourSelect('d.siteId IS NOT NULL')}`,
      )
      .execute(db);

    const triggers = [
      `CREATE TRIGGER site_hour_on_insert AFTER INSERT ON telemetry_hour BEGIN ${refreshHour('NEW')} END`,
      `CREATE TRIGGER site_hour_on_update AFTER UPDATE ON telemetry_hour BEGIN ${refreshHour('OLD')} ${refreshHour('NEW')} END`,
      `CREATE TRIGGER site_hour_on_delete AFTER DELETE ON telemetry_hour BEGIN ${refreshHour('OLD')} END`,
      `CREATE TRIGGER site_hour_on_device_update AFTER UPDATE OF siteId, batteryCapacity ON devices
        WHEN OLD.siteId IS NOT NEW.siteId OR OLD.batteryCapacity IS NOT NEW.batteryCapacity
        BEGIN ${rebuildSites('OLD.siteId', 'NEW.siteId')} END`,
      `CREATE TRIGGER site_hour_on_device_delete AFTER DELETE ON devices WHEN OLD.siteId IS NOT NULL
        BEGIN ${rebuildSites('OLD.siteId')} END`,
      `CREATE TRIGGER site_hour_on_device_insert AFTER INSERT ON devices
        WHEN NEW.siteId IS NOT NULL AND EXISTS (SELECT 1 FROM telemetry_hour WHERE deviceId = NEW.deviceId)
        BEGIN ${rebuildSites('NEW.siteId')} END`,
    ];
    for (const trigger of triggers) await sql.raw(trigger).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const trigger of [
      'site_hour_on_insert',
      'site_hour_on_update',
      'site_hour_on_delete',
      'site_hour_on_device_update',
      'site_hour_on_device_delete',
      'site_hour_on_device_insert',
    ]) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    }
    await db.schema.dropTable('site_hour').execute();
    await db.schema.dropIndex('devices_site_cover').execute();
  },
};
