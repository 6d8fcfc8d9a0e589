import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Issue 17: draws `children` for the first time in a React transition. React renders a transition in 5 ms slices,
 * between which the browser paints and answers input; the updates that bring the portal's big trees to the screen
 * (react-query's answers, a remote's module arriving) are urgent ones, which React renders in one task however long
 * it takes. `fallback` stays on screen until the whole tree is ready: pass what was shown before, so nothing moves.
 */
export function DeferredMount({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted ? children : fallback;
}
