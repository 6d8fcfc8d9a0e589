import { randomBytes } from 'node:crypto';
import { hmac, signatureMatches } from './signedLinks';

/** spec 7 blob flag: how long a telemetry download link works after it was made. */
export const DOWNLOAD_LINK_TTL_S = 15 * 60;

/** What a telemetry download link grants: one device, its signals, a time range and a resolution. */
export interface TelemetryDownloadGrant {
  deviceId: string;
  signals: string[];
  /** Epoch seconds, inclusive. */
  from: number;
  /** Epoch seconds, exclusive. */
  to: number;
  /** Minutes; 0 = raw minute rows. */
  resolution: number;
  maxPoints?: number;
}

interface SignedPayload extends TelemetryDownloadGrant {
  /** Expiry, epoch seconds. */
  exp: number;
  /** Random, so that two links for the same data differ. */
  n: string;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Signed, expiring download links (spec 7: "with blob flag response downloadUrl"). The link is opened directly in a
 * browser, which sends no bearer token, so the link itself carries the authorisation, like a pre-signed blob URL:
 * `base64url(JSON grant + expiry + nonce) "." base64url(HMAC-SHA256(secret, that))`. The grant is made only after
 * the caller's access to the device was checked; anyone holding the link may fetch that one data set until it
 * expires. A tampered, truncated or expired token is refused.
 */
export class DownloadLinks {
  /** `secret`: the server's link secret (linkSecret(filesDir)), the same key as the file and document links. */
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
    private readonly ttlSeconds = DOWNLOAD_LINK_TTL_S,
  ) {}

  /** A token for the grant, valid for the link lifetime from now. */
  sign(grant: TelemetryDownloadGrant): string {
    const payload: SignedPayload = {
      ...grant,
      exp: Math.floor(this.now().getTime() / 1000) + this.ttlSeconds,
      n: b64(randomBytes(9)),
    };
    const body = b64(Buffer.from(JSON.stringify(payload)));
    return `${body}.${b64(hmac(this.secret, body))}`;
  }

  /** The grant of a genuine, unexpired token; null otherwise. */
  verify(token: string): TelemetryDownloadGrant | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    if (!signatureMatches(signature, hmac(this.secret, body))) return null;
    let payload: SignedPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedPayload;
    } catch {
      return null;
    }
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < this.now().getTime()) return null;
    const { deviceId, signals, from, to, resolution, maxPoints } = payload;
    return { deviceId, signals, from, to, resolution, ...(maxPoints !== undefined ? { maxPoints } : {}) };
  }
}
