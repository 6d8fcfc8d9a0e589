// Lighthouse (its default mobile preset: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, on every tab of
// the signed-in portal (each as a role that sees it), the installer app and an anonymous shared dashboard, and on the
// home and the data tab at 8x as well (a cheaper phone than the preset's). Lighthouse attaches to the bench's own Chromium
// by its debugging port and runs in the tab that signed in, so MSAL keeps its tokens (they live in that tab's session
// storage) and the page draws as a signed-in person sees it; storage is therefore not reset (a warm cache, as
// docs/performance.md's figures are taken).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { printLayoutShifts, profileReload } from './cpuProfile.mjs';
import { printTaskSums } from './taskSums.mjs';

/** The site the measured pages show: the owner's one site, which a super admin may share. */
const SITE = 'S-AARHUS';
const OWNER = 'owner@demo.test';
const ADMIN = 'superadmin@demo.test';
const INSTALLER = 'installer@demo.test';

/**
 * Every page audited, by the account that sees it (shared's navigation rules on a phone: Lighthouse's mobile preset
 * draws 412 px wide), with the site the account selects first (null: the one it starts with). `slow`: also audited at
 * 8x CPU slowdown.
 */
const ROLE_PAGES = [
  {
    email: OWNER,
    select: null,
    pages: [
      { name: 'home', path: '/main/home', slow: true },
      { name: 'data', path: '/main/data', slow: true },
      { name: 'economics', path: '/main/economics' },
      { name: 'schedule', path: '/main/schedule' },
      { name: 'backup', path: '/main/backup' },
      { name: 'users', path: '/main/users' },
    ],
  },
  {
    email: ADMIN,
    select: SITE,
    pages: [
      { name: 'overview', path: '/main/overview' },
      { name: 'device list', path: '/main/device-list' },
      { name: 'maintenance', path: '/main/maintenance' },
      { name: 'devices (parameters)', path: '/main/devices' },
      { name: 'rollouts', path: '/main/rollouts' },
      { name: 'management', path: '/main/management' },
    ],
  },
  { email: INSTALLER, select: null, pages: [{ name: 'installer app', path: '/installer' }] },
];
/** The CPU slowdown of the cheaper phone (the preset's is 4). */
const SLOW_PHONE = 8;

async function signIn(page, url, email) {
  await page.goto(url);
  const form = page.getByRole('textbox', { name: 'E-mail' });
  const menu = page.getByRole('button', { name: 'Account menu' });
  await form.or(menu).first().waitFor({ timeout: 60_000 });
  if (await form.isVisible()) {
    await form.fill(email);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await menu.waitFor({ timeout: 60_000 }).catch(async (error) => {
    // What the page showed instead, for the person reading the bench's output.
    const file = path.join(os.tmpdir(), `bess-bench-lighthouse-sign-in-${Date.now()}.png`);
    await page.screenshot({ path: file }).catch(() => undefined);
    throw new Error(`${email} did not get signed in at ${page.url()} (screenshot ${file}): ${error.message}`);
  });
}

/** A link that shows the site's dashboard to anyone, switched on by the super admin as in the dashboard's e2e test. */
async function shareLink(launchChromium, shellOrigin) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-lh-admin-'));
  const browser = await launchChromium(profile);
  try {
    const page = await browser.newPage();
    // The full-screen dashboard has no account menu: sign in on the home first.
    await signIn(page, `${shellOrigin}/main/home`, ADMIN);
    await page.goto(`${shellOrigin}/dashboard/${SITE}`);
    await page.getByRole('button', { name: 'Share dashboard' }).click({ timeout: 60_000 });
    const sharing = page.getByRole('region', { name: 'Anonymous sharing' });
    const toggle = sharing.getByRole('switch', { name: 'Share this dashboard' });
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') {
      await toggle.click();
      // Sharing gives anyone with the link a view of the dashboard: the portal asks first.
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Share', exact: true }).click();
    }
    const linkBox = sharing.getByRole('textbox', { name: 'Link to the dashboard' });
    await page.waitForFunction((el) => el?.value.includes('?share=bess_share_'), await linkBox.elementHandle(), {
      timeout: 30_000,
    });
    return await linkBox.inputValue();
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse's figures of one page, in the signed-in tab `page` (puppeteer's handle on it), at `slowdown` (or the preset's). */
async function audit(url, page, port, slowdown = CPU_SLOWDOWN) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      chromeFlags: [],
      // LIGHTHOUSE_BLOCK: comma-separated URL patterns the page may not load, to measure a page without a file (e.g.
      // `*antd-*.css`: the home with antd generating its styles at run time, as before the pre-built stylesheet).
      blockedUrlPatterns: process.env.LIGHTHOUSE_BLOCK?.split(',').filter(Boolean) ?? [],
      // LIGHTHOUSE_CPU_SLOWDOWN: the simulated CPU slowdown in place of the mobile preset's 4, to see the page as a
      // slower machine would measure it (the score depends on the machine: see benchmarkIndex below).
      ...(slowdown ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: slowdown } } : {}),
    },
    undefined,
    page,
  );
  const { categories, audits } = result.lhr;
  // LIGHTHOUSE_REPORT_DIR keeps each run's whole report (bootup time by script, main-thread breakdown, layout-shift
  // elements), for the person profiling a page.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(result.lhr));
    // The trace Lighthouse recorded: the load its simulation starts from, task by task.
    const trace = result.artifacts?.Trace;
    if (trace)
      fs.writeFileSync(
        path.join(process.env.LIGHTHOUSE_REPORT_DIR, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(trace),
      );
  }
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's measure of this machine's speed: the same build scores higher on a faster machine.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // The main thread's tasks over 50 ms (at the simulated 4x slowdown) and the script each ran.
    longTasks: (audits['long-tasks']?.details?.items ?? []).map((task) => ({
      url: task.url,
      start: task.startTime,
      duration: task.duration,
    })),
  };
}

/** The run of median performance score among `runs`. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || undefined;
const MOBILE_THROTTLING = throttling.mobileSlow4G;

/** `LIGHTHOUSE_RUNS` (default 3): Lighthouse's runs per page, the median printed, as the figures wander with load. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** `LIGHTHOUSE_PAGES`: a comma-separated part of the pages' names (e.g. `home,shared`) to audit only those. */
const PAGE_FILTER = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const wanted = (name) => !PAGE_FILTER || PAGE_FILTER.some((part) => name.includes(part));

/**
 * Prints Lighthouse's performance, accessibility, LCP, TBT and CLS for each page. `launchChromium(profile, args)` is the
 * bench's Chromium; `debugPort` a free port for Lighthouse to attach to.
 */
export async function lighthouseFigures({ launchChromium, shellOrigin, report, debugPort }) {
  const link = await shareLink(launchChromium, shellOrigin);
  for (const role of ROLE_PAGES) {
    const pages = role.pages.filter((p) => wanted(`signed in, ${p.name}`));
    const shared = role.email === OWNER && wanted('anonymous, shared dashboard');
    if (pages.length === 0 && !shared) continue;
    await inSignedInTab({ launchChromium, shellOrigin, debugPort, role, link }, async (tab) => {
      for (const p of pages) {
        await auditPage({ report, debugPort, tab }, `signed in, ${p.name}`, `${shellOrigin}${p.path}`);
        if (p.slow)
          await auditPage({ report, debugPort, tab }, `signed in, ${p.name}`, `${shellOrigin}${p.path}`, SLOW_PHONE);
      }
      if (shared) await auditPage({ report, debugPort, tab }, 'anonymous, shared dashboard', link);
    });
  }
}

/**
 * Runs `work` with puppeteer's handle on a tab of a fresh Chromium signed in as the role (the site it selects stored as
 * the portal keeps a selection), Lighthouse attached by the debugging port. The owner's tab also takes the profiling
 * runs of LIGHTHOUSE_PROFILE.
 */
async function inSignedInTab({ launchChromium, shellOrigin, debugPort, role, link }, work) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-lh-'));
  const browser = await launchChromium(profile, [`--remote-debugging-port=${debugPort}`]);
  let attached;
  try {
    const page = await browser.newPage();
    await signIn(page, `${shellOrigin}/main/home`, role.email);
    if (role.select) await page.evaluate((id) => window.sessionStorage.setItem('bess.selection', id), role.select);
    if (SUMS_ONLY) return await sumTabs(page, shellOrigin, role);
    // The home's and the data tab's profiling runs, when either page is audited.
    const profiled = ['home', 'data'].some((name) => wanted(`signed in, ${name}`));
    if (process.env.LIGHTHOUSE_PROFILE && role.email === OWNER && profiled) await profilePages(page, shellOrigin, link);
    if (process.env.LIGHTHOUSE_PROFILE) await profileTabs(page, shellOrigin, role);
    attached = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}`, defaultViewport: null });
    const tabs = await attached.pages();
    await work(tabs.find((t) => t.url().startsWith(shellOrigin)));
  } finally {
    await attached?.disconnect();
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The profiling runs of LIGHTHOUSE_PROFILE: the home's reload, its task sums and screenshots, the data tab's reload,
 * the charts' shifts, the shared dashboard's reload.
 */
async function profilePages(page, shellOrigin, link) {
  // Lighthouse's phone (412 px wide), so the same layout draws (bottom navigation, no sidebar).
  await page.setViewportSize({ width: 412, height: 823 });
  const soc = page
    .getByRole('region', { name: 'Status of Aarhus Harbour' })
    .getByLabel('State of charge', { exact: true })
    .and(page.locator('dd'));
  await profileReload(page, soc, { label: 'the signed-in home', slowdown: CPU_SLOWDOWN ?? 4 });
  await printTaskSums(page, soc, { label: 'the signed-in home' });
  // The home as a phone shows it, light and dark (the user's theme is System: the device's setting decides).
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.reload();
    await soc.waitFor({ timeout: 120_000 });
    const file = path.join(process.env.LIGHTHOUSE_REPORT_DIR ?? os.tmpdir(), `home-phone-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  the home on a phone, ${scheme}: ${file}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // The data tab opened by a reload until its chart has drawn: what its long tasks are made of.
  // (A site's first hour of the day has no finished hour to draw: then its empty text ends the opening.)
  await page.goto(`${shellOrigin}/main/data`);
  const chart = page.getByRole('figure', { name: 'Telemetry chart' });
  const drawn = chart.locator('canvas').first().or(chart.getByText('No data in this time range'));
  await profileReload(page, drawn, { label: 'the data tab', slowdown: CPU_SLOWDOWN ?? 4 });
  await printTaskSums(page, drawn, { label: 'the data tab', bareOnly: true });
  for (const tab of ['data', 'economics']) {
    await printLayoutShifts(page, `${shellOrigin}/main/${tab}`, page.locator('main').getByRole('figure').first());
  }
  await page.goto(link);
  await profileReload(page, page.getByRole('region', { name: 'State of charge' }), {
    label: 'the shared dashboard',
    slowdown: CPU_SLOWDOWN ?? 4,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${shellOrigin}/main/home`);
}

/**
 * `LIGHTHOUSE_PROFILE=sums`: each audited tab's task sums under the timeline alone, and no CPU profile and no audit. Two
 * builds compare by these in a few minutes ("What Lighthouse's watch adds").
 */
const SUMS_ONLY = process.env.LIGHTHOUSE_PROFILE === 'sums';

async function sumTabs(page, shellOrigin, role) {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const p of role.pages.filter((p) => wanted(`signed in, ${p.name}`))) {
    await page.goto(`${shellOrigin}${p.path}`);
    await printTaskSums(page, page.locator('main h1').first(), { label: `the ${p.name} tab`, bareOnly: true });
  }
}

/**
 * The CPU profile of each other tab of the role that is audited (LIGHTHOUSE_PAGES), on Lighthouse's phone: a reload until
 * the tab's heading is in the page, then its first data (the profile's three seconds after it).
 */
async function profileTabs(page, shellOrigin, role) {
  const profiled = new Set(['home', 'data']);
  const pages = role.pages.filter((p) => !profiled.has(p.name) && wanted(`signed in, ${p.name}`));
  if (pages.length === 0) return;
  await page.setViewportSize({ width: 412, height: 823 });
  for (const p of pages) {
    await page.goto(`${shellOrigin}${p.path}`);
    const heading = page.locator('main h1').first();
    await profileReload(page, heading, { label: `the ${p.name} tab`, slowdown: CPU_SLOWDOWN ?? 4 });
    // The steadier figure to compare two builds of a tab by (docs/performance.md, "What Lighthouse's watch adds").
    await printTaskSums(page, heading, { label: `the ${p.name} tab`, bareOnly: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${shellOrigin}/main/home`);
}

/** Audits one page RUNS times in `tab` and reports the median run's figures, with the machine's benchmarkIndex. */
async function auditPage({ report, debugPort, tab }, name, url, slowdown) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, tab, debugPort, slowdown ?? CPU_SLOWDOWN));
  const figures = median(runs);
  const label = slowdown ? `${name} at ${slowdown}x CPU` : name;
  if (RUNS > 1) {
    console.log(
      `  ${label}, ${RUNS} runs: performance ${runs.map((r) => r.performance.toFixed(2)).join(', ')}; TBT ${runs
        .map((r) => r.tbt.toFixed(0))
        .join(', ')} ms; benchmarkIndex ${runs
        .map((r) => r.benchmarkIndex.toFixed(0))
        .join(', ')}; load average ${os.loadavg()[0].toFixed(2)}`,
    );
  }
  report(
    `Lighthouse mobile, ${label}: performance / accessibility (benchmarkIndex)`,
    `${figures.performance.toFixed(2)} / ${figures.accessibility.toFixed(2)} (${figures.benchmarkIndex.toFixed(0)})`,
    slowdown ? '>= 0.90' : '>= 0.90 / >= 0.95',
  );
  report(
    `Lighthouse mobile, ${label}: LCP / TBT / CLS`,
    `${(figures.lcp / 1000).toFixed(1)} s / ${figures.tbt.toFixed(0)} ms / ${figures.cls.toFixed(3)}`,
  );
  const longest = [...figures.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 4);
  console.log(
    `  long tasks over 50 ms: ${figures.longTasks.length}; longest: ${longest
      .map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)} ms (${t.url.split('/').pop() || t.url})`)
      .join(', ')}`,
  );
}
