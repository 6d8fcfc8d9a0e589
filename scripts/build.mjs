// Production build of the shell and the six remotes. `--if-missing` skips an app whose dist is newer than every
// source it is built from (its own src/ and public/, and shared/). `--only a,b` builds just those app folders.
// Builds run two at a time (this machine has two cores).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { APPS, ROOT, appDir, distDir } from './apps.mjs';

const args = process.argv.slice(2);
const ifMissing = args.includes('--if-missing');
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : null;
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY ?? 2);
const STAMP = '.build-stamp';

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isUpToDate(app) {
  const marker = path.join(distDir(app), STAMP);
  if (!fs.existsSync(marker)) return false;
  const built = fs.statSync(marker).mtimeMs;
  const sources = [path.join(appDir(app), 'src'), path.join(appDir(app), 'public'), path.join(ROOT, 'shared')];
  const configs = [path.join(appDir(app), 'package.json'), path.join(appDir(app), 'webpack.config.js')];
  const newest = Math.max(
    ...sources.map(newestMtime),
    ...configs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)),
  );
  return newest < built;
}

function buildApp(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const webpackBin = path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');
    const child = spawn(process.execPath, [webpackBin, '--mode', 'production'], {
      cwd: appDir(app),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0 && !/ERROR in /.test(output)) {
        // webpack leaves unchanged files untouched, so their times say nothing: a stamp records the build.
        fs.writeFileSync(path.join(distDir(app), STAMP), new Date().toISOString());
        console.log(`built ${app.dir} in ${seconds} s`);
        resolve(Number(seconds));
      } else {
        console.error(output);
        reject(new Error(`build of ${app.dir} failed (exit ${code})`));
      }
    });
  });
}

export async function buildAll({ force = false, select = null } = {}) {
  const todo = APPS.filter((app) => (!select || select.includes(app.dir)) && (force || !isUpToDate(app)));
  if (todo.length === 0) {
    console.log('all apps are built and up to date');
    return;
  }
  const queue = [...todo];
  const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    while (queue.length) await buildApp(queue.shift());
  });
  await Promise.all(workers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  buildAll({ force: !ifMissing, select: only })
    .then(() => console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
