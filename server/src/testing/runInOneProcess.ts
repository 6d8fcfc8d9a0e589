// Runs the test files given as arguments in this one process, one after another, in the order given.
// `node --test` starts a process per file, and each spends about 1.5 s importing the server (fastify, kysely, TypeBox,
// oidc-provider, every route) before its first test: over the suite's files and two engines, minutes of CPU on a
// 2-core machine. Here the imports are paid once. The files are written for it: a test that changes process.env puts
// it back, and module-level caches hold only what is the same for every test (compiled schemas, signing secrets).
// node:test runs every test as it is registered, so each file's tests run before the next file is imported.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('runInOneProcess: name the test files to run');
  process.exit(2);
}
for (const file of files) await import(pathToFileURL(path.resolve(file)).href);
