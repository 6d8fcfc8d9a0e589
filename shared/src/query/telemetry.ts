/** Query keys and options of telemetry and signal metadata (spec 7). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { DataSummaryQuery, TelemetryQuery } from '../api/schemas/telemetry';

/** Keys of the telemetry reads; the whole query object is the last part, so each range caches on its own. */
export const telemetryKeys = {
  all: ['telemetry'] as const,
  summaries: () => [...telemetryKeys.all, 'dataSummary'] as const,
  dataSummary: (query: DataSummaryQuery) => [...telemetryKeys.summaries(), query] as const,
  allSeries: () => [...telemetryKeys.all, 'series'] as const,
  series: (query: TelemetryQuery) => [...telemetryKeys.allSeries(), query] as const,
  signals: (deviceId?: string) => [...telemetryKeys.all, 'signals', deviceId ?? null] as const,
};

/** queryOptions of the telemetry reads. */
export const telemetryQueries = {
  /** spec 7: /GetDataSummary (spec 9: resolution 60 min). The caller sets refetchInterval for hourly solar data. */
  dataSummary: (api: ApiClient, query: DataSummaryQuery) =>
    queryOptions({
      queryKey: telemetryKeys.dataSummary(query),
      queryFn: ({ signal }) => api.telemetry.dataSummary(query, { signal }),
    }),
  /** spec 7: /GetTelemetryRaw for resolution 0, else /GetTelemetrySummary. */
  series: (api: ApiClient, query: TelemetryQuery) =>
    queryOptions({
      queryKey: telemetryKeys.series(query),
      queryFn: ({ signal }) => api.telemetry.series(query, { signal }),
    }),
  /** spec 7: GET /MetaData - signal names; they change only with firmware, so they stay fresh for the session. */
  signals: (api: ApiClient, deviceId?: string) =>
    queryOptions({
      queryKey: telemetryKeys.signals(deviceId),
      queryFn: ({ signal }) => api.metadata.signals(deviceId === undefined ? {} : { deviceId }, { signal }),
      staleTime: Infinity,
    }),
};
