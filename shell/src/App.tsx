import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ShellConfig } from './config/shellConfig';
import { ShellHost } from './host/ShellHost';
import { ShellProviders } from './ShellProviders';
import { AppRoutes } from './navigation/AppRoutes';
import { ConfigurationGate } from './config/ConfigurationGate';
import { SignInGate, SigningIn } from './auth/SignInGate';
import { SignInErrorBoundary } from './auth/LoginFailed';
import type { SignInResult } from './auth/session';
import { EnvironmentFrame } from './layout/EnvironmentFrame';
import { TopBar } from './layout/TopBar';

export interface AppProps {
  config: ShellConfig;
  i18n: I18n;
  queryClient: QueryClient;
  /** The sign-in under way (MSAL loads in its own chunk meanwhile), or its result when known at once (a kept session). */
  signIn: Promise<SignInResult> | SignInResult;
}

/**
 * The shell's provider stack. The shell owns the QueryClient, the i18n instance and the host contract. The frame
 * (top bar) paints at once; the rest waits for sign-in.
 */
export function App({ config, i18n, queryClient, signIn }: AppProps) {
  return (
    <ShellProviders config={config} i18n={i18n} queryClient={queryClient}>
      <SignInErrorBoundary>
        <Suspense fallback={<SigningInFrame />}>
          <SignInGate signIn={signIn} pending={<SigningInFrame />}>
            <ShellHost config={config} i18n={i18n}>
              <ConfigurationGate>
                <AppRoutes />
              </ConfigurationGate>
            </ShellHost>
          </SignInGate>
        </Suspense>
      </SignInErrorBoundary>
    </ShellProviders>
  );
}

function SigningInFrame() {
  return (
    <EnvironmentFrame>
      <TopBar />
      <SigningIn />
    </EnvironmentFrame>
  );
}
