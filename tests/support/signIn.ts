import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api';

/**
 * Opens `url` of the portal and signs in through the real identity provider's login form, as a person would; waits
 * until the portal shows the account menu. When the provider still has a session, no form is shown.
 */
export async function openSignedIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(url);
  const form = page.getByLabel('E-mail');
  const menu = page.getByRole('button', { name: 'Account menu' });
  await form.or(menu).first().waitFor();
  if (await form.isVisible()) {
    await form.fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await menu.waitFor();
}

/** Makes the portal open with `id` selected (the shell keeps the selection of a browser tab in session storage). */
export async function selectOnLoad(page: Page, id: string): Promise<void> {
  await page.addInitScript((selected) => {
    if (!window.sessionStorage.getItem('bess.selection')) window.sessionStorage.setItem('bess.selection', selected);
  }, id);
}
