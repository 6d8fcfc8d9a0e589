/** The prefix of every key the portal itself keeps in the browser's storage (the selection, a wizard's progress). */
export const APP_STORAGE_PREFIX = 'bess.';

/**
 * Removes the portal's own keys from session and local storage, so that nothing of a signed-out user stays in the
 * browser (docs/security.md). MSAL removes its own account and tokens on sign-out.
 */
export function forgetAppStorage(storages: Storage[] = [window.sessionStorage, window.localStorage]): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(APP_STORAGE_PREFIX)) storage.removeItem(key);
  }
}
