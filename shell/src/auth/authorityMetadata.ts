import { APP_STORAGE_PREFIX } from './forgetAppStorage';

/**
 * The identity provider's OpenID configuration, kept between page loads.
 *
 * MSAL keeps the provider's discovery document in memory only, so every load of the portal would fetch it again before
 * its first token: on a phone, a TLS connection to the provider and one more round trip before the home could ask the
 * API anything. The shell keeps the document (public, the same for every user) in local storage for a day, as long as
 * MSAL would keep it in memory, and hands it to MSAL (`auth.authorityMetadata`, which skips the request). When it is
 * missing or older than that, the shell fetches it in MSAL's place (the one request MSAL makes) and keeps it; sign-out
 * forgets it with the portal's other keys.
 */

const KEY = `${APP_STORAGE_PREFIX}authorityMetadata`;
/** How long a kept document is used: MSAL's own lifetime for its in-memory copy (24 hours). */
export const AUTHORITY_METADATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A provider that does not answer is left to MSAL after this long, so that its own failure shows. */
const FETCH_TIMEOUT_MS = 10_000;

interface Kept {
  authority: string;
  fetchedAt: number;
  metadata: Record<string, unknown>;
}

/** The discovery document's address for an authority, as MSAL builds it in OIDC mode. */
export function discoveryUrl(authority: string): string {
  return new URL('.well-known/openid-configuration', authority.endsWith('/') ? authority : `${authority}/`).href;
}

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What MSAL needs of the document (msal-common's isOpenIdConfigResponse), each endpoint an https address. */
function isUsableMetadata(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const doc = value as Record<string, unknown>;
  return (
    typeof doc.issuer === 'string' &&
    isHttpsUrl(doc.authorization_endpoint) &&
    isHttpsUrl(doc.token_endpoint) &&
    isHttpsUrl(doc.jwks_uri)
  );
}

function readKept(storage: Storage): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (!kept || typeof kept.authority !== 'string' || typeof kept.fetchedAt !== 'number') return null;
    return isUsableMetadata(kept.metadata) ? (kept as Kept) : null;
  } catch {
    return null;
  }
}

/**
 * The kept document for `authority` as MSAL takes it (a JSON string), or undefined when there is none, it belongs to
 * another authority, is unusable or older than a day (it is then fetched again: loadAuthorityMetadata).
 */
export function keptAuthorityMetadata(
  authority: string,
  now = Date.now(),
  storage: Storage = window.localStorage,
): string | undefined {
  const kept = readKept(storage);
  if (!kept || kept.authority !== authority) return undefined;
  const age = now - kept.fetchedAt;
  if (age < 0 || age > AUTHORITY_METADATA_MAX_AGE_MS) return undefined;
  return JSON.stringify(kept.metadata);
}

/**
 * The document for MSAL: the kept one, else fetched from the provider and kept. Quiet: when the provider cannot give
 * it (unreachable, an error, an unusable answer) the result is undefined, nothing is kept, and MSAL fetches the
 * document itself, failing as it always did (the provider-unreachable page).
 */
export async function loadAuthorityMetadata(
  authority: string,
  {
    now = Date.now(),
    storage = window.localStorage,
    fetchImpl = (input: string, init?: RequestInit) => window.fetch(input, init),
  }: { now?: number; storage?: Storage; fetchImpl?: (input: string, init?: RequestInit) => Promise<Response> } = {},
): Promise<string | undefined> {
  const kept = keptAuthorityMetadata(authority, now, storage);
  if (kept !== undefined) return kept;
  try {
    const response = await fetchImpl(discoveryUrl(authority), {
      credentials: 'omit',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const metadata: unknown = await response.json();
    if (!isUsableMetadata(metadata)) return undefined;
    const text = JSON.stringify(metadata);
    try {
      storage.setItem(KEY, JSON.stringify({ authority, fetchedAt: now, metadata } satisfies Kept));
    } catch {
      // Storage full or refused: this load still uses the document; the next one fetches it again.
    }
    return text;
  } catch {
    return undefined;
  }
}
