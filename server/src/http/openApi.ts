import type { TSchema } from 'typebox';
import { ENDPOINTS, ErrorBodySchema, type EndpointName, type EndpointSpec } from '@bess/shared/contract';
import { DOCUMENT_PATH, MAX_UPLOAD_BYTES, UPLOAD_PATH } from '../routes/files';
import type { AccessRule } from './accessRules';
import type { AnyRoute } from './defineRoute';
import { WRITE_RIGHTS, type Check, type WriteRight, type Who } from './writeRights';

/** Every status the API answers with. */
export type AnswerStatus = 200 | 201 | 204 | 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 415 | 422 | 429 | 500;

/** What each status means when nothing more particular is known. */
const STATUS_TEXT: Record<AnswerStatus, string> = {
  200: 'Success',
  201: 'Created',
  204: 'Success, no content (spec 7: a 204 gives text)',
  400: 'Bad input: `errors` names each refused field and the key of its message; nothing changed',
  401: 'No valid access token (checked before the input is read)',
  403: 'Access denied',
  404: 'Not found',
  405: 'The path does not take this method: Allow lists those it takes',
  409: 'Conflict',
  413: 'The request body is larger than the API takes',
  414: 'The URL is too long',
  415: 'The body is not JSON (Content-Type application/json)',
  422: 'This Idempotency-Key was used for another request',
  429: 'Too many requests: see Retry-After',
  500: 'Something went wrong (code 1000)',
};

/** What a 204 means on a call that answers JSON otherwise (spec 4 and 5). */
const NO_CONTENT_TEXT: Record<NonNullable<EndpointSpec['noContent']>, string> = {
  unknownDevice: 'No content: an unknown device, or one the caller may not see (spec 5)',
  reportedPropertiesNotFound: 'No content: no reported properties (an unknown device, or one that never reported)',
  stepRejected: 'No content: no data at all in the period (spec 4: the step is rejected)',
};

/** The header of a mutating call that may be sent twice (a retry after a lost answer): the repeat gets the first answer. */
const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'The call runs once per key and caller (kept 24 hours); a repeat gets the first answer',
  schema: { type: 'string', minLength: 8, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
};

const REPLAYED_HEADER = {
  'Idempotent-Replayed': {
    description: 'true on the repeat of a call with the same Idempotency-Key',
    schema: { type: 'string' },
  },
};
const RETRY_AFTER_HEADER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };
const ALLOW_HEADER = { Allow: { description: 'The methods the path takes', schema: { type: 'string' } } };

/** The header without which a status cannot be answered: a reused Idempotency-Key's 409 and 422. */
export const ONLY_WITH_HEADER = 'x-only-with-header';

/**
 * The statuses one answer of a call can have, each with what it means there (several reasons join), and the request
 * header a status needs when every reason for it needs that header.
 */
class Answers {
  private readonly reasons = new Map<AnswerStatus, { text: string[]; header: string | null }>();

  add(status: AnswerStatus, reason: string = STATUS_TEXT[status], onlyWithHeader: string | null = null): this {
    const known = this.reasons.get(status);
    const entry = known ?? { text: [], header: onlyWithHeader };
    if (!entry.text.includes(reason)) entry.text.push(reason);
    if (known && entry.header !== onlyWithHeader) entry.header = null;
    this.reasons.set(status, entry);
    return this;
  }

  entries(): { status: AnswerStatus; description: string; header: string | null }[] {
    return [...this.reasons]
      .sort(([a], [b]) => a - b)
      .map(([status, { text, header }]) => ({ status, description: text.join('; or '), header }));
  }
}

type Rule = AccessRule<unknown>;

/**
 * What an access rule answers when it refuses (http/accessRules.ts): 401 to a caller with no principal it can admit,
 * 403 for too weak a role or level, 404 for an object the caller may not see, as if it did not exist.
 */
function addRuleAnswers(rule: Rule, answers: Answers): void {
  switch (rule.kind) {
    case 'signedIn':
      answers.add(401);
      return;
    case 'role':
      answers.add(401).add(403, `Access denied: the call needs the role ${rule.atLeast} or above`);
      return;
    case 'installer':
      answers.add(401).add(403, 'Access denied: the call needs the installer flag, or the role Admin or above');
      return;
    case 'object':
      answers
        .add(401)
        .add(403, 'Access denied: the caller sees the object with too weak a level')
        .add(404, 'Not found, or an object the caller may not see');
      return;
    case 'sharedDashboard':
      answers.add(401).add(404, 'A dashboard link of another dashboard');
      return;
    case 'signedLink':
      answers.add(403, 'The link is invalid or has expired');
      return;
    case 'anyOf':
      for (const inner of rule.rules) addRuleAnswers(inner, answers);
      return;
  }
}

/**
 * Every status a contract call answers: derived from its shape (an input can be refused, a body can be too large or
 * not JSON, a write can meet a reused Idempotency-Key), from its access rule and its write rights, and from what its
 * ENDPOINTS entry says it answers on its own. The server's tests hold each answer they see to this
 * (testing/statusCheck.ts).
 */
function answersOf(name: EndpointName, endpoint: EndpointSpec, rule: Rule): Answers {
  const answers = new Answers();
  const mutating = endpoint.method !== 'GET';
  if (endpoint.status === 204) answers.add(204);
  else {
    answers.add(200);
    if (endpoint.noContent) answers.add(204, NO_CONTENT_TEXT[endpoint.noContent]);
  }
  if (endpoint.params || endpoint.query || endpoint.body) answers.add(400);
  if (mutating) answers.add(400, 'a malformed Idempotency-Key');
  addRuleAnswers(rule, answers);
  if (endpoint.body) answers.add(413).add(415);
  if (mutating) {
    answers
      .add(409, 'A request with this Idempotency-Key is still running', IDEMPOTENCY_PARAMETER.name)
      .add(422, STATUS_TEXT[422], IDEMPOTENCY_PARAMETER.name);
  }
  addWriteRightAnswers(name, answers);
  for (const [status, reason] of Object.entries(endpoint.statuses ?? {}) as [string, string][])
    answers.add(Number(status) as AnswerStatus, reason);
  return answers.add(429).add(500);
}

/** Does a check weigh the caller's level on an object (and so answer for one they may not see)? */
function weighsObject(who: Who): boolean {
  if (who.kind === 'byValue') return who.cases.some((c) => weighsObject(c.who));
  return who.kind === 'level' || who.kind === 'notAboveOwn' || who.kind === 'grantee';
}

/**
 * What a write's entry of the write-rights table (http/writeRights.ts) answers before its handler runs: 403 for a
 * field the caller may not change, what an object a check weighs answers when the caller may not see it (404), and
 * 409 when the site lacks a feature the write needs.
 */
function addWriteRightAnswers(name: EndpointName, answers: Answers): void {
  const right = (WRITE_RIGHTS as Partial<Record<EndpointName, WriteRight<unknown>>>)[name];
  if (!right) return;
  const checks: Check<unknown>[] = [...(right.also ?? []), ...Object.values(right.fields).flatMap((f) => f.checks)];
  if (checks.some((c) => c.who.kind !== 'call'))
    answers.add(403, 'Access denied: the caller may not change a field sent with a new value (write rights)');
  for (const c of checks) {
    if (!c.on || !weighsObject(c.who)) continue;
    const hidden = c.on.hidden?.() ?? { statusCode: 404, message: STATUS_TEXT[404] };
    answers.add(hidden.statusCode as AnswerStatus, `${hidden.message} (${c.on.text}, or one the caller may not see)`);
  }
  const features = [...new Set((right.features ?? []).map((gate) => gate.feature))];
  if (features.length > 0)
    answers.add(409, `The site does not have the feature the write needs (${features.join(', ')})`);
}

/** A copy of a TypeBox schema as plain JSON Schema (TypeBox 1 schemas are already JSON Schema 2020-12). */
const plain = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** The OpenAPI response object of one status. */
function responseOf(
  { status, description, header }: ReturnType<Answers['entries']>[number],
  success: { content?: Record<string, unknown>; headers?: Record<string, unknown> },
) {
  if (status < 300) return { description, ...success };
  return {
    description,
    ...(status === 429 ? { headers: RETRY_AFTER_HEADER } : {}),
    content: ERROR_CONTENT,
    ...(header ? { [ONLY_WITH_HEADER]: header } : {}),
  };
}

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

/** `/files/upload/:fileId` -> `/files/upload/{fileId}` */
const toOpenApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

/**
 * The routes outside the contract, reached without a bearer token: their own signed token (a link's `?token=`) is
 * their access rule, or they are public by nature. The server's tests hold their answers to this list like any other.
 */
const PUBLIC_OPERATIONS = [
  {
    method: 'get',
    path: '/health',
    operationId: 'health',
    description: 'Whether the API runs (for load balancers)',
    success: { status: 200, description: 'Running: { status: "ok" }', type: 'application/json' },
    errors: {},
    pathParameters: [],
    rateLimited: false,
  },
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'openApiDocument',
    description: 'This document',
    success: { status: 200, description: 'The OpenAPI 3.1 document', type: 'application/json' },
    errors: {},
    pathParameters: [],
    rateLimited: false,
  },
  {
    method: 'put',
    path: toOpenApiPath(UPLOAD_PATH),
    operationId: 'uploadFile',
    description:
      'The upload link of POST /BmsFile and POST /DeviceConfigurationFile: the file bytes as a block blob (any content type)',
    success: { status: 201, description: 'Stored, as from Azure Put Blob' },
    errors: {
      400: 'The file is empty, or x-ms-blob-type is not BlockBlob',
      403: 'The link is invalid or has expired',
      404: 'The file is no longer registered',
      413: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB`,
    },
    pathParameters: ['fileId'],
    rateLimited: true,
  },
  {
    method: 'get',
    path: toOpenApiPath(DOCUMENT_PATH),
    operationId: 'testDocumentFile',
    description: 'The link of GET /TestDocument: the test document as a PDF',
    success: { status: 200, description: 'The PDF', type: 'application/pdf' },
    errors: { 403: 'The link is invalid or has expired', 404: 'The device has no such document (any more)' },
    pathParameters: ['deviceId', 'documentType'],
    rateLimited: true,
  },
] as const satisfies readonly {
  method: 'get' | 'put';
  path: string;
  operationId: string;
  description: string;
  success: { status: 200 | 201; description: string; type?: string };
  errors: Partial<Record<AnswerStatus, string>>;
  pathParameters: readonly string[];
  /** Probes and readers of this document are outside the rate limit (app.ts). */
  rateLimited: boolean;
}[];

/** Answers to a request that reaches no operation: the router's and the CORS preflight's own (no rate limit there). */
const ANSWERS_WITHOUT_OPERATION: Partial<Record<AnswerStatus, string>> = {
  204: 'A CORS preflight (OPTIONS) of any path',
  400: 'A URL that cannot be read (a malformed escape)',
  404: 'No such path',
  405: STATUS_TEXT[405],
  414: 'A path parameter longer than 320 characters',
};

/** The parts of the document a reader of its statuses needs (testing/statusCheck.ts). */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; responses: Record<string, { description: string; [ONLY_WITH_HEADER]?: string }> }
    >
  >;
  'x-answers-without-operation': Record<string, unknown>;
}

/**
 * The OpenAPI 3.1 document of the API, generated from shared's ENDPOINTS (the one table that types both ends) and
 * each route's access rule, so it cannot drift from what the server validates; the few routes outside the contract
 * are listed above. Each operation lists every status it answers with the API's error body, which the server's own
 * tests hold every answer they see to.
 */
export function openApiDocument(routes: readonly AnyRoute[], serverUrl: string) {
  const accessOf = new Map<EndpointName, Rule>(routes.map((r) => [r.endpoint, r.access as Rule]));
  const paths: OpenApiDocument['paths'] = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: EndpointSpec = ENDPOINTS[name];
    const access = accessOf.get(name);
    if (!access) continue;
    const signedLink = access.kind === 'signedLink';
    const mutating = endpoint.method !== 'GET';
    const success =
      endpoint.status === 204
        ? { headers: mutating ? REPLAYED_HEADER : undefined }
        : {
            content: { 'application/json': { schema: plain(endpoint.response) } },
            ...(mutating ? { headers: REPLAYED_HEADER } : {}),
          };
    const operation = {
      operationId: name,
      ...(endpoint.designed ? { description: 'Designed here: not in spec section 7' } : {}),
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
        ...(mutating ? [IDEMPOTENCY_PARAMETER] : []),
      ],
      ...(endpoint.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: plain(endpoint.body) } } } }
        : {}),
      responses: Object.fromEntries(
        answersOf(name, endpoint, access)
          .entries()
          .map((answer) => [answer.status, responseOf(answer, success)]),
      ),
      // A signed link carries its own token in the query; everything else needs a bearer token.
      security: signedLink ? [] : [{ bearer: [] }],
      'x-access-rule': access.kind,
    };
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  for (const route of PUBLIC_OPERATIONS) {
    const answers = new Answers().add(route.success.status, route.success.description);
    for (const [status, reason] of Object.entries(route.errors) as [string, string][])
      answers.add(Number(status) as AnswerStatus, reason);
    if (route.rateLimited) answers.add(429);
    answers.add(500);
    const success = 'type' in route.success ? { content: { [route.success.type]: { schema: {} } } } : {};
    const operation = {
      operationId: route.operationId,
      description: route.description,
      parameters: [
        ...route.pathParameters.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...(route.pathParameters.length > 0
          ? [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }]
          : []),
      ],
      responses: Object.fromEntries(answers.entries().map((answer) => [answer.status, responseOf(answer, success)])),
      security: [],
      'x-public': true,
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BESS Portal API',
      version: '1',
      description:
        'The reference API of BESS Portal: the calls of the specification (section 7) and the calls designed here. ' +
        'Every error answer has the body `Error`; a request that reaches no operation gets one of ' +
        '`x-answers-without-operation` (405 with Allow for a method its path does not take).',
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas: { Error: plain(ErrorBodySchema) },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT (or an anonymous dashboard link token on the dashboard reads)',
        },
      },
    },
    paths,
    'x-answers-without-operation': Object.fromEntries(
      Object.entries(ANSWERS_WITHOUT_OPERATION).map(([status, description]) => [
        status,
        Number(status) < 300
          ? { description }
          : { description, ...(status === '405' ? { headers: ALLOW_HEADER } : {}), content: ERROR_CONTENT },
      ]),
    ),
  };
}
