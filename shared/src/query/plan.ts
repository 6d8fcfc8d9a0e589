/** Query keys and options of a site's plan (designed GET /SitePlan). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/**
 * Keys of the plan reads. The plan follows the site's events, policy and backup settings: a change to any of them
 * invalidates `planKeys.site(siteId)`.
 */
export const planKeys = {
  all: ['plan'] as const,
  site: (siteId: string) => [...planKeys.all, siteId] as const,
  /** `day`: YYYY-MM-DD in the site's timezone. */
  day: (siteId: string, day: string) => [...planKeys.site(siteId), day] as const,
};

/** queryOptions of the plan reads. */
export const planQueries = {
  /** GET /SitePlan: the planned state of charge of the site over one day. */
  day: (api: ApiClient, siteId: string, day: string) =>
    queryOptions({
      queryKey: planKeys.day(siteId, day),
      queryFn: ({ signal }) => api.schedule.plan({ siteId, day }, { signal }),
    }),
};
