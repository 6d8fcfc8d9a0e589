import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointName } from '@bess/shared/contract';
import type { Services } from '../../services/services';
import type { AccessRule } from '../accessRules';
import type { AuditDescription } from '../defineRoute';

/**
 * A route as the pipeline's hooks see it. The union of all routes (AnyRoute) loses the link between a route's input
 * type and its functions; each hook only passes the call's own input back to the route's own functions.
 */
export interface PipelineRoute {
  endpoint: EndpointName;
  access: AccessRule<object>;
  stored?: (input: object, services: Services) => Promise<unknown>;
  ruleContext?: (input: object, services: Services, stored: unknown) => Promise<object>;
  handler(context: object): Promise<unknown>;
  audit?: false | ((input: object, facts: object) => AuditDescription | Promise<AuditDescription>);
}

/** What one contract call carries from hook to hook, from the first preHandler hook on. */
export interface CallState {
  /** Path params, query and body in one object, as validated: what the rule, the rules and the handler judge. */
  input: Record<string, unknown>;
  /** What the route's `stored` read (users only; undefined without one). */
  stored: unknown;
  /** The handler's answer once it has returned: only a call that ran is audited. */
  answered: { result: unknown } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The contract call's state (null before the first preHandler hook, and on routes outside the contract). */
    call: CallState | null;
  }
}

/** Lets requests carry their call state; registerRoutes does it on the app it registers on. */
export function decorateCalls(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('call')) app.decorateRequest('call', null);
}

/** The call's state, made on first use: after validation, so its input is the validated one. */
export function callOf(request: FastifyRequest): CallState {
  request.call ??= { input: inputOf(request), stored: undefined, answered: null };
  return request.call;
}

function inputOf(request: FastifyRequest): Record<string, unknown> {
  return {
    ...(request.params as object),
    ...(request.query as object),
    ...(typeof request.body === 'object' && request.body !== null ? (request.body as object) : {}),
  };
}
