import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Until an antd dialog's opening animation has ended: nothing of the modal and its mask moves (animations that never
 * end, as a spinner's, do not count), and the dialog is fully opaque. Asked until true, as antd starts the animation a
 * frame or two after the dialog is in the page. For a screenshot of the dialog at rest, and before clicking inside a
 * dialog that has just replaced another: a click during the animation can miss its target.
 */
export function dialogSettled(dialog: Locator): Promise<void> {
  return expect
    .poll(
      () =>
        dialog.evaluate((el) => {
          const root = el.closest('.ant-modal-root') ?? el.closest('.ant-modal-wrap') ?? el;
          const moving = root
            .getAnimations({ subtree: true })
            .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
            .some((a) => a.playState === 'running' || a.pending);
          return !moving && getComputedStyle(el.closest('.ant-modal') ?? el).opacity === '1';
        }),
      { timeout: 5_000 },
    )
    .toBe(true);
}

/**
 * Opens an entry of the account menu (the audit log, the admin panel, Settings): there on a phone and on a desktop
 * alike. A click that lands while the portal is still settling can leave the menu closed; it is opened again until
 * the entry shows.
 */
export async function openAccountEntry(page: Page, entry: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

/**
 * Confirms the open antd Popconfirm with its button `name`, once the popup stands still: it zooms in, and a click
 * during that animation can land beside the moving button and leave the popup open with nothing confirmed.
 */
export async function confirmPopup(page: Page, name: string): Promise<void> {
  const popup = page.locator('.ant-popconfirm');
  await dialogSettled(popup);
  await popup.getByRole('button', { name, exact: true }).click();
}
