import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { expect, test, type OwnBrowser } from '../support/fixtures';
import { selectInList } from '../support/portalControls';

const list = (page: Page) => page.getByTestId('device-list-scroll');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const period = (page: Page) => page.getByRole('status', { name: 'Shown period' });
/** The period type switch (Day, Month, Year, Total). */
const alignment = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Period type' }).getByText(name, { exact: true });

/** Selects a site in the sidebar and opens its economics tab. */
async function openEconomics(page: Page, search: string, name: string) {
  await selectInList(page, search, new RegExp(`^${name}, Site,`));
  await tabs(page).getByRole('link', { name: 'Economics' }).click();
  await page.getByRole('heading', { level: 1, name: 'Economics' }).waitFor();
}

test.describe('mf-data-economics: economics against the real API', () => {
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack, portal }) => {
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test'));
    await list(page).getByRole('option').first().waitFor();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('steps back and forward by year, refuses forward from now, and shows the 204 message at the start of the data', async () => {
    await openEconomics(page, 'aarhus', 'Aarhus Harbour');
    await alignment(page, 'Year').click();
    const thisYear = String(new Date().getFullYear());
    await period(page).filter({ hasText: thisYear }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    const previous = page.getByRole('button', { name: 'Previous' });
    await expect(next).toBeDisabled();
    await previous.click();
    await period(page)
      .filter({ hasText: String(Number(thisYear) - 1) })
      .waitFor();
    await next.click();
    await period(page).filter({ hasText: thisYear }).waitFor();
    // The simulated fleet has two years of history: going further back reaches a year without data (204).
    for (let back = 1; back <= 3; back++) {
      await previous.click();
      const shown = period(page).filter({ hasText: String(Number(thisYear) - back) });
      const refused = page.getByText('There is no economics data for S-AARHUS in that period');
      await shown.or(refused).first().waitFor();
      if (await refused.isVisible()) break;
    }
    await page.getByText('There is no economics data for S-AARHUS in that period').waitFor();
    await screenshot(page, 'economics-204');
    // Total has no forward.
    await alignment(page, 'Total').click();
    await period(page).filter({ hasText: 'All time' }).waitFor();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  });

  for (const [search, name, symbol] of [
    ['aarhus', 'Aarhus Harbour', 'kr'],
    ['berlin', 'Berlin Workshop', '€'],
    ['bristol', 'Bristol Dairy', '£'],
  ] as const) {
    test(`the currency of ${search} is right`, async () => {
      await openEconomics(page, search, name);
      await alignment(page, 'Month').click();
      await page.getByLabel(`Import price per kWh (${symbol})`).waitFor();
      await screenshot(page, `economics-${search}`);
    });
  }

  test('a price update is sent as a pair, shown at once, and still there after a reload', async () => {
    await openEconomics(page, 'berlin', 'Berlin Workshop');
    const importPrice = page.getByLabel('Import price per kWh (€)');
    const exportPrice = page.getByLabel('Export price per kWh (€)');
    await importPrice.fill('0.37');
    await exportPrice.fill('0.09');
    await page.getByRole('button', { name: 'Update price' }).click();
    // A price changes what the site's energy is worth: it is shown before and after, and confirmed.
    const dialog = page.getByRole('dialog', { name: 'Change the electricity price of this site?' });
    await expect(dialog.getByText(/to 0\.37/)).toBeVisible();
    await screenshot(page, 'economics-price-confirm');
    await dialog.getByRole('button', { name: 'Update price' }).click();
    await page.getByText('The electricity price has been updated').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Economics' }).waitFor();
    // The form fills in once the site's prices have loaded: the value is asked until it is there.
    await expect(page.getByLabel('Import price per kWh (€)')).toHaveValue('0.37');
    await expect(page.getByLabel('Export price per kWh (€)')).toHaveValue('0.09');
  });
});
