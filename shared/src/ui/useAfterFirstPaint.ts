import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true once that render has been painted (a frame, then a task), set in a
 * transition. A tab draws what a phone shows first, and what is below it (its tables, its forms) in the render after:
 * the first paint does not wait for the rest, and React renders the rest in slices between which the browser answers
 * a tap.
 */
export function useAfterFirstPaint(): boolean {
  return usePaintedStages(2) === 2;
}

/**
 * How many of `stages` parts to draw: 1 in the first render, one more each time the last one has been painted (a
 * frame, then a task, set in a transition), up to `stages`. React renders a transition in slices but commits it whole,
 * and a commit is one task; a long part of a page drawn a section at a time is a short commit per section instead of
 * one long one.
 */
export function usePaintedStages(stages: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= stages) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn((n) => n + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, stages]);
  return Math.min(drawn, stages);
}
