import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL server for tests (the server's tests run on a real PostgreSQL, no mock): Debian's
 * postgresql package, a cluster made by initdb in a temp folder, started by pg_ctl on a free port of 127.0.0.1 with
 * its unix socket in that folder, and stopped and removed by stop().
 *
 * initdb and postgres refuse to run as root. As root (a CI container), the cluster belongs to the `postgres` user
 * that the Debian package creates: the temp folder is given to it and initdb / pg_ctl run through
 * `runuser -u postgres --`. As any other user they run as that user. The cluster trusts local connections (it lives
 * as long as one test run, on 127.0.0.1 only) and skips fsync: durability is not what a test checks.
 */
export interface ThrowAwayPostgres {
  /** postgres://… of the server's `postgres` database, for CREATE DATABASE. */
  adminUrl: string;
  /** A new database on the server (a copy of `template` if given, else empty); its URL. */
  createDatabase(prefix?: string, template?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const [newest] = versions;
  return newest === undefined ? undefined : path.join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function runPg(bin: string, program: string, args: string[]): void {
  const file = path.join(bin, program);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-pg-'));
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runPg(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    // One test file may open a few apps, each with its pool; the suite runs the files one after the other.
    '-c max_connections=200',
  ].join(' ');
  runPg(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    createDatabase: (prefix, template) => createDatabase(adminUrl, prefix, template),
    async stop() {
      try {
        runPg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Creates a database on the server of `adminUrl` (any database of it), empty or a copy of the database `template`
 * (a file copy: far faster than migrating each test's database); returns the new database's URL.
 */
export async function createDatabase(adminUrl: string, prefix = 'bess_test', template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database made by createDatabase (after its pools are closed), as a courtesy: a database still in use is
 * left for the server's removal at the end of the run. Not WITH (FORCE): that would end a connection some straggling
 * query of the closed app still holds, as an uncaught error in the next test.
 */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
  } catch {
    // in use: removed with the server
  } finally {
    await client.end();
  }
}
