import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { applyOfflineChargeLevels, statusQueries, useHost, type LiveDataById } from '@bess/shared';
import { mapPollsSiteStatus } from '../mapMarkers';

/** The live status the map colours its sites by. */
export interface MapSiteStatus {
  byId: LiveDataById;
  /** A status answer has arrived (from the shell's polling or the map's own). */
  isReady: boolean;
  /** The map's own status poll failed (the markers then keep their last colours, or unknown). */
  isError: boolean;
}

/**
 * The status of the sites on the map: the shell's polled live status when the shell polls site status (spec 7), else
 * the map polls POST /sitestatus itself every 60 s for the sites it shows (super admins, whom the shell does not
 * poll for).
 */
export function useMapSiteStatus(siteIds: readonly string[]): MapSiteStatus {
  const { api, user, live } = useHost();
  const ownPoll = mapPollsSiteStatus(user?.userAccessLevelNumber ?? null, siteIds.length);
  const query = useQuery({ ...statusQueries.sites(api, siteIds), enabled: ownPoll });
  const own = query.data?.data;
  const byId = useMemo<LiveDataById>(
    () => (ownPoll && own ? { ...live.byId, ...applyOfflineChargeLevels(own) } : live.byId),
    [ownPoll, own, live.byId],
  );
  return {
    byId,
    isReady: ownPoll ? own !== undefined || query.isError : live.updatedAt !== null,
    isError: ownPoll && query.isError,
  };
}
