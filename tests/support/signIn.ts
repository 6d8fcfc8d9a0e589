import type { Page } from '@playwright/test';
import { roleOf } from './accounts';
import { DEMO_PASSWORD } from './api';
import { accessTokenIn, restoreSignIn } from './auth';

/**
 * Opens `url` of the portal and signs in through the real identity provider's login form, as a person would; waits
 * until the portal shows the account menu. When the provider still has a session, no form is shown. For the tests of
 * signing in itself, accounts the tests create, and stacks with a provider of their own; every other test opens the
 * portal signed in from the set-up project's sign-in (openSignedIn).
 */
export async function signInThroughProvider(page: Page, url: string, email: string): Promise<void> {
  await page.goto(url);
  const form = page.getByRole('textbox', { name: 'E-mail' });
  const menu = page.getByRole('button', { name: 'Account menu' });
  await form.or(menu).first().waitFor();
  if (await form.isVisible()) {
    await form.fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await menu.waitFor();
}

/**
 * Opens `url` of the portal signed in as `email`: a demo account goes on from its sign-in of the set-up project
 * (tests/support/auth.ts), any other account signs in through the provider's form. Waits for the account menu.
 */
export async function openSignedIn(page: Page, url: string, email: string): Promise<void> {
  const role = roleOf(email);
  if (!role) return signInThroughProvider(page, url, email);
  await restoreSignIn(page, role, new URL(url).origin);
  await page.goto(url);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Makes the portal open with `id` selected (the shell keeps the selection of a browser tab in session storage). */
export async function selectOnLoad(page: Page, id: string): Promise<void> {
  await page.addInitScript((selected) => {
    if (!window.sessionStorage.getItem('bess.selection')) window.sessionStorage.setItem('bess.selection', selected);
  }, id);
}

/**
 * The access token the portal holds for the signed-in user (MSAL keeps it in session storage): a partner's page gets
 * such a token from its own sign-in with the same provider.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  return accessTokenIn(await page.evaluate(() => ({ ...window.sessionStorage })));
}
