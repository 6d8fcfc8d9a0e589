/**
 * Controls of the portal a test works as a person does: the sidebar's list, a section tab that may sit in the overflow
 * menu, the theme.
 */
import { expect, type Page } from '@playwright/test';
import { waitForSettled } from './axe';

/**
 * Opens a section tab by its label: clicked where the tab bar shows it whole, else chosen from antd's "···" overflow
 * menu (a phone's bar holds fewer tabs); waits until the section has loaded.
 */
export async function openSection(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tab', { name: label, exact: true });
  const whole = await tab.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const wrap = element.closest('.ant-tabs-nav-wrap')?.getBoundingClientRect() ?? box;
    return box.left >= wrap.left - 1 && box.right <= wrap.right + 1;
  });
  if (whole) await tab.click();
  else {
    await page.locator('.ant-tabs-nav-more').first().hover();
    const menu = page.locator('.ant-tabs-dropdown');
    await menu.getByRole('option', { name: label, exact: true }).click();
    await page.mouse.move(0, 0);
    await expect(menu).toBeHidden();
  }
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await waitForSettled(page);
}

/** Chooses a theme in the account menu, as a person does, and waits until the portal draws in it. */
export async function chooseTheme(page: Page, name: 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-theme', name.toLowerCase());
}

/**
 * Selects a site, group or device in the desktop's sidebar list by searching for it. The list redraws as the search
 * filters it, and a click on a row being replaced is lost: it clicks again until the row is selected. (On a phone the
 * list is a page that a selection leaves.)
 */
export async function selectInList(page: Page, search: string, label: RegExp): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(search);
  const option = page.getByTestId('device-list-scroll').getByRole('option', { name: label });
  await expect(async () => {
    if ((await option.getAttribute('aria-selected')) !== 'true') await option.click();
    await expect(option).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
