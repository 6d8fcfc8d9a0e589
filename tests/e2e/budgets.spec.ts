import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Role } from '../support/accounts';
import { IDP_URL } from '../support/api';
import { ROOT, type StackUrls } from '../support/stack';
import { openSignedIn } from '../support/signIn';
import federation from '../../shared/federation.json';
// The same measurements as `npm run bench` (tests/bench/pageWeight.cjs), held to tests/bench/budgets.cjs.
import budgets from '../bench/budgets.cjs';
import {
  coldReloadJavaScript,
  exposedModuleSizes,
  javascriptFetched,
  kb,
  shellFirstPaint,
} from '../bench/pageWeight.cjs';
import { expect, test } from '../support/fixtures';

const KB = 1024;
const distOf = (dir: string) => path.join(ROOT, dir, 'dist');
const OWNER = 'owner@demo.test';
const PHONE = { width: 390, height: 844 };
const SITE = 'S-AARHUS';

/**
 * The tabs on a phone and the account that opens each: a tab's own content has painted when its module's title (its
 * h1) is there.
 */
const TAB_FIRST_PAINT: { name: string; role: Role; path: string; select?: string; title: string }[] = [
  { name: 'data', role: 'owner', path: '/main/data', title: 'Data' },
  { name: 'economics', role: 'owner', path: '/main/economics', title: 'Economics' },
  { name: 'schedule', role: 'owner', path: '/main/schedule', title: 'Schedule' },
  { name: 'backup', role: 'owner', path: '/main/backup', title: 'Backup' },
  { name: 'users', role: 'owner', path: '/main/users', title: 'Users' },
  { name: 'overview', role: 'superadmin', path: '/main/overview', select: SITE, title: 'Overview' },
  { name: 'maintenance', role: 'superadmin', path: '/main/maintenance', select: SITE, title: 'Maintenance' },
  { name: 'parameters', role: 'superadmin', path: '/main/devices', select: SITE, title: 'Parameters' },
  { name: 'rollouts', role: 'superadmin', path: '/main/rollouts', select: SITE, title: 'Firmware rollouts' },
  { name: 'management', role: 'superadmin', path: '/main/management', select: SITE, title: 'Management' },
  { name: 'installer', role: 'installer', path: '/installer', title: 'Installer' },
];

// What a phone user waits for stays within its budget; a figure over it fails `npm test`.
test.describe('the portal stays within its byte budgets (gzip)', () => {
  test("the shell's JS + CSS before its layout first paints", async ({ stack, context }) => {
    const page = await context.newPage();
    const { bytes, count } = await shellFirstPaint(page, {
      url: `${stack.shellUrl}/main/home`,
      shellDist: distOf(federation.shell.dir),
      idpUrl: IDP_URL,
    });
    console.log(`shell first paint: ${kb(bytes)} in ${count} files (budget ${budgets.shellFirstPaintKb} KB)`);
    expect(count).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budgets.shellFirstPaintKb * KB);
    await page.close();
  });

  for (const [name, remote] of Object.entries(federation.remotes)) {
    test(`${name}: each exposed module's own code`, () => {
      const modules = exposedModuleSizes(distOf(remote.dir));
      expect(modules.length).toBeGreaterThan(0);
      // Listed by name, so a failure says which module is over and by how much.
      const over = modules
        .map((module) => ({
          module: `${name} ${module.name}`,
          kb: Math.round((module.sync / KB) * 10) / 10,
          budget: budgets.exposedModuleKb[`${name} ${module.name}`] ?? budgets.exposedModuleKb.default,
        }))
        .filter(({ kb, budget }) => kb > budget);
      expect(over).toEqual([]);
    });
  }

  /** Each origin of the stack and the built app it serves. */
  const appsOf = (s: StackUrls) =>
    Object.fromEntries([
      [s.shellUrl, { name: federation.shell.name, distDir: distOf(federation.shell.dir) }],
      ...Object.entries(federation.remotes).map(([name, remote]) => [
        new URL(s.remoteEntryUrl(name as keyof typeof federation.remotes)).origin,
        { name, distDir: distOf(remote.dir) },
      ]),
    ]);

  test('the JavaScript the signed-in home fetches before its live values paint', async ({ stack, context }) => {
    const page = await context.newPage();
    await openSignedIn(page, `${stack.shellUrl}/main/home`, OWNER);
    const apps = appsOf(stack);
    const liveValue = page
      .getByRole('region', { name: 'Status of Aarhus Harbour' })
      .getByLabel('State of charge', { exact: true })
      .and(page.locator('dd'));
    const home = await coldReloadJavaScript(page, apps, liveValue);
    console.log(`signed-in home: ${kb(home.total)} in ${home.count} files (budget ${budgets.homeJavaScriptKb} KB)`);
    expect(home.count).toBeGreaterThan(0);
    expect(home.total).toBeLessThanOrEqual(budgets.homeJavaScriptKb * KB);
    await page.close();
  });

  // Each tab on a phone, opened by an account that sees it: the JavaScript a cold reload fetches before the tab's own
  // content paints (its title and controls; a chart's code follows its data).
  for (const tab of TAB_FIRST_PAINT) {
    test(`the JavaScript the ${tab.name} tab fetches before its content paints`, async ({ stack, pageAs }) => {
      const page = await pageAs(tab.role, `${stack.shellUrl}${tab.path}`, { viewport: PHONE, select: tab.select });
      const ready = page.getByRole('heading', { level: 1, name: tab.title });
      await ready.waitFor();
      const fetched = await coldReloadJavaScript(page, appsOf(stack), ready, { title: tab.title });
      const budget = budgets.tabFirstPaintKb[tab.name] ?? 0;
      console.log(`${tab.name} tab: ${kb(fetched.total)} in ${fetched.count} files (budget ${budget} KB)`);
      expect(budget, `a budget for the ${tab.name} tab in tests/bench/budgets.cjs`).toBeGreaterThan(0);
      expect(fetched.count).toBeGreaterThan(0);
      expect(fetched.total).toBeLessThanOrEqual(budget * KB);
    });
  }

  // antd's component styles come from the shell's pre-built stylesheet (shared/build/antdStylesheet.cjs), not generated
  // on the phone while the page draws. Only the theme's CSS variables are written at run time.
  for (const [route, drawn] of [
    ['/main/home', (page: Page) => page.getByRole('region', { name: 'Status of Aarhus Harbour' })],
    ['/main/data', (page: Page) => page.getByRole('combobox', { name: 'Signals' })],
  ] as const) {
    test(`${route} draws antd with the pre-built stylesheet, generating no component style`, async ({
      stack,
      context,
    }) => {
      const page = await context.newPage();
      await openSignedIn(page, `${stack.shellUrl}${route}`, OWNER);
      await drawn(page).waitFor();
      const sheets = await page.evaluate(() => ({
        linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (l) => new URL(l.href).pathname,
        ),
        // antd marks each style it injects with data-css-hash; a CSS-variable block starts with `.css-var-`.
        generated: [...document.querySelectorAll('style[data-css-hash]')]
          .map((style) => style.textContent ?? '')
          .filter((text) => !/^\.css-var-[^{]*\{--/.test(text))
          .map((text) => text.slice(0, 80)),
        // The theme's own variables: one block, whatever number of antd ConfigProviders the page has.
        themes: [...document.querySelectorAll('style[data-css-hash]')].filter((style) =>
          style.textContent?.startsWith('.css-var-bess-light{'),
        ).length,
      }));
      // In its parts, in their order, before the shell's own stylesheet.
      const isPart = (href: string) => /^\/antd-\d+\.[0-9a-f]{8}\.css$/.test(href);
      const parts = sheets.linked.filter(isPart);
      expect(parts.length).toBeGreaterThan(1);
      expect(parts).toEqual(parts.map((_, i) => expect.stringMatching(new RegExp(`^/antd-${i + 1}\\.`))));
      expect(sheets.linked.findLastIndex(isPart)).toBeLessThan(sheets.linked.indexOf('/shell.css'));
      expect(sheets.generated).toEqual([]);
      expect(sheets.themes).toBe(1);
      // And the styles apply: the selection type's antd tag on the home has its rounded, filled box.
      if (route === '/main/home') {
        const tag = page.locator('.ant-tag').first();
        await expect(tag).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
        await expect(tag).not.toHaveCSS('border-radius', '0px');
      }
      await page.close();
    });
  }

  // antd is shared by component, and the shell provides every one: a remote draws with the shell's components (one
  // ConfigProvider, theme and locale for all), so none of its own copies of antd is fetched.
  test("a remote's antd components are the shell's: the data tab fetches no antd from its remote", async ({
    stack,
    context,
  }) => {
    const page = await context.newPage();
    await openSignedIn(page, `${stack.shellUrl}/main/data`, OWNER);
    await page.getByRole('heading', { level: 1, name: 'Data' }).waitFor();
    // antd's Segmented and Select, drawn by the remote.
    await page.getByText('7 days', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Signals' }).waitFor();
    const remoteOrigin = new URL(stack.remoteEntryUrl('mf_data_economics')).origin;
    const files = (await javascriptFetched(page, appsOf(stack))).filter((f) => f.url.startsWith(remoteOrigin));
    expect(files.length).toBeGreaterThan(0);
    const antdShare = (parts: [string, number][]) => parts.find(([name]) => name === 'antd')?.[1] ?? 0;
    const withAntd = files
      .filter((f) => antdShare(f.parts) * f.bytes > 1024)
      .map((f) => `${f.url}: ${kb(antdShare(f.parts) * f.bytes)} of antd`);
    expect(withAntd).toEqual([]);
    await page.close();
  });

  // The chart runtime is a singleton of the remotes: the first chart a person opens fetches it, and a chart of another
  // remote draws with that copy.
  test('the chart runtime is fetched once for the data tab and the schedule tab together', async ({
    stack,
    context,
  }) => {
    const page = await context.newPage();
    await openSignedIn(page, `${stack.shellUrl}/main/data`, OWNER);
    // The last 7 days: a site's hours are summed once they are over, so its first hour of today has none to draw.
    await page.getByRole('radiogroup', { name: 'Time range' }).getByText('7 days', { exact: true }).click();
    await page.getByRole('figure', { name: 'Telemetry chart' }).locator('canvas').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Schedule', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    await page.getByRole('tab', { name: 'What the plan does', exact: true }).click();
    await page.getByRole('tabpanel').locator('canvas').first().waitFor();
    const chartShare = (parts: [string, number][]) => parts.find(([name]) => name === 'G2 (charts)')?.[1] ?? 0;
    const withCharts = (await javascriptFetched(page, appsOf(stack)))
      .filter((f) => chartShare(f.parts) * f.bytes > 50 * KB)
      .map((f) => f.url);
    expect(withCharts).toHaveLength(1);
    await page.close();
  });
});

test.describe('what the tabs do while they draw', () => {
  // antd's table measures its body's scroll bar when it mounts. The build measures each kind of scroll bar once, with no
  // style sheet added and removed around it (shared/src/ui/scrollBarSize.ts): a change of the page's style sheets
  // restyles the whole page, in the middle of React's commit.
  test("the management tab's tables measure the scroll bar once, without restyling the page", async ({
    stack,
    pageAs,
  }) => {
    const page = await pageAs('superadmin', `${stack.shellUrl}/main/home`, { viewport: PHONE, select: SITE });
    await page.addInitScript(() => {
      const seen = { probes: 0, libraryProbes: 0, sheets: 0 };
      (window as unknown as { scrollBarProbes: typeof seen }).scrollBarProbes = seen;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.id.startsWith('bess-scrollbar-probe')) seen.probes += 1;
          if (node.id.startsWith('rc-scrollbar-measure')) seen.libraryProbes += 1;
          if (node instanceof HTMLStyleElement && node.textContent?.includes('::-webkit-scrollbar')) seen.sheets += 1;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${stack.shellUrl}/main/management`);
    await page.getByRole('heading', { level: 1, name: 'Management' }).waitFor();
    await expect.poll(() => page.locator('.ant-table').count()).toBeGreaterThan(1);
    const seen = await page.evaluate(() => (window as unknown as { scrollBarProbes: object }).scrollBarProbes);
    expect(seen).toEqual({ probes: 1, libraryProbes: 0, sheets: 0 });
  });
});
