import type { Page } from 'playwright-core';
import { API_URL } from '../support/api';
import { launchBrowser, screenshot, type Browser } from '../support/browser';
import { openSignedIn } from '../support/signIn';
import { startStack, type Stack } from '../support/stack';

/**
 * The access token the portal holds for the signed-in user (MSAL keeps it in session storage): a partner's page gets
 * such a token from its own sign-in with the same provider.
 */
async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (!key.includes('accesstoken')) continue;
      const entry = JSON.parse(sessionStorage.getItem(key)!) as { secret?: string };
      if (entry.secret) return entry.secret;
    }
    throw new Error('no access token in session storage');
  });
}

describe('ARCHITECTURE 2: a partner page embeds a module through single-spa lifecycles', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('mounts the home status widget with a token and a site id, shows the site, and unmounts cleanly', async () => {
    const portal = await browser.newPage();
    await openSignedIn(portal, stack.shellUrl + '/main/home', 'owner@demo.test');
    await portal.getByText('Aarhus Harbour is selected').waitFor();
    const token = await accessTokenOf(portal);

    const page = await browser.newPage();
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
    await widget.getByText('Aarhus Harbour').first().waitFor();
    // The page has no React of its own: React came with the module.
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    await screenshot(page, 'embed-partner-home');

    await page.getByRole('button', { name: 'Remove the widget' }).click();
    await page.locator('#embed-state', { hasText: 'unmounted' }).waitFor();
    expect(await widget.innerHTML()).toBe('');
    expect(errors).toEqual([]);
  });
});
