import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ShellConfig } from './config/shellConfig';
import { ShellConfigProvider } from './config/ShellConfigContext';
import { AppErrorBoundary } from './pages/AppErrorBoundary';

export interface ShellProvidersProps {
  config: ShellConfig;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** What every page of the shell stands in: i18n, the generic error page, the config, the QueryClient and the router. */
export function ShellProviders({ config, i18n, queryClient, children }: ShellProvidersProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <ShellConfigProvider value={config}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>{children}</BrowserRouter>
            </QueryClientProvider>
          </ShellConfigProvider>
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}
