import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser';
import { DEMO_PASSWORD } from './api';

/**
 * Opens `url` of the portal and signs in through the real identity provider's login form, as a person would; waits
 * until the portal shows the account menu. When the provider still has a session, no form is shown.
 */
export async function openSignedIn(page: Page, url: string, email: string): Promise<void> {
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

export interface PortalOptions {
  /** The browser's viewport (launchBrowser's default is a 1280 x 800 desktop). */
  viewport?: { width: number; height: number };
  /** What the portal opens with selected (selectOnLoad). */
  select?: string;
}

/**
 * A fresh browser with one page of the portal at `url`, signed in as `email`: the set-up of a suite whose tests share
 * one signed-in page. The caller closes the browser (its close also reports any Content-Security-Policy violation).
 */
export async function openPortalAs(
  url: string,
  email: string,
  { viewport, select }: PortalOptions = {},
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser(viewport ? { viewport } : {});
  const page = await browser.newPage();
  if (select) await selectOnLoad(page, select);
  await openSignedIn(page, url, email);
  return { browser, page };
}
