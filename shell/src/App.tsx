import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ShellConfig } from './config/shellConfig';
import { ShellConfigProvider } from './config/ShellConfigContext';
import { ShellHost } from './host/ShellHost';
import { AppRoutes } from './navigation/AppRoutes';
import { AppErrorBoundary } from './pages/AppErrorBoundary';

export interface AppProps {
  config: ShellConfig;
  i18n: I18n;
  queryClient: QueryClient;
}

/** The shell's provider stack. The shell owns the QueryClient, the i18n instance and the host contract. */
export function App({ config, i18n, queryClient }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <ShellConfigProvider value={config}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <ShellHost config={config} i18n={i18n}>
                  <AppRoutes />
                </ShellHost>
              </BrowserRouter>
            </QueryClientProvider>
          </ShellConfigProvider>
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}
