import type { Locator, Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { dialogSettled } from '../support/dialogs';
import { expect, test } from '../support/fixtures';
import { wallClock } from '../support/wallClock';

/** Utrecht School: a site with the event scheduler whose events no other test touches. */
const SITE = 'S-UTRECHT';
const ZONE = 'Europe/Amsterdam';
const HOUR_PX = 40;

interface StoredEvent {
  id: string;
  description: string;
  startTime: string;
  endTime: string;
}

/** An instant on the site's wall clock, `YYYY-MM-DD HH:mm`. */
const siteWall = (iso: string) => wallClock(iso, ZONE).picker;

const calendar = (page: Page) => page.getByRole('region', { name: 'Event calendar' });

/** The point of a day column at a wall-clock minute of the day. */
async function pointAt(column: Locator, minute: number) {
  const box = (await column.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + (minute / 60) * HOUR_PX };
}

/** A drag with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test.describe('the schedule calendar by drag and by keyboard', () => {
  test('drags to add an event, drags it to another day and hour, drags its end, and moves it by keyboard; each read back from the API', async ({
    pageAs,
    api,
  }) => {
    const page = await pageAs('superadmin', undefined, { viewport: { width: 1400, height: 1000 }, select: SITE });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule' }).click();
    await calendar(page).waitFor();
    // Two weeks ahead: a week wholly to come, clear of the hours other events are planned in.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const wednesday = calendar(page).locator('[data-day]').nth(2);
    const thursday = calendar(page).locator('[data-day]').nth(3);
    const wednesdayKey = (await wednesday.getAttribute('data-day'))!;
    const thursdayKey = (await thursday.getAttribute('data-day'))!;
    await calendar(page).scrollIntoViewIfNeeded();

    // Drag over Wednesday 10:00 to 12:00: the add dialog opens with those times.
    await drag(page, await pointAt(wednesday, 10 * 60 + 5), await pointAt(wednesday, 11 * 60 + 55));
    const add = page.getByRole('dialog', { name: 'Add event' });
    await expect(add.getByLabel('Start time', { exact: true })).toHaveValue(`${wednesdayKey} 10:00`);
    await expect(add.getByLabel('End time', { exact: true })).toHaveValue(`${wednesdayKey} 12:00`);
    await add.getByLabel('Event type').click();
    await page.getByTitle('Hold charge').click();
    await add.getByLabel('Description').fill('E2E drag');
    await add.getByRole('button', { name: 'Save' }).click();
    const block = calendar(page).getByRole('button', { name: 'Hold charge from 10:00 to 12:00' });
    await block.waitFor();

    const stored = async () => {
      const { events } = await api.superadmin.ok<{ events: StoredEvent[] }>(
        'GET',
        `/EventSchedule?siteId=${SITE}&fromTimeStamp=${new Date().toISOString()}`,
      );
      const found = events.find((e) => e.description === 'E2E drag');
      return found ? [siteWall(found.startTime), siteWall(found.endTime)] : null;
    };
    await expect.poll(stored).toEqual([`${wednesdayKey} 10:00`, `${wednesdayKey} 12:00`]);

    // Drag the event a column right and an hour down: the change is shown before and after, and sent when confirmed.
    const middle = (await block.boundingBox())!;
    const grab = { x: middle.x + middle.width / 2, y: middle.y + 20 };
    const columnWidth = (await thursday.boundingBox())!.x - (await wednesday.boundingBox())!.x;
    await drag(page, grab, { x: grab.x + columnWidth, y: grab.y + HOUR_PX });
    const confirm = page.getByRole('dialog', { name: 'Change this event (Hold charge)?' });
    await expect(confirm.getByRole('row', { name: /Start time/ })).toHaveText(
      `Start time${wednesdayKey} 10:00${thursdayKey} 11:00`,
    );
    await dialogSettled(confirm);
    await screenshot(page, 'schedule-drag-confirm');
    expect(await stored()).toEqual([`${wednesdayKey} 10:00`, `${wednesdayKey} 12:00`]);
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(stored).toEqual([`${thursdayKey} 11:00`, `${thursdayKey} 13:00`]);
    const moved = calendar(page).getByRole('button', { name: 'Hold charge from 11:00 to 13:00' });
    await moved.waitFor();

    // Drag its lower edge half an hour down: only the end changes.
    const edge = (await moved.boundingBox())!;
    const bottom = { x: edge.x + edge.width / 2, y: edge.y + edge.height - 3 };
    await drag(page, bottom, { x: bottom.x, y: bottom.y + HOUR_PX / 2 });
    await page
      .getByRole('dialog', { name: /Change this event/ })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect.poll(stored).toEqual([`${thursdayKey} 11:00`, `${thursdayKey} 13:30`]);

    // The keyboard: a quarter hour earlier, then Enter and the same confirmation.
    const resized = calendar(page).getByRole('button', { name: 'Hold charge from 11:00 to 13:30' });
    await resized.focus();
    await page.keyboard.press('ArrowUp');
    await expect(calendar(page).getByRole('button', { name: 'Hold charge from 10:45 to 13:15' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: /Change this event/ })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect.poll(stored).toEqual([`${thursdayKey} 10:45`, `${thursdayKey} 13:15`]);
    await screenshot(page, 'schedule-drag-done');

    const { events } = await api.superadmin.ok<{ events: StoredEvent[] }>(
      'GET',
      `/EventSchedule?siteId=${SITE}&fromTimeStamp=${new Date().toISOString()}`,
    );
    for (const e of events.filter((x) => x.description === 'E2E drag')) {
      await api.superadmin.ok('DELETE', '/EventSchedule', e);
    }
  });

  test('a phone opens the schedule on the day view', async ({ pageAs, stack }) => {
    const page = await pageAs('superadmin', stack.shellUrl + '/main/schedule', {
      viewport: { width: 390, height: 844 },
      select: SITE,
    });
    await calendar(page).waitFor();
    await expect(calendar(page).getByRole('columnheader')).toHaveCount(1);
    await expect(page.getByRole('status', { name: 'Shown period' })).not.toContainText('–');
    await screenshot(page, 'schedule-phone-day');
  });
});
