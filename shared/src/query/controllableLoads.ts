/** Query keys and options of a site's controllable loads (designed: /ControllableLoad). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the controllable loads. Each write invalidates its site's key. */
export const controllableLoadKeys = {
  all: ['controllableLoads'] as const,
  site: (siteId: string) => [...controllableLoadKeys.all, siteId] as const,
};

/** queryOptions of the controllable loads. */
export const controllableLoadQueries = {
  /** GET /ControllableLoad: the loads of one site. */
  list: (api: ApiClient, siteId: string) =>
    queryOptions({
      queryKey: controllableLoadKeys.site(siteId),
      queryFn: ({ signal }) => api.controllableLoads.list({ siteId }, { signal }),
    }),
};
