import type SQLite from 'better-sqlite3';
import { EXCLUDED_SIGNAL_FIELDS, downsampleM4 as downsampleM4Rows } from '@bess/shared/domain';
import { engineOf } from '../db/engines/sql';
import { firstOf, prepare, rowsOf, type Store } from '../db/engines/statements';
import { MINUTES_OF_DEVICE, minuteParameters } from '../db/minuteStore';

/** The two telemetry tables (db/tables/telemetry.ts). */
export type TelemetryTable = 'telemetry_minute' | 'telemetry_hour';

/** Native step of each table, in seconds. */
export const TABLE_STEP_S: Record<TelemetryTable, number> = { telemetry_minute: 60, telemetry_hour: 3600 };

/** One row: [epoch seconds, value of signal 1, value of signal 2, ...]. */
export type SeriesRow = number[];

const columnCache = new WeakMap<SQLite.Database, Map<TelemetryTable, string[]>>();

/**
 * The signals of a table: its columns minus the key columns. spec 9: the excluded fields (deviceid, utctime, ...,
 * state) are never offered; `ts` is the row's time, sent as `utctime`.
 */
export function signalsOf(sqlite: SQLite.Database, table: TelemetryTable): string[] {
  let cache = columnCache.get(sqlite);
  if (!cache) columnCache.set(sqlite, (cache = new Map()));
  let columns = cache.get(table);
  if (!columns) {
    const excluded = new Set<string>([...EXCLUDED_SIGNAL_FIELDS, 'ts']);
    columns = (sqlite.pragma(`table_info(${table})`) as { name: string }[])
      .map((c) => c.name)
      .filter((name) => !excluded.has(name.toLowerCase()));
    cache.set(table, columns);
  }
  return columns;
}

/** Energies add up over a bucket; powers, state of charge and temperature average. */
const isEnergy = (signal: string) => signal.endsWith('Energy');

/**
 * Rows of one device in [from, to) (epoch seconds), only the asked signals (already checked against signalsOf), read
 * along the (deviceId, ts) primary key. With a bucket wider than the table's step, rows are averaged (energies
 * summed) per bucket and stamped with the bucket start.
 */
export function readDeviceSeries(
  sqlite: SQLite.Database,
  table: TelemetryTable,
  deviceId: string,
  signals: readonly string[],
  from: number,
  to: number,
  bucketS: number = TABLE_STEP_S[table],
): SeriesRow[] {
  return prepare(sqlite, deviceSeriesSql(table, signals, bucketS))
    .raw(true)
    .all(...seriesParameters(table, deviceId, from, to)) as SeriesRow[];
}

/**
 * readDeviceSeries' SQL, the same text on both engines (db/engines/statements.ts). Minutes are read from the minute
 * store's view, packed days included (db/minuteStore.ts).
 */
function deviceSeriesSql(table: TelemetryTable, signals: readonly string[], bucketS: number): string {
  const quoted = signals.map((s) => `"${s}"`);
  const source =
    table === 'telemetry_minute' ? MINUTES_OF_DEVICE : `${table} WHERE "deviceId" = ? AND ts >= ? AND ts < ?`;
  return bucketS <= TABLE_STEP_S[table]
    ? `SELECT ts${quoted.map((q) => `, ${q}`).join('')} FROM ${source} ORDER BY ts`
    : `SELECT (ts / ${bucketS}) * ${bucketS} AS b${signals
        .map((s, i) => `, ${isEnergy(s) ? 'SUM' : 'AVG'}(${quoted[i]}) AS ${quoted[i]}`)
        .join('')} FROM ${source} GROUP BY b ORDER BY b`;
}

const seriesParameters = (table: TelemetryTable, deviceId: string, from: number, to: number) =>
  table === 'telemetry_minute' ? minuteParameters(deviceId, from, to) : [deviceId, from, to];

/** readDeviceSeries on either engine. */
export async function readDeviceSeriesIn(
  store: Store,
  table: TelemetryTable,
  deviceId: string,
  signals: readonly string[],
  from: number,
  to: number,
  bucketS: number = TABLE_STEP_S[table],
): Promise<SeriesRow[]> {
  return rowsOf<SeriesRow>(
    store,
    deviceSeriesSql(table, signals, bucketS),
    seriesParameters(table, deviceId, from, to),
  );
}

/**
 * The sum over several devices of a site (spec 7 /GetDataSummary for a site): powers and energies add up; state of
 * charge is the average weighted by battery capacity (a plain average when no device has a capacity) and temperature
 * the plain average, both over the devices that have a row at that time.
 */
export function sumDeviceSeries(
  perDevice: readonly { rows: SeriesRow[]; capacity: number }[],
  signals: readonly string[],
  from: number,
  to: number,
  bucketS: number,
): SeriesRow[] {
  if (perDevice.length === 1) return perDevice[0]!.rows;
  // Rows sit on the bucket grid (hour starts, or bucket starts), so a dense array indexed by time slot replaces a
  // map and a sort (the bench's year of hourly rows for a site).
  const base = Math.floor(from / bucketS) * bucketS;
  const slots = Math.ceil((to - base) / bucketS) + 1;
  const k = signals.length;
  const kinds = signals.map((s) => (s === 'stateOfCharge' ? 1 : s === 'temperature' ? 2 : 0));
  const values = new Float64Array(slots * k);
  const weights = new Float64Array(slots * k);
  const present = new Uint8Array(slots);
  for (const { rows, capacity } of perDevice) {
    // capacity 0: such a device counts in the state of charge only when no device has a capacity
    const socWeight = capacity > 0 ? capacity : 1e-9;
    for (const row of rows) {
      const slot = Math.round((row[0]! - base) / bucketS);
      if (slot < 0 || slot >= slots) continue;
      present[slot] = 1;
      const at = slot * k;
      for (let i = 0; i < k; i++) {
        const value = row[i + 1]!;
        const kind = kinds[i];
        if (kind === 0) values[at + i]! += value;
        else {
          const w = kind === 1 ? socWeight : 1;
          values[at + i]! += value * w;
          weights[at + i]! += w;
        }
      }
    }
  }
  const out: SeriesRow[] = [];
  for (let slot = 0; slot < slots; slot++) {
    if (!present[slot]) continue;
    const row: SeriesRow = [base + slot * bucketS];
    const at = slot * k;
    for (let i = 0; i < k; i++) {
      const w = weights[at + i]!;
      row.push(kinds[i] === 0 ? values[at + i]! : w > 0 ? values[at + i]! / w : 0);
    }
    out.push(row);
  }
  return out;
}

/**
 * The sum over the devices of a site at the table's own step (spec 9: hourly resolution 60 minutes), by the rules of
 * sumDeviceSeries: hourly from site_hour, minutes in ONE grouped query: SQLite adds the devices up, so only one row per hour crosses into JavaScript
 * instead of one per device and hour (for a year of hourly summary of a site, building the rows' arrays is most of
 * the read's cost).
 */
export function readSiteSeries(
  sqlite: SQLite.Database,
  table: TelemetryTable,
  siteId: string,
  signals: readonly string[],
  from: number,
  to: number,
): SeriesRow[] {
  const { sql, parameters } = siteSeriesSql(table, siteId, signals, from, to);
  return prepare(sqlite, sql)
    .raw(true)
    .all(...parameters) as SeriesRow[];
}

/** readSiteSeries' SQL and parameters, the same on both engines (db/engines/statements.ts). */
function siteSeriesSql(
  table: TelemetryTable,
  siteId: string,
  signals: readonly string[],
  from: number,
  to: number,
): { sql: string; parameters: unknown[] } {
  if (table === 'telemetry_hour') {
    // Hourly: site_hour (migration 007) holds exactly this sum per site and hour, kept up to date by triggers, so a
    // year of a site is one range read along its key (the target: /GetDataSummary p95 <= 30 ms).
    const sql = `SELECT ts${signals.map((s) => `, "${s}"`).join('')} FROM site_hour WHERE "siteId" = ? AND ts >= ? AND ts < ? ORDER BY ts`;
    return { sql, parameters: [siteId, from, to] };
  }
  // capacity 0 (solar): such a device counts in the state of charge only when no device has a capacity
  const weight = '(CASE WHEN d."batteryCapacity" > 0 THEN d."batteryCapacity" ELSE 0 END)';
  const aggregate = (signal: string) => {
    const column = `t."${signal}"`;
    if (signal === 'stateOfCharge') {
      return `CASE WHEN SUM(${weight}) > 0 THEN SUM(${column} * ${weight}) / SUM(${weight}) ELSE AVG(${column}) END`;
    }
    return signal === 'temperature' ? `AVG(${column})` : `SUM(${column})`;
  };
  const sql =
    `SELECT t.ts${signals.map((s) => `, ${aggregate(s)} AS "${s}"`).join('')} FROM devices d ` +
    `JOIN ${table} t ON t."deviceId" = d."deviceId" AND t.ts >= ? AND t.ts < ? WHERE d."siteId" = ? GROUP BY t.ts ORDER BY t.ts`;
  return { sql, parameters: [from, to, siteId] };
}

/** readSiteSeries on either engine. */
export async function readSiteSeriesIn(
  store: Store,
  table: TelemetryTable,
  siteId: string,
  signals: readonly string[],
  from: number,
  to: number,
): Promise<SeriesRow[]> {
  const { sql, parameters } = siteSeriesSql(table, siteId, signals, from, to);
  return rowsOf<SeriesRow>(store, sql, parameters);
}

/**
 * M4 downsampling (designed here: query field maxPoints) over [from, to): shared's downsampleM4 (one pure
 * function for server and client) - per equal time bucket the first, the last and the min and max rows of each
 * signal, at most maxPoints rows.
 */
export function downsampleM4(rows: SeriesRow[], from: number, to: number, maxPoints: number): SeriesRow[] {
  return downsampleM4Rows(rows, maxPoints, { from, to });
}

const round = (v: number) => Math.round(v * 10_000) / 10_000;
const DAY_S = 86_400;

/**
 * ISO 8601 UTC of epoch seconds, as Date.toISOString gives it: the date part is made once per day and the time of day
 * is written out (formatting the 8,760 dates of a year of hourly points in full is a fifth of building the answer).
 */
export function isoFormatter(): (seconds: number) => string {
  let day = NaN;
  let prefix = '';
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  return (seconds) => {
    if (!Number.isInteger(seconds)) return new Date(seconds * 1000).toISOString();
    const d = Math.floor(seconds / DAY_S);
    if (d !== day) {
      day = d;
      const full = new Date(d * DAY_S * 1000).toISOString();
      prefix = full.slice(0, full.indexOf('T') + 1);
    }
    const s = seconds - d * DAY_S;
    return `${prefix}${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}.000Z`;
  };
}

type PointMaker = (row: SeriesRow, iso: string, round: (v: number) => number) => Record<string, number | string>;
const pointMakers = new Map<string, PointMaker>();

/**
 * A function building one point as an object literal of fixed shape for this list of signals: assigning
 * the fields one by one under computed names costs about 2.5 times as much for a year of hourly points. The names are
 * checked signal names (columns of the table), written as JSON string literals.
 */
function pointMaker(signals: readonly string[]): PointMaker {
  const key = signals.join('\u0000');
  let maker = pointMakers.get(key);
  if (!maker) {
    const fields = signals.map((s, i) => `${JSON.stringify(s)}: round(row[${i + 1}])`).join(', ');
    maker = new Function('row', 'iso', 'round', `return { utctime: iso, ${fields} };`) as PointMaker;
    pointMakers.set(key, maker);
  }
  return maker;
}

/** Rows as the wire's telemetry points: `utctime` (ISO 8601 UTC) and one field per signal. */
export function toTelemetryPoints(
  rows: readonly SeriesRow[],
  signals: readonly string[],
): Record<string, number | string>[] {
  const make = pointMaker(signals);
  const iso = isoFormatter();
  return rows.map((row) => make(row, iso(row[0]!), round));
}

/** Rows as CSV: a header `utctime,<signals>` and one line per row (the blob flag's download). */
export function toCsv(rows: readonly SeriesRow[], signals: readonly string[]): string {
  const lines = [['utctime', ...signals].join(',')];
  for (const row of rows) {
    lines.push([new Date(row[0]! * 1000).toISOString(), ...row.slice(1).map(round)].join(','));
  }
  return `${lines.join('\n')}\n`;
}

const DEVICES_OF_SITE_SQL =
  'SELECT "deviceId", "batteryCapacity" AS capacity FROM devices WHERE "siteId" = ? ORDER BY "deviceId"';
const TIMEZONE_OF_SITE_SQL = 'SELECT timezone FROM sites WHERE "siteId" = ?';
const TIMEZONE_OF_DEVICE_SQL =
  'SELECT s.timezone FROM devices d JOIN sites s ON s."siteId" = d."siteId" WHERE d."deviceId" = ?';

/** The devices of a site with their battery capacities (for the site sum). */
export function devicesOfSite(sqlite: SQLite.Database, siteId: string): { deviceId: string; capacity: number }[] {
  return prepare(sqlite, DEVICES_OF_SITE_SQL).all(siteId) as { deviceId: string; capacity: number }[];
}

/** devicesOfSite on either engine. */
export async function devicesOfSiteIn(store: Store, siteId: string): Promise<{ deviceId: string; capacity: number }[]> {
  const rows = await rowsOf<[string, number]>(store, DEVICES_OF_SITE_SQL, [siteId]);
  return rows.map(([deviceId, capacity]) => ({ deviceId, capacity }));
}

/** The timezone of a site, or of the site a device stands on (null: unknown or unparented). */
export function timezoneOf(sqlite: SQLite.Database, id: { siteId?: string; deviceId?: string }): string | null {
  const row = id.siteId
    ? (prepare(sqlite, TIMEZONE_OF_SITE_SQL).get(id.siteId) as { timezone: string } | undefined)
    : (prepare(sqlite, TIMEZONE_OF_DEVICE_SQL).get(id.deviceId) as { timezone: string } | undefined);
  return row?.timezone ?? null;
}

/** timezoneOf on either engine. */
export async function timezoneIn(store: Store, id: { siteId?: string; deviceId?: string }): Promise<string | null> {
  const row = id.siteId
    ? await firstOf<{ timezone: string }>(store, TIMEZONE_OF_SITE_SQL, [id.siteId])
    : await firstOf<{ timezone: string }>(store, TIMEZONE_OF_DEVICE_SQL, [id.deviceId ?? null]);
  return row?.timezone ?? null;
}

const postgresColumns = new WeakMap<object, Map<TelemetryTable, Promise<string[]>>>();

/** signalsOf on either engine: on PostgreSQL the table's columns from information_schema, in order. */
export async function signalsIn(store: Store, table: TelemetryTable): Promise<string[]> {
  if (engineOf(store.db) === 'sqlite') return signalsOf(store.sqlite, table);
  let cache = postgresColumns.get(store.db);
  if (!cache) postgresColumns.set(store.db, (cache = new Map()));
  let columns = cache.get(table);
  if (!columns) {
    const excluded = new Set<string>([...EXCLUDED_SIGNAL_FIELDS, 'ts']);
    columns = rowsOf<[string]>(
      store,
      'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position',
      [table],
    ).then((rows) => rows.map(([name]) => name).filter((name) => !excluded.has(name.toLowerCase())));
    cache.set(table, columns);
  }
  return columns;
}

/** Exported for the economics and statistics repositories: a cached prepared statement. */
export { prepare as preparedStatement };
