import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely';
import { createDatabase, dropDatabase } from '../testing/postgres';
import { migrateToLatest, migrationsFor, type Engine } from './migrate';

/**
 * The names each engine records as applied: a database migrated before is up to date only if its names are among
 * these, so a name never changes.
 */
const RECORDED_NAMES = [
  '001-core',
  '002-telemetry',
  '003-alarms',
  '004-operations',
  '005-content',
  '006-idp',
  '007-performance',
  '008-site-live',
  '009-share-tokens',
  '010-energy-balance',
  '011-idempotency',
  '012-replicas',
  '013-simulator-effects',
  '014-simulator-holds',
  '015-typed-parameters',
  '016-rollouts',
  '017-minute-store',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of any migration
type AnyDb = Kysely<any>;

/** An empty database of the engine of the run: SQLite, or PostgreSQL under `npm run test:server:pg`. */
async function emptyDatabase(): Promise<{ db: AnyDb; engine: Engine; dispose(): Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL (npm run test:server:pg sets both)');
    const url = await createDatabase(adminUrl, 'bess_migrate');
    const { openPostgres } = await import('./engines/postgres');
    const db = openPostgres(url) as AnyDb;
    return {
      db,
      engine: 'postgres',
      async dispose() {
        await db.destroy();
        await dropDatabase(url);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-migrate-'));
  const sqlite = new SQLite(path.join(dir, 'db.sqlite'));
  sqlite.pragma('foreign_keys = ON');
  const db: AnyDb = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    engine: 'sqlite',
    async dispose() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the schema holds besides the migrator's own tables: tables, views, triggers, and PostgreSQL's functions. */
async function schemaObjects(db: AnyDb, engine: Engine): Promise<string[]> {
  const { rows } =
    engine === 'postgres'
      ? await sql<{ name: string }>`
          SELECT 'table ' || table_name AS name FROM information_schema.tables WHERE table_schema = 'public'
          UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger WHERE NOT tgisinternal
          UNION ALL SELECT 'function ' || proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace`.execute(db)
      : await sql<{ name: string }>`SELECT type || ' ' || name AS name FROM sqlite_master
          WHERE name NOT LIKE 'sqlite_%'`.execute(db);
  return rows.map((r) => r.name).filter((name) => !/^\w+ kysely_migration/.test(name));
}

describe('migrations: one list, run on the engine of the database', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeEach(async () => {
    database = await emptyDatabase();
  });
  afterEach(() => database.dispose());

  it('records the same names as always, in order', async () => {
    await migrateToLatest(database.db, database.engine);
    const names = await database.db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
    assert.deepEqual(
      names.map((r) => r.name),
      RECORDED_NAMES,
    );
    assert.deepEqual(Object.keys(migrationsFor(database.engine)), RECORDED_NAMES);
  });

  it('a database that records every name is up to date: nothing runs again', async () => {
    await migrateToLatest(database.db, database.engine);
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrationsFor(database.engine) },
    });
    const { error, results } = await migrator.migrateToLatest();
    assert.equal(error, undefined);
    assert.deepEqual(results, []);
  });

  it('every down undoes its up, back to an empty schema, and the list applies again', async () => {
    const { db, engine } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
    assert.equal((await migrator.migrateToLatest()).error, undefined);
    const full = await schemaObjects(db, engine);
    assert.ok(full.includes('table site_hour'), full.join(', '));

    const down = await migrator.migrateTo(NO_MIGRATIONS);
    assert.equal(down.error, undefined, String(down.error));
    assert.deepEqual(await schemaObjects(db, engine), []);

    assert.equal((await migrator.migrateToLatest()).error, undefined);
    assert.deepEqual((await schemaObjects(db, engine)).sort(), [...full].sort());
  });

  it('the minute store keeps the minutes a database had, and its down keeps them too, packed days included', async () => {
    const { db, engine } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
    assert.equal((await migrator.migrateTo('016-rollouts')).error, undefined);
    const day = Date.UTC(2026, 10, 20) / 1000;
    // two days of a device, and a minute of a third day
    const minutes = [...Array.from({ length: 2880 }, (_, m) => day + m * 60), day + 5 * 86_400];
    const values = (ts: number) => `('SC-1', ${ts}, 50.25, 1.5, 2.125, -0.75, 3, 21.5)`;
    await sql.raw(`INSERT INTO telemetry_minute VALUES ${minutes.map(values).join(', ')}`).execute(db);
    const read = async () =>
      (
        await sql<{ ts: number | string; pv: number }>`SELECT ts, pv FROM telemetry_minute_all
          WHERE "deviceId" = 'SC-1' ORDER BY ts`.execute(db)
      ).rows.map((r) => [Number(r.ts), r.pv]);

    assert.equal((await migrator.migrateToLatest()).error, undefined);
    assert.deepEqual(
      await read(),
      minutes.map((ts) => [ts, 2.125]),
    );
    if (engine === 'postgres') {
      // Each day got a partition of its own, nothing is left in the default one; then the first day is packed.
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM telemetry_minute_default`.execute(db);
      assert.equal(Number(rows[0]!.n), 0);
      const { packDay } = await import('./minuteStore');
      await packDay(db, day);
    }

    assert.equal((await migrator.migrateTo('016-rollouts')).error, undefined);
    const back = await sql<{ ts: number | string; pv: number }>`SELECT ts, pv FROM telemetry_minute
      WHERE "deviceId" = 'SC-1' ORDER BY ts`.execute(db);
    assert.deepEqual(
      back.rows.map((r) => [Number(r.ts), r.pv]),
      minutes.map((ts) => [ts, 2.125]),
    );
  });
});
