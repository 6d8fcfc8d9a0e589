import { useEffect, useReducer, useState } from 'react';
import { INITIAL_WIZARD, readWizard, wizardReducer, writeWizard, type WizardState } from '../wizardState';

/** The session's storage, or null where there is none (a sandboxed frame, a server render). */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The wizard's state, kept in sessionStorage under the user's e-mail (issue 15: a reload or a lost connection resumes
 * where the installer stopped; the tab's session ends it). `resumedFrom` is the stored state found on opening.
 */
export function useWizard(userEmail: string) {
  const [resumedFrom] = useState<WizardState | null>(() => {
    const storage = sessionStore();
    return storage ? readWizard(storage, userEmail) : null;
  });
  const [state, dispatch] = useReducer(wizardReducer, resumedFrom ?? INITIAL_WIZARD);
  useEffect(() => {
    const storage = sessionStore();
    if (storage) writeWizard(storage, userEmail, state);
  }, [state, userEmail]);
  return { state, dispatch, resumedFrom };
}
