/** Test-only: renders a dashboard module as the shell does, with the fake API behind the host's client. */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Role, createApiClient, isAtLeast, selectionFor, type HostContextValue, type HostUser } from '@bess/shared';
import { renderWithHost } from '@bess/shared/testing';
import type { FakeDashboardApi } from './fakeDashboardApi';
import { testFleet } from './testFleet';
import { TEXTS } from '../../../i18n';

/** A signed-in user; `role` null is an owner. */
export function testUser(role: Role | null = null, isInstaller = false): HostUser {
  return {
    userName: 'Test User',
    userEmail: 'test@demo.test',
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    userAccessLevelNumber: 10,
    role,
    isInstaller,
    isAtLeast: (min) => isAtLeast(role, min as Exclude<Role, 'Installer'>),
    isExactly: (wanted) => role === wanted,
  };
}

export interface RenderDashboardOptions extends Partial<HostContextValue> {
  server: FakeDashboardApi;
  /** The selected id (resolved against the configuration); null selects nothing. */
  selectedId?: string | null;
}

/** Renders `ui` with a fresh QueryClient, the test fleet and the fake API; returns the client to drive refreshes. */
export async function renderDashboard(
  ui: ReactElement,
  { server, selectedId = null, ...overrides }: RenderDashboardOptions,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const configuration = overrides.configuration ?? testFleet();
  const resolved = selectionFor(configuration, selectedId);
  const name =
    resolved.id === null
      ? null
      : (configuration.groupsById.get(resolved.id)?.name ??
        configuration.sitesById.get(resolved.id)?.siteName ??
        resolved.id);
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch: server.fetch });
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>,
    {
      api,
      configuration,
      selection: { id: resolved.id, selectionType: resolved.selectionType, name },
      user: testUser(),
      ...overrides,
    },
    'en',
    [TEXTS],
  );
  return { ...rendered, queryClient };
}
