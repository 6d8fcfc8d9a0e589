import { ApiError, errorMessageKey, isKnownServerCode, type NamespaceT } from '@bess/shared';

/**
 * The text of a failed call (issue 12: every refusal shows the spec's text or the server's message): a known server
 * code or a network failure reads the spec's text (spec 8); a refusal with a message of its own (400: "The event
 * overlaps another event") shows that message; anything else the spec's text for its status.
 */
export function errorText(error: unknown, t: NamespaceT<'error'>): string {
  if (error instanceof ApiError && !isKnownServerCode(error.code) && error.status >= 400 && error.status < 500) {
    if (error.serverMessage) return error.serverMessage;
  }
  const values = error instanceof ApiError ? error.i18nValues : {};
  return t(errorMessageKey(error), { ns: 'error', ...values });
}
