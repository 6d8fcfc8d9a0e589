import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { Role } from './accounts';
import { ARTIFACTS } from './browser';

/**
 * What the set-up project keeps of a role's sign-in, for the run. Playwright's storageState holds the cookies (the
 * provider's session) and local storage (the provider's discovery document the shell keeps); the shell keeps the
 * session itself in the tab's session storage (MSAL's cache, cacheLocation 'sessionStorage', and the shell's
 * `bess.session`), which storageState does not save: it is kept beside it and written into a new tab.
 */
export interface KeptSignIn {
  email: string;
  /** Every session-storage entry of the shell's tab after the sign-in. */
  sessionStorage: Record<string, string>;
  /** The API's access token the provider issued (for the API client of the role). */
  accessToken: string;
}

const AUTH_DIR = path.join(ARTIFACTS, 'auth');

/** The storageState file of a role (cookies and local storage). */
export const storageStateFile = (role: Role) => path.join(AUTH_DIR, `${role}.storage.json`);
const keptFile = (role: Role) => path.join(AUTH_DIR, `${role}.session.json`);

/** Keeps the sign-in of `page` (the shell's tab, signed in as `role`). */
export async function keepSignIn(page: Page, role: Role, email: string): Promise<void> {
  fs.mkdirSync(AUTH_DIR, { recursive: true });
  await page.context().storageState({ path: storageStateFile(role) });
  const sessionStorage = await page.evaluate(() => ({ ...window.sessionStorage }));
  const accessToken = accessTokenIn(sessionStorage);
  const kept: KeptSignIn = { email, sessionStorage, accessToken };
  fs.writeFileSync(keptFile(role), JSON.stringify(kept));
}

const cache = new Map<Role, KeptSignIn>();
/** The kept sign-in of a role (the set-up project must have run: it is a dependency of every project). */
export function keptSignIn(role: Role): KeptSignIn {
  let kept = cache.get(role);
  if (!kept) {
    const file = keptFile(role);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: the 'setup' project signs ${role} in first`);
    kept = JSON.parse(fs.readFileSync(file, 'utf8')) as KeptSignIn;
    cache.set(role, kept);
  }
  return kept;
}

/** The access token MSAL keeps in a tab's session storage. */
export function accessTokenIn(storage: Record<string, string>): string {
  for (const [key, value] of Object.entries(storage)) {
    if (!key.includes('accesstoken')) continue;
    const entry = JSON.parse(value) as { secret?: string };
    if (entry.secret) return entry.secret;
  }
  throw new Error('no access token in session storage');
}

/**
 * Puts the role's kept sign-in into a tab before it opens the portal at `origin`: the cookies of the provider's
 * session (for when MSAL must ask the provider again), and the tab's session storage, written from a file of that
 * origin that does not start the app. The tab then opens the portal signed in, as a reload of a signed-in tab does.
 */
export async function restoreSignIn(page: Page, role: Role, origin: string): Promise<void> {
  const context: BrowserContext = page.context();
  const state = JSON.parse(fs.readFileSync(storageStateFile(role), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
  await page.goto(`${origin}/config.json`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
  }, keptSignIn(role).sessionStorage);
}
