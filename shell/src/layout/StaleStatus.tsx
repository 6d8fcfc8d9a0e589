import { ERROR_NAMESPACE, errorMessageKey, formatTimestamp, useHost, useBaseTexts } from '@bess/shared';
import { useLiveStatus } from '../polling/LiveStatusContext';

/**
 * Stale data stays on screen with its age. When the newest status is older than two poll cycles (a poll
 * failed, or the browser tab was hidden), the list says when it is from, in the user's date format and local time.
 * Shown under the sidebar's list, or above the page where there is no sidebar (one site, a phone, the sidebar closed),
 * so that every user sees it.
 */
export function StaleStatus() {
  const { t } = useBaseTexts();
  const { user } = useHost();
  const { isStale, updatedAt, error } = useLiveStatus();
  const failed = error !== undefined && error !== null;
  if ((!isStale && !failed) || updatedAt === null) return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      {/* spec 8: a failed poll says why in the catalogue's words ('It was not possible to connect to the server',
          'Timeout, please try again', 'Api call failed'), until a poll answers again. */}
      {failed && (
        <p className="stale-status" role="alert">
          {t(errorMessageKey(error), { ns: ERROR_NAMESPACE })}
        </p>
      )}
      <p className="stale-status" role="status">
        {t('live.lastUpdateTime', { time: formatTimestamp(new Date(updatedAt), user?.dateFormat, zone, 'minutes') })}
      </p>
    </>
  );
}
