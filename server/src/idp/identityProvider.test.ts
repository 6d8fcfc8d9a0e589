import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { buildApp } from '../app';
import { createTokenVerifier } from '../services/tokenVerifier';
import { seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { PORTAL_CLIENT_ID, idpCertificatePath, setPassword, startIdentityProvider } from './index';
import { SIGN_IN_FAILURES_ALLOWED } from './signInLimiter';

const PORTAL = 'http://localhost:8080';
const REDIRECT_URI = `${PORTAL}/auth/callback`;
const SCOPE = 'openid profile email offline_access user_impersonation';

interface Answer {
  status: number;
  location: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A tiny browser: node:https trusting the provider's certificate, with a cookie jar. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly ca: string) {}

  request(
    url: string,
    options: { method?: string; form?: Record<string, string>; origin?: string; headers?: Record<string, string> } = {},
  ) {
    const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (options.origin) headers.origin = options.origin;
    return new Promise<Answer>((resolve, reject) => {
      const req = https.request(
        url,
        { method: options.method ?? (body ? 'POST' : 'GET'), headers, ca: this.ca, agent: false },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair = ''] = cookie.split(';');
            const at = pair.indexOf('=');
            const value = pair.slice(at + 1);
            if (value) this.cookies.set(pair.slice(0, at), value);
            else this.cookies.delete(pair.slice(0, at));
          }
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location ? new URL(res.headers.location, url).href : undefined,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('ARCHITECTURE 5: the local OpenID Connect provider', () => {
  let t: TestApp;
  let issuer: string;
  let stop: () => Promise<void>;
  let ca: string;

  const authorizeUrl = (params: Record<string, string>) =>
    `${issuer}/auth?${new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
      state: 'state-1',
      nonce: 'nonce-1',
      ...params,
    })}`;

  /** Starts a sign-in and answers the browser on the login page with its form action. */
  async function openLoginPage(browser: Browser, challenge: string, scope = SCOPE) {
    const start = await browser.request(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256', scope }),
    );
    assert.equal(start.status, 303);
    assert.match(start.location ?? '', /\/interaction\/[\w-]+$/);
    const page = await browser.request(start.location!);
    assert.equal(page.status, 200);
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    assert.ok(action, 'the login page has a form');
    return { page, action: new URL(action, issuer).href };
  }

  /** The whole browser part of a sign-in: answers the portal's callback URL. */
  async function signIn(browser: Browser, email: string, password: string, challenge: string, scope = SCOPE) {
    const { action } = await openLoginPage(browser, challenge, scope);
    const posted = await browser.request(action, { form: { email, password } });
    assert.equal(posted.status, 303, posted.body);
    const resumed = await browser.request(posted.location!);
    assert.equal(resumed.status, 303);
    return new URL(resumed.location!);
  }

  async function token(browser: Browser, form: Record<string, string>, origin = PORTAL) {
    const res = await browser.request(`${issuer}/token`, { form: { client_id: PORTAL_CLIENT_ID, ...form }, origin });
    return { ...res, json: JSON.parse(res.body) as Record<string, string> };
  }

  async function signInForTokens(email: string, scope = SCOPE) {
    const browser = new Browser(ca);
    const { verifier, challenge } = pkce();
    const callback = await signIn(browser, email, 'demo', challenge, scope);
    const code = callback.searchParams.get('code')!;
    const res = await token(browser, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    assert.equal(res.status, 200, res.body);
    return { browser, tokens: res.json };
  }

  before(async () => {
    const port = await freePort();
    issuer = `https://localhost:${port}`;
    t = await createTestApp({ issuer, idpPort: port, portalOrigins: [PORTAL] });
    await seedFixtureFleet(t.services.db);
    await setPassword(t.services.db, 'user-owner', 'demo');
    await setPassword(t.services.db, 'user-admin', 'demo');
    stop = await startIdentityProvider(t.services.config, t.services);
    ca = fs.readFileSync(idpCertificatePath(t.services.config), 'utf8');
  });
  after(async () => {
    await stop?.();
    await t?.close();
  });

  it('serves discovery over https with the issuer, PKCE S256 and an end-session endpoint', async () => {
    const res = await new Browser(ca).request(`${issuer}/.well-known/openid-configuration`);
    assert.equal(res.status, 200);
    const discovery = JSON.parse(res.body);
    assert.equal(discovery.issuer, issuer);
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
    assert.equal(discovery.end_session_endpoint, `${issuer}/session/end`);
    const jwks = JSON.parse((await new Browser(ca).request(discovery.jwks_uri)).body) as { keys: object[] };
    assert.equal(jwks.keys.length, 1);
    assert.ok(!('d' in jwks.keys[0]!), 'the JWKS publishes the public key only');
  });

  it('shows an accessible sign-in page of our own, with no external assets', async () => {
    const { page } = await openLoginPage(new Browser(ca), pkce().challenge);
    assert.match(page.body, /<h1>BESS Portal<\/h1>/);
    assert.match(page.body, /<label for="email">E-mail<\/label>/);
    assert.match(page.body, /<label for="password">Password<\/label>/);
    assert.match(page.body, /<button type="submit">Sign in<\/button>/);
    assert.doesNotMatch(page.body, /https?:\/\//);
  });

  it('has a start page for accepting the certificate, and a clear page for an expired sign-in', async () => {
    const browser = new Browser(ca);
    const home = await browser.request(`${issuer}/`);
    assert.equal(home.status, 200);
    assert.match(home.body, /Your browser now accepts its certificate/);
    const expired = await browser.request(`${issuer}/interaction/no-such-interaction`);
    assert.equal(expired.status, 400);
    assert.match(expired.body, /This sign-in has expired or was already finished/);
    const posted = await browser.request(`${issuer}/interaction/no-such-interaction/login`, {
      form: { email: 'owner@demo.test', password: 'demo' },
    });
    assert.equal(posted.status, 400);
    assert.equal(posted.location, undefined);
  });

  it('signs in with code + PKCE: a JWT access token for the API, an ID token and a refresh token', async () => {
    const browser = new Browser(ca);
    const { verifier, challenge } = pkce();
    const callback = await signIn(browser, 'Owner@Demo.test', 'demo', challenge);
    assert.equal(callback.origin + callback.pathname, REDIRECT_URI);
    assert.equal(callback.searchParams.get('state'), 'state-1');
    const code = callback.searchParams.get('code');
    assert.ok(code);

    const res = await token(browser, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    assert.equal(res.status, 200, res.body);
    // MSAL calls the token endpoint from the portal's origin.
    assert.equal(res.headers['access-control-allow-origin'], PORTAL);
    const claims = decodeJwt(res.json.access_token!);
    assert.equal(claims.iss, issuer);
    assert.equal(claims.aud, t.services.config.audience);
    assert.equal(claims.sub, 'user-owner');
    assert.equal(claims.email, 'owner@demo.test');
    assert.equal(claims.name, 'Owner');
    assert.match(String(claims.scope), /user_impersonation/);
    const idToken = decodeJwt(res.json.id_token!);
    assert.equal(idToken.email, 'owner@demo.test');
    assert.equal(idToken.nonce, 'nonce-1');
    assert.ok(res.json.refresh_token);

    // The code is single-use.
    const again = await token(browser, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    assert.equal(again.status, 400);
    assert.equal(again.json.error, 'invalid_grant');
  });

  it('the API verifies the token against the provider JWKS and answers GET /User', async () => {
    const { tokens } = await signInForTokens('owner@demo.test');
    const verifyToken = createTokenVerifier({
      issuer,
      audience: t.services.config.audience,
      jwksUrl: `${issuer}/jwks`,
    });
    const verified = await verifyToken(tokens.access_token!);
    assert.deepEqual(verified, { subject: 'user-owner', email: 'owner@demo.test', name: 'Owner' });

    const app = await buildApp({ services: t.services, verifyToken });
    try {
      const me = await app.inject({
        method: 'GET',
        url: '/User',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      assert.equal(me.statusCode, 200, me.body);
      assert.equal(me.json().userEmail, 'owner@demo.test');
      const forged = await app.inject({
        method: 'GET',
        url: '/User',
        headers: { authorization: `Bearer ${await t.tokenFor('owner@demo.test', { issuer })}` },
      });
      assert.equal(forged.statusCode, 401, 'a token not signed by the provider is refused');
    } finally {
      await app.close();
    }
  });

  it('the refresh grant gives a new access token (and a rotated refresh token)', async () => {
    const { browser, tokens } = await signInForTokens('admin@demo.test');
    // MSAL sends its default scopes (with offline_access) and the API scope with every refresh.
    const res = await token(browser, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      scope: 'openid profile offline_access user_impersonation',
    });
    assert.equal(res.status, 200, res.body);
    assert.notEqual(res.json.access_token, tokens.access_token);
    assert.match(res.json.scope ?? '', /user_impersonation/);
    const claims = decodeJwt(res.json.access_token!);
    assert.equal(claims.aud, t.services.config.audience);
    assert.equal(claims.email, 'admin@demo.test');
    assert.ok(res.json.refresh_token);
    const reused = await token(browser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    assert.equal(reused.status, 400, 'a rotated refresh token cannot be used twice');
  });

  it('knows the API scope in the Azure style too (<audience>/user_impersonation), so MSAL finds it in the token', async () => {
    const apiScope = `${t.services.config.audience}/user_impersonation`;
    const { browser, tokens } = await signInForTokens('owner@demo.test', `openid profile offline_access ${apiScope}`);
    assert.ok(tokens.scope?.split(' ').includes(apiScope), tokens.scope);
    const res = await token(browser, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      scope: `openid profile offline_access ${apiScope}`,
    });
    assert.equal(res.status, 200, res.body);
    assert.ok(res.json.scope?.split(' ').includes(apiScope));
  });

  it('a wrong password, an unknown e-mail or a user with no credential get an error and no code', async () => {
    for (const [email, password] of [
      ['owner@demo.test', 'wrong'],
      ['nobody@demo.test', 'demo'],
      ['outsider@demo.test', 'demo'],
    ] as const) {
      const browser = new Browser(ca);
      const { action } = await openLoginPage(browser, pkce().challenge);
      const res = await browser.request(action, { form: { email, password } });
      assert.equal(res.status, 200);
      assert.equal(res.location, undefined, 'no redirect onwards');
      assert.match(res.body, /role="alert">Wrong e-mail or password</);
      assert.match(res.body, new RegExp(`value="${email}"`), 'the e-mail is kept');
    }
  });

  it('refuses a redirect URI that is not registered, without redirecting to it', async () => {
    const res = await new Browser(ca).request(
      authorizeUrl({
        redirect_uri: 'https://evil.test/callback',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      }),
    );
    assert.equal(res.status, 400);
    assert.equal(res.location, undefined);
    assert.match(res.body, /redirect_uri did not match any of the client&#39;s registered redirect_uris/);
  });

  it('refuses an authorization request without PKCE', async () => {
    const res = await new Browser(ca).request(authorizeUrl({}));
    const location = new URL(res.location ?? 'about:blank');
    assert.equal(location.origin + location.pathname, REDIRECT_URI);
    assert.equal(location.searchParams.get('error'), 'invalid_request');
    assert.equal(location.searchParams.get('code'), null);
  });

  it('answers CORS preflights of the portal and refuses token calls from another origin', async () => {
    const browser = new Browser(ca);
    const preflight = await browser.request(`${issuer}/token`, {
      method: 'OPTIONS',
      origin: PORTAL,
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], PORTAL);
    const { verifier, challenge } = pkce();
    const callback = await signIn(browser, 'owner@demo.test', 'demo', challenge);
    const res = await token(
      browser,
      {
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      },
      'https://evil.test',
    );
    assert.equal(res.status, 400);
    assert.equal(res.json.access_token, undefined);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });

  it('signs out (RP-initiated logout) back to the portal and ends the refresh token', async () => {
    const { browser, tokens } = await signInForTokens('owner@demo.test');
    const end = await browser.request(
      `${issuer}/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: `${PORTAL}/`,
      })}`,
    );
    assert.equal(end.status, 200);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(end.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)?.[1];
    assert.ok(action && xsrf);
    assert.match(end.body, /name="logout" value="yes"/);
    const confirm = await browser.request(new URL(action, issuer).href, { form: { xsrf, logout: 'yes' } });
    assert.equal(confirm.status, 303);
    assert.equal(confirm.location, `${PORTAL}/`);

    const refreshed = await token(browser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    assert.equal(refreshed.status, 400);
    assert.equal(refreshed.json.error, 'invalid_grant');
    // The next sign-in asks for the password again.
    const again = await browser.request(
      authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256' }),
    );
    assert.match(again.location ?? '', /\/interaction\//);
  });

  it('keeps its certificate, signing key and sessions across a restart', async () => {
    const { browser, tokens } = await signInForTokens('owner@demo.test');
    const certBefore = fs.readFileSync(idpCertificatePath(t.services.config), 'utf8');
    await stop();
    stop = await startIdentityProvider(t.services.config, t.services);
    assert.equal(fs.readFileSync(idpCertificatePath(t.services.config), 'utf8'), certBefore);

    // A fresh verifier fetches the JWKS again: the token issued before the restart still verifies.
    const verifyToken = createTokenVerifier({ issuer, audience: t.services.config.audience, ca: certBefore });
    assert.equal((await verifyToken(tokens.access_token!)).email, 'owner@demo.test');
    const refreshed = await token(browser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    assert.equal(refreshed.status, 200, refreshed.body);
  });

  // Last: it leaves this address held back (a restart above gave the provider a fresh count).
  it('holds an address back with 429 and Retry-After after too many wrong sign-ins, even with the right password', async () => {
    // The wrong sign-ins of the tests above are counted too, and kept in the database across the restart above
    // (one count for every replica): this test starts from none.
    await t.services.db.deleteFrom('sign_in_failures').execute();
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED; i++) {
      const browser = new Browser(ca);
      const { action } = await openLoginPage(browser, pkce().challenge);
      assert.equal(
        (await browser.request(action, { form: { email: 'owner@demo.test', password: `guess${i}` } })).status,
        200,
      );
    }
    const browser = new Browser(ca);
    const { action } = await openLoginPage(browser, pkce().challenge);
    const held = await browser.request(action, { form: { email: 'owner@demo.test', password: 'demo' } });
    assert.equal(held.status, 429);
    assert.equal(held.location, undefined, 'no code is issued');
    assert.match(held.body, /Too many attempts/);
    assert.ok(Number(held.headers['retry-after']) > 0, String(held.headers['retry-after']));
  });
});
