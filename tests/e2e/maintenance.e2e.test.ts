import type { Locator, Page } from 'playwright-core';
import { API_URL } from '../support/api';
import { launchBrowser, screenshot, type Browser } from '../support/browser';
import { accessTokenOf, openSignedIn } from '../support/signIn';
import { startStack, type Stack } from '../support/stack';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The open confirmation (antd Popconfirm) and its confirming button. */
const confirm = (page: Page, name: string) =>
  page.locator('.ant-popconfirm').getByRole('button', { name, exact: true }).click();

/** Chooses a device in the maintenance tab's device picker. */
async function chooseDevice(page: Page, deviceId: string) {
  await page.getByRole('combobox', { name: 'Device' }).click();
  await page.getByRole('combobox', { name: 'Device' }).fill(deviceId);
  await page.locator('.ant-select-item-option').filter({ hasText: deviceId }).first().click();
  await page
    .getByRole('heading', { name: 'Commands' })
    .or(page.getByText('Commands', { exact: true }))
    .first()
    .waitFor();
}

async function openMaintenance(page: Page) {
  await tabs(page).getByRole('link', { name: 'Maintenance' }).click();
  await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
}

/** A POST to the API with the signed-in user's token; returns the HTTP status. */
async function post(page: Page, path: string, body: object): Promise<number> {
  const token = await accessTokenOf(page);
  const answer = await fetch(API_URL + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer.status;
}

describe('mf-maintenance: the maintenance tab against the real API', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    page = await browser.newPage();
    await openSignedIn(page, stack.shellUrl + '/main/home', 'partner@demo.test');
    await openMaintenance(page);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('acknowledges and closes an alarm: it leaves the list and the audit log shows who', async () => {
    const alarms = page.locator('.ant-card').filter({ has: page.getByText('Active alarms', { exact: true }) });
    await alarms.getByRole('button', { name: 'Acknowledge' }).first().waitFor();
    await page.getByText('Alarm statistics', { exact: true }).waitFor();
    const row: Locator = alarms
      .locator('tr[data-row-key]')
      .filter({ has: page.getByRole('button', { name: 'Acknowledge' }) })
      .first();
    const alarmId = (await row.getAttribute('data-row-key'))!;
    const deviceId = (await row.locator('td').first().innerText()).trim();
    const sameRow = alarms.locator(`tr[data-row-key="${alarmId}"]`);
    await screenshot(page, 'maintenance-alarms');

    await sameRow.getByRole('button', { name: 'Acknowledge' }).click();
    await confirm(page, 'Acknowledge');
    await sameRow.getByText(/partner@demo\.test/).waitFor();
    await sameRow.getByRole('button', { name: 'Close alarm' }).click();
    await confirm(page, 'Close alarm');
    await sameRow.waitFor({ state: 'detached' });

    // The alarm stays closed for the server too: a reload does not bring it back.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
    await alarms.getByRole('button', { name: 'Acknowledge' }).first().waitFor();
    expect(await alarms.locator(`tr[data-row-key="${alarmId}"]`).count()).toBe(0);

    await chooseDevice(page, deviceId);
    await page.getByRole('button', { name: 'Log', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: `Log of ${deviceId}` });
    await dialog.waitFor();
    const closed = dialog.locator('tr').filter({ hasText: `Closed alarm ${alarmId}` });
    await closed.filter({ hasText: 'partner@demo.test' }).first().waitFor();
    await dialog
      .locator('tr')
      .filter({ hasText: `Acknowledged alarm ${alarmId}` })
      .first()
      .waitFor();
    // spec 9: yyyy-MM-dd HH:mm:ss
    expect(await closed.first().innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await screenshot(page, 'maintenance-audit-log');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('a reboot goes pending → delivered, in the page and in the command log', async () => {
    await chooseDevice(page, 'SC-000000123');
    await page.getByRole('button', { name: 'Reboot device' }).click();
    await confirm(page, 'Reboot device');
    const progress = page.getByRole('status', { name: 'Command Reboot' });
    await progress
      .getByText(/Waiting for delivery|Sending/)
      .first()
      .waitFor();
    await progress.getByText('Command Reboot: Delivered').waitFor({ timeout: 30_000 });
    await screenshot(page, 'maintenance-reboot-delivered');
    await page.getByRole('button', { name: 'Log', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Log of SC-000000123' });
    await dialog.getByRole('tab', { name: 'Command log' }).click();
    await dialog.locator('tr').filter({ hasText: 'restart' }).filter({ hasText: 'Delivered' }).first().waitFor();
    await screenshot(page, 'maintenance-command-log');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it("a reboot of an offline device fails with spec 8's text", async () => {
    await chooseDevice(page, 'SCR-000000172');
    await page.getByRole('button', { name: 'Reboot device' }).click();
    await confirm(page, 'Reboot device');
    const progress = page.getByRole('status', { name: 'Command Reboot' });
    await progress.getByText('Command Reboot: Failed').waitFor({ timeout: 30_000 });
    await progress.getByText('Reboot command failed').waitFor();
    await screenshot(page, 'maintenance-reboot-failed');
  });

  it('device errors of 18 months are listed in a 450 px virtual table', async () => {
    await chooseDevice(page, 'SC-000000123');
    await page.getByRole('button', { name: 'Last 18 months' }).click();
    await page.getByText(/^\d+ errors$/).waitFor();
    const body = page.locator('.ant-table-tbody-virtual-holder').first();
    await body.waitFor();
    const height = await body.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(450);
    await screenshot(page, 'maintenance-device-errors');
  });

  it.each(['readonly@demo.test', 'owner@demo.test'])(
    '%s gets no maintenance control: no tab, and the API refuses',
    async (email) => {
      const other = await launchBrowser();
      try {
        const otherPage = await other.newPage();
        await openSignedIn(otherPage, stack.shellUrl + '/main/home', email);
        await tabs(otherPage).getByRole('link', { name: 'Home' }).waitFor();
        expect(await tabs(otherPage).getByRole('link', { name: 'Maintenance' }).count()).toBe(0);
        expect(await post(otherPage, '/command/restart', { deviceId: 'SC-000000123' })).toBe(403);
        expect(await post(otherPage, '/command/testMode', { deviceId: 'SC-000000123', value: 1 })).toBe(403);
        if (email.startsWith('readonly')) {
          const stopTime = new Date().toISOString();
          expect(
            await post(otherPage, '/alarmClose', { deviceId: 'SC-000000123', alarmId: '1', closedBy: email, stopTime }),
          ).toBe(403);
        }
        await otherPage.goto(stack.shellUrl + '/main/maintenance');
        await tabs(otherPage).getByRole('link', { name: 'Home' }).waitFor();
        expect(await otherPage.getByRole('button', { name: 'Reboot device' }).count()).toBe(0);
        await screenshot(otherPage, `maintenance-denied-${email.split('@')[0]}`);
      } finally {
        await other.close();
      }
    },
  );
});
