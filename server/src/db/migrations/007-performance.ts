import { sql, type Kysely } from 'kysely';
import type { Engine, EngineMigration } from '../migrate';
import { rawTypes, runEach } from './rawSql';

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
function siteHourSelect(engine: Engine, where: string): string {
  // PostgreSQL folds an unquoted name to lower case, so its camelCase names are quoted; SQLite's are as written.
  const name = (column: string) => (engine === 'postgres' ? `"${column}"` : column);
  const weight = `(CASE WHEN d.${name('batteryCapacity')} > 0 THEN d.${name('batteryCapacity')} ELSE 0 END)`;
  const aggregate = (signal: string) => {
    const column = `t."${signal}"`;
    if (signal === 'stateOfCharge') {
      return `CASE WHEN SUM(${weight}) > 0 THEN SUM(${column} * ${weight}) / SUM(${weight}) ELSE AVG(${column}) END`;
    }
    return signal === 'temperature' ? `AVG(${column})` : `SUM(${column})`;
  };
  return (
    `SELECT d.${name('siteId')}, t.ts${SIGNALS.map((s) => `, ${aggregate(s)}`).join('')} ` +
    `FROM devices d JOIN telemetry_hour t ON t.${name('deviceId')} = d.${name('deviceId')} WHERE ${where} ` +
    `GROUP BY d.${name('siteId')}, t.ts`
  );
}

const SITE_HOUR_INSERT = `INSERT INTO site_hour ("siteId", "ts"${SIGNALS.map((s) => `, "${s}"`).join('')}) `;

// --- SQLite: row triggers in SQL

/** Recomputes the site_hour rows of the sites named by the SQL expressions (in a trigger: OLD / NEW columns). */
function rebuildSites(...siteIds: string[]): string {
  const list = siteIds.join(', ');
  return (
    `DELETE FROM site_hour WHERE siteId IN (${list}); ` +
    `${SITE_HOUR_INSERT}${siteHourSelect('sqlite', `d.siteId IN (${list})`)};`
  );
}

/** Recomputes the site_hour row of the site of a device at one hour (the device's rows written or deleted). */
function refreshHour(row: 'NEW' | 'OLD'): string {
  const site = `(SELECT siteId FROM devices WHERE deviceId = ${row}.deviceId)`;
  return (
    `DELETE FROM site_hour WHERE siteId = ${site} AND ts = ${row}.ts; ` +
    `${SITE_HOUR_INSERT}${siteHourSelect('sqlite', `d.siteId = ${site} AND t.ts = ${row}.ts`)};`
  );
}

const SQLITE_TRIGGERS = [
  'site_hour_on_insert',
  'site_hour_on_update',
  'site_hour_on_delete',
  'site_hour_on_device_update',
  'site_hour_on_device_delete',
  'site_hour_on_device_insert',
];

async function upOnSqlite(db: Kysely<unknown>) {
  await runEach(db, [
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
  ]);
}

/**
 * live_status becomes WITHOUT ROWID (same columns and constraints): a SQLite storage choice, nothing to do on
 * PostgreSQL.
 */
async function liveStatusWithoutRowid(db: Kysely<unknown>) {
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
}

// --- PostgreSQL: plpgsql trigger functions

/** The (site, hour) keys of the rows of a statement's transition table `added`. */
const ADDED_SITE_HOURS = `SELECT DISTINCT d."siteId", a.ts FROM added a JOIN devices d ON d."deviceId" = a."deviceId"
  WHERE d."siteId" IS NOT NULL`;

/** siteHourSelect for a set of (site, hour) keys, read along the devices' primary keys. */
function siteHourOfKeys(keys: string): string {
  return siteHourSelect('postgres', 'TRUE').replace(
    'FROM devices d JOIN telemetry_hour t ON t."deviceId" = d."deviceId"',
    `FROM (${keys}) k JOIN devices d ON d."siteId" = k."siteId" JOIN telemetry_hour t ON t."deviceId" = d."deviceId" AND t.ts = k.ts`,
  );
}

async function upOnPostgres(db: Kysely<unknown>) {
  await runEach(db, [
    `CREATE FUNCTION site_hour_refresh(site text, hour bigint) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM site_hour WHERE "siteId" = site AND ts = hour;
        ${SITE_HOUR_INSERT} ${siteHourSelect('postgres', 'd."siteId" = site AND t.ts = hour')};
      END $$`,
    `CREATE FUNCTION site_hour_rebuild(site text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM site_hour WHERE "siteId" = site;
        ${SITE_HOUR_INSERT} ${siteHourSelect('postgres', 'd."siteId" = site')};
      END $$`,
    `CREATE FUNCTION site_hour_on_telemetry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM site_hour_refresh((SELECT "siteId" FROM devices WHERE "deviceId" = OLD."deviceId"), OLD.ts);
        END IF;
        IF TG_OP = 'UPDATE' THEN
          PERFORM site_hour_refresh((SELECT "siteId" FROM devices WHERE "deviceId" = NEW."deviceId"), NEW.ts);
        END IF;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER site_hour_on_telemetry AFTER UPDATE OR DELETE ON telemetry_hour
        FOR EACH ROW EXECUTE FUNCTION site_hour_on_telemetry()`,
    // Inserts, the bulk of the writes (ingest, back-fill), once per statement over the hours it wrote: a
    // multi-row INSERT recomputes each site hour it touched once, not once per device row.
    `CREATE FUNCTION site_hour_on_telemetry_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM site_hour h USING (${ADDED_SITE_HOURS}) k WHERE h."siteId" = k."siteId" AND h.ts = k.ts;
        ${SITE_HOUR_INSERT} ${siteHourOfKeys(ADDED_SITE_HOURS)};
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER site_hour_on_telemetry_insert AFTER INSERT ON telemetry_hour REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION site_hour_on_telemetry_insert()`,
    `CREATE FUNCTION site_hour_on_device() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP = 'UPDATE' AND (OLD."siteId" IS DISTINCT FROM NEW."siteId"
            OR OLD."batteryCapacity" IS DISTINCT FROM NEW."batteryCapacity") THEN
          PERFORM site_hour_rebuild(OLD."siteId");
          IF OLD."siteId" IS DISTINCT FROM NEW."siteId" THEN PERFORM site_hour_rebuild(NEW."siteId"); END IF;
        ELSIF TG_OP = 'DELETE' AND OLD."siteId" IS NOT NULL THEN
          PERFORM site_hour_rebuild(OLD."siteId");
        ELSIF TG_OP = 'INSERT' AND NEW."siteId" IS NOT NULL
            AND EXISTS (SELECT 1 FROM telemetry_hour WHERE "deviceId" = NEW."deviceId") THEN
          PERFORM site_hour_rebuild(NEW."siteId");
        END IF;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER site_hour_on_device AFTER INSERT OR DELETE OR UPDATE OF "siteId", "batteryCapacity" ON devices
        FOR EACH ROW EXECUTE FUNCTION site_hour_on_device()`,
  ]);
}

/**
 * The tables and indexes behind the API's performance targets (docs/database.md): POST /sitestatus for 1,000 sites
 * (p95 <= 20 ms) and a year of hourly /GetDataSummary of a site (p95 <= 30 ms).
 *
 * - SQLite: `live_status` becomes WITHOUT ROWID (same columns and constraints): the site status join reads each
 *   device's live row in one b-tree search instead of two (key index, then table); about a third of the query.
 * - `devices_site_cover` (siteId, deviceId, batteryCapacity): the join reads devices from the index alone.
 * - `site_hour`: per site and hour, the sum of its devices' `telemetry_hour` rows (siteHourSelect), kept up to date
 *   by triggers wherever rows are written (the simulator's back-fill and live tick, tests, any later writer):
 *   every insert, update or delete of an hour row recomputes its site's hour from the devices' rows (so INSERT OR
 *   REPLACE, which fires no delete trigger, stays exact), and a device that moves, changes capacity, is deleted, or
 *   arrives with history recomputes the whole of the sites concerned. SQLite's triggers are SQL, once per row;
 *   PostgreSQL's are plpgsql functions, and an INSERT recomputes once per statement each site hour it touched.
 */
export const apiPerformance: EngineMigration = {
  async up(db, engine) {
    if (engine === 'sqlite') await liveStatusWithoutRowid(db);

    await db.schema
      .createIndex('devices_site_cover')
      .on('devices')
      .columns(['siteId', 'deviceId', 'batteryCapacity'])
      .execute();

    const { text, epochSeconds, real, withoutRowid } = rawTypes(engine);
    const columns = SIGNALS.map((c) => `"${c}" ${real} NOT NULL`).join(', ');
    const everySite = engine === 'postgres' ? 'd."siteId" IS NOT NULL' : 'd.siteId IS NOT NULL';
    await runEach(db, [
      `CREATE TABLE site_hour ("siteId" ${text} NOT NULL, "ts" ${epochSeconds} NOT NULL, ${columns}, PRIMARY KEY ("siteId", "ts"))${withoutRowid}`,
      `${SITE_HOUR_INSERT}${siteHourSelect(engine, everySite)}`,
    ]);

    await (engine === 'postgres' ? upOnPostgres(db) : upOnSqlite(db));
  },
  async down(db, engine) {
    await runEach(
      db,
      engine === 'postgres'
        ? [
            'DROP TRIGGER site_hour_on_device ON devices',
            'DROP TRIGGER site_hour_on_telemetry_insert ON telemetry_hour',
            'DROP TRIGGER site_hour_on_telemetry ON telemetry_hour',
            'DROP FUNCTION site_hour_on_telemetry_insert()',
            'DROP FUNCTION site_hour_on_device()',
            'DROP FUNCTION site_hour_on_telemetry()',
            'DROP FUNCTION site_hour_rebuild(text)',
            'DROP FUNCTION site_hour_refresh(text, bigint)',
          ]
        : SQLITE_TRIGGERS.map((trigger) => `DROP TRIGGER IF EXISTS ${trigger}`),
    );
    await db.schema.dropTable('site_hour').execute();
    await db.schema.dropIndex('devices_site_cover').execute();
  },
};
