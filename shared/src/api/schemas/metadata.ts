/** Signal metadata (spec 7 GET /MetaData "returns signals"; spec 9 excluded signal fields). */
import { Type, type Static } from 'typebox';
import { Id, Input } from './common';

/** GET /MetaData query: optionally the device whose signals are wanted (spec 7 shows no parameters). */
export const MetadataQuerySchema = Input({ deviceId: Type.Optional(Id) });
export type MetadataQuery = Static<typeof MetadataQuerySchema>;

/** spec 7: "returns signals" - signal (field) names; the client drops spec 9's excluded fields. */
export const MetadataResponseSchema = Type.Object({ signals: Type.Array(Type.String()) });
export type MetadataResponse = Static<typeof MetadataResponseSchema>;
