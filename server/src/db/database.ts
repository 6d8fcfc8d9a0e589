import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  /** The raw connection, for bulk inserts in one transaction and the integrity check. */
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

/**
 * Opens (creating it if needed) the SQLite database file in WAL mode and migrates it to the latest schema
 * (ARCHITECTURE 5: migrations in code, applied at start). The same Kysely code can run on PostgreSQL.
 */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  return { db, sqlite, close: () => db.destroy() };
}
