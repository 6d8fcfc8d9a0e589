/**
 * Test-only: a fake of the API whose request handlers come from the shared ENDPOINTS table.
 *
 * A test declares an answer per endpoint name, typed by that endpoint's response; the fake sits behind the real API
 * client (its `fetch`), so the remote's code, the client's URL building and its error mapping all run as in the
 * portal. The fake refuses, and fails the test with a message saying why, a request the test did not declare and a
 * body or query that breaks the endpoint's request schema: a fake that answers anything hides a wrong call.
 * Never used by production code.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { createApiClient, type ApiClient, type EndpointInput, type EndpointOutput } from '../api/client';
import { ENDPOINTS, type EndpointName } from '../api/endpoints';

/** An answer other than the endpoint's success: an HTTP status with an optional JSON body. */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/** Answers with `status` (an error, or a 204 where the endpoint would give JSON) and an optional JSON body. */
export function reply(status: number, body?: unknown): FakeReply {
  return new FakeReply(status, body);
}

/** Thrown from a handler: the request never reaches a server (the browser's fetch rejects so). */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

/** One request the fake received, with its path params, query and body as one input (as the client was called). */
export interface FakeRequest<N extends EndpointName = EndpointName> {
  name: N;
  method: string;
  /** The path without the query, e.g. `/v2/sites/S-1/controlsource`. */
  path: string;
  query: URLSearchParams;
  /** The JSON body (POST, PUT, DELETE), as sent. */
  body: unknown;
  /** Path params, query and body fields in one object, typed as the client function takes them. */
  input: EndpointInput<N>;
  authorization: string | null;
}

/** What a handler gives: the endpoint's success answer (200 JSON, or the text of a 204 endpoint) or a FakeReply. */
export type FakeAnswer<N extends EndpointName> = EndpointOutput<N> | FakeReply;

/** An answer, or a function of the request that gives one (it may wait, or throw `networkDown()`). */
export type FakeHandler<N extends EndpointName> =
  FakeAnswer<N> | ((request: FakeRequest<N>) => FakeAnswer<N> | Promise<FakeAnswer<N>>);

/** The answers a test declares, by endpoint name. */
export type FakeHandlers = { [N in EndpointName]?: FakeHandler<N> };

/** Why a request was refused; the client turns the rejected fetch into a connection error, the test fails anyway. */
export class FakeApiRefusal extends Error {
  override name = 'FakeApiRefusal';
}

// Refusals of the running test, reported by the afterEach below: the component under test swallows the rejected
// fetch into an error state, so the test itself might not notice.
const pendingRefusals: string[] = [];
if (typeof afterEach === 'function') {
  afterEach(() => {
    const refusals = pendingRefusals.splice(0);
    if (refusals.length > 0) throw new FakeApiRefusal(`The fake API refused:\n- ${refusals.join('\n- ')}`);
  });
}

interface CompiledRoute {
  name: EndpointName;
  method: string;
  pattern: RegExp;
  params: string[];
}

const COMPILED: CompiledRoute[] = (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => {
  const { method, path } = ENDPOINTS[name];
  const params: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_m, param: string) => {
    params.push(param);
    return '([^/]+)';
  });
  return { name, method, pattern: new RegExp(`^${source}$`), params };
});

/** The endpoint a request goes to, by method and path (without the query); undefined outside ENDPOINTS. */
export function endpointAt(method: string, path: string): EndpointName | undefined {
  return COMPILED.find((route) => route.method === method && route.pattern.test(path))?.name;
}

/** The schema's property names whose schema is an array (sent repeated in a query string). */
function arrayProperties(schema: TSchema | undefined): Set<string> {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return new Set(Object.keys(properties).filter((key) => properties[key]?.type === 'array'));
}

/** Why `value` breaks `schema`, or null when it fits. */
function schemaProblems(schema: TSchema | undefined, value: unknown): string | null {
  if (!schema || Value.Check(schema, value)) return null;
  return Value.Errors(schema, value)
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');
}

/**
 * A fake API answering the declared endpoints. `client` is a real API client over it (the host contract's `api`);
 * `requests` records every request, refused ones included.
 */
export function fakeApi(
  handlers: FakeHandlers = {},
  {
    token = 'test-token',
    outside = {},
  }: {
    /** The bearer the client sends: a user's token, or an anonymous link's share token. */
    token?: string | (() => string);
    /** Answers to requests outside ENDPOINTS by `METHOD /path` (a probe of the server's origin, an upload link). */
    outside?: Readonly<Record<string, FakeReply | (() => FakeReply | Promise<FakeReply>)>>;
  } = {},
) {
  const declared: FakeHandlers = { ...handlers };
  const requests: FakeRequest[] = [];
  const refused: string[] = [];

  const refuse = (message: string): never => {
    refused.push(message);
    pendingRefusals.push(message);
    throw new FakeApiRefusal(message);
  };

  const fetch: typeof globalThis.fetch = async (target, init) => {
    const url = new URL(String(target)); // the client passes a string URL
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const found = COMPILED.map((route) => ({ route, match: route.pattern.exec(path) })).find(
      ({ route, match }) => route.method === method && match,
    );
    if (!found?.match) {
      const other = outside[`${method} ${path}`];
      if (other === undefined)
        return refuse(`${method} ${path} is no endpoint of ENDPOINTS, nor declared outside them`);
      const { status, body } = typeof other === 'function' ? await other() : other;
      const text = body === undefined ? '' : JSON.stringify(body);
      return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
    }
    const { route, match } = found;
    const spec = ENDPOINTS[route.name] as { params?: TSchema; query?: TSchema; body?: TSchema };
    const params = Object.fromEntries(route.params.map((key, i) => [key, decodeURIComponent(match[i + 1] ?? '')]));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;

    // The query as the server reads it: repeated keys where the schema has an array, the rest converted to its types.
    const arrays = arrayProperties(spec.query);
    const rawQuery: Record<string, unknown> = {};
    for (const key of new Set(url.searchParams.keys()))
      rawQuery[key] = arrays.has(key) ? url.searchParams.getAll(key) : url.searchParams.get(key);
    const query = spec.query ? Value.Convert(spec.query, rawQuery) : rawQuery;

    const request: FakeRequest = {
      name: route.name,
      method,
      path,
      query: url.searchParams,
      body,
      input: { ...params, ...(query as object), ...(typeof body === 'object' ? body : {}) } as FakeRequest['input'],
      authorization: new Headers(init?.headers).get('Authorization'),
    };
    requests.push(request);

    const handler = declared[route.name] as FakeHandler<EndpointName> | undefined;
    if (handler === undefined)
      return refuse(`${route.name} (${method} ${path}) was called, but the test declared no answer for it`);
    for (const [part, schema, value] of [
      ['path', spec.params, params],
      ['query', spec.query, query],
      ['body', spec.body, body],
    ] as const) {
      const problems = schemaProblems(schema, value);
      if (problems)
        return refuse(
          `${route.name}: the ${part} breaks the endpoint's schema (${problems}): ${JSON.stringify(value)}`,
        );
    }

    const answer = typeof handler === 'function' ? await handler(request) : handler;
    const status = answer instanceof FakeReply ? answer.status : ENDPOINTS[route.name].status;
    const content = answer instanceof FakeReply ? answer.body : answer;
    let text = '';
    if (status === 204) text = typeof content === 'string' ? content : '';
    else if (content !== undefined) text = typeof content === 'string' ? content : JSON.stringify(content);
    // The client reads only these three (jsdom has no Response).
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  };

  const client: ApiClient = createApiClient({
    baseUrl: 'http://api.test',
    getToken: async () => (typeof token === 'function' ? token() : token),
    fetch,
  });

  return {
    client,
    fetch,
    requests,
    /** The refusals so far (each also fails the running test). */
    refused,
    /**
     * For a test of a refusal: takes this fake's refusals off the running test's failures and gives them, so the
     * test asserts them instead.
     */
    takeRefusals(): string[] {
      for (const message of refused) {
        const at = pendingRefusals.indexOf(message);
        if (at >= 0) pendingRefusals.splice(at, 1);
      }
      return refused.splice(0);
    },
    /** Declares or replaces the answer of one endpoint. */
    on<N extends EndpointName>(name: N, handler: FakeHandler<N>) {
      (declared as Record<string, unknown>)[name] = handler;
    },
    /** The requests to one endpoint, oldest first. */
    calls<N extends EndpointName>(name: N): FakeRequest<N>[] {
      return requests.filter((r): r is FakeRequest<N> => r.name === name);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
