import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../schema';

// pg returns 64-bit integers (bigint columns such as telemetry time, COUNT, SUM of integers) and numerics as
// strings, to keep every digit; this schema's values (epoch seconds, counts, sums of kWh) are far within a double,
// and the SQLite engine gives numbers: the repositories see numbers on both.
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

/** Kysely on a pg Pool of the database of `url`. */
export function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, types, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
