/** The meter set-up and test as a step-by-step view (spec 4 states and outcomes). */
import { METER_SETUP_STEPS, type Wire } from '@bess/shared';

export type MeterPhase = 'idle' | 'running' | 'success' | 'failed';

export interface MeterProgress {
  phase: MeterPhase;
  /** Index in METER_SETUP_STEPS of the step reached; -1 when nothing ran. */
  stepIndex: number;
  result: Wire.MeterStatusResponse['result'];
  /** spec 4: set-up is skipped while a test is running, so it is not offered then. */
  setupOffered: boolean;
}

/** Reads GET /MeterSetup: running while a step is set and no result; success or the named failure at the end. */
export function meterProgress(status: Wire.MeterStatusResponse | undefined): MeterProgress {
  if (!status) return { phase: 'idle', stepIndex: -1, result: null, setupOffered: true };
  const stepIndex = status.step ? METER_SETUP_STEPS.indexOf(status.step) : -1;
  const phase: MeterPhase =
    status.result === 'success' ? 'success' : status.result ? 'failed' : status.step ? 'running' : 'idle';
  return {
    phase,
    // A success has passed every step.
    stepIndex: phase === 'success' ? METER_SETUP_STEPS.length - 1 : stepIndex,
    result: status.result,
    setupOffered: !status.testRunning,
  };
}
