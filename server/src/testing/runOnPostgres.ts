// `npm run test:server:pg`: the server's test suite on a real PostgreSQL server. Starts a throw-away server
// (testing/postgres.ts) once, runs every server test file against it (each test app on a new database of its own),
// stops it, and exits with the suite's code. Test files given as arguments run instead of the whole suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database';
import { startThrowAwayPostgres } from './postgres';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : fs
        .readdirSync(path.join(serverDir, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => path.join('src', f))
        .sort();

const server = await startThrowAwayPostgres();
let status: number;
try {
  // One migrated database that every test's database copies (CREATE DATABASE … TEMPLATE).
  const templateUrl = await server.createDatabase('bess_template');
  await (await openDatabase(templateUrl)).close();
  const result = spawnSync('npx', ['tsx', 'src/testing/runInOneProcess.ts', ...files], {
    cwd: serverDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE: 'postgres',
      TEST_POSTGRES_URL: server.adminUrl,
      TEST_POSTGRES_TEMPLATE: new URL(templateUrl).pathname.slice(1),
    },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
}
process.exit(status);
