import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { ENDPOINTS } from '@bess/shared/contract';
import type { Services } from '../services/services';
import { acceptsSharePrincipal } from './accessRules';
import type { AnyRoute } from './defineRoute';
import { audit } from './pipeline/audit';
import { requirePrincipal } from './pipeline/authenticate';
import { authorizeCall } from './pipeline/authorize';
import { callOf, decorateCalls, type PipelineRoute } from './pipeline/call';
import { checkInput } from './pipeline/checkInput';
import { answerSchemas, checkResponse } from './pipeline/checkResponse';
import { idempotency } from './pipeline/idempotency';

/** `/v2/sites/{id}/controlsource` -> `/v2/sites/:id/controlsource` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers each route on the path, method and schemas of its ENDPOINTS entry, with the request pipeline as route
 * hooks (http/pipeline/), in the order of Fastify's lifecycle:
 * - onRequest (app-level, `authenticate`): the caller from the bearer token, a user or a dashboard link's share
 *   principal; then the rate limit;
 * - preParsing `requirePrincipal`: 401 unless the rule can admit the caller, before the body is read;
 * - Fastify's validation of params, query and body against the contract (400, nothing changes);
 * - preHandler `authorizeCall` (the access rule: 404/403), `idempotency.claim` (a repeat gets the first answer and
 *   stops here), `checkInput` (the route's `stored` read and the call's input rules: 400);
 * - the route's handler;
 * - preSerialization `checkResponse` (with `checkAnswers`: the answer against the contract, 500 on a drift), then
 *   Fastify's serializer from the response schema;
 * - onSend `audit` (a mutating call that ran) and `idempotency.complete` (the answer kept for repeats);
 * - onError `idempotency.release` (a call that failed frees its key).
 * Only the hooks a route needs are on it: a GET has no audit and no key.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly AnyRoute[],
  services: Services,
  { checkAnswers = true }: { checkAnswers?: boolean } = {},
): void {
  decorateCalls(app);
  for (const anyRoute of routes) {
    // The handler's input type is its own endpoint's; the union of routes loses that link here.
    const route = anyRoute as unknown as PipelineRoute;
    const endpoint = ENDPOINTS[route.endpoint];
    const mutating = endpoint.method !== 'GET';
    const rule = route.access;
    // An anonymous dashboard link reads; nothing it can reach may change anything.
    if (mutating && acceptsSharePrincipal(rule)) throw new Error(`${route.endpoint}: a share principal may only read`);
    if (mutating && rule.kind === 'signedLink') throw new Error(`${route.endpoint}: a signed link may only read`);
    const keys = mutating ? idempotency(route.endpoint, services) : null;
    const inputChecks = checkInput(route, services);
    const auditEntry = mutating ? audit(route, endpoint, services) : null;
    const answerCheck = checkAnswers ? checkResponse(route.endpoint) : null;
    app.route({
      method: endpoint.method,
      url: toFastifyPath(endpoint.path),
      config: { endpoint: route.endpoint },
      schema: {
        ...('params' in endpoint && endpoint.params ? { params: endpoint.params } : {}),
        ...('query' in endpoint && endpoint.query ? { querystring: endpoint.query } : {}),
        ...('body' in endpoint && endpoint.body ? { body: endpoint.body } : {}),
        ...answerSchemas(route.endpoint),
      },
      preParsing: [requirePrincipal(rule)],
      preHandler: [
        authorizeCall(rule, services.access),
        ...(keys ? [keys.claim] : []),
        // A signed link's handler verifies its own token; it has no stored facts and no rules.
        ...(inputChecks && rule.kind !== 'signedLink' ? [inputChecks] : []),
      ],
      preSerialization: answerCheck ? [answerCheck] : [],
      onSend: [...(auditEntry ? [auditEntry] : []), ...(keys ? [keys.complete] : [])],
      onError: keys ? [keys.release] : [],
      handler: handlerOf(route, endpoint.status, services),
    });
  }
}

/** Runs the route's handler with the call's context, and answers with the call's status (200, or 204 and no body). */
function handlerOf(route: PipelineRoute, status: number, services: Services): RouteHandlerMethod {
  const signedLink = route.access.kind === 'signedLink';
  return async (request, reply) => {
    const call = callOf(request);
    // A signed link is no one's call; a user is never a share principal.
    const user = signedLink ? null : request.user;
    const share = signedLink || user ? null : request.share;
    const result = await route.handler({
      input: call.input,
      user,
      share,
      services,
      request,
      reply,
      stored: call.stored,
    });
    call.answered = { result };
    if (status === 204) return reply.code(204).send();
    return reply.code(200).send(result);
  };
}
