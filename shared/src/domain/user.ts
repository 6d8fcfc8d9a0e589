/** Rules about the signed-in user and user access entries (spec 2, 3, 4). */
import { isLoadingLevel } from './access';
import { LANGUAGES } from './enums';
import type { Language } from './enums';
import type { Timestamp, User, UserAccessEntry } from './types';

/** spec 4: the terms dialog opens while the user's accepted terms number is below the newest. */
export function needsTermsDialog(
  user: Pick<User, 'termsNumber' | 'userAccessLevelNumber'>,
  newestTermsNumber: number,
): boolean {
  if (isLoadingLevel(user.userAccessLevelNumber)) return false; // the real user is not loaded yet
  return (Number.isFinite(user.termsNumber) ? user.termsNumber : 0) < newestTermsNumber;
}

/** spec 4: accepting the terms stores the newest number and the date. */
export function acceptTerms<U extends User>(user: U, newestTermsNumber: number, now: Timestamp): U {
  return { ...user, termsNumber: newestTermsNumber, termsDate: now };
}

/** spec 4: the language dialog opens when the (loaded) user has no language. */
export function needsLanguageDialog(user: Pick<User, 'language' | 'userAccessLevelNumber'>): boolean {
  return !isLoadingLevel(user.userAccessLevelNumber) && (user.language === null || user.language.trim() === '');
}

/** spec 1: the interface language for a stored language; English is the default and fallback. */
export function interfaceLanguage(language: string | null | undefined): Language {
  const code = (language ?? '').trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** spec 3: a user access entry is an API client when its e-mail has no at-sign. */
export function isApiClient(email: string | null | undefined): boolean {
  return !(email ?? '').includes('@');
}

function ms(value: Timestamp | null): number | null {
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * spec 3: access can be time-limited: it holds from startTime (null: from always) until endTime (null: open-ended,
 * exclusive).
 */
export function isAccessActive(entry: Pick<UserAccessEntry, 'startTime' | 'endTime'>, now: Timestamp): boolean {
  const t = ms(now);
  if (t === null) return false;
  const start = ms(entry.startTime);
  const end = ms(entry.endTime);
  return (start === null || start <= t) && (end === null || t < end);
}
