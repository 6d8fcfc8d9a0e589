// Lighthouse (its default mobile preset: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, on the signed-in
// home, data and economics tabs and on an anonymous shared dashboard. Lighthouse attaches to the bench's own Chromium
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

/** Lighthouse's figures of one page, in the signed-in tab `page` (puppeteer's handle on it). */
async function audit(url, page, port) {
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
      ...(CPU_SLOWDOWN ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
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

/**
 * Prints Lighthouse's performance, accessibility, LCP, TBT and CLS for each page. `launchChromium(profile, args)` is the
 * bench's Chromium; `debugPort` a free port for Lighthouse to attach to.
 */
export async function lighthouseFigures({ launchChromium, shellOrigin, report, debugPort }) {
  const link = await shareLink(launchChromium, shellOrigin);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-lh-'));
  const browser = await launchChromium(profile, [`--remote-debugging-port=${debugPort}`]);
  let attached;
  try {
    const page = await browser.newPage();
    await signIn(page, `${shellOrigin}/main/home`, OWNER);
    if (process.env.LIGHTHOUSE_PROFILE) {
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
    attached = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}`, defaultViewport: null });
    const tabs = await attached.pages();
    const tab = tabs.find((t) => t.url().startsWith(shellOrigin));
    const pages = [
      ['signed in, home', `${shellOrigin}/main/home`],
      ['signed in, data', `${shellOrigin}/main/data`],
      ['signed in, economics', `${shellOrigin}/main/economics`],
      ['anonymous, shared dashboard', link],
    ];
    for (const [name, url] of pages) {
      if (PAGE_FILTER && !PAGE_FILTER.some((part) => name.includes(part))) continue;
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, tab, debugPort));
      const figures = median(runs);
      if (RUNS > 1) {
        console.log(
          `  ${name}, ${RUNS} runs: performance ${runs.map((r) => r.performance.toFixed(2)).join(', ')}; TBT ${runs
            .map((r) => r.tbt.toFixed(0))
            .join(', ')} ms; benchmarkIndex ${runs
            .map((r) => r.benchmarkIndex.toFixed(0))
            .join(', ')}; load average ${os.loadavg()[0].toFixed(2)}`,
        );
      }
      report(
        `Lighthouse mobile, ${name}: performance / accessibility`,
        `${figures.performance.toFixed(2)} / ${figures.accessibility.toFixed(2)}`,
        '>= 0.90 / >= 0.95',
      );
      report(
        `Lighthouse mobile, ${name}: LCP / TBT / CLS`,
        `${(figures.lcp / 1000).toFixed(1)} s / ${figures.tbt.toFixed(0)} ms / ${figures.cls.toFixed(3)}`,
      );
      report(
        `Lighthouse mobile, ${name}: machine's benchmarkIndex / CPU slowdown`,
        `${figures.benchmarkIndex.toFixed(0)} / ${figures.cpuSlowdown}x`,
      );
      const longest = [...figures.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 4);
      console.log(
        `  long tasks over 50 ms: ${figures.longTasks.length}; longest: ${longest
          .map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)} ms (${t.url.split('/').pop() || t.url})`)
          .join(', ')}`,
      );
    }
  } finally {
    await attached?.disconnect();
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
