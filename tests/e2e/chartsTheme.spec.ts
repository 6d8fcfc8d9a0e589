import type { Page } from '@playwright/test';
import { navigateInApp } from '../support/axe';
import { screenshot } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { chooseTheme } from '../support/portalControls';

/** Opens a tab in the app (the phone's navigation is a drawer) and waits until its chart has drawn on its canvas. */
async function openChart(page: Page, tab: 'Data' | 'Economics') {
  await navigateInApp(page, `/main/${tab.toLowerCase()}`);
  // A site's data is hourly and an hour is summed once it is over: in the first hour of the site's day "Today" has
  // nothing to draw yet. The last 7 days always have.
  if (tab === 'Data') await chooseRange(page, '7 days');
  const chart =
    tab === 'Data'
      ? page.getByRole('figure', { name: 'Telemetry chart' })
      : page.getByRole('figure', { name: 'Energy by period' });
  await chart.locator('canvas').first().waitFor();
  // The canvas is there before the chart has drawn into it: wait until it is wider than a placeholder's.
  await expect
    .poll(() =>
      chart
        .locator('canvas')
        .first()
        .evaluate((c: HTMLCanvasElement) => c.width),
    )
    .toBeGreaterThan(200);
}

/** The data tab's range: buttons side by side on a desktop, a list to choose from on a phone (below 900 px). */
async function chooseRange(page: Page, name: string) {
  if (page.viewportSize()!.width >= 900) {
    await page.getByRole('radiogroup', { name: 'Time range' }).getByText(name, { exact: true }).click();
    return;
  }
  await page.getByRole('combobox', { name: 'Time range' }).click();
  // antd draws the list's options as titled rows; its listbox of options is for screen readers only.
  await page.locator('.ant-select-dropdown').getByTitle(name, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown')).toBeHidden();
}

test.describe("the charts draw in the antd theme's colours, light and dark", () => {
  for (const viewport of [
    { name: 'desktop', size: { width: 1280, height: 800 } },
    { name: 'mobile', size: { width: 390, height: 844 } },
  ]) {
    test(`the data and economics charts of the owner's site, ${viewport.name}`, async ({ pageAs, stack }) => {
      const page = await pageAs('owner', stack.shellUrl + '/main/home', { viewport: viewport.size });
      // A chart whose draw fails half-way (an interaction G2 cannot find) still shows its lines, without a tooltip.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      for (const scheme of ['Light', 'Dark'] as const) {
        await chooseTheme(page, scheme);
        for (const tab of ['Data', 'Economics'] as const) {
          await openChart(page, tab);
          await screenshot(page, `charts-${scheme.toLowerCase()}-${tab.toLowerCase()}-${viewport.name}`);
        }
      }
      // The pointer over the data chart shows the tooltip: the time and the value of the shown signal, with its unit.
      await openChart(page, 'Data');
      const canvas = page.getByRole('figure', { name: 'Telemetry chart' }).locator('canvas').first();
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
      await page.mouse.move(box.x + box.width * 0.52, box.y + box.height * 0.5);
      await expect(page.locator('.g2-tooltip')).toContainText(/Consumption\s*[\d.,]+ kW/);
      expect(errors).toEqual([]);
    });
  }
});
