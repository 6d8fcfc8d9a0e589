import type { TSchema } from 'typebox';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import type { AnyRoute } from './defineRoute';

/** What each status of an answer means. */
const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  204: 'Success, no content (spec 7: a 204 gives text)',
  400: 'Bad input: the message says which field and why; nothing changed',
  401: 'No valid access token (checked before the input)',
  403: 'Access denied: the caller sees the object with too weak a level',
  404: 'Not found, or an object the caller may not see',
  429: 'Too many requests: see Retry-After',
};

/** The API's error answer `{ code, message }` (spec 8's server error codes, or null). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: ['integer', 'null'] }, message: { type: 'string' } },
};

/** A copy of a TypeBox schema as plain JSON Schema (TypeBox 1 schemas are already JSON Schema 2020-12). */
const plain = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

/** One `in: path|query` parameter per property of an object schema. */
function parametersOf(schema: TSchema | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = plain(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
    // spec 7: arrays are sent repeated (`ids=a&ids=b`).
    ...(location === 'query' ? { style: 'form', explode: true } : {}),
  }));
}

/**
 * The OpenAPI 3.1 document of the API, generated from shared's ENDPOINTS (the one table that types both ends) and
 * each route's access rule: nothing in it is written by hand, so it cannot drift from what the server validates.
 */
export function openApiDocument(routes: readonly AnyRoute[], serverUrl: string) {
  const accessOf = new Map<EndpointName, AnyRoute['access']>(routes.map((r) => [r.endpoint, r.access]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint = ENDPOINTS[name];
    const access = accessOf.get(name);
    if (!access) continue;
    const signedLink = access.kind === 'signedLink';
    const errors = signedLink ? [400, 404, 429] : [400, 401, 403, 404, 429];
    const operation = {
      operationId: name,
      ...('designed' in endpoint && endpoint.designed ? { description: 'Designed here: not in spec section 7' } : {}),
      parameters: [
        ...parametersOf('params' in endpoint ? endpoint.params : undefined, 'path'),
        ...parametersOf('query' in endpoint ? endpoint.query : undefined, 'query'),
      ],
      ...('body' in endpoint && endpoint.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: plain(endpoint.body) } } } }
        : {}),
      responses: {
        [endpoint.status]:
          endpoint.status === 204
            ? { description: STATUS_TEXT[204] }
            : { description: STATUS_TEXT[200], content: { 'application/json': { schema: plain(endpoint.response) } } },
        ...Object.fromEntries(
          errors.map((status) => [
            status,
            { description: STATUS_TEXT[status], content: { 'application/json': { schema: ERROR_SCHEMA } } },
          ]),
        ),
      },
      // A signed link carries its own token in the query; everything else needs a bearer token.
      security: signedLink ? [] : [{ bearer: [] }],
      'x-access-rule': access.kind,
    };
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BESS Portal API',
      version: '1',
      description:
        'The reference API of BESS Portal: the calls of the specification (section 7) and the calls designed here.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT (or an anonymous dashboard link token on the dashboard reads)',
        },
      },
    },
    paths,
  };
}
