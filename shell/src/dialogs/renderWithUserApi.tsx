import type { ReactElement } from 'react';
import type { HostContextValue } from '@bess/shared';
import { renderRemote } from '@bess/shared/testing';
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
  const config = {
    environment: 'local',
    apiBaseUrl: 'http://api.test',
    termsNumber: options.termsNumber ?? 12,
    remotes: {},
    auth: { authority: 'https://idp.test', clientId: 'portal', scopes: [], knownAuthorities: [] },
  } as unknown as ShellConfig;
  return renderRemote(<ShellConfigProvider value={config}>{ui}</ShellConfigProvider>, {
    api: options.server,
    // The dialogs read the user from GET /User themselves; the host has none yet.
    user: null,
    ...(options.language ? { language: options.language } : {}),
    host: options.notify ? { notify: options.notify } : {},
  });
}
