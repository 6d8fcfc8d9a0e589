import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { expect, test, type OwnBrowser } from '../support/fixtures';
import { selectInList } from '../support/portalControls';

/**
 * What the navigation offers is what a user can open (spec 2 and 6): the schedule tab on every site whose feature
 * flags give it a section, the installer wizard one click after an installer signs in, and no tab that sends the user
 * home the moment it is clicked.
 */

const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const list = (page: Page) => page.getByTestId('device-list-scroll');

/** Selects a site or device in the sidebar by searching for it. */
async function select(page: Page, search: string, label: RegExp) {
  await selectInList(page, search, label);
}

/** The labels of the main navigation's entries, in order (the desktop tab bar). */
const entries = (page: Page) => mainNavigation(page).getByRole('link').allTextContents();

test.describe('spec 6: the schedule tab on a site with peak shaving and no event scheduler', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  // Copenhagen Office has PeakShaving and no EventScheduler in the demo fleet, and no other test changes its flags:
  // the test reads them, changes nothing, and any test may run beside it.
  const SITE = 'S-COPENHAGEN';
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack, portal }) => {
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test', {
      viewport: DESKTOP,
    }));
    await list(page).getByRole('option').first().waitFor();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('the navigation shows Schedule, and it opens on the peak-shaving editor with no event calendar', async ({
    api,
  }) => {
    // The feature flags of the site (GET /SiteGroup, spec 7).
    const { sites } = await api.superadmin.ok<{ sites: { siteId: string; features: string[] }[] }>('GET', '/SiteGroup');
    const features = sites.find((site) => site.siteId === SITE)?.features;
    expect(features).toContain('PeakShaving');
    expect(features).not.toContain('EventScheduler');
    await select(page, 'copenhagen', /^Copenhagen Office, Site,/);
    await mainNavigation(page).getByRole('link', { name: 'Schedule' }).click();
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    await expect(page).toHaveURL(/\/main\/schedule$/);
    const sections = page.getByRole('tablist').getByRole('tab');
    await expect(sections).toHaveText(['Peak shaving']);
    await expect(page.getByRole('tab', { name: 'Peak shaving' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Grid import limit (kW)' }).waitFor();
    await expect(page.getByRole('region', { name: 'Event calendar' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveCount(0);
    await screenshot(page, 'reach-peak-shaving-without-scheduler');
  });

  test('a site with neither flag has no Schedule tab', async () => {
    // Aalborg Logistics has only Basic.
    await select(page, 'aalborg', /^Aalborg Logistics, Site,/);
    await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await entries(page)).not.toContain('Schedule');
  });
});

test.describe('spec 2: no tab that redirects at once', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack, portal }) => {
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test', {
      viewport: DESKTOP,
    }));
    await list(page).getByRole('option').first().waitFor();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('economics is offered for an XEAM site, and not for one of its devices (main/economics is site only)', async () => {
    await select(page, 'aarhus', /^Aarhus Harbour, Site,/);
    await mainNavigation(page).getByRole('link', { name: 'Economics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Economics' }).waitFor();
    await expect(page).toHaveURL(/\/main\/economics$/);

    await select(page, 'SC-000000123', /^SC-000000123, Device,/);
    // The selection moved off the site: the open site-only tab goes home (spec 2), and no link offers it again.
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await expect(mainNavigation(page).getByRole('link', { name: 'Economics' })).toHaveCount(0);
    await screenshot(page, 'reach-device-without-economics');
    // Every tab the navigation shows for the device opens where it says.
    for (const name of await entries(page)) {
      await mainNavigation(page).getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
    }
  });
});

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`spec 2: an installer reaches the wizard in one click, on a ${viewport.width} px ${screen}`, () => {
    // The tests go on from one another on one page: they run in order, in one worker.
    test.describe.configure({ mode: 'default' });
    let browser: OwnBrowser;
    let page: Page;

    test.beforeAll(async ({ stack, portal }) => {
      ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'installer@demo.test', { viewport }));
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('from the navigation', async () => {
      await page.getByRole('note').filter({ hasText: 'Nothing is selected' }).waitFor();
      await screenshot(page, `reach-installer-signed-in-${screen}`);
      await mainNavigation(page).getByRole('link', { name: 'Install a battery' }).click();
      await expect(page).toHaveURL(/\/installer$/);
      await page.getByRole('main', { name: 'Battery' }).getByLabel('Device id').waitFor();
      await screenshot(page, `reach-installer-wizard-${screen}`);
    });

    test('from the home, where nothing is selected', async () => {
      await page.getByRole('link', { name: 'BESS Portal, go to home page' }).click();
      const prompt = page.getByRole('note').filter({ hasText: 'Nothing is selected' });
      await prompt.getByRole('button', { name: 'Install a battery' }).click();
      await expect(page).toHaveURL(/\/installer$/);
      await page.getByRole('main', { name: 'Battery' }).getByLabel('Device id').waitFor();
    });
  });
}

test('spec 2: a user without the installer flag is not offered the installer', async ({ stack, portal }) => {
  const { browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'owner@demo.test', { viewport: PHONE });
  try {
    await mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Install a battery' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Install a battery' })).toHaveCount(0);
  } finally {
    await browser.close();
  }
});
