import { sql, type Insertable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';
import { insertTelemetryColumns, isTelemetryTable } from './engines/postgresIngest';
import { engineOf } from './engines/sql';

/**
 * Both engines bound the parameters of one statement (SQLite 32,766, PostgreSQL 65,535): rows go in multi-row INSERTs
 * of at most this many values each.
 */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts many rows through Kysely on either engine, as multi-row INSERTs in one transaction (bulk ingest): in
 * chunks that stay under the engines' parameter limits, all in one transaction (the caller's, when `db` is one).
 */
export async function bulkInsert<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  // telemetry on PostgreSQL: column arrays, far faster than VALUES lists (engines/postgresIngest.ts)
  if (engineOf(db) === 'postgres' && isTelemetryTable(table) && !options.ignoreConflicts) {
    await inTransaction(db, (trx) => insertTelemetryColumns(trx, table, rows));
    return;
  }
  const columns = Object.keys(rows[0]!).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
  const write = async (trx: Db) => {
    for (let i = 0; i < rows.length; i += chunk) {
      // Typed by the parameter above; Kysely's insert types cannot follow a table given as a type parameter.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + chunk) as never)
        .$if(options.ignoreConflicts === true, (q) => q.onConflict((c) => c.doNothing()))
        .execute();
    }
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/**
 * Inserts rows, or replaces the row of the same key (`keys`, the table's primary key), through Kysely on either
 * engine: multi-row INSERT … ON CONFLICT (keys) DO UPDATE of every other column (what SQLite's INSERT OR REPLACE does
 * to a row of these tables, which no other table references). PostgreSQL refuses one statement that touches a row
 * twice, so of rows with the same key the last one is kept.
 */
export async function bulkUpsert<T extends keyof Database & string>(
  db: Db,
  table: T,
  keys: readonly string[],
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const byKey = new Map<string, Insertable<Database[T]>>();
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    byKey.set(keys.map((k) => String(values[k])).join('\u0000'), row);
  }
  const unique = [...byKey.values()];
  if (engineOf(db) === 'postgres' && isTelemetryTable(table)) {
    await inTransaction(db, (trx) => insertTelemetryColumns(trx, table, unique, keys));
    return;
  }
  const columns = Object.keys(unique[0]!);
  const others = columns.filter((c) => !keys.includes(c));
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
  const write = async (trx: Db) => {
    for (let i = 0; i < unique.length; i += chunk) {
      // Typed by the parameters above; Kysely's insert types cannot follow a table given as a type parameter.
      await trx
        .insertInto(table)
        .values(unique.slice(i, i + chunk) as never)
        .onConflict((c) =>
          c
            .columns(keys as never)
            .doUpdateSet(Object.fromEntries(others.map((o) => [o, sql.ref(`excluded.${o}`)])) as never),
        )
        .execute();
    }
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Runs `write` in the caller's transaction, or in a new one. */
async function inTransaction(db: Db, write: (trx: Db) => Promise<void>): Promise<void> {
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}
