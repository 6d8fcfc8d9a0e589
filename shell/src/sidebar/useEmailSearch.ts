import { useQuery } from '@tanstack/react-query';
import { searchQueries, type ApiClient } from '@bess/shared';

const NO_IDS: readonly string[] = [];

export interface EmailSearch {
  /** The ids GET /AdvancedSearch returned for the e-mail (empty while none is asked or while waiting). */
  ids: readonly string[];
  /** True while the answer for a non-empty e-mail is awaited. */
  pending: boolean;
  error: Error | null;
}

/**
 * The e-mail filter's ids (spec 5 and 7): GET /AdvancedSearch with field Email, asked only when the e-mail is
 * non-empty (spec 5: an empty e-mail filter skips the advanced search).
 */
export function useEmailSearch(api: ApiClient, email: string): EmailSearch {
  const text = email.trim();
  const query = useQuery(searchQueries.email(api, text));
  if (text === '') return { ids: NO_IDS, pending: false, error: null };
  return { ids: query.data?.searchIds ?? NO_IDS, pending: query.isPending, error: query.error };
}
