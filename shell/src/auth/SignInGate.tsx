import { use, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../layout/Loading';
import { SessionProvider, type SignInResult } from './session';

export interface SignInGateProps {
  /** The sign-in under way, or its result when it is known at once (a kept session). */
  signIn: Promise<SignInResult> | SignInResult;
  children: ReactNode;
}

/**
 * Renders its children once the user is signed in. While MSAL loads and handles the redirect, the Suspense
 * boundary above shows the loading state; while the page leaves for the provider, it keeps showing it. A result known
 * at once renders without suspending: a suspended render commits the fallback first, and React then holds the
 * content back for up to 300 ms after it (issue 17: the home's first API calls waited for that).
 */
export function SignInGate({ signIn, children }: SignInGateProps) {
  const result = signIn instanceof Promise ? use(signIn) : signIn;
  if (result.kind === 'redirecting') return <SigningIn />;
  return (
    <SessionProvider value={result.session}>
      {result.returnTo ? <ReturnTo path={result.returnTo} /> : null}
      {children}
    </SessionProvider>
  );
}

/** Back from the provider (which always returns to /), go where the user was going. Once. */
function ReturnTo({ path }: { path: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (path.startsWith('/') && !path.startsWith('//')) navigate(path, { replace: true });
  }, [navigate, path]);
  return null;
}

/** While MSAL loads and handles the redirect. */
export function SigningIn() {
  return <Loading />;
}
