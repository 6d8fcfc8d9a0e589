import { startApi } from './api';

/**
 * One API (with its identity provider and seeded fleet) for the whole run. The environment it sets (the database
 * file that tests/support/accounts.ts reads) reaches the test workers; the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const api = await startApi();
  return () => api.stop();
}
