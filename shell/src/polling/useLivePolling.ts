import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  STATUS_POLL_MS,
  alarmQueries,
  isSolarId,
  messageQueries,
  pollingPlan,
  statusQueries,
  type ApiClient,
  type Hierarchy,
  type LiveData,
  type LiveDataById,
  displayStateRank,
  liveDisplayState,
  type PollTask,
  useNow,
} from '@bess/shared';
import type { LiveStatus } from './LiveStatusContext';

export interface LivePollingInput {
  api: ApiClient;
  hierarchy: Hierarchy;
  /** null until GET /User has answered: nothing is polled before (spec 6: level 100). */
  userAccessLevelNumber: number | null;
  /** The sidebar shows groups (spec 7: group status only "if groups are shown"). */
  showGroups: boolean;
  /** The poll cycle: spec 9's 60 s unless config.json sets `statusPollMs` (tests of faults). */
  pollMs?: number;
}

const NO_IDS: readonly string[] = [];
const idsOf = (plan: readonly PollTask[], call: PollTask['call']) =>
  plan.find((task) => task.call === call)?.ids ?? NO_IDS;

/**
 * A site whose status is not polled (spec 7: not for user level 1) but whose devices' status is, shows the worst of its
 * devices' states (spec 4 display states, what needs attention first), so the list does not call it unknown.
 */
export function withSiteStatesFromDevices(hierarchy: Hierarchy, byId: Record<string, LiveData>): LiveDataById {
  for (const site of hierarchy.sites) {
    if (byId[site.siteId]) continue;
    let worst: LiveData | null = null;
    for (const deviceId of site.deviceIds) {
      const live = byId[deviceId];
      if (!live) continue;
      if (!worst || displayStateRank(liveDisplayState(live)) < displayStateRank(liveDisplayState(worst))) worst = live;
    }
    if (worst) byId[site.siteId] = { state: worst.state, mode: worst.mode };
  }
  return byId;
}

/**
 * spec 7 polling, run by react-query: every 60 s group status when groups are shown, site status when there are sites
 * and the user level is not 1, device status for 2 to 30 devices; active alarms every 60 s; the message centre every
 * 900,000 ms (the plan is shared's pollingPlan). React-query stops interval refetches while the browser tab is hidden
 * and refetches stale data when it comes back. A failed poll keeps the last answer on screen, marked stale with its age.
 */
export function useLivePolling({
  api,
  hierarchy,
  userAccessLevelNumber,
  showGroups,
  pollMs = STATUS_POLL_MS,
}: LivePollingInput): LiveStatus {
  const plan = useMemo(
    () =>
      userAccessLevelNumber === null
        ? []
        : pollingPlan({
            showGroups,
            groupIds: hierarchy.groups.map((g) => g.siteGroupId),
            siteIds: hierarchy.sites.map((s) => s.siteId),
            deviceIds: hierarchy.devices.map((d) => d.deviceId),
            userAccessLevelNumber,
            solarSiteIds: hierarchy.sites.filter((s) => isSolarId(s.siteId)).map((s) => s.siteId),
          }),
    [hierarchy, userAccessLevelNumber, showGroups],
  );
  const groupIds = idsOf(plan, 'groupStatus');
  const siteIds = idsOf(plan, 'siteStatus');
  const deviceIds = idsOf(plan, 'deviceStatus');
  const polled = (call: PollTask['call']) => plan.some((task) => task.call === call);

  const cycle = pollMs === STATUS_POLL_MS ? {} : { staleTime: pollMs, refetchInterval: pollMs };
  const statuses = useQueries({
    queries: [
      { ...statusQueries.groups(api, groupIds), ...cycle, enabled: groupIds.length > 0 },
      { ...statusQueries.sites(api, siteIds), ...cycle, enabled: siteIds.length > 0 },
      { ...statusQueries.devices(api, deviceIds), ...cycle, enabled: deviceIds.length > 0 },
    ],
  });
  // Kept fresh in the shared cache for the remotes' alarm counters and the banner below.
  useQuery({ ...alarmQueries.active(api), ...cycle, enabled: polled('activeAlarms') });
  useQuery({ ...messageQueries.banner(api), enabled: polled('messageCentre') });

  const [groups, sites, devices] = statuses;
  const byId = useMemo<LiveDataById>(
    () => withSiteStatesFromDevices(hierarchy, { ...groups?.data?.data, ...sites?.data?.data, ...devices?.data?.data }),
    [hierarchy, groups?.data, sites?.data, devices?.data],
  );
  const updatedAt = statuses.reduce<number | null>(
    (newest, q) => (q.data && (newest === null || q.dataUpdatedAt > newest) ? q.dataUpdatedAt : newest),
    null,
  );
  const now = useNow(pollMs / 2);
  // Older than two poll cycles: a poll failed or the browser tab was hidden.
  const isStale = updatedAt !== null && now - updatedAt > 2 * pollMs;
  // spec 8: the last poll failed (after its retries); the next one that answers clears it.
  const error = statuses.find((q) => q.isError)?.error ?? null;
  return useMemo(() => ({ byId, updatedAt, isStale, error }), [byId, updatedAt, isStale, error]);
}
