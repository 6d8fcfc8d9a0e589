import type { Locator, Page } from '@playwright/test';
import type { Role } from '../support/accounts';
import { screenshot } from '../support/browser';
import { dialogSettled, openAccountEntry } from '../support/dialogs';
import { expect, test } from '../support/fixtures';
import { messageCentreBody } from '../support/messageCentre';

/**
 * Every table of the portal on a phone (390 px) and a wide desktop (1400 px): no table is wider than its place unless
 * that place scrolls sideways, each row's controls can be seen or reached by that scroll, a cut text shows whole in
 * its title, and no text is squeezed to a few letters a line. One test per tab and width, signed in as a role that
 * sees the tab, each saving a screenshot for a person to look at. The tables: the users tab's grants and inherited
 * grants; management's devices, unparented devices and files, and a group's card; the audit log; the admin panel's
 * old messages; the data tab's and the economics tables; the schedule's controllable loads; maintenance's alarms,
 * device errors and a device's audit and command logs; the parameter editor's lists and its changes; the backup
 * tab's island failures (a list); the overview's supply statistics and children. The installer has no table.
 */
const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1400, height: 900 }],
] as const;
/** Aarhus Harbour: direct grants the super admin may change. */
const SITE = 'S-AARHUS';
/** Aarhus Harbour's first battery: its data and parameters are read here; a change is shown, then cancelled. */
const BATTERY = 'SC-000000123';
/** A site with the schedule that no other test reads the controllable loads of. */
const LOADS_SITE = 'S-UTRECHT';
/** Utrecht's battery: its parameters are written back unchanged, so that its logs have entries to show. */
const LOGGED_DEVICE = 'SCR-000000211';

/**
 * How a table sits in its place: a table reaching past the screen, or content wider than its container where that
 * container does not scroll sideways. Empty when it fits.
 */
const misfits = (table: Locator) =>
  table.evaluate((wrapper) => {
    const found: string[] = [];
    const box = wrapper.getBoundingClientRect();
    if (box.left < -1 || box.right > window.innerWidth + 1)
      found.push(`the table spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
    const container = wrapper.querySelector('.ant-table-container');
    if (container && container.scrollWidth > container.clientWidth + 1)
      found.push(`its container is ${container.scrollWidth} px wide in ${container.clientWidth} px`);
    wrapper.querySelectorAll('.ant-table-content, .ant-table-body, .ant-table-tbody-virtual-holder').forEach((part) => {
      if (part.scrollWidth <= part.clientWidth + 1) return;
      const overflow = getComputedStyle(part).overflowX;
      const virtual = part.classList.contains('ant-table-tbody-virtual-holder');
      // A virtual table scrolls sideways through its own scroll bar, whatever the holder's overflow says.
      if (!virtual && overflow !== 'auto' && overflow !== 'scroll')
        found.push(`${part.className} is ${part.scrollWidth} px wide in ${part.clientWidth} px, overflow ${overflow}`);
    });
    return found;
  });

/**
 * Whether a control of a row is seen, or can be reached by the sideways scroll of the table it is in: inside the
 * screen and inside the visible part of its table, or in the scrolled-away part of a table that scrolls.
 */
const reachable = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0) return 'not laid out';
    const scroller = element.closest('.ant-table-content, .ant-table-body, .ant-table-tbody-virtual-holder');
    const wrapper = element.closest('.ant-table-wrapper');
    const area = (scroller ?? wrapper)?.getBoundingClientRect();
    if (!area) return 'not in a table';
    if (box.left >= area.left - 1 && box.right <= Math.min(area.right, window.innerWidth) + 1) return 'seen';
    const overflow = scroller ? getComputedStyle(scroller).overflowX : 'visible';
    const scrolls =
      scroller !== null &&
      (overflow === 'auto' || overflow === 'scroll' || scroller.classList.contains('ant-table-tbody-virtual-holder')) &&
      box.right - area.left + scroller.scrollLeft <= scroller.scrollWidth + 1;
    return scrolls ? 'reached by scrolling' : `cut off at ${Math.round(box.right)} px (area ends ${area.right} px)`;
  });

/**
 * How the texts of a table (or of a card, or of a list of label and value pairs) read: a text cut with an ellipsis
 * must carry its whole text in a title and keep room for more than a few letters, and no text may be squeezed so
 * narrow that its words break, a few letters a line. Words longer than a line of a cell (an e-mail, a file name) may
 * break; a word of a name or a date may not.
 */
const textMisfits = (scope: Locator) =>
  scope.evaluate((root) => {
    const found: string[] = [];
    const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
    const titled = (element: Element, text: string) => {
      const carriers = [element, ...element.querySelectorAll('[title]')];
      for (let up = element.parentElement; up && up !== root.parentElement; up = up.parentElement) carriers.push(up);
      return carriers.some((e) => (e.getAttribute('title') ?? '').trim() === text);
    };
    // A cell antd cuts with an ellipsis: its whole text in a title, always (another row's text may be longer).
    root.querySelectorAll('tbody td.ant-table-cell-ellipsis').forEach((cell) => {
      const text = (cell.textContent ?? '').trim();
      if (!text) return;
      if (!titled(cell, text)) found.push(`"${short(text)}" is cut with an ellipsis and has no title to read it`);
      if (cell.clientWidth < 80) found.push(`"${short(text)}" is cut to ${cell.clientWidth} px, a few letters`);
    });
    // Any text cut now (a card's title, a cell): its whole text in a title.
    root.querySelectorAll('*').forEach((element) => {
      if (!(element instanceof HTMLElement) || element.scrollWidth <= element.clientWidth + 1) return;
      if (getComputedStyle(element).textOverflow !== 'ellipsis') return;
      const text = (element.textContent ?? '').trim();
      if (text && !titled(element, text)) found.push(`"${short(text)}" is cut and has no title to read it`);
    });
    const cells = root.querySelectorAll(
      'td, th, .ant-descriptions-item-label, .ant-descriptions-item-content, .ant-card-head-title',
    );
    cells.forEach((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A line may end at a hyphen (ground-|source, S-|UTRECHT): the parts between spaces and hyphens are the words.
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          if (word[0].length < 3 || word[0].length > 16) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1)
            found.push(
              `"${word[0]}" breaks over ${lines.size} lines in ${Math.round(cell.getBoundingClientRect().width)} px`,
            );
        }
      }
    });
    return found;
  });

/** Content wider than the screen that makes the page itself scroll sideways. */
const pageMisfits = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      found.push(`the page is ${root.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    document.querySelectorAll('main').forEach((main) => {
      if (main.scrollWidth > main.clientWidth + 1)
        found.push(`the main area is ${main.scrollWidth} px wide in ${main.clientWidth} px`);
    });
    return found;
  });

/** The controls of a table's first rows: each must be seen or reached by the table's sideways scroll. */
const ROW_CONTROLS = [
  'button:visible',
  'a[href]:visible',
  '.ant-select:visible',
  '.ant-input-number:visible',
  'input.ant-input:visible',
].join(', ');

/**
 * What does not read well in the tables inside `scope` (a page's main area, a dialog), named by `label` and their
 * place: empty when every table fits, its controls can be reached, and the texts of the place read whole. At least
 * one table must be there.
 */
async function tableProblems(scope: Locator, label: string): Promise<string[]> {
  const tables = await scope.locator('.ant-table-wrapper').all();
  expect(tables.length, `${label} shows a table`).toBeGreaterThan(0);
  // The texts of the whole place: the tables' cells, and the titles of the cards they are in.
  const problems = (await textMisfits(scope)).map((misfit) => `${label}: ${misfit}`);
  for (const [index, table] of tables.entries()) {
    const name = `${label}, table ${index + 1}`;
    for (const misfit of await misfits(table)) problems.push(`${name}: ${misfit}`);
    const rows = await table.locator('.ant-table-row').all();
    for (const row of rows.slice(0, 3)) {
      for (const control of await row.locator(ROW_CONTROLS).all()) {
        const where = await reachable(control);
        if (!/^(seen|reached by scrolling)$/.test(where))
          problems.push(`${name}: the control "${(await control.innerText()).trim()}" is ${where}`);
      }
    }
  }
  return problems;
}

async function shoot(page: Page, table: Locator, name: string) {
  await table.scrollIntoViewIfNeeded();
  await screenshot(page, name);
}

/** A table's rows, or the note that it has none, once they are drawn. */
const settled = (table: Locator) => table.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();

for (const [form, viewport] of WIDTHS) {
  /**
   * A page of the portal at `path`, for `role`, at this width, with `select` selected, once its heading (or, with none,
   * the account menu) is there.
   */
  const open = async (
    pageAs: (role: Role, url?: string, options?: { viewport?: typeof viewport; select?: string }) => Promise<Page>,
    shellUrl: string,
    role: Role,
    path: string,
    heading: string | null,
    select?: string,
  ) => {
    const page = await pageAs(role, shellUrl + path, { viewport, ...(select ? { select } : {}) });
    await (
      heading
        ? page.getByRole('heading', { level: 1, name: heading })
        : page.getByRole('button', { name: 'Account menu' })
    ).waitFor();
    return page;
  };

  test(`the users tab's grants fit a ${form} (${viewport.width} px)`, async ({ pageAs, stack }) => {
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/users', 'Users', SITE);
    const grants = page.getByRole('table', { name: 'Users' });
    const row = grants
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Edit access / }) })
      .first();
    const edit = row.getByRole('button', { name: /^Edit access / });
    await edit.waitFor();
    const wrapper = page.locator('.ant-table-wrapper').filter({ has: grants });
    expect(await misfits(wrapper)).toEqual([]);
    // What a user reads in a row: who, the level and the end of the access, and what may be done with it.
    await expect(row.getByText(/user|Installer|administrator|Read only/).first()).toBeVisible();
    await expect(row.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}|open/i).first()).toBeVisible();
    expect(await reachable(edit)).toMatch(/^(seen|reached by scrolling)$/);
    expect(await reachable(row.getByRole('button', { name: /^Remove access / }))).toMatch(
      /^(seen|reached by scrolling)$/,
    );
    // The access through the groups above (Jutland, Denmark, ...) reads as well as the direct grants.
    const inherited = page.getByRole('table', { name: 'Access through groups above' });
    await settled(page.locator('.ant-table-wrapper').filter({ has: inherited }));
    expect(await tableProblems(page.getByRole('main'), 'users')).toEqual([]);
    expect(await pageMisfits(page)).toEqual([]);
    await shoot(page, wrapper, `tables-fit-users-${form}`);
  });

  test(`the management tab's devices and files fit a ${form} (${viewport.width} px)`, async ({
    pageAs,
    stack,
    api,
  }) => {
    // A file with a long name, as the BMS files of a fleet have: the list must show it whole or let it be read.
    const fileName = `tables_fit_${form}_${Date.now()}_battery_management_system_cell_calibration.bin`;
    const file = await api.superadmin.ok<{ id: string; uploadLink: string }>('POST', '/BmsFile', { fileName });
    try {
      // Listed once uploaded: the bytes go to the file's signed link, as the browser sends them.
      const upload = await fetch(file.uploadLink, {
        method: 'PUT',
        headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(64),
      });
      expect(upload.ok).toBe(true);
      const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/management', 'Management', SITE);
      const main = page.getByRole('main');
      const files = page.locator('.ant-card').filter({ hasText: 'Battery management system files' });
      // The newest file is listed last: on the last page when the list has more than one.
      await settled(files.locator('.ant-table-wrapper'));
      const pages = files.locator('.ant-pagination-item');
      if ((await pages.count()) > 1) await pages.last().click();
      await files.getByRole('row').filter({ hasText: fileName }).waitFor();
      await page
        .locator('.ant-card')
        .filter({ hasText: 'Unparented devices' })
        .locator('.ant-table-row')
        .first()
        .waitFor();
      await main.locator('.ant-table-row').filter({ hasText: BATTERY }).waitFor();
      expect(await tableProblems(main, 'management')).toEqual([]);
      // The site's name, its parent group and the rest of its facts read whole, not a few letters a line.
      const site = main
        .locator('.ant-card')
        .filter({ has: page.getByText('Aarhus Harbour', { exact: true }) })
        .first();
      await expect(site.locator('.ant-descriptions').getByText('Jutland', { exact: true })).toBeVisible();
      expect(await textMisfits(site)).toEqual([]);
      expect(await pageMisfits(page)).toEqual([]);
      await screenshot(page, `tables-fit-management-${form}`);
      await shoot(page, files, `tables-fit-files-${form}`);
    } finally {
      await api.superadmin.ok('DELETE', '/BmsFile', { id: file.id });
    }
  });

  test(`the management tab's group card reads whole on a ${form} (${viewport.width} px)`, async ({ pageAs, stack }) => {
    // A group with a long name: beside its actions, or above them on a phone, it reads whole, not a few letters a line.
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/management', 'Management', 'G-UK');
    const card = page.getByRole('main').locator('.ant-card').filter({ hasText: 'United Kingdom' }).first();
    await card.getByRole('button', { name: 'Edit site group' }).waitFor();
    await expect(card.locator('.ant-card-head-title')).toHaveText('United Kingdom');
    expect(await textMisfits(card)).toEqual([]);
    const box = await card.getByRole('button', { name: 'Delete site group' }).boundingBox();
    expect(box && box.x + box.width <= viewport.width).toBe(true);
    expect(await pageMisfits(page)).toEqual([]);
    await screenshot(page, `tables-fit-management-group-${form}`);
  });

  test(`the audit log fits a ${form} (${viewport.width} px)`, async ({ pageAs, stack, api }) => {
    // An entry whose message holds a long run without a space (a file's name): it must not widen the table.
    const fileName = `audit_${form}_${Date.now()}_battery_management_system_cell_calibration.bin`;
    const file = await api.superadmin.ok<{ id: string }>('POST', '/BmsFile', { fileName });
    await api.superadmin.ok('DELETE', '/BmsFile', { id: file.id });
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/home', null);
    await openAccountEntry(page, 'Log');
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Log' }) });
    await dialog.locator('.ant-table-row').filter({ hasText: fileName }).first().waitFor();
    await dialogSettled(dialog);
    expect(await tableProblems(dialog, 'audit log')).toEqual([]);
    await screenshot(page, `tables-fit-audit-log-${form}`);
  });

  test(
    `the admin panel's old messages fit a ${form} (${viewport.width} px)`,
    // The message centre is one for the whole fleet: the tests that set it take turns.
    { lock: 'message-centre' },
    async ({ pageAs, stack, api }) => {
      // A long message replaced by another: it is an old message now. Neither is shown, so no banner comes and goes
      // on the pages of the tests beside this one; the last is the one the other tests leave too.
      const message = (title: string, text: string) => messageCentreBody(title, text, false);
      const title = `Planned maintenance of the portal and the data platform (${form})`;
      await api.superadmin.ok(
        'PUT',
        '/messageCenter',
        message(
          title,
          'The portal and the data platform are down from 22:00 to 23:00 while the database is moved to new ' +
            'servers; scheduled events and policies keep running on the batteries meanwhile. Follow it on ' +
            'https://status.example.com/maintenance_window_portal_and_data_platform_database_move.',
        ),
      );
      await api.superadmin.ok('PUT', '/messageCenter', message('Notice', 'Maintenance'));
      const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/home', null);
      await openAccountEntry(page, 'Admin');
      const panel = page.getByRole('dialog', { name: 'Admin panel' });
      await panel.getByRole('tab', { name: 'Old messages' }).click();
      const old = panel.getByRole('tabpanel', { name: 'Old messages' });
      await old.locator('.ant-table-row').filter({ hasText: title }).waitFor();
      await dialogSettled(panel);
      expect(await tableProblems(old, 'old messages')).toEqual([]);
      await screenshot(page, `tables-fit-old-messages-${form}`);
    },
  );

  test(`the data tab's table fits a ${form} (${viewport.width} px)`, async ({ pageAs, stack }) => {
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/data', 'Data', BATTERY);
    const main = page.getByRole('main');
    const table = main.locator('.ant-table-wrapper');
    await table.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    // The choices above the chart and the table (the range, the resolution): in sight, not past the screen's edge.
    await screenshot(page, `tables-fit-data-choices-${form}`);
    expect(await tableProblems(main, 'data')).toEqual([]);
    expect(await pageMisfits(page)).toEqual([]);
    await shoot(page, table, `tables-fit-data-${form}`);
  });

  test(`the economics table fits a ${form} (${viewport.width} px)`, async ({ pageAs, stack }) => {
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/economics', 'Economics', SITE);
    const main = page.getByRole('main');
    const table = main.locator('.ant-table-wrapper').filter({ hasText: 'Economics by period' });
    await table.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    expect(await tableProblems(main, 'economics')).toEqual([]);
    expect(await pageMisfits(page)).toEqual([]);
    await shoot(page, table, `tables-fit-economics-${form}`);
  });

  test(`the schedule's controllable loads fit a ${form} (${viewport.width} px)`, async ({ pageAs, stack, api }) => {
    // A load as an installer names it, with a long address: the table must let both be read.
    const adapterName = `Tables fit ${form} ground-source heat pump in the north wing`;
    const url = `http://heat-pump-north-wing.utrecht.example.com/api/v2/actions/${form}/on?token=abcdef0123456789`;
    const { id } = await api.superadmin.ok<{ id: string }>('POST', '/ControllableLoad', {
      siteId: LOADS_SITE,
      adapterName,
      actionOnUrl: url,
      actionOffUrl: url.replace('/on?', '/off?'),
      actionTimeout: 10,
      testConnectionUrl: null,
      testConnectionTimeout: null,
      expectedLoad: 4.5,
      minActiveHours: 2,
      maxActiveHours: 6,
      powerCharacteristic: 'constant',
      method: 'POST',
    });
    try {
      const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/schedule', 'Schedule', LOADS_SITE);
      await page.getByRole('tab', { name: 'Controllable loads' }).click();
      const main = page.getByRole('main');
      const row = main.locator('.ant-table-row').filter({ hasText: adapterName });
      await row.waitFor();
      await expect(row.getByRole('button', { name: `Edit controllable load ${adapterName}` })).toHaveCount(1);
      expect(await tableProblems(main, 'controllable loads')).toEqual([]);
      expect(await pageMisfits(page)).toEqual([]);
      await shoot(page, main.locator('.ant-table-wrapper'), `tables-fit-loads-${form}`);
    } finally {
      await api.superadmin.ok('DELETE', '/ControllableLoad', { id, siteId: LOADS_SITE });
    }
  });

  test(`the maintenance tab's alarms and device errors fit a ${form} (${viewport.width} px)`, async ({
    pageAs,
    stack,
    api,
  }) => {
    // The battery with the most active alarms now: other tests close alarms, and one of several stays for this one.
    const { currentAlarms } = await api.superadmin.ok<{ currentAlarms: { deviceId: string }[] }>(
      'GET',
      '/ActiveAlarms',
    );
    const counts = new Map<string, number>();
    for (const { deviceId } of currentAlarms) counts.set(deviceId, (counts.get(deviceId) ?? 0) + 1);
    const [device] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    expect(device, 'the fleet has an active alarm').toBeDefined();
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/maintenance', 'Maintenance', device);
    const alarms = page.getByRole('table', { name: 'Active alarms' });
    const log = alarms.getByRole('button', { name: 'Log' }).first();
    await log.waitFor();
    const alarmsWrapper = page.locator('.ant-table-wrapper').filter({ has: alarms });
    expect(await misfits(alarmsWrapper)).toEqual([]);
    expect(await reachable(log)).toMatch(/^(seen|reached by scrolling)$/);
    await shoot(page, alarmsWrapper, `tables-fit-alarms-${form}`);

    const errors = page
      .locator('.ant-table-wrapper')
      .filter({ has: page.getByRole('table', { name: 'Device errors' }) });
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ errors?$/ })
      .waitFor();
    await settled(errors);
    expect(await misfits(errors)).toEqual([]);
    expect(await tableProblems(page.getByRole('main'), 'maintenance')).toEqual([]);
    expect(await pageMisfits(page)).toEqual([]);
    await shoot(page, errors, `tables-fit-errors-${form}`);
  });

  test(`the maintenance tab's device logs fit a ${form} (${viewport.width} px)`, async ({ pageAs, stack, api }) => {
    // Utrecht's battery, which no other test reads: its parameters written back unchanged give both of its logs an
    // entry (the audit log's who and what, the command log's command with its long payload).
    const parameters = await api.superadmin.ok<object>('GET', `/parameters?deviceId=${LOGGED_DEVICE}`);
    await api.superadmin.ok('PUT', '/parameters', parameters);
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/maintenance', 'Maintenance', LOGGED_DEVICE);
    await page.getByRole('button', { name: 'Log', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: `Log of ${LOGGED_DEVICE}` });
    const audit = dialog.getByRole('tabpanel', { name: 'Audit log' });
    await audit
      .locator('.ant-table-row')
      .filter({ hasText: `Updated parameters of ${LOGGED_DEVICE}` })
      .first()
      .waitFor();
    await dialogSettled(dialog);
    expect(await tableProblems(audit, 'audit log of the device')).toEqual([]);
    await screenshot(page, `tables-fit-device-audit-log-${form}`);
    await dialog.getByRole('tab', { name: 'Command log' }).click();
    const commands = dialog.getByRole('tabpanel', { name: 'Command log' });
    await commands.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    expect(await tableProblems(commands, 'command log')).toEqual([]);
    await screenshot(page, `tables-fit-command-log-${form}`);
  });

  test(`the parameter editor's lists and its changes fit a ${form} (${viewport.width} px)`, async ({
    pageAs,
    stack,
  }) => {
    // spec 2: the parameters are an admin's on a phone, a super admin's on a desktop.
    const role = form === 'phone' ? 'admin' : 'superadmin';
    const page = await open(pageAs, stack.shellUrl, role, '/main/devices', 'Parameters', BATTERY);
    const main = page.getByRole('main');
    // A desktop edits a list's rows in a table; a phone in a card per row, every field under its label.
    // (The innermost card: the list's own, inside the parameters' card.)
    const clients = main
      .locator('.ant-card')
      .filter({ has: page.getByRole(form === 'phone' ? 'list' : 'table', { name: 'Clients' }) })
      .last();
    await clients
      .getByRole(form === 'phone' ? 'listitem' : 'row')
      .nth(form === 'phone' ? 0 : 1)
      .waitFor();
    if (form === 'phone') await expect(main.locator('.ant-table-wrapper')).toHaveCount(0);
    else expect(await tableProblems(main, 'parameters')).toEqual([]);
    expect(await pageMisfits(page)).toEqual([]);
    // Each row's Remove is on the screen, not behind a sideways scroll.
    for (const remove of await main.getByRole('button', { name: /^Remove row \d+$/ }).all()) {
      const box = await remove.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    }
    await shoot(page, clients, `tables-fit-parameters-${form}`);

    // A change, shown as a diff before anything is sent; cancelled, so the device keeps its parameters.
    await main.getByRole('switch', { name: 'Heaters 1 On' }).click();
    await main.getByRole('button', { name: 'Save parameters' }).click();
    const dialog = page.getByRole('dialog', { name: `Send these parameters to ${BATTERY}?` });
    await dialog
      .getByRole('table', { name: 'Changes' })
      .getByRole('row', { name: /Heaters 1 · On/ })
      .waitFor();
    await dialogSettled(dialog);
    expect(await tableProblems(dialog, 'parameter changes')).toEqual([]);
    await screenshot(page, `tables-fit-parameter-changes-${form}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test(`the backup tab fits a ${form} (${viewport.width} px)`, async ({ pageAs, stack }) => {
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/backup', 'Backup', SITE);
    // The island failures are a list, not a table: it and the settings stay inside the screen.
    const events = page.locator('.ant-card').filter({ hasText: 'Grid-loss events and island failures' });
    await events.locator('.ant-list-item, .ant-list-empty-text').first().waitFor();
    await page.getByText('Backup settings', { exact: true }).waitFor();
    const box = await events.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width + 1).toBe(true);
    expect(await pageMisfits(page)).toEqual([]);
    await shoot(page, events, `tables-fit-backup-${form}`);
  });

  test(`the overview's supply statistics and children fit a ${form} (${viewport.width} px)`, async ({
    pageAs,
    stack,
  }) => {
    const page = await open(pageAs, stack.shellUrl, 'superadmin', '/main/overview', 'Overview', 'G-DK');
    const main = page.getByRole('main');
    const children = page.getByRole('region', { name: 'Children of the selection' });
    await children.locator('.ant-table-row').first().waitFor();
    await main
      .locator('.ant-card')
      .filter({ hasText: 'Supply statistics' })
      .locator('.ant-table-row')
      .first()
      .waitFor();
    expect(await tableProblems(main, 'overview')).toEqual([]);
    expect(await pageMisfits(page)).toEqual([]);
    await shoot(page, children, `tables-fit-overview-${form}`);
  });
}
