// Seeded fleets for the server benchmark (issue 3), cached under server/data/bench/ so that a second run skips the
// seeding (tens of seconds) and measures only the server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { createServices, type Services } from '../services/services';
import { seedIfEmpty } from '../simulator';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the seeded benchmark databases are kept between runs (server/data/ is not committed). */
export const BENCH_DATA_DIR = path.join(SERVER_DIR, 'data', 'bench');

/** The cached database file of a fleet. */
export function fleetFile(fleet: 'demo' | 'large'): string {
  return path.join(BENCH_DATA_DIR, `bess-${fleet}.sqlite`);
}

/** Services over an opened database, as main.ts builds them (real clock, no live simulator). */
export function benchServices(database: OpenedDatabase, overrides: Partial<ServerConfig> = {}): Services {
  const config: ServerConfig = {
    ...loadConfig({}),
    databaseFile: database.sqlite.name,
    runIdentityProvider: false,
    simulate: false,
    ...overrides,
  };
  return createServices(config, database, () => new Date());
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

/**
 * The path of a seeded database of the fleet: the cached file when it holds a fleet, else a fresh seed (written to a
 * temp name and renamed only when complete, so an interrupted seed is never reused).
 */
export async function seededFleetFile(fleet: 'demo' | 'large'): Promise<{ file: string; seededMs: number | null }> {
  const file = fleetFile(fleet);
  if (fs.existsSync(file)) {
    const database = await openDatabase(file); // also applies migrations added since the file was seeded
    const sites = database.sqlite.prepare('SELECT COUNT(*) AS n FROM sites').get() as { n: number };
    await database.close();
    if (sites.n > 0) return { file, seededMs: null };
    removeDatabaseFiles(file);
  }
  const partial = `${file}.partial-${process.pid}`;
  removeDatabaseFiles(partial);
  const started = Date.now();
  const database = await openDatabase(partial);
  try {
    await seedIfEmpty(benchServices(database, { fleet }));
  } finally {
    await database.close(); // checkpoints the WAL into the file, so the rename carries everything
  }
  fs.renameSync(partial, file);
  removeDatabaseFiles(partial);
  return { file, seededMs: Date.now() - started };
}
