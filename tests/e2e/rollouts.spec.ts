import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { screenshot } from '../support/browser';
import { dialogSettled } from '../support/dialogs';
import { ROOT, type StackUrls } from '../support/stack';
import { expect, test, type OwnBrowser, type Portal } from '../support/fixtures';

/** What the other specs say: a device or site named there is left alone, since an install takes it offline for a while. */
const SPECS_DIR = path.join(ROOT, 'tests', 'e2e');
const OTHER_SPECS = fs
  .readdirSync(SPECS_DIR)
  .filter((file) => file.endsWith('.ts') && file !== 'rollouts.spec.ts')
  .map((file) => fs.readFileSync(path.join(SPECS_DIR, file), 'utf8'))
  .join('\n');

/** The two stock batteries of the demo fleet kept for the halting test. */
const CANARY_DEVICES = ['SC-000000929', 'SCR-000000940'];

interface Configuration {
  sites: { siteId: string; siteName: string }[];
  devices: { deviceId: string; siteId: string | null }[];
}

interface RolloutRead {
  id: string;
  name: string;
  status: string;
  haltReason: { wave: number } | null;
}

/** The id of the rollout named `name`, from the history. */
async function rolloutIdOf(client: { ok: (method: string, path: string) => Promise<unknown> }, name: string) {
  const { rollouts } = (await client.ok('GET', '/rollouts')) as { rollouts: RolloutRead[] };
  return rollouts.find((r) => r.name === name)!.id;
}

/** Takes an action of the rollout's page, confirmed in its dialog, which says what it does first. */
async function act(page: Page, action: string, question: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question)).toBeVisible();
  // A click while the dialog still zooms in may miss its button.
  await dialogSettled(dialog);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('mf-maintenance: firmware rollouts made, previewed, started, paused, halted and completed through the page', () => {
  const browsers: OwnBrowser[] = [];

  test.afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  /** A super admin's page on the Firmware rollouts tab. */
  async function openRollouts(portal: Portal, stack: StackUrls) {
    const { browser, page } = await portal.openAs(stack.shellUrl + '/main/home', 'superadmin@demo.test');
    browsers.push(browser);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Firmware rollouts' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Firmware rollouts' }).waitFor();
    return page;
  }

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
    // A site of exactly two devices, both online, taken from the sidebar list searched for the site's name. Berlin
    // Workshop first: the only spec that names it reads its economics, which an install does not change (the live
    // state and power that others read do change while a device installs). Else a site no other spec names, else the
    // last such site.
    const deviceCount = (siteId: string) => configuration.devices.filter((d) => d.siteId === siteId).length;
    const [siteId, chosen] = [...bySite]
      .filter(([id, ids]) => ids.length === 2 && deviceCount(id) === 2)
      .sort(([a], [b]) => Number(free.has(a)) - Number(free.has(b)))
      .sort(([a], [b]) => Number(a === 'S-BERLIN') - Number(b === 'S-BERLIN'))
      .at(-1)!;
    const siteName = configuration.sites.find((site) => site.siteId === siteId)!.siteName;
    const name = `E2E rollout ${Date.now()}`;

    const page = await openRollouts(portal, stack);
    await page.getByRole('searchbox', { name: 'Search' }).fill(siteName);
    const list = page.getByTestId('device-list-scroll');
    for (const id of chosen) await list.getByRole('option', { name: new RegExp(`^${id},`) }).waitFor();

    await page.getByRole('button', { name: 'New rollout' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Take the devices the list shows now' }).click();
    await expect(page.getByText('2 devices the list showed (its search and filters)')).toBeVisible();
    await page.getByLabel('Soak time between waves (minutes)').fill('0');
    await page.getByRole('button', { name: 'Preview' }).click();

    // The preview: nothing is made yet.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('2 devices in 2 waves')).toBeVisible();
    await expect(preview.getByText('Open now').first()).toBeVisible();
    await page.getByRole('button', { name: 'Create draft' }).click();

    // The draft's page; starting asks first.
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await act(page, 'Start', 'Start the rollout? 2 devices in 2 waves get firmware RTM_main 20251013.1.');
    await expect(page.getByText('Running', { exact: true }).first()).toBeVisible();
    const id = await rolloutIdOf(api.superadmin, name);

    // Paused, it sends nothing more (what was sent still installs); resumed, it goes on.
    await act(page, 'Pause', `Pause the rollout ${name}? Updates already sent still finish.`);
    await expect(page.locator('.ant-card-head').getByText('Paused', { exact: true })).toBeVisible();
    expect(((await api.superadmin.ok('GET', `/rollouts/${id}`)) as { status: string }).status).toBe('paused');
    await screenshot(page, 'rollouts-paused');
    await act(page, 'Resume', `Resume the rollout ${name}?`);
    await expect(page.locator('.ant-card-head').getByText('Running', { exact: true })).toBeVisible();

    // The page reads the rollout again while it runs: the e2e simulator installs in about 8 s a wave.
    await expect(page.locator('.ant-card-head').getByText('Completed', { exact: true })).toBeVisible({
      timeout: 180_000,
    });
    await expect(page.getByText('1 done, 0 failed, 0 installing, 0 waiting')).toHaveCount(2);
    await screenshot(page, 'rollouts-completed');
  });

  test('a rollout over a group whose canary fails halts after the canary wave, says why, and sends the rest nothing', async ({
    stack,
    portal,
    api,
  }) => {
    test.setTimeout(180_000);
    // A group of two sites, each around one of the two stock batteries kept for this test (server/src/simulator/
    // fleet.ts), whose installs the e2e simulator fails (tests/support/api.ts: E2E_FIRMWARE_FAIL_SHARE).
    const stamp = Date.now();
    const group = `E2E canary group ${stamp}`;
    const { siteGroupId } = (await api.superadmin.ok('POST', '/SiteGroup', {
      name: group,
      parentId: 'G-NL',
      timezone: 'Europe/Amsterdam',
    })) as { siteGroupId: string };
    const made: { deviceId: string; siteId: string }[] = [];
    try {
      for (const deviceId of CANARY_DEVICES) {
        const { siteId } = (await api.superadmin.ok('POST', '/CreateSiteAroundDevice', {
          deviceId,
          siteName: `E2E canary ${deviceId} ${stamp}`,
          parentId: siteGroupId,
          country: 'Netherlands',
          timezone: 'Europe/Amsterdam',
        })) as { siteId: string };
        made.push({ deviceId, siteId });
      }

      const page = await openRollouts(portal, stack);
      const name = `E2E halting rollout ${stamp}`;
      await page.getByRole('button', { name: 'New rollout' }).click();
      await page.getByLabel('Name', { exact: true }).fill(name);
      const groups = page.getByRole('combobox', { name: 'Site groups' });
      await groups.click();
      await groups.fill(group);
      await page.locator('.ant-select-item-option').filter({ hasText: group }).first().click();
      await page.getByLabel('Soak time between waves (minutes)').fill('0');
      await page.getByRole('button', { name: 'Preview' }).click();
      // The defaults: a canary of one device, then the rest.
      await expect(page.getByRole('region', { name: 'Preview' }).getByText('2 devices in 2 waves')).toBeVisible();
      await page.getByRole('button', { name: 'Create draft' }).click();
      await expect(page.getByText('Draft', { exact: true })).toBeVisible();
      await act(page, 'Start', `Start the rollout? 2 devices in 2 waves get firmware RTM_main 20251013.1.`);

      // The canary's install fails (about 8 s): more than the default limit of 10 % of its wave, so it halts.
      const halt = page.getByRole('alert').filter({ hasText: 'Halted by its abort rule' });
      await expect(halt).toBeVisible({ timeout: 120_000 });
      await expect(halt).toContainText('Wave 1: 1 of 1 devices failed');
      await expect(halt).toContainText('Install failed: 1, offline: 0, not on the target build: 0.');
      await expect(page.locator('.ant-card-head').getByText('Halted', { exact: true })).toBeVisible();
      await expect(page.getByText('The device reported that the install failed')).toBeVisible();
      await expect(page.getByText('0 done, 0 failed, 0 installing, 1 waiting')).toBeVisible();
      await screenshot(page, 'rollouts-halted');

      // The API says the same: halted in wave 1, the second wave's device never sent.
      const id = await rolloutIdOf(api.superadmin, name);
      const read = (await api.superadmin.ok('GET', `/rollouts/${id}`)) as RolloutRead;
      expect(read.status).toBe('halted');
      expect(read.haltReason?.wave).toBe(1);
      const { devices } = (await api.superadmin.ok('GET', `/rollouts/${id}/devices`)) as {
        devices: { wave: number; state: string; sentAt: string | null }[];
      };
      expect(devices.map((d) => [d.wave, d.state, d.sentAt === null])).toEqual([
        [1, 'failed', false],
        [2, 'pending', true],
      ]);
    } finally {
      // The stock batteries back in stock, the sites and the group made here deleted.
      for (const { deviceId, siteId } of made) {
        await api.superadmin.ok('DELETE', '/CommissionDevice', { deviceId, siteId }).catch(() => undefined);
        await api.superadmin.ok('DELETE', '/Site', { siteId }).catch(() => undefined);
      }
      await api.superadmin.ok('DELETE', '/SiteGroup', { siteGroupId }).catch(() => undefined);
    }
  });
});
