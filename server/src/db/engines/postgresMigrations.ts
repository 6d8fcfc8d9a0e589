import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { ENERGY_COLUMNS, POWER_COLUMNS } from '../migrations/002-telemetry';
import { replicasPostgres } from '../migrations/012-replicas';

/**
 * The PostgreSQL side of the migrations whose SQL is SQLite's own (WITHOUT ROWID tables, SQLite triggers, unquoted
 * camelCase names that PostgreSQL would fold to lower case): same names, same tables, columns and keys, same rows
 * kept by the triggers. db/migrate.ts uses these in place of the SQLite ones on PostgreSQL; the other
 * migrations are schema builder calls that run on both (with db/engines/postgresDdl.ts for their column types).
 * Telemetry time is whole epoch seconds in `bigint` (read back as numbers, db/engines/postgres.ts).
 */

const HOUR_SIGNALS = [...POWER_COLUMNS, ...ENERGY_COLUMNS];

const doubles = (columns: string[]) => columns.map((c) => `"${c}" double precision NOT NULL`).join(', ');
const run = (db: Kysely<unknown>, statements: string[]) =>
  statements.reduce(
    (done, s) =>
      done.then(() =>
        sql
          .raw(s)
          .execute(db)
          .then(() => undefined),
      ),
    Promise.resolve(),
  );

/** 002: minute and hour telemetry keyed by device and time (the primary key is the index the reads use). */
const telemetry: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE telemetry_minute ("deviceId" text NOT NULL, "ts" bigint NOT NULL, ${doubles(POWER_COLUMNS)},
        PRIMARY KEY ("deviceId", "ts"))`,
      `CREATE TABLE telemetry_hour ("deviceId" text NOT NULL, "ts" bigint NOT NULL, ${doubles(HOUR_SIGNALS)},
        PRIMARY KEY ("deviceId", "ts"))`,
    ]);
  },
  async down(db) {
    await run(db, ['DROP TABLE telemetry_hour', 'DROP TABLE telemetry_minute']);
  },
};

/** 007's site_hour select (see there): a site's devices' hour rows summed by the rules of readSiteSeries. */
function siteHourSelect(where: string): string {
  const weight = '(CASE WHEN d."batteryCapacity" > 0 THEN d."batteryCapacity" ELSE 0 END)';
  const aggregate = (signal: string) => {
    const column = `t."${signal}"`;
    if (signal === 'stateOfCharge') {
      return `CASE WHEN SUM(${weight}) > 0 THEN SUM(${column} * ${weight}) / SUM(${weight}) ELSE AVG(${column}) END`;
    }
    return signal === 'temperature' ? `AVG(${column})` : `SUM(${column})`;
  };
  return (
    `SELECT d."siteId", t.ts${HOUR_SIGNALS.map((s) => `, ${aggregate(s)}`).join('')} ` +
    `FROM devices d JOIN telemetry_hour t ON t."deviceId" = d."deviceId" WHERE ${where} GROUP BY d."siteId", t.ts`
  );
}
const SITE_HOUR_INSERT = `INSERT INTO site_hour ("siteId", "ts"${HOUR_SIGNALS.map((s) => `, "${s}"`).join('')}) `;

/** The (site, hour) keys of the rows of a statement's transition table `added`. */
const ADDED_SITE_HOURS = `SELECT DISTINCT d."siteId", a.ts FROM added a JOIN devices d ON d."deviceId" = a."deviceId"
  WHERE d."siteId" IS NOT NULL`;

/** siteHourSelect for a set of (site, hour) keys, read along the devices' primary keys. */
function siteHourOfKeys(keys: string): string {
  return siteHourSelect('TRUE').replace(
    'FROM devices d JOIN telemetry_hour t ON t."deviceId" = d."deviceId"',
    `FROM (${keys}) k JOIN devices d ON d."siteId" = k."siteId" JOIN telemetry_hour t ON t."deviceId" = d."deviceId" AND t.ts = k.ts`,
  );
}

/**
 * 007: site_hour (per site and hour, the sum of its devices' hour rows) and the triggers that keep it exact; the
 * covering index of devices. live_status needs no rebuild here (007 made it WITHOUT ROWID, a SQLite storage choice).
 */
const apiPerformance: Migration = {
  async up(db) {
    await db.schema
      .createIndex('devices_site_cover')
      .on('devices')
      .columns(['siteId', 'deviceId', 'batteryCapacity'])
      .execute();
    await run(db, [
      `CREATE TABLE site_hour ("siteId" text NOT NULL, "ts" bigint NOT NULL, ${doubles(HOUR_SIGNALS)},
        PRIMARY KEY ("siteId", "ts"))`,
      `${SITE_HOUR_INSERT} ${siteHourSelect('d."siteId" IS NOT NULL')}`,
      `CREATE FUNCTION site_hour_refresh(site text, hour bigint) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM site_hour WHERE "siteId" = site AND ts = hour;
        ${SITE_HOUR_INSERT} ${siteHourSelect('d."siteId" = site AND t.ts = hour')};
      END $$`,
      `CREATE FUNCTION site_hour_rebuild(site text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM site_hour WHERE "siteId" = site;
        ${SITE_HOUR_INSERT} ${siteHourSelect('d."siteId" = site')};
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
  },
  async down(db) {
    await run(db, [
      'DROP TRIGGER site_hour_on_device ON devices',
      'DROP TRIGGER site_hour_on_telemetry_insert ON telemetry_hour',
      'DROP TRIGGER site_hour_on_telemetry ON telemetry_hour',
      'DROP FUNCTION site_hour_on_telemetry_insert()',
      'DROP FUNCTION site_hour_on_device()',
      'DROP FUNCTION site_hour_on_telemetry()',
      'DROP FUNCTION site_hour_rebuild(text)',
      'DROP FUNCTION site_hour_refresh(text, bigint)',
      'DROP TABLE site_hour',
      'DROP INDEX devices_site_cover',
    ]);
  },
};

/** 008's JavaScript whitespace set (spec 4 display states are matched after a JavaScript trim). */
const JS_WHITESPACE =
  '\u0009\u000A\u000B\u000C\u000D\u0020\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009' +
  '\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF';

/** 008's site_live select (see there), in PostgreSQL's words: json_agg, btrim, LEAST/GREATEST, IS NOT DISTINCT FROM. */
function siteLiveSelect(where: string): string {
  const on = `lower(btrim(l.state, '${JS_WHITESPACE}')) <> 'offline'`;
  const soc = 'LEAST(GREATEST(l."stateOfCharge", 0), 100)';
  return `SELECT d."siteId", json_agg(DISTINCT l.state)::text,
  CASE WHEN min(l.mode) IS NOT DISTINCT FROM max(l.mode) THEN min(l.mode) END,
  sum(l."inverterPower"), sum(abs(l.pv)), sum(l.grid), sum(l.consumption),
  sum(CASE WHEN ${on} THEN ${soc} * d."batteryCapacity" ELSE 0 END),
  sum(CASE WHEN ${on} THEN d."batteryCapacity" ELSE 0 END),
  sum(CASE WHEN ${on} THEN ${soc} ELSE 0 END), sum(CASE WHEN ${on} THEN 1 ELSE 0 END),
  max(l.temperature), max(l."lastUpdateTime")
FROM devices d INNER JOIN live_status l ON l."deviceId" = d."deviceId"
WHERE ${where}
GROUP BY d."siteId"`;
}

const ROLLED_UP_COLUMNS = [
  'lastUpdateTime',
  'inverterPower',
  'pv',
  'stateOfCharge',
  'temperature',
  'grid',
  'consumption',
  'state',
  'mode',
];

/** 008: site_live (the live roll-up of each site) and site_hour_version, with the triggers that keep them. */
const siteLive: Migration = {
  async up(db) {
    const siteOf = (row: 'NEW' | 'OLD') => `(SELECT "siteId" FROM devices WHERE "deviceId" = ${row}."deviceId")`;
    await run(db, [
      `CREATE TABLE site_live (
        "siteId" text NOT NULL PRIMARY KEY, "states" text NOT NULL, "mode" text,
        "inverterPower" double precision NOT NULL, "pv" double precision NOT NULL, "grid" double precision NOT NULL,
        "consumption" double precision NOT NULL, "socWeighted" double precision NOT NULL,
        "capacity" double precision NOT NULL, "socSum" double precision NOT NULL, "socDevices" integer NOT NULL,
        "temperature" double precision, "lastUpdateTime" text)`,
      `INSERT INTO site_live ${siteLiveSelect('d."siteId" IS NOT NULL')}`,
      'CREATE TABLE site_hour_version ("siteId" text NOT NULL PRIMARY KEY, "version" integer NOT NULL)',
      `CREATE FUNCTION site_live_refresh(site text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM site_live WHERE "siteId" = site;
        INSERT INTO site_live ${siteLiveSelect('d."siteId" = site')};
      END $$`,
      `CREATE FUNCTION site_live_on_live() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM site_live_refresh(${siteOf('NEW')}); END IF;
        IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."deviceId" IS DISTINCT FROM NEW."deviceId") THEN
          PERFORM site_live_refresh(${siteOf('OLD')});
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER site_live_on_live AFTER INSERT OR DELETE
        OR UPDATE OF ${ROLLED_UP_COLUMNS.map((c) => `"${c}"`).join(', ')}, "deviceId" ON live_status
        FOR EACH ROW EXECUTE FUNCTION site_live_on_live()`,
      `CREATE FUNCTION site_live_on_device() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP = 'UPDATE' AND (OLD."siteId" IS DISTINCT FROM NEW."siteId"
            OR OLD."batteryCapacity" IS DISTINCT FROM NEW."batteryCapacity"
            OR OLD."deviceId" IS DISTINCT FROM NEW."deviceId") THEN
          PERFORM site_live_refresh(OLD."siteId");
          IF OLD."siteId" IS DISTINCT FROM NEW."siteId" THEN PERFORM site_live_refresh(NEW."siteId"); END IF;
        ELSIF TG_OP = 'DELETE' AND OLD."siteId" IS NOT NULL THEN
          PERFORM site_live_refresh(OLD."siteId");
        ELSIF TG_OP = 'INSERT' AND NEW."siteId" IS NOT NULL
            AND EXISTS (SELECT 1 FROM live_status WHERE "deviceId" = NEW."deviceId") THEN
          PERFORM site_live_refresh(NEW."siteId");
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER site_live_on_device AFTER INSERT OR DELETE OR UPDATE OF "siteId", "batteryCapacity", "deviceId"
        ON devices FOR EACH ROW EXECUTE FUNCTION site_live_on_device()`,
      `CREATE FUNCTION site_hour_version_bump(site text) RETURNS void LANGUAGE sql AS $$
        INSERT INTO site_hour_version ("siteId", version) VALUES (site, 1)
        ON CONFLICT ("siteId") DO UPDATE SET version = site_hour_version.version + 1
      $$`,
      // Once per statement and site (the counter only has to change when a site's rows change; SQLite bumps per row).
      `CREATE FUNCTION site_hour_version_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        PERFORM site_hour_version_bump(s."siteId") FROM (SELECT DISTINCT "siteId" FROM changed) s;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER site_hour_version_on_insert AFTER INSERT ON site_hour REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION site_hour_version_on_insert()`,
      `CREATE TRIGGER site_hour_version_on_delete AFTER DELETE ON site_hour REFERENCING OLD TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION site_hour_version_on_insert()`,
      `CREATE FUNCTION site_hour_version_on_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        PERFORM site_hour_version_bump(s."siteId")
          FROM (SELECT "siteId" FROM old_rows UNION SELECT "siteId" FROM new_rows) s;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER site_hour_version_on_update AFTER UPDATE ON site_hour
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION site_hour_version_on_update()`,
    ]);
  },
  async down(db) {
    await run(db, [
      'DROP TRIGGER site_hour_version_on_update ON site_hour',
      'DROP TRIGGER site_hour_version_on_delete ON site_hour',
      'DROP TRIGGER site_hour_version_on_insert ON site_hour',
      'DROP TRIGGER site_live_on_device ON devices',
      'DROP TRIGGER site_live_on_live ON live_status',
      'DROP FUNCTION site_hour_version_on_update()',
      'DROP FUNCTION site_hour_version_on_insert()',
      'DROP FUNCTION site_hour_version_bump(text)',
      'DROP FUNCTION site_live_on_device()',
      'DROP FUNCTION site_live_on_live()',
      'DROP FUNCTION site_live_refresh(text)',
      'DROP TABLE site_hour_version',
      'DROP TABLE site_live',
    ]);
  },
};

/** 010: the load split of each hour row. */
const energyBalance: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE telemetry_hour_load ("deviceId" text NOT NULL, "ts" bigint NOT NULL,
        ${doubles(['loadPvEnergy', 'loadBatteryPvEnergy', 'loadBatteryGridEnergy', 'loadGridEnergy'])},
        PRIMARY KEY ("deviceId", "ts"))`,
    ]);
  },
  async down(db) {
    await run(db, ['DROP TABLE telemetry_hour_load']);
  },
};

/** By migration name (db/migrations/index.ts), the PostgreSQL migrations that replace the SQLite ones. */
export const postgresMigrations: Record<string, Migration> = {
  '002-telemetry': telemetry,
  '007-performance': apiPerformance,
  '008-site-live': siteLive,
  '010-energy-balance': energyBalance,
  '012-replicas': replicasPostgres,
};
