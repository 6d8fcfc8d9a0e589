// Starts the reference API (server/src/main.ts, with its identity provider and simulated fleet) as a child process
// and waits until it answers. Used by `npm start`, the e2e tests and the bench. The server's own entry is run
// through tsx's binary, never npx: killing npx would leave the server running (docs/toolchain.md).
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/**
 * @param {{ port?: number, idpPort?: number, portalOrigins?: string[], dataDir?: string, env?: Record<string, string>,
 *   quiet?: boolean, timeoutMs?: number }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string, idpUrl: string, stop(): Promise<void> }>}
 */
async function startApiProcess(options = {}) {
  const port = options.port ?? 3000;
  const idpPort = options.idpPort ?? 4443;
  const env = {
    ...process.env,
    PORT: String(port),
    IDP_PORT: String(idpPort),
    PUBLIC_URL: `http://localhost:${port}`,
    ...(options.portalOrigins ? { PORTAL_ORIGINS: options.portalOrigins.join(',') } : {}),
    ...(options.dataDir
      ? { DATABASE_FILE: path.join(options.dataDir, 'bess.sqlite'), FILES_DIR: path.join(options.dataDir, 'files') }
      : {}),
    ...options.env,
  };
  // Something else answering on the port (a server left over from an interrupted run) would pass the health check
  // below in this server's stead.
  const taken = await fetch(`http://localhost:${port}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop the server that listens there first`);
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'server', 'src', 'main.ts')],
    {
      cwd: path.join(ROOT, 'server'),
      env,
      stdio: ['ignore', options.quiet ? 'pipe' : 'inherit', options.quiet ? 'pipe' : 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start in time\n${output}`);
    }
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    child,
    url,
    idpUrl: `https://localhost:${idpPort}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

module.exports = { startApiProcess };
