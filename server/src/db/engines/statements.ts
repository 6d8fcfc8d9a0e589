import type SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import type { Db } from '../database';
import { engineOf } from './sql';

/**
 * One SQL text for both engines, for the hot reads that build their SQL (a list of signals, a bucket
 * width) and want rows as arrays: written with `?` placeholders, double-quoted camelCase names and an alias on every
 * computed column. On SQLite it runs as a better-sqlite3 prepared statement kept per connection (as fast as raw
 * better-sqlite3 calls); on PostgreSQL through Kysely's pool, the placeholders numbered $1, $2, ….
 */
export interface Store {
  db: Db;
  sqlite: SQLite.Database;
}

const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/** A prepared statement, prepared once per connection (the hot paths of the bench run these). */
export function prepare(sqlite: SQLite.Database, sql: string): SQLite.Statement {
  let cache = statements.get(sqlite);
  if (!cache) statements.set(sqlite, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = sqlite.prepare(sql)));
  return statement;
}

/** `?` placeholders as PostgreSQL's $1, $2, … (the texts here hold no `?` inside strings). */
export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** The rows of a query as arrays of the selected columns, in order. */
export async function rowsOf<Row extends unknown[] = unknown[]>(
  store: Store,
  sql: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  if (engineOf(store.db) === 'sqlite')
    return prepare(store.sqlite, sql)
      .raw(true)
      .all(...parameters) as Row[];
  const result = await store.db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(numbered(sql), [...parameters]),
  );
  return result.rows.map((row) => Object.values(row) as Row);
}

/** The first row of a query as an object, or undefined. */
export async function firstOf<Row extends object>(
  store: Store,
  sql: string,
  parameters: readonly unknown[],
): Promise<Row | undefined> {
  if (engineOf(store.db) === 'sqlite') return prepare(store.sqlite, sql).get(...parameters) as Row | undefined;
  const result = await store.db.executeQuery<Row>(CompiledQuery.raw(numbered(sql), [...parameters]));
  return result.rows[0];
}

/** Every row of a query as an object. */
export async function objectsOf<Row extends object>(
  store: Store,
  sql: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  if (engineOf(store.db) === 'sqlite') return prepare(store.sqlite, sql).all(...parameters) as Row[];
  const result = await store.db.executeQuery<Row>(CompiledQuery.raw(numbered(sql), [...parameters]));
  return result.rows;
}

/**
 * `column` is one of a list of any length, as ONE parameter (Kysely queries use db/engines/sql.ts isIn): SQLite reads
 * a JSON array with json_each, PostgreSQL compares with `= ANY` of a text[] array, which uses the column's index
 * (`IN (SELECT unnest(…))` is planned as a hash join over a scan of the whole table; docs/database.md).
 */
export function inList(store: Store, column: string, values: readonly string[]): { sql: string; parameter: unknown } {
  return engineOf(store.db) === 'postgres'
    ? { sql: `${column} = ANY(CAST(? AS text[]))`, parameter: [...values] }
    : { sql: `${column} IN (SELECT value FROM json_each(?))`, parameter: JSON.stringify(values) };
}

/** The larger of two values in a row: SQLite's two-argument max(), PostgreSQL's GREATEST. */
export const greatest = (store: Store) => (engineOf(store.db) === 'postgres' ? 'GREATEST' : 'max');

/** A statement whose rows are not read (an UPDATE, a DELETE, an INSERT without RETURNING). */
export async function executeOf(store: Store, sql: string, parameters: readonly unknown[]): Promise<void> {
  if (engineOf(store.db) === 'sqlite') {
    prepare(store.sqlite, sql).run(...parameters);
    return;
  }
  await store.db.executeQuery(CompiledQuery.raw(numbered(sql), [...parameters]));
}
