import type { Locator, Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { expect, test } from '../support/fixtures';

/**
 * The users tab's grants and the maintenance tab's alarms and device errors on a phone (390 px) and a wide desktop
 * (1400 px): no table is wider than its place unless that place scrolls sideways, and each row's actions can be seen
 * or reached by that scroll.
 */
const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1400, height: 900 }],
] as const;
/** Aarhus Harbour: direct grants the super admin may change. */
const SITE = 'S-AARHUS';

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

async function shoot(page: Page, table: Locator, name: string) {
  await table.scrollIntoViewIfNeeded();
  await screenshot(page, name);
}

for (const [form, viewport] of WIDTHS) {
  test(`the users tab's grants fit a ${form} (${viewport.width} px)`, async ({ pageAs, stack }) => {
    const page = await pageAs('superadmin', stack.shellUrl + '/main/users', { viewport, select: SITE });
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
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
    await shoot(page, wrapper, `tables-fit-users-${form}`);
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
    const page = await pageAs('superadmin', stack.shellUrl + '/main/maintenance', { viewport, select: device });
    await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
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
    await errors.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    expect(await misfits(errors)).toEqual([]);
    await shoot(page, errors, `tables-fit-errors-${form}`);
  });
}
