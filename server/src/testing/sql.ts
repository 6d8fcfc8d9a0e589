import { executeOf, firstOf, objectsOf, type Store } from '../db/engines/statements';

/**
 * SQL of a test on either engine (issue 18: the suite runs on SQLite and on PostgreSQL): `?` placeholders and
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
