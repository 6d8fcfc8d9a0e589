import { Suspense, lazy, type ReactNode } from 'react';
import { ApiError, ERROR_NAMESPACE, useBaseTexts } from '@bess/shared';
import { useSession } from '../auth/session';
import { useShellState } from '../host/ShellState';
import { EnvironmentFrame } from '../layout/EnvironmentFrame';
import { Loading } from '../layout/Loading';
import { ShellTopBar } from '../layout/ShellTopBar';
import { SomethingWentWrongPage } from '../pages/SomethingWentWrongPage';
import { ServerUnreachable } from './ServerUnreachable';
import { hasNothingToShow } from './useConfiguration';
import { themedModule } from '../theme/themedModule';
import { useShellConfig } from './ShellConfigContext';
import { userDialogDue } from '../dialogs/userDialogDue';

// The dialogs use antd: each is its own chunk, fetched only when it opens (ARCHITECTURE 2).
// Each inside the user's antd theme.
const NoDevicesDialog = lazy(themedModule(() => import('../dialogs/NoDevicesDialog').then((m) => m.NoDevicesDialog)));
const AccessDeniedDialog = lazy(
  themedModule(() => import('../dialogs/AccessDeniedDialog').then((m) => m.AccessDeniedDialog)),
);
const UserDialogs = lazy(themedModule(() => import('../dialogs/UserDialogs').then((m) => m.UserDialogs)));
const SettingsDialog = lazy(themedModule(() => import('../dialogs/SettingsDialog').then((m) => m.SettingsDialog)));

/** The frame (top bar) around a state that is not the portal itself. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <EnvironmentFrame>
      <ShellTopBar />
      {children}
    </EnvironmentFrame>
  );
}

/**
 * Shows the portal once the configuration is loaded (spec 6: level 100 shows the loading screen meanwhile), and the
 * states of spec 8 otherwise: a token failure replaces the whole app with the generic error page; no sites, groups
 * or devices opens the no-devices dialog; an account the API refuses gets the access denied dialog; a server that
 * cannot be reached gets its text and a Retry. The user's dialogs (language, terms, settings) live here too.
 */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const { t } = useBaseTexts();
  const session = useSession();
  const { configuration, settingsOpen, setSettingsOpen } = useShellState();
  const { termsNumber } = useShellConfig();
  const signOut = () => void session.signOut();

  switch (configuration.status) {
    case 'tokenError':
      return <SomethingWentWrongPage />;
    case 'loading':
      return (
        <Frame>
          <Loading />
        </Frame>
      );
    case 'accessDenied':
      return (
        <Frame>
          <Suspense fallback={<Loading />}>
            <AccessDeniedDialog open onSignOut={signOut} />
          </Suspense>
        </Frame>
      );
    case 'failed': {
      const error = configuration.error;
      if (error instanceof ApiError && error.i18nKey === 'connection') {
        return (
          <Frame>
            <ServerUnreachable retry={configuration.retry} />
          </Frame>
        );
      }
      const message =
        error instanceof ApiError
          ? t(error.i18nKey, { ns: ERROR_NAMESPACE, ...error.i18nValues })
          : t('connection', { ns: ERROR_NAMESPACE });
      return (
        <Frame>
          <div className="panel" role="alert">
            <p>{message}</p>
            <button type="button" className="btn" onClick={configuration.retry}>
              {t('dialogs.loginFailed.retry')}
            </button>
          </div>
        </Frame>
      );
    }
    case 'ready':
      if (hasNothingToShow(configuration.hierarchy)) {
        return (
          <Frame>
            <Suspense fallback={<Loading />}>
              <NoDevicesDialog open onSignOut={signOut} />
            </Suspense>
          </Frame>
        );
      }
      return (
        <>
          {/* No urgent render reaches here: the configuration is ShellHost's deferred value, so the layout's
              first render (the largest of a load) is already a transition, drawn in slices. */}
          {children}
          <Suspense fallback={null}>
            {/* Fetched only when one of them is due; on most loads none is. */}
            {userDialogDue(configuration.user, termsNumber) ? <UserDialogs /> : null}
            {settingsOpen ? <SettingsDialog open onClose={() => setSettingsOpen(false)} /> : null}
          </Suspense>
        </>
      );
  }
}
