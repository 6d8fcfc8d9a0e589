import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageQueries, useHost, type MessageLanguage, type Wire, useBaseTexts } from '@bess/shared';

/** The message centre's language for an interface language (spec 9: en, da, sv, de; Danish, English, German, Swedish). */
const MESSAGE_LANGUAGE: Readonly<Record<string, MessageLanguage>> = {
  da: 'Danish',
  en: 'English',
  de: 'German',
  sv: 'Swedish',
};

type BannerText = Wire.MessageCenterBanner['messages'][number];

/** The text in the user's language, else English (spec 1: the fallback), else the first there is. */
export function bannerText(messages: readonly BannerText[], language: string): BannerText | null {
  const wanted = MESSAGE_LANGUAGE[language.split('-')[0]!] ?? 'English';
  return (
    messages.find((m) => m.language === wanted) ?? messages.find((m) => m.language === 'English') ?? messages[0] ?? null
  );
}

/** The full text of a banner's entry, when it says more than the summary beside the title already does. */
function fullText(text: BannerText): string | null {
  const full = text.message?.trim() ?? '';
  return full === '' || full === text.messageSummary.trim() ? null : full;
}

/**
 * The active message centre message as a banner (spec 1 and 7: GET messagecenter2, polled every 15 min by the shell),
 * in the user's language. Read more opens the whole message below it, as plain elements (antd stays off the shell's
 * first paint). It can be dismissed until the message changes; a changed message starts closed.
 */
export function MessageCentreBanner() {
  const { t, i18n } = useBaseTexts();
  const { api } = useHost();
  // The shell's polling keeps this query fresh; here it is only read.
  const { data } = useQuery({ ...messageQueries.banner(api), refetchInterval: false });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const fullId = useId();
  const text = data ? bannerText(data.messages, i18n.language) : null;
  if (!data || !text || (text.title === '' && text.messageSummary === '')) return null;
  const key = `${data.severity}|${text.title}|${text.messageSummary}`;
  if (dismissed === key) return null;
  const full = fullText(text);
  const open = full !== null && opened === key;
  return (
    <div
      className={`message-banner message-banner-${data.severity}`}
      role={data.severity === 'info' ? 'status' : 'alert'}
    >
      <span className="message-banner-severity">{t(`messageCentre.severities.${data.severity}`)}</span>
      <span className="message-banner-text">
        {text.title ? <strong>{text.title}</strong> : null} {text.messageSummary}
      </span>
      {full !== null ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={open ? fullId : undefined}
          onClick={() => setOpened(open ? null : key)}
        >
          {open ? t('messageCentre.showLess') : t('messageCentre.readMore')}
        </button>
      ) : null}
      <button type="button" className="link-button" onClick={() => setDismissed(key)}>
        {t('messageCentre.dismiss')}
      </button>
      {open ? (
        <p id={fullId} className="message-banner-full">
          {full}
        </p>
      ) : null}
    </div>
  );
}
