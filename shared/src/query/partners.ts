/** Query keys and options of partner names (spec 7 GET /GetPartnerNames; spec 6: admin and above). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the partner reads. */
export const partnerKeys = {
  all: ['partners'] as const,
  names: (ids: readonly string[]) => [...partnerKeys.all, 'names', [...ids].sort()] as const,
};

/** queryOptions of the partner reads. */
export const partnerQueries = {
  /** spec 7: GET /GetPartnerNames. Partner names rarely change: fresh for the session. */
  names: (api: ApiClient, ids: readonly string[]) =>
    queryOptions({
      queryKey: partnerKeys.names(ids),
      queryFn: ({ signal }) => api.partners.names({ ids: [...ids] }, { signal }),
      staleTime: Infinity,
    }),
};
