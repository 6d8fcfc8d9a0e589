import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { EndpointName } from '@bess/shared/contract';
import type { AccessService } from '../../services/accessService';
import { authorize, authorizeShare, type AccessRule } from '../accessRules';
import { unauthorized } from '../errors';
import { callOf } from './call';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers; routes without one must say `public: true` (deny by default). */
    endpoint?: EndpointName;
    public?: boolean;
  }
}

/**
 * Nothing is reachable without a rule: a route registered without `config.endpoint` (a contract call, whose access
 * rule `authorizeCall` applies) or `config.public` makes start-up fail. Register before any route.
 */
export function denyRoutesWithoutRule(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (
      route.method === 'HEAD' ||
      route.method === 'OPTIONS' ||
      (Array.isArray(route.method) && route.method.includes('OPTIONS'))
    )
      return;
    if (!route.config?.endpoint && !route.config?.public) {
      throw new Error(`route ${String(route.method)} ${route.url} has no access rule (deny by default)`);
    }
  });
}

/**
 * The route's access rule on the validated input (a preHandler hook: the rule reads ids from the input): 404 for an
 * object the caller may not see, 403 for one seen with too weak a level. A share principal passes only a
 * `sharedDashboard` rule of its own dashboard (spec 1; 401 on a rule with no place for one, 404 for another
 * dashboard). A signed link passes: its handler verifies the link's own token.
 */
export function authorizeCall(rule: AccessRule<object>, access: AccessService): preHandlerAsyncHookHandler {
  return async (request) => {
    if (rule.kind === 'signedLink') return;
    const { input } = callOf(request);
    if (request.user) return authorize(rule, request.user, input, access);
    if (!request.share) throw unauthorized();
    authorizeShare(rule, request.share, input);
  };
}
