import { startApi, type RunningApi } from './api';

declare global {
  var __BESS_API__: RunningApi | undefined;
}

/** One API (with its identity provider and seeded fleet) for the whole e2e run. */
export default async function globalSetup() {
  globalThis.__BESS_API__ = await startApi();
}
