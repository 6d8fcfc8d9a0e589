import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true once that render has been painted (a frame, then a task), set in a
 * transition. A tab draws what a phone shows first, and what is below it (its tables, its forms) in the render after:
 * the first paint does not wait for the rest, and React renders the rest in slices between which the browser answers
 * a tap.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
