import { LANGUAGES, type Language } from '../domain/enums';
import { DEFAULT_LANGUAGE } from './baseResources';

/** spec 2: each language is offered in its own name, in this order (Dansk, English, Svenska, Deutsch). */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  da: 'Dansk',
  en: 'English',
  sv: 'Svenska',
  de: 'Deutsch',
};

/** Whether a value is one of the interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The interface language for a stored or browser language code ('da', 'da-DK', 'sv_SE'); English otherwise. */
export function resolveLanguage(code?: string | null): Language {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
