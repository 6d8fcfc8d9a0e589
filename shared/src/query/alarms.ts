/** Query keys and options of alarms and device errors (spec 7; active alarms polled every 60 s). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { DeviceErrorQuery } from '../api/schemas/alarms';
import { ACTIVE_ALARMS_POLL_MS } from '../domain/constants';

/** Keys of the alarm reads. Acknowledge and close invalidate `alarmKeys.all`. */
export const alarmKeys = {
  all: ['alarms'] as const,
  active: () => [...alarmKeys.all, 'active'] as const,
  statistics: () => [...alarmKeys.all, 'statistics'] as const,
  deviceErrorLists: () => [...alarmKeys.all, 'deviceErrors'] as const,
  deviceErrors: (query: DeviceErrorQuery) =>
    [...alarmKeys.deviceErrorLists(), { ...query, deviceIds: [...query.deviceIds].sort() }] as const,
};

/** queryOptions of the alarm reads. */
export const alarmQueries = {
  /** spec 7: GET /ActiveAlarms, polled every 60 s. */
  active: (api: ApiClient) =>
    queryOptions({
      queryKey: alarmKeys.active(),
      queryFn: ({ signal }) => api.alarms.active(undefined, { signal }),
      staleTime: ACTIVE_ALARMS_POLL_MS,
      refetchInterval: ACTIVE_ALARMS_POLL_MS,
    }),
  /** spec 7: GET /AlarmStatistics (spec 6: admin and above). */
  statistics: (api: ApiClient) =>
    queryOptions({
      queryKey: alarmKeys.statistics(),
      queryFn: ({ signal }) => api.alarms.statistics(undefined, { signal }),
      staleTime: ACTIVE_ALARMS_POLL_MS,
    }),
  /** spec 7: /DeviceError over a date range (last 18 months, or one day). */
  deviceErrors: (api: ApiClient, query: DeviceErrorQuery) =>
    queryOptions({
      queryKey: alarmKeys.deviceErrors(query),
      queryFn: ({ signal }) => api.alarms.deviceErrors(query, { signal }),
    }),
};
