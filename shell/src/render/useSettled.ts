import { startTransition, useEffect, useState } from 'react';

type Settled<T> =
  | { from: unknown; status: 'pending' }
  | { from: unknown; status: 'fulfilled'; value: T }
  | { from: unknown; status: 'rejected'; error: unknown };

/**
 * The value of `work` once it has settled, `undefined` while it is under way; a rejection is thrown in render,
 * for the error boundary above (as React's `use` does). A value that is not a promise is there at once.
 *
 * Why not Suspense and `use`: React reveals content that a Suspense boundary waited for at least 300 ms after any
 * boundary of the page last showed or hid its fallback (its "fallback throttle"). On the first load that is a pure
 * wait: 95 ms between the provider's token and the first API call, and 210 ms between the home's code arriving and its
 * first draw, in a trace of one sign-in. Here the settled value is an ordinary state update, rendered as a transition
 * (in slices), and nothing waits.
 */
export function useSettled<T>(work: Promise<T> | T): T | undefined {
  const [settled, setSettled] = useState<Settled<T>>(() => settledAtOnce(work));
  const current = settled.from === work ? settled : settledAtOnce(work);
  if (current !== settled) setSettled(current); // a new `work`: React's "adjust state during render" pattern

  useEffect(() => {
    if (!(work instanceof Promise)) return;
    let live = true;
    work.then(
      (value) => {
        if (live) startTransition(() => setSettled({ from: work, status: 'fulfilled', value }));
      },
      (error: unknown) => {
        if (live) setSettled({ from: work, status: 'rejected', error });
      },
    );
    return () => {
      live = false;
    };
  }, [work]);

  if (current.status === 'rejected') throw current.error;
  return current.status === 'fulfilled' ? current.value : undefined;
}

function settledAtOnce<T>(work: Promise<T> | T): Settled<T> {
  return work instanceof Promise ? { from: work, status: 'pending' } : { from: work, status: 'fulfilled', value: work };
}
