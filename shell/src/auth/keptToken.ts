/**
 * How long before its expiry an access token is renewed: MSAL's own default (`tokenRenewalOffsetSeconds`, 300 s), so
 * a kept token is used exactly as long as MSAL's cache would have handed it out.
 */
export const TOKEN_RENEWAL_MARGIN_MS = 300_000;

/** When a token that expires at `expiresOn` is to be renewed (ms since the epoch). */
export function renewalTime(expiresOn: Date): number {
  return expiresOn.getTime() - TOKEN_RENEWAL_MARGIN_MS;
}

/** What a token request gives back (MSAL's AuthenticationResult has both). */
export interface AcquiredToken {
  accessToken: string;
  /** When the token expires; null when unknown, and then it is not kept. */
  expiresOn: Date | null;
}

/**
 * The access token of the API calls, kept in memory until shortly before it expires. Every API call asks
 * for a token; asking MSAL each time runs its whole silent flow (cache lookups, telemetry, a chain of promises) for
 * the token it already has, and a phone's load of the home makes six calls or more at once. Callers that ask while a
 * token is being fetched share that one request. A failed request is not kept: the next call asks again.
 */
export function keptToken(acquire: () => Promise<AcquiredToken>, now: () => number = Date.now) {
  let kept: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const keep = ({ accessToken, expiresOn }: AcquiredToken) => {
    kept = expiresOn ? { token: accessToken, renewAt: renewalTime(expiresOn) } : null;
    return accessToken;
  };

  return function getToken(): Promise<string> {
    if (kept && now() < kept.renewAt) return Promise.resolve(kept.token);
    pending ??= acquire()
      .then(keep)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
