import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useBaseTexts } from '@bess/shared';
import { ProviderUnreachablePanel } from './ProviderUnreachable';
import { ProviderUnreachableError } from './unreachable';

/** spec 8: a failed sign-in shows 'Login timeout' with a Retry that signs out (clears the session) and starts over. */
export function LoginFailedPanel() {
  const { t } = useBaseTexts();
  const retry = () => {
    window.sessionStorage.clear();
    window.location.assign('/');
  };
  return (
    <div className="panel" role="alertdialog" aria-labelledby="login-failed-title">
      <h1 id="login-failed-title">{t('dialogs.loginFailed.title')}</h1>
      <button type="button" className="btn" onClick={retry}>
        {t('dialogs.loginFailed.retry')}
      </button>
    </div>
  );
}

/**
 * Catches a failed sign-in (the rejected sign-in promise) and shows the login-failed panel, or, when the identity
 * provider could not be reached, the panel that says what to do about it.
 */
export function SignInErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => console.error('Sign-in failed', error)}
      fallbackRender={({ error }) =>
        error instanceof ProviderUnreachableError ? (
          <ProviderUnreachablePanel authority={error.authority} />
        ) : (
          <LoginFailedPanel />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
