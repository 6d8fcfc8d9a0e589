/** Query keys and options of a site's plan (designed GET /SitePlan) and its replay (designed POST /SiteReplay). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ReplaySchedule } from '../api/schemas/replay';

/**
 * Keys of the plan reads. The plan follows the site's events, policy and backup settings: a change to any of them
 * invalidates `planKeys.site(siteId)`.
 */
export const planKeys = {
  all: ['plan'] as const,
  site: (siteId: string) => [...planKeys.all, siteId] as const,
  /** `day`: YYYY-MM-DD in the site's timezone. */
  day: (siteId: string, day: string) => [...planKeys.site(siteId), day] as const,
  /** `month`: YYYY-MM in the site's timezone; `draft` undefined replays what was in force. */
  replay: (siteId: string, month: string, draft: ReplaySchedule | undefined) =>
    [...planKeys.site(siteId), 'replay', month, draft ?? null] as const,
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

/** queryOptions of the replay reads. */
export const replayQueries = {
  /**
   * POST /SiteReplay: what the site's schedule, and a draft of it, would have done over a past month. A read (it
   * changes nothing); the answer to the previous draft stays on screen while the next one is asked.
   */
  month: (api: ApiClient, siteId: string, month: string, draft: ReplaySchedule | undefined) =>
    queryOptions({
      queryKey: planKeys.replay(siteId, month, draft),
      queryFn: ({ signal }) => api.schedule.replay({ siteId, month, ...(draft ? { draft } : {}) }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
};
