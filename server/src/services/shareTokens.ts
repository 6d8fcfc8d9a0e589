import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { SHARE_TOKEN_PREFIX } from '@bess/shared/contract';

/** Random bytes of a share token: 256 bits, well above the 128 an unguessable link needs. */
export const SHARE_TOKEN_BYTES = 32;

/** A share token: the prefix and 32 random bytes in base64url (43 characters). */
const SHARE_TOKEN_SHAPE = new RegExp(`^${SHARE_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/**
 * The caller of an anonymous dashboard link (spec 1): not a user. It may read exactly one dashboard, and only through
 * a route whose access rule says so (`sharedDashboard` in http/accessRules.ts); every other route refuses it with 401.
 */
export interface SharePrincipal {
  kind: 'share';
  dashboardId: string;
}

/** Is this bearer token meant as a share token (by its prefix)? Such a token is never sent to the JWT verifier. */
export function isShareToken(bearer: string): boolean {
  return bearer.startsWith(SHARE_TOKEN_PREFIX);
}

/** Does the token have the exact shape of one this server makes (checked before any database lookup)? */
export function hasShareTokenShape(token: string): boolean {
  return SHARE_TOKEN_SHAPE.test(token);
}

/** A fresh share token; never derived from the dashboard id or anything else. */
export function newShareToken(): string {
  return SHARE_TOKEN_PREFIX + randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/** SHA-256 of a share token: the only form in which the database can find it. */
export function hashShareToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Do two hashes match (constant time)? */
export function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

const SEAL_VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals share tokens with AES-256-GCM under a key derived (HKDF-SHA256) from the server's secret, so that the database
 * alone never reveals a working link while those allowed can still be shown the link again. The dashboard id is the
 * additional authenticated data: a sealed token copied to another row does not open.
 */
export class ShareTokenSeal {
  private readonly key: Buffer;

  constructor(secret: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'bess-portal share token seal v1', 32));
  }

  seal(token: string, dashboardId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(dashboardId, 'utf8'));
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [SEAL_VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The sealed token, or null when it does not open (another server secret, another row, tampered). */
  open(sealed: string, dashboardId: string): string | null {
    const [version, iv, data, tag, ...rest] = sealed.split('.');
    if (version !== SEAL_VERSION || !iv || !data || !tag || rest.length > 0) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(dashboardId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
