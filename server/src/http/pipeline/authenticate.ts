import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import type { AuthUser } from '../../services/accessService';
import type { Services } from '../../services/services';
import { isShareToken, type SharePrincipal } from '../../services/shareTokens';
import type { TokenVerifier } from '../../services/tokenVerifier';
import { resolveUser } from '../../services/users';
import { sharePrincipalOf } from '../../repositories/sharing';
import { acceptsSharePrincipal, type AccessRule } from '../accessRules';
import { unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The anonymous dashboard link of a share token bearer (spec 1); never set together with `user`. */
    share: SharePrincipal | null;
  }
}

/**
 * Resolves the caller of every request from its bearer token: a user for a token that verifies, a share principal
 * for a dashboard link's token, no one otherwise. An app-level onRequest hook, so that it runs before every
 * route-level one: the rate limit (registered after it) limits each caller on their own. It refuses nothing itself;
 * `requirePrincipal` does, per route.
 */
export function authenticate(app: FastifyInstance, services: Services, verifyToken: TokenVerifier): void {
  app.decorateRequest('user', null);
  app.decorateRequest('share', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || request.method === 'OPTIONS') return;
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const bearer = header.slice('Bearer '.length).trim();
    if (isShareToken(bearer)) {
      // spec 1: an anonymous dashboard link. Never a user; a token that is off, expired or unknown is no one (401).
      request.share = await sharePrincipalOf(services.db, bearer, services.now());
      return;
    }
    try {
      const token = await verifyToken(bearer);
      request.user = await resolveUser(services, token);
    } catch {
      request.user = null;
    }
  });
}

/**
 * Authenticate before anything else (ASVS V4): a caller with no principal the route's rule can admit gets 401 here,
 * before the body is read or the input validated, so nobody can map the API's inputs without signing in. A preParsing
 * hook: it runs after every onRequest hook (the caller is resolved, and the rate limit has counted the call) and
 * before the body is parsed. A signed link needs no principal: its own signed token is its rule.
 */
export function requirePrincipal(rule: AccessRule<never>): preParsingAsyncHookHandler {
  const sharePrincipalsWelcome = acceptsSharePrincipal(rule);
  return async (request, _reply, payload) => {
    if (rule.kind === 'signedLink' || request.user) return payload;
    if (request.share && sharePrincipalsWelcome) return payload;
    throw unauthorized();
  };
}
