import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { PostgresDdlPlugin } from './engines/postgresDdl';
import { postgresMigrations } from './engines/postgresMigrations';
import { migrations } from './migrations';

/** The database engine of a connection: the embedded SQLite file, or PostgreSQL (DATABASE_URL). */
export type Engine = 'sqlite' | 'postgres';

/** Migrations are plain modules listed in migrations/index.ts, applied in name order. */
class ListMigrationProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    // The same names on both engines, so both record the same history; where the SQL is SQLite's own, PostgreSQL
    // has its version.
    return this.engine === 'postgres' ? { ...migrations, ...postgresMigrations } : migrations;
  }
}

/** Applies every migration not applied yet; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, engine: Engine = 'sqlite'): Promise<void> {
  const migrator = new Migrator({
    db: engine === 'postgres' ? db.withPlugin(new PostgresDdlPlugin()) : db,
    provider: new ListMigrationProvider(engine),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
}
