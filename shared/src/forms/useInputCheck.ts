import { useEffect, useState } from 'react';
import { loadInputCheck } from '@bess/shared';

/** The input check module (a write's schema and rules, as the API checks them). */
export type InputCheck = Awaited<ReturnType<typeof loadInputCheck>>;

// The module once it has arrived (code, not state: the same for every form), so a form opened again draws at once.
let arrived: InputCheck | null = null;

/** Fetches the input check ahead of a form (a page about to show one), so that the form draws at once. */
export async function preloadInputCheck(): Promise<void> {
  arrived = await loadInputCheck();
}

/**
 * The input check for a form, or null while its chunk arrives (the first time a form opens). A form that draws its
 * fields from the schema waits for it; one that only checks on submit can also `await loadInputCheck()` there.
 * `wanted` false (a dialog not open) leaves the chunk unfetched, so a page does not spend its opening on the schemas of
 * forms nobody has opened.
 */
export function useInputCheck(wanted = true): InputCheck | null {
  const [check, setCheck] = useState<InputCheck | null>(arrived);
  useEffect(() => {
    if (check || !wanted) return;
    let live = true;
    void loadInputCheck().then((loaded) => {
      arrived = loaded;
      if (live) setCheck(loaded);
    });
    return () => {
      live = false;
    };
  }, [check, wanted]);
  return check;
}
