import {
  createRemoteJWKSet,
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

/**
 * Verifies JWT access tokens against an issuer's JWKS with jose (ARCHITECTURE 5): signature, issuer, audience,
 * algorithm and expiry. `key` replaces the JWKS fetch (tests sign their own tokens with a local key pair).
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  key?: KeyObject | CryptoKey | JWTVerifyGetKey;
}): TokenVerifier {
  const key = options.key ?? createRemoteJWKSet(new URL(options.jwksUrl ?? `${options.issuer}/jwks`));
  return async (token) => {
    const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ALGORITHMS,
    });
    return toVerified(payload);
  };
}
