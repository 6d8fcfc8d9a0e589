import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { escapeHtml, messagePage, page } from './pages';
import type { IdpSecrets } from './secrets';
import { createSqliteAdapter } from './sqliteAdapter';

/** The portal's client id at the local provider. */
export const PORTAL_CLIENT_ID = 'bess-portal';

const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
const SESSION_S = 14 * DAY_S;

/**
 * The scopes of the API as a resource server. spec 7: "Scope: user impersonation"; MSAL may ask for it bare or in
 * the Azure style `<audience>/user_impersonation`, so both are known (a scope the provider does not know would be
 * dropped from the token's `scope`, and MSAL would never find the token in its cache).
 */
export function apiScopes(audience: string): string {
  return [...OIDC_SCOPES, 'user_impersonation', `${audience}/user_impersonation`].join(' ');
}

/** The portal's redirect URIs: every portal origin with `/` and `/auth/callback`. */
export function portalRedirectUris(portalOrigins: string[]): string[] {
  return portalOrigins.flatMap((origin) => {
    const base = new URL(origin).origin;
    return [`${base}/`, `${base}/auth/callback`];
  });
}

function sendHtml(ctx: KoaContextWithOIDC, html: string) {
  ctx.type = 'html';
  ctx.body = html;
}

async function userById(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('idp_credentials', 'idp_credentials.userId', 'users.userId')
    .select(['users.userId', 'users.email', 'users.userName', 'idp_credentials.userId as credentialUserId'])
    .where('users.userId', '=', userId)
    .executeTakeFirst();
}

/** The oidc-provider instance of the local identity provider (ARCHITECTURE 5), configured for the portal. */
export function createProvider(config: ServerConfig, db: Db, secrets: IdpSecrets): Provider {
  const redirectUris = portalRedirectUris(config.portalOrigins);
  const portalOrigins = new Set(config.portalOrigins.map((origin) => new URL(origin).origin));
  const scopes = apiScopes(config.audience);
  // Access and ID tokens live an hour unless IDP_ACCESS_TOKEN_TTL_S says otherwise (tests of renewal set a short one).
  const tokenTtlS = config.idpAccessTokenTtlS ?? HOUR_S;

  const configuration: Configuration = {
    adapter: createSqliteAdapter(db),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'BESS Portal',
        application_type: 'web',
        // A browser app holds no secret: PKCE (required below) protects the code instead.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: [...portalOrigins].flatMap((origin) => [origin, `${origin}/`]),
      },
    ],
    pkce: { required: () => true },
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // MSAL builds its account (name, username) from the ID token, so the claims go there too, not only to userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await userById(db, sub);
      // A user whose credential was removed keeps no session here either.
      if (!user?.credentialUserId) return undefined;
      return {
        accountId: user.userId,
        claims: () => ({
          sub: user.userId,
          email: user.email,
          email_verified: true,
          name: user.userName,
          preferred_username: user.email,
        }),
      };
    },
    // The API reads e-mail and name from the access token (services/tokenVerifier.ts), as from the cloud provider.
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = await userById(db, accountId);
      return user ? { email: user.email, name: user.userName } : undefined;
    },
    // The portal is first-party: what it asks for is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === session.accountId
          ? existing
          : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(config.audience, scopes);
      await grant.save();
      return grant;
    },
    // oidc-provider drops offline_access from an authorization request without prompt=consent, so the code never
    // carries it. The portal (first-party) always gets a refresh token (MSAL renews access tokens with it), and the
    // token carries offline_access: MSAL asks for it again on every refresh, which must not fail as invalid_scope.
    // The refresh token stays tied to the sign-in session (expiresWithSession), so signing out ends it.
    issueRefreshToken(_ctx, client, source) {
      if (!client.grantTypeAllowed('refresh_token')) return false;
      const granted = new Set(source.scope?.split(' ').filter(Boolean));
      granted.add('offline_access');
      source.scope = [...granted].join(' ');
      return true;
    },
    clientBasedCORS: (_ctx, origin, client) => client.clientId === PORTAL_CLIENT_ID && portalOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== config.audience) throw new errors.InvalidTarget();
          return {
            scope: scopes,
            audience: config.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: tokenTtlS,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // Signing out of the portal signs out here at once: the confirmation form submits itself.
        logoutSource(ctx, form) {
          const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
          sendHtml(
            ctx,
            page(
              'Sign out',
              `<p>Signing you out...</p>\n${autoForm}\n<button type="submit" form="op.logoutForm">Sign out</button>`,
              { script: "document.getElementById('op.logoutForm').submit();" },
            ),
          );
        },
        postLogoutSuccessSource(ctx) {
          const links = [...portalOrigins].map((o) => `<a href="${escapeHtml(o)}/">${escapeHtml(o)}</a>`).join(' ');
          sendHtml(ctx, messagePage('Signed out', ['You are signed out.', `Back to the portal: ${links}`]));
        },
      },
    },
    renderError(ctx, out) {
      sendHtml(
        ctx,
        messagePage('Sign-in error', [
          'Sign-in could not continue.',
          `<strong>${escapeHtml(out.error)}</strong>: ${escapeHtml(out.error_description)}`,
        ]),
      );
    },
    ttl: {
      AccessToken: tokenTtlS,
      AuthorizationCode: 60,
      IdToken: tokenTtlS,
      Interaction: HOUR_S,
      Session: SESSION_S,
      Grant: SESSION_S,
      // A rotated refresh token of a browser app keeps the remaining life of the one it replaces (OAuth for
      // browser-based apps: a bounded lifetime), so rotation cannot extend a sign-in forever.
      RefreshToken(ctx) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : SESSION_S;
      },
    },
  };
  return new Provider(config.issuer, configuration);
}
