import { CompiledQuery } from 'kysely';
import type { Db } from '../database';

/**
 * Fast ingest of telemetry on PostgreSQL (the target: ≥ 100,000 rows/s without a COPY package): one
 * `INSERT … SELECT * FROM unnest($1::text[], $2::bigint[], …)` per chunk, ONE array parameter per column. A multi-row
 * VALUES list costs a bound parameter per value (and PostgreSQL plans each distinct count of rows anew); column arrays
 * are a handful of parameters whatever the count of rows, parsed once by the server.
 */
export const TELEMETRY_TABLES = ['telemetry_minute', 'telemetry_hour', 'telemetry_hour_load'] as const;
export type TelemetryTable = (typeof TELEMETRY_TABLES)[number];

export const isTelemetryTable = (table: string): table is TelemetryTable =>
  (TELEMETRY_TABLES as readonly string[]).includes(table);

/** The array type of a telemetry column: the device id is text, time epoch seconds, every other column a double. */
const arrayTypeOf = (column: string) =>
  column === 'deviceId' ? 'text[]' : column === 'ts' ? 'bigint[]' : 'double precision[]';

/** Rows per statement: large enough to amortise a round trip, small enough to keep one statement's memory modest. */
const CHUNK_ROWS = 20_000;

/**
 * Inserts telemetry rows (all with the same columns); with `replaceOn` (the primary key), a row of the same key is
 * replaced (ON CONFLICT DO UPDATE), which PostgreSQL allows once per key and statement: the caller gives unique keys.
 */
export async function insertTelemetryColumns(
  db: Db,
  table: TelemetryTable,
  rows: readonly object[],
  replaceOn?: readonly string[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const names = columns.map((c) => `"${c}"`).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${arrayTypeOf(c)}`).join(', ');
  const others = columns.filter((c) => !replaceOn?.includes(c));
  const conflict = replaceOn
    ? ` ON CONFLICT (${replaceOn.map((c) => `"${c}"`).join(', ')}) DO UPDATE SET ${others
        .map((c) => `"${c}" = excluded."${c}"`)
        .join(', ')}`
    : '';
  const text = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})${conflict}`;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS) as Record<string, unknown>[];
    const parameters = columns.map((c) => arrayLiteral(chunk.map((row) => row[c])));
    await db.executeQuery(CompiledQuery.raw(text, parameters));
  }
}

/**
 * A column as PostgreSQL's array literal text ('{1.5,NULL,"SC-1"}'), written here rather than by pg's generic array
 * encoder (which escapes every element through its generic path): numbers as JavaScript writes them, text
 * double-quoted with backslash and quote escaped, what the `$n::type[]` casts above read.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'number')
      parts[i] = Number.isFinite(v) ? String(v) : v > 0 ? 'Infinity' : v < 0 ? '-Infinity' : 'NaN';
    else parts[i] = `"${String(v).replace(/[\\"]/g, '\\$&')}"`;
  }
  return `{${parts.join(',')}}`;
}
