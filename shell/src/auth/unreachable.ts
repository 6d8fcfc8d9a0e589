/**
 * Telling "the browser could not reach a service" apart from other failures, and finding out when it can again.
 * No MSAL import: this is part of the shell's first paint, MSAL is not (ARCHITECTURE 2).
 */

/**
 * MSAL's codes for a provider it could not reach: its metadata could not be fetched (a certificate the browser does
 * not trust yet fails the same way as a provider that is down: the browser gives the page no reason).
 */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'endpoints_resolution_error',
  'network_error',
  'no_network_connectivity',
  'get_request_failed',
  'post_request_failed',
]);

/** Sign-in failed because the identity provider at `authority` could not be reached. */
export class ProviderUnreachableError extends Error {
  override readonly name = 'ProviderUnreachableError';

  constructor(
    readonly authority: string,
    cause: unknown,
  ) {
    super(`The identity provider ${authority} could not be reached`, { cause });
  }
}

/** Is this an MSAL error that says the provider could not be reached? */
export function isUnreachableProviderError(error: unknown): boolean {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
}

/** The page a person opens to reach (and accept the certificate of) the service at `url`: its origin. */
export function serviceAddress(url: string): string {
  try {
    return new URL(url).origin + '/';
  } catch {
    return url;
  }
}

/** Where MSAL (OIDC protocol mode) reads the provider's metadata: what sign-in needs to reach first. */
export function metadataAddress(authority: string): string {
  return authority.replace(/\/*$/, '/') + '.well-known/openid-configuration';
}

/**
 * Does `url` answer this page? Any HTTP answer counts, whatever its status; a refused connection, a certificate the
 * browser does not trust or (in the default `cors` mode) an answer the page may not read does not.
 */
export async function isReachable(url: string, mode: RequestMode = 'cors'): Promise<boolean> {
  try {
    await fetch(url, { mode, cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}
