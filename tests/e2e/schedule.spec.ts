import type { Locator, Page } from '@playwright/test';
import type { ApiClient } from '../support/apiClient';
import { screenshot } from '../support/browser';
import type { StackUrls } from '../support/stack';
import { wallClock } from '../support/wallClock';
import { expect, test, type Api, type NewAccount, type OwnBrowser, type Portal } from '../support/fixtures';

const SITE = 'S-AARHUS';
const ZONE = 'Europe/Copenhagen';

/** An answer of the API as the tests below read it: an object, or nothing. */
type Json = Record<string, unknown> | undefined;

/** An instant on the site's wall clock, as the dialog's pickers take it. */
const siteWall = (ms: number) => wallClock(ms, ZONE);

/**
 * The next night the clocks go back in Copenhagen (the last Sunday of October) at least a week ahead, as dates
 * (YYYY-MM-DD): the Monday of its week, the Saturday before and the Sunday itself.
 */
function nextAutumnChange() {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const lastSundayOfOctober = (year: number) => {
    const last = Date.UTC(year, 9, 31);
    return last - new Date(last).getUTCDay() * 86_400_000;
  };
  const year = new Date().getUTCFullYear();
  const thisYear = lastSundayOfOctober(year);
  const sunday = thisYear > Date.now() + 7 * 86_400_000 ? thisYear : lastSundayOfOctober(year + 1);
  return { monday: day(sunday - 6 * 86_400_000), saturday: day(sunday - 86_400_000), sunday: day(sunday) };
}

/**
 * Until the message beside a form field has faded in (antd animates it in): a screenshot taken at once shows the
 * field marked red without its message.
 */
async function messageSettled(field: Locator) {
  const [helpId] = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  const help = field.page().locator(`[id="${helpId}"]`);
  await expect
    .poll(
      () =>
        help.evaluate(
          (el) =>
            !el.getAnimations({ subtree: true }).some((a) => a.playState === 'running' || a.pending) &&
            getComputedStyle(el).opacity === '1',
        ),
      { timeout: 5_000 },
    )
    .toBe(true);
}

const calendar = (page: Page) => page.getByRole('region', { name: 'Event calendar' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Types a date and time into one of the dialog's pickers. */
async function typeTime(page: Page, within: string, label: string, value: string) {
  const input = dialog(page, within).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function openSchedule(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule' }).click();
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
  await calendar(page).waitFor();
}

/**
 * A browser of its own, signed in as `email` on the schedule tab (with `select` selected first, and its `tab` open):
 * the set-up of each describe block below.
 */
async function openScheduleAs(
  portal: Portal,
  stack: StackUrls,
  email: string,
  options: { wide?: boolean; select?: string; tab?: string } = {},
): Promise<{ browser: OwnBrowser; page: Page }> {
  const { browser, page } = await portal.openAs(stack.shellUrl + '/main/home', email, {
    viewport: options.wide ? { width: 1400, height: 1000 } : undefined,
    select: options.select,
  });
  await openSchedule(page);
  if (options.tab) await page.getByRole('tab', { name: options.tab }).click();
  return { browser, page };
}

/** The battery's state of charge on the site, from the live status the portal polls (spec 7 /sitestatus). */
async function siteSoc(client: ApiClient): Promise<number> {
  const { json } = await client.call<Json>('POST', '/sitestatus', { ids: [SITE] });
  const data = (json?.data ?? {}) as Record<string, { stateOfCharge?: number | null }>;
  return Number(data[SITE]?.stateOfCharge ?? NaN);
}

test.describe('mf-schedule-policies: the schedule tab against the real API', () => {
  // The tests of this file change the site's events and policies: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let portal: Portal;
  let api: Api;
  /** An account like the owner's (NormalUser of the site), whose level this file may change. */
  let owner: NewAccount;

  test.beforeAll(async ({ stack: served, portal: worker, newAccount, api: clients }) => {
    stack = served;
    portal = worker;
    api = clients;
    owner = await newAccount('owner');
    // The owner holds NormalUser (10) on the site, and the schedule needs ScheduleUser (9) (spec 3, lower is more):
    // the super admin gives it, through the real /UserSite call.
    const { users } = await api.superadmin.ok<{
      users: { userId: string; email: string; startTime: string; endTime: string }[];
    }>('GET', `/UserSite?siteId=${SITE}`);
    const grant = users.find((u) => u.email === owner.email)!;
    await api.superadmin.ok('PUT', '/UserSite', { siteId: SITE, ...grant, isApiClient: undefined, level: 9 });
  });

  test.describe('as the owner (ScheduleUser on the site)', () => {
    let browser: OwnBrowser;
    let page: Page;
    test.beforeAll(async () => {
      ({ browser, page } = await openScheduleAs(portal, stack, owner.email, { wide: true }));
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('creates a Charge event for the coming hour, sees it in the calendar, and the battery charges', async () => {
      const start = Date.now();
      const from = siteWall(start);
      const to = siteWall(start + 3_600_000);
      const socBefore = await siteSoc(owner.api);
      await page.getByRole('button', { name: 'Add event' }).click();
      await dialog(page, 'Add event').waitFor();
      await typeTime(page, 'Add event', 'Start time', from.picker);
      await typeTime(page, 'Add event', 'End time', to.picker);
      await dialog(page, 'Add event').getByLabel('Description').fill('E2E charge');
      await dialog(page, 'Add event').getByRole('button', { name: 'Save' }).click();
      // An event across midnight (site time) is drawn in each day's column: the first block stands for it.
      const block = calendar(page)
        .getByRole('button', { name: `Charge from ${from.time} to ${to.time}` })
        .first();
      await block.waitFor();
      await dialog(page, 'Add event').waitFor({ state: 'hidden' });
      await screenshot(page, 'schedule-charge-created');

      // The simulator obeys the running event (no rate: full inverter power); its clock is real time, so this
      // asks until a few fleet ticks (10 s each) of charging have raised the state of charge.
      await expect.poll(() => siteSoc(owner.api), { timeout: 150_000, intervals: [2_000] }).toBeGreaterThan(socBefore);

      // What the plan does: the running event over the day's state of charge.
      await page.getByRole('tab', { name: 'What the plan does' }).click();
      await page
        .getByRole('list', { name: 'Planned events' })
        .getByRole('listitem', { name: `Charge from ${from.time} to ${to.time}` })
        .waitFor();
      await page.locator('canvas').first().waitFor();
      await screenshot(page, 'schedule-plan');
      await page.getByRole('tab', { name: 'Events' }).click();
    });

    test('refuses an overlapping event in the dialog and saves nothing', async () => {
      const before = await owner.api.call<Json>(
        'GET',
        `/EventSchedule?siteId=${SITE}&fromTimeStamp=${new Date(Date.now() - 86_400_000).toISOString()}`,
      );
      await page.getByRole('button', { name: 'Add event' }).click();
      const add = dialog(page, 'Add event');
      await add.waitFor();
      await typeTime(page, 'Add event', 'Start time', siteWall(Date.now() + 600_000).picker);
      await add.getByRole('button', { name: 'Save' }).click();
      await add.getByText(/The event overlaps another event \(Charge/).waitFor();
      await screenshot(page, 'schedule-overlap-refused');
      await add.getByRole('button', { name: 'Cancel' }).click();
      const after = await owner.api.call<Json>(
        'GET',
        `/EventSchedule?siteId=${SITE}&fromTimeStamp=${new Date(Date.now() - 86_400_000).toISOString()}`,
      );
      expect(after.json).toEqual(before.json);
    });

    test('edits the event (a new end time) and deletes it', async () => {
      // An event across midnight (site time) is drawn in each day's column: the first block stands for it.
      const block = calendar(page)
        .getByRole('button', { name: /^Charge from / })
        .first();
      await block.click();
      const edit = dialog(page, 'Edit event');
      await edit.waitFor();
      const end = siteWall(Date.now() + 2 * 3_600_000);
      await typeTime(page, 'Edit event', 'End time', end.picker);
      await edit.getByRole('button', { name: 'Save' }).click();
      await calendar(page)
        .getByRole('button', { name: new RegExp(`^Charge from .* to ${end.time}$`) })
        .first()
        .waitFor();
      await screenshot(page, 'schedule-charge-edited');

      await block.click();
      await dialog(page, 'Edit event').getByRole('button', { name: 'Delete event' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await block.waitFor({ state: 'detached' });
      const left = await owner.api.call<Json>(
        'GET',
        `/EventSchedule?siteId=${SITE}&fromTimeStamp=${new Date(Date.now() - 86_400_000).toISOString()}`,
      );
      expect((left.json?.events as { description: string }[]).filter((e) => e.description === 'E2E charge')).toEqual(
        [],
      );
    });
  });

  test.describe('daylight saving as the owner', () => {
    let browser: OwnBrowser;
    let page: Page;
    test.beforeAll(async () => {
      ({ browser, page } = await openScheduleAs(portal, stack, owner.email, { wide: true }));
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('an event across the next autumn change (Copenhagen) keeps its wall-clock times', async () => {
      const change = nextAutumnChange();
      const range = page.getByRole('status', { name: 'Shown period' });
      // On to the week that ends with the change (events in the past cannot be planned).
      const showWeek = async () => {
        while (!(await range.textContent())?.startsWith(change.monday)) {
          await page.getByRole('button', { name: 'Next' }).click();
        }
      };
      await showWeek();
      await page.getByRole('button', { name: 'Add event' }).click();
      await dialog(page, 'Add event').waitFor();
      await page.getByRole('dialog', { name: 'Add event' }).getByLabel('Event type').click();
      await page.getByTitle('Hold charge').click();
      await typeTime(page, 'Add event', 'Start time', `${change.sunday} 01:00`);
      await typeTime(page, 'Add event', 'End time', `${change.sunday} 04:00`);
      await dialog(page, 'Add event').getByLabel('Description').fill('E2E DST');
      await dialog(page, 'Add event').getByRole('button', { name: 'Save' }).click();
      const block = calendar(page).getByRole('button', { name: 'Hold charge from 01:00 to 04:00' });
      await block.waitFor();
      await screenshot(page, 'schedule-dst');
      // Stored as instants: 01:00 summer time (UTC+2) to 04:00 winter time (UTC+1), four hours.
      const { json } = await owner.api.call<Json>(
        'GET',
        `/EventSchedule?siteId=${SITE}&fromTimeStamp=${change.saturday}T00:00:00Z`,
      );
      const stored = (json?.events as { id: string; description: string; startTime: string; endTime: string }[]).find(
        (e) => e.description === 'E2E DST',
      )!;
      expect([stored.startTime, stored.endTime]).toEqual([
        `${change.saturday}T23:00:00.000Z`,
        `${change.sunday}T03:00:00.000Z`,
      ]);
      // Read back after a reload, still 01:00 to 04:00.
      await page.reload();
      await calendar(page).waitFor();
      await showWeek();
      await block.click();
      await dialog(page, 'Edit event').getByRole('button', { name: 'Delete event' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await block.waitFor({ state: 'detached' });
    });
  });

  test.describe('the tariff policy as the owner', () => {
    let browser: OwnBrowser;
    let page: Page;
    // The site's policy as it was: put back afterwards, so that the specs that replay the site's month with the policy
    // in force (replay.spec.ts) do not depend on whether this one ran before them.
    let before: Json | undefined;
    test.beforeAll(async () => {
      before = (await owner.api.call<Json>('GET', `/Policy?siteId=${SITE}`)).json;
      ({ browser, page } = await openScheduleAs(portal, stack, owner.email, { wide: true, tab: 'Tariff policy' }));
    });
    test.afterAll(async () => {
      await browser?.close();
      if (before) await owner.api.call('PUT', '/Policy', { siteId: SITE, policy: before.policy ?? null });
    });

    test('saves a valid policy; invalid numbers show the spec texts and the server still holds the old policy', async () => {
      const charge = page.getByLabel('Expected grid consumption on sunny days (%)');
      const fixedEnergy = page.getByLabel('Fixed daily grid charge (kWh)');
      const price = page.getByLabel('Price', { exact: true });
      await page.getByLabel('Name', { exact: true }).fill('E2E night charge');
      await charge.fill('40');
      await fixedEnergy.fill('5');
      await page.getByRole('button', { name: 'Save policy' }).click();
      await page.getByText('The policy has been saved').waitFor();
      const saved = (await owner.api.call<Json>('GET', `/Policy?siteId=${SITE}`)).json;
      expect(saved).toMatchObject({ policy: { name: 'E2E night charge', chargePercentage: 40, fixedEnergy: 5 } });

      // The API's schema first: text in a number field.
      await price.fill('forty');
      await page.getByRole('button', { name: 'Save policy' }).click();
      await expect(price).toHaveAccessibleDescription('You must fill with a valid number');
      // Then its rules: the fixed daily charge within the site's battery capacity.
      await price.fill('');
      await fixedEnergy.fill('100000');
      await page.getByRole('button', { name: 'Save policy' }).click();
      await expect(fixedEnergy).toHaveAccessibleDescription(/The value must be between 0 and [\d.]+ kWh/);
      await messageSettled(fixedEnergy);
      await screenshot(page, 'schedule-policy-invalid');
      await fixedEnergy.fill('5');
      await charge.fill('101');
      await page.getByRole('button', { name: 'Save policy' }).click();
      await expect(charge).toHaveAccessibleDescription('The value must be between 0 and 100 %');
      expect((await owner.api.call<Json>('GET', `/Policy?siteId=${SITE}`)).json).toEqual(saved);
      // The server refuses the same numbers on its own (spec 5), and still holds the old policy.
      const direct = await owner.api.call<Json>('PUT', '/Policy', {
        siteId: SITE,
        policy: { ...(saved!.policy as object), chargePercentage: 101 },
      });
      expect(direct.status).toBe(400);
      expect((await owner.api.call<Json>('GET', `/Policy?siteId=${SITE}`)).json).toEqual(saved);
      await charge.fill('40');
    });

    test('refuses a fixed state of charge of 500 beside the field, in the words of spec 5, and stores nothing', async () => {
      const before = (await owner.api.call<Json>('GET', `/Policy?siteId=${SITE}`)).json;
      // The last test's notice of a saved policy has gone, so the screenshot shows only this refusal.
      await page.getByText('The policy has been saved').waitFor({ state: 'hidden' });
      const fixedSoc = page.getByLabel('Fixed state of charge (%)');
      await fixedSoc.fill('500');
      await page.getByRole('button', { name: 'Save policy' }).click();
      await expect(fixedSoc).toHaveAccessibleDescription('The value must be between 0 and 100 %');
      await expect(page.getByText(/must be <= 100|anyOf/)).toHaveCount(0);
      await messageSettled(fixedSoc);
      await screenshot(page, 'schedule-policy-fixed-soc');
      expect((await owner.api.call<Json>('GET', `/Policy?siteId=${SITE}`)).json).toEqual(before);
      await fixedSoc.fill('');
    });

    test('adds a controllable load (a bad URL refused first) and removes it', async () => {
      await page.getByRole('tab', { name: 'Controllable loads' }).click();
      await page.getByRole('button', { name: 'Add controllable load' }).click();
      const add = dialog(page, 'Add controllable load');
      await add.getByLabel('Adapter name').fill('E2E heat pump');
      await add.getByLabel('Action on URL').fill('heatpump.local/on');
      await add.getByLabel('Action off URL').fill('http://heatpump.local/off');
      await add.getByLabel('Expected load (kW)').fill('2,5');
      await add.getByRole('button', { name: 'Save' }).click();
      await expect(add.getByLabel('Action on URL')).toHaveAccessibleDescription(
        'Enter an address that starts with http:// or https://',
      );
      await messageSettled(add.getByLabel('Action on URL'));
      await screenshot(page, 'schedule-load-invalid');
      await add.getByLabel('Action on URL').fill('http://heatpump.local/on');
      await add.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('cell', { name: 'E2E heat pump', exact: true }).waitFor();
      const { json } = await owner.api.call<Json>('GET', `/ControllableLoad?siteId=${SITE}`);
      expect(json?.loads).toEqual([expect.objectContaining({ adapterName: 'E2E heat pump', expectedLoad: 2.5 })]);
      await screenshot(page, 'schedule-loads');
      await page.getByRole('button', { name: 'Remove E2E heat pump' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.getByRole('cell', { name: 'E2E heat pump', exact: true }).waitFor({ state: 'detached' });
    });
  });

  test.describe('peak shaving as the super admin (S-BRISTOL has the PeakShaving feature)', () => {
    let browser: OwnBrowser;
    let page: Page;
    test.beforeAll(async () => {
      ({ browser, page } = await openScheduleAs(portal, stack, 'superadmin@demo.test', {
        wide: true,
        select: 'S-BRISTOL',
        tab: 'Peak shaving',
      }));
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('sets the limits through /parameters/control; a bad number saves nothing; 24 h of grid power are charted', async () => {
      const before = (await api.superadmin.call<Json>('GET', '/parameters/control?siteId=S-BRISTOL')).json;
      const limit = page.getByLabel('Grid import limit (kW)');
      await limit.fill('seven');
      await page.getByRole('button', { name: 'Save limits' }).click();
      await expect(limit).toHaveAccessibleDescription(/^You must fill with a valid number/);
      expect((await api.superadmin.call<Json>('GET', '/parameters/control?siteId=S-BRISTOL')).json).toEqual(before);
      await limit.fill('7,5');
      await page.getByRole('button', { name: 'Save limits' }).click();
      await page.getByText('The peak shaving limits have been saved').waitFor();
      const after = (await api.superadmin.call<Json>('GET', '/parameters/control?siteId=S-BRISTOL')).json;
      expect(after).toMatchObject({ control: { peakShavingGridImportLimit: 7.5 } });
      await page.getByText('Grid power over the last 24 hours against the limits').waitFor();
      await page.locator('canvas').first().waitFor();
      await screenshot(page, 'schedule-peak-shaving');
    });
  });

  test.describe('as a read-only user', () => {
    let browser: OwnBrowser;
    let page: Page;
    test.beforeAll(async () => {
      ({ browser, page } = await openScheduleAs(portal, stack, 'readonly@demo.test'));
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('sees the calendar without any control to change it, and the API refuses a change', async () => {
      await page.getByText('You can see the schedule of this site but not change it').waitFor();
      await expect(page.getByRole('button', { name: 'Add event' })).toHaveCount(0);
      await screenshot(page, 'schedule-readonly');
      const now = Date.now();
      const refused = await api.readonly.call<Json>('POST', '/EventSchedule', {
        siteId: SITE,
        description: '',
        startTime: new Date(now + 86_400_000).toISOString(),
        endTime: new Date(now + 90_000_000).toISOString(),
        endMode: 0,
        eventType: 0,
        rate: 5,
      });
      expect([403, 404]).toContain(refused.status);
    });
  });
});
