import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';

// A day's energy adds up, the same on every tab, and reads as the user's language writes numbers. A partner
// administrator (overview, data and economics are theirs) looks at Aarhus Harbour in Danish.
const PARTNER = 'partner';
const SITE = 'S-AARHUS';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Hovednavigation' });
/** A Danish energy figure as a number: '18,9 kWh' is 18.9, '1,2 MWh' is 1200. */
function kwhOf(text: string): number {
  const match = /^(-?[\d.]+(?:,\d+)?)\s(kWh|MWh)$/.exec(text.trim());
  if (!match) throw new Error(`not a Danish energy figure: '${text}'`);
  const value = Number(match[1]!.replace(/\./g, '').replace(',', '.'));
  return match[2] === 'MWh' ? value * 1000 : value;
}

test.describe('one consumption on every tab, numbers in Danish', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let browser: OwnBrowser;
  let page: Page;
  let setLanguage: (language: string) => Promise<void>;

  test.beforeAll(async ({ stack: served, portal, newAccount }) => {
    stack = served;
    // The file writes its user's language: an account of its own, like the partner admin.
    const partner = await newAccount(PARTNER);
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', partner.email, { select: SITE }));
    setLanguage = async (language) => {
      await partner.api.ok('PUT', '/User', { language });
    };
    await setLanguage('da');
    await page.reload();
    await tabs(page)
      .getByRole('link', { name: 'Økonomi' })
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'energy-start-failed');
        throw error;
      });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test("the economics tab's figures are written in Danish, with hints that say what each figure is", async () => {
    await tabs(page).getByRole('link', { name: 'Økonomi' }).click();
    const consumption = page.getByLabel('Forbrug', { exact: true }).and(page.locator('dd'));
    // The figure's place is drawn before its value arrives.
    await expect(consumption).toHaveText(/\d/);
    expect(kwhOf((await consumption.textContent())!)).toBeGreaterThan(0);
    await expect(consumption).toHaveAttribute('aria-describedby', /./);
    await page.getByText('samme tal som i oversigten og på dashboardet', { exact: false }).waitFor();
    const figures = await page.locator('dd').allTextContents();
    expect(figures.length).toBeGreaterThanOrEqual(7);
    for (const text of figures) expect(text).not.toMatch(/\d\.\d/); // no English decimal point anywhere
    expect(figures.some((text) => /\d,\d\d kr$/.test(text))).toBe(true);
    const table = await page.locator('tbody').first().textContent();
    expect(table).toMatch(/\d,\d+ kWh/);
    expect(table).not.toMatch(/\d\.\d+ kWh/);
    await screenshot(page, 'energy-economics-da');
  });

  test("today's consumption of the economics tab is the overview's and the dashboard's", async () => {
    const consumptionNow = async () => {
      await tabs(page).getByRole('link', { name: 'Økonomi' }).click();
      const figure = page.getByLabel('Forbrug', { exact: true }).and(page.locator('dd'));
      await expect(figure).toHaveText(/\d/);
      return kwhOf((await figure.textContent())!);
    };
    const economics = await consumptionNow();

    await tabs(page).getByRole('link', { name: 'Oversigt' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Forbrug', exact: true }) });
    await row.waitFor();
    // columns: energy, day, week, month, year, total
    const overview = kwhOf((await row.getByRole('cell').nth(1).textContent())!);
    await screenshot(page, 'energy-overview-da');

    await page.goto(stack.shellUrl + `/dashboard/${SITE}`);
    const tile = page.getByRole('group', { name: 'Forbrug', exact: true });
    await tile.waitFor();
    const dashboard = kwhOf((await tile.textContent())!.replace(/^Forbrug/, ''));
    await screenshot(page, 'energy-dashboard-da');

    // The three are read a few seconds apart while the simulated site keeps using energy (a few kWh an hour), and
    // each is rounded to 0.1 kWh: within 1 % plus that.
    for (const value of [overview, dashboard]) {
      expect(Math.abs(value - economics)).toBeLessThanOrEqual(0.01 * economics + 0.2);
    }
  });

  test('the data tab names its signals in Danish and writes its numbers with Danish decimals', async () => {
    await page.goto(stack.shellUrl + '/main/data');
    await tabs(page).getByRole('link', { name: 'Data' }).waitFor();
    await page.getByRole('combobox', { name: 'Signaler' }).click();
    const options = page.locator('.ant-select-item-option');
    await options.first().waitFor();
    const names = await options.allTextContents();
    expect(names).toContain('Forbrug (kW)');
    expect(names).toContain('Ladetilstand (%)');
    for (const raw of ['consumption', 'stateOfCharge', 'pv', 'grid']) expect(names).not.toContain(raw);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Data' }).click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    // A site's data are hourly, and today has no whole hour yet just after midnight in site time: 7 days always do.
    await page.getByRole('radiogroup', { name: 'Tidsrum' }).getByText('7 dage', { exact: true }).click();
    const header = page.getByRole('columnheader').nth(1);
    await header.waitFor();
    await expect(header).not.toContainText(/^[a-z]+[A-Z]?[a-z]*$/); // a translated name, not a wire name
    const cells = await page.locator('tbody td:nth-child(2)').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const text of cells) expect(text).not.toMatch(/\d\.\d/);
    await screenshot(page, 'energy-data-da');
  });
});
