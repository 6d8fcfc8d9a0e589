/** Query keys and options of supply statistics (spec 7; spec 9: refetched when older than 1 day). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { SUPPLY_STATISTICS_MAX_AGE_DAYS } from '../domain/constants';

const DAY_MS = 86_400_000;
/** spec 9: cached daily supply statistics are refetched when older than 1 day. */
export const SUPPLY_STATISTICS_STALE_MS = SUPPLY_STATISTICS_MAX_AGE_DAYS * DAY_MS;

/** Keys of the supply statistics reads. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  supplies: () => [...statisticsKeys.all, 'supply'] as const,
  site: (siteId: string) => [...statisticsKeys.supplies(), 'site', siteId] as const,
  group: (siteGroupId: string) => [...statisticsKeys.supplies(), 'group', siteGroupId] as const,
};

/** queryOptions of the supply statistics reads. */
export const statisticsQueries = {
  /** spec 7: /GetSupplyStatistics. */
  site: (api: ApiClient, siteId: string) =>
    queryOptions({
      queryKey: statisticsKeys.site(siteId),
      queryFn: ({ signal }) => api.statistics.supply({ siteId }, { signal }),
      staleTime: SUPPLY_STATISTICS_STALE_MS,
    }),
  /** spec 7: /GetSupplyStatistics/group. */
  group: (api: ApiClient, siteGroupId: string) =>
    queryOptions({
      queryKey: statisticsKeys.group(siteGroupId),
      queryFn: ({ signal }) => api.statistics.groupSupply({ siteGroupId }, { signal }),
      staleTime: SUPPLY_STATISTICS_STALE_MS,
    }),
};
