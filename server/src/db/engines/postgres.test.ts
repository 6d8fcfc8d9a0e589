import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type OpenedDatabase } from '../database';
import { bulkInsert } from '../bulkInsert';
import { FIXTURE, seedFixtureFleet } from '../../testing/fixtures';
import { postgresBinDir, startThrowAwayPostgres, type ThrowAwayPostgres } from '../../testing/postgres';
import { readSiteAggregates } from '../../repositories/status';
import { readSiteSeriesIn, signalsIn } from '../../repositories/telemetry';

const { devices, sites } = FIXTURE;
const HOUR0 = Date.UTC(2026, 10, 20) / 1000;

/** Two days of hour rows of the Aarhus devices, values from the time (so that each row differs). */
function hourRows() {
  const rows = [];
  for (let h = 0; h < 48; h++) {
    for (const [deviceId, k] of [
      [devices.aarhus1, 1],
      [devices.aarhus2, 2],
      [devices.leeds1, 3],
    ] as const) {
      const v = (n: number) => Math.round((h * k + n) * 137.5) / 100;
      rows.push({
        deviceId,
        ts: HOUR0 + h * 3600,
        stateOfCharge: (h * 7 * k) % 100,
        inverterPower: v(1),
        pv: v(2),
        grid: -v(3),
        consumption: v(4),
        temperature: 20 + k,
        pvEnergy: v(5),
        consumptionEnergy: v(6),
        gridImportEnergy: v(7),
        gridExportEnergy: v(8),
        batteryChargeEnergy: v(9),
        batteryDischargeEnergy: v(10),
        batteryDischargePvEnergy: v(11),
        batteryDischargeGridEnergy: v(12),
      });
    }
  }
  return rows;
}

/**
 * What the triggers keep, read the same way from either engine, rounded past float summation order. The site_hour
 * versions are not compared: SQLite bumps them per row, PostgreSQL per statement and site; only a change matters.
 */
async function rollups(d: OpenedDatabase) {
  const round = (row: object) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]));
  const siteHour = await d.db.selectFrom('site_hour').selectAll().orderBy('siteId').orderBy('ts').execute();
  const siteLive = await d.db.selectFrom('site_live').selectAll().orderBy('siteId').execute();
  return {
    siteHour: siteHour.map(round),
    // The state lists are JSON; their spacing and order are the engine's.
    siteLive: siteLive.map((r) => round({ ...r, states: (JSON.parse(r.states) as string[]).sort() })),
  };
}

/**
 * The migrations on a real PostgreSQL server (Debian's package, a throw-away cluster), compared with SQLite
 * on the same writes: tables, the roll-ups the triggers keep, and the reads that have a PostgreSQL path.
 */
describe(
  'PostgreSQL: migrations and roll-ups agree with SQLite',
  { skip: !postgresBinDir() && 'no PostgreSQL' },
  () => {
    let server: ThrowAwayPostgres;
    let pg: OpenedDatabase;
    let lite: OpenedDatabase;
    let dir: string;

    before(async () => {
      server = await startThrowAwayPostgres();
      pg = await openDatabase(await server.createDatabase());
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-engines-'));
      lite = await openDatabase(path.join(dir, 'test.sqlite'));
      for (const d of [pg, lite]) {
        await seedFixtureFleet(d.db);
        await bulkInsert(d.db, 'telemetry_hour', hourRows());
        // 48 minutes of the Leeds device and of the Aarhus device that moves to Leeds below.
        await bulkInsert(
          d.db,
          'telemetry_minute',
          hourRows()
            .filter((r) => r.deviceId !== devices.aarhus1)
            .map((r, i) => ({
              deviceId: r.deviceId,
              ts: HOUR0 + (i >> 1) * 60,
              stateOfCharge: r.stateOfCharge,
              inverterPower: r.inverterPower,
              pv: r.pv,
              grid: r.grid,
              consumption: r.consumption,
              temperature: r.temperature,
            })),
        );
      }
    });
    after(async () => {
      await pg?.close();
      await lite?.close();
      await server?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('opens PostgreSQL for a postgres:// URL and SQLite for a file', () => {
      assert.equal(pg.engine, 'postgres');
      assert.equal(lite.engine, 'sqlite');
    });

    it('has the same tables and columns on both engines', async () => {
      // Tables and views. PostgreSQL's minute store has more: the days' partitions and the packed days, read through
      // the view both engines have (db/minuteStore.ts).
      const pgColumns = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%' AND table_name <> 'telemetry_minute_day'
        AND table_name NOT IN (SELECT relname FROM pg_class WHERE relispartition)`.execute(pg.db);
      const liteColumns = await sql<{ table_name: string; column_name: string }>`
      SELECT m.name AS table_name, p.name AS column_name FROM sqlite_master m, pragma_table_info(m.name) p
      WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'kysely_%' AND m.name NOT LIKE 'sqlite_%'`.execute(lite.db);
      const names = (rows: { table_name: string; column_name: string }[]) =>
        rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
      assert.deepEqual(names(pgColumns.rows), names(liteColumns.rows));
    });

    it('keeps 8-byte floats, counts ids from 1 and reads epoch seconds as numbers', async () => {
      const site = await pg.db
        .selectFrom('sites')
        .select('latitude')
        .where('siteId', '=', sites.leeds)
        .executeTakeFirst();
      assert.equal(site?.latitude, 53.8);
      const ids = await pg.db.selectFrom('access').select('accessId').orderBy('accessId').execute();
      assert.deepEqual(
        ids.map((r) => r.accessId),
        ids.map((_, i) => i + 1),
      );
      const first = await pg.db.selectFrom('telemetry_hour').select('ts').orderBy('ts').executeTakeFirst();
      assert.equal(first?.ts, HOUR0);
    });

    it('the triggers keep site_hour and site_live as on SQLite', async () => {
      assert.ok((await rollups(pg)).siteHour.length > 0);
      assert.deepEqual(await rollups(pg), await rollups(lite));
    });

    it('stay the same after a device moves, changes capacity, a live row changes and an hour is deleted', async () => {
      const versions = () => pg.db.selectFrom('site_hour_version').selectAll().orderBy('siteId').execute();
      const before = await versions();
      assert.deepEqual(
        before.map((v) => v.siteId),
        [sites.aarhus, sites.leeds],
      );
      for (const d of [pg, lite]) {
        await d.db
          .updateTable('devices')
          .set({ siteId: sites.leeds })
          .where('deviceId', '=', devices.aarhus2)
          .execute();
        await d.db
          .updateTable('devices')
          .set({ batteryCapacity: 150 })
          .where('deviceId', '=', devices.leeds1)
          .execute();
        await d.db
          .updateTable('live_status')
          .set({ state: ' Offline ', stateOfCharge: 120 })
          .where('deviceId', '=', devices.aarhus1)
          .execute();
        await d.db
          .deleteFrom('telemetry_hour')
          .where('deviceId', '=', devices.aarhus1)
          .where('ts', '=', HOUR0 + 3600)
          .execute();
      }
      assert.deepEqual(await rollups(pg), await rollups(lite));
      // Both sites' hours changed: their versions moved on (an answer kept at the old version is not given again).
      const after = await versions();
      for (const [i, v] of after.entries()) assert.ok(v.version > before[i]!.version, v.siteId);
    });

    it('answers the reads that have a PostgreSQL path as on SQLite', async () => {
      const to = HOUR0 + 48 * 3600;
      for (const table of ['telemetry_hour', 'telemetry_minute'] as const) {
        const signals = await signalsIn(lite, table);
        assert.deepEqual(await signalsIn(pg, table), signals);
        const [a, b] = await Promise.all(
          [pg, lite].map((d) => readSiteSeriesIn(d, table, sites.leeds, signals, HOUR0, to)),
        );
        assert.ok(a!.length > 0, table);
        assert.deepEqual(
          a!.map((r) => r.map((v) => Math.round(v * 1e6))),
          b!.map((r) => r.map((v) => Math.round(v * 1e6))),
        );
      }
      const everySite = Object.values(sites);
      const [a, b] = await Promise.all([pg, lite].map((d) => readSiteAggregates(d.db, d.sqlite, everySite)));
      assert.deepEqual(a, b);
    });
  },
);
