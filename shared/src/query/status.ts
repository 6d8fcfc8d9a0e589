/** Query keys and options of live status (spec 7 status calls, polled every 60 s). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { STATUS_POLL_MS } from '../domain/constants';

/** A sorted copy: the answer is a map by id, so the order of the ids must not split the cache. */
const sorted = (ids: readonly string[]) => [...ids].sort();

/** Keys of the status reads. */
export const statusKeys = {
  all: ['status'] as const,
  sites: (ids: readonly string[]) => [...statusKeys.all, 'sites', sorted(ids)] as const,
  devices: (deviceIds: readonly string[]) => [...statusKeys.all, 'devices', sorted(deviceIds)] as const,
  groups: (siteGroupIds: readonly string[]) => [...statusKeys.all, 'groups', sorted(siteGroupIds)] as const,
};

// spec 7 polling: every 60 s. Whether to poll at all (groups shown, user level not 1, 2 to 30 devices) is the
// shell's rule; it passes `enabled`.
const polled = { staleTime: STATUS_POLL_MS, refetchInterval: STATUS_POLL_MS } as const;

/** queryOptions of the status reads. */
export const statusQueries = {
  /** spec 7: POST /sitestatus. */
  sites: (api: ApiClient, ids: readonly string[]) =>
    queryOptions({
      queryKey: statusKeys.sites(ids),
      queryFn: ({ signal }) => api.status.sites({ ids: [...ids] }, { signal }),
      ...polled,
    }),
  /** spec 7: POST /devicestatus. */
  devices: (api: ApiClient, deviceIds: readonly string[]) =>
    queryOptions({
      queryKey: statusKeys.devices(deviceIds),
      queryFn: ({ signal }) => api.status.devices({ deviceIds: [...deviceIds] }, { signal }),
      ...polled,
    }),
  /** GET /groupStatus (designed here, see the schema). */
  groups: (api: ApiClient, siteGroupIds: readonly string[]) =>
    queryOptions({
      queryKey: statusKeys.groups(siteGroupIds),
      queryFn: ({ signal }) => api.status.groups({ siteGroupIds: [...siteGroupIds] }, { signal }),
      ...polled,
    }),
};
