import type { Insertable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Both engines bound the parameters of one statement (SQLite 32,766, PostgreSQL 65,535): rows go in multi-row INSERTs
 * of at most this many values each.
 */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts many rows through Kysely on either engine (issue 18: bulk ingest as multi-row INSERTs in one transaction):
 * in chunks that stay under the engines' parameter limits, all in one transaction (the caller's, when `db` is one).
 */
export async function bulkInsert<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
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
