/** Partners (spec 3 entity; spec 7 GET /GetPartnerNames, fetched for admins and above, spec 6). */
import { Type, type Static } from 'typebox';
import { Id, IdList, Input } from './common';

/** spec 3: a partner. */
export const PartnerSchema = Type.Object({ id: Id, name: Type.String() });
export type Partner = Static<typeof PartnerSchema>;

/** spec 7: GET /GetPartnerNames query "ids" (repeated). */
export const PartnerNamesQuerySchema = Input({ ids: IdList });
export type PartnerNamesQuery = Static<typeof PartnerNamesQuerySchema>;

/** spec 7: "returns partners". */
export const PartnerNamesResponseSchema = Type.Object({ partners: Type.Array(PartnerSchema) });
export type PartnerNamesResponse = Static<typeof PartnerNamesResponseSchema>;
