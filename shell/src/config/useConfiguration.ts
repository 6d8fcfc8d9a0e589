import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  buildHierarchy,
  configurationQueries,
  type ApiClient,
  type Hierarchy,
  type Wire,
} from '@bess/shared';
import { TokenError } from '../auth/tokenError';

/** Where the configuration load stands (spec 6: level 100 shows the loading screen while it loads). */
export type ConfigurationState =
  | { status: 'loading' }
  /** spec 8: a token failure during configuration load: the whole app shows the generic error page. */
  | { status: 'tokenError' }
  /** The API refuses the signed-in account (403): the access denied dialog. */
  | { status: 'accessDenied' }
  /** The server could not be reached or failed; the load can be retried. */
  | { status: 'failed'; error: unknown; retry(): void }
  | { status: 'ready'; user: Wire.User; hierarchy: Hierarchy };

const isForbidden = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * spec 7 configuration: GET /User and GET /SiteGroup, the latter resolved into the hierarchy of groups, sites and
 * devices (shared's buildHierarchy derives the site fields of spec 3).
 */
export function useConfiguration(api: ApiClient): ConfigurationState {
  const user = useQuery(configurationQueries.user(api));
  const configuration = useQuery(configurationQueries.hierarchy(api));
  const data = configuration.data;
  const hierarchy = useMemo(() => (data ? buildHierarchy(data.groups, data.sites, data.devices) : null), [data]);

  // Once loaded, a background refetch that fails keeps what was loaded on screen (spec 8 speaks of a token failure
  // "during configuration load"; later ones say 'Session has expired', see ShellHost).
  if (user.data && hierarchy) return { status: 'ready', user: user.data, hierarchy };
  const error = user.error ?? configuration.error;
  if (error instanceof TokenError) return { status: 'tokenError' };
  if (isForbidden(error)) return { status: 'accessDenied' };
  if (error) {
    return {
      status: 'failed',
      error,
      retry: () => {
        if (user.error) void user.refetch();
        if (configuration.error) void configuration.refetch();
      },
    };
  }
  return { status: 'loading' };
}

/** spec 8: no sites, groups or devices sets the no-devices error. */
export function hasNothingToShow(hierarchy: Hierarchy): boolean {
  return hierarchy.groups.length === 0 && hierarchy.sites.length === 0 && hierarchy.devices.length === 0;
}
