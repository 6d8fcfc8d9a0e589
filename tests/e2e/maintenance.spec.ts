import type { Locator, Page } from '@playwright/test';
import { API_URL } from '../support/api';
import { screenshot } from '../support/browser';
import { confirmPopup } from '../support/dialogs';
import { openSignedIn } from '../support/signIn';
import type { StackUrls } from '../support/stack';
import { expect, test, type Api, type OwnBrowser } from '../support/fixtures';
import { selectInList } from '../support/portalControls';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

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

test.describe('mf-maintenance: the maintenance tab against the real API', () => {
  // The tests go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let api: Api;
  let browser: OwnBrowser;
  let page: Page;

  test.beforeAll(async ({ stack: served, portal, api: clients }) => {
    stack = served;
    api = clients;
    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'partner@demo.test'));
    await openMaintenance(page);
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('acknowledges and closes an alarm: it leaves the list and the audit log shows who', async () => {
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
    await confirmPopup(page, 'Acknowledge');
    await sameRow.getByText(/partner@demo\.test/).waitFor();
    await sameRow.getByRole('button', { name: 'Close alarm' }).click();
    await confirmPopup(page, 'Close alarm');
    await sameRow.waitFor({ state: 'detached' });

    // The alarm stays closed for the server too: a reload does not bring it back.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
    await alarms.getByRole('button', { name: 'Acknowledge' }).first().waitFor();
    await expect(alarms.locator(`tr[data-row-key="${alarmId}"]`)).toHaveCount(0);

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
    await expect(closed.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await screenshot(page, 'maintenance-audit-log');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  // The commands below go to Odense's battery, which no other test reads: Aarhus Harbour's batteries keep running for
  // the tests beside these (the schedule's charge, the owner's backup).
  test('a reboot goes pending → delivered, in the page and in the command log', async () => {
    await chooseDevice(page, 'SC-000000151');
    await page.getByRole('button', { name: 'Reboot device' }).click();
    await confirmPopup(page, 'Reboot device');
    const progress = page.getByRole('status', { name: 'Command Reboot' });
    await progress
      .getByText(/Waiting for delivery|Sending/)
      .first()
      .waitFor();
    await progress.getByText('Command Reboot: Delivered').waitFor({ timeout: 30_000 });
    await screenshot(page, 'maintenance-reboot-delivered');
    await page.getByRole('button', { name: 'Log', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Log of SC-000000151' });
    await dialog.getByRole('tab', { name: 'Command log' }).click();
    await dialog.locator('tr').filter({ hasText: 'Reboot' }).filter({ hasText: 'Delivered' }).first().waitFor();
    await screenshot(page, 'maintenance-command-log');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test("a reboot of an offline device fails with spec 8's text", async () => {
    await chooseDevice(page, 'SCR-000000172');
    await page.getByRole('button', { name: 'Reboot device' }).click();
    await confirmPopup(page, 'Reboot device');
    const progress = page.getByRole('status', { name: 'Command Reboot' });
    await progress.getByText('Command Reboot: Failed').waitFor({ timeout: 30_000 });
    await progress.getByText('Reboot command failed').waitFor();
    await screenshot(page, 'maintenance-reboot-failed');
  });

  test('a test document opens in a new tab through its signed link', async () => {
    await chooseDevice(page, 'SC-000000123');
    const documents = page.locator('.ant-card').filter({ has: page.getByText('Test documents', { exact: true }) });
    const open = documents.getByRole('button', { name: /^Open / }).first();
    await open.waitFor();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await tab.waitForURL((url) => url.href.startsWith(API_URL), { timeout: 20_000 });
    expect(tab.url()).toContain(API_URL);
    await tab.close();
  });

  test('meter tests reach success and each named failure (spec 4), step by step', async () => {
    // tests/support/api.ts E2E_METER_OUTCOMES: the simulator ends these devices' meter tests in these failures.
    const failures: [string, string][] = [
      ['SCR-000000124', 'There is no response from the meter'],
      ['SC-000000131', 'The test timed out'],
      ['SC-000000132', 'Grid meter inverted, please flip and try again'],
      ['SCR-000000141', 'No load detected, please switch on a load and try again'],
    ];
    for (const [deviceId] of failures) await api.partner.ok('POST', '/MeterTest', { deviceId });
    await chooseDevice(page, 'SC-000000151');
    await page.getByRole('button', { name: 'Start meter test' }).click();
    await confirmPopup(page, 'Start meter test');
    const meter = page.locator('.ant-card').filter({ has: page.getByText('Meter set-up and test', { exact: true }) });
    await meter.getByText('Waiting for device to come online').waitFor();
    // spec 4: set-up is not offered while a test runs.
    await meter.getByText('The meter set-up is not offered while a test is running').waitFor();
    await expect(meter.getByRole('button', { name: 'Start meter set-up' })).toHaveCount(0);
    await meter.scrollIntoViewIfNeeded();
    await screenshot(page, 'meter-test-running');
    await meter.getByText('The meter is set up and tested').waitFor({ timeout: 60_000 });
    await meter.scrollIntoViewIfNeeded();
    await screenshot(page, 'meter-test-success');
    for (const [deviceId, text] of failures) {
      await chooseDevice(page, deviceId);
      await meter.getByText(text).waitFor({ timeout: 60_000 });
    }
    await meter.scrollIntoViewIfNeeded();
    await screenshot(page, 'meter-test-no-load');
  });

  test('device errors of 18 months are listed in a 450 px virtual table', async () => {
    await chooseDevice(page, 'SC-000000123');
    await page.getByRole('button', { name: 'Last 18 months' }).click();
    await page.getByText(/^\d+ errors$/).waitFor();
    const body = page.locator('.ant-table-tbody-virtual-holder').first();
    await body.waitFor();
    const height = await body.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(450);
    await screenshot(page, 'maintenance-device-errors');
  });

  test('backup settings refuse max <= min and save nothing; a valid change is saved', async () => {
    await selectInList(page, 'aarhus', /^Aarhus Harbour, Site,/);
    await tabs(page).getByRole('link', { name: 'Backup' }).click();
    await page.getByRole('heading', { level: 1, name: 'Backup' }).waitFor();
    const min = page.getByLabel('Minimum state of charge (%)');
    const max = page.getByLabel('Maximum state of charge (%)');
    await expect(min).not.toHaveValue('');
    const before = await api.partner.ok<object>('GET', '/BackupSettings?siteId=S-AARHUS');
    await min.fill('60');
    await max.fill('50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The maximum must be greater than the minimum').waitFor();
    await screenshot(page, 'backup-max-not-above-min');
    expect(await api.partner.ok('GET', '/BackupSettings?siteId=S-AARHUS')).toEqual(before);

    await max.fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The backup settings have been saved').waitFor();
    await expect
      .poll(() => api.partner.ok('GET', '/BackupSettings?siteId=S-AARHUS'))
      .toMatchObject({ minSoc: 60, maxSoc: 90 });
    // Aarhus Harbour's settings as they were: tests beside this one use the site.
    await api.partner.ok('PUT', '/BackupSettings', before);
  });

  test.describe('parameters and firmware (super admin)', () => {
    // The parameters change on Odense's battery, which no other test reads (the accessibility check reads Aarhus
    // Harbour's); the firmware test needs the older build of Aarhus Harbour's first battery.
    let admin: OwnBrowser;
    let adminPage: Page;
    test.beforeAll(async ({ portal }) => {
      ({ browser: admin, page: adminPage } = await portal.openAs(
        stack.shellUrl + '/main/home',
        'superadmin@demo.test',
        {
          select: 'SC-000000151',
        },
      ));
      await tabs(adminPage).getByRole('link', { name: 'Parameters' }).click();
      await adminPage.getByRole('heading', { level: 1, name: 'Parameters' }).waitFor();
    });
    test.afterAll(async () => {
      await admin?.close();
    });

    test('the editor keeps each type: a number, a switch, a choice and a new row, shown as a diff and confirmed', async () => {
      type Parameters = {
        device: {
          heaterList: { name: string | null; setpoint: number | null; enabled: boolean | null }[];
          clients: { name: string | null; protocol: string | null; address: number | null }[];
          fans: { name: string | null; speed: number | null }[];
        };
      };
      const before = (await api.superadmin.ok('GET', '/parameters?deviceId=SC-000000151')) as Parameters;
      const heaters = before.device.heaterList.length;
      await adminPage.getByRole('button', { name: 'Save parameters' }).waitFor();

      await adminPage.getByRole('spinbutton', { name: 'Fans 1 Speed' }).fill('60');
      await adminPage.getByRole('switch', { name: 'Heaters 1 On' }).click();
      await adminPage.getByRole('combobox', { name: 'Clients 1 Protocol' }).click();
      await adminPage.locator('.ant-select-item-option').filter({ hasText: 'SunSpec' }).click();
      await adminPage
        .locator('.ant-card-type-inner')
        .filter({ has: adminPage.getByText('Heaters', { exact: true }) })
        .getByRole('button', { name: 'Add row' })
        .click();
      await expect(adminPage.getByText('4 changes not saved')).toBeVisible();
      await adminPage.getByRole('table', { name: 'Clients' }).scrollIntoViewIfNeeded();
      await screenshot(adminPage, 'parameters-editor');

      await adminPage.getByRole('button', { name: 'Save parameters' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Send these parameters to SC-000000151?' });
      const changes = dialog.getByRole('table', { name: 'Changes' });
      await expect(changes.getByRole('row', { name: /Fans 1 · Speed\s*50 %\s*60 %/ })).toBeVisible();
      await expect(changes.getByRole('row', { name: /Heaters 1 · On\s*On\s*Off/ })).toBeVisible();
      await expect(changes.getByRole('row', { name: /Clients 1 · Protocol\s*Modbus\s*SunSpec/ })).toBeVisible();
      await expect(changes.getByRole('row', { name: new RegExp(`Heaters ${heaters + 1}\\s*New row`) })).toBeVisible();
      await screenshot(adminPage, 'parameters-diff-confirm');
      // Nothing is stored before the user confirms.
      expect(await api.superadmin.ok('GET', '/parameters?deviceId=SC-000000151')).toEqual(before);

      await dialog.getByRole('button', { name: 'Send to device' }).click();
      await adminPage.getByText('Successfully updated parameters').waitFor();
      await expect(adminPage.getByRole('status', { name: 'Command Parameters' })).toContainText(
        'Command Parameters: Delivered',
        { timeout: 20_000 },
      );
      await screenshot(adminPage, 'parameters-sent');

      const after = (await api.superadmin.ok('GET', '/parameters?deviceId=SC-000000151')) as Parameters;
      expect(after.device.fans[0]!.speed).toBe(60);
      expect(after.device.heaterList[0]!.enabled).toBe(!before.device.heaterList[0]!.enabled);
      expect(after.device.clients[0]!.protocol).toBe('sunspec');
      expect(after.device.clients[0]!.address).toBe(before.device.clients[0]!.address);
      expect(after.device.heaterList).toHaveLength(heaters + 1);
      expect(after.device.heaterList.at(-1)).toEqual({ name: null, setpoint: null, enabled: null });
      // The battery's parameters as they were.
      await api.superadmin.ok('PUT', '/parameters', before);
    });

    test('a firmware update of an older build goes through the direct command and the reported build changes', async () => {
      await adminPage.getByRole('searchbox', { name: 'Search', exact: true }).fill('SC-000000123');
      const device = adminPage
        .getByTestId('device-list-scroll')
        .getByRole('option', { name: /^SC-000000123, Device,/ });
      await device.click();
      await expect(device).toHaveAttribute('aria-selected', 'true');
      const before = await api.superadmin.ok<{ firmwareVersion: string }>(
        'GET',
        '/ReportedProperties?deviceId=SC-000000123',
      );
      expect(before.firmwareVersion).not.toBe('RTM_main_20251013.1');
      await adminPage.getByText('This build is updated with the direct software command').waitFor();
      await adminPage.getByRole('button', { name: 'Update firmware' }).click();
      await confirmPopup(adminPage, 'Update firmware');
      const progress = adminPage.getByRole('status', { name: 'Firmware update' });
      await progress.getByText('The device reports the new firmware RTM_main_20251013.1').waitFor({ timeout: 40_000 });
      await screenshot(adminPage, 'parameters-firmware-updated');
      const log = await api.superadmin.ok<{ command: string; status: number }[]>(
        'GET',
        '/deviceCommandLog?deviceId=SC-000000123',
      );
      expect(log.find((e) => e.command === 'updateSoftware')?.status).toBe(2);
      expect(log.some((e) => e.command === 'updateDevice')).toBe(false);
    });
  });

  for (const role of ['readonly', 'owner'] as const) {
    const email = `${role}@demo.test`;
    test(`${email} gets no maintenance control: no tab, and the API refuses`, async ({ portal }) => {
      /** The status of a call the role makes. */
      const status = async (path: string, body: object, method = 'POST') =>
        (await api.as(role).call(method, path, body)).status;
      const other = await portal.launch();
      try {
        const otherPage = await other.newPage();
        await openSignedIn(otherPage, stack.shellUrl + '/main/home', email);
        await tabs(otherPage).getByRole('link', { name: 'Home' }).waitFor();
        await expect(tabs(otherPage).getByRole('link', { name: 'Maintenance' })).toHaveCount(0);
        expect(await status('/command/restart', { deviceId: 'SC-000000123' })).toBe(403);
        expect(await status('/command/testMode', { deviceId: 'SC-000000123', value: 1 })).toBe(403);
        if (email.startsWith('readonly')) {
          const stopTime = new Date().toISOString();
          expect(
            await status('/alarmClose', { deviceId: 'SC-000000123', alarmId: '1', closedBy: email, stopTime }),
          ).toBe(403);
        }
        await otherPage.goto(stack.shellUrl + '/main/maintenance');
        await tabs(otherPage).getByRole('link', { name: 'Home' }).waitFor();
        await expect(otherPage.getByRole('button', { name: 'Reboot device' })).toHaveCount(0);
        await screenshot(otherPage, `maintenance-denied-${email.split('@')[0]}`);
        await expect(tabs(otherPage).getByRole('link', { name: 'Parameters' })).toHaveCount(0);

        // Backup of their one site (Aarhus Harbour, selected on its own): the owner (NormalUser) may switch the mode
        // but not change the settings (ScheduleUser); the read-only user may do neither.
        const settings = {
          siteId: 'S-AARHUS',
          reservedSoc: 20,
          minSoc: 10,
          maxSoc: 95,
          gridTransitionInterval: 5,
          gridTransitionOffInterval: 5,
          islandRetryCount: 3,
        };
        expect(await status('/BackupSettings', settings, 'PUT')).toBe(403);
        await tabs(otherPage).getByRole('link', { name: 'Backup' }).click();
        await otherPage.getByRole('heading', { level: 1, name: 'Backup' }).waitFor();
        await otherPage.getByText('Backup settings', { exact: true }).waitFor();
        await otherPage.getByLabel('Minimum state of charge (%)').waitFor();
        await expect(otherPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
        const forceOn = otherPage.getByRole('button', { name: 'Force backup on' });
        if (email.startsWith('readonly')) {
          await expect(forceOn).toHaveCount(0);
          expect(await status('/command/backup', { siteId: 'S-AARHUS', commandName: 'forcedOn' })).toBe(403);
        } else {
          await forceOn.waitFor();
        }
        await screenshot(otherPage, `backup-${email.split('@')[0]}`);
      } finally {
        await other.close();
      }
    });
  }
});
