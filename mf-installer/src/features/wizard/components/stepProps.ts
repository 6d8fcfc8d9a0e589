import type { Dispatch } from 'react';
import type { WizardAction, WizardState } from '../wizardState';

/** What every step of the wizard gets: the wizard's state and its actions. */
export interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}
