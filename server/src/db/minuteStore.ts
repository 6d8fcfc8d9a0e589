import { CompiledQuery, sql, type Kysely } from 'kysely';
import { arrayLiteral } from './engines/postgresIngest';
import { MINUTE_SIGNALS, PACKED_SCALE, packedType, type MinuteSignal } from './migrations/017-minute-store';

/**
 * The minute store on PostgreSQL (docs/database.md "The minute store"): `telemetry_minute` holds rows of the days
 * not yet packed, partitioned by UTC day; `telemetry_minute_day` holds each ended day of a device as one row of
 * integer arrays, a slot per minute of the day, partitioned by day too; `telemetry_minute_all` reads both as rows.
 * Maintenance makes the days' partitions ahead of time, packs each ended day and drops it as rows, and drops the days
 * past the retention as whole partitions of either table. SQLite keeps rows only (the view is its table).
 * The format (signals, resolution, view) is the migration's, 017-minute-store.
 */

const DAY_S = 86_400;
const MINUTES_PER_DAY = 1440;

/**
 * The minutes of one device in [from, to), from the view, with minuteParameters' parameters. The same text on both
 * engines.
 */
export const MINUTES_OF_DEVICE = `telemetry_minute_all WHERE "deviceId" = ? AND ts >= ? AND ts < ? AND day > ? - ${DAY_S} AND day < ?`;
export const minuteParameters = (deviceId: string, from: number, to: number) => [deviceId, from, to, from, to];

const dayOf = (ts: number) => ts - (((ts % DAY_S) + DAY_S) % DAY_S);
const dayName = (day: number) => new Date(day * 1000).toISOString().slice(0, 10).replaceAll('-', '');
const rowPartition = (day: number) => `telemetry_minute_${dayName(day)}`;
const packedPartition = (day: number) => `telemetry_minute_day_${dayName(day)}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the store's tables are outside the typed schema
type Db = Kysely<any>;

/** The days (midnights) of both tables' partitions, by table. */
async function partitionDays(db: Db): Promise<{ rows: number[]; packed: number[] }> {
  const { rows } = await sql<{ parent: string; name: string }>`
    SELECT parent.relname AS parent, child.relname AS name FROM pg_inherits
    JOIN pg_class parent ON parent.oid = pg_inherits.inhparent JOIN pg_class child ON child.oid = pg_inherits.inhrelid
    WHERE parent.relname IN ('telemetry_minute', 'telemetry_minute_day')`.execute(db);
  const days = (parent: string, prefix: string) =>
    rows
      .filter((r) => r.parent === parent && /^\d{8}$/.test(r.name.slice(prefix.length)))
      .map((r) => {
        const d = r.name.slice(prefix.length);
        return Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8))) / 1000;
      })
      .sort((a, b) => a - b);
  return {
    rows: days('telemetry_minute', 'telemetry_minute_'),
    packed: days('telemetry_minute_day', 'telemetry_minute_day_'),
  };
}

/**
 * A day's partition of a table. Rows of that day already in the default partition (written while the day had no
 * partition) move into it first: PostgreSQL refuses a partition whose rows the default holds.
 */
async function createPartition(db: Db, parent: 'telemetry_minute' | 'telemetry_minute_day', day: number) {
  const name = parent === 'telemetry_minute' ? rowPartition(day) : packedPartition(day);
  const key = parent === 'telemetry_minute' ? 'ts' : 'day';
  await db.transaction().execute(async (trx) => {
    await sql.raw(`CREATE TABLE ${name} (LIKE ${parent} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`).execute(trx);
    await sql
      .raw(
        `WITH moved AS (DELETE FROM ${parent}_default WHERE ${key} >= ${day} AND ${key} < ${day + DAY_S} RETURNING *) ` +
          `INSERT INTO ${name} SELECT * FROM moved`,
      )
      .execute(trx);
    await sql
      .raw(`ALTER TABLE ${parent} ATTACH PARTITION ${name} FOR VALUES FROM (${day}) TO (${day + DAY_S})`)
      .execute(trx);
  });
}

/**
 * Makes the partitions of every day from `fromS` to `toS` (inclusive) that lacks one: of the rows, or with `packed` of
 * the packed days (for a bulk load of past days, insertPackedDays).
 */
export async function ensureMinutePartitions(db: Db, fromS: number, toS: number, packed = false): Promise<void> {
  const days = await partitionDays(db);
  const have = new Set(packed ? days.packed : days.rows);
  for (let day = dayOf(fromS); day <= dayOf(toS); day += DAY_S)
    if (!have.has(day)) await createPartition(db, packed ? 'telemetry_minute_day' : 'telemetry_minute', day);
}

/** One device's day as insertPackedDays takes it: an array literal per signal, in MINUTE_SIGNALS' order. */
export interface PackedDay {
  deviceId: string;
  /** Its UTC midnight, epoch seconds. */
  day: number;
  arrays: readonly string[];
}

/**
 * A signal's minutes of a day as the literal of its packed array: 1,440 slots, each the value in PACKED_SCALE's unit,
 * NULL where there is none.
 */
export function packedLiteral(signal: MinuteSignal, minutes: ArrayLike<number | null>): string {
  const parts = new Array<string>(MINUTES_PER_DAY);
  for (let i = 0; i < MINUTES_PER_DAY; i++) {
    const v = minutes[i];
    parts[i] = v === null || v === undefined ? 'NULL' : String(Math.round(v * PACKED_SCALE[signal]));
  }
  return `{${parts.join(',')}}`;
}

/**
 * Writes whole past days straight into the packed table (their partitions made first, ensureMinutePartitions with
 * `packed`): a history loaded in bulk, without going through rows. A day already there is kept.
 */
export async function insertPackedDays(db: Db, days: readonly PackedDay[]): Promise<void> {
  if (days.length === 0) return;
  const names = MINUTE_SIGNALS.map((_, i) => `v${i}`);
  const text =
    `INSERT INTO telemetry_minute_day ("deviceId", day, ${MINUTE_SIGNALS.map((s) => `"${s}"`).join(', ')}) ` +
    `SELECT d, s, ${MINUTE_SIGNALS.map((signal, i) => `${names[i]}::${packedType(signal)}[]`).join(', ')} ` +
    `FROM unnest($1::text[], $2::bigint[], ${names.map((_, i) => `$${i + 3}::text[]`).join(', ')}) ` +
    `AS u(d, s, ${names.join(', ')}) ON CONFLICT ("deviceId", day) DO NOTHING`;
  const parameters = [
    arrayLiteral(days.map((d) => d.deviceId)),
    arrayLiteral(days.map((d) => d.day)),
    ...MINUTE_SIGNALS.map((_, i) => arrayLiteral(days.map((d) => d.arrays[i]))),
  ];
  await db.executeQuery(CompiledQuery.raw(text, parameters));
}

/**
 * Packs one ended day: each device's minutes of it as one row of arrays (a slot per minute, NULL where no row was
 * written; a second row within one minute counts as that minute), then drops the day's row partition. One
 * transaction: a reader sees the day as rows or as packed, never both or neither.
 */
export async function packDay(db: Db, day: number): Promise<void> {
  const { packed } = await partitionDays(db);
  if (!packed.includes(day)) await createPartition(db, 'telemetry_minute_day', day);
  const rows = rowPartition(day);
  const arrays = MINUTE_SIGNALS.map(
    (s) => `array_agg(round(m."${s}" * ${PACKED_SCALE[s]})::${packedType(s)} ORDER BY g.slot) AS "${s}"`,
  );
  await db.transaction().execute(async (trx) => {
    await sql
      .raw(
        `INSERT INTO telemetry_minute_day ("deviceId", day, ${MINUTE_SIGNALS.map((s) => `"${s}"`).join(', ')}) ` +
          `SELECT d."deviceId", ${day}, ${arrays.join(', ')} ` +
          `FROM (SELECT DISTINCT "deviceId" FROM ${rows}) d CROSS JOIN generate_series(0, ${MINUTES_PER_DAY - 1}) g(slot) ` +
          `LEFT JOIN (SELECT DISTINCT ON ("deviceId", (ts - ${day}) / 60) * FROM ${rows} ORDER BY "deviceId", (ts - ${day}) / 60, ts DESC) m ` +
          `ON m."deviceId" = d."deviceId" AND (m.ts - ${day}) / 60 = g.slot ` +
          `GROUP BY d."deviceId" ` +
          `ON CONFLICT ("deviceId", day) DO NOTHING`,
      )
      .execute(trx);
    await sql.raw(`DROP TABLE ${rows}`).execute(trx);
  });
}

export interface MinuteStoreReport {
  packed: number[];
  dropped: number[];
}

/**
 * One round of maintenance at `nowS`: row partitions for today and the next two days; every day before yesterday
 * packed (yesterday stays rows a day more, for a device reporting late); and the days older than `keepDays` dropped,
 * as whole partitions of either table, along with what the default partitions hold of them.
 */
export async function maintainMinuteStore(db: Db, nowS: number, keepDays: number): Promise<MinuteStoreReport> {
  const today = dayOf(nowS);
  await ensureMinutePartitions(db, today, today + 2 * DAY_S);
  const oldest = today - keepDays * DAY_S;
  const report: MinuteStoreReport = { packed: [], dropped: [] };
  const { rows, packed } = await partitionDays(db);
  for (const day of [...new Set([...rows, ...packed])].filter((d) => d < oldest)) {
    if (rows.includes(day)) await sql.raw(`DROP TABLE ${rowPartition(day)}`).execute(db);
    if (packed.includes(day)) await sql.raw(`DROP TABLE ${packedPartition(day)}`).execute(db);
    report.dropped.push(day);
  }
  await sql.raw(`DELETE FROM telemetry_minute_default WHERE ts < ${oldest}`).execute(db);
  await sql.raw(`DELETE FROM telemetry_minute_day_default WHERE day < ${oldest}`).execute(db);
  for (const day of rows.filter((d) => d >= oldest && d < today - DAY_S)) {
    await packDay(db, day);
    report.packed.push(day);
  }
  return report;
}

const MAINTENANCE_EVERY_MS = 3_600_000;

/**
 * Runs the maintenance at once and then every hour, until the returned stop is called. Errors are logged and the
 * next round tries again: a day left unpacked or undropped is picked up then.
 */
export function startMinuteStoreMaintenance(db: Db, keepDays: number, now: () => Date): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = running
      .then(() => maintainMinuteStore(db, Math.floor(now().getTime() / 1000), keepDays))
      .then((report) => {
        if (report.packed.length > 0 || report.dropped.length > 0)
          console.log(
            `minute store: packed ${report.packed.length} day(s), dropped ${report.dropped.length} day(s) past ${keepDays} days`,
          );
      })
      .catch((error: unknown) => console.error('minute store: maintenance', error));
  };
  round();
  const timer = setInterval(round, MAINTENANCE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export { MINUTE_SIGNALS, PACKED_SCALE, type MinuteSignal };
