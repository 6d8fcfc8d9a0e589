import type { Page } from '@playwright/test';
import { isKnown, navigateInApp, seriousViolations, waitForSettled } from '../support/axe';
import { screenshot } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { chooseTheme, openSection } from '../support/portalControls';

// The owner's Aarhus Harbour (Europe/Copenhagen; Denmark: prices in kr), replayed over the last whole month of its
// calendar: the demo fleet's history holds every hour of it.
const SITE = 'S-AARHUS';
const ZONE = 'Europe/Copenhagen';

interface Totals {
  cost: number;
  gridCharge: number;
}
interface Replay {
  month: string;
  inForce: { events: object[]; policy: object | null };
  cases: { noBattery: Totals; inForce: Totals; draft: Totals };
}

/** `YYYY-MM` of the month before the present one in the site's calendar. */
function lastMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const index = Number(parts.year) * 12 + Number(parts.month) - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The draft the test makes in the page: the month's own events kept, and a Charge at full power 02:00-05:00 daily. */
function nightlyCharge(month: string, inForce: Replay['inForce']) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  const added = Array.from({ length: days }, (_, i) => ({
    eventType: 0,
    startTime: `${day(i + 1)}T02:00:00`,
    endTime: `${day(i + 1)}T05:00:00`,
    rate: null,
    fullyChargedBy: null,
  }));
  return { events: [...inForce.events, ...added], policy: inForce.policy };
}

/** A sum of money as the English page writes a kr amount ("1,234.50 kr"). */
const kr = (amount: number) =>
  `${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kr`;

async function openReplay(page: Page) {
  await navigateInApp(page, '/main/schedule');
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
  await openSection(page, 'What would it have saved?');
  await page.getByRole('heading', { name: 'The month in figures' }).waitFor();
}

test.describe('what would it have saved? the owner replays last month with a draft', () => {
  for (const view of [
    { name: 'desktop', size: { width: 1400, height: 1000 } },
    { name: 'phone', size: { width: 390, height: 844 } },
  ]) {
    test(`the three cases, the draft's difference and why, on a ${view.name}, light and dark`, async ({
      pageAs,
      stack,
      api,
    }) => {
      const month = lastMonth();
      const asWas = await api.owner.ok<Replay>('POST', '/SiteReplay', { siteId: SITE });
      expect(asWas.month).toBe(month);
      const draft = nightlyCharge(month, asWas.inForce);
      const expected = await api.owner.ok<Replay>('POST', '/SiteReplay', { siteId: SITE, month, draft });
      const difference = expected.cases.draft.cost - expected.cases.inForce.cost;
      expect(expected.cases.draft.cost).not.toBe(expected.cases.inForce.cost);

      const page = await pageAs('owner', stack.shellUrl + '/main/home', { viewport: view.size, select: SITE });
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await openReplay(page);
      const table = page.getByRole('table');
      const costRow = table.getByRole('row', { name: /^Cost/ });
      // as it was: the draft is what was in force, and the battery's saving against none is named
      await expect(costRow.getByRole('cell').nth(3)).toHaveText(kr(asWas.cases.inForce.cost));
      await expect(costRow.getByRole('cell').nth(4)).toHaveText(kr(asWas.cases.inForce.cost));
      await expect(page.getByText('Your draft would have cost the same.', { exact: false })).toBeVisible();
      await expect(costRow.getByRole('cell').nth(2)).toHaveText(kr(asWas.cases.noBattery.cost));

      // the draft: a Charge at full power every night from 02:00 to 05:00 (the editor's first daily event)
      await page.getByRole('button', { name: 'Add a daily event' }).click();
      await expect(costRow.getByRole('cell').nth(4)).toHaveText(kr(expected.cases.draft.cost));
      const sentence =
        difference < 0
          ? `Your draft would have cost ${kr(-difference)} less.`
          : `Your draft would have cost ${kr(difference)} more.`;
      await expect(page.getByText(sentence, { exact: false })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Why they differ' })).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: /on \d+ of the month's days/ })
          .first(),
      ).toBeVisible();
      await page.getByRole('figure', { name: 'Cost per day' }).locator('canvas').first().waitFor();

      // the pointer leaves the chart, so that no tooltip stays open in the screenshots
      await page.mouse.move(0, 0);
      for (const scheme of ['Light', 'Dark'] as const) {
        await chooseTheme(page, scheme);
        await expect(costRow.getByRole('cell').nth(4)).toHaveText(kr(expected.cases.draft.cost));
        await page.getByRole('heading', { name: 'What would it have saved?', level: 2 }).scrollIntoViewIfNeeded();
        await screenshot(page, `replay-${view.name}-${scheme.toLowerCase()}`);
        // the page scrolls inside the layout: the figures and the chart are further down
        await page.getByRole('heading', { name: 'The month in figures' }).scrollIntoViewIfNeeded();
        await screenshot(page, `replay-${view.name}-${scheme.toLowerCase()}-figures`);
        await page.getByRole('heading', { name: 'Why they differ' }).scrollIntoViewIfNeeded();
        await screenshot(page, `replay-${view.name}-${scheme.toLowerCase()}-chart`);
        await waitForSettled(page);
        const found = (await seriousViolations(page)).filter((v) => !isKnown(v, '/main/schedule'));
        expect(found, `axe, ${scheme.toLowerCase()}`).toEqual([]);
      }
    });
  }
});
