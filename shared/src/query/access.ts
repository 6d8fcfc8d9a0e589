/** Query keys and options of users and access (spec 7 /UserSite, /UserSiteGroup; /UserDevice designed). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the access lists. Adding, updating and removing a user invalidate the object's key. */
export const accessKeys = {
  all: ['access'] as const,
  site: (siteId: string) => [...accessKeys.all, 'site', siteId] as const,
  siteAt: (siteId: string, dateTime?: string) => [...accessKeys.site(siteId), dateTime ?? null] as const,
  group: (siteGroupId: string) => [...accessKeys.all, 'group', siteGroupId] as const,
  groupAt: (siteGroupId: string, dateTime?: string) => [...accessKeys.group(siteGroupId), dateTime ?? null] as const,
  device: (deviceId: string) => [...accessKeys.all, 'device', deviceId] as const,
  deviceAt: (deviceId: string, dateTime?: string) => [...accessKeys.device(deviceId), dateTime ?? null] as const,
};

/** queryOptions of the access lists; `dateTime` (spec 7 "DateTime") defaults to now on the server. */
export const accessQueries = {
  /** spec 7: GET /UserSite. */
  site: (api: ApiClient, siteId: string, dateTime?: string) =>
    queryOptions({
      queryKey: accessKeys.siteAt(siteId, dateTime),
      queryFn: ({ signal }) => api.access.siteUsers({ siteId, DateTime: dateTime }, { signal }),
    }),
  /** spec 7: GET /UserSiteGroup. */
  group: (api: ApiClient, siteGroupId: string, dateTime?: string) =>
    queryOptions({
      queryKey: accessKeys.groupAt(siteGroupId, dateTime),
      queryFn: ({ signal }) => api.access.groupUsers({ siteGroupId, DateTime: dateTime }, { signal }),
    }),
  /** GET /UserDevice (designed here). */
  device: (api: ApiClient, deviceId: string, dateTime?: string) =>
    queryOptions({
      queryKey: accessKeys.deviceAt(deviceId, dateTime),
      queryFn: ({ signal }) => api.access.deviceUsers({ deviceId, DateTime: dateTime }, { signal }),
    }),
};
