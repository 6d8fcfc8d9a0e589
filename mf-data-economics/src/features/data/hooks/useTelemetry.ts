/** The telemetry of the data tab: the right call for the target and range (spec 7), always bounded by maxPoints. */
import { useQuery } from '@tanstack/react-query';
import { telemetryQueries, useHost, type Wire } from '@bess/shared';
import { resolutionFor, toWholeHours, type Resolution, type TimeRange } from '../dataRange';

/** What the tab charts: a device (raw or hourly) or a site (hourly sum of its devices). */
export interface DataTarget {
  kind: 'device' | 'site';
  id: string;
  /** spec 7: a solar site's data refreshes hourly. */
  isSolarSite: boolean;
}

/** spec 7: solar site data refreshes hourly. */
const SOLAR_REFRESH_MS = 3_600_000;

const isoHour = (ms: number) => new Date(ms).toISOString();

/** The request of the shown range: whole hours (issue 6: the server's answer cache hits) and its resolution. */
export function telemetryRequest(target: DataTarget, range: TimeRange, signals: readonly string[], maxPoints: number) {
  const hours = toWholeHours(range);
  const resolution = resolutionFor(hours, target.kind);
  const times = { fromDateTime: isoHour(hours.from), toDateTime: isoHour(hours.to) };
  if (target.kind === 'site') {
    const summary: Wire.DataSummaryQuery = {
      siteId: target.id,
      resolutionMin: 60,
      ...times,
      maxPoints,
      // The site sum carries consumption only when asked for.
      ...(signals.some((s) => s.startsWith('consumption')) ? { CalculateConsumptionNeeded: true } : {}),
    };
    return { kind: 'summary' as const, resolution, query: summary };
  }
  const series: Wire.TelemetryQuery = {
    deviceId: target.id,
    signals: [...signals],
    ...times,
    resolution: resolution === 'raw' ? 0 : 60,
    maxPoints,
  };
  return { kind: 'series' as const, resolution, query: series };
}

/** The answer's points and the resolution they were asked at; nothing is asked without a signal. */
export function useTelemetry(target: DataTarget, range: TimeRange, signals: readonly string[], maxPoints: number) {
  const { api } = useHost();
  const request = telemetryRequest(target, range, signals, maxPoints);
  const enabled = signals.length > 0;
  const refetchInterval = target.isSolarSite ? SOLAR_REFRESH_MS : false;
  const summary = useQuery({
    ...telemetryQueries.dataSummary(api, request.kind === 'summary' ? request.query : ({} as Wire.DataSummaryQuery)),
    enabled: enabled && request.kind === 'summary',
    refetchInterval,
  });
  const series = useQuery({
    ...telemetryQueries.series(api, request.kind === 'series' ? request.query : ({} as Wire.TelemetryQuery)),
    enabled: enabled && request.kind === 'series',
    select: (answer: Wire.TelemetrySeriesResponse) => ('telemetry' in answer ? answer : { telemetry: [] }),
  });
  const query = request.kind === 'summary' ? summary : series;
  return {
    points: query.data?.telemetry,
    resolution: request.resolution satisfies Resolution,
    isLoading: enabled && query.isPending,
    error: query.error,
    /** spec 8: only the device telemetry calls add 'Code:' and the HTTP status. */
    isTelemetryCall: request.kind === 'series',
  };
}

/**
 * spec 7: the blob flag's downloadUrl of the raw data of a device in the range (the minute table holds at most 31
 * days per call, so longer ranges download the hourly rows).
 */
export function useRawDownload(target: DataTarget, range: TimeRange, signals: readonly string[]) {
  const { api } = useHost();
  const hours = toWholeHours(range);
  const query: Wire.TelemetryQuery = {
    deviceId: target.id,
    signals: [...signals],
    fromDateTime: isoHour(hours.from),
    toDateTime: isoHour(hours.to),
    resolution: hours.to - hours.from <= 31 * 86_400_000 ? 0 : 60,
    blob: true,
  };
  const answer = useQuery({
    ...telemetryQueries.series(api, query),
    enabled: target.kind === 'device' && signals.length > 0,
  });
  const data = answer.data;
  return data && 'downloadUrl' in data ? data.downloadUrl : null;
}
