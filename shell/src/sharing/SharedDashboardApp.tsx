import { useMemo, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  DEFAULT_TIMEZONE,
  HostProvider,
  SelectionType,
  createApiClient,
  type ApiClient,
  type HostContextValue,
  type RemoteName,
} from '@bess/shared';
import type { ShellConfig } from '../config/shellConfig';
import { EMPTY_HIERARCHY } from '../host/emptyHierarchy';
import { EnvironmentFrame } from '../layout/EnvironmentFrame';
import { Snackbars, useSnackbars } from '../notifications/Snackbars';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteModule } from '../remotes/RemoteModule';
import { loadRemoteModule } from '../remotes/federation';
import { ShellProviders } from '../ShellProviders';

/** The query parameter of an anonymous dashboard link: `/dashboard/{id}?share={token}` (spec 1). */
export const SHARE_PARAMETER = 'share';

/** An anonymous dashboard link: the dashboard's id (as the router reads it) and its share token. */
export interface SharedLink {
  id: string;
  shareToken: string;
}

/** The dashboard and share token when the page is an anonymous dashboard link, else null. */
export function sharedLinkOf(location: Pick<Location, 'pathname' | 'search'>): SharedLink | null {
  const path = /^\/dashboard\/([^/]+)\/?$/.exec(location.pathname);
  if (!path) return null;
  const shareToken = new URLSearchParams(location.search).get(SHARE_PARAMETER);
  if (!shareToken) return null;
  let id: string;
  try {
    id = decodeURIComponent(path[1]!);
  } catch {
    id = path[1]!; // as the router leaves a segment it cannot decode
  }
  return { id, shareToken };
}

/** The API client of an anonymous viewer: the share token is its only credential. */
export function createSharedApiClient(config: ShellConfig, shareToken: string): ApiClient {
  return createApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: async () => shareToken,
    fetch: (input, init) => window.fetch(input, init),
    timeoutMs: config.apiTimeoutMs,
  });
}

export interface SharedDashboardAppProps {
  config: ShellConfig;
  i18n: I18n;
  queryClient: QueryClient;
  shareToken: string;
  /** The client that sends the share token (`createSharedApiClient`). */
  api: ApiClient;
  /** Settles when the dashboard's data, asked for beside the remote's files, has come (or failed). */
  dataReady?: Promise<unknown>;
}

/**
 * spec 1: anonymous dashboard sharing. A shared link opens that one dashboard read-only, with no sign-in: no MSAL, no
 * configuration, no account. The API client sends the share token, which the server accepts for that dashboard's
 * data and nothing else; a token that was switched off or has expired gets the dashboard's load error.
 */
export function SharedDashboardApp({ config, i18n, queryClient, shareToken, api, dataReady }: SharedDashboardAppProps) {
  // The dashboard draws once, with its data, rather than empty and then again when the data comes; the second
  // draw is react-query's urgent update, one long task on a phone.
  const load = useMemo(
    () => (remote: RemoteName, module: string) =>
      Promise.all([loadRemoteModule<Record<string, unknown>>(remote, module), dataReady]).then(([exports]) => exports),
    [dataReady],
  );
  return (
    <ShellProviders config={config} i18n={i18n} queryClient={queryClient}>
      <SharedHost config={config} i18n={i18n} shareToken={shareToken} api={api}>
        <Routes>
          <Route
            path="/dashboard/:id"
            element={<RemoteModule remote="mf_dashboard" module="Dashboard" load={load} />}
          />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </SharedHost>
    </ShellProviders>
  );
}

interface SharedHostProps {
  config: ShellConfig;
  i18n: I18n;
  shareToken: string;
  api: ApiClient;
  children: ReactNode;
}

/** The host contract of an anonymous viewer: no user, no configuration, no selection; the share token as credential. */
function SharedHost({ config, i18n, shareToken, api, children }: SharedHostProps) {
  const { shown, notify, dismiss } = useSnackbars();
  const host = useMemo<HostContextValue>(
    () => ({
      user: null,
      configuration: EMPTY_HIERARCHY,
      selection: { id: null, selectionType: SelectionType.NONE, name: null },
      select: () => undefined,
      features: [],
      api,
      i18n,
      notify,
      // Nothing else is open to an anonymous viewer.
      navigate: () => undefined,
      isMobile: window.innerWidth < 900,
      timezone: DEFAULT_TIMEZONE,
      live: { byId: {}, updatedAt: null, isStale: false },
      settings: { mapTileUrl: config.mapTileUrl },
      shareToken,
    }),
    [api, config.mapTileUrl, i18n, notify, shareToken],
  );
  return (
    <HostProvider value={host}>
      <EnvironmentFrame>{children}</EnvironmentFrame>
      <Snackbars shown={shown} onDismiss={dismiss} />
    </HostProvider>
  );
}
