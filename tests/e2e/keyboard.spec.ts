import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/api';
import { screenshot } from '../support/browser';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';

/** Whether `locator` holds the focus. */
const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

/** The element with the focus shows it (an outline or a ring), so a keyboard user can see where they are. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

test.describe('the keyboard alone signs in, selects a site, changes tabs, opens and closes the dialogs', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack: served, portal }) => {
    stack = served;
    browser = await portal.launch();
    page = await browser.newPage();
  });

  test.afterAll(async () => {
    await browser?.close();
  });

  test('signs in with the keyboard', async () => {
    await page.goto(`${stack.shellUrl}/main/home`);
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await tabTo(page, email);
    await page.keyboard.type('superadmin@demo.test');
    await page.keyboard.press('Tab');
    expect(await focused(page.getByLabel('Password'))).toBe(true);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  test('selects a site in the side menu with the search box and the arrow keys', async () => {
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type('Aarhus Harbour');
    const list = page.getByTestId('device-list-scroll');
    // The list follows the search after its debounce: the arrow keys walk the filtered list, which holds no other site.
    await expect(list.getByRole('option', { name: /, Site,/ }).filter({ hasNotText: 'Aarhus Harbour' })).toHaveCount(0);
    await list.getByRole('option', { name: /Aarhus Harbour/ }).waitFor();
    await tabTo(page, list);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Home');
    for (let i = 0; i < 10; i++) {
      const active = await list.evaluate((el) => {
        const id = el.getAttribute('aria-activedescendant');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
      if (active.includes('Aarhus Harbour')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await list.getByRole('option', { name: /Aarhus Harbour/, selected: true }).waitFor();
  });

  test('changes tabs with Tab and Enter, the focus always visible', async () => {
    for (const [name, path] of [
      ['Data', '/main/data'],
      ['Economics', '/main/economics'],
      ['Home', '/main/home'],
    ] as const) {
      await tabTo(page, page.locator('.tab-bar').getByRole('link', { name, exact: true }));
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === path);
    }
  });

  /** Opens the account menu from its button and chooses `item` with the arrow keys and Enter. */
  async function chooseInAccountMenu(item: string) {
    const button = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, button);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await menu.waitFor();
    const target = menu.getByRole('menuitem', { name: item, exact: true });
    for (let i = 0; i < 12 && !(await focused(target)); i++) await page.keyboard.press('ArrowDown');
    expect(await focused(target)).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
  }

  for (const item of ['Admin', 'Log']) {
    test(`opens ${item} from the account menu; Tab stays inside it; Escape closes it and gives the focus back`, async () => {
      await chooseInAccountMenu(item);
      const dialog = page.getByRole('dialog', { name: item === 'Admin' ? 'Admin panel' : 'Log' });
      await dialog.waitFor();
      // Twice as many presses as the dialog has focusable elements, plus some: the focus never leaves it.
      const count = await dialog.locator('a[href], button, input, select, textarea, [tabindex="0"]').count();
      for (let i = 0; i < Math.min(2 * count + 3, 60); i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await screenshot(page, `keyboard-dialog-${item.toLowerCase()}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page.getByRole('button', { name: 'Account menu' }))).toBe(true);
    });
  }

  test('opens Settings from the account menu and closes it with Escape', async () => {
    await chooseInAccountMenu('Settings');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  test('opens the filters of the side menu and closes them with Escape', async () => {
    await tabTo(page, page.getByRole('button', { name: /^Filters/ }), { back: true });
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /Filters/ });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  test('chooses the dark theme in the account menu with the keyboard, and System again', async () => {
    const button = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dark = page.getByRole('menuitemradio', { name: 'Dark' });
    for (let i = 0; i < 4 && !(await focused(dark)); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, 'keyboard-dark-home');
    const system = page.getByRole('menuitemradio', { name: 'System' });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(system)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    // The suites after this one share the browser's defaults, not this user's storage; System leaves nothing behind.
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });
});
