import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from '../api/client';
import { SITE_FEATURES, type SiteFeature } from '../domain/enums';
import { buildHierarchy, selectionFeatures, selectionFor, selectionName, selectionTimezone } from '../domain/hierarchy';
import { HostProvider } from '../host/HostProvider';
import type { ColorScheme, HostContextValue, Notification } from '../host/hostContext';
import { toHostUser } from '../host/toHostUser';
import { configurationQueries } from '../query/configuration';
import { retryApiError } from '../query/retry';
import { baseTextsOf } from '../i18n/useBaseTexts';

/** What a partner page passes to a module it mounts (as single-spa custom props). */
export interface EmbedProps {
  /** Base URL of the API, e.g. https://api.example.com. */
  apiBaseUrl: string;
  /** A bearer access token of a signed-in user ... */
  accessToken?: string;
  /** ... or the share token of an anonymous dashboard. */
  shareToken?: string;
  /** The site, group or device to show. */
  selectionId?: string;
  /** en, da, sv or de; English when absent. */
  language?: string;
  /** Tile URL template for the map ({z}/{x}/{y}); no tiles when absent. */
  mapTileUrl?: string;
  /** Light, dark, or system (the default: the visitor's device setting), as in the portal's account menu. */
  theme?: string;
}

/** Event a mounted module fires on its element for each snackbar, so the partner page can show it its own way. */
export const EMBED_NOTIFY_EVENT = 'bess:notify';

export interface EmbedHostProps {
  props: EmbedProps;
  i18n: I18n;
  /** The element the module is mounted in; notifications are dispatched on it. */
  element: HTMLElement | null;
  children: ReactNode;
  /** The scheme the module is drawn in; light when absent. */
  colorScheme?: ColorScheme;
}

/**
 * The providers a module needs, built from the lifecycle props instead of the shell: a QueryClient, the i18n
 * instance and a host contract with no shell behind it (ARCHITECTURE 2).
 */
export function EmbedHost({ props, i18n, element, children, colorScheme }: EmbedHostProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: retryApiError } } }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <EmbedHostValue props={props} i18n={i18n} element={element} colorScheme={colorScheme}>
          {children}
        </EmbedHostValue>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * The host contract of an embedded module. With a user's access token it loads what the shell would (GET /User and
 * GET /SiteGroup), so that the selection has its type, name and timezone; with a share token there is no user and no
 * configuration (the token reads one dashboard only).
 */
function EmbedHostValue({ props, i18n, element, children, colorScheme = 'light' }: EmbedHostProps) {
  const [selectedId, setSelectedId] = useState<string | null>(props.selectionId ?? null);
  const token = props.accessToken ?? props.shareToken;
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: props.apiBaseUrl,
        getToken: async () => {
          if (!token) throw new Error('No access token or share token was given to the embedded module');
          return token;
        },
        fetch: (input, init) => window.fetch(input, init),
      }),
    [props.apiBaseUrl, token],
  );
  const signedIn = Boolean(props.accessToken);
  const userQuery = useQuery({ ...configurationQueries.user(api), enabled: signedIn });
  const configurationQuery = useQuery({ ...configurationQueries.hierarchy(api), enabled: signedIn });
  const data = configurationQuery.data;
  const configuration = useMemo(
    () => (data ? buildHierarchy(data.groups, data.sites, data.devices) : EMPTY_HIERARCHY),
    [data],
  );
  const wireUser = userQuery.data;
  const user = useMemo(() => (wireUser ? toHostUser(wireUser) : null), [wireUser]);

  const value = useMemo<HostContextValue>(() => {
    const resolved = selectionFor(configuration, selectedId);
    // Until the configuration is known (or with a share token) the id is passed on as it was given.
    const selection = resolved.id === null && selectedId !== null ? { ...resolved, id: selectedId } : resolved;
    return {
      user,
      configuration,
      selection: { ...selection, name: selectionName(configuration, resolved) },
      select: (id) => setSelectedId((current) => (current === id ? null : id)),
      features: selectionFeatures(configuration, resolved).filter((f): f is SiteFeature =>
        (SITE_FEATURES as readonly string[]).includes(f),
      ),
      api,
      i18n,
      notify: (notification: Notification) =>
        element?.dispatchEvent(new CustomEvent(EMBED_NOTIFY_EVENT, { detail: notification, bubbles: true })),
      // A partner page has no routes of ours: navigation stays inside the module.
      navigate: () => undefined,
      isMobile: typeof window !== 'undefined' && window.innerWidth < 900,
      timezone: selectionTimezone(configuration, resolved),
      // Nothing polls on a partner page: modules fetch (and refresh) what they show themselves.
      live: NO_LIVE_STATUS,
      settings: { mapTileUrl: props.mapTileUrl ?? null },
      shareToken: props.accessToken ? null : (props.shareToken ?? null),
      colorScheme,
    };
  }, [
    configuration,
    selectedId,
    user,
    api,
    i18n,
    element,
    props.mapTileUrl,
    props.accessToken,
    props.shareToken,
    colorScheme,
  ]);

  // With a user's token, the module waits for the configuration as it does in the shell (spec 6: level 100).
  if (signedIn && !configurationQuery.data && !configurationQuery.error)
    return <p role="status">{baseTextsOf(i18n)('app.loading')}</p>;
  return <HostProvider value={value}>{children}</HostProvider>;
}

const EMPTY_HIERARCHY = buildHierarchy([], [], []);
const NO_LIVE_STATUS = { byId: {}, updatedAt: null, isStale: false } as const;

export type EmbeddableComponent = ComponentType<Record<string, never>>;
