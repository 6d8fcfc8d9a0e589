/** The telemetry of the data tab: the right call for the target and range (spec 7), always bounded by maxPoints. */
import { useQuery } from '@tanstack/react-query';
import { telemetryQueries, useHost, type Wire } from '@bess/shared';
import { resolutionFor, toWholeHours, type Resolution, type ResolutionChoice, type TimeRange } from '../dataRange';

/** What the tab charts: a device (raw or hourly) or a site (hourly sum of its devices). */
export interface DataTarget {
  kind: 'device' | 'site';
  id: string;
  /** A solar site or solar device (spec 3: its id starts with PV). */
  isSolar: boolean;
}

const HOUR_MS = 3_600_000;
/** spec 7: solar site data refreshes hourly. */
const SOLAR_REFRESH_MS = HOUR_MS;

/**
 * spec 9: "solar data day cache 1 unit, others 6" (the unit taken as the hour, the data's resolution): a solar day
 * is fetched again when older than an hour, longer solar ranges when older than 6 hours. Other data follows the
 * portal's default (fetched again on every view).
 */
export function telemetryStaleMs(target: DataTarget, range: TimeRange): number {
  if (!target.isSolar) return 0;
  return range.to - range.from <= 25 * HOUR_MS ? HOUR_MS : 6 * HOUR_MS;
}

const isoHour = (ms: number) => new Date(ms).toISOString();

/** The request of the shown range: whole hours (so that the server's answer cache hits) and its resolution. */
export function telemetryRequest(
  target: DataTarget,
  range: TimeRange,
  signals: readonly string[],
  maxPoints: number,
  choice: ResolutionChoice = 'auto',
) {
  const hours = toWholeHours(range);
  const resolution = resolutionFor(hours, target.kind, choice);
  const times = { fromDateTime: isoHour(hours.from), toDateTime: isoHour(hours.to) };
  if (target.kind === 'site') {
    const summary: Wire.DataSummaryQuery = {
      siteId: target.id,
      resolutionMin: 60,
      ...times,
      maxPoints,
      // Only the shown signals: the downsampling keeps each signal's extremes, so fewer signals get more buckets.
      signals: [...signals],
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
export function useTelemetry(
  target: DataTarget,
  range: TimeRange,
  signals: readonly string[],
  maxPoints: number,
  choice: ResolutionChoice = 'auto',
) {
  const { api } = useHost();
  const request = telemetryRequest(target, range, signals, maxPoints, choice);
  const enabled = signals.length > 0;
  // spec 7: a solar site's data refreshes hourly (one selected site: within "up to 2 sites").
  const refetchInterval = target.isSolar && target.kind === 'site' ? SOLAR_REFRESH_MS : false;
  const staleTime = telemetryStaleMs(target, range);
  const summary = useQuery({
    ...telemetryQueries.dataSummary(api, request.kind === 'summary' ? request.query : ({} as Wire.DataSummaryQuery)),
    enabled: enabled && request.kind === 'summary',
    refetchInterval,
    staleTime,
  });
  const series = useQuery({
    ...telemetryQueries.series(api, request.kind === 'series' ? request.query : ({} as Wire.TelemetryQuery)),
    enabled: enabled && request.kind === 'series',
    staleTime,
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
