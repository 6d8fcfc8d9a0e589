import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page, Response } from '@playwright/test';
import { screenshot } from '../support/browser';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';

type Point = Record<string, number | string>;
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The next telemetry answer the page receives (raw or hourly), with its points. */
function nextTelemetry(page: Page): Promise<{ url: string; points: Point[] }> {
  return page
    .waitForResponse(
      (r: Response) =>
        /\/(GetTelemetryRaw|GetTelemetrySummary|GetDataSummary)\?/.test(r.url()) &&
        !r.url().includes('blob=true') &&
        r.ok(),
    )
    .then(async (r) => ({ url: r.url(), points: ((await r.json()) as { telemetry: Point[] }).telemetry }));
}

test.describe('mf-data-economics: the data tab against the real API', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack: served, portal }) => {
    stack = served;
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test'));
    await page.getByTestId('device-list-scroll').getByRole('option').first().waitFor();
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('draws the server’s data for the range, redraws on a new range, and exports what it shows', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('SC-000000123');
    await page
      .getByTestId('device-list-scroll')
      .getByRole('option', { name: /^SC-000000123, Device,/ })
      .click();
    const first = nextTelemetry(page);
    await tabs(page).getByRole('link', { name: 'Data' }).click();
    const today = await first;
    expect(today.url).toContain('maxPoints=');
    expect(today.points.length).toBeGreaterThan(1);
    const chart = page.getByRole('figure', { name: 'Telemetry chart' });
    await chart.locator('canvas').first().waitFor();
    await page.getByText(`Resolution: Raw data, ${today.points.length} points`).waitFor();
    await screenshot(page, 'data-today');

    // The raw download link (the blob flag's downloadUrl) returns the data as a file.
    const href = await page.getByRole('link', { name: 'Download data' }).getAttribute('href');
    const file = await (await fetch(href!)).text();
    expect(file.split('\n')[0]).toMatch(/^utctime,/);

    // The CSV of what is shown: a header and one line per point, the first and last values those of the server.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = fs
      .readFileSync((await (await download).path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv.length).toBe(today.points.length + 1);
    // The one signal shown (the first of /MetaData, preselected), as the request named it.
    const signal = new URL(today.url).searchParams.get('signals')!.split(',')[0]!;
    const value = (line: string) => Number(line.split(',')[1]);
    expect(value(csv[1]!)).toBeCloseTo(Number(today.points[0]![signal]), 3);
    expect(value(csv.at(-1)!)).toBeCloseTo(Number(today.points.at(-1)![signal]), 3);

    // The same rows as an Excel workbook: a ZIP whose sheet holds the server's first value, as a number.
    const workbook = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const xlsx = fs.readFileSync((await (await workbook).path())!);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(`<c r="B2"><v>${Number(today.points[0]![signal])}</v></c>`);

    // Another range asks again, at hourly resolution, and the chart follows.
    const week = nextTelemetry(page);
    await page.getByRole('radiogroup', { name: 'Time range' }).getByText('7 days', { exact: true }).click();
    const hourly = await week;
    expect(hourly.url).toContain('GetTelemetrySummary');
    await page.getByText(`Resolution: Hourly, ${hourly.points.length} points`).waitFor();
    await screenshot(page, 'data-7-days');

    // Raw data chosen for the 7 days: the server's minutes, downsampled to the chart's width.
    const rawWeek = nextTelemetry(page);
    await page.getByRole('radiogroup', { name: 'Resolution' }).getByText('Raw data', { exact: true }).click();
    const raw = await rawWeek;
    expect(raw.url).toContain('GetTelemetryRaw');
    expect(raw.url).toContain('resolution=0');
    const maxPoints = Number(new URL(raw.url).searchParams.get('maxPoints'));
    expect(raw.points.length).toBeGreaterThan(hourly.points.length);
    expect(raw.points.length).toBeLessThanOrEqual(maxPoints);
    await page.getByText(`Resolution: Raw data, ${raw.points.length} points`).waitFor();
    await screenshot(page, 'data-7-days-raw');

    // Dragging across the chart zooms to that span: asked again, for the span only.
    const zoomed = nextTelemetry(page);
    const box = (await chart.locator('canvas').first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5, { steps: 5 });
    await page.mouse.up();
    const span = await zoomed;
    const query = new URL(span.url).searchParams;
    const hours = (Date.parse(query.get('toDateTime')!) - Date.parse(query.get('fromDateTime')!)) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(1);
    expect(hours).toBeLessThan(7 * 24 * 0.3);
    await page.getByRole('button', { name: 'Reset zoom' }).waitFor();
    await page.getByText(`Resolution: Raw data, ${span.points.length} points`).waitFor();
    await screenshot(page, 'data-zoomed-by-selection');

    // Another signal asks again for both, and the table (the chart's rows) gets its column.
    const twoSignals = nextTelemetry(page);
    await page.getByRole('combobox', { name: 'Signals' }).click();
    // The signals are offered by their names in the interface language, with units
    await page.locator('.ant-select-item-option[title="PV power (kW)"]').click();
    await page.keyboard.press('Escape');
    const both = await twoSignals;
    expect(new URL(both.url).searchParams.getAll('signals')).toEqual([signal, 'pv']);
    await page.getByRole('columnheader', { name: 'PV power (kW)' }).waitFor();
    await page.getByText(`Resolution: Raw data, ${both.points.length} points`).waitFor();
    await screenshot(page, 'data-two-signals');

    // Reset zoom goes back to the whole 7 days, and the chart draws them all again.
    const whole = nextTelemetry(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    const week7 = await whole;
    const weekQuery = new URL(week7.url).searchParams;
    expect((Date.parse(weekQuery.get('toDateTime')!) - Date.parse(weekQuery.get('fromDateTime')!)) / 86_400_000).toBe(
      7,
    );
    await page.getByText(`Resolution: Raw data, ${week7.points.length} points`).waitFor();
    await screenshot(page, 'data-zoom-reset');
  });
});
