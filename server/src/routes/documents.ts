import { AccessLevel } from '@bess/shared/domain';
import { onObject } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { notFound } from '../http/errors';
import { availableDocuments, type TestDocumentType } from '../repositories/testDocuments';
import { signedLinkFor } from './files';

/** spec 7: GET /TestDocument/exist and GET /TestDocument; reading a device's documents needs ReadOnly on it. */
export const documentsRoutes: AnyRoute[] = [
  defineRoute('getTestDocumentsExist', {
    access: onObject('device', (input) => input.deviceId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      const avaliableDocuments = await availableDocuments(services.db, input.deviceId);
      if (!avaliableDocuments) throw notFound();
      return { avaliableDocuments };
    },
  }),
  defineRoute('getTestDocument', {
    access: onObject('device', (input) => input.deviceId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      const available = await availableDocuments(services.db, input.deviceId);
      if (!available?.includes(input.documentType as TestDocumentType)) throw notFound('The document does not exist');
      // spec 7: "returns url opened in a new tab": a new tab sends no bearer token, so the link carries a signed,
      // expiring token instead (services/signedLinks.ts).
      const grant = { purpose: 'document', deviceId: input.deviceId, documentType: input.documentType } as const;
      return { url: signedLinkFor(services, grant) };
    },
  }),
];
