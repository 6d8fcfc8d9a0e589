import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { ENDPOINTS, hasInputRules, inputRuleErrors, type EndpointName } from '@bess/shared/contract';
import { AuditLevel } from '@bess/shared/domain';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';
import type { SharePrincipal } from '../services/shareTokens';
import { acceptsSharePrincipal, authorize, authorizeShare } from './accessRules';
import type { AnyRoute, AuditDescription } from './defineRoute';
import { HttpError, badRequest, unauthorized } from './errors';
import { invalidInput } from './inputValidation';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  fingerprintOf,
  releaseIdempotencyKey,
} from '../repositories/idempotency';

/** The header of a client that may send a call twice (a retry after a lost answer): the repeat gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers; routes without one must say `public: true` (deny by default). */
    endpoint?: EndpointName;
    public?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The anonymous dashboard link of a share token bearer (spec 1); never set together with `user`. */
    share: SharePrincipal | null;
  }
}

/** `/v2/sites/{id}/controlsource` -> `/v2/sites/:id/controlsource` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The object a call is about, for the audit log: the first id-like field of its input. */
function objectIdOf(input: Record<string, unknown>): string | null {
  for (const field of ['deviceId', 'DeviceId', 'siteId', 'siteGroupId', 'id']) {
    const value = input[field];
    if (typeof value === 'string') return value;
  }
  return null;
}

function inputOf(request: FastifyRequest): Record<string, unknown> {
  return {
    ...(request.params as object),
    ...(request.query as object),
    ...(typeof request.body === 'object' && request.body !== null ? (request.body as object) : {}),
  };
}

/**
 * Does a schema (or one inside it) allow any property name (a Record: telemetry points keyed by signal)? Such answers
 * are written by JSON.stringify: fast-json-stringify checks every value of an open record against its union of types,
 * which measured 6 times slower than JSON.stringify on a year of points (24 against 4 ms), on the data tab's hot path.
 */
function hasOpenRecords(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if ('patternProperties' in schema) return true;
  return Object.values(schema).some(hasOpenRecords);
}

/**
 * Registers each route on the path, method and schemas of its ENDPOINTS entry: Fastify validates params, query
 * and body before the handler runs (400 on bad input, nothing changes), the access rule runs next, then the route's
 * read of the object it is about (`stored`), the call's input rules (INPUT_RULES, the same the forms run) with the
 * facts of the route's `ruleContext` (400 with the refused fields, nothing changes), then the handler; a successful
 * mutating call writes an audit entry.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly AnyRoute[],
  services: Services,
  { checkAnswers = true }: { checkAnswers?: boolean } = {},
): void {
  for (const route of routes) {
    const endpoint = ENDPOINTS[route.endpoint];
    const mutating = endpoint.method !== 'GET';
    // An anonymous dashboard link reads; nothing it can reach may change anything.
    if (mutating && acceptsSharePrincipal(route.access as Parameters<typeof acceptsSharePrincipal>[0])) {
      throw new Error(`${route.endpoint}: a share principal may only read`);
    }
    // The answer is written by Fastify's serializer from the contract's response schema (fast-json-stringify:
    // faster than JSON.stringify, and a field the contract lacks never leaves). With `checkAnswers` (tests, and
    // `npm start` outside production) every answer is also checked in full against the contract before it leaves:
    // a drift between server and schema is a 500 in tests, never a silent change on the wire.
    const compiled = endpoint.status === 200 && checkAnswers ? Compile(endpoint.response) : null;
    const responseCheck = compiled
      ? { Check: (answer: unknown) => compiled.Check(answer), Errors: (answer: unknown) => compiled.Errors(answer) }
      : null;
    const rule = route.access as Parameters<typeof acceptsSharePrincipal>[0];
    const sharePrincipalsWelcome = acceptsSharePrincipal(rule);
    // Facts for rules a call does not have would be read for nothing: a sign that the route and the rules disagree.
    const ruled = hasInputRules(route.endpoint);
    if (route.ruleContext && !ruled) throw new Error(`${route.endpoint}: a ruleContext without input rules`);
    app.route({
      method: endpoint.method,
      url: toFastifyPath(endpoint.path),
      config: { endpoint: route.endpoint },
      // Authenticate before anything else (ASVS V4): a caller with no principal the rule can admit gets 401
      // here, before the body is parsed or the input validated, so nobody can map the API's inputs without signing in.
      // preParsing runs after every onRequest hook (the app's, which resolves `request.user` / `request.share`, and
      // the rate limit's, so that callers without a principal are limited too) and before the body is read.
      preParsing: async (request, _reply, payload) => {
        if (rule.kind === 'signedLink' || request.user) return payload;
        if (request.share && sharePrincipalsWelcome) return payload;
        throw unauthorized();
      },
      schema: {
        ...('params' in endpoint && endpoint.params ? { params: endpoint.params } : {}),
        ...('query' in endpoint && endpoint.query ? { querystring: endpoint.query } : {}),
        ...('body' in endpoint && endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.status === 200 && !hasOpenRecords(endpoint.response)
          ? { response: { 200: endpoint.response } }
          : {}),
      },
      handler: async (request, reply) => {
        const input = inputOf(request);
        // The handler's input type is its own endpoint's; the union of routes loses that link here.
        const typed = route as unknown as {
          access: Parameters<typeof authorize>[0];
          stored?: (input: object, services: Services) => Promise<unknown>;
          ruleContext?: (input: object, services: Services, stored: unknown) => Promise<object>;
          handler(context: object): Promise<unknown>;
          audit?: false | ((input: object, facts: object) => AuditDescription | Promise<AuditDescription>);
        };
        const user = request.user;
        if (typed.access.kind === 'signedLink') {
          // A link opened in a browser (no bearer token): the handler verifies the link's own signed token.
          if (mutating) throw new Error(`${route.endpoint}: a signed link may only read`);
          const result = await typed.handler({ input, user: null, share: null, services, request, reply });
          if (responseCheck && !responseCheck.Check(result))
            throw new Error(`${route.endpoint}: answer does not match the contract`);
          return reply.code(200).send(result);
        }
        if (!user) {
          // spec 1: an anonymous dashboard link. Deny by default: 401 unless the rule names a share principal of
          // exactly this dashboard; a share principal only ever reads (checked at registration), so nothing is audited.
          const share = request.share;
          if (!share) throw unauthorized();
          authorizeShare(typed.access, share, input);
          const result = await typed.handler({ input, user: null, share, services, request, reply });
          if (responseCheck && !responseCheck.Check(result))
            throw new Error(`${route.endpoint}: answer does not match the contract`);
          return reply.code(200).send(result);
        }
        await authorize(typed.access, user, input, services.access);
        // A mutating call with an Idempotency-Key runs once per key and caller; a repeat gets the first
        // answer (a device is never commanded twice by a retried request), marked Idempotent-Replayed.
        const key = mutating ? request.headers[IDEMPOTENCY_HEADER] : undefined;
        if (typeof key === 'string') {
          if (!IDEMPOTENCY_KEY.test(key)) throw badRequest('Idempotency-Key must be 8 to 200 visible characters');
          const claim = await claimIdempotencyKey(services.db, {
            email: user.email,
            key,
            endpoint: route.endpoint,
            fingerprint: fingerprintOf(input),
            now: services.now(),
          });
          if (claim.kind === 'otherRequest') {
            throw new HttpError(422, 'This Idempotency-Key was used for another request');
          }
          if (claim.kind === 'inProgress') {
            throw new HttpError(409, 'A request with this Idempotency-Key is still running, please try again');
          }
          if (claim.kind === 'replay') {
            reply.header('Idempotent-Replayed', 'true').code(claim.status);
            return claim.body === '' ? reply.send() : reply.type('application/json').send(claim.body);
          }
          try {
            const answer = await runAsUser();
            const status = endpoint.status === 204 ? 204 : 200;
            await completeIdempotencyKey(
              services.db,
              user.email,
              key,
              status,
              status === 204 ? '' : JSON.stringify(answer),
            );
            return reply.code(status).send(status === 204 ? undefined : answer);
          } catch (error) {
            await releaseIdempotencyKey(services.db, user.email, key);
            throw error;
          }
        }
        const result = await runAsUser();
        if (endpoint.status === 204) return reply.code(204).send();
        return reply.code(200).send(result);

        /** The call's input rules, the handler, its audit entry and the answer's check against the contract. */
        async function runAsUser(): Promise<unknown> {
          // Inside the idempotency claim: a repeat of a call that was let through gets its first answer, even when
          // the rules would judge it otherwise now (an event's start has passed since).
          const stored = typed.stored ? await typed.stored(input, services) : undefined;
          if (ruled) {
            const facts = typed.ruleContext ? await typed.ruleContext(input, services, stored) : {};
            const errors = inputRuleErrors(route.endpoint, input as never, { ...facts, now: services.now() });
            if (errors.length > 0) throw invalidInput(errors);
          }
          const result = await typed.handler({ input, user, share: null, services, request, reply, stored });
          if (mutating && typed.audit !== false) {
            const described = await typed.audit?.(input, { result, user: user!, services, stored });
            await services.audit.write({
              email: user!.email,
              message: described?.message ?? `${endpoint.method} ${endpoint.path}`,
              level: described?.level ?? AuditLevel.Audit,
              objectId: described?.objectId ?? objectIdOf(input),
              payload: input,
            });
          }
          if (endpoint.status === 204) return undefined;
          if (responseCheck && !responseCheck.Check(result)) {
            const [first] = responseCheck.Errors(result);
            throw new Error(
              `${route.endpoint}: answer does not match the contract at ${first?.instancePath}: ${first?.message}`,
            );
          }
          return result;
        }
      },
    });
  }
}
