import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Links carrying a signed token are valid this long (brief: upload and document links expire after 15 min). */
export const SIGNED_LINK_TTL_MS = 15 * 60 * 1000;

/** What a signed link grants: an upload of one stored file, or the download of one generated test document. */
export type LinkGrant =
  { purpose: 'upload'; fileId: string } | { purpose: 'document'; deviceId: string; documentType: string };

const SECRET_FILE = '.link-secret';
const secrets = new Map<string, Buffer>();

/**
 * The HMAC key of this server: 32 random bytes generated at first start and kept in filesDir (mode 0600), so that
 * links survive a restart and nothing secret is in the configuration.
 */
export function linkSecret(filesDir: string): Buffer {
  const cached = secrets.get(filesDir);
  if (cached) return cached;
  const file = path.join(filesDir, SECRET_FILE);
  fs.mkdirSync(filesDir, { recursive: true });
  let secret: Buffer;
  try {
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (secret.length < 32) throw new Error('short secret');
  } catch {
    secret = randomBytes(32);
    // 'wx': if another process wrote it first, read theirs instead of overwriting it.
    try {
      fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    }
  }
  secrets.set(filesDir, secret);
  return secret;
}

/** HMAC-SHA256 of a text: the signature of every signed link of this server. */
export function hmac(secret: Buffer, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/** Does a base64url signature equal the expected one (compared in constant time)? */
export function signatureMatches(signature: string, expected: Buffer): boolean {
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function mac(secret: Buffer, grant: LinkGrant, expires: number): Buffer {
  // Unambiguous: the fields are joined with a newline, which no id or document type contains (they come from paths).
  const fields =
    grant.purpose === 'upload'
      ? ['upload', grant.fileId, String(expires)]
      : ['document', grant.deviceId, grant.documentType, String(expires)];
  return hmac(secret, fields.join('\n'));
}

/**
 * The token of a link granting `grant` until now + 15 min: `<expiry ms>.<HMAC-SHA256 base64url>`. Like an Azure SAS,
 * the link's path names what it grants and the token in its query (`?token=`) signs that and the expiry.
 */
export function signLink(filesDir: string, grant: LinkGrant, now: Date): string {
  const expires = now.getTime() + SIGNED_LINK_TTL_MS;
  return `${expires}.${mac(linkSecret(filesDir), grant, expires).toString('base64url')}`;
}

/**
 * Does the token sign this grant, and is it still valid? False when it is malformed, its signature does not match
 * (compared in constant time) or it has expired. This is the only access rule of the public file routes.
 */
export function verifyLink(filesDir: string, grant: LinkGrant, token: string, now: Date): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (!signatureMatches(match[2]!, mac(linkSecret(filesDir), grant, expires))) return false;
  return expires > now.getTime();
}
