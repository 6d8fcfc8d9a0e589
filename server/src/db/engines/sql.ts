import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import type { Engine } from '../migrate';

/**
 * The SQL that differs between the two engines (issue 18), for the queries written with Kysely: everything else is
 * the same Kysely code on both. Small on purpose; a query that needs more than these belongs in a function per
 * engine beside its repository.
 */

/** The engine a Kysely instance runs on. */
export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The right-hand side of `column IN (…)` for a list of any length as ONE bound parameter (POST /sitestatus asks for
 * 1,000 sites, past SQLite's default limit of bound parameters): SQLite reads a JSON array with json_each,
 * PostgreSQL unnests a text[] array.
 */
export function inList(db: Db, values: readonly string[]): RawBuilder<string> {
  return engineOf(db) === 'postgres'
    ? sql<string>`(select unnest(${[...values]}::text[]))`
    : sql<string>`(select value from json_each(${JSON.stringify(values)}))`;
}

/**
 * PostgreSQL's refusal of text it cannot hold: a NUL character (U+0000) in a text parameter, SQLSTATE 22021
 * (character_not_in_repertoire). SQLite stores such text; PostgreSQL refuses the whole statement, so the API answers
 * 400 instead of a server error (app.ts). Nothing was written: the statement failed as a whole.
 */
export function isTextPostgresRefuses(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '22021';
}
