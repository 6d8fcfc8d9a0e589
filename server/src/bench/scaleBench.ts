// The two engines' figures at scale: `npm run bench -- --scale` (tests/bench/bench.mjs runs this; alone:
// `node node_modules/tsx/dist/cli.mjs server/src/bench/scaleBench.ts` from the repository root). A fleet of 10,000
// sites with 20,000 devices, on PostgreSQL (a throw-away Debian server, server/src/testing/postgres.ts) and on SQLite
// (a temp file), each on the same rows:
//  - ingest: 1-minute telemetry rows of every device, through each engine's fast path (PostgreSQL: column arrays,
//    db/engines/postgresIngest.ts; SQLite: a prepared INSERT in large transactions), rows/s;
//  - POST /sitestatus for 1,000 sites, p95, over real HTTP;
//  - GET /GetDataSummary of a year of hourly rows of one site, p95.
// SCALE_MINUTES (default 120) sets how many minutes of every device are ingested as rows, and the row count is printed
// beside each figure. SCALE_DAYS (default 0) loads that many whole days before today of every device into PostgreSQL's
// minute store as packed days (db/minuteStore.ts; 30 days of 20,000 devices are 864 million minutes) and prints its
// disk size, its load rate and a raw day of one device read through GET /GetTelemetryRaw; SQLite keeps rows, and its
// raw read is of its SCALE_MINUTES rows. Figures are printed as `FIGURE|name|value|target` lines for bench.mjs's
// table, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import { bulkInsert } from '../db/bulkInsert';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { insertTelemetryColumns } from '../db/engines/postgresIngest';
import {
  MINUTE_SIGNALS,
  ensureMinutePartitions,
  insertPackedDays,
  packedLiteral,
  type PackedDay,
} from '../db/minuteStore';
import { DEMO_ACCOUNTS } from '../simulator';
import { largeFleet } from '../simulator/fleet';
import { startThrowAwayPostgres } from '../testing/postgres';
import { figure, startBenchApp } from './benchApp';
import { simulatedMinutes } from './simulatedMinutes';
import { fetchChecked, ms, timeCalls } from './timing';

const SITES = Number(process.env.SCALE_SITES ?? 10_000);
const DEVICES_PER_SITE = 2;
const MINUTES = Number(process.env.SCALE_MINUTES ?? 120);
const DAYS = Number(process.env.SCALE_DAYS ?? 0);
/** Device-days of the simulator the month is made of, each given to many devices (made once: cheap to send). */
const POOL_DEVICES = 500;
const POOL_DAYS = 4;
/** Devices' days per statement of the month's load (about 40 KB of array text each). */
const PACKED_BATCH = 500;
const TIMING = { repetitions: 100, warmup: 10 };
const NOW_S = Math.floor(Date.UTC(2026, 10, 25, 12) / 1000);
const HOUR_S = 3600;
/** Minute rows per transaction (and per generated batch). */
const BATCH_ROWS = 100_000;

const siteIdOf = (i: number) => `S-${String(i).padStart(5, '0')}`;
const deviceIdOf = (n: number) => `SC-${String(n).padStart(9, '0')}`;

/** The large fleet's groups, partners and accounts, with 10,000 sites of 2 devices made from its first site. */
function fleetRows() {
  const plan = largeFleet(20261122, NOW_S);
  const deviceTemplate = plan.devices.find((d) => d.siteId?.startsWith('S-') && d.batteryCapacity > 0)!;
  const siteTemplate = plan.sites.find((s) => s.siteId === deviceTemplate.siteId)!;
  const sites = Array.from({ length: SITES }, (_, i) => ({
    ...siteTemplate,
    siteId: siteIdOf(i + 1),
    siteName: `Scale site ${i + 1}`,
  }));
  const devices = sites.flatMap((s, i) =>
    Array.from({ length: DEVICES_PER_SITE }, (_, k) => {
      const n = i * DEVICES_PER_SITE + k + 1;
      return { ...deviceTemplate, deviceId: deviceIdOf(n), siteId: s.siteId, serialNumber: `SN${n}`, code: `C${n}` };
    }),
  );
  const live = devices.map((d, i) => ({
    deviceId: d.deviceId,
    lastUpdateTime: new Date(NOW_S * 1000).toISOString(),
    inverterPower: (i % 7) - 3,
    pv: i % 5,
    stateOfCharge: 20 + (i % 70),
    temperature: 22,
    grid: (i % 3) - 1,
    consumption: 2 + (i % 4),
    state: i % 50 === 0 ? 'offline' : 'passive',
    mode: 'SelfConsumption',
    hardwareLimits: 0,
    softwareLimits: 0,
    statusFlags: 0,
    loadMode: 0,
    loadState: 0,
  }));
  return { plan, sites, devices, live };
}

/** Made-up telemetry of a device at a time (cheap: the bench measures the database, not the physics). */
function minuteRow(deviceId: string, n: number, ts: number) {
  const x = (n * 31 + ts / 60) % 100;
  return {
    deviceId,
    ts,
    stateOfCharge: x,
    inverterPower: x / 10 - 5,
    pv: x / 20,
    grid: x / 25 - 2,
    consumption: x / 15,
    temperature: 20 + x / 10,
  };
}

function hourRow(deviceId: string, n: number, ts: number) {
  const x = (n * 17 + ts / 3600) % 100;
  return {
    ...minuteRow(deviceId, n, ts),
    pvEnergy: x / 20,
    consumptionEnergy: x / 15,
    gridImportEnergy: x / 30,
    gridExportEnergy: x / 40,
    batteryChargeEnergy: x / 50,
    batteryDischargeEnergy: x / 60,
    batteryDischargePvEnergy: x / 120,
    batteryDischargeGridEnergy: x / 120,
  };
}

/**
 * Loads DAYS whole days before today of every device into the packed minute store, two statements in flight; returns
 * the minutes loaded, the wall time, and the store's size on disk (its tables, TOAST and indexes) afterwards. Each
 * device's day is one of a pool of simulated device-days, the pool's literals made before the clock starts: the
 * figure is the database's.
 */
async function loadMonth(database: OpenedDatabase, deviceIds: readonly string[]) {
  const today = NOW_S - (NOW_S % 86_400);
  const first = today - DAYS * 86_400;
  const pool = simulatedMinutes(POOL_DEVICES, POOL_DAYS, today).flatMap((d) =>
    Array.from({ length: POOL_DAYS }, (_, k) =>
      MINUTE_SIGNALS.map((s) => packedLiteral(s, d.columns[s].subarray(k * 1440, (k + 1) * 1440))),
    ),
  );
  await ensureMinutePartitions(database.db, first, today - 86_400, true);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let day = first; day < today; day += 86_400) {
    for (let from = 0; from < deviceIds.length; from += PACKED_BATCH) {
      const batch: PackedDay[] = deviceIds.slice(from, from + PACKED_BATCH).map((deviceId, i) => ({
        deviceId,
        day,
        arrays: pool[(from + i + (day / 86_400) * 7) % pool.length]!,
      }));
      inFlight.push(insertPackedDays(database.db, batch));
      if (inFlight.length >= 2) await inFlight.shift();
    }
  }
  await Promise.all(inFlight);
  const s = (performance.now() - started) / 1000;
  // The reads below are measured as on a store that has settled: planner statistics of the packed days, and their
  // pages written out (a month arrives over a month, not in minutes).
  const settling = performance.now();
  await database.db.executeQuery(CompiledQuery.raw('VACUUM (ANALYZE) telemetry_minute_day'));
  await database.db.executeQuery(CompiledQuery.raw('CHECKPOINT'));
  console.log(
    `  PostgreSQL: the packed days analysed and written out in ${((performance.now() - settling) / 1000).toFixed(1)} s`,
  );
  const { rows } = await database.db.executeQuery<{ bytes: string }>(
    CompiledQuery.raw(`SELECT sum(pg_total_relation_size(inhrelid))::bigint AS bytes FROM pg_inherits
      WHERE inhparent IN ('telemetry_minute_day'::regclass, 'telemetry_minute'::regclass)`),
  );
  return { minutes: DAYS * 1440 * deviceIds.length, s, bytes: Number(rows[0]!.bytes), first, today };
}

interface Measured {
  engine: string;
  minuteRows: number;
  ingestRowsPerS: number;
  siteStatus: number;
  siteStatusSites: number;
  yearP95: number;
  yearPoints: number;
  rawP95: number;
  rawPoints: number;
  monthGb: number | null;
  monthMinutesPerS: number | null;
}

/**
 * Writes minute rows of every device in batches of BATCH_ROWS, each in a transaction of its own; returns the rows and
 * the wall time of the whole ingest, making the rows included (as a collector would). On PostgreSQL two batches are in
 * flight at once, on two pooled connections: one is encoded and sent while the server writes the other.
 */
async function ingest(database: OpenedDatabase, deviceIds: readonly string[]): Promise<{ rows: number; s: number }> {
  let rows = 0;
  const from = NOW_S - MINUTES * 60;
  const insert =
    database.engine === 'sqlite'
      ? database.sqlite.prepare(
          'INSERT INTO telemetry_minute ("deviceId", "ts", "stateOfCharge", "inverterPower", "pv", "grid", "consumption", "temperature") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
      : null;
  const inFlight: Promise<void>[] = [];
  let batch: ReturnType<typeof minuteRow>[] = [];
  const flush = async () => {
    const rowsOfBatch = batch;
    batch = [];
    rows += rowsOfBatch.length;
    if (insert) {
      database.sqlite.transaction(() => {
        for (const r of rowsOfBatch)
          insert.run(r.deviceId, r.ts, r.stateOfCharge, r.inverterPower, r.pv, r.grid, r.consumption, r.temperature);
      })();
      return;
    }
    inFlight.push(
      database.db.transaction().execute((trx) => insertTelemetryColumns(trx, 'telemetry_minute', rowsOfBatch)),
    );
    if (inFlight.length >= 2) await inFlight.shift();
  };
  const started = performance.now();
  // time-major, as a fleet reports: every device's minute, then the next minute
  for (let ts = from; ts < NOW_S; ts += 60) {
    for (let n = 0; n < deviceIds.length; n++) {
      batch.push(minuteRow(deviceIds[n]!, n, ts));
      if (batch.length >= BATCH_ROWS) await flush();
    }
  }
  if (batch.length > 0) await flush();
  await Promise.all(inFlight);
  return { rows, s: (performance.now() - started) / 1000 };
}

async function measure(engine: string, database: OpenedDatabase): Promise<Measured> {
  const { plan, sites, devices, live } = fleetRows();
  const db = database.db;
  const started = performance.now();
  await bulkInsert(db, 'site_groups', plan.groups);
  await bulkInsert(db, 'partners', plan.partners, { ignoreConflicts: true });
  await bulkInsert(db, 'sites', sites);
  await bulkInsert(db, 'devices', devices);
  await bulkInsert(db, 'users', plan.users, { ignoreConflicts: true });
  await bulkInsert(db, 'live_status', live);
  // a year of hourly rows of the measured site's devices (the site_hour triggers sum them per site)
  const site = sites[0]!.siteId;
  const hours = devices
    .filter((d) => d.siteId === site)
    .flatMap((d, n) => Array.from({ length: 366 * 24 }, (_, h) => hourRow(d.deviceId, n, NOW_S - (h + 1) * HOUR_S)));
  await bulkInsert(db, 'telemetry_hour', hours);
  console.log(
    `  ${engine}: ${sites.length.toLocaleString('en')} sites, ${devices.length.toLocaleString('en')} devices and ` +
      `${hours.length.toLocaleString('en')} hour rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const deviceIds = devices.map((d) => d.deviceId);
  if (database.engine === 'postgres') await ensureMinutePartitions(database.db, NOW_S - MINUTES * 60, NOW_S);
  const ingested = await ingest(database, deviceIds);
  const ingestRowsPerS = ingested.rows / ingested.s;
  figure(
    `${engine}: ingest of 1-minute rows, rows/s`,
    Math.round(ingestRowsPerS).toLocaleString('en'),
    '>= 100,000',
    `${ingested.rows.toLocaleString('en')} rows (${MINUTES} minutes of ${devices.length.toLocaleString('en')} devices) in ${ingested.s.toFixed(1)} s`,
  );

  const month = DAYS > 0 && database.engine === 'postgres' ? await loadMonth(database, deviceIds) : null;
  if (month) {
    figure(
      `${engine}: load of ${DAYS} days of minutes into the minute store, minutes/s`,
      Math.round(month.minutes / month.s).toLocaleString('en'),
      '>= 100,000',
      `${month.minutes.toLocaleString('en')} minutes (${DAYS} days of ${devices.length.toLocaleString('en')} devices, packed by day) in ${month.s.toFixed(1)} s`,
    );
    figure(
      `${engine}: the minute store on disk`,
      `${(month.bytes / 1e9).toFixed(1)} GB`,
      '<= 30 GB',
      `${(month.bytes / month.minutes).toFixed(1)} bytes a minute, tables, TOAST and indexes`,
    );
  }

  const app = await startBenchApp(database);
  try {
    const { base } = app;
    const token = await app.tokenFor(DEMO_ACCOUNTS.superadmin);
    const ids = sites.filter((_, i) => i % (SITES / 1000) === 0).map((s) => s.siteId);
    const init: RequestInit = {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    };
    const answered = Object.keys(JSON.parse(await fetchChecked(`${base}/sitestatus`, init)).data).length;
    const status = await timeCalls(() => fetchChecked(`${base}/sitestatus`, init), TIMING);
    figure(
      `${engine}: POST /sitestatus, ${ids.length.toLocaleString('en')} sites, p95`,
      ms(status.p95),
      '<= 20 ms',
      `p50 ${ms(status.p50)}, ${answered} sites answered, ${status.count} calls`,
    );
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const to = NOW_S;
    const url =
      `${base}/GetDataSummary?siteId=${site}&resolutionMin=60&fromDateTime=${new Date((to - 365 * 86_400) * 1000).toISOString()}` +
      `&toDateTime=${new Date(to * 1000).toISOString()}&CalculateConsumptionNeeded=true`;
    const points = (JSON.parse(await fetchChecked(url, auth)).telemetry as unknown[]).length;
    const year = await timeCalls(() => fetchChecked(url, auth), TIMING);
    figure(
      `${engine}: GET /GetDataSummary, a year hourly of one site, p95`,
      ms(year.p95),
      '<= 30 ms',
      `p50 ${ms(year.p50)}, ${points} points, ${year.count} calls (repeated calls: both engines keep the answer while the site's hours are unchanged)`,
    );
    // a raw day of minutes of one device, a different device each call: a packed day of the month where there is one,
    // else the rows of the last SCALE_MINUTES minutes
    const rawFrom = month ? month.today - 86_400 : NOW_S - MINUTES * 60;
    const rawTo = month ? month.today : NOW_S;
    let call = 0;
    const rawUrl = () =>
      `${base}/GetTelemetryRaw?deviceId=${deviceIds[(call++ * 7919) % deviceIds.length]}&signals=stateOfCharge&signals=inverterPower` +
      `&signals=pv&signals=grid&signals=consumption&signals=temperature&resolution=0` +
      `&fromDateTime=${new Date(rawFrom * 1000).toISOString()}&toDateTime=${new Date(rawTo * 1000).toISOString()}`;
    const rawPoints = (JSON.parse(await fetchChecked(rawUrl(), auth)).telemetry as unknown[]).length;
    const raw = await timeCalls(() => fetchChecked(rawUrl(), auth), TIMING);
    figure(
      `${engine}: GET /GetTelemetryRaw, a raw day of one device, p95`,
      ms(raw.p95),
      '<= 50 ms',
      `p50 ${ms(raw.p50)}, ${rawPoints} points (${month ? 'a packed day' : `rows of ${MINUTES} minutes`}), ${raw.count} calls of different devices`,
    );
    return {
      engine,
      minuteRows: ingested.rows,
      ingestRowsPerS,
      siteStatus: status.p95,
      siteStatusSites: answered,
      yearP95: year.p95,
      yearPoints: points,
      rawP95: raw.p95,
      rawPoints,
      monthGb: month ? month.bytes / 1e9 : null,
      monthMinutesPerS: month ? month.minutes / month.s : null,
    };
  } finally {
    await app.close();
  }
}

const results: Measured[] = [];
console.log(
  `scale bench: ${SITES.toLocaleString('en')} sites, ${MINUTES} minutes of rows per device (SCALE_MINUTES), ` +
    `${DAYS} packed days per device on PostgreSQL (SCALE_DAYS)`,
);
const pg = await startThrowAwayPostgres();
try {
  const database = await openDatabase(await pg.createDatabase('bess_scale'));
  try {
    results.push(await measure('PostgreSQL', database));
  } finally {
    await database.close();
  }
} finally {
  await pg.stop();
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-scale-'));
try {
  const database = await openDatabase(path.join(dir, 'scale.sqlite'));
  try {
    results.push(await measure('SQLite', database));
  } finally {
    await database.close();
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const header: string[] = ['', ...results.map((r) => r.engine)];
const rows: string[][] = [
  header,
  ['ingest, rows/s (target >= 100,000)', ...results.map((r) => Math.round(r.ingestRowsPerS).toLocaleString('en'))],
  ['  minute rows ingested', ...results.map((r) => r.minuteRows.toLocaleString('en'))],
  ['POST /sitestatus, 1,000 sites, p95 (<= 20 ms)', ...results.map((r) => ms(r.siteStatus))],
  ['GET /GetDataSummary, a year hourly, p95 (<= 30 ms)', ...results.map((r) => ms(r.yearP95))],
  ['  points of the year', ...results.map((r) => r.yearPoints.toLocaleString('en'))],
  ['GET /GetTelemetryRaw, a raw day, p95 (<= 50 ms)', ...results.map((r) => ms(r.rawP95))],
  ['  points of the day', ...results.map((r) => r.rawPoints.toLocaleString('en'))],
  ...(DAYS > 0
    ? [
        [
          `minute store, ${DAYS} days, GB (<= 30)`,
          ...results.map((r) => (r.monthGb === null ? '-' : r.monthGb.toFixed(1))),
        ],
        [
          '  its load, minutes/s (>= 100,000)',
          ...results.map((r) =>
            r.monthMinutesPerS === null ? '-' : Math.round(r.monthMinutesPerS).toLocaleString('en'),
          ),
        ],
      ]
    : []),
];
const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log('\nscale figures (PostgreSQL and SQLite)');
for (const r of rows)
  console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '));
