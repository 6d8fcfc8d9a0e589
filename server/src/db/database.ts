import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { migrateToLatest, type Engine } from './migrate';

/** A `DATABASE_URL` of PostgreSQL; anything else is the SQLite file's path. */
const POSTGRES_URL = /^postgres(ql)?:\/\//;

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  /** The raw connection, for bulk inserts in one transaction and the integrity check. */
  sqlite: SQLite.Database;
  /** Which engine `db` runs on: the SQLite file, or PostgreSQL for a postgres:// URL. */
  engine: Engine;
  close(): Promise<void>;
}

/**
 * Opens (creating it if needed) the SQLite database file in WAL mode and migrates it to the latest schema
 * (ARCHITECTURE 5: migrations in code, applied at start). A postgres:// URL in place of the file opens that
 * PostgreSQL database instead (docs/database.md).
 */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  if (POSTGRES_URL.test(file)) return openPostgresDatabase(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  return { db, sqlite, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * Stands in for the raw SQLite connection on PostgreSQL: code that calls better-sqlite3 directly (a path with no
 * Kysely version) fails with a message that says so, instead of on an undefined value.
 */
const NO_SQLITE = new Proxy({} as SQLite.Database, {
  get(_target, property) {
    throw new Error(`this call still needs the embedded SQLite (better-sqlite3 .${String(property)}), not PostgreSQL`);
  },
});

/** DATABASE_URL=postgres://…: a pg Pool through Kysely's PostgresDialect, migrated like the file. */
async function openPostgresDatabase(url: string): Promise<OpenedDatabase> {
  // Loaded only here: the pg driver costs about 35 ms of start-up that the embedded SQLite never needs.
  const { openPostgres } = await import('./engines/postgres');
  const db = openPostgres(url);
  await migrateToLatest(db, 'postgres');
  return { db, sqlite: NO_SQLITE, engine: 'postgres', close: () => db.destroy() };
}
