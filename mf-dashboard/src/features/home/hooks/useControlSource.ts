import { useQuery } from '@tanstack/react-query';
import { STATUS_POLL_MS, configurationQueries, useHost } from '@bess/shared';
import { controlSourceKey } from '../statusRules';

/**
 * spec 7: GET v2/sites/{id}/controlsource, site views only (null id: not a site view, nothing is fetched). It changes
 * while schedule events run, so it is refreshed with the status (60 s). Returns the key of its `controlSources` text,
 * or null while unknown.
 */
export function useControlSource(siteId: string | null): string | null {
  const { api } = useHost();
  const query = useQuery({
    ...configurationQueries.controlSource(api, siteId ?? ''),
    enabled: siteId !== null,
    staleTime: STATUS_POLL_MS,
    refetchInterval: STATUS_POLL_MS,
  });
  return query.data ? controlSourceKey(query.data.access) : null;
}
