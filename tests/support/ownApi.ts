import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, E2E_SIMULATOR_ENV, IDP_PORT, ROOT } from './api';

/** Ports of a suite's own API beside the run's shared one (tests/support/playwrightGlobalSetup.ts), inside this run's offset. */
const OWN_PORT_STEP = 50;

export interface OwnApi {
  url: string;
  idpPort: number;
  /** The SQLite file it writes (WAL mode): read it with better-sqlite3 to count what was committed. */
  databaseFile: string;
  /** The server process now running. */
  readonly pid: number;
  /** Ends the process at once, as `kill -9` would: no shutdown hook runs, nothing is flushed or closed. */
  kill9(): Promise<void>;
  /** Stops it politely (SIGTERM). */
  stop(): Promise<void>;
  /** Starts it again on the same ports and database, and waits until it answers; `env` adds settings to this run. */
  start(env?: Record<string, string>): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

/**
 * A real API with its identity provider and a freshly seeded demo fleet, as a process of its own that a test may stop,
 * kill and start again (the fault tests): the run's shared API must stay up for the other suites. The server runs in
 * ONE node process (`node --import tsx`), not behind tsx's launcher, so that a SIGKILL really ends the server. One
 * suite at a time uses it (its ports are fixed).
 */
export interface OwnApiOptions {
  /** The portals this API serves and its provider redirects to (the suite's own stack). */
  portalOrigins: string[];
  /** Server settings (IDP_ACCESS_TOKEN_TTL_S, say). */
  env?: Record<string, string>;
}

export async function startOwnApi({ portalOrigins, env = {} }: OwnApiOptions): Promise<OwnApi> {
  const port = API_PORT + OWN_PORT_STEP;
  const idpPort = IDP_PORT + OWN_PORT_STEP;
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-e2e-own-api-'));
  const databaseFile = path.join(dataDir, 'bess.sqlite');
  let child: ChildProcess | null = null;
  let output = '';

  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));

  const answers = () =>
    fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );

  async function start(extra: Record<string, string> = {}) {
    if (await answers()) throw new Error(`port ${port} is already in use: stop the server that listens there first`);
    output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
      cwd: path.join(ROOT, 'server'),
      env: {
        ...process.env,
        PORT: String(port),
        IDP_PORT: String(idpPort),
        PUBLIC_URL: url,
        PORTAL_ORIGINS: portalOrigins.join(','),
        DATABASE_FILE: databaseFile,
        FILES_DIR: path.join(dataDir, 'files'),
        LOG_LEVEL: 'warn',
        ...E2E_SIMULATOR_ENV,
        ...env,
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 120_000;
    while (!(await answers())) {
      if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}\n${output}`);
      if (Date.now() > deadline) throw new Error(`the API did not start in time\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function signal(name: NodeJS.Signals) {
    const running = child;
    if (!running) return;
    child = null;
    const done = exited(running);
    running.kill(name);
    await done;
  }

  await start();
  return {
    url,
    idpPort,
    databaseFile,
    get pid() {
      return child?.pid ?? -1;
    },
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    start,
    async dispose() {
      await signal('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
