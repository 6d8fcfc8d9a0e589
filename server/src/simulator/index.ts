import type { Services } from '../services/services';

/** Seeds an empty database with the configured fleet (demo or large) and back-fills its history. */
export async function seedIfEmpty(_services: Services): Promise<void> {
  throw new Error('simulator: seedIfEmpty is being written (issue 3)');
}

/** Starts the live simulation (telemetry, alarms, command delivery); returns a stop function. */
export function startSimulator(_services: Services): () => void {
  throw new Error('simulator: startSimulator is being written (issue 3)');
}
