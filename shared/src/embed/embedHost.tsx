import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from '../api/client';
import { DEFAULT_TIMEZONE } from '../domain/constants';
import { SelectionType } from '../domain/enums';
import { buildHierarchy } from '../domain/hierarchy';
import { HostProvider } from '../host/HostProvider';
import type { HostContextValue, Notification } from '../host/hostContext';

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
}

/** Event a mounted module fires on its element for each snackbar, so the partner page can show it its own way. */
export const EMBED_NOTIFY_EVENT = 'bess:notify';

export interface EmbedHostProps {
  props: EmbedProps;
  i18n: I18n;
  /** The element the module is mounted in; notifications are dispatched on it. */
  element: HTMLElement | null;
  children: ReactNode;
}

/**
 * The providers a module needs, built from the lifecycle props instead of the shell: a QueryClient, the i18n
 * instance and a host contract with no shell behind it (ARCHITECTURE 2).
 */
export function EmbedHost({ props, i18n, element, children }: EmbedHostProps) {
  const [queryClient] = useState(() => new QueryClient());
  const [selectedId, setSelectedId] = useState<string | null>(props.selectionId ?? null);
  const value = useMemo<HostContextValue>(() => {
    const token = props.accessToken ?? props.shareToken;
    return {
      user: null,
      configuration: buildHierarchy([], [], []),
      selection: { id: selectedId, selectionType: SelectionType.NONE, name: null },
      select: (id) => setSelectedId((current) => (current === id ? null : id)),
      features: [],
      api: createApiClient({
        baseUrl: props.apiBaseUrl,
        getToken: async () => {
          if (!token) throw new Error('No access token or share token was given to the embedded module');
          return token;
        },
        fetch: (input, init) => window.fetch(input, init),
      }),
      i18n,
      notify: (notification: Notification) =>
        element?.dispatchEvent(new CustomEvent(EMBED_NOTIFY_EVENT, { detail: notification, bubbles: true })),
      // A partner page has no routes of ours: navigation stays inside the module.
      navigate: () => undefined,
      isMobile: typeof window !== 'undefined' && window.innerWidth < 900,
      timezone: DEFAULT_TIMEZONE,
      // Nothing polls on a partner page: modules fetch (and refresh) what they show themselves.
      live: NO_LIVE_STATUS,
      settings: { mapTileUrl: props.mapTileUrl ?? null },
      shareToken: props.accessToken ? null : (props.shareToken ?? null),
    };
  }, [props.apiBaseUrl, props.accessToken, props.shareToken, props.mapTileUrl, selectedId, i18n, element]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HostProvider value={value}>{children}</HostProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const NO_LIVE_STATUS = { byId: {}, updatedAt: null, isStale: false } as const;

export type EmbeddableComponent = ComponentType<Record<string, never>>;
