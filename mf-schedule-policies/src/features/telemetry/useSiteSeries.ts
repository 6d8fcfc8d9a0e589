import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { telemetryQueries, useHost, type Site, type Wire } from '@bess/shared';
import { combineSeries, type SitePoint } from './siteSeries';

/** Quarter hours: fine enough to see a one-hour event, few enough points for a day. */
const RESOLUTION_MIN = 15;
const MAX_POINTS = 400;

/**
 * The site's grid power and state of charge between two instants, from each battery's telemetry (spec 7
 * /GetTelemetrySummary through shared's query factory), combined per time.
 */
export function useSiteSeries(site: Site, fromMs: number, toMs: number, enabled = true) {
  const { api, configuration } = useHost();
  const batteries = site.deviceIds
    .map((id) => configuration.devicesById.get(id))
    .filter((d) => d !== undefined && !d.deviceId.startsWith('PV'));
  const combined = useQueries({
    queries: (enabled ? batteries : []).map((device) =>
      telemetryQueries.series(api, {
        deviceId: device!.deviceId,
        signals: ['stateOfCharge', 'grid'],
        fromDateTime: new Date(fromMs).toISOString(),
        toDateTime: new Date(toMs).toISOString(),
        resolution: RESOLUTION_MIN,
        maxPoints: MAX_POINTS,
      }),
    ),
    // Combined once per change of the answers (TanStack Query keeps the result while they stay the same).
    combine: (results) => ({
      answers: results.map((r) => r.data as Wire.TelemetrySeriesResponse | undefined),
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
  const capacities = batteries.map((d) => d!.batteryCapacity ?? 0).join(',');
  const points = useMemo<SitePoint[]>(() => {
    const weights = capacities.split(',').map(Number);
    return combineSeries(
      combined.answers.map((answer, i) => ({
        capacity: weights[i] ?? 0,
        rows: answer && 'telemetry' in answer ? answer.telemetry : [],
      })),
    );
  }, [combined.answers, capacities]);
  return {
    points,
    hasBattery: batteries.length > 0,
    isPending: combined.isPending,
    error: combined.error,
  };
}
