import type SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import { bulkUpsert } from '../bulkInsert';
import { engineOf } from './sql';
import { numbered, prepare, type Store } from './statements';

/**
 * A transaction written once for both engines, for code that reads and writes step by step (the live
 * simulator): a generator that yields its statements and gets their results back. On SQLite it runs synchronously
 * inside one better-sqlite3 transaction (prepared statements kept per connection, nothing else can run in between,
 * as fast as raw better-sqlite3 calls); on PostgreSQL each statement is awaited in one Kysely transaction.
 *
 * SQL texts as in statements.ts: `?` placeholders, double-quoted camelCase names.
 */
export type Step =
  | { kind: 'all' | 'get' | 'run'; sql: string; parameters: readonly unknown[] }
  | { kind: 'upsert'; table: keyof Database & string; keys: readonly string[]; rows: readonly object[] };

export type Program<T = void> = Generator<Step, T, unknown>;

/** Every row of a query as an object. */
export function* all<Row extends object>(sql: string, ...parameters: unknown[]): Program<Row[]> {
  return (yield { kind: 'all', sql, parameters }) as Row[];
}

/** The first row of a query as an object, or undefined. */
export function* get<Row extends object>(sql: string, ...parameters: unknown[]): Program<Row | undefined> {
  return (yield { kind: 'get', sql, parameters }) as Row | undefined;
}

/** A statement whose result is not read. */
export function* run(sql: string, ...parameters: unknown[]): Program {
  yield { kind: 'run', sql, parameters };
}

/**
 * Rows inserted, or replacing the row of the same key (`keys`, the primary key): SQLite's INSERT OR REPLACE one
 * prepared row at a time, PostgreSQL's multi-row INSERT … ON CONFLICT DO UPDATE (db/bulkInsert.ts).
 */
export function* upsert<T extends keyof Database & string>(
  table: T,
  keys: readonly string[],
  rows: readonly object[],
): Program {
  if (rows.length > 0) yield { kind: 'upsert', table, keys, rows };
}

const quoted = (name: string) => `"${name}"`;

function stepOnSqlite(sqlite: SQLite.Database, step: Step): unknown {
  if (step.kind === 'upsert') {
    const columns = Object.keys(step.rows[0]!);
    const statement = prepare(
      sqlite,
      `INSERT OR REPLACE INTO ${step.table} (${columns.map(quoted).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    for (const row of step.rows) statement.run(...columns.map((c) => (row as Record<string, unknown>)[c]));
    return undefined;
  }
  const statement = prepare(sqlite, step.sql);
  if (step.kind === 'all') return statement.all(...step.parameters);
  if (step.kind === 'get') return statement.get(...step.parameters);
  statement.run(...step.parameters);
  return undefined;
}

async function stepOnPostgres(trx: Db, step: Step): Promise<unknown> {
  if (step.kind === 'upsert') {
    await bulkUpsert(trx, step.table, step.keys, step.rows as never);
    return undefined;
  }
  const result = await trx.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(numbered(step.sql), [...step.parameters]),
  );
  return step.kind === 'all' ? result.rows : step.kind === 'get' ? result.rows[0] : undefined;
}

/**
 * Runs programs one after the other, each in a transaction of its own. On SQLite all of them run before this returns
 * (the promise is already settled), so a synchronous caller sees their effects at once; on PostgreSQL await it.
 */
export function runPrograms(store: Store, ...programs: (() => Program<unknown>)[]): Promise<void> {
  if (engineOf(store.db) === 'sqlite') {
    try {
      for (const program of programs) {
        store.sqlite.transaction(() => {
          const steps = program();
          let next = steps.next();
          while (!next.done) next = steps.next(stepOnSqlite(store.sqlite, next.value));
        })();
      }
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return (async () => {
    for (const program of programs) {
      await store.db.transaction().execute(async (trx) => {
        const steps = program();
        let next = steps.next();
        while (!next.done) next = steps.next(await stepOnPostgres(trx, next.value));
      });
    }
  })();
}
