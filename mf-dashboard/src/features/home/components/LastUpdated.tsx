import { useTexts } from '../../../i18n';
import { Tag } from 'antd';
import { formatTimestamp, useHost, useNow, type Timestamp } from '@bess/shared';
import { isStatusStale, STALE_AFTER_MS } from '../statusRules';

export interface LastUpdatedProps {
  /** The device's own report time (live data lastUpdateTime). */
  lastUpdateTime: Timestamp | null | undefined;
  /** When the status answer arrived (epoch ms), or null before the first. */
  fetchedAt: number | null;
}

// Rechecked often enough that "stale" appears within a few seconds of passing two poll cycles.
const CLOCK_MS = 5_000;

/**
 * When the status shown was last updated, in the user's date format and the site's time zone, marked stale when it is
 * older than two poll cycles (spec 7: 60 s).
 */
export function LastUpdated({ lastUpdateTime, fetchedAt }: LastUpdatedProps) {
  const { t } = useTexts();
  const { user, timezone } = useHost();
  const now = useNow(CLOCK_MS);
  const when = lastUpdateTime ?? fetchedAt;
  const text = when === null ? '' : formatTimestamp(when, user?.dateFormat, timezone, 'seconds');
  const stale = isStatusStale(lastUpdateTime, fetchedAt, now);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <span>{text ? t('live.lastUpdateTime', { time: text }) : t('live.notUpdated')}</span>
      {stale ? (
        <Tag color="warning" title={t('live.staleHint', { minutes: STALE_AFTER_MS / 60_000 })}>
          {t('live.stale')}
        </Tag>
      ) : null}
    </span>
  );
}
