import { useBaseTexts } from '@bess/shared';
import { isReachable, metadataAddress, serviceAddress } from './unreachable';
import { useRetryWhenBack } from './useRetryWhenBack';

export interface ProviderUnreachablePanelProps {
  /** The identity provider's authority (config.json `auth.authority`). */
  authority: string;
  /** Starts sign-in again; by default the page is loaded again where it is. */
  retry?: () => void;
}

/**
 * Sign-in could not reach the identity provider: says what happened and what to do. The browser does not
 * tell a page why a request failed, so an untrusted certificate and a provider that is down read the same: both
 * causes are explained. The link opens the provider in a new tab (where its certificate can be accepted); sign-in
 * starts again by itself once the provider answers, tried when the person comes back to this tab and every few
 * seconds.
 */
export function ProviderUnreachablePanel({ authority, retry = reloadPage }: ProviderUnreachablePanelProps) {
  const { t } = useBaseTexts();
  const address = serviceAddress(authority);
  // The probe reads what MSAL reads first, the way it reads it: once that answers, sign-in gets past it (no reload loop).
  useRetryWhenBack(() => isReachable(metadataAddress(authority)), retry);
  return (
    <div className="panel" role="alertdialog" aria-labelledby="provider-unreachable-title">
      <h1 id="provider-unreachable-title">{t('dialogs.providerUnreachable.title')}</h1>
      <p>{t('dialogs.providerUnreachable.text', { address })}</p>
      <p>{t('dialogs.providerUnreachable.certificate')}</p>
      <p>{t('dialogs.providerUnreachable.starting')}</p>
      <p>
        <a className="btn" href={address} target="_blank" rel="noopener noreferrer">
          {t('dialogs.providerUnreachable.open')}
        </a>{' '}
        <button type="button" className="btn" onClick={retry}>
          {t('dialogs.loginFailed.retry')}
        </button>
      </p>
    </div>
  );
}

/** Sign-in starts over from the address the person asked for (MSAL has not left it: it never reached the provider). */
function reloadPage() {
  window.location.reload();
}
