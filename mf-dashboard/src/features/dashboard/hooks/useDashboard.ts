import { useQuery } from '@tanstack/react-query';
import { dashboardQueries, useHost } from '@bess/shared';

/** GET /Dashboard/{id}, refreshed every 60 s (spec 7 polling), also for an anonymous link (the host's client sends its token). */
export function useDashboard(id: string) {
  const { api } = useHost();
  return useQuery(dashboardQueries.dashboard(api, id));
}
