import { ERROR_NAMESPACE, useBaseTexts } from '@bess/shared';
import { isReachable } from '../auth/unreachable';
import { useRetryWhenBack } from '../auth/useRetryWhenBack';
import { useShellConfig } from './ShellConfigContext';

/**
 * The configuration load got no answer from the API (spec 8: 'It was not possible to connect to the server'). Says
 * where the portal looked and that it keeps trying: the load runs again by itself once the server answers,
 * tried when the person comes back to the tab and every few seconds; Retry runs it at once.
 */
export function ServerUnreachable({ retry }: { retry: () => void }) {
  const { t } = useBaseTexts();
  const address = useShellConfig().apiBaseUrl;
  // Any answer of the server (a 401, a 404) means it is up again: an opaque request is enough.
  useRetryWhenBack(() => isReachable(address, 'no-cors'), retry);
  return (
    <div className="panel" role="alert">
      <p>{t('connection', { ns: ERROR_NAMESPACE })}</p>
      <p>{t('dialogs.serverUnreachable.text', { address })}</p>
      <button type="button" className="btn" onClick={retry}>
        {t('dialogs.loginFailed.retry')}
      </button>
    </div>
  );
}
