import { launchBrowser, screenshot, type Browser } from '../support/browser';
import { IDP_URL } from '../support/api';
import { openSignedIn } from '../support/signIn';
import { startStack, type Stack } from '../support/stack';

describe('sign-in through the real identity provider', () => {
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

  it('a visitor is sent to the provider, signs in as a demo account and is back where they were going', async () => {
    const page = await browser.newPage();
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
    await expect(menu.textContent()).resolves.toContain('owner@demo.test');
    await screenshot(page, 'signin-account-menu');
    await page.close();
  });

  it('a wrong password is refused at the provider and issues nothing', async () => {
    // A browser of its own: no session at the provider yet.
    const fresh = await launchBrowser();
    const page = await fresh.newPage();
    await page.goto(stack.shellUrl + '/main/home');
    await page.getByLabel('E-mail').fill('owner@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong e-mail or password').waitFor();
    expect(page.url().startsWith(IDP_URL)).toBe(true);
    await fresh.close();
  });

  it('sign out returns to the provider, which then asks for the password again', async () => {
    const own = await launchBrowser();
    const page = await own.newPage();
    await openSignedIn(page, stack.shellUrl + '/main/home', 'readonly@demo.test');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // spec 7: sign-out redirects to the identity provider, which ends the session there.
    await page.getByText('You are signed out.').waitFor();
    expect(page.url().startsWith(IDP_URL)).toBe(true);
    await screenshot(page, 'signin-signed-out');
    await page.goto(stack.shellUrl + '/main/home');
    await page.getByLabel('E-mail').waitFor();
    await own.close();
  });
});
