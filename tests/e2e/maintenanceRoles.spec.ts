import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { confirmPopup } from '../support/dialogs';
import { openSignedIn, selectOnLoad } from '../support/signIn';
import type { StackUrls } from '../support/stack';
import { expect, test, type NewAccount, type OwnBrowser } from '../support/fixtures';

/**
 * What maintenance.spec.ts leaves to other roles and screens: an owner follows his own backup command to Delivered; a
 * partner admin sees and is held to the test-mode bound; the three tabs on a phone (390 x 844).
 */
const PHONE = { width: 390, height: 844 };
/** Aarhus Harbour's first battery, which the partner admin and the phone look at and leave as it is. */
const DEVICE = 'SC-000000123';
/**
 * Munich Brewery (with Backup) and its first battery: the owner's backup command goes there, where no other test looks,
 * so that Aarhus Harbour's batteries keep their mode for the tests beside this one.
 */
const BACKUP_SITE = 'S-MUNICH';
const BACKUP_DEVICE = 'SC-000000191';

/**
 * What does not fit a phone's width: a card reaching past the screen's edge, or a button outside a table that reaches
 * past it or clips its text (tables may scroll sideways inside their card). Empty when all fits.
 */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    document.querySelectorAll('.ant-card').forEach((card) => {
      const box = card.getBoundingClientRect();
      const title = card.querySelector('.ant-card-head-title')?.textContent ?? '';
      if (box.left < -1 || box.right > width + 1) found.push(`card ${title}`);
      // Text or controls running past the card's edge (inside a table they scroll instead).
      card.querySelectorAll('*').forEach((inner) => {
        if (inner.closest('.ant-table') || inner.children.length > 0) return;
        const innerBox = inner.getBoundingClientRect();
        if (innerBox.width > 0 && innerBox.right > box.right + 1)
          found.push(`${title}: ${inner.textContent} past the edge`);
      });
    });
    document.querySelectorAll('main button, [role="main"] button').forEach((button) => {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || button.closest('.ant-table-content, .ant-table-body')) return;
      if (box.right > width + 1) found.push(`button ${button.textContent} past the edge`);
      if (button.scrollWidth > button.clientWidth + 1) found.push(`button ${button.textContent} clipped`);
    });
    return found;
  });

/** A screenshot of the whole tab: the page scrolls inside the shell, so the viewport is made as tall as the tab. */
async function tallScreenshot(page: Page, name: string) {
  await page.setViewportSize({ width: PHONE.width, height: 2600 });
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
}

test.describe('mf-maintenance: owners, partner admins and phones against the real API', () => {
  let stack: StackUrls;

  test.beforeAll(async ({ stack: served }) => {
    stack = served;
  });

  test.describe('an owner (NormalUser of a site)', () => {
    // The tests go on from one another on one page: they run in order, in one worker.
    test.describe.configure({ mode: 'default' });
    /** An account like the owner's, NormalUser of Munich Brewery too. */
    let owner: NewAccount;
    let browser: OwnBrowser;
    let page: Page;
    test.beforeAll(async ({ portal, newAccount, api }) => {
      owner = await newAccount('owner');
      const { users } = await api.superadmin.ok<{ users: { userId: string; email: string }[] }>(
        'GET',
        '/UserSite?siteId=S-AARHUS',
      );
      const { userId } = users.find((user) => user.email === owner.email)!;
      await api.superadmin.ok('POST', '/UserSite', {
        siteId: BACKUP_SITE,
        userId,
        email: owner.email,
        level: 10,
        startTime: new Date().toISOString(),
        endTime: null,
      });
      ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/backup', owner.email, {
        select: BACKUP_SITE,
      }));
      await page.getByRole('heading', { level: 1, name: 'Backup' }).waitFor();
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('switches backup mode and sees his command Delivered; the log shows him only his own commands', async () => {
      await page.getByRole('button', { name: 'Force backup on' }).click();
      await confirmPopup(page, 'Force backup on');
      const progress = page.getByRole('status', { name: 'Command Backup forced on' });
      await progress.getByText('Backup forced on: Delivered').waitFor({ timeout: 30_000 });
      await screenshot(page, 'backup-owner-delivered');

      const entries = await owner.api.ok<{ user: string; command: string; status: number }[]>(
        'GET',
        `/deviceCommandLog?deviceId=${BACKUP_DEVICE}`,
      );
      expect(entries.some((e) => e.command === 'backup_forcedOn' && e.status === 2)).toBe(true);
      expect(entries.every((e) => e.user === owner.email)).toBe(true);
    });
  });

  test.describe('a partner admin', () => {
    // The tests go on from one another on one page: they run in order, in one worker.
    test.describe.configure({ mode: 'default' });
    let browser: OwnBrowser;
    let page: Page;
    test.beforeAll(async ({ portal }) => {
      ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/maintenance', 'partner@demo.test', {
        select: DEVICE,
      }));
      await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test("spec 4/5: sees the inverter's maximum power as the test-mode bound and cannot send beyond it", async ({
      api,
    }) => {
      const { inverterMaxPower: max } = await api.partner.ok<{ inverterMaxPower: number }>(
        'GET',
        `/command/testMode/limit?deviceId=${DEVICE}`,
      );
      expect(max).toBeGreaterThan(0);
      await page.getByText(`Between ${-max} and ${max} kW (the inverter's maximum power)`).waitFor();
      await page.getByLabel('Power (kW)').fill(String(max + 1));
      await page.getByText(`The value must be greater than ${-max} and less than ${max}`).waitFor();
      await expect(page.getByRole('button', { name: 'Send test mode' })).toBeDisabled();
      await screenshot(page, 'maintenance-partner-test-mode-bound');
      await page.getByLabel('Power (kW)').fill(String(max - 1));
      await expect(page.getByRole('button', { name: 'Send test mode' })).toBeEnabled();
    });
  });

  test.describe('on a phone (390 x 844)', () => {
    // The tests go on from one another on one page: they run in order, in one worker.
    test.describe.configure({ mode: 'default' });
    let browser: OwnBrowser;
    let page: Page;
    test.beforeAll(async ({ portal }) => {
      browser = await portal.launch({ viewport: PHONE });
      page = await browser.newPage();
      await selectOnLoad(page, DEVICE);
      // spec 2: maintenance is for partner admins and above, the Parameters tab on a phone for admins: a super admin
      // sees all three.
      await openSignedIn(page, stack.shellUrl + '/main/home', 'superadmin@demo.test');
    });
    test.afterAll(async () => {
      await browser?.close();
    });

    test('the maintenance tab fits the width (tables scroll inside their cards, buttons keep their text)', async () => {
      await page.goto(stack.shellUrl + '/main/maintenance');
      await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
      await page.getByRole('button', { name: 'Send test mode' }).waitFor();
      await page.getByText('Device errors', { exact: true }).first().waitFor();
      await tallScreenshot(page, 'mobile-maintenance');
      expect(await misfits(page)).toEqual([]);
    });

    test("the log dialog's tables scroll inside the dialog", async () => {
      await page.goto(stack.shellUrl + '/main/maintenance');
      await page.getByRole('button', { name: 'Send test mode' }).waitFor();
      await page.getByRole('button', { name: 'Log', exact: true }).last().click();
      const dialog = page.getByRole('dialog', { name: `Log of ${DEVICE}` });
      await dialog.getByRole('tab', { name: 'Command log' }).click();
      // Rows, or the empty text: the visible row of the one tab panel shown.
      await dialog.getByRole('tabpanel').locator('tbody tr:visible').first().waitFor();
      await screenshot(page, 'mobile-maintenance-log');
      const box = await dialog.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await dialog.getByRole('button', { name: 'Close' }).click();
    });

    test('the backup tab fits the width', async () => {
      await page.goto(stack.shellUrl + '/main/backup');
      await page.getByRole('heading', { level: 1, name: 'Backup' }).waitFor();
      await page.getByLabel('Minimum state of charge (%)').waitFor();
      await tallScreenshot(page, 'mobile-backup');
      expect(await misfits(page)).toEqual([]);
    });

    test('the parameters tab fits the width', async () => {
      await page.goto(stack.shellUrl + '/main/devices');
      await page.getByRole('heading', { level: 1, name: 'Parameters' }).waitFor();
      await page.getByRole('button', { name: 'Save parameters' }).waitFor();
      await tallScreenshot(page, 'mobile-parameters');
      expect(await misfits(page)).toEqual([]);
    });
  });
});
