/** Test documents per device (spec 1; spec 7 GET /TestDocument and GET /TestDocument/exist). */
import { Type, type Static } from 'typebox';
import { Id, Input } from './common';

/** spec 7: GET /TestDocument "deviceId, documentType". */
export const TestDocumentQuerySchema = Input({ deviceId: Id, documentType: Type.String({ minLength: 1 }) });
export type TestDocumentQuery = Static<typeof TestDocumentQuerySchema>;

/** spec 7: "returns url opened in a new tab". */
export const TestDocumentResponseSchema = Type.Object({ url: Type.String({ minLength: 1 }) });
export type TestDocumentResponse = Static<typeof TestDocumentResponseSchema>;

/** spec 7: GET /TestDocument/exist, per device. */
export const TestDocumentExistQuerySchema = Input({ deviceId: Id });
export type TestDocumentExistQuery = Static<typeof TestDocumentExistQuerySchema>;

/** spec 7: "returns avaliableDocuments" (wire spelling kept, ARCHITECTURE 8): the document types that exist. */
export const TestDocumentExistResponseSchema = Type.Object({ avaliableDocuments: Type.Array(Type.String()) });
export type TestDocumentExistResponse = Static<typeof TestDocumentExistResponseSchema>;
