import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { isKnown, navigateInApp, seriousViolations, waitForSettled, type A11yViolation } from '../support/axe';
import { ARTIFACTS, screenshot } from '../support/browser';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';

// Aarhus Harbour has every feature (schedule, backup, XEAM data and economics), so a super admin sees every tab.
const SITE = 'S-AARHUS';
/**
 * Every tab of spec 2 a super admin reaches with a site selected. A tab a remote of the registry adds beyond them
 * (npm run new-remote) is walked too: the walk takes the tabs the bar offers.
 */
const TAB_PATHS = [
  '/main/overview',
  '/main/home',
  '/main/data',
  '/main/economics',
  '/main/maintenance',
  '/main/schedule',
  '/main/devices',
  '/main/backup',
  '/main/users',
  '/main/management',
];
/** The site whose dashboard the anonymous check shares. */
const SHARED_SITE = 'S-ODENSE';
const OTHER_PATHS = ['/map', '/installer', `/dashboard/${SITE}`];
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
const SCHEMES = ['light', 'dark'] as const;
/** The tabs whose dark screens a person looks at (saved as screenshots). */
const DARK_SCREENSHOTS = new Set(['/main/home', '/main/data', '/main/economics', '/main/maintenance']);

test.describe('axe-core finds no serious or critical violation, light and dark, desktop and mobile', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack: served, portal }) => {
    stack = served;
    ({ browser, page } = await portal.openAs(`${stack.shellUrl}/main/home`, 'superadmin@demo.test', {
      viewport: VIEWPORTS.desktop,
      select: SITE,
    }));
  });

  test.afterAll(async () => {
    await browser?.close();
  });

  /** Opens each path in turn and collects what axe finds there, by "scheme viewport path". */
  async function walk(label: string, paths: string[], found: Record<string, A11yViolation[]>) {
    for (const path of paths) {
      await navigateInApp(page, path);
      await page.locator('#root').waitFor();
      await waitForSettled(page);
      let violations = (await seriousViolations(page)).filter((v) => !isKnown(v, path));
      if (violations.length > 0) {
        // A colour read in the middle of a transition that began after the page settled (a primary button's, now
        // and then) is read again: a real finding stays.
        await waitForSettled(page);
        violations = (await seriousViolations(page)).filter((v) => !isKnown(v, path));
      }
      if (violations.length > 0) found[`${label} ${path}`] = violations;
      if (label === 'dark desktop' && DARK_SCREENSHOTS.has(path)) {
        await screenshot(page, `a11y-dark${path.replaceAll('/', '-')}`);
      }
    }
  }

  // One test per colour scheme: the walk of both took close to the slow test's limit on a busy machine.
  for (const scheme of SCHEMES) {
    test(`every tab and page of the signed-in portal, ${scheme}`, async () => {
      // Every tab, desktop and mobile, while the other worker runs its tests: longer than one test.
      test.slow();
      // The tab bar offers every tab this walk opens: a hidden tab would be checked as a "not available" page.
      await navigateInApp(page, '/main/home');
      await page.getByRole('link', { name: 'Management' }).waitFor();
      const offered = await page
        .locator('.tab-bar a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(offered).toEqual(expect.arrayContaining(TAB_PATHS));

      const found: Record<string, A11yViolation[]> = {};
      // The user's theme is System (the default), so the device's setting decides: both schemes are checked.
      await page.emulateMedia({ colorScheme: scheme });
      // The portal draws in the scheme once the shell's root element says so.
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        const paths = name === 'mobile' ? [...offered, '/main/device-list'] : offered;
        await walk(`${scheme} ${name}`, [...paths, ...OTHER_PATHS], found);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(VIEWPORTS.desktop);
      report(`a11y-portal-${scheme}`, found);
      expect(found).toEqual({});
    });
  }

  test('the anonymous shared dashboard', async ({ api }) => {
    // Odense Farm's dashboard, which no other test shares: the dashboard and embedding tests share others at the same
    // time, and switching sharing off kills every link to that dashboard.
    const share = (enabled: boolean) =>
      api.superadmin.ok<{ shareToken: string }>('PUT', '/DashboardSharing', { id: SHARED_SITE, isEnabled: enabled });
    const { shareToken } = await share(true);
    const visitor = await browser.newPage();
    try {
      const found: Record<string, A11yViolation[]> = {};
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await visitor.setViewportSize(size);
        await visitor.goto(`${stack.shellUrl}/dashboard/${SHARED_SITE}?share=${shareToken}`);
        await visitor.getByRole('heading', { name: 'Odense Farm' }).waitFor();
        await waitForSettled(visitor);
        const violations = (await seriousViolations(visitor)).filter((v) => !isKnown(v, '/dashboard'));
        if (violations.length > 0) found[name] = violations;
      }
      report('a11y-shared-dashboard', found);
      expect(found).toEqual({});
    } finally {
      await visitor.close();
      // The suites after this one share the fleet: the dashboard is private again.
      await share(false);
    }
  });
});

/** Writes what axe found to tests/artifacts/<name>.json, for a person to read beside the screenshots. */
function report(name: string, found: Record<string, A11yViolation[]>): void {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, `${name}.json`), JSON.stringify(found, null, 2));
}
