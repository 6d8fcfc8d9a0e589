import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/** A part of a page in a chunk of its own: the component, and a way to fetch it before it is first drawn. */
export interface LazyPart<P extends object> {
  Part: ComponentType<P>;
  /** Fetches the part's chunk (once); a later first draw of the part then needs no Suspense fallback. */
  preload(): Promise<unknown>;
}

/**
 * A component loaded on demand, like React.lazy, that a page can fetch ahead of its first draw: a wizard's next step or
 * a dialog asked for once the page has painted. React.lazy suspends at an element's first render even when its chunk
 * has come, for a fallback's frame; a part drawn after `preload` has resolved renders at once instead. Each element
 * keeps the component it first rendered with, so one that started suspended is not mounted again when the chunk comes.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Drawn, props);
  }
  return { Part, preload };
}

/**
 * Fetches `part` (a `LazyPart`, or anything with a `preload`; a module's constant) once the calling component's first
 * render has been painted and `when` holds: what the page will need soon comes without delaying its first paint.
 */
export function usePreloadAfterFirstPaint(part: Pick<LazyPart<never>, 'preload'>, when = true): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted && when) void part.preload();
  }, [painted, when, part]);
}
