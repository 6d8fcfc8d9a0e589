import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../../scripts/api-process.cjs';

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Ports of the e2e stack: the usual ones + 10000, so a running `npm start` is left alone. `E2E_PORT_OFFSET` moves
 * them, so that two checkouts on one machine can run their e2e suites at the same time.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 10_000);
export const API_PORT = 3000 + PORT_OFFSET;
export const IDP_PORT = 4443 + PORT_OFFSET;
export const SHELL_PORT = 8080 + PORT_OFFSET;
/** The partner page of the embedding test (tests/embed), a site of its own. */
export const PARTNER_PORT = 8099 + PORT_OFFSET;
export const API_URL = `http://localhost:${API_PORT}`;
export const IDP_URL = `https://localhost:${IDP_PORT}`;

/** Demo accounts of the seeded fleet; the password of each is `demo`. */
export const DEMO_PASSWORD = 'demo';

/**
 * The simulator setting of the e2e fleet: a Nordic device per failure reason of a meter set-up or test (spec 4), so
 * that an end-to-end test can reach each one (server/src/simulator/meterOutcomes.ts). Other devices end in success.
 */
export const E2E_METER_OUTCOMES =
  'SCR-000000124=noResponse,SC-000000131=timedOut,SC-000000132=gridMeterInverted,SCR-000000141=noLoadDetected';

export interface RunningApi {
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * `E2E_DATABASE=postgres`: the e2e API runs on a throw-away PostgreSQL server (Debian's postgresql, started in a temp
 * folder on a free port by server/src/testing/postgres.ts and removed afterwards) instead of its SQLite file.
 */
export const E2E_ON_POSTGRES = process.env.E2E_DATABASE === 'postgres';

async function startDatabase(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  if (!E2E_ON_POSTGRES) return { env: {}, stop: async () => undefined };
  const { startThrowAwayPostgres } = await import('../../server/src/testing/postgres');
  const server = await startThrowAwayPostgres();
  try {
    const url = await server.createDatabase('bess_e2e');
    // Test files reach the running API's database through this (tests/support/accounts.ts).
    process.env.BESS_E2E_DATABASE_URL = url;
    return { env: { DATABASE_URL: url }, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Starts the real API with its identity provider and a freshly seeded demo fleet in a temp folder (the same entry
 * as `npm start`), and waits until it answers.
 */
export async function startApi(): Promise<RunningApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-e2e-api-'));
  const database = await startDatabase();
  const api = await startApiProcess({
    port: API_PORT,
    idpPort: IDP_PORT,
    portalOrigins: [`http://localhost:${SHELL_PORT}`, `http://localhost:${PARTNER_PORT}`],
    dataDir,
    quiet: true,
    // The API logs every request at info; a test run keeps only warnings and errors.
    env: { LOG_LEVEL: 'warn', SIMULATOR_METER_OUTCOMES: E2E_METER_OUTCOMES, ...database.env },
  }).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  // Test files read the database of the running API through this (tests/support/accounts.ts).
  process.env.BESS_E2E_DATABASE_FILE = path.join(dataDir, 'bess.sqlite');
  return {
    dataDir,
    async stop() {
      await api.stop();
      await database.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
