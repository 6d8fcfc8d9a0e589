/** Query keys and options of the configuration, the user and the site control source (spec 7). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the configuration (sites, groups, devices) and the signed-in user. Mutations of sites, groups and devices invalidate `configurationKeys.all`. */
export const configurationKeys = {
  all: ['configuration'] as const,
  hierarchy: () => [...configurationKeys.all, 'hierarchy'] as const,
  user: () => [...configurationKeys.all, 'user'] as const,
  controlSources: () => [...configurationKeys.all, 'controlSource'] as const,
  controlSource: (siteId: string) => [...configurationKeys.controlSources(), siteId] as const,
};

/** Keys of user lookups by e-mail (spec 5: adding a user to a device or site). */
export const userLookupKeys = {
  all: ['userLookup'] as const,
  byEmail: (email: string) => [...userLookupKeys.all, 'user', email] as const,
  apiClient: (email: string) => [...userLookupKeys.all, 'apiClient', email] as const,
};

/** queryOptions of the configuration reads. */
export const configurationQueries = {
  /** spec 7: GET /SiteGroup - sites, groups, devices. */
  hierarchy: (api: ApiClient) =>
    queryOptions({
      queryKey: configurationKeys.hierarchy(),
      queryFn: ({ signal }) => api.configuration.get(undefined, { signal }),
    }),
  /** spec 7: GET /User - the user with language. */
  user: (api: ApiClient) =>
    queryOptions({ queryKey: configurationKeys.user(), queryFn: ({ signal }) => api.user.get(undefined, { signal }) }),
  /** spec 7: GET v2/sites/{id}/controlsource - site views only; a missing access means None. */
  controlSource: (api: ApiClient, siteId: string) =>
    queryOptions({
      queryKey: configurationKeys.controlSource(siteId),
      queryFn: ({ signal }) => api.controlSource.get({ id: siteId }, { signal }),
    }),
  /** spec 7: GET /User/{email} - the user id, 404 when unknown. */
  userByEmail: (api: ApiClient, email: string) =>
    queryOptions({
      queryKey: userLookupKeys.byEmail(email),
      queryFn: ({ signal }) => api.user.getByEmail({ email }, { signal }),
      retry: false,
    }),
  /** spec 7: GET /user/{email}/clientId - the id of an API client. */
  apiClientByEmail: (api: ApiClient, email: string) =>
    queryOptions({
      queryKey: userLookupKeys.apiClient(email),
      queryFn: ({ signal }) => api.user.getApiClient({ email }, { signal }),
      retry: false,
    }),
};
