import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { ROOT } from '../support/stack';
import { expect, test, type OwnBrowser } from '../support/fixtures';

/** What the other specs say: a device or site named there is left alone, since an install takes it offline for a while. */
const SPECS_DIR = path.join(ROOT, 'tests', 'e2e');
const OTHER_SPECS = fs
  .readdirSync(SPECS_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'rollouts.spec.ts')
  .map((file) => fs.readFileSync(path.join(SPECS_DIR, file), 'utf8'))
  .join('\n');

interface Configuration {
  sites: { siteId: string; siteName: string }[];
  devices: { deviceId: string; siteId: string | null }[];
}

/** Chooses a device in the form's single-device picker. */
async function chooseDevice(page: Page, deviceId: string) {
  const picker = page.getByRole('combobox', { name: 'Single devices' });
  await picker.click();
  await picker.fill(deviceId);
  await page.locator('.ant-select-item-option').filter({ hasText: deviceId }).first().click();
}

test.describe('mf-maintenance: a firmware rollout made, previewed, started and completed through the page', () => {
  let browser: OwnBrowser;
  let page: Page;

  test.afterAll(async () => {
    await browser?.close();
  });

  test('the super admin rolls the target build out to two devices of one site in two waves', async ({
    stack,
    portal,
    api,
  }) => {
    test.setTimeout(240_000);
    // Two online devices of one site that no other spec names.
    const configuration = (await api.superadmin.ok('GET', '/SiteGroup')) as Configuration;
    const free = new Set(
      configuration.sites.filter((site) => !OTHER_SPECS.includes(site.siteName)).map((site) => site.siteId),
    );
    const candidates = configuration.devices.filter((d) => d.siteId && !OTHER_SPECS.includes(d.deviceId));
    // An offline device never takes its update (it would fail after the install timeout): online ones only.
    const { data: live } = (await api.superadmin.ok('POST', '/devicestatus', {
      deviceIds: candidates.map((d) => d.deviceId),
    })) as { data: Record<string, { state: string }> };
    const bySite = new Map<string, string[]>();
    for (const d of candidates)
      if (live[d.deviceId] && live[d.deviceId]!.state !== 'offline')
        bySite.set(d.siteId!, [...(bySite.get(d.siteId!) ?? []), d.deviceId]);
    // Berlin Workshop first: the only spec that names it reads its economics, which an install does not change (the
    // live state and power that others read do change while a device installs). Else a site no other spec names, else
    // the last site with two such devices.
    const [, devices] = [...bySite]
      .filter(([, ids]) => ids.length >= 2)
      .sort(([a], [b]) => Number(free.has(a)) - Number(free.has(b)))
      .sort(([a], [b]) => Number(a === 'S-BERLIN') - Number(b === 'S-BERLIN'))
      .at(-1)!;
    const chosen = devices.slice(0, 2);
    const name = `E2E rollout ${Date.now()}`;

    ({ browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Firmware rollouts' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Firmware rollouts' }).waitFor();

    await page.getByRole('button', { name: 'New rollout' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    for (const id of chosen) await chooseDevice(page, id);
    await page.getByLabel('Soak time between waves (minutes)').fill('0');
    await page.getByRole('button', { name: 'Preview' }).click();

    // The preview: nothing is made yet.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('2 devices in 2 waves')).toBeVisible();
    await expect(preview.getByText('Open now').first()).toBeVisible();
    await page.getByRole('button', { name: 'Create draft' }).click();

    // The draft's page; starting asks first.
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Start the rollout? 2 devices in 2 waves get firmware RTM_main 20251013.1.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Running', { exact: true }).first()).toBeVisible();

    // The page reads the rollout again while it runs: the simulator installs in about 20 s a wave.
    await expect(page.locator('.ant-card-head').getByText('Completed', { exact: true })).toBeVisible({
      timeout: 180_000,
    });
    await expect(page.getByText('1 done, 0 failed, 0 installing, 0 waiting')).toHaveCount(2);
    await screenshot(page, 'rollouts-completed');
  });
});
