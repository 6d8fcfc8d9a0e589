import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointInput, EndpointName, EndpointOutput, InputRuleContext } from '@bess/shared/contract';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';
import type { SharePrincipal } from '../services/shareTokens';
import type { AccessRule } from './accessRules';

/** What a handler gets: the validated input (path params, query and body in one object), the caller and services. */
export interface RouteContext<N extends EndpointName, S = undefined> {
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
  /** What the route's `stored` read (undefined without one, and on calls of a share principal or signed link). */
  stored: S;
}

/** What an audit entry says: its message, the object it is about (default: the input's first id) and its level. */
export interface AuditDescription {
  message: string;
  objectId?: string | null;
  level?: number;
}

/** What an audit message may weigh besides the input: the answer, the caller, and what `stored` read. */
export interface AuditFacts<N extends EndpointName, S> {
  result: EndpointOutput<N>;
  user: AuthUser;
  services: Services;
  stored: S;
}

/** One route of the contract: which call of ENDPOINTS it answers, who may call it, and what it does. */
export interface RouteDefinition<N extends EndpointName = EndpointName, S = undefined> {
  endpoint: N;
  access: AccessRule<EndpointInput<N>>;
  /**
   * The object a write is about as stored before the call, read once after the access rule (and inside an
   * idempotency key's claim): its facts for the input rules, the handler's check that it exists, and the name the
   * audit message gives it even when the call deletes it.
   */
  stored?: (input: EndpointInput<N>, services: Services) => Promise<S>;
  /**
   * The facts the call's input rules (INPUT_RULES of `@bess/shared/contract`) weigh: a site's battery capacity, its
   * inverters' power, the event an update is about. `now` is always the server's clock. Only for calls that have
   * rules; a rule whose fact is missing does not judge it.
   */
  ruleContext?: (input: EndpointInput<N>, services: Services, stored: S) => Promise<Omit<InputRuleContext, 'now'>>;
  /** Returns the answer; for a 204 call anything it returns is ignored. */
  handler(context: RouteContext<N, S>): Promise<EndpointOutput<N>>;
  /**
   * Audit message for mutating calls, naming people by e-mail and objects by name and id; the default is
   * "METHOD path". `false` for calls that only read although they are POSTs (status polling: spec 7 sends the ids in
   * a body), which would otherwise flood the log.
   */
  audit?: false | ((input: EndpointInput<N>, facts: AuditFacts<N, S>) => AuditDescription | Promise<AuditDescription>);
}

/** Declares a route; typed against the contract, so a wrong field or answer does not compile. */
export function defineRoute<N extends EndpointName, S = undefined>(
  endpoint: N,
  definition: Omit<RouteDefinition<N, S>, 'endpoint'>,
): RouteDefinition<N, S> {
  return { endpoint, ...definition };
}

/** Any one route (a union over the contract, so that routes of different calls fit in one list). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what `stored` reads is the route's own affair
export type AnyRoute = { [N in EndpointName]: RouteDefinition<N, any> }[EndpointName];
