import { useEffect, useReducer, useState } from 'react';
import { INITIAL_WIZARD, readWizard, wizardReducer, writeWizard, type WizardState } from '../wizardState';

/** The browser's storage, or null where there is none (a sandboxed frame, a server render). */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The wizard's state, kept in localStorage under the user's e-mail, so that a reload, a lost connection or an
 * interactive sign-in resumes where the installer stopped (for WIZARD_KEEP_MS). `resumedFrom` is the stored state found
 * on opening.
 */
export function useWizard(userEmail: string) {
  const [resumedFrom] = useState<WizardState | null>(() => {
    const storage = store();
    return storage ? readWizard(storage, userEmail) : null;
  });
  const [state, dispatch] = useReducer(wizardReducer, resumedFrom ?? INITIAL_WIZARD);
  useEffect(() => {
    const storage = store();
    if (storage) writeWizard(storage, userEmail, state);
  }, [state, userEmail]);
  return { state, dispatch, resumedFrom };
}
