import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { ErrorBodySchema } from '@bess/shared/contract';
import { ONLY_WITH_HEADER, type OpenApiDocument } from '../http/openApi';
import { toFastifyPath } from '../http/registerRoutes';

/**
 * The statuses the document lists for each operation (by `METHOD /fastify/:pattern`), each with the request header it
 * needs (a reused Idempotency-Key's 409) or null, and the statuses of requests that reach no operation.
 */
export function documentedStatuses(document: OpenApiDocument): {
  byRoute: Map<string, Map<number, string | null>>;
  withoutOperation: Set<number>;
} {
  const byRoute = new Map<string, Map<number, string | null>>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      byRoute.set(
        `${method.toUpperCase()} ${toFastifyPath(path)}`,
        new Map(
          Object.entries(operation.responses).map(([status, response]) => [
            Number(status),
            response[ONLY_WITH_HEADER]?.toLowerCase() ?? null,
          ]),
        ),
      );
    }
  }
  return { byRoute, withoutOperation: new Set(Object.keys(document['x-answers-without-operation']).map(Number)) };
}

/** What a watched app answered that its document does not say, one line per route and status. */
export interface StatusWatch {
  violations(): string[];
}

/** Watches not yet closed: their violations are reported when the process ends, so an app left open cannot hide any. */
const open = new Set<StatusWatch>();
let reportAtExit = false;

/** After the hooks of the answer that has just finished have run. */
const afterHooks = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Holds every answer of `app` to `document`: its status must be one the document lists for the route's pattern and
 * method (a HEAD as its GET; a request that reaches no operation against `x-answers-without-operation`), with the
 * request header the document says the status needs (a reused Idempotency-Key's 409 needs the key), and an error
 * answer's body must be the API's error body. Call once the app's own routes are registered and before its first
 * request; routes added after it (by a test) are not held.
 *
 * The server's tests all run on apps watched this way (testing/testApp.ts), so the whole suite holds the OpenAPI
 * document to what the server really answers; `close()` of the test app throws what it found.
 */
export function watchStatuses(app: FastifyInstance, document: OpenApiDocument): StatusWatch & { close(): void } {
  const { byRoute, withoutOperation } = documentedStatuses(document);
  const errorBody = Compile(ErrorBodySchema);
  const found = new Map<string, { count: number; example: string }>();
  const messages = new WeakMap<FastifyRequest, string>();
  /** The raw requests whose answer the hooks below saw. */
  const seen = new WeakSet<object>();

  // Routes a test adds to the app after this (a handler that throws, to see the 500 logged) are not the API's.
  const testRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) testRoutes.add(`${method} ${route.url}`);
  });
  const isTestRoute = (request: FastifyRequest) => testRoutes.has(`${request.method} ${request.routeOptions.url}`);

  const record = (key: string, example: string) => {
    const seenBefore = found.get(key);
    if (seenBefore) seenBefore.count++;
    else found.set(key, { count: 1, example });
  };
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '(no route)';

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.method === 'HEAD' || isTestRoute(request)) return payload;
    let body: unknown;
    try {
      body = JSON.parse(typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '');
    } catch {
      body = undefined;
    }
    const text = typeof payload === 'string' ? payload.slice(0, 160) : `(${typeof payload})`;
    messages.set(request, text);
    if (!errorBody.Check(body)) {
      record(`${request.method} ${routeOf(request)} ${reply.statusCode}: the body is not the API's error body`, text);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    seen.add(request.raw);
    if (isTestRoute(request)) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = request.routeOptions.url;
    const listed = route === undefined ? undefined : byRoute.get(`${method} ${route}`);
    const status = reply.statusCode;
    if (!listed && withoutOperation.has(status)) return;
    const header = listed?.get(status);
    if (header === null || (header !== undefined && request.headers[header] !== undefined)) return;
    const where = !listed
      ? 'requests that reach no operation'
      : header
        ? `its operation without the ${header} header`
        : 'its operation';
    record(
      `${request.method} ${routeOf(request)} answered ${status}, which the OpenAPI document does not list for ${where}`,
      `${request.url.slice(0, 120)} -> ${messages.get(request) ?? ''}`,
    );
  });

  // The router answers a URL it cannot read (400) or a path parameter over its limit (414) itself, without running the
  // app's hooks: such answers are held to `x-answers-without-operation` from the raw request, over HTTP and in inject.
  const unseen = (raw: object, method: string | undefined, url: string | undefined, status: number) => {
    if (seen.has(raw) || withoutOperation.has(status)) return;
    record(
      `${method} (the router's own answer) answered ${status}, which the OpenAPI document does not list for requests that reach no operation`,
      String(url).slice(0, 120),
    );
  };
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => void afterHooks().then(() => unseen(req, req.method, req.url, res.statusCode)));
  });
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  (app as { inject: unknown }).inject = (...args: unknown[]) => {
    const result = inject(...args) as PromiseLike<unknown> | undefined;
    if (args.length !== 1 || typeof result?.then !== 'function') return result;
    return Promise.resolve(result as PromiseLike<{ raw: { req: object }; statusCode: number }>).then(
      async (response) => {
        await afterHooks();
        const options = args[0] as { method?: string; url?: string; path?: string };
        unseen(response.raw.req, options.method ?? 'GET', options.url ?? options.path, response.statusCode);
        return response;
      },
    );
  };

  const watch = {
    violations: () => [...found].map(([key, { count, example }]) => `${key} (${count}x, e.g. ${example})`),
    close: () => {
      open.delete(watch);
    },
  };
  open.add(watch);
  if (!reportAtExit) {
    reportAtExit = true;
    process.once('exit', () => {
      const left = [...open].flatMap((w) => w.violations());
      if (left.length === 0) return;
      process.stderr.write(`Answers the OpenAPI document does not list (apps never closed):\n${left.join('\n')}\n`);
      process.exitCode = 1;
    });
  }
  return watch;
}
