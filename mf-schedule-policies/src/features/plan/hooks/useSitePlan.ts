import { useEffect, useRef } from 'react';
import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { planKeys, planQueries, useHost } from '@bess/shared';

/**
 * The plan of a site's day (designed GET /SitePlan: the planned state of charge every quarter hour). `day` is
 * YYYY-MM-DD in the site's zone; `enabled` false asks nothing (a site without a battery).
 *
 * The plan follows everything the battery obeys: the site's events, its policy, its backup settings, commands. Those
 * are saved by mutations of this tab and of others, so each save that succeeds (in the one QueryClient of the portal)
 * asks the plan again, rather than each of them knowing of the plan.
 */
export function useSitePlan(siteId: string, day: string, enabled = true) {
  const { api } = useHost();
  const queryClient = useQueryClient();
  const plan = useQuery({ ...planQueries.day(api, siteId, day), enabled });
  const saves = useMutationState({ filters: { status: 'success' }, select: (m) => m.state.submittedAt });
  const lastSave = Math.max(0, ...saves);
  const seen = useRef(lastSave);
  useEffect(() => {
    if (lastSave <= seen.current) return;
    seen.current = lastSave;
    void queryClient.invalidateQueries({ queryKey: planKeys.site(siteId) });
  }, [lastSave, queryClient, siteId]);
  return plan;
}
