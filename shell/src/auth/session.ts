import { createContext, useContext } from 'react';

/** The signed-in user's session, whatever library holds it. */
export interface AuthSession {
  email: string;
  name: string;
  /** A bearer access token for the API (spec 7: silently, or by redirect when needed). */
  getToken(): Promise<string>;
  /** spec 7: sign-out redirects to the identity provider. */
  signOut(): Promise<void>;
}

export interface SignInOptions {
  /** spec 2: ?login=popup selects popup-style sign-in. */
  popup: boolean;
  /** Where to come back to after a redirect. */
  returnTo: string;
  /** spec 8: the text alerted after a finished password reset. */
  passwordResetText: string;
}

export type SignInResult = { kind: 'signedIn'; session: AuthSession; returnTo?: string } | { kind: 'redirecting' };

const SessionContext = createContext<AuthSession | null>(null);
export const SessionProvider = SessionContext.Provider;

/** The session; only used below the sign-in gate, where there always is one. */
export function useSession(): AuthSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside the signed-in part of the shell');
  return session;
}
