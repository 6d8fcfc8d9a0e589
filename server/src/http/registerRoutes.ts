import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { AuditLevel } from '@bess/shared/domain';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';
import { authorize } from './accessRules';
import type { AnyRoute } from './defineRoute';
import { badRequest, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers; routes without one must say `public: true` (deny by default). */
    endpoint?: EndpointName;
    public?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** `/v2/sites/{id}/controlsource` -> `/v2/sites/:id/controlsource` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Is `name` a timezone this runtime knows (IANA names, GMT, UTC)? */
export function isKnownTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
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
 * Registers each route on the path, method and schemas of its ENDPOINTS entry: Fastify validates params, query
 * and body before the handler runs (400 on bad input, nothing changes), the access rule runs next, then the
 * handler; a successful mutating call writes an audit entry.
 */
export function registerRoutes(app: FastifyInstance, routes: readonly AnyRoute[], services: Services): void {
  for (const route of routes) {
    const endpoint = ENDPOINTS[route.endpoint];
    const mutating = endpoint.method !== 'GET';
    // Every answer is checked against the contract before it leaves: a drift between server and schema is a 500
    // in tests, never a silent change on the wire.
    const responseCheck = endpoint.status === 200 ? Compile(endpoint.response) : null;
    app.route({
      method: endpoint.method,
      url: toFastifyPath(endpoint.path),
      config: { endpoint: route.endpoint },
      schema: {
        ...('params' in endpoint && endpoint.params ? { params: endpoint.params } : {}),
        ...('query' in endpoint && endpoint.query ? { querystring: endpoint.query } : {}),
        ...('body' in endpoint && endpoint.body ? { body: endpoint.body } : {}),
      },
      handler: async (request, reply) => {
        const input = inputOf(request);
        // Sites and groups carry a timezone every client formats times in (spec 3): an unknown one is bad input.
        if (typeof input.timezone === 'string' && !isKnownTimezone(input.timezone)) {
          throw badRequest(`Unknown timezone "${input.timezone}": use an IANA name such as Europe/Copenhagen`);
        }
        // The handler's input type is its own endpoint's; the union of routes loses that link here.
        const typed = route as unknown as {
          access: Parameters<typeof authorize>[0];
          handler(context: object): Promise<unknown>;
          audit?: false | ((input: object) => { message: string; objectId?: string | null; level?: number });
        };
        const user = request.user;
        if (typed.access.kind === 'signedLink') {
          // A link opened in a browser (no bearer token): the handler verifies the link's own signed token.
          if (mutating) throw new Error(`${route.endpoint}: a signed link may only read`);
          const result = await typed.handler({ input, user: null, services, request, reply });
          if (responseCheck && !responseCheck.Check(result))
            throw new Error(`${route.endpoint}: answer does not match the contract`);
          return reply.code(200).send(result);
        }
        if (!user) throw unauthorized();
        await authorize(typed.access, user, input, services.access);
        const result = await typed.handler({ input, user, services, request, reply });
        if (mutating && typed.audit !== false) {
          const described = typed.audit?.(input);
          await services.audit.write({
            email: user.email,
            message: described?.message ?? `${endpoint.method} ${endpoint.path}`,
            level: described?.level ?? AuditLevel.Audit,
            objectId: described?.objectId ?? objectIdOf(input),
            payload: input,
          });
        }
        if (endpoint.status === 204) return reply.code(204).send();
        if (responseCheck && !responseCheck.Check(result)) {
          const [first] = responseCheck.Errors(result);
          throw new Error(
            `${route.endpoint}: answer does not match the contract at ${first?.instancePath}: ${first?.message}`,
          );
        }
        return reply.code(200).send(result);
      },
    });
  }
}
