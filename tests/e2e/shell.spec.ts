import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { openSignedIn } from '../support/signIn';
import { dialogSettled } from '../support/dialogs';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';
import federation from '../../shared/federation.json';
import { SPEC_TABS } from '../../shared/src/testing/specTabs';

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The paths of the registry's tabs beyond spec 2's (npm run new-remote adds them). */
const BEYOND_SPEC = Object.entries(federation.tabs)
  .filter(([tab]) => !SPEC_TABS.includes(tab))
  .map(([, { path }]) => path);
/**
 * The labels of the tab bar's links, in order, but for the registry's tabs beyond spec 2: each follows its own rule,
 * which the registry's spec checks.
 */
const specTabLabels = async (page: Page) =>
  (
    await tabBar(page)
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, label: a.textContent ?? '' })),
      )
  )
    .filter(({ path }) => !BEYOND_SPEC.includes(path))
    .map(({ label }) => label.trim());
/**
 * spec 2 navigation rules on a desktop, for each demo account as it first opens the portal (nothing selected unless
 * the account has one site: then it is selected, spec 4). Admin sits below partner admin (ARCHITECTURE 8).
 */
const TABS_BY_ACCOUNT: [string, string[]][] = [
  ['superadmin@demo.test', ['Overview', 'Home', 'Data', 'Maintenance', 'Management']],
  ['admin@demo.test', ['Home']],
  ['partner@demo.test', ['Overview', 'Home', 'Data', 'Maintenance', 'Management']],
  // Two sites, nothing selected; the installer flag adds the installer app, one click away.
  ['installer@demo.test', ['Home', 'Install a battery']],
  // One XEAM site with the event scheduler and backup: selected automatically.
  ['owner@demo.test', ['Home', 'Data', 'Economics', 'Schedule', 'Backup', 'Users']],
  ['readonly@demo.test', ['Home', 'Data', 'Economics', 'Schedule', 'Backup', 'Users']],
];

test.describe('the shell: navigation rules for every demo account', () => {
  for (const [email, expected] of TABS_BY_ACCOUNT) {
    test(`${email} sees the tabs ${expected.join(', ')}`, async ({ stack, portal }) => {
      // A browser of its own: the provider keeps one session per browser.
      const browser: OwnBrowser = await portal.launch();
      try {
        const page = await browser.newPage();
        await openSignedIn(page, stack.shellUrl + '/main/home', email);
        await tabBar(page).getByRole('link', { name: 'Home' }).waitFor();
        await expect.poll(() => specTabLabels(page)).toEqual(expected);
        await screenshot(page, `shell-tabs-${email.split('@')[0]}`);
      } finally {
        await browser.close();
      }
    });
  }
});

const list = (page: Page) => page.getByTestId('device-list-scroll');
/** The rows of the sidebar list as [name, type], from their accessible names ("name, type, state"). */
const rows = async (page: Page) =>
  (
    await list(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('aria-label')))
  )
    .map((label) => (label ?? '').split(', '))
    .map(([name, type]) => [name, type] as const);
const names = async (page: Page, type?: string) =>
  (await rows(page)).filter(([, t]) => type === undefined || t === type).map(([name]) => name);
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
/** The list holds `count` rows, asked until it does (a search applies after its 500 ms debounce). */
const rowsBecome = (page: Page, count: number) =>
  expect.poll(async () => (await rows(page)).length, { timeout: 10_000 }).toBe(count);
/** The list's names of a type are `expected`, asked until they are. */
const namesBecome = (page: Page, type: string, expected: string[]) =>
  expect.poll(() => names(page, type), { timeout: 10_000 }).toEqual(expected);
/** Clears the search, waits for the whole list of `all` rows, then searches `text` from there. */
async function searchFromAll(page: Page, text: string, all: number) {
  await search(page).fill('');
  await rowsBecome(page, all);
  await search(page).fill(text);
}

test.describe('the shell: first sign-in, settings, the sidebar list and the mobile layout', () => {
  let stack: StackUrls;

  test.beforeAll(async ({ stack: served }) => {
    stack = served;
  });

  test('newuser@demo.test chooses a language and accepts the terms, once', async ({ portal }) => {
    const browser = await portal.launch();
    try {
      const page = await browser.newPage();
      await openSignedIn(page, stack.shellUrl + '/main/home', 'newuser@demo.test');
      // spec 4: no language -> the language dialog.
      const language = page.getByRole('dialog', { name: 'Choose your language' });
      await language.waitFor();
      // After antd's opening animation: a screenshot taken during the fade showed the home without the dialog.
      await dialogSettled(language);
      await screenshot(page, 'shell-language-dialog');
      await language.getByText('English').click();
      await language.getByRole('button', { name: 'Save' }).click();
      // spec 4: terms below the newest (10, config.json) -> the terms dialog, Continue disabled until ticked.
      const terms = page.getByRole('dialog', { name: 'Terms number 10' });
      await terms.waitFor();
      await terms.getByText('End User Licence Agreement').first().waitFor();
      const proceed = terms.getByRole('button', { name: 'Continue' });
      await expect(proceed).toBeDisabled();
      await dialogSettled(terms);
      await screenshot(page, 'shell-terms-dialog');
      await terms.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }).check();
      await expect(proceed).toBeEnabled();
      await proceed.click();
      await terms.waitFor({ state: 'hidden' });
      await expect.poll(() => specTabLabels(page)).toEqual(['Home', 'Users']);

      // Stored: a reload (GET /User again) opens neither dialog.
      await page.reload();
      await page.getByRole('region', { name: 'Status of Leeds Depot' }).waitFor();
      // Everything the page asks for has been answered (a dialog would open with the user's configuration).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });

  test('settings change the language and the date format, at once and after a reload', async ({
    portal,
    newAccount,
  }) => {
    // The test changes its user's settings: an account of its own, like the admin.
    const admin = await newAccount('admin');
    const browser = await portal.launch();
    try {
      const page = await browser.newPage();
      await openSignedIn(page, stack.shellUrl + '/main/home', admin.email);
      const choose = async (dialogName: string, field: string, value: string) => {
        const dialog = page.getByRole('dialog', { name: dialogName });
        await dialog.getByRole('combobox', { name: field }).click();
        await page.locator(`.ant-select-item-option[title="${value}"]`).click();
      };
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await choose('Settings', 'Language', 'Deutsch');
      await choose('Settings', 'Date format', 'dd.MM.yyyy');
      await screenshot(page, 'shell-settings-dialog');
      await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Save' }).click();
      await page.getByText('Ihre Einstellungen wurden gespeichert').waitFor();
      // The tab bar's own name is German now too.
      const tabs = page.locator('nav.tab-bar');
      await tabs.getByRole('link', { name: 'Start' }).waitFor();

      await page.reload();
      await tabs.getByRole('link', { name: 'Start' }).waitFor();
      await page.getByRole('button', { name: 'Kontomenü' }).click();
      await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
      const settings = page.getByRole('dialog', { name: 'Einstellungen' });
      await expect(settings.getByRole('combobox', { name: 'Datumsformat' }).locator('..')).toContainText('dd.MM.yyyy');
      await screenshot(page, 'shell-settings-after-reload');
      // Back to English: the page says so at once.
      await settings.getByRole('combobox', { name: 'Sprache' }).click();
      await page.locator('.ant-select-item-option[title="English"]').click();
      await settings.getByRole('button', { name: 'Speichern' }).click();
      await tabBar(page).getByRole('link', { name: 'Home' }).waitFor();
    } finally {
      await browser.close();
    }
  });

  test('the sidebar list: search, filters, sort, toggles, select and deselect', async ({ portal }) => {
    const browser = await portal.launch();
    try {
      const page = await browser.newPage();
      await openSignedIn(page, stack.shellUrl + '/main/home', 'superadmin@demo.test');
      await list(page).getByRole('option').first().waitFor();
      const all = (await rows(page)).length;

      // spec 5: a number is padded to 9 digits and matched against device ids.
      await search(page).fill('123');
      await page.waitForFunction((n) => document.querySelectorAll('[role="option"]').length < n, all);
      await namesBecome(page, 'Device', ['SC-000000123']);
      await screenshot(page, 'shell-search-123');
      // The full id matches exactly.
      await searchFromAll(page, 'SC-000000123', all);
      await namesBecome(page, 'Device', ['SC-000000123']);
      // Otherwise a case-insensitive part of a site or group name.
      await searchFromAll(page, 'aARHUS', all);
      await namesBecome(page, 'Site', ['Aarhus Harbour']);
      await search(page).fill('');
      await rowsBecome(page, all);

      // Sort: name, ascending then descending, on the flat list of sites (groups hidden). The list is virtual, so
      // only the rows in view are read: the first site is the first, then the last, of the 16 site names.
      await page.getByRole('checkbox', { name: 'Show groups' }).uncheck();
      await namesBecome(page, 'Site group', []);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name' });
      await expect.poll(async () => (await names(page, 'Site'))[0]).toBe('Aalborg Logistics');
      await page.getByRole('button', { name: 'Ascending' }).click();
      await expect.poll(async () => (await names(page, 'Site'))[0]).toBe('Utrecht School');
      await page.getByRole('button', { name: 'Descending' }).click();
      await page.getByRole('checkbox', { name: 'Show groups' }).check();
      // The empty-site toggle hides Malmö New Build (no devices).
      await searchFromAll(page, 'malm', all);
      await namesBecome(page, 'Empty site', ['Malmö New Build']);
      await page.getByRole('checkbox', { name: 'Show empty sites' }).uncheck();
      await namesBecome(page, 'Empty site', []);
      await page.getByRole('checkbox', { name: 'Show empty sites' }).check();
      await search(page).fill('');
      await rowsBecome(page, all);

      // A filter: countries = Sweden keeps the Swedish sites only.
      await page.getByRole('button', { name: 'Filters' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.getByRole('combobox', { name: 'Countries' }).click();
      // The pick must have landed before the list is closed: a click while the list still opens can be lost.
      const sweden = page.locator('.ant-select-item-option[title="Sweden"]');
      await expect(async () => {
        if (!/ant-select-item-option-selected/.test((await sweden.getAttribute('class')) ?? '')) await sweden.click();
        await expect(sweden).toHaveClass(/ant-select-item-option-selected/, { timeout: 1_000 });
      }).toPass();
      await page.keyboard.press('Escape');
      await expect(sweden).toBeHidden();
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Apply filters' }).click();
      await page.getByRole('button', { name: 'Filters, 1 filter active' }).waitFor();
      expect((await names(page, 'Site')).sort()).toEqual(['Gothenburg Port', 'Stockholm Data Hall']);
      await screenshot(page, 'shell-filter-sweden');
      await page.getByRole('button', { name: 'Filters, 1 filter active' }).click();
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
      await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();

      // Select a site: the home tab shows it and the site's tabs appear; selecting it again clears it (spec 4).
      const aarhus = list(page).getByRole('option', { name: /^Aarhus Harbour, / });
      await aarhus.click();
      await page.getByRole('region', { name: 'Status of Aarhus Harbour' }).waitFor();
      await expect(aarhus).toHaveAttribute('aria-selected', 'true');
      await expect
        .poll(() => specTabLabels(page))
        .toEqual(expect.arrayContaining(['Economics', 'Schedule', 'Parameters', 'Backup', 'Users']));
      await screenshot(page, 'shell-site-selected');
      await aarhus.click();
      await page.getByRole('region', { name: 'Status of Aarhus Harbour' }).waitFor({ state: 'hidden' });
      await expect.poll(() => specTabLabels(page)).toEqual(['Overview', 'Home', 'Data', 'Maintenance', 'Management']);
    } finally {
      await browser.close();
    }
  });

  test('a mobile viewport gets the bottom navigation, the device-list tab and the selected line', async ({
    portal,
  }) => {
    const browser = await portal.launch({ viewport: { width: 390, height: 844 } });
    try {
      const page = await browser.newPage();
      await openSignedIn(page, stack.shellUrl + '/main/home', 'partner@demo.test');
      const bottom = page.getByRole('navigation', { name: 'Main navigation' });
      await bottom.getByRole('link', { name: 'Devices' }).waitFor();
      await expect(page.getByTestId('device-list-scroll')).toHaveCount(0);
      await bottom.getByRole('link', { name: 'Devices' }).click();
      await page.waitForURL('**/main/device-list');
      await list(page)
        .getByRole('option', { name: /^Aarhus Harbour, / })
        .click();
      // Choosing on mobile goes home; with several sites the header says what is selected.
      await page.waitForURL('**/main/home');
      await page.getByRole('banner').getByText('Aarhus Harbour is selected').waitFor();
      await screenshot(page, 'shell-mobile-selected');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menu', { name: 'Menu' }).waitFor();
      await screenshot(page, 'shell-mobile-menu');
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: 'Deselect' }).click();
      await page.getByRole('banner').getByText('Aarhus Harbour is selected').waitFor({ state: 'hidden' });
    } finally {
      await browser.close();
    }
  });
});
