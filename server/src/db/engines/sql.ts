import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../database';
import type { Engine } from '../migrate';

/**
 * The SQL that differs between the two engines, for the queries written with Kysely: everything else is
 * the same Kysely code on both. Small on purpose; a query that needs more than these belongs in a function per
 * engine beside its repository.
 */

/** The engine a Kysely instance runs on. */
export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * `column IN (values)` for a list of any length as ONE bound parameter (POST /sitestatus asks for 1,000 sites, past
 * SQLite's default limit of bound parameters). SQLite reads a JSON array with json_each. PostgreSQL compares with
 * `= ANY($1::text[])`, which it answers from the column's index, one probe per value, rows in key order, whereas
 * `IN (SELECT unnest($1::text[]))` is planned as a hash join over a scan of the whole table and a sort (all 10,000
 * rows of site_live read for 1,000 asked), so its cost grows with the fleet instead of with the list.
 */
export function isIn(db: Db, column: string, values: readonly string[]): RawBuilder<SqlBool> {
  return engineOf(db) === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${[...values]}::text[])`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}

/**
 * PostgreSQL's refusal of text it cannot hold: a NUL character (U+0000) in a text parameter, SQLSTATE 22021
 * (character_not_in_repertoire). SQLite stores such text; PostgreSQL refuses the whole statement, so the API answers
 * 400 instead of a server error (app.ts). Nothing was written: the statement failed as a whole.
 */
export function isTextPostgresRefuses(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '22021';
}
