import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../../scripts/api-process.cjs';
import { startThrowAwayPostgres, type ThrowAwayPostgres } from '../../server/src/testing/postgres';
import { API_PORT, API_URL, E2E_SIMULATOR_ENV, IDP_PORT, SHARED_API_PORTAL_ORIGINS, type RunningApi } from './api';

/**
 * The e2e suite through several stateless API replicas behind a real nginx. `E2E_REPLICAS=2` (or more) makes the global
 * set-up call this instead of startApi(): a throw-away PostgreSQL (server/src/testing/postgres.ts), the replicas on
 * ports of their own (API_PORT + n, IDP_PORT + n), and nginx, round robin, on the API's and the identity provider's
 * usual e2e ports, so the portal and the tests talk to "the API" as always and every next call may be answered by
 * another replica. `E2E_REPLICA_DATABASE=sqlite` shares one SQLite file instead (WAL, several processes on one
 * machine): the live simulator runs only on SQLite so far, and the suites that wait for a command to be delivered need
 * it.
 */
export const REPLICA_COUNT = Number(process.env.E2E_REPLICAS ?? 1);

/** The replicas' names: each answer of the API says which one answered (X-Replica). */
export const replicaName = (n: number) => `replica-${n}`;

/** nginx from Debian: /usr/sbin/nginx, or NGINX_BIN. */
function nginxBinary(): string {
  const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (!fs.existsSync(bin)) throw new Error(`nginx is not installed (apt-get install nginx), or set NGINX_BIN (${bin})`);
  return bin;
}

/**
 * The proxy's configuration: everything (pid, logs, temp files) in `dir`, no root configuration read. One process
 * (`master_process off`): run as root it does not switch to another user, so it can use the files of `dir` as they
 * are; it is a test's proxy, not a production one (docs/deployment.md has that).
 */
export function nginxConfig(options: {
  dir: string;
  apiPort: number;
  idpPort: number;
  apiUpstreams: number[];
  idpUpstreams: number[];
  cert: string;
  key: string;
}): string {
  const { dir } = options;
  const servers = (ports: number[]) => ports.map((p) => `    server 127.0.0.1:${p};`).join('\n');
  const forward = `
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_read_timeout 300s;
      # A replica that fails is not skipped for a while: every call goes round robin, as the test wants to see.
      proxy_next_upstream off;`;
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The API sets its own body limits (uploads go to signed links): nginx passes any size on.
  client_max_body_size 0;
  upstream api {
${servers(options.apiUpstreams)}
    keepalive 16;
  }
  upstream idp {
${servers(options.idpUpstreams)}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${options.apiPort};
    location / {
      proxy_pass http://api;${forward}
    }
  }
  server {
    listen 127.0.0.1:${options.idpPort} ssl;
    ssl_certificate ${options.cert};
    ssl_certificate_key ${options.key};
    location / {
      proxy_pass https://idp;${forward}
    }
  }
}
`;
}

/** Starts nginx in the foreground with the configuration above; resolves once the API answers through it. */
async function startNginx(dir: string, config: string): Promise<{ stop(): Promise<void> }> {
  const bin = nginxBinary();
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const test = spawnSync(bin, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses its configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(bin, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}\n${output}`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer in time\n${output}`);
    const ok = await fetch(`${API_URL}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // QUIT: a graceful stop (TERM is a fast one); either ends a process without a master.
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * The replicated stack for the run (see REPLICA_COUNT): the database, the replicas and nginx. The first replica
 * starts alone (it migrates and seeds the fleet, and stores the identity provider's secrets); the others start once
 * it answers, on the same database.
 */
export async function startReplicatedApi(count = REPLICA_COUNT): Promise<RunningApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-e2e-replicas-'));
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const engine = process.env.E2E_REPLICA_DATABASE === 'sqlite' ? 'sqlite' : 'postgres';
    let database: Record<string, string>;
    if (engine === 'postgres') {
      const server: ThrowAwayPostgres = await startThrowAwayPostgres();
      stops.push(() => server.stop());
      const url = await server.createDatabase('bess_e2e');
      database = { DATABASE_URL: url };
      process.env.BESS_E2E_DATABASE_URL = url;
    } else {
      const file = path.join(dataDir, 'shared.sqlite');
      database = { DATABASE_FILE: file };
      process.env.BESS_E2E_DATABASE_FILE = file;
    }
    const apiPorts = Array.from({ length: count }, (_, i) => API_PORT + 1 + i);
    const idpPorts = Array.from({ length: count }, (_, i) => IDP_PORT + 1 + i);
    for (let i = 0; i < count; i++) {
      const own = path.join(dataDir, replicaName(i + 1));
      const api = await startApiProcess({
        port: apiPorts[i],
        idpPort: IDP_PORT,
        portalOrigins: SHARED_API_PORTAL_ORIGINS,
        quiet: true,
        // PostgreSQL seeds the demo fleet in about 3 minutes on a busy 2-core machine (docs/database.md).
        timeoutMs: 900_000,
        env: {
          LOG_LEVEL: 'warn',
          ...E2E_SIMULATOR_ENV,
          REPLICA_NAME: replicaName(i + 1),
          // The addresses every client knows are nginx's: links the API makes point there, tokens name its issuer.
          PUBLIC_URL: API_URL,
          IDP_PORT: String(IDP_PORT),
          IDP_LISTEN_PORT: String(idpPorts[i]),
          TRUST_PROXY: 'loopback',
          // Each replica's own folder (the provider's disk copy of its certificate); the files are shared storage.
          DATABASE_FILE: path.join(own, 'bess.sqlite'),
          FILES_DIR: path.join(dataDir, 'files'),
          ...database,
        },
      });
      stops.push(() => api.stop());
    }
    // The certificate every replica shows (stored in the database by the first, copied beside the first one's database
    // file): nginx shows it too.
    const tls = path.join(path.dirname(database.DATABASE_FILE ?? path.join(dataDir, replicaName(1), 'x')), 'tls');
    const nginx = await startNginx(
      dataDir,
      nginxConfig({
        dir: dataDir,
        apiPort: API_PORT,
        idpPort: IDP_PORT,
        apiUpstreams: apiPorts,
        idpUpstreams: idpPorts,
        cert: path.join(tls, 'localhost-cert.pem'),
        key: path.join(tls, 'localhost-key.pem'),
      }),
    );
    stops.push(() => nginx.stop());
    // For a test that calls the provider through nginx from Node (tests/e2e/replicas.spec.ts).
    process.env.BESS_E2E_IDP_CERT = path.join(tls, 'localhost-cert.pem');
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { dataDir, stop: stopAll };
}
