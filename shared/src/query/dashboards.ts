/** Query keys and options of the dashboards (designed GET /Dashboard/{id}; a site's or group's id, ARCHITECTURE 8). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { STATUS_POLL_MS } from '../domain/constants';
import { retryApiError } from './retry';

/** Keys of the dashboard reads. Sharing lives with the site settings (`siteSettingsKeys.sharing`). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  dashboard: (id: string) => [...dashboardKeys.all, id] as const,
};

/** queryOptions of the dashboard reads. */
export const dashboardQueries = {
  /**
   * GET /Dashboard/{id}, refreshed with the status polling (spec 7: 60 s), also while the browser tab is hidden: a wall
   * display is rarely the focused window.
   */
  dashboard: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: dashboardKeys.dashboard(id),
      queryFn: ({ signal }) => api.dashboards.get({ id }, { signal }),
      staleTime: STATUS_POLL_MS,
      refetchInterval: STATUS_POLL_MS,
      refetchIntervalInBackground: true,
      retry: retryApiError,
    }),
};
