import { toThemePreference, type ThemePreference } from '@bess/shared';

/**
 * The prefix of the stored theme preference. Deliberately NOT `bess.` (APP_STORAGE_PREFIX): forgetAppStorage removes
 * those keys at sign-out, and a theme that is forgotten at every sign-out is not remembered per user.
 * Light or dark is a display preference, not personal data worth forgetting; the e-mail address is, so the key holds
 * a digest of it instead, and the next person at the browser cannot read who used it.
 */
export const THEME_STORAGE_PREFIX = 'bess-theme:';

/** FNV-1a, 32 bits, of the lower-cased address: a stable, short key part that does not show the address. */
function digest(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The storage key of one user's theme preference. */
export function themeStorageKey(email: string): string {
  return `${THEME_STORAGE_PREFIX}${digest(email)}`;
}

/** The user's saved preference; System when none is saved, the user is unknown or storage cannot be read. */
export function readThemePreference(email: string | null | undefined, storage: Storage = window.localStorage) {
  if (!email) return 'system';
  try {
    return toThemePreference(storage.getItem(themeStorageKey(email)));
  } catch {
    return 'system';
  }
}

/** Saves the user's preference; System is the default, so choosing it removes the key. */
export function writeThemePreference(
  email: string | null | undefined,
  preference: ThemePreference,
  storage: Storage = window.localStorage,
): void {
  if (!email) return;
  try {
    if (preference === 'system') storage.removeItem(themeStorageKey(email));
    else storage.setItem(themeStorageKey(email), preference);
  } catch {
    // Storage full or refused (private mode): the choice holds until the page is closed.
  }
}
