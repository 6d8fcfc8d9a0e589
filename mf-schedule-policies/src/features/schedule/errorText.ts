import { ApiError, errorMessageKey, type NamespaceT } from '@bess/shared';

/**
 * The text of a failed call in the user's language (spec 8): a known server code's text, 'Some values are not valid.
 * Check the marked fields.' when the API named refused fields (the form shows them beside the fields), a network
 * failure's or timeout's text, else 'Api call failed'. Never the API's own message: it is English, written for
 * developers.
 */
export function errorText(error: unknown, t: NamespaceT<'error'>): string {
  const values = error instanceof ApiError ? error.i18nValues : {};
  return t(errorMessageKey(error), { ns: 'error', ...values });
}
