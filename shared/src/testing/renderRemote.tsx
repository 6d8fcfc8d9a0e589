import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiClient } from '../api/client';
import type { HostContextValue } from '../host/hostContext';
import type { RemoteNamespace } from '../i18n/remoteNamespace';
import type { FakeApi } from './fakeApi';
import { fakeApi } from './fakeApi';
import { renderWithHost } from './renderWithHost';
import { testUser } from './testUser';

/** Where the remote is opened: a URL, and the route patterns the shell mounts it under (default: any). */
export interface TestRoute {
  path: string;
  patterns?: readonly string[];
}

export interface RenderRemoteOptions<Api extends FakeApi | ApiClient = FakeApi> {
  /** The signed-in user (default `testUser()`, a normal user); null before sign-in or on an anonymous link. */
  user?: HostContextValue['user'];
  /** The fake API behind the host's client (default: one that answers nothing), or a client of the test's own. */
  api?: Api;
  /** Opens the UI in a router at this URL, as the shell routes it; without it no router is rendered. */
  route?: string | TestRoute;
  /** The interface language (default English). */
  language?: string;
  /** The remote's own namespaces, loaded as its exposed modules would. */
  namespaces?: readonly RemoteNamespace[];
  /** The rest of the host contract the test is about (configuration, selection, notify, timezone...). */
  host?: Partial<HostContextValue>;
  /** A query client of the test's own (default: a fresh one that does not retry). */
  queryClient?: QueryClient;
}

/**
 * Renders a remote's component as the shell mounts it: the host contract (with the fake API's client), a fresh
 * QueryClient, i18n with the remote's namespaces, and a router when a route is given. Each call is a fresh page load.
 * Never used by production code.
 */
export async function renderRemote<Api extends FakeApi | ApiClient = FakeApi>(
  ui: ReactElement,
  {
    user,
    api = fakeApi() as Api,
    route,
    language = 'en',
    namespaces = [],
    host = {},
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: RenderRemoteOptions<Api> = {},
) {
  const client: HostContextValue['api'] = 'client' in api ? (api as FakeApi).client : (api as ApiClient);
  const at = typeof route === 'string' ? { path: route } : route;
  const routed = at ? (
    <MemoryRouter initialEntries={[at.path]}>
      <Routes>
        {(at.patterns ?? ['*']).map((pattern) => (
          <Route key={pattern} path={pattern} element={ui} />
        ))}
      </Routes>
    </MemoryRouter>
  ) : (
    ui
  );
  const rendered = await renderWithHost(
    <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>,
    { user: user === undefined ? testUser({ language }) : user, api: client, ...host },
    language,
    namespaces,
  );
  return { ...rendered, queryClient, api };
}
