import { StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ShellConfig } from './config/shellConfig';
import { ShellConfigProvider } from './config/ShellConfigContext';
import { ShellHost } from './host/ShellHost';
import { AppRoutes } from './navigation/AppRoutes';
import { ConfigurationGate } from './config/ConfigurationGate';
import { AppErrorBoundary } from './pages/AppErrorBoundary';
import { SignInGate, SigningIn } from './auth/SignInGate';
import { SignInErrorBoundary } from './auth/LoginFailed';
import type { SignInResult } from './auth/session';
import { EnvironmentFrame } from './layout/EnvironmentFrame';
import { TopBar } from './layout/TopBar';

export interface AppProps {
  config: ShellConfig;
  i18n: I18n;
  queryClient: QueryClient;
  /** The sign-in under way (MSAL loads in its own chunk meanwhile). */
  signIn: Promise<SignInResult>;
}

/**
 * The shell's provider stack. The shell owns the QueryClient, the i18n instance and the host contract. The frame
 * (top bar) paints at once; the rest waits for sign-in.
 */
export function App({ config, i18n, queryClient, signIn }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <ShellConfigProvider value={config}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <SignInErrorBoundary>
                  <Suspense fallback={<SigningInFrame />}>
                    <SignInGate signIn={signIn}>
                      <ShellHost config={config} i18n={i18n}>
                        <ConfigurationGate>
                          <AppRoutes />
                        </ConfigurationGate>
                      </ShellHost>
                    </SignInGate>
                  </Suspense>
                </SignInErrorBoundary>
              </BrowserRouter>
            </QueryClientProvider>
          </ShellConfigProvider>
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
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
