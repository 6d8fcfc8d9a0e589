import type { AuthConfig } from '../config/shellConfig';
import { APP_STORAGE_PREFIX } from './forgetAppStorage';
import type { AuthSession, SignInResult } from './session';

/** Where the signed-in session is kept for a reload of the same tab (a `bess.` key: sign-out removes it). */
export const RESUMED_SESSION_KEY = `${APP_STORAGE_PREFIX}session`;

/** What a reload needs to go on without MSAL: who is signed in, and the API's access token while it is good. */
export interface KeptSession {
  authority: string;
  clientId: string;
  email: string;
  name: string;
  accessToken: string;
  /** When the token is to be renewed (ms since the epoch): the kept token's end, as in keptToken. */
  renewAt: number;
}

/** Keeps the session of this tab for its next reload. A storage that refuses (full, disabled) only costs speed. */
export function keepSession(session: KeptSession, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(RESUMED_SESSION_KEY, JSON.stringify(session));
  } catch {
    // The next load signs in through MSAL, as without a kept session.
  }
}

/** The kept session of this tab if it belongs to this provider and client and its token is still good; else null. */
export function readKeptSession(
  config: AuthConfig,
  now: number,
  storage: Storage = window.sessionStorage,
): KeptSession | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(RESUMED_SESSION_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isKeptSession(value)) return null;
  if (value.authority !== config.authority || value.clientId !== config.clientId) return null;
  return now < value.renewAt ? value : null;
}

function isKeptSession(value: unknown): value is KeptSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['authority', 'clientId', 'email', 'name', 'accessToken'].every((key) => typeof v[key] === 'string') &&
    (v.accessToken as string).length > 0 &&
    typeof v.renewAt === 'number' &&
    Number.isFinite(v.renewAt)
  );
}

/** True when the address carries the provider's answer to a sign-in (MSAL must read it). */
export function carriesProviderAnswer(location: Pick<Location, 'search' | 'hash'>): boolean {
  const answer = /(^|[?#&])(code|error|state)=/;
  return answer.test(location.search) || answer.test(location.hash);
}

/**
 * A reload of a signed-in tab goes on from the kept session, so the home's first API calls need neither
 * MSAL's code (its largest chunk) nor its start-up. MSAL is loaded when it is needed: when the kept token is due for
 * renewal, or to sign out. `signInWithMsal` is the usual sign-in, run at most once.
 */
export function resumeSession(
  kept: KeptSession,
  signInWithMsal: () => Promise<SignInResult>,
  now: () => number = Date.now,
): AuthSession {
  let msal: Promise<AuthSession> | null = null;
  const msalSession = () =>
    (msal ??= signInWithMsal().then(
      // The provider needs the user again: the page is leaving for it.
      (result) => (result.kind === 'signedIn' ? result.session : new Promise<never>(() => undefined)),
      (error: unknown) => {
        msal = null; // the next call tries again
        throw error;
      },
    ));
  return {
    email: kept.email,
    name: kept.name,
    getToken() {
      if (now() < kept.renewAt) return Promise.resolve(kept.accessToken);
      return msalSession().then((session) => session.getToken());
    },
    async signOut() {
      await (await msalSession()).signOut();
    },
  };
}
