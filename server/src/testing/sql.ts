import { engineOf } from '../db/engines/sql';
import { executeOf, firstOf, objectsOf, type Store } from '../db/engines/statements';

/**
 * SQL of a test on either engine (the suite runs on SQLite and on PostgreSQL): `?` placeholders and
 * double-quoted camelCase names, as in db/engines/statements.ts. For set-ups and checks that the API cannot do.
 */
export function sqlOf(store: Store) {
  return {
    /** The first row, which must exist. */
    async one<T extends object>(sql: string, ...parameters: unknown[]): Promise<T> {
      const row = await firstOf<T>(store, sql, parameters);
      if (!row) throw new Error(`no row from: ${sql}`);
      return row;
    },
    /** The first row, or undefined. */
    first: <T extends object>(sql: string, ...parameters: unknown[]) => firstOf<T>(store, sql, parameters),
    all: <T extends object>(sql: string, ...parameters: unknown[]) => objectsOf<T>(store, sql, parameters),
    run: (sql: string, ...parameters: unknown[]) => executeOf(store, sql, parameters),
  };
}

/** The tables of the database (the migrations' bookkeeping included), by name, on either engine. */
export async function tablesOf(store: Store): Promise<string[]> {
  const rows =
    engineOf(store.db) === 'postgres'
      ? await objectsOf<{ name: string }>(
          store,
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
          [],
        )
      : await objectsOf<{ name: string }>(
          store,
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
          [],
        );
  return rows.map((r) => r.name);
}

/**
 * Every row of a table in a stable order, as text: SQLite's insertion order (rowid); PostgreSQL has no rowid, so the
 * rows' text forms, sorted. For "bad input changed nothing" checks: equal before and after, or not.
 */
export async function rowsAsText(store: Store, table: string): Promise<string> {
  if (engineOf(store.db) === 'postgres') {
    const rows = await objectsOf<{ row: string }>(store, `SELECT t::text AS row FROM "${table}" t ORDER BY 1`, []);
    return rows.map((r) => r.row).join('\n');
  }
  return JSON.stringify(await objectsOf(store, `SELECT * FROM "${table}" ORDER BY rowid`, []));
}

/** The number of rows of a table. */
export async function rowCountOf(store: Store, table: string): Promise<number> {
  return (await firstOf<{ n: number }>(store, `SELECT COUNT(*) AS n FROM "${table}"`, []))!.n;
}

/**
 * The engine's own check of the database's structure: SQLite's PRAGMA integrity_check ('ok' when intact). PostgreSQL
 * has no counterpart without the amcheck extension (not in a plain Debian cluster): null there.
 */
export async function integrityOf(store: Store): Promise<string | null> {
  if (engineOf(store.db) === 'postgres') return null;
  return (await firstOf<{ integrity_check: string }>(store, 'PRAGMA integrity_check', []))!.integrity_check;
}

/**
 * The database's schema as rows, to compare before and after (an injection must not change it): SQLite's
 * sqlite_master; on PostgreSQL the public schema's columns, indexes and triggers from the catalog.
 */
export async function schemaOf(store: Store): Promise<object[]> {
  if (engineOf(store.db) === 'sqlite')
    return objectsOf(store, 'SELECT type, name, sql FROM sqlite_master ORDER BY type, name', []);
  return objectsOf(
    store,
    `SELECT 'column' AS type, table_name || '.' || column_name AS name, data_type AS sql
       FROM information_schema.columns WHERE table_schema = 'public'
     UNION ALL SELECT 'index', indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
     UNION ALL SELECT 'trigger', tgname, pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
     ORDER BY 1, 2`,
    [],
  );
}

/**
 * For a test about SQLite itself (the suite runs on both engines): the reason to skip it on PostgreSQL
 * (`describe(name, { skip: sqliteOnly('why') }, …)`), or false on SQLite.
 */
export const sqliteOnly = (reason: string): string | false =>
  process.env.TEST_DATABASE === 'postgres' ? `SQLite only: ${reason}` : false;

/**
 * Every table's rows as text, by table name, in an order that does not depend on the engine or on rowids (tables
 * without rowid included): equal before and after a request that must change nothing, or not.
 */
export async function everyTableAsText(store: Store): Promise<Record<string, string>> {
  const tables: Record<string, string> = {};
  for (const table of await tablesOf(store)) {
    if (engineOf(store.db) === 'postgres') {
      tables[table] = await rowsAsText(store, table);
      continue;
    }
    const rows = await objectsOf<object>(store, `SELECT * FROM "${table}"`, []);
    tables[table] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join('\n');
  }
  return tables;
}
