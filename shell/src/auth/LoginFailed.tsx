import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** spec 8: a failed sign-in shows 'Login timeout' with a Retry that signs out (clears the session) and starts over. */
export function LoginFailedPanel() {
  const { t } = useTranslation();
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

/** Catches a failed sign-in (the rejected sign-in promise) and shows the login-failed panel. */
export class SignInErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('Sign-in failed', error);
  }

  override render() {
    return this.state.failed ? <LoginFailedPanel /> : this.props.children;
  }
}
