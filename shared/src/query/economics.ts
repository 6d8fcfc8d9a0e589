/** Query keys and options of economics (spec 7; spec 4 alignments and the 204 that rejects a step). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { EconomicsQuery, GroupEconomicsQuery } from '../api/schemas/economics';
import { retryApiError } from './retry';

/** A period: day, month and year as spec 7 sends them (all absent = total). */
export type EconomicsPeriod = Omit<EconomicsQuery, 'siteId'>;

/** Keys of the economics reads. */
export const economicsKeys = {
  all: ['economics'] as const,
  site: (siteId: string) => [...economicsKeys.all, 'site', siteId] as const,
  sitePeriod: (siteId: string, period: EconomicsPeriod) => [...economicsKeys.site(siteId), period] as const,
  group: (siteGroupId: string) => [...economicsKeys.all, 'group', siteGroupId] as const,
  groupPeriod: (siteGroupId: string, period: EconomicsPeriod) => [...economicsKeys.group(siteGroupId), period] as const,
};

/** queryOptions of the economics reads. A 204 fails the query with NoContentError (kind stepRejected), unretried. */
export const economicsQueries = {
  /** spec 7: /economics. */
  site: (api: ApiClient, siteId: string, period: EconomicsPeriod = {}) =>
    queryOptions({
      queryKey: economicsKeys.sitePeriod(siteId, period),
      queryFn: ({ signal }) => api.economics.site({ siteId, ...period }, { signal }),
      retry: retryApiError,
    }),
  /** spec 7: /economics/group. */
  group: (api: ApiClient, siteGroupId: string, period: EconomicsPeriod = {}) =>
    queryOptions({
      queryKey: economicsKeys.groupPeriod(siteGroupId, period),
      queryFn: ({ signal }) =>
        api.economics.group({ siteGroupId, ...period } satisfies GroupEconomicsQuery, { signal }),
      retry: retryApiError,
    }),
};
