// npm run bench: prints the figures of the issues. Figures are printed, never asserted (tests do not time things).
//   1. full production build of the seven apps (wall time);
//   2. the shell's JS + CSS (gzip) fetched before its layout first paints, measured in Chromium;
//   3. each exposed module's own code (gzip), from the remotes' mf-manifest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { buildAll } from '../../scripts/build.mjs';
import { APPS, distDir } from '../../scripts/apps.mjs';

const require = createRequire(import.meta.url);
const { serveStatic } = require('../../scripts/serve-static.cjs');
const PORT_OFFSET = 20_000;
const skipBuild = process.argv.includes('--no-build');
const figures = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;
function report(name, value, target = '') {
  figures.push([name, value, target]);
  console.log(`${name}: ${value}${target ? `   (target ${target})` : ''}`);
}

// 1. Build.
if (!skipBuild) {
  const started = Date.now();
  await buildAll({ force: true });
  report('Full production build, 7 apps', `${((Date.now() - started) / 1000).toFixed(1)} s`, '<= 180 s');
} else {
  await buildAll();
}

// 2. The shell's first paint.
const servers = [];
const remoteUrls = {};
for (const app of APPS.filter((a) => !a.isShell)) {
  servers.push(await serveStatic({ dir: distDir(app), port: app.port + PORT_OFFSET }));
  remoteUrls[app.name] = `http://localhost:${app.port + PORT_OFFSET}/mf-manifest.json`;
}
const shellApp = APPS.find((a) => a.isShell);
const shellOrigin = `http://localhost:${shellApp.port + PORT_OFFSET}`;
servers.push(
  await serveStatic({
    dir: distDir(shellApp),
    port: shellApp.port + PORT_OFFSET,
    spa: true,
    overrides: {
      '/config.json': {
        environment: 'local',
        apiBaseUrl: 'http://localhost:3000',
        termsNumber: 10,
        remotes: remoteUrls,
      },
    },
  }),
);

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport: { width: 1280, height: 800 },
});
try {
  const page = await context.newPage();
  const fetched = [];
  page.on('requestfinished', (request) => fetched.push(request.url()));
  const started = Date.now();
  await page.goto(`${shellOrigin}/main/home`);
  await page.locator('.top-bar').waitFor();
  const layoutMs = Date.now() - started;
  const beforePaint = fetched.filter((url) => url.startsWith(shellOrigin) && /\.(js|css)(\?|$)/.test(url));
  const bytes = beforePaint.reduce(
    (sum, url) => sum + gzipSize(path.join(distDir(shellApp), new URL(url).pathname)),
    0,
  );
  report(
    'Shell JS + CSS before its layout first paints, gzip',
    `${kb(bytes)} in ${beforePaint.length} files`,
    '<= 300 KB',
  );
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  report(
    'Cold open of /main/home to the home tab rendered (no sign-in yet)',
    `${Date.now() - started} ms (layout at ${layoutMs} ms)`,
  );
} finally {
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
  for (const server of servers) server.close();
}

// 3. Each exposed module's own code: its JS assets minus those of shared singletons.
for (const app of APPS.filter((a) => !a.isShell)) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir(app), 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  for (const expose of manifest.exposes) {
    const own = [...new Set([...expose.assets.js.sync, ...expose.assets.js.async])].filter((f) => !sharedFiles.has(f));
    const bytes = own.reduce((sum, file) => sum + gzipSize(path.join(distDir(app), file)), 0);
    report(`${app.name} ${expose.path} own code, gzip`, kb(bytes), '<= 150 KB');
  }
}

console.log('\nFigures');
for (const [name, value, target] of figures) console.log(`  ${name.padEnd(72)} ${String(value).padEnd(24)} ${target}`);
