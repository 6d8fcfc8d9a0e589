import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Provider } from 'oidc-provider';
import type { Db } from '../db/database';
import { clientAddress } from '../http/trustedProxies';
import { escapeHtml, loginPage, messagePage, PRODUCT_NAME, WRONG_CREDENTIALS } from './pages';
import { checkCredentials } from './passwords';
import { SignInLimiter } from './signInLimiter';

const MAX_FORM_BYTES = 16 * 1024;
const INTERACTION_PATH = /^\/interaction\/([\w-]+)(\/login)?$/;

// Our pages carry no scripts and load nothing; framing them is refused (clickjacking of the password form).
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...PAGE_HEADERS, ...headers });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Serves what the provider leaves to us (ARCHITECTURE 5): the start page and the sign-in form of an interaction.
 * Answers true when it handled the request; everything else goes to oidc-provider.
 */
export function createInteractionHandler(
  provider: Provider,
  db: Db,
  portalOrigins: string[],
  limiter = new SignInLimiter(db),
  trustedProxies: readonly string[] = [],
) {
  const portalLinks = portalOrigins.map((o) => `<a href="${escapeHtml(o)}">${escapeHtml(o)}</a>`).join(' ');

  async function login(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid || details.prompt.name !== 'login') throw new Error('not a sign-in interaction');
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
    const wait = await limiter.retryAfterSeconds(address);
    if (wait > 0) {
      return send(
        res,
        429,
        messagePage('Too many attempts', [
          'There were too many wrong sign-ins from this address.',
          `Please wait ${Math.ceil(wait / 60)} min and try again.`,
        ]),
        { 'retry-after': String(wait) },
      );
    }
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    const accountId = await checkCredentials(db, email, form.get('password') ?? '');
    if (!accountId) {
      await limiter.recordFailure(address);
      return send(res, 200, loginPage({ action: `/interaction/${uid}/login`, email, error: WRONG_CREDENTIALS }));
    }
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  async function show(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (details.prompt.name === 'login') {
      const hint = details.params.login_hint;
      return send(
        res,
        200,
        loginPage({ action: `/interaction/${uid}/login`, email: typeof hint === 'string' ? hint : undefined }),
      );
    }
    // A consent prompt still reached (the grant normally covers the request): the portal is first-party, grant it.
    const { Grant } = provider;
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id);
    const grant = details.grantId
      ? await Grant.find(details.grantId)
      : accountId
        ? new Grant({ accountId, clientId })
        : undefined;
    if (!grant) throw new Error('no grant for consent');
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'https://localhost');
    if (url.pathname === '/' && req.method === 'GET') {
      send(
        res,
        200,
        messagePage('Sign-in service', [
          `This is the sign-in service of ${PRODUCT_NAME}, running on this computer.`,
          `Your browser now accepts its certificate. Go back to the portal: ${portalLinks}`,
        ]),
      );
      return true;
    }
    const match = INTERACTION_PATH.exec(url.pathname);
    if (!match) return false;
    const [, uid = '', isLogin] = match;
    try {
      if (isLogin && req.method === 'POST') await login(req, res, uid);
      else if (!isLogin && req.method === 'GET') await show(req, res, uid);
      else send(res, 405, messagePage('Not allowed', ['This address does not take that request.']));
    } catch (error) {
      // An expired or finished interaction (or a cookie the browser dropped): start over from the portal.
      if (!(error instanceof errors.SessionNotFound)) console.error('idp: sign-in step failed', error);
      if (!res.headersSent) {
        send(
          res,
          400,
          messagePage('Sign-in expired', [
            'This sign-in has expired or was already finished.',
            `Go back to the portal and sign in again: ${portalLinks}`,
          ]),
        );
      }
    }
    return true;
  };
}
