/** Query keys and options of test documents (spec 7 GET /TestDocument/exist and GET /TestDocument). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** Keys of the document reads. */
export const documentKeys = {
  all: ['documents'] as const,
  device: (deviceId: string) => [...documentKeys.all, deviceId] as const,
  exist: (deviceId: string) => [...documentKeys.device(deviceId), 'exist'] as const,
  document: (deviceId: string, documentType: string) =>
    [...documentKeys.device(deviceId), 'document', documentType] as const,
};

/** queryOptions of the document reads. */
export const documentQueries = {
  /** spec 7: GET /TestDocument/exist - avaliableDocuments. */
  exist: (api: ApiClient, deviceId: string) =>
    queryOptions({
      queryKey: documentKeys.exist(deviceId),
      queryFn: ({ signal }) => api.documents.exist({ deviceId }, { signal }),
    }),
  /** spec 7: GET /TestDocument - a url to open in a new tab; links expire, so never served from cache. */
  document: (api: ApiClient, deviceId: string, documentType: string) =>
    queryOptions({
      queryKey: documentKeys.document(deviceId, documentType),
      queryFn: ({ signal }) => api.documents.get({ deviceId, documentType }, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};
