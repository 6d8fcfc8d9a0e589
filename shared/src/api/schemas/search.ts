/** Advanced search (spec 7 GET /AdvancedSearch; spec 5 the e-mail filter). */
import { Type, type Static } from 'typebox';
import { Input } from './common';

/** spec 7: GET /AdvancedSearch "searchString, field Email" (spec 5: an empty e-mail filter skips the call). */
export const AdvancedSearchQuerySchema = Input({
  searchString: Type.String({ minLength: 1 }),
  field: Type.Literal('Email'),
});
export type AdvancedSearchQuery = Static<typeof AdvancedSearchQuerySchema>;

/** spec 7: "returns searchIds" - ids of the devices, sites and groups that match. */
export const AdvancedSearchResponseSchema = Type.Object({ searchIds: Type.Array(Type.String()) });
export type AdvancedSearchResponse = Static<typeof AdvancedSearchResponseSchema>;
