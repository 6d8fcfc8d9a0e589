import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createApiClient, type HostContextValue } from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
import { ShellConfigProvider } from '../config/ShellConfigContext';
import type { ShellConfig } from '../config/shellConfig';
import type { FakeUserServer } from './fakeUserServer';

export interface RenderWithUserApiOptions {
  server: FakeUserServer;
  /** config.json's newest terms number. */
  termsNumber?: number;
  notify?: HostContextValue['notify'];
  language?: string;
}

/**
 * Renders a dialog as the shell does: a QueryClient, the shell config, and the host contract with an API client whose
 * fetch is the fake server. Each call is a fresh page load (new cache). Never used by production code.
 */
export async function renderWithUserApi(ui: ReactElement, options: RenderWithUserApiOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const config = {
    environment: 'local',
    apiBaseUrl: 'http://api.test',
    termsNumber: options.termsNumber ?? 12,
    remotes: {},
    auth: { authority: 'https://idp.test', clientId: 'portal', scopes: [], knownAuthorities: [] },
  } as unknown as ShellConfig;
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: async () => 'token',
    fetch: options.server.fetch,
  });
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <ShellConfigProvider value={config}>{ui}</ShellConfigProvider>
    </QueryClientProvider>,
    { api, ...(options.notify ? { notify: options.notify } : {}) },
    options.language,
  );
  return { ...rendered, queryClient };
}
