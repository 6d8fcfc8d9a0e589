import { startApi } from './api';
import { REPLICA_COUNT, startReplicatedApi } from './replicas';

/**
 * One API (with its identity provider and seeded fleet) for the whole run. The environment it sets (the database
 * file that tests/support/accounts.ts reads) reaches the test workers; the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_REPLICAS=2: the API as several replicas behind nginx on the same ports (tests/support/replicas.ts).
  const api = REPLICA_COUNT > 1 ? await startReplicatedApi() : await startApi();
  return () => api.stop();
}
