import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointInput, EndpointName, EndpointOutput } from '@bess/shared/contract';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';
import type { SharePrincipal } from '../services/shareTokens';
import type { AccessRule } from './accessRules';

/** What a handler gets: the validated input (path params, query and body in one object), the caller and services. */
export interface RouteContext<N extends EndpointName> {
  input: EndpointInput<N>;
  /**
   * The signed-in caller. null (despite the type) only where the route's rule admits callers who are not users: a
   * signed link (`signedLink`), or a share principal (`sharedDashboard`, then `share` is set).
   */
  user: AuthUser;
  /** The anonymous dashboard link that made the call, on routes whose rule admits one; null for users. */
  share: SharePrincipal | null;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One route of the contract: which call of ENDPOINTS it answers, who may call it, and what it does. */
export interface RouteDefinition<N extends EndpointName = EndpointName> {
  endpoint: N;
  access: AccessRule<EndpointInput<N>>;
  /** Returns the answer; for a 204 call anything it returns is ignored. */
  handler(context: RouteContext<N>): Promise<EndpointOutput<N>>;
  /**
   * Audit message for mutating calls; the default is "METHOD path". `false` for calls that only read although
   * they are POSTs (status polling: spec 7 sends the ids in a body), which would otherwise flood the log.
   */
  audit?: false | ((input: EndpointInput<N>) => { message: string; objectId?: string | null; level?: number });
}

/** Declares a route; typed against the contract, so a wrong field or answer does not compile. */
export function defineRoute<N extends EndpointName>(
  endpoint: N,
  definition: Omit<RouteDefinition<N>, 'endpoint'>,
): RouteDefinition<N> {
  return { endpoint, ...definition };
}

/** Any one route (a union over the contract, so that routes of different calls fit in one list). */
export type AnyRoute = { [N in EndpointName]: RouteDefinition<N> }[EndpointName];
