/** Query keys and options of the advanced search (spec 7 GET /AdvancedSearch; spec 5 the e-mail filter). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the search reads. */
export const searchKeys = {
  all: ['search'] as const,
  email: (searchString: string) => [...searchKeys.all, 'Email', searchString] as const,
};

/** queryOptions of the search reads. */
export const searchQueries = {
  /** spec 7: GET /AdvancedSearch field Email. spec 5: an empty e-mail filter skips the call (enabled is false). */
  email: (api: ApiClient, searchString: string) =>
    queryOptions({
      queryKey: searchKeys.email(searchString),
      queryFn: ({ signal }) => api.search.advanced({ searchString, field: 'Email' }, { signal }),
      enabled: searchString.trim() !== '',
    }),
};
