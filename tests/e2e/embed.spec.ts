import { API_URL } from '../support/api';
import { screenshot } from '../support/browser';
import { accessTokenOf, openSignedIn } from '../support/signIn';
import { expect, test } from '../support/fixtures';

test.describe('ARCHITECTURE 2: a partner page embeds a module through single-spa lifecycles', () => {
  test('mounts the home status widget with a token and a site id, shows the site, and unmounts cleanly', async ({
    stack,
    context,
  }) => {
    const portal = await context.newPage();
    await openSignedIn(portal, stack.shellUrl + '/main/home', 'owner@demo.test');
    await portal.getByRole('region', { name: 'Status of Aarhus Harbour' }).waitFor();
    const token = await accessTokenOf(portal);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const settings = new URLSearchParams({
      remote: stack.remoteEntryUrl('mf_dashboard'),
      module: 'Home',
      api: API_URL,
      token,
      site: 'S-AARHUS',
    });
    await page.goto(`${stack.partnerUrl}#${settings}`);
    await page.locator('#embed-state', { hasText: 'mounted' }).waitFor();
    const widget = page.locator('#widget');
    // The status widget of the site, with its live values from the API.
    const status = widget.getByRole('region', { name: 'Status of Aarhus Harbour' });
    await status.waitFor();
    await status.getByLabel('State of charge', { exact: true }).and(page.locator('dd')).waitFor();
    await expect(status.getByLabel('State of charge', { exact: true }).and(page.locator('dd'))).toContainText(
      /^\d+ %$/,
    );
    // The page has no React of its own: React came with the module.
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    await screenshot(page, 'embed-partner-home');

    await page.getByRole('button', { name: 'Remove the widget' }).click();
    await page.locator('#embed-state', { hasText: 'unmounted' }).waitFor();
    await expect.poll(() => widget.innerHTML()).toBe('');
    expect(errors).toEqual([]);
  });

  test('mounts a dashboard with a share token: no user, that one dashboard', async ({ stack, context }) => {
    const portal = await context.newPage();
    await openSignedIn(portal, stack.shellUrl + '/main/home', 'owner@demo.test');
    const token = await accessTokenOf(portal);
    const shared = (await (
      await fetch(`${API_URL}/DashboardSharing`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'S-AARHUS', isEnabled: true }),
      })
    ).json()) as { shareToken: string };
    expect(shared.shareToken).toMatch(/^bess_share_/);

    const page = await context.newPage();
    const settings = new URLSearchParams({
      remote: stack.remoteEntryUrl('mf_dashboard'),
      module: 'Dashboard',
      api: API_URL,
      share: shared.shareToken,
      site: 'S-AARHUS',
    });
    await page.goto(`${stack.partnerUrl}#${settings}`);
    await page.locator('#embed-state', { hasText: 'mounted' }).waitFor();
    await page.locator('#widget').getByRole('heading', { name: 'Aarhus Harbour' }).waitFor();
    await page.locator('#widget').getByRole('region', { name: 'State of charge' }).waitFor();
    await screenshot(page, 'embed-partner-dashboard');
    await page.getByRole('button', { name: 'Remove the widget' }).click();
    await page.locator('#embed-state', { hasText: 'unmounted' }).waitFor();
    await expect.poll(() => page.locator('#widget').innerHTML()).toBe('');
  });
  test("keeps the partner page's language in antd's own texts too (a Danish date picker)", async ({
    stack,
    context,
  }) => {
    const portal = await context.newPage();
    await openSignedIn(portal, stack.shellUrl + '/main/home', 'owner@demo.test');
    const token = await accessTokenOf(portal);

    const page = await context.newPage();
    const settings = new URLSearchParams({
      remote: stack.remoteEntryUrl('mf_data_economics'),
      container: 'mf_data_economics',
      module: 'Data',
      api: API_URL,
      token,
      site: 'S-AARHUS',
      lang: 'da',
    });
    await page.goto(`${stack.partnerUrl}#${settings}`);
    await page.locator('#embed-state', { hasText: 'mounted' }).waitFor();
    const widget = page.locator('#widget');
    // The remote's own Danish text, then antd's: the range picker's placeholders come from antd's Danish locale.
    await widget.getByText('Valgfrit', { exact: true }).click();
    await widget.getByPlaceholder('Startdato').waitFor();
    await expect(widget.getByPlaceholder('Start date')).toHaveCount(0);
    await screenshot(page, 'embed-partner-data-da');
    await page.getByRole('button', { name: 'Remove the widget' }).click();
    await page.locator('#embed-state', { hasText: 'unmounted' }).waitFor();
  });
});
