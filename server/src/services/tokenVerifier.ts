import https from 'node:https';
import tls from 'node:tls';
import {
  createRemoteJWKSet,
  customFetch,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type KeyObject,
  type CryptoKey,
} from 'jose';

/** The claims the API needs from an access token. */
export interface VerifiedToken {
  subject: string;
  email: string | null;
  name: string | null;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/** Algorithms accepted on access tokens: the local provider signs RS256; the cloud provider does too. */
const ALGORITHMS = ['RS256', 'PS256', 'ES256'];

function toVerified(payload: JWTPayload): VerifiedToken {
  if (!payload.sub) throw new Error('token has no subject');
  const email =
    typeof payload.email === 'string'
      ? payload.email
      : Array.isArray(payload.emails)
        ? String(payload.emails[0])
        : null;
  const name = typeof payload.name === 'string' ? payload.name : null;
  return { subject: payload.sub, email: email?.toLowerCase() ?? null, name };
}

// Certificates to trust, by issuer origin, beside the system's: the local provider's self-signed one. The API runs in
// the process that generated it, where NODE_EXTRA_CA_CERTS (read only at process start) cannot name it.
const issuerCertificates = new Map<string, string>();

/** Trusts a (self-signed) certificate for JWKS fetches from this issuer's origin, in this process. */
export function trustIssuerCertificate(issuer: string, certificatePem: string): void {
  issuerCertificates.set(new URL(issuer).origin, certificatePem);
}

/** A fetch for jose that trusts `ca` besides the system's certificates (node:https; the global fetch cannot). */
function fetchTrusting(ca: string): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = https.get(
        String(input instanceof Request ? input.url : input),
        {
          ca: [...tls.rootCertificates, ca],
          agent: false, // JWKS fetches are rare; a pooled socket may belong to a provider that has restarted
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
          signal: init?.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500 })));
          res.on('error', reject);
        },
      );
      request.on('error', reject);
    });
}

/**
 * Verifies JWT access tokens against an issuer's JWKS with jose (ARCHITECTURE 5): signature, issuer, audience,
 * algorithm and expiry. `key` replaces the JWKS fetch (tests sign their own tokens with a local key pair).
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  key?: KeyObject | CryptoKey | JWTVerifyGetKey;
  /** A certificate (PEM) to trust for the JWKS fetch; by default the one registered for the issuer, if any. */
  ca?: string;
}): TokenVerifier {
  const jwksUrl = new URL(options.jwksUrl ?? `${options.issuer}/jwks`);
  // Looked up at fetch time: the local provider registers its certificate when it starts.
  const jwksFetch: typeof fetch = (input, init) => {
    const ca = options.ca ?? issuerCertificates.get(jwksUrl.origin);
    return ca ? fetchTrusting(ca)(input, init) : fetch(input, init);
  };
  const key = options.key ?? createRemoteJWKSet(jwksUrl, { [customFetch]: jwksFetch });
  return async (token) => {
    const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ALGORITHMS,
    });
    return toVerified(payload);
  };
}
