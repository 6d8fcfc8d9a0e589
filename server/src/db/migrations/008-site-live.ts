import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';
import { rawTypes, runEach } from './rawSql';

/** The live_status columns a site's roll-up reads (a change of any other column leaves site_live as it is). */
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

/**
 * What JavaScript's String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator), as the character set
 * of SQLite's trim() and PostgreSQL's btrim(): SQLite's one-argument trim() removes spaces only, and spec 4 display
 * states are matched after a JavaScript trim (shared/domain toDisplayState).
 */
const JS_WHITESPACE =
  '\u0009\u000A\u000B\u000C\u000D\u0020\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009' +
  '\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF';

// --- SQLite: row triggers in SQL

/**
 * The roll-up sums of one site's devices, by the rules of repositories/status.ts (LiveAggregate): spec 4
 * toDisplayState(s) is 'offline' exactly when s, trimmed and lower case, is 'offline', and such a device reports
 * charge level 0, so it is left out of the charge level sums; the charge level is clamped to 0..100. The server states
 * are kept as given (the worst one is picked in JavaScript by the shared domain rule). The join reads devices along
 * devices_site_cover (migration 007) in deviceId order within a site, the order the grouped query of 007 summed in,
 * so the sums are the same floating point numbers. `where` selects the devices (alias d).
 */
function siteLiveSelect(where: string): string {
  const on = `lower(trim(l.state, '${JS_WHITESPACE}')) <> 'offline'`;
  const soc = 'min(max(l.stateOfCharge, 0), 100)';
  return `SELECT d.siteId, json_group_array(DISTINCT l.state), CASE WHEN min(l.mode) IS max(l.mode) THEN min(l.mode) END,
  sum(l.inverterPower), sum(abs(l.pv)), sum(l.grid), sum(l.consumption),
  sum(CASE WHEN ${on} THEN ${soc} * d.batteryCapacity ELSE 0 END), sum(CASE WHEN ${on} THEN d.batteryCapacity ELSE 0 END),
  sum(CASE WHEN ${on} THEN ${soc} ELSE 0 END), sum(${on}), max(l.temperature), max(l.lastUpdateTime)
FROM devices d INNER JOIN live_status l ON l.deviceId = d.deviceId
WHERE ${where}
GROUP BY d.siteId`;
}

/**
 * Recomputes the site_live row of the site named by an SQL expression (in a trigger: OLD / NEW columns): the row is
 * deleted and written again from the devices' live rows, so it is exact whatever changed; a site with no live row
 * left gets none (a NULL site, an unparented device, changes nothing).
 */
function refreshSite(site: string): string {
  return `DELETE FROM site_live WHERE siteId = ${site}; INSERT INTO site_live ${siteLiveSelect(`d.siteId = ${site}`)};`;
}

const siteOfDevice = (row: 'NEW' | 'OLD') => `(SELECT siteId FROM devices WHERE deviceId = ${row}.deviceId)`;

/** Bumps the site_hour version of the site named by an SQL expression. */
const bumpVersion = (site: string) =>
  `INSERT INTO site_hour_version (siteId, version) VALUES (${site}, 1)
   ON CONFLICT (siteId) DO UPDATE SET version = version + 1;`;

const SQLITE_TRIGGERS = [
  'site_live_on_live_insert',
  'site_live_on_live_update',
  'site_live_on_live_move',
  'site_live_on_live_delete',
  'site_live_on_device_update',
  'site_live_on_device_delete',
  'site_live_on_device_insert',
  'site_hour_version_on_insert',
  'site_hour_version_on_update',
  'site_hour_version_on_delete',
];

async function upOnSqlite(db: Kysely<unknown>) {
  const liveColumns = ROLLED_UP_COLUMNS.map((c) => `"${c}"`).join(', ');
  await runEach(db, [
    `INSERT INTO site_live ${siteLiveSelect('d.siteId IS NOT NULL')}`,
    `CREATE TRIGGER site_live_on_live_insert AFTER INSERT ON live_status BEGIN ${refreshSite(siteOfDevice('NEW'))} END`,
    `CREATE TRIGGER site_live_on_live_update AFTER UPDATE OF ${liveColumns}, "deviceId" ON live_status
        BEGIN ${refreshSite(siteOfDevice('NEW'))} END`,
    // A live row given to another device (never done by this server, but then both sites change).
    `CREATE TRIGGER site_live_on_live_move AFTER UPDATE OF "deviceId" ON live_status
        WHEN OLD.deviceId IS NOT NEW.deviceId BEGIN ${refreshSite(siteOfDevice('OLD'))} END`,
    `CREATE TRIGGER site_live_on_live_delete AFTER DELETE ON live_status BEGIN ${refreshSite(siteOfDevice('OLD'))} END`,
    // Commissioning and uncommissioning (spec 7) move devices between sites; a deleted site sets siteId to NULL.
    `CREATE TRIGGER site_live_on_device_update AFTER UPDATE OF "siteId", "batteryCapacity", "deviceId" ON devices
        WHEN OLD.siteId IS NOT NEW.siteId OR OLD.batteryCapacity IS NOT NEW.batteryCapacity
          OR OLD.deviceId IS NOT NEW.deviceId
        BEGIN ${refreshSite('OLD.siteId')} ${refreshSite('NEW.siteId')} END`,
    `CREATE TRIGGER site_live_on_device_delete AFTER DELETE ON devices WHEN OLD.siteId IS NOT NULL
        BEGIN ${refreshSite('OLD.siteId')} END`,
    // Only without foreign key enforcement can a live row exist before its device; then the site changes too.
    `CREATE TRIGGER site_live_on_device_insert AFTER INSERT ON devices
        WHEN NEW.siteId IS NOT NULL AND EXISTS (SELECT 1 FROM live_status WHERE deviceId = NEW.deviceId)
        BEGIN ${refreshSite('NEW.siteId')} END`,
    `CREATE TRIGGER site_hour_version_on_insert AFTER INSERT ON site_hour BEGIN ${bumpVersion('NEW.siteId')} END`,
    `CREATE TRIGGER site_hour_version_on_update AFTER UPDATE ON site_hour
        BEGIN ${bumpVersion('OLD.siteId')} ${bumpVersion('NEW.siteId')} END`,
    `CREATE TRIGGER site_hour_version_on_delete AFTER DELETE ON site_hour BEGIN ${bumpVersion('OLD.siteId')} END`,
  ]);
}

// --- PostgreSQL: plpgsql trigger functions

/** siteLiveSelect in PostgreSQL's words: json_agg, btrim, LEAST/GREATEST, IS NOT DISTINCT FROM, quoted names. */
function siteLiveSelectOnPostgres(where: string): string {
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

async function upOnPostgres(db: Kysely<unknown>) {
  const siteOf = (row: 'NEW' | 'OLD') => `(SELECT "siteId" FROM devices WHERE "deviceId" = ${row}."deviceId")`;
  await runEach(db, [
    `INSERT INTO site_live ${siteLiveSelectOnPostgres('d."siteId" IS NOT NULL')}`,
    `CREATE FUNCTION site_live_refresh(site text) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
        DELETE FROM site_live WHERE "siteId" = site;
        INSERT INTO site_live ${siteLiveSelectOnPostgres('d."siteId" = site')};
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
    // Once per statement and site: the counter only has to change when a site's rows change.
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
}

/**
 * More for the API's performance targets (docs/database.md), after 007:
 *
 * - `site_live`: per site, the roll-up sums of its devices' live rows (siteLiveSelect), what POST /sitestatus for
 *   1,000 sites reads instead of grouping 10,000 live rows per call (about 10 ms of a 20 ms p95; reading 1,000 rows
 *   of site_live takes under 2 ms). Kept exact by triggers wherever live rows or devices change: a live row written,
 *   updated (in a column the roll-up reads) or deleted recomputes its device's site; a device that moves, changes
 *   capacity, is deleted (its live row goes by ON DELETE CASCADE, in either order the device is no longer joined) or
 *   arrives after its live row recomputes the sites concerned. The price is paid by the writers, and is accepted: in
 *   the simulator's live tick of the large fleet (every 10 s, 10,000 live rows updated, each recomputing its site of
 *   10 devices) the updates take about 0.2 s instead of 0.04 s, the whole tick about 0.3 s instead of 0.12 s (2-core
 *   machine), against a read of about 10 ms saved on every /sitestatus poll of every client.
 * - `site_hour_version`: per site, a counter bumped whenever a site_hour row of the site is inserted, updated or
 *   deleted (site_hour itself follows telemetry_hour and devices by 007's triggers). An answer built from a site's
 *   site_hour rows stays exact as long as the counter is the same (routes/telemetry.ts: a year of hourly summary).
 *   A site that never had a row has no counter row: version 0. SQLite bumps it once per row, PostgreSQL once per
 *   statement and site: only a change matters.
 */
export const siteLive: EngineMigration = {
  async up(db, engine) {
    const { text, integer, real, withoutRowid } = rawTypes(engine);
    await runEach(db, [
      `CREATE TABLE site_live (
          "siteId" ${text} NOT NULL PRIMARY KEY, "states" ${text} NOT NULL, "mode" ${text},
          "inverterPower" ${real} NOT NULL, "pv" ${real} NOT NULL, "grid" ${real} NOT NULL, "consumption" ${real} NOT NULL,
          "socWeighted" ${real} NOT NULL, "capacity" ${real} NOT NULL, "socSum" ${real} NOT NULL, "socDevices" ${integer} NOT NULL,
          "temperature" ${real}, "lastUpdateTime" ${text}
        )${withoutRowid}`,
      `CREATE TABLE site_hour_version ("siteId" ${text} NOT NULL PRIMARY KEY, "version" ${integer} NOT NULL)${withoutRowid}`,
    ]);
    await (engine === 'postgres' ? upOnPostgres(db) : upOnSqlite(db));
  },
  async down(db, engine) {
    await runEach(
      db,
      engine === 'postgres'
        ? [
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
          ]
        : SQLITE_TRIGGERS.map((trigger) => `DROP TRIGGER IF EXISTS ${trigger}`),
    );
    await db.schema.dropTable('site_hour_version').execute();
    await db.schema.dropTable('site_live').execute();
  },
};
