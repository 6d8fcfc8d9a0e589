import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, screenshot } from '../support/browser';
import { fakeCameraArgs, writeQrVideo } from '../support/fakeCamera';
import { openSignedIn } from '../support/signIn';
import type { StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';

/** The installer wizard on a phone (390 x 844): live camera scanning, and a site around the battery. */
const PHONE = { width: 390, height: 844 };
/**
 * An unparented demo device no other suite uses (the installer e2e takes SC-000000901, the usersAdmin e2e
 * SCR-000000902; the suites share one fleet).
 */
const DEVICE = 'SCR-000000903';

const step = (page: Page, name: string) => page.getByRole('main', { name });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

interface Configuration {
  sites: { siteId: string; siteName: string }[];
  devices: { deviceId: string; siteId: string | null }[];
}

/** The phone's camera films the battery's label: a video of the QR code of its id (Chromium's fake camera). */
const video = writeQrVideo(DEVICE);
// A browser of this file's own (launch options are the worker's): its camera is the fake one.
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)] } });

test.describe('mf-installer: the camera and a site around the battery, on a phone', () => {
  // The steps go on from one another on one page: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });
  let stack: StackUrls;
  let browser: OwnBrowser;
  let page: Page;
  const siteName = `E2E Around ${Date.now()}`;
  let createdSiteId: string | undefined;

  test.beforeAll(async ({ stack: served, portal }) => {
    stack = served;
    browser = await portal.launch({ viewport: PHONE });
    await browser.context.grantPermissions(['camera']);
    page = await browser.newPage();
    await openSignedIn(page, stack.shellUrl + '/installer', 'installer@demo.test');
    await page.getByLabel('Device id').waitFor();
  });
  test.afterAll(async ({ api }) => {
    // Restores the fleet: the battery back in stock (unparented), the site made for it deleted (by a super admin:
    // the installer holds installer level on it, deleting needs admin).
    if (createdSiteId) {
      await api.installer.ok('DELETE', '/CommissionDevice', { deviceId: DEVICE, siteId: createdSiteId });
      await api.superadmin.ok('DELETE', '/Site', { siteId: createdSiteId });
    }
    await browser?.close();
    fs.rmSync(path.dirname(video), { recursive: true, force: true });
  });

  test("the camera step reads the label's QR code from the live camera", async () => {
    await button(page, 'Scan QR code').click();
    // The fake camera films the label from its first frame: the id is read within a second or two, so the dialog
    // may close before it can be seen. Read, the camera closes and the battery is looked up: on to the site step.
    await step(page, 'Site').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await button(page, 'Back').click();
    await step(page, 'Battery').waitFor();
    await expect(page.getByLabel('Device id')).toHaveValue(DEVICE);
    await screenshot(page, 'installer-camera-read');
  });

  test('creates a site around the battery: the API shows the new site holding it', async ({ api }) => {
    await button(page, 'Find battery').click();
    await step(page, 'Site').waitFor();
    await page.getByRole('radio', { name: 'New site for this battery' }).check();
    await page.getByLabel('Site name').fill(siteName);
    await screenshot(page, 'installer-around');
    await button(page, 'Create site and save battery').click();
    // The battery is saved with the site: the wizard goes on to the meter step.
    await step(page, 'Meter').waitFor();
    await screenshot(page, 'installer-around-saved');

    const config = await api.installer.ok<Configuration>('GET', '/SiteGroup');
    const site = config.sites.find((s) => s.siteName === siteName);
    expect(site).toBeDefined();
    createdSiteId = site?.siteId;
    expect(config.devices.find((d) => d.deviceId === DEVICE)?.siteId).toBe(site?.siteId);
  });
});
