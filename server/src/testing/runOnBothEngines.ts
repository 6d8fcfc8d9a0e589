// `npm test` in server/ (and so the root `npm test`): the server's test suite on SQLite and, when
// PostgreSQL's binaries are installed (Debian's postgresql, or PG_BIN), on a throw-away PostgreSQL server too. The two
// runs share nothing (temp SQLite files; PostgreSQL databases of their own on their own server, on a free port; HTTP
// listeners on port 0), so they run at the same time: on two cores the pair takes about as long as the slower one.
// Each run's output is kept and printed whole when it ends (interleaved TAP of two runs would be unreadable), then a
// line per engine. Without PostgreSQL's binaries it says clearly that the PostgreSQL run was skipped.
// `TEST_ENGINES=sqlite` (or `postgres`) runs one engine only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir } from './postgres';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(serverDir, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
const files = fs
  .readdirSync(path.join(serverDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('src', f))
  .sort();

interface Outcome {
  engine: string;
  code: number;
  seconds: number;
}

function run(engine: string, args: string[]): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(process.execPath, [tsx, ...args], { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => chunks.push(d));
  child.stderr.on('data', (d: Buffer) => chunks.push(d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      process.stdout.write(`\n===== server tests on ${engine} =====\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ engine, code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

const only = process.env.TEST_ENGINES;
const runs: Promise<Outcome>[] = [];
if (only !== 'postgres') runs.push(run('SQLite', ['src/testing/runInOneProcess.ts', ...files]));
const postgres = postgresBinDir();
if (only !== 'sqlite' && postgres) runs.push(run('PostgreSQL', ['src/testing/runOnPostgres.ts', ...files]));
const outcomes = await Promise.all(runs);

console.log('\n===== server tests, by engine =====');
for (const o of outcomes)
  console.log(`${o.engine}: ${o.code === 0 ? 'passed' : 'FAILED'} in ${o.seconds.toFixed(0)} s`);
if (only !== 'sqlite' && !postgres) {
  console.log(
    'PostgreSQL: SKIPPED, its binaries are not installed (apt-get install postgresql, or set PG_BIN to the folder of ' +
      'initdb and pg_ctl): only the SQLite run counted',
  );
}
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
