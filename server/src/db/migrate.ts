import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { PostgresDdlPlugin } from './engines/postgresDdl';
import { migrations } from './migrations';

/** The database engine of a connection: the embedded SQLite file, or PostgreSQL (DATABASE_URL). */
export type Engine = 'sqlite' | 'postgres';

/**
 * One migration of the list in migrations/index.ts, for both engines: `up` is told the engine, and branches on it
 * only where the SQL differs (a SQLite storage option, triggers).
 */
export interface EngineMigration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time
  up(db: Kysely<any>, engine: Engine): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as up
  down(db: Kysely<any>, engine: Engine): Promise<void>;
}

/**
 * The migrations as Kysely runs them on one engine: the same names on both, so that both record the same history.
 * On PostgreSQL their schema builder calls go through PostgresDdlPlugin (SQLite's column types in PostgreSQL's words).
 */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  const plugin = engine === 'postgres' ? new PostgresDdlPlugin() : undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as EngineMigration
  const on = (db: Kysely<any>) => (plugin ? db.withPlugin(plugin) : db);
  const bound = Object.entries(migrations).map(([name, m]): [string, Migration] => [
    name,
    { up: (db) => m.up(on(db), engine), down: (db) => m.down(on(db), engine) },
  ]);
  return Object.fromEntries(bound);
}

/** Migrations are plain modules listed in migrations/index.ts, applied in name order. */
class ListMigrationProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return migrationsFor(this.engine);
  }
}

/** Applies every migration not applied yet; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, engine: Engine = 'sqlite'): Promise<void> {
  const migrator = new Migrator({ db, provider: new ListMigrationProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
}
