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
export const PARTNER_BASE_PORT = 8099;
export const PARTNER_PORT = PARTNER_BASE_PORT + PORT_OFFSET;
export const API_URL = `http://localhost:${API_PORT}`;
export const IDP_URL = `https://localhost:${IDP_PORT}`;

/**
 * A served portal (shell, six remotes, partner page) sits in a slot of ports: slot 0 is the run's shared stack on the
 * usual e2e ports; a test that stops a remote or points the shell at another API serves its own in another slot, so
 * that the tests of the other worker never meet it. Slots are SLOT_STEP apart.
 */
export const SLOT_STEP = 200;
/** Slots of the stacks a test serves for itself (tests/support/fixtures.ts: `ownStack`), one per parallel worker. */
export const OWN_STACK_SLOTS = 4;
export const slotPort = (base: number, slot: number) => base + PORT_OFFSET + slot * SLOT_STEP;
export const shellOrigin = (slot: number) => `http://localhost:${slotPort(8080, slot)}`;
export const partnerOrigin = (slot: number) => `http://localhost:${slotPort(PARTNER_BASE_PORT, slot)}`;
/**
 * The origins the shared API serves and the provider redirects to: the shared stack's and every own stack's that
 * points at the shared API.
 */
export const SHARED_API_PORTAL_ORIGINS = Array.from({ length: 1 + OWN_STACK_SLOTS }, (_, slot) => [
  shellOrigin(slot),
  partnerOrigin(slot),
]).flat();

/** Demo accounts of the seeded fleet; the password of each is `demo`. */
export const DEMO_PASSWORD = 'demo';

/**
 * The simulator setting of the e2e fleet: a Nordic device per failure reason of a meter set-up or test (spec 4), so
 * that an end-to-end test can reach each one (server/src/simulator/meterOutcomes.ts). Other devices end in success.
 */
const E2E_METER_OUTCOMES =
  'SCR-000000124=noResponse,SC-000000131=timedOut,SC-000000132=gridMeterInverted,SCR-000000141=noLoadDetected';

/**
 * The share of devices whose firmware install the e2e simulator fails (server/src/simulator/firmware.ts: fixed by the
 * device id). The two stock batteries the rollout e2e builds its failing group from fail under it; the devices the other
 * firmware tests update (Aarhus Harbour's first battery, Berlin Workshop's two) do not.
 */
export const E2E_FIRMWARE_FAIL_SHARE = '0.1';

/**
 * The simulator settings of every e2e API process: the meter outcomes and the firmware failures above, and a fleet
 * that installs firmware in 8 s (20 by default) under a rollout runner that looks every second (5 by default), so that
 * the tests that wait for installs wait less. Each install still passes through every state the portal shows.
 */
export const E2E_SIMULATOR_ENV = {
  SIMULATOR_METER_OUTCOMES: E2E_METER_OUTCOMES,
  SIMULATOR_FIRMWARE_FAIL_SHARE: E2E_FIRMWARE_FAIL_SHARE,
  SIMULATOR_FIRMWARE_INSTALL_SECONDS: '8',
  ROLLOUT_TICK_MS: '1000',
};

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
    portalOrigins: SHARED_API_PORTAL_ORIGINS,
    dataDir,
    quiet: true,
    // The API logs every request at info; a test run keeps only warnings and errors.
    env: { LOG_LEVEL: 'warn', ...E2E_SIMULATOR_ENV, ...database.env },
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
