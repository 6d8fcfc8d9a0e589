/**
 * The typed API client (ARCHITECTURE 4). Its types and its functions come from ENDPOINTS: each call is
 * `client.<group>.<action>` as its entry names them. At run time it reads only ROUTES (routes.ts), a table of method,
 * path and names that the browser build computes from ENDPOINTS, so the browser bundle holds no schema (every
 * ENDPOINTS and schema import here is `import type`).
 *
 * Decisions:
 * - Every call sends `Authorization: Bearer <await getToken()>` (spec 7). A failing getToken is rethrown untouched:
 *   token errors are the shell's (spec 8: the token error shows the generic page).
 * - A 204 answer gives its text (spec 7) - except on the calls where ENDPOINTS marks `noContent`, which throw a
 *   NoContentError (an ApiError with status 204): parameter and control reads (spec 5: unknown device), reported
 *   properties, and economics (spec 4: a 204 rejects the step). Throwing puts a query in its error state and
 *   rejects a step's promise without every caller testing a union.
 * - Any other failure throws ApiError: HTTP failures with the server's code; network failures with status 0 and key
 *   `connection`; a timeout (option `timeoutMs`, or HTTP 408/504) with key `timeout`. A call aborted by the caller's
 *   own signal rethrows the abort reason: a cancelled query is not a failure.
 */
import type { Static, TSchema } from 'typebox';
import { ApiError, NoContentError, parseErrorBody } from './apiError';
import type { ENDPOINTS, EndpointName } from './endpoints';
import { ROUTES, type ClientGroupName, type Route, type RouteTable } from './routes';
import type { TelemetryQuery, TelemetrySeriesResponse } from './schemas/telemetry';

type Endpoints = typeof ENDPOINTS;

type StaticOr<S, Otherwise> = S extends TSchema ? Static<S> : Otherwise;
type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Endpoints[N] extends {
  readonly [P in K]: infer S;
}
  ? StaticOr<S, unknown>
  : unknown;

/** What a call takes: its path params, query and body fields in one object. */
export type EndpointInput<N extends EndpointName> = Part<N, 'params'> & Part<N, 'query'> & Part<N, 'body'>;
/** What a call resolves to. */
export type EndpointOutput<N extends EndpointName> = Static<Endpoints[N]['response']>;

/** Per-call options. */
export interface RequestOptions {
  /** Cancels the call (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
}

/** One client function: input is optional when the call has no required field. */
export type ClientFunction<N extends EndpointName> =
  Record<never, never> extends EndpointInput<N>
    ? (input?: EndpointInput<N>, options?: RequestOptions) => Promise<EndpointOutput<N>>
    : (input: EndpointInput<N>, options?: RequestOptions) => Promise<EndpointOutput<N>>;

/** The functions of one group, each under its action's name. */
export type ClientGroup<G extends ClientGroupName> = {
  [A in keyof RouteTable[G]]: RouteTable[G][A] extends Route<infer N> ? ClientFunction<N> : never;
};
/** Every call of ENDPOINTS as `client.<group>.<action>`. */
export type ClientGroups = { [G in ClientGroupName]: ClientGroup<G> };

/** Every route by its call's name. */
const ROUTE_BY_NAME = new Map<string, Route>(
  Object.values(ROUTES).flatMap((actions: Readonly<Record<string, Route>>) =>
    Object.values(actions).map((r) => [r.name, r]),
  ),
);

/** Default for `timeoutMs`. The spec has a timeout message but no value; 60 s is designed here. */
export const API_TIMEOUT_MS = 60_000;

/** How to reach the API. */
export interface ApiClientOptions {
  /** spec 7: the API base (local port 3000, staging, production), e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** spec 7: the identity provider's access token, asked for on every call. */
  getToken: () => Promise<string> | string;
  /** The fetch to use; defaults to the global one (tests pass a fake). */
  fetch?: typeof fetch;
  /** Milliseconds before a call fails with the `timeout` key; 0 turns the timeout off. */
  timeoutMs?: number;
}

/** Builds `?a=1&b=x&b=y`: undefined and null skipped, arrays repeated, the rest as strings. */
export function buildQueryString(params: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Fills `{name}` params of a path from the input; returns the path and the input without those fields. */
export function fillPath(
  path: string,
  input: Readonly<Record<string, unknown>>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`Missing path parameter "${key}" for ${path}`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** The id a call is about, for NoContentError (spec 8: the economics step is "rejected with the id"). */
function subjectId(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const record = input as Record<string, unknown>;
  const id = record.siteId ?? record.siteGroupId ?? record.deviceId ?? record.id;
  return typeof id === 'string' ? id : undefined;
}

/** Parses a body as JSON, or undefined when it is not JSON. */
function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Creates the API client: one typed function per call of spec 7, grouped by resource. */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Kept in a local: a browser's fetch called as a method of another object throws "Illegal invocation".
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  /** Runs one HTTP exchange with the timeout and error mapping; `read` turns a success into the result. */
  async function exchange<T>(
    endpoint: string,
    url: string,
    init: RequestInit,
    callerSignal: AbortSignal | undefined,
    read: (res: Response) => Promise<T>,
  ): Promise<T> {
    const timeoutSignal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [callerSignal, timeoutSignal].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    let res: Response;
    try {
      res = await fetchFn(url, signal ? { ...init, signal } : init);
      if (res.ok) return await read(res);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      // The caller's cancellation is not a failure: rethrow its reason as TanStack Query expects.
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (timeoutSignal?.aborted) throw new ApiError({ status: 0, i18nKey: 'timeout', endpoint, cause: err });
      throw new ApiError({ status: 0, i18nKey: 'connection', endpoint, cause: err });
    }
    const text = await res.text().catch(() => '');
    const body = text === '' ? undefined : (tryJson(text) ?? text);
    throw new ApiError({ status: res.status, ...parseErrorBody(body), endpoint, body });
  }

  /** Sends one call of ENDPOINTS. */
  async function request(name: EndpointName, input: unknown, requestOptions: RequestOptions = {}): Promise<unknown> {
    const route = ROUTE_BY_NAME.get(name);
    if (route === undefined) throw new TypeError(`No route for ${name}`);
    const { path, rest } = fillPath(route.path, (input ?? {}) as Record<string, unknown>);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let url = baseUrl + path;
    const init: RequestInit = { method: route.method, headers };
    if (route.method === 'GET') {
      url += buildQueryString(rest);
    } else {
      // spec 7: JSON body for POST, PUT, DELETE.
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(rest);
    }
    // spec 7: all calls carry the bearer token, asked for per call so a refreshed token is used.
    headers.Authorization = `Bearer ${await options.getToken()}`;

    return exchange(name, url, init, requestOptions.signal, async (res) => {
      if (res.status === 204) {
        // spec 7: a 204 gives text.
        const text = await res.text();
        if (route.noContent) throw new NoContentError(route.noContent, name, subjectId(input), text);
        return text;
      }
      const text = await res.text();
      // A 200 with an empty body (some backends answer a PUT so) is returned like a 204: as its text.
      if (text === '') return text;
      const json = tryJson(text);
      if (json === undefined)
        throw new ApiError({ status: res.status, i18nKey: 'apiCallFailed', endpoint: name, body: text });
      return json;
    });
  }

  const call = <N extends EndpointName>(name: N): ClientFunction<N> =>
    ((input?: EndpointInput<N>, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions)) as ClientFunction<N>;

  /**
   * spec 7: the file is PUT to the upload link as a block blob. The link is pre-signed (it carries its own
   * authorisation), so no bearer token is sent; a relative link is resolved against the API base.
   */
  async function uploadToLink(uploadLink: string, file: Blob, requestOptions: RequestOptions = {}): Promise<string> {
    const url = new URL(uploadLink, `${baseUrl}/`).toString();
    const init: RequestInit = {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    };
    return exchange('uploadToLink', url, init, requestOptions.signal, (res) => res.text());
  }

  // Every call under its group and action, as ENDPOINTS names them (ClientGroups says the same as a type).
  const grouped = Object.fromEntries(
    Object.entries(ROUTES).map(([group, actions]: [string, Readonly<Record<string, Route>>]) => [
      group,
      Object.fromEntries(Object.entries(actions).map(([action, route]) => [action, call(route.name)])),
    ]),
  ) as ClientGroups;
  const { raw: telemetryRaw, summary: telemetrySummary } = grouped.telemetry;

  return {
    ...grouped,
    telemetry: {
      ...grouped.telemetry,
      /** spec 7: /GetTelemetryRaw for resolution 0, else /GetTelemetrySummary. */
      series: (query: TelemetryQuery, requestOptions?: RequestOptions): Promise<TelemetrySeriesResponse> =>
        query.resolution === 0 ? telemetryRaw(query, requestOptions) : telemetrySummary(query, requestOptions),
      /**
       * The CSV behind a blob-flag downloadUrl (designed: GET /TelemetryDownload). The link's signed token is its own
       * authorisation, so no bearer token is sent; a browser may equally open the downloadUrl directly.
       */
      download: (input: { token: string }, requestOptions: RequestOptions = {}): Promise<string> =>
        exchange(
          'downloadTelemetry',
          `${baseUrl}${ROUTES.telemetry.download.path}${buildQueryString(input)}`,
          { method: ROUTES.telemetry.download.method },
          requestOptions.signal,
          (res) => res.text(),
        ),
    },
    files: { ...grouped.files, upload: uploadToLink },
    /** Any call by its ENDPOINTS name (for generic code such as the server's contract tests). */
    call: <N extends EndpointName>(name: N, input: EndpointInput<N>, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions) as Promise<EndpointOutput<N>>,
  };
}

/** The client's type, for the host contract and the query factories. */
export type ApiClient = ReturnType<typeof createApiClient>;
