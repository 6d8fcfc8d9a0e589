// The server's performance figures, measured over real HTTP on loopback: `npm run bench` runs this after the portal's
// figures (tests/bench/bench.mjs). Alone: `node node_modules/tsx/dist/cli.mjs server/src/bench/serverBench.ts` from the
// repository root. Each figure is printed as `FIGURE|name|value|target` for bench.mjs's table; figures are printed,
// never asserted. The seeded fleets are cached in server/data/bench/ (delete the folder to seed again).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database';
import { ensureIdpSecrets } from '../idp/secrets';
import { siteSummaryCache } from '../routes/telemetry';
import { DEMO_ACCOUNTS } from '../simulator';
import { seedFleet, telemetryWriters } from '../simulator/seed';
import { figure, startBenchApp } from './benchApp';
import { BENCH_DATA_DIR, benchServices, seededFleetFile } from './benchFleets';
import { downsampleM4 } from '@bess/shared/domain';
import { fetchChecked, freePort, ms, summarize, throughput, timeCalls, type Timings } from './timing';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const TSX_CLI = path.join(REPO_DIR, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TIMING = { repetitions: 200, warmup: 20 };
const DAY_S = 86_400;
const HOUR_S = 3600;

const timingText = (t: Timings) => `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)} over ${t.count} calls`;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The app of main.ts on a database file, listening on a free loopback port, with locally signed tokens. */
async function startApp(file: string) {
  const database = await openDatabase(file);
  const app = await startBenchApp(database);
  return {
    ...app,
    sqlite: database.sqlite,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** 1. POST /sitestatus for the 1,000 sites of the large fleet, as the super admin. */
async function siteStatusFigure(): Promise<void> {
  const { file, seededMs } = await seededFleetFile('large');
  if (seededMs !== null) console.log(`  (seeded the large fleet in ${(seededMs / 1000).toFixed(1)} s)`);
  const api = await startApp(file);
  try {
    const ids = (api.sqlite.prepare('SELECT siteId FROM sites ORDER BY siteId').all() as { siteId: string }[]).map(
      (r) => r.siteId,
    );
    const init: RequestInit = {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await api.tokenFor(DEMO_ACCOUNTS.superadmin)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ids }),
    };
    const answered = Object.keys(JSON.parse(await fetchChecked(`${api.base}/sitestatus`, init)).data).length;
    const timings = await timeCalls(() => fetchChecked(`${api.base}/sitestatus`, init), TIMING);
    figure(
      `POST /sitestatus, ${ids.length.toLocaleString('en')} sites (large fleet), p95`,
      ms(timings.p95),
      '<= 20 ms',
      `${timingText(timings)}; ${answered} sites answered`,
    );
  } finally {
    await api.close();
  }
}

/** 2 and 3. A year of hourly summary of a site, a day of raw telemetry of one of its devices (demo fleet). */
async function telemetryFigures(file: string): Promise<void> {
  const api = await startApp(file);
  try {
    const auth = { headers: { authorization: `Bearer ${await api.tokenFor(DEMO_ACCOUNTS.superadmin)}` } };
    // The site with the most battery devices that were all commissioned over a year before the newest hour row.
    const lastHour = (api.sqlite.prepare('SELECT MAX(ts) AS ts FROM telemetry_hour').get() as { ts: number }).ts;
    const yearAgo = iso(lastHour - 366 * DAY_S);
    const site = api.sqlite
      .prepare(
        `SELECT siteId, COUNT(*) AS devices FROM devices WHERE siteId IS NOT NULL AND batteryCapacity > 0
         GROUP BY siteId HAVING MAX(commissionningDate) <= ? ORDER BY devices DESC, siteId LIMIT 1`,
      )
      .get(yearAgo) as { siteId: string; devices: number };
    const to = lastHour + HOUR_S;
    const summaryUrl =
      `${api.base}/GetDataSummary?siteId=${site.siteId}&resolutionMin=60` +
      `&fromDateTime=${iso(to - 365 * DAY_S)}&toDateTime=${iso(to)}&CalculateConsumptionNeeded=true`;
    siteSummaryCache.clear(api.sqlite);
    const answer = await fetchChecked(summaryUrl, auth);
    const points = JSON.parse(answer).telemetry.length as number;
    // The answer is kept while the site's hourly rows are unchanged (routes/telemetry.ts, SiteSummaryCache): the
    // figure is a repeated call (the same year asked again, nothing written since), and the first call is printed
    // beside it. The app runs in this process, so the cache is emptied directly before each first call: the same
    // work as for a range not asked before, or after a new hour row of the site (the kept version no longer matches).
    if ((await fetchChecked(summaryUrl, auth)) !== answer)
      throw new Error('the kept answer differs from the built one');
    const summary = await timeCalls(() => fetchChecked(summaryUrl, auth), TIMING);
    const cold = await timeCalls(
      () => {
        siteSummaryCache.clear(api.sqlite);
        return fetchChecked(summaryUrl, auth);
      },
      { repetitions: 20, warmup: 2 },
    );
    figure(
      'GET /GetDataSummary, 1 year hourly of a site, repeated call, p95',
      ms(summary.p95),
      '<= 30 ms',
      `${timingText(summary)}; demo fleet, site ${site.siteId} (${site.devices} devices), ${points} points, ` +
        `${(answer.length / 1e6).toFixed(2)} MB of JSON; answered from the kept answer (site_hour version unchanged)`,
    );
    figure(
      'GET /GetDataSummary, the same year, first call (cache emptied), p95',
      ms(cold.p95),
      'none (shown beside the figure above)',
      `${timingText(cold)}; the cache emptied in-process before each call, so each call reads site_hour and builds ` +
        'the points again',
    );
    // For comparison, not a figure: the same year downsampled for a chart (designed maxPoints, about 2 per pixel),
    // repeated (kept) calls.
    const chartUrl = `${summaryUrl}&maxPoints=2000`;
    const chartPoints = JSON.parse(await fetchChecked(chartUrl, auth)).telemetry.length as number;
    const chart = await timeCalls(() => fetchChecked(chartUrl, auth), { repetitions: 50, warmup: 5 });
    console.log(`  with maxPoints=2000 (${chartPoints} points): ${timingText(chart)}`);

    // A device of that site with minute rows; the day before its newest one, every signal /MetaData lists.
    const device = api.sqlite
      .prepare(
        `SELECT d.deviceId, MAX(m.ts) AS ts FROM devices d JOIN telemetry_minute m ON m.deviceId = d.deviceId
         WHERE d.siteId = ? GROUP BY d.deviceId ORDER BY d.deviceId LIMIT 1`,
      )
      .get(site.siteId) as { deviceId: string; ts: number };
    const signals = JSON.parse(await fetchChecked(`${api.base}/MetaData?deviceId=${device.deviceId}`, auth))
      .signals as string[];
    const dayEnd = device.ts + 60;
    const rawUrl =
      `${api.base}/GetTelemetryRaw?deviceId=${device.deviceId}&resolution=0` +
      signals.map((s) => `&signals=${encodeURIComponent(s)}`).join('') +
      `&fromDateTime=${iso(dayEnd - DAY_S)}&toDateTime=${iso(dayEnd)}`;
    const rows = JSON.parse(await fetchChecked(rawUrl, auth)).telemetry.length as number;
    const raw = await timeCalls(() => fetchChecked(rawUrl, auth), TIMING);
    figure(
      'GET /GetTelemetryRaw, 1 day of minute rows of a device, p95',
      ms(raw.p95),
      '<= 50 ms',
      `${timingText(raw)}; ${device.deviceId}, ${signals.length} signals (${signals.join(', ')}), ${rows} rows`,
    );
  } finally {
    await api.close();
  }
}

/**
 * 4. Ingest: the live simulator's insert path (telemetryWriters: prepared INSERT OR REPLACE on the raw connection),
 * one transaction per simulated minute of the large fleet (10,000 devices), 20 minutes = 200,000 rows.
 */
async function ingestFigure(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-ingest-'));
  const database = await openDatabase(path.join(dir, 'ingest.sqlite'));
  try {
    const writers = telemetryWriters(database.sqlite);
    const devices = Array.from({ length: 10_000 }, (_, i) => `SC-${String(i + 1).padStart(9, '0')}`);
    const minutes = 20;
    const start = Math.floor(Date.now() / 60_000) * 60;
    // The rows are made first, so that the figure is the database's and not the physics'.
    const batches = Array.from({ length: minutes }, (_, m) =>
      devices.map((deviceId, d) => ({
        deviceId,
        ts: start + m * 60,
        stateOfCharge: (d * 7 + m) % 100,
        inverterPower: ((d % 21) - 10) * 1.5,
        pv: (d % 13) * 0.8,
        grid: ((d % 17) - 8) * 0.9,
        consumption: 2 + (d % 11) * 0.3,
        temperature: 20 + (d % 9),
      })),
    );
    const insertBatch = database.sqlite.transaction((rows: (typeof batches)[number]) => {
      for (const row of rows) writers.minute(row);
    });
    const started = performance.now();
    for (const rows of batches) insertBatch(rows);
    const seconds = (performance.now() - started) / 1000;
    const total = minutes * devices.length;
    figure(
      `Telemetry ingest, ${total.toLocaleString('en')} minute rows (simulator insert path), rows/s`,
      `${Math.round(total / seconds).toLocaleString('en')} rows/s`,
      '>= 50,000 rows/s',
      `${(seconds * 1000).toFixed(0)} ms for ${minutes} transactions of ${devices.length.toLocaleString('en')} rows`,
    );
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One start of main.ts on the seeded file: ms from spawn to the first 200 of GET /health, and its own ready line. */
async function timeServerStart(file: string): Promise<{ totalMs: number; readyLine: string }> {
  const [port, idpPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_FILE: file,
    FILES_DIR: path.join(BENCH_DATA_DIR, 'files'),
    PORT: String(port),
    IDP_PORT: String(idpPort),
    SIMULATE: '0',
  };
  for (const name of ['FLEET', 'OIDC_ISSUER', 'OIDC_JWKS_URL', 'PUBLIC_URL', 'HOST']) delete env[name];
  const started = performance.now();
  // Its own process group, so that tsx and the node process it starts are stopped together.
  const child = spawn(process.execPath, [TSX_CLI, 'server/src/main.ts'], {
    cwd: REPO_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  try {
    for (;;) {
      if (exitedEarly) throw new Error(`the server exited before answering /health:\n${output}`);
      if (performance.now() - started > 60_000) throw new Error(`no /health answer in 60 s:\n${output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const totalMs = performance.now() - started;
    return { totalMs, readyLine: /ready in \d+ ms/.exec(output)?.[0] ?? '' };
  } finally {
    if (!exitedEarly && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      const killer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
  }
}

/** 5. Server start with the demo fleet already seeded (the identity provider's files already made, as after a first start). */
async function serverStartFigure(file: string): Promise<void> {
  await ensureIdpSecrets({ databaseFile: file });
  const runs: { totalMs: number; readyLine: string }[] = [];
  for (let i = 0; i < 3; i++) runs.push(await timeServerStart(file));
  const sorted = runs.map((r) => r.totalMs).sort((a, b) => a - b);
  figure(
    'Server start, demo fleet seeded, spawn to /health 200 (median of 3)',
    `${(sorted[1]! / 1000).toFixed(2)} s`,
    '<= 5 s',
    `runs ${runs.map((r) => `${(r.totalMs / 1000).toFixed(2)} s (main.ts ${r.readyLine || 'no ready line'})`).join(', ')}`,
  );
}

/**
 * 6. The server's downsampling of one year of 1-minute data for 4 signals (525,600 rows, about 2.1 million
 * values) to a chart of 2,000 points, with the same M4 function /GetDataSummary and /GetTelemetry* use (shared
 * downsampleM4). In process: the simulated fleet keeps minute rows for 14 days only, so a year of them is made here
 * (a daily curve, a slow drift and seeded noise), then timed.
 */
function downsamplingFigure(): void {
  const MINUTES = 365 * 24 * 60;
  let seed = 20261122;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  const start = Date.UTC(2025, 10, 22) / 1000;
  const rows: number[][] = new Array(MINUTES);
  for (let i = 0; i < MINUTES; i++) {
    const day = Math.sin((2 * Math.PI * (i % 1440)) / 1440);
    rows[i] = [
      start + i * 60,
      50 + 40 * day + noise() * 5,
      20 * day + noise(),
      Math.max(0, 80 * day),
      30 + noise() * 10,
    ];
  }
  const durations: number[] = [];
  let points = 0;
  for (let i = 0; i < 25; i++) {
    const started = performance.now();
    points = downsampleM4(rows, 2000).length;
    if (i >= 5) durations.push(performance.now() - started);
  }
  const timings = summarize(durations);
  figure(
    'Downsampling a year of 1-minute data, 4 signals (2.1 M values), p95',
    ms(timings.p95),
    '<= 50 ms',
    `${timingText(timings)}; ${MINUTES.toLocaleString('en')} rows -> ${points} points (M4, maxPoints 2000)`,
  );
}

/**
 * 7. Requests per second of POST /sitestatus for every site of the demo fleet (the portal's status poll), beside
 * the same server answering 401 to a call without a token (the framework's floor: what the security hooks, routing and
 * logging cost before any work), as a ratio.
 */
async function throughputFigure(file: string): Promise<void> {
  const api = await startApp(file);
  try {
    const ids = (api.sqlite.prepare('SELECT siteId FROM sites ORDER BY siteId').all() as { siteId: string }[]).map(
      (r) => r.siteId,
    );
    const body = JSON.stringify({ ids });
    const token = await api.tokenFor(DEMO_ACCOUNTS.superadmin);
    const status = () =>
      fetchChecked(`${api.base}/sitestatus`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
    const refused = () =>
      fetchChecked(
        `${api.base}/sitestatus`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        401,
      );
    const statusRate = await throughput(status);
    const floorRate = await throughput(refused);
    figure(
      `POST /sitestatus, all ${ids.length} sites of the demo fleet, 8 callers`,
      `${Math.round(statusRate).toLocaleString('en')} req/s`,
      'printed',
      `the same server answering 401: ${Math.round(floorRate).toLocaleString('en')} req/s; ` +
        `sitestatus is ${((statusRate / floorRate) * 100).toFixed(0)} % of the floor`,
    );
  } finally {
    await api.close();
  }
}

/**
 * 8. A firmware rollout over the whole large fleet (10,000 devices), as the super admin: its preview (every device read,
 * ordered and cut into waves, the sites' windows), its draft made (a row per device, in one transaction), and the
 * progress read its page polls every 3 s (totals per wave over the 10,000 rows) and the first page of its devices. On
 * a copy of the cached large fleet, so that the cache keeps no rollouts.
 */
async function rolloutFigures(): Promise<void> {
  const { file } = await seededFleetFile('large');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-rollouts-'));
  const copy = path.join(dir, 'large.sqlite');
  const source = await openDatabase(file);
  await source.sqlite.backup(copy);
  await source.close();
  const api = await startApp(copy);
  try {
    const headers = {
      authorization: `Bearer ${await api.tokenFor(DEMO_ACCOUNTS.superadmin)}`,
      'content-type': 'application/json',
    };
    const selection = { groupIds: ['G-L-ALL'] };
    const preview = () =>
      fetchChecked(`${api.base}/rollouts/preview`, { method: 'POST', headers, body: JSON.stringify({ selection }) });
    const planned = JSON.parse(await preview()) as { deviceCount: number; waves: unknown[] };
    const previewTimes = await timeCalls(preview, { repetitions: 20, warmup: 2, minimum: 10 });
    figure(
      `POST /rollouts/preview, the large fleet (${planned.deviceCount.toLocaleString('en')} devices), p95`,
      ms(previewTimes.p95),
      '<= 200 ms',
      `${timingText(previewTimes)}; ${planned.waves.length} waves (the default canary and shares)`,
    );
    let made = 0;
    let id = '';
    const create = async () => {
      made += 1;
      const body = JSON.stringify({ name: `Bench rollout ${made}`, selection, soakMinutes: 0 });
      id = (
        JSON.parse(await fetchChecked(`${api.base}/rollouts`, { method: 'POST', headers, body })) as {
          id: string;
        }
      ).id;
    };
    const createTimes = await timeCalls(create, { repetitions: 10, warmup: 1, minimum: 5 });
    figure(
      `POST /rollouts, a draft over the large fleet (${planned.deviceCount.toLocaleString('en')} devices planned), p95`,
      ms(createTimes.p95),
      '<= 500 ms',
      timingText(createTimes),
    );
    const count = planned.deviceCount.toLocaleString('en');
    // Half of the devices settled, as they are in the middle of a rollout: the totals count every state.
    api.sqlite
      .prepare(
        `UPDATE rollout_devices SET state = CASE WHEN rowid % 7 = 0 THEN 'failed' ELSE 'done' END
                WHERE rolloutId = ? AND rowid % 2 = 0`,
      )
      .run(id);
    const progress = await timeCalls(() => fetchChecked(`${api.base}/rollouts/${id}`, { headers }), TIMING);
    figure(
      `GET /rollouts/{id}, the progress of a ${count}-device rollout (its page polls it), p95`,
      ms(progress.p95),
      '<= 20 ms',
      timingText(progress),
    );
    const devicesPage = await timeCalls(
      () => fetchChecked(`${api.base}/rollouts/${id}/devices?wave=3&state=done&offset=0&limit=50`, { headers }),
      TIMING,
    );
    figure(
      `GET /rollouts/{id}/devices, one page of 50 filtered by wave and state, ${count}-device rollout, p95`,
      ms(devicesPage.p95),
      '<= 20 ms',
      timingText(devicesPage),
    );
  } finally {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * 9. What would it have saved? (POST /SiteReplay) for the demo fleet's Aarhus Harbour, as its owner, with a draft of
 * a Charge event every night: a month replayed by its minute rows (last month) and one by its hour rows (three months
 * back), on a demo fleet seeded with 65 days of minutes into a temp file (the cached one keeps 14). Each call reads
 * the month's rows and runs the three cases.
 */
async function replayFigures(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-replay-'));
  const file = path.join(dir, 'replay.sqlite');
  const database = await openDatabase(file);
  const now = new Date();
  try {
    await seedFleet(benchServices(database), { fleet: 'demo', seed: 20261122, now, minuteDays: 65, hourDays: 130 });
  } finally {
    await database.close();
  }
  const api = await startApp(file);
  try {
    const headers = {
      authorization: `Bearer ${await api.tokenFor(DEMO_ACCOUNTS.owner)}`,
      'content-type': 'application/json',
    };
    // last month is all minutes; three months back, all hours
    const months = [1, 3].map((back) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    });
    for (const month of months.reverse()) {
      const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
      const events = Array.from({ length: days }, (_, i) => {
        const day = `${month}-${String(i + 1).padStart(2, '0')}`;
        return { eventType: 0, startTime: `${day}T02:00:00`, endTime: `${day}T05:00:00`, rate: null };
      });
      const body = JSON.stringify({ siteId: 'S-AARHUS', month, draft: { events, policy: null } });
      const call = () => fetchChecked(`${api.base}/SiteReplay`, { method: 'POST', headers, body });
      const answer = JSON.parse(await call()) as { steps: { minutes: number; hours: number } };
      const timings = await timeCalls(call, { repetitions: 40, warmup: 3, minimum: 10 });
      const byMinutes = answer.steps.hours === 0;
      const byHours = answer.steps.minutes === 0;
      figure(
        `POST /SiteReplay, a month of ${byMinutes ? 'minutes' : byHours ? 'hours' : 'hours and minutes'} (${month}), three cases, p95`,
        ms(timings.p95),
        byMinutes ? '<= 2000 ms' : '<= 200 ms',
        `${timingText(timings)}; ${answer.steps.minutes.toLocaleString('en')} minute and ${answer.steps.hours.toLocaleString('en')} hour steps over the site's devices`,
      );
    }
  } finally {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// `--only=1,3` runs some of the figures (numbered as in the `wanted(n)` calls below), e.g. while profiling one of them.
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',').map(Number)) : null;
const wanted = (n: number) => only === null || only.has(n);

const benchStarted = Date.now();
console.log('\nServer figures: real HTTP on loopback, and the downsampling in process');
if (wanted(1)) await siteStatusFigure();
if (wanted(2) || wanted(3) || wanted(5) || wanted(7)) {
  const demo = await seededFleetFile('demo');
  if (demo.seededMs !== null) console.log(`  (seeded the demo fleet in ${(demo.seededMs / 1000).toFixed(1)} s)`);
  if (wanted(2) || wanted(3)) await telemetryFigures(demo.file);
  if (wanted(4)) await ingestFigure();
  if (wanted(5)) await serverStartFigure(demo.file);
  if (wanted(7)) await throughputFigure(demo.file);
} else if (wanted(4)) await ingestFigure();
if (wanted(6)) downsamplingFigure();
if (wanted(8)) await rolloutFigures();
if (wanted(9)) await replayFigures();
console.log(`Server bench done in ${((Date.now() - benchStarted) / 1000).toFixed(1)} s`);
