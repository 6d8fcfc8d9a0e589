import { useEffect, useEffectEvent } from 'react';

/** How often an unreachable service is tried again while the page stays open. */
export const RETRY_EVERY_MS = 5_000;

/**
 * Tries `probe` when the person comes back to the tab (visibilitychange, focus) and every `everyMs`, one probe at a
 * time, and calls `onReachable` each time it says yes (the caller's retry usually unmounts this at once).
 */
export function useRetryWhenBack(probe: () => Promise<boolean>, onReachable: () => void, everyMs = RETRY_EVERY_MS) {
  // The latest callbacks, without restarting the listeners and the timer when the caller passes new ones.
  const tryOnce = useEffectEvent(() => probe());
  const reached = useEffectEvent(() => onReachable());

  useEffect(() => {
    let running = false;
    let unmounted = false;
    const attempt = async () => {
      if (running) return;
      running = true;
      try {
        if ((await tryOnce()) && !unmounted) reached();
      } finally {
        running = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void attempt();
    };
    const onFocus = () => void attempt();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    const timer = window.setInterval(() => void attempt(), everyMs);
    return () => {
      unmounted = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
      window.clearInterval(timer);
    };
  }, [everyMs]);
}
