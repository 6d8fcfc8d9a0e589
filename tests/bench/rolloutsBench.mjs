// The firmware rollout progress page on the large fleet (10,000 devices): from the rollout's answer to its waves'
// counts drawn when it is opened from the history, and from a poll's answer to the new counts drawn while devices
// report. Printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seededDatabase } from './seededDatabase.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const { startApiProcess } = require('../../scripts/api-process.cjs');

/** The large fleet's root group (server/src/simulator/fleet.ts largeFleet()): every site is below it. */
const ROOT_GROUP = 'G-L-ALL';
const SUPER_ADMIN = 'superadmin@demo.test';
const ROLLOUT_NAME = 'Bench: the whole large fleet';
/** Devices the reporter settles between two polls; one in twenty of them fails. */
const BATCH = 500;
const SAMPLES = 5;
const TIMEOUT = 60_000;
/** One wave's counts as the page words them (mf-maintenance's `rollouts.detail.counts`, English). */
const COUNTS_TEXT = /^\d+ done, \d+ failed, \d+ installing, \d+ waiting/;

/** The access token MSAL keeps in the tab's session storage (as tests/support/auth.ts reads it). */
async function accessTokenOf(page) {
  const storage = await page.evaluate(() => ({ ...window.sessionStorage }));
  for (const [key, value] of Object.entries(storage)) {
    if (!key.includes('accesstoken')) continue;
    const secret = JSON.parse(value).secret;
    if (secret) return secret;
  }
  throw new Error('no access token in session storage');
}

/**
 * Marks the draft running as the start action would (wave 1 begun, started by the super admin), written straight to
 * the API's database: the bench plays the runner's part itself, so the runner is kept idle.
 */
function markRunning(db, id) {
  const at = new Date().toISOString();
  const { waveTimes } = db.prepare('SELECT waveTimes FROM rollouts WHERE id = ?').get(id);
  const times = JSON.parse(waveTimes).map((t, i) => (i === 0 ? { ...t, startedAt: at } : t));
  db.prepare(
    `UPDATE rollouts SET status = 'running', currentWave = 1, waveTimes = ?, startedBy = ?, startedAt = ?, updatedAt = ?
     WHERE id = ? AND status = 'draft'`,
  ).run(JSON.stringify(times), SUPER_ADMIN, at, at, id);
}

/**
 * The devices reporting: the next `BATCH` waiting devices in wave order are settled (done, or failed with the install
 * failed), and the rollout's current wave follows the last of them. Returns each wave's counts text as the page should
 * show it afterwards.
 */
function settleBatch(db, id) {
  const at = new Date().toISOString();
  const next = db
    .prepare(
      `SELECT deviceId, wave FROM rollout_devices WHERE rolloutId = ? AND state = 'pending' ORDER BY wave, deviceId
       LIMIT ?`,
    )
    .all(id, BATCH);
  const settle = db.prepare(
    `UPDATE rollout_devices SET state = ?, failureReason = ?, sentAt = ?, updatedAt = ? WHERE rolloutId = ? AND deviceId = ?`,
  );
  db.transaction(() => {
    next.forEach((d, i) => {
      const failed = i % 20 === 19;
      settle.run(failed ? 'failed' : 'done', failed ? 'installFailed' : null, at, at, id, d.deviceId);
    });
    const wave = next.at(-1)?.wave;
    if (wave !== undefined) {
      const { waveTimes } = db.prepare('SELECT waveTimes FROM rollouts WHERE id = ?').get(id);
      const times = JSON.parse(waveTimes).map((t, i) => (i === wave - 1 && !t.startedAt ? { ...t, startedAt: at } : t));
      db.prepare('UPDATE rollouts SET currentWave = ?, waveTimes = ?, updatedAt = ? WHERE id = ?').run(
        wave,
        JSON.stringify(times),
        at,
        id,
      );
    }
  })();
  const byWave = new Map();
  for (const r of db
    .prepare('SELECT wave, state, COUNT(*) AS n FROM rollout_devices WHERE rolloutId = ? GROUP BY wave, state')
    .all(id)) {
    const counts = byWave.get(r.wave) ?? { done: 0, failed: 0, installing: 0, pending: 0 };
    const key = r.state === 'sent' ? 'installing' : r.state;
    if (key in counts) counts[key] += r.n;
    byWave.set(r.wave, counts);
  }
  return [...byWave.keys()]
    .sort((a, b) => a - b)
    .map((wave) => {
      const c = byWave.get(wave);
      return `${c.done} done, ${c.failed} failed, ${c.installing} installing, ${c.pending} waiting`;
    });
}

/**
 * A real API on a copy of the seeded large fleet (no simulator, no rate limit, the rollout runner idle), its own shell
 * on 8095, the super admin signed in on the rollouts page. A draft over the whole fleet is made through the API with
 * the page's own token and marked running in the database; then the figures.
 */
export async function rolloutFigures({ launchChromium, serveShell, report, portOffset }) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const seeded = seededDatabase(root, 'large');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-rollouts-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-'));
  let api;
  let shell;
  let browser;
  let db;
  try {
    for (const suffix of ['', '-wal']) {
      if (fs.existsSync(seeded + suffix)) fs.copyFileSync(seeded + suffix, path.join(dataDir, `bess.sqlite${suffix}`));
    }
    const origin = `http://localhost:${8095 + portOffset}`;
    api = await startApiProcess({
      port: 3006 + portOffset,
      idpPort: 4449 + portOffset,
      portalOrigins: [origin],
      dataDir,
      // An hour between the runner's ticks: it would send the running rollout's devices their updates itself.
      env: { FLEET: 'large', SIMULATE: '0', RATE_LIMIT_PER_MINUTE: '0', ROLLOUT_TICK_MS: '3600000' },
      quiet: true,
    });
    shell = await serveShell(8095 + portOffset, api);
    browser = await launchChromium(profile);
    const page = await browser.newPage();
    // Every answer of GET /rollouts/{id} (not its devices), kept here: Resource Timing's own buffer fills up.
    await page.addInitScript(() => {
      window.__rolloutAnswers = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (/\/rollouts\/RO-[0-9A-F]+$/.test(new URL(entry.name).pathname)) {
            window.__rolloutAnswers.push({ start: entry.startTime, end: entry.responseEnd });
          }
        }
      }).observe({ type: 'resource' });
    });
    await page.goto(`${origin}/main/rollouts`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(SUPER_ADMIN);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Firmware rollouts' }).waitFor({ timeout: TIMEOUT });

    db = new Database(path.join(dataDir, 'bess.sqlite'));
    db.pragma('busy_timeout = 10000');
    // The whole fleet: every site below the root group, and the few devices on no site, named one by one.
    const siteless = db
      .prepare('SELECT deviceId FROM devices WHERE siteId IS NULL ORDER BY deviceId')
      .all()
      .map((d) => d.deviceId);
    const selection = { groupIds: [ROOT_GROUP], ...(siteless.length > 0 && { deviceIds: siteless }) };
    const created = await fetch(`${api.url}/rollouts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: ROLLOUT_NAME, selection, installWindow: null }),
      signal: AbortSignal.timeout(TIMEOUT),
    });
    if (!created.ok) throw new Error(`POST /rollouts: ${created.status} ${await created.text()}`);
    const rollout = await created.json();
    markRunning(db, rollout.id);
    const fleet = `${rollout.deviceCount.toLocaleString('en')} devices`;

    // 1. The history (read again, so that it lists the rollout), then its name clicked. In the page, on one clock:
    // from the rollout's answer read to the first frame after its waves' counts show. From here, the same adds
    // Playwright's polling and round trips; printed beside it.
    await page.reload();
    const open = page.getByRole('button', { name: ROLLOUT_NAME });
    await open.waitFor({ timeout: TIMEOUT });
    await page.evaluate((pattern) => {
      const bench = { clicked: 0, drawn: 0, painted: 0 };
      window.__rolloutOpen = bench;
      const counts = new RegExp(pattern);
      document.addEventListener('click', () => (bench.clicked ||= performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('.ant-typography')].some((n) => counts.test(n.textContent ?? ''))) return;
        bench.drawn = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (bench.painted = performance.now()), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, COUNTS_TEXT.source);
    const answered = page
      .waitForResponse((r) => new URL(r.url()).pathname === `/rollouts/${rollout.id}`, { timeout: TIMEOUT })
      .then(async (r) => {
        await r.finished();
        return Date.now();
      });
    await open.click();
    await page.getByText(COUNTS_TEXT).first().waitFor({ timeout: TIMEOUT });
    const seenMs = Date.now() - (await answered);
    await page.waitForFunction(() => window.__rolloutOpen.painted > 0, null, { timeout: TIMEOUT });
    const opened = await page.evaluate(() => {
      const bench = window.__rolloutOpen;
      const answer = window.__rolloutAnswers.find((a) => a.start >= bench.clicked);
      return {
        renderMs: Math.round(bench.painted - answer.end),
        clickMs: Math.round(bench.painted - bench.clicked),
      };
    });
    report(
      `Rollout of ${fleet}: Open in the history -> progress page drawn (timed in the page)`,
      `${opened.renderMs} ms (click -> drawn ${opened.clickMs} ms)`,
      '<= 100 ms',
    );
    report(`Rollout of ${fleet}: the same, as Playwright sees it (adds its polling)`, `${seenMs} ms`);

    // 2. While devices report: right after a poll's answer, the reporter settles a batch in the database; the next
    // poll's answer carries the new counts. In the page: from that answer read to the first frame after the counts
    // text changed.
    const updates = [];
    let waves = [];
    for (let i = 0; i < SAMPLES; i++) {
      const seen = await page.evaluate(() => window.__rolloutAnswers.length);
      await page.waitForFunction((n) => window.__rolloutAnswers.length > n, seen, { timeout: TIMEOUT });
      await page.evaluate((pattern) => {
        const counts = new RegExp(pattern);
        const texts = () =>
          [...document.querySelectorAll('.ant-typography')]
            .map((n) => n.textContent ?? '')
            .filter((text) => counts.test(text))
            .join('|');
        const bench = { before: texts(), drawn: 0, painted: 0 };
        window.__rolloutUpdate = bench;
        const observer = new MutationObserver(() => {
          if (texts() === bench.before) return;
          bench.drawn = performance.now();
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (bench.painted = performance.now()), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }, COUNTS_TEXT.source);
      waves = settleBatch(db, rollout.id);
      await page.waitForFunction(() => window.__rolloutUpdate.painted > 0, null, { timeout: TIMEOUT });
      const update = await page.evaluate(() => {
        const bench = window.__rolloutUpdate;
        const answer = window.__rolloutAnswers.filter((a) => a.end <= bench.drawn).at(-1);
        return {
          ms: Math.round(bench.painted - answer.end),
          texts: [...document.querySelectorAll('.ant-typography')].map((n) => n.textContent ?? ''),
        };
      });
      // The drawn counts are the reporter's, wave by wave (not some other change of the page).
      for (const text of waves) {
        if (!update.texts.some((shown) => shown.startsWith(text))) throw new Error(`the page does not show "${text}"`);
      }
      updates.push(update.ms);
    }
    const sorted = [...updates].sort((a, b) => a - b);
    report(
      `Rollout of ${fleet} while devices report (${BATCH} a poll): a poll's answer -> the new counts drawn, median of ${SAMPLES} (timed in the page)`,
      `${sorted[Math.floor(SAMPLES / 2)]} ms (${updates.join(', ')})`,
      '<= 100 ms',
    );
  } finally {
    db?.close();
    await browser?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    shell?.close();
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
