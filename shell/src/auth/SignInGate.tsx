import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../layout/Loading';
import { SessionProvider, type SignInResult } from './session';
import { useSettled } from '../render/useSettled';

export interface SignInGateProps {
  /** The sign-in under way, or its result when it is known at once (a kept session). */
  signIn: Promise<SignInResult> | SignInResult;
  /** Shown while the sign-in is under way. */
  pending: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children once the user is signed in, `pending` while MSAL loads and handles the redirect; while the page
 * leaves for the provider, it keeps showing the loading state. A sign-in that fails is thrown to the error boundary
 * above. No Suspense: its throttle held the signed-in page back by up to 300 ms after the loading state (useSettled).
 */
export function SignInGate({ signIn, pending, children }: SignInGateProps) {
  const result = useSettled(signIn);
  if (result === undefined) return pending;
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
