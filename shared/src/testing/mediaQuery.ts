/** A MediaQueryList as jsdom lacks one: it answers `matches` and never changes. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/**
 * `window.matchMedia` on a screen `px` wide, for the width queries the portal asks: `(min-width: N px)` matches from
 * N up, `(max-width: N px)` up to N. Any other query does not match.
 */
export function screenOfWidth(px: number): (query: string) => MediaQueryList {
  return (query) => {
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
    const max = /max-width:\s*(\d+)px/.exec(query)?.[1];
    const matches =
      (min !== undefined || max !== undefined) &&
      (min === undefined || px >= Number(min)) &&
      (max === undefined || px <= Number(max));
    return mediaQueryList(query, matches);
  };
}
