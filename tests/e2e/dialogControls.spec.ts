import type { Locator, Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { dialogSettled } from '../support/dialogs';
import { expect, test, type OwnBrowser } from '../support/fixtures';

/**
 * Every select and date picker inside a dialog opens above its dialog and takes a mouse click: each option and each
 * day is clicked as a person clicks it, without `force`, so the click fails when the dialog (or anything else) covers
 * it, or when it lies off the screen. The super admin opens each dialog of the portal that holds such a control, on a
 * 1400 px desktop and on a 390 px phone. Nothing is saved: each dialog is cancelled or closed.
 */

const two = (n: number) => String(n).padStart(2, '0');
/** A day as antd's calendar cells name it (their title) and as the demo accounts' date format shows it. */
const dayText = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
/** Today, in the browser's (and this runner's) zone. */
const today = () => dayText(new Date());
/** The first day of this week's row of the calendar (Sunday, in English): the cell at its left edge. */
const weekStart = () => {
  const d = new Date();
  d.setDate(d.getDate() - d.getDay());
  return dayText(d);
};

/** The picker popup that is open now (antd draws each into the page's body). */
const openPickerPopup = (page: Page) => page.locator('.ant-picker-dropdown:visible');

/** The list of a select: the popup that holds the listbox the combobox controls. */
async function listOf(page: Page, combobox: Locator): Promise<Locator> {
  const listbox = await combobox.getAttribute('aria-controls');
  expect(listbox).toBeTruthy();
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
}

/** The antd select a combobox belongs to: it shows the chosen option. */
const selectOf = (combobox: Locator) =>
  combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/** Until a popup has finished sliding in (fully opaque, nothing of it moving): for a screenshot of it at rest. */
function popupSettled(popup: Locator): Promise<void> {
  return expect
    .poll(() =>
      popup.evaluate(
        (el) =>
          getComputedStyle(el).opacity === '1' &&
          !el.getAnimations({ subtree: true }).some((a) => a.playState === 'running' || a.pending),
      ),
    )
    .toBe(true);
}

/**
 * Opens a select with the mouse and clicks one of its options; the select then shows it. `shot` names a screenshot
 * taken while the list is open above its dialog.
 */
async function chooseOption(page: Page, combobox: Locator, option: string, shot?: string) {
  await combobox.click();
  const list = await listOf(page, combobox);
  const item = list.locator('.ant-select-item-option').filter({ hasText: option }).first();
  await item.waitFor();
  if (shot) {
    await popupSettled(list);
    await screenshot(page, shot);
  }
  await item.click();
  // A select of several values stays open for more: Escape closes its list (and only its list, not the dialog).
  const several = (await selectOf(combobox).getAttribute('class'))?.includes('ant-select-multiple');
  if (several) await combobox.press('Escape');
  await expect(list).toBeHidden();
  await expect(selectOf(combobox)).toContainText(option);
}

/**
 * Opens a date (or date and time) picker with the mouse and clicks a day of its calendar, then OK when the picker
 * also holds a time. `shot` names a screenshot taken while the calendar is open above its dialog.
 */
async function chooseDay(page: Page, input: Locator, day: string, shot?: string) {
  if (!(await openPickerPopup(page).isVisible())) await input.click();
  const popup = openPickerPopup(page);
  await popupSettled(popup);
  const cell = popup.locator(`td[title="${day}"]:visible`).first();
  // A calendar that opens on an earlier month (the value it holds) is stepped forward to the day, as a person does.
  for (let step = 0; step < 3 && !(await cell.isVisible()); step++) {
    await popup.getByRole('button', { name: 'Next month' }).first().click();
    await popupSettled(popup);
  }
  if (shot) await screenshot(page, shot);
  await cell.click();
  const ok = popup.getByRole('button', { name: 'OK' });
  if (await ok.isVisible()) await ok.click();
}

/** The dialog (antd Modal, or the shell's dialog around a remote module) with this title. */
const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openAccountEntry(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

/** The sidebar's list; on a phone it is the Devices tab (spec 2: the bottom bar replaces the sidebar). */
async function openDeviceList(page: Page) {
  if (isPhone(page)) await mainNavigation(page).getByRole('link', { name: 'Devices' }).click();
  await page.getByTestId('device-list-scroll').getByRole('option').first().waitFor();
}

/** Opens a tab of the navigation, under the phone's Menu when it is there. */
async function openNavigationEntry(page: Page, name: string) {
  const link = mainNavigation(page).getByRole('link', { name, exact: true });
  if (await link.isVisible()) await link.click();
  else {
    await mainNavigation(page).getByRole('button', { name: 'Menu' }).click();
    await mainNavigation(page).getByRole('menuitem', { name, exact: true }).click();
  }
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Selects a site or group in the list (by search) and opens one of its tabs. */
async function openTab(page: Page, search: string, name: string, type: string, tab: string) {
  await openDeviceList(page);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(search);
  const option = page.getByTestId('device-list-scroll').getByRole('option', { name: new RegExp(`^${name}, ${type},`) });
  if ((await option.getAttribute('aria-selected')) !== 'true') await option.click();
  await openNavigationEntry(page, tab);
}

/** The admin panel's message centre: its Severity select. */
async function adminSeverity(page: Page, shot: string) {
  await openAccountEntry(page, 'Admin');
  const panel = dialogTitled(page, 'Admin panel');
  const editor = panel.getByRole('form', { name: 'Active message' });
  await editor.waitFor();
  const severity = editor.getByRole('combobox', { name: 'Severity' });
  const other = (await selectOf(severity).textContent())?.includes('Warning') ? 'Error' : 'Warning';
  await chooseOption(page, severity, other, shot);
  // On a phone the language tabs do not all fit: the last ones are in a dropdown that opens above the panel too.
  const more = editor.getByRole('tablist').getByRole('button', { name: 'ellipsis' });
  if (await more.isVisible()) {
    await more.hover();
    const swedish = page.getByRole('listbox').getByRole('option', { name: 'Swedish' });
    await popupSettled(page.locator('.ant-tabs-dropdown').filter({ has: swedish }));
    await screenshot(page, `${shot}-language-tabs`);
    await swedish.click();
    await expect(editor.getByRole('tab', { name: 'Swedish' })).toHaveAttribute('aria-selected', 'true');
  }
  // Not saved: the message centre stays as the other suites left it.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
}

/** The Log dialog: the fleet audit log's period, a range of dates and times. */
async function logPeriod(page: Page, shot: string) {
  await openAccountEntry(page, 'Log');
  const log = dialogTitled(page, 'Log');
  await log.getByRole('button', { name: 'Export CSV' }).waitFor();
  const start = log.getByPlaceholder('Start date');
  const end = log.getByPlaceholder('End date');
  await chooseDay(page, start, weekStart(), shot);
  await chooseDay(page, end, today());
  await expect(start).toHaveValue(new RegExp(`^${weekStart()}`));
  await expect(end).toHaveValue(new RegExp(`^${today()}`));
  await log.getByRole('button', { name: 'Filter' }).click();
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toHaveCount(0);
}

/** The settings dialog: its date format. */
async function settingsDateFormat(page: Page, shot: string) {
  await openAccountEntry(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await dialogSettled(settings);
  await chooseOption(page, settings.getByRole('combobox', { name: 'Date format' }), 'dd.MM.yyyy', shot);
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await expect(settings).toBeHidden();
}

/** The device list's filters drawer: countries and the commissioning dates (a range of two months). */
async function filters(page: Page, shot: string) {
  await openDeviceList(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.waitFor();
  await chooseOption(page, drawer.getByRole('combobox', { name: 'Countries' }), 'Denmark', `${shot}-country`);
  const from = drawer.getByPlaceholder('Commissioned from');
  await chooseDay(page, from, weekStart(), `${shot}-dates`);
  await chooseDay(page, drawer.getByPlaceholder('Commissioned to'), today());
  await expect(from).toHaveValue(weekStart());
  // Closed without applying: the list stays unfiltered for the tests after.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
}

/** The users tab's add-user dialog: the access level and the end of the access (a date and time). */
async function addUser(page: Page, shot: string) {
  await openTab(page, 'bristol', 'Bristol Dairy', 'Site', 'Users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialogSettled(dialog);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Access level' }), 'Read only', `${shot}-level`);
  const until = dialog.getByLabel('Access until');
  await chooseDay(page, until, weekStart(), `${shot}-until`);
  await expect(until).toHaveValue(new RegExp(`^${weekStart()}`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/** Management's site dialog (parent group and country) and site group dialog (parent group). */
async function managementDialogs(page: Page, shot: string) {
  await openTab(page, 'bristol', 'Bristol Dairy', 'Site', 'Management');
  await page.getByRole('button', { name: 'Edit site', exact: true }).click();
  const site = page.getByRole('dialog', { name: 'Edit site', exact: true });
  await dialogSettled(site);
  await chooseOption(page, site.getByRole('combobox', { name: 'Parent group' }), 'Germany', `${shot}-site-parent`);
  await chooseOption(page, site.getByRole('combobox', { name: 'Country' }), 'Sweden', `${shot}-site-country`);
  await site.getByRole('button', { name: 'Cancel' }).click();
  await expect(site).toBeHidden();

  await openTab(page, 'sweden', 'Sweden', 'Site group', 'Management');
  await page.getByRole('button', { name: 'Edit site group', exact: true }).click();
  const group = page.getByRole('dialog', { name: 'Edit site group', exact: true });
  await dialogSettled(group);
  await chooseOption(page, group.getByRole('combobox', { name: 'Parent group' }), 'Germany', `${shot}-group-parent`);
  await group.getByRole('button', { name: 'Cancel' }).click();
  await expect(group).toBeHidden();
}

/** The schedule's add-event dialog (event type, start) and add-load dialog (method). */
async function scheduleDialogs(page: Page, shot: string) {
  await openTab(page, 'aarhus', 'Aarhus Harbour', 'Site', 'Schedule');
  const add = page.getByRole('button', { name: 'Add event' });
  await expect(add).toBeEnabled();
  await add.click();
  const event = page.getByRole('dialog', { name: 'Add event' });
  await dialogSettled(event);
  await chooseOption(page, event.getByRole('combobox', { name: 'Event type' }), 'Hold charge', `${shot}-event-type`);
  const start = event.getByLabel('Start time', { exact: true });
  await chooseDay(page, start, weekStart(), `${shot}-event-start`);
  await expect(start).toHaveValue(new RegExp(`^${weekStart()}`));
  await event.getByRole('button', { name: 'Cancel' }).click();
  await expect(event).toBeHidden();

  await page.getByRole('tab', { name: 'Controllable loads' }).click();
  await page.getByRole('button', { name: 'Add controllable load' }).click();
  const load = page.getByRole('dialog', { name: 'Add controllable load' });
  await dialogSettled(load);
  await chooseOption(page, load.getByRole('combobox', { name: 'Method' }), 'PUT', `${shot}-load-method`);
  await load.getByRole('button', { name: 'Cancel' }).click();
  await expect(load).toBeHidden();
}

/** Maintenance: the device log dialog (its tabs; it holds no select or picker), and the page's errors period. */
async function maintenance(page: Page, shot: string) {
  await openTab(page, 'aarhus', 'Aarhus Harbour', 'Site', 'Maintenance');
  const device = page.locator('.ant-card').filter({ has: page.getByRole('combobox', { name: 'Device' }) });
  await device.getByRole('button', { name: 'Log', exact: true }).click();
  const log = page.getByRole('dialog', { name: /^Log of SC/ });
  await dialogSettled(log);
  await log.getByRole('tab', { name: 'Command log' }).click();
  await expect(log.getByRole('tab', { name: 'Command log' })).toHaveAttribute('aria-selected', 'true');
  await log.getByRole('table', { name: 'Command log' }).waitFor();
  // Nothing in it opens a popup that could fall behind it.
  await expect(log.getByRole('combobox')).toHaveCount(0);
  await screenshot(page, `${shot}-device-log`);
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(log).toBeHidden();

  // The page's own period picker (not in a dialog): the device's errors of at most the last 18 months.
  const errors = page.locator('.ant-card').filter({ hasText: 'Device errors' });
  const from = errors.getByPlaceholder('Start date');
  await chooseDay(page, from, weekStart(), `${shot}-errors-period`);
  await chooseDay(page, errors.getByPlaceholder('End date'), today());
  await expect(from).toHaveValue(weekStart());
}

for (const [screen, viewport] of [
  ['desktop', { width: 1400, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`selects and pickers inside dialogs, on a ${viewport.width} px ${screen}`, () => {
    // The tests go on from one another on one page: they run in order, in one worker.
    test.describe.configure({ mode: 'default' });
    let browser: OwnBrowser;
    let page: Page;
    const shot = (name: string) => `dialog-${name}-${screen}`;

    test.beforeAll(async ({ stack, portal }) => {
      ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test', { viewport }));
      // Loaded: the account menu has the super admin's entries once the navigation is there.
      await mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test("the admin panel's Severity opens above the panel and takes a click", async () => {
      await adminSeverity(page, shot('admin-severity'));
    });
    test("the Log dialog's period picker opens above the dialog and takes a click", async () => {
      await logPeriod(page, shot('log-period'));
    });
    test("the settings dialog's date format", async () => {
      await settingsDateFormat(page, shot('settings'));
    });
    test("the device list's filters drawer: countries and commissioning dates", async () => {
      await filters(page, shot('filters'));
    });
    test("the users tab's add-user dialog: access level and end", async () => {
      await addUser(page, shot('add-user'));
    });
    test("management's site and site group dialogs: parent group and country", async () => {
      await managementDialogs(page, shot('management'));
    });
    test("the schedule's event and controllable-load dialogs", async () => {
      await scheduleDialogs(page, shot('schedule'));
    });
    test("maintenance: the device log dialog, and the errors' period picker", async () => {
      await maintenance(page, shot('maintenance'));
    });
  });
}
