// What the users and management specs share: the sidebar and tab bar, the grant dialog's controls, a first sign-in.
import type { Locator, Page } from '@playwright/test';
import { dialogSettled } from './dialogs';
import { expect } from './fixtures';
import { selectInList } from './portalControls';
import { openSignedIn } from './signIn';

export const list = (page: Page) => page.getByTestId('device-list-scroll');
export const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Selects a site or group in the sidebar (by search) and opens one of its tabs. */
export async function openTab(page: Page, search: string, name: string, type: string, tab: string) {
  await selectInList(page, search, new RegExp(`^${name}, ${type},`));
  await tabs(page).getByRole('link', { name: tab }).click();
  await page.getByRole('heading', { level: 1, name: tab }).waitFor();
}

/** The local time `at` in the dialog's format (yyyy-MM-dd HH:mm, the demo accounts' date format). */
export function pickerText(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** Chooses an access level in a grant dialog: the level is never preset. */
export async function chooseLevel(page: Page, dialog: Locator, level: string) {
  await dialog.getByRole('combobox', { name: 'Access level' }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${level}"]`).click();
  await expect(dialog.locator(`.ant-select-content[title="${level}"]`)).toHaveCount(1);
}

/** A first sign-in of a new account: the language dialog, then the terms (spec 4). */
export async function firstSignIn(page: Page, url: string, email: string) {
  await openSignedIn(page, url, email);
  const language = page.getByRole('dialog', { name: 'Choose your language' });
  await language.waitFor();
  await language.getByText('English').click();
  await language.getByRole('button', { name: 'Save' }).click();
  const terms = page.getByRole('dialog', { name: /^Terms number/ });
  await terms.waitFor();
  // It opens as the language dialog closes: once its animation is over, a click lands.
  await dialogSettled(terms);
  await terms.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  await terms.waitFor({ state: 'hidden' });
}
