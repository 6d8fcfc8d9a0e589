import { sql, type Kysely } from 'kysely';
import type { Engine } from '../migrate';

/**
 * The words of a migration's own DDL that differ by engine (schema builder calls get theirs from
 * db/engines/postgresDdl.ts instead): an 8-byte float is `REAL` on SQLite and `double precision` on PostgreSQL,
 * whose `real` has 4 bytes; epoch seconds need `bigint` on PostgreSQL, whose `integer` has 32 bits (SQLite's has up
 * to 64); `WITHOUT ROWID` is a SQLite storage choice (the primary key is the table), with no PostgreSQL counterpart.
 */
export function rawTypes(engine: Engine) {
  return engine === 'postgres'
    ? { text: 'text', integer: 'integer', epochSeconds: 'bigint', real: 'double precision', withoutRowid: '' }
    : { text: 'TEXT', integer: 'INTEGER', epochSeconds: 'INTEGER', real: 'REAL', withoutRowid: ' WITHOUT ROWID' };
}

/** Runs SQL statements one after the other. */
export async function runEach(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
