import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACTIVE_ALARMS_POLL_MS, alarmQueries, useHost, type AlarmCounters } from '@bess/shared';
import { alarmCountersOf } from '../statusRules';

/** The alarm counters and whether they are known yet. */
export interface AlarmCountersResult {
  counters: AlarmCounters | null;
  error: unknown;
}

/**
 * spec 3: alarm counters (warnings, errors, criticals, safety) of the active alarms (GET /ActiveAlarms) of the given
 * devices; null ids count every device. The shell polls active alarms every 60 s into the shared cache (spec 7); this
 * reads the same query and polls it itself only where no shell polls (a partner page), so the call is not doubled.
 */
export function useAlarmCounters(deviceIds: readonly string[] | null): AlarmCountersResult {
  const { api, live } = useHost();
  const shellPolls = live.updatedAt !== null;
  const query = useQuery({
    ...alarmQueries.active(api),
    refetchInterval: shellPolls ? false : ACTIVE_ALARMS_POLL_MS,
  });
  const alarms = query.data?.currentAlarms;
  const counters = useMemo(() => (alarms ? alarmCountersOf(alarms, deviceIds) : null), [alarms, deviceIds]);
  return { counters, error: query.error };
}
