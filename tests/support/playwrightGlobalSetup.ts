import { startApi } from './api';
import { REPLICA_COUNT, startReplicatedApi } from './replicas';
import { startStack } from './stack';

/**
 * One API (with its identity provider and seeded fleet) and one served portal (shell, remotes, partner page) for the
 * whole run, which every worker's tests share by their ports. The environment the API sets (the database file that
 * tests/support/accounts.ts reads) reaches the test workers; the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_REPLICAS=2: the API as several replicas behind nginx on the same ports (tests/support/replicas.ts).
  const api = REPLICA_COUNT > 1 ? await startReplicatedApi() : await startApi();
  const stack = await startStack().catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  return async () => {
    await stack.stop();
    await api.stop();
  };
}
