/** The message centre editor's form and the body it sends (spec 3 message, spec 7 PUT /messageCenter). */
import { MESSAGE_LANGUAGES, type MessageLanguage, type MessageSeverity, type Wire } from '@bess/shared';

/** One language's texts as the editor holds them. */
export interface LanguageTexts {
  title: string;
  message: string;
  messageSummary: string;
}

/** The editor: one entry per language (spec 3: Danish, English, German, Swedish). */
export interface MessageForm {
  isEnabled: boolean;
  severity: MessageSeverity;
  texts: Record<MessageLanguage, LanguageTexts>;
}

/** English is the fallback language (spec 1), so the message must have it; the others are optional. */
export const REQUIRED_LANGUAGE: MessageLanguage = 'English';

const EMPTY: LanguageTexts = { title: '', message: '', messageSummary: '' };

const isUntouched = (texts: LanguageTexts) =>
  texts.title.trim() === '' && texts.message.trim() === '' && texts.messageSummary.trim() === '';

/** The editor's start: the active message when there is one, else an empty, enabled information message. */
export function formOf(active: Wire.MessageCenterMessage | null): MessageForm {
  const texts = Object.fromEntries(MESSAGE_LANGUAGES.map((l) => [l, { ...EMPTY }])) as Record<
    MessageLanguage,
    LanguageTexts
  >;
  if (!active) return { isEnabled: true, severity: 'info', texts };
  texts[REQUIRED_LANGUAGE] = { title: active.title, message: active.message, messageSummary: active.messageSummary };
  for (const entry of active.languages)
    texts[entry.language] = { title: entry.title, message: entry.message, messageSummary: entry.messageSummary };
  return { isEnabled: active.isEnabled, severity: active.severity, texts };
}

/**
 * spec 7: the body of PUT /messageCenter: English at the top, and one entry per written language (an untouched
 * language is left out, and the banner shows English). What the API refuses of it (spec 5: an empty title or message
 * in English or in a language written) the call's check says, before it is sent.
 */
export function messageBody(form: MessageForm): Wire.SetMessageCenterBody {
  const trim = (texts: LanguageTexts): LanguageTexts => ({
    title: texts.title.trim(),
    message: texts.message.trim(),
    messageSummary: texts.messageSummary.trim(),
  });
  const english = trim(form.texts[REQUIRED_LANGUAGE]);
  return {
    isEnabled: form.isEnabled,
    severity: form.severity,
    ...english,
    languages: MESSAGE_LANGUAGES.filter(
      (language) => language === REQUIRED_LANGUAGE || !isUntouched(form.texts[language]),
    ).map((language) => ({ language, ...trim(form.texts[language]) })),
  };
}
