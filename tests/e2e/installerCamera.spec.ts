import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API_URL } from '../support/api';
import { launchBrowser, screenshot, type Browser } from '../support/browser';
import { fakeCameraArgs, writeQrVideo } from '../support/fakeCamera';
import { accessTokenOf, openSignedIn } from '../support/signIn';
import type { Stack } from '../support/stack';
import { expect, test } from '../support/fixtures';

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

/** GET /SiteGroup (the configuration) with the page's signed-in user. */
async function configurationOf(page: Page): Promise<Configuration> {
  const token = await accessTokenOf(page);
  const answer = await fetch(`${API_URL}/SiteGroup`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as Configuration;
}

/** DELETE with the page's signed-in user; returns the status. */
async function remove(page: Page, path: string, body: object): Promise<number> {
  const token = await accessTokenOf(page);
  const answer = await fetch(API_URL + path, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer.status;
}

test.describe('mf-installer: the camera and a site around the battery, on a phone', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const siteName = `E2E Around ${Date.now()}`;
  let createdSiteId: string | undefined;
  let video: string | undefined;

  test.beforeAll(async ({ stack: served }) => {
    stack = served;
    // The phone's camera films the battery's label: a video of the QR code of its id (Chromium's fake camera).
    video = writeQrVideo(DEVICE);
    browser = await launchBrowser({ viewport: PHONE, extraArgs: fakeCameraArgs(video) });
    await browser.context.grantPermissions(['camera']);
    page = await browser.newPage();
    await openSignedIn(page, stack.shellUrl + '/installer', 'installer@demo.test');
    await page.getByLabel('Device id').waitFor();
  });
  test.afterAll(async () => {
    // Restores the fleet: the battery back in stock (unparented), the site made for it deleted (by a super admin:
    // the installer holds installer level on it, deleting needs admin).
    if (createdSiteId) {
      expect(await remove(page, '/CommissionDevice', { deviceId: DEVICE, siteId: createdSiteId })).toBe(204);
      const admin = await launchBrowser();
      try {
        const adminPage = await admin.newPage();
        await openSignedIn(adminPage, stack.shellUrl + '/main/home', 'superadmin@demo.test');
        expect(await remove(adminPage, '/Site', { siteId: createdSiteId })).toBe(204);
      } finally {
        await admin.close();
      }
    }
    await browser?.close();
    if (video) fs.rmSync(path.dirname(video), { recursive: true, force: true });
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

  test('creates a site around the battery: the API shows the new site holding it', async () => {
    await button(page, 'Find battery').click();
    await step(page, 'Site').waitFor();
    await page.getByRole('radio', { name: 'New site for this battery' }).check();
    await page.getByLabel('Site name').fill(siteName);
    await screenshot(page, 'installer-around');
    await button(page, 'Create site and save battery').click();
    // The battery is saved with the site: the wizard goes on to the meter step.
    await step(page, 'Meter').waitFor();
    await screenshot(page, 'installer-around-saved');

    const config = await configurationOf(page);
    const site = config.sites.find((s) => s.siteName === siteName);
    expect(site).toBeDefined();
    createdSiteId = site?.siteId;
    expect(config.devices.find((d) => d.deviceId === DEVICE)?.siteId).toBe(site?.siteId);
  });
});
