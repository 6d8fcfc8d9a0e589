/** Query keys and options of a site's policy, backup settings and dashboard sharing (designed calls). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the per-site settings. Each update invalidates its own key. */
export const siteSettingsKeys = {
  all: ['siteSettings'] as const,
  site: (siteId: string) => [...siteSettingsKeys.all, siteId] as const,
  policy: (siteId: string) => [...siteSettingsKeys.site(siteId), 'policy'] as const,
  backup: (siteId: string) => [...siteSettingsKeys.site(siteId), 'backup'] as const,
  /** A dashboard id is a site's or a group's id (ARCHITECTURE 8). */
  sharing: (dashboardId: string) => [...siteSettingsKeys.site(dashboardId), 'sharing'] as const,
};

/** queryOptions of the per-site settings. */
export const siteSettingsQueries = {
  /** GET /Policy. */
  policy: (api: ApiClient, siteId: string) =>
    queryOptions({
      queryKey: siteSettingsKeys.policy(siteId),
      queryFn: ({ signal }) => api.policies.get({ siteId }, { signal }),
    }),
  /** GET /BackupSettings. */
  backup: (api: ApiClient, siteId: string) =>
    queryOptions({
      queryKey: siteSettingsKeys.backup(siteId),
      queryFn: ({ signal }) => api.backup.get({ siteId }, { signal }),
    }),
  /** GET /DashboardSharing. */
  sharing: (api: ApiClient, dashboardId: string) =>
    queryOptions({
      queryKey: siteSettingsKeys.sharing(dashboardId),
      queryFn: ({ signal }) => api.sharing.get({ id: dashboardId }, { signal }),
    }),
};
