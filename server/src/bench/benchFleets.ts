// Seeded fleets for the server benchmark, cached under server/data/bench/ so that a second run skips the
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
    databaseFile: database.engine === 'sqlite' ? database.sqlite.name : '',
    runIdentityProvider: false,
    simulate: false,
    // The bench calls as fast as it can as one user: it measures the API, not its rate limit.
    rateLimitPerMinute: 0,
    ...overrides,
  };
  return createServices(config, database, () => new Date());
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

/**
 * Whether a cached file can be used: it opens (which also applies migrations added since it was seeded) and holds a
 * fleet. A file whose migration history the code no longer has (a migration renamed or renumbered since) cannot be
 * migrated: it is removed and seeded again, as is an empty one.
 */
async function usableCache(file: string): Promise<boolean> {
  if (!fs.existsSync(file)) return false;
  let sites = 0;
  try {
    const database = await openDatabase(file);
    try {
      sites = (database.sqlite.prepare('SELECT COUNT(*) AS n FROM sites').get() as { n: number }).n;
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(`the cached ${path.basename(file)} is not usable (${String(error)}): seeding it again`);
  }
  if (sites > 0) return true;
  removeDatabaseFiles(file);
  return false;
}

/**
 * The path of a seeded database of the fleet: the cached file when it is usable, else a fresh seed (written to a
 * temp name and renamed only when complete, so an interrupted seed is never reused).
 */
export async function seededFleetFile(fleet: 'demo' | 'large'): Promise<{ file: string; seededMs: number | null }> {
  const file = fleetFile(fleet);
  if (await usableCache(file)) return { file, seededMs: null };
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

/** The device that holds a year of 1-minute data in the `year` bench database (the chart's downsampling figure). */
export const YEAR_DEVICE_ID = 'SC-000000123';
const MINUTE_S = 60;
const YEAR_MINUTES = 366 * 1440;

/**
 * The demo fleet plus a year of 1-minute rows for YEAR_DEVICE_ID (527,040 rows, values for every signal), cached as
 * server/data/bench/bess-year.sqlite. The API over it must run without the simulator, which keeps 35 days of minutes.
 */
export async function seededYearFile(): Promise<{ file: string; seededMs: number | null }> {
  const file = path.join(BENCH_DATA_DIR, 'bess-year.sqlite');
  if (await usableCache(file)) return { file, seededMs: null };
  const started = Date.now();
  const { file: demo } = await seededFleetFile('demo');
  const partial = `${file}.partial-${process.pid}`;
  removeDatabaseFiles(partial);
  const source = await openDatabase(demo);
  await source.sqlite.backup(partial);
  await source.close();
  const database = await openDatabase(partial);
  try {
    const insert = database.sqlite.prepare(
      `INSERT OR REPLACE INTO telemetry_minute (deviceId, ts, stateOfCharge, inverterPower, pv, grid, consumption, temperature)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const end = Math.floor(Date.now() / 1000 / 3600) * 3600;
    const start = end - YEAR_MINUTES * MINUTE_S;
    // Deterministic values with a daily shape, a seasonal swing and minute noise, so that extremes exist everywhere.
    let seed = 42;
    const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5) * 2;
    database.sqlite.transaction(() => {
      let soc = 50;
      for (let i = 0; i < YEAR_MINUTES; i++) {
        const ts = start + i * MINUTE_S;
        const dayFraction = (ts % 86_400) / 86_400;
        const season = 0.6 + 0.4 * Math.cos(((ts / 86_400 - 172) / 365) * 2 * Math.PI);
        const sun = Math.max(0, Math.sin((dayFraction - 0.25) * 2 * Math.PI));
        const pv = +(8 * sun * season * (0.8 + 0.2 * noise())).toFixed(3);
        const consumption = +(2.5 + 1.5 * Math.sin(dayFraction * 4 * Math.PI) + 0.5 * noise()).toFixed(3);
        const inverterPower = +Math.max(-5, Math.min(5, pv - consumption)).toFixed(3);
        soc = Math.max(5, Math.min(100, soc + inverterPower / 60));
        const grid = +(consumption - pv + inverterPower).toFixed(3);
        insert.run(
          YEAR_DEVICE_ID,
          ts,
          +soc.toFixed(1),
          inverterPower,
          pv,
          grid,
          consumption,
          +(22 + 3 * noise()).toFixed(1),
        );
      }
    })();
  } finally {
    await database.close();
  }
  fs.renameSync(partial, file);
  removeDatabaseFiles(partial);
  return { file, seededMs: Date.now() - started };
}
