import type { Page, Route } from '@playwright/test';
import { screenshot } from '../support/browser';
import { API_URL, DEMO_PASSWORD, IDP_URL } from '../support/api';
import { openSignedIn, signInThroughProvider } from '../support/signIn';
import { expect, test } from '../support/fixtures';

test.describe('sign-in through the real identity provider', () => {
  test('a visitor is sent to the provider, signs in as a demo account and is back where they were going', async ({
    stack,
    context,
  }) => {
    const page = await context.newPage();
    await page.goto(stack.shellUrl + '/main/data');
    await page.waitForURL(`${IDP_URL}/**`);
    await page.getByRole('heading', { name: 'BESS Portal' }).waitFor();
    await screenshot(page, 'signin-provider-form');

    await openSignedIn(page, stack.shellUrl + '/main/data', 'owner@demo.test');
    await page.waitForURL('**/main/data');
    await page.getByRole('heading', { level: 1, name: 'Data' }).waitFor();

    // The account menu shows the user the API knows for this token (GET /User with the bearer token).
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('owner@demo.test');
    await screenshot(page, 'signin-account-menu');
    await page.close();
  });

  test("a returning user's reload asks the provider nothing and goes on without MSAL", async ({ stack, context }) => {
    const page = await context.newPage();
    // The user signed in through the provider in this browser before.
    await signInThroughProvider(page, stack.shellUrl + '/main/home', 'owner@demo.test');
    // Kept by the sign-in itself (fetched in MSAL's place).
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('bess.authorityMetadata') !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    const toProvider: string[] = [];
    /** The scripts the reload fetches. */
    const scripts: string[] = [];
    let reloading = false;
    page.on('request', (request) => {
      if (request.url().startsWith(IDP_URL)) toProvider.push(request.url());
    });
    page.on('response', (response) => {
      // A redirect (the provider's, say) has no body to read; the scripts themselves answer 200.
      if (reloading && response.request().resourceType() === 'script' && response.status() < 300)
        scripts.push(response.url());
    });
    reloading = true;
    await page.reload();
    await page
      .getByRole('region', { name: 'Status of Aarhus Harbour' })
      .getByLabel('State of charge', { exact: true })
      .and(page.locator('dd'))
      .waitFor();
    expect(toProvider).toEqual([]);
    // The tab goes on from its kept session: MSAL's code (the chunk with its error codes) is not even fetched.
    expect(scripts.length).toBeGreaterThan(10);
    // Read from the servers again, not from the browser, which drops the body of a script a later document no
    // longer holds: the same files, as the static servers serve each URL alike.
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(bodies.filter((body) => body.includes('interaction_in_progress'))).toEqual([]);
    // Who is signed in still shows.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('owner@demo.test');
    await page.close();
  });

  test('a wrong password is refused at the provider and issues nothing', async ({ stack, portal }) => {
    // A browser of its own: no session at the provider yet.
    const fresh = await portal.launch();
    const page = await fresh.newPage();
    await page.goto(stack.shellUrl + '/main/home');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong e-mail or password').waitFor();
    expect(page.url().startsWith(IDP_URL)).toBe(true);
    await fresh.close();
  });

  test('sign out returns to the provider, which then asks for the password again', async ({ stack, portal }) => {
    const own = await portal.launch();
    const page = await own.newPage();
    await openSignedIn(page, stack.shellUrl + '/main/home', 'readonly@demo.test');
    // After a reload the tab goes on from its kept session without MSAL, which sign-out then loads.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // spec 7: sign-out redirects to the identity provider, which ends the session there.
    await page.getByText('You are signed out.').waitFor();
    expect(page.url().startsWith(IDP_URL)).toBe(true);
    await screenshot(page, 'signin-signed-out');
    // Nothing of the session is left in the portal's storage. The same tab keeps the portal origin's session storage; a
    // file of that origin that does not start the app shows what is there.
    await page.goto(stack.shellUrl + '/shell.css');
    const left = await page.evaluate(() =>
      [window.sessionStorage, window.localStorage].flatMap((storage) =>
        Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
      ),
    );
    expect(left.filter((entry) => /token|readonly@demo\.test|"name"|bess\.selection/i.test(entry))).toEqual([]);
    await page.goto(stack.shellUrl + '/main/home');
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
    await own.close();
  });
  test("a newcomer's browser that does not trust the provider's certificate is told what to do, and signs in once it does", async ({
    stack,
    portal,
  }) => {
    // A browser that does not ignore certificate errors, as a person's is on the first visit.
    const newcomer = await portal.launch({ ignoreHTTPSErrors: false });
    try {
      const page = await newcomer.newPage();
      await page.goto(stack.shellUrl + '/main/data');
      const panel = page.getByRole('alertdialog', { name: 'The sign-in service cannot be reached' });
      await panel.waitFor();
      await expect(panel).toContainText('accept the certificate there, and come back to this tab');
      await expect(page.getByText('Login timeout')).toHaveCount(0);
      await screenshot(page, 'signin-provider-untrusted');

      // The link opens the provider in a new tab; the person accepts its certificate there.
      const link = page.getByRole('link', { name: 'Open the sign-in service in a new tab' });
      await expect(link).toHaveAttribute('target', '_blank');
      const [providerTab] = await Promise.all([newcomer.context.waitForEvent('page'), link.click()]);
      await acceptCertificate(providerTab);
      await providerTab.getByText('Your browser now accepts its certificate').waitFor();
      await screenshot(providerTab, 'signin-provider-certificate-accepted');

      // Back on the portal's tab, sign-in starts again by itself and reaches the provider's form.
      await page.bringToFront();
      await page.waitForURL(`${IDP_URL}/**`);
      await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
      await openSignedIn(page, stack.shellUrl + '/main/data', 'owner@demo.test');
      await page.getByRole('heading', { level: 1, name: 'Data' }).waitFor();
    } finally {
      await newcomer.close();
    }
  });
  test('an API that does not answer after sign-in is named, and the portal loads by itself once it does', async ({
    stack,
    portal,
  }) => {
    const own = await portal.launch();
    try {
      const page = await own.newPage();
      // The API is down for this page: every call to it fails as a refused connection does.
      const apiDown = (route: Route) => route.abort('connectionrefused');
      await page.route(`${API_URL}/**`, apiDown);
      await page.goto(stack.shellUrl + '/main/home');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@demo.test');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'It was not possible to connect to the server' });
      await alert.waitFor();
      await expect(alert).toContainText(`The portal's server at ${API_URL} does not answer`);
      await screenshot(page, 'signin-api-unreachable');

      // The API is back; the page notices by itself (its timer, or the person coming back to the tab).
      await page.unroute(`${API_URL}/**`, apiDown);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await expect(alert).toHaveCount(0);
    } finally {
      await own.close();
    }
  });
});

/**
 * What a person does on Chromium's warning page for an untrusted certificate: proceed anyway. The page offers it
 * behind "Advanced"; typing the bypass phrase is the same decision without reaching into the warning page's markup.
 * Keys typed before the warning page listens are lost (on a loaded machine it may listen late), so the phrase is typed
 * again until the provider's page is there.
 */
async function acceptCertificate(tab: Page): Promise<void> {
  await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
  const providerPage = tab.getByText('Your browser now accepts its certificate');
  await expect(async () => {
    await tab.keyboard.type('thisisunsafe');
    await providerPage.waitFor({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
