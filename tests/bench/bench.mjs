// npm run bench: prints the figures of the issues. Figures are printed, never asserted (tests do not time things).
//   1. full production build of the seven apps (wall time);
//   2. the shell's JS + CSS (gzip) fetched before its layout first paints, measured in Chromium;
//   3. each exposed module's own code (gzip), from the remotes' mf-manifest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { buildAll } from '../../scripts/build.mjs';
import { APPS, distDir } from '../../scripts/apps.mjs';

const require = createRequire(import.meta.url);
const { serveStatic } = require('../../scripts/serve-static.cjs');
const { startApiProcess } = require('../../scripts/api-process.cjs');
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

// 2. The shell's first paint, and opening the portal signed in (the real API and identity provider).
const shellOrigin = `http://localhost:${APPS.find((a) => a.isShell).port + PORT_OFFSET}`;
const apiDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-bench-api-'));
const api = await startApiProcess({
  port: 3000 + PORT_OFFSET,
  idpPort: 4443 + PORT_OFFSET,
  portalOrigins: [shellOrigin],
  dataDir: apiDataDir,
  quiet: true,
});
const servers = [];
const remoteUrls = {};
for (const app of APPS.filter((a) => !a.isShell)) {
  servers.push(await serveStatic({ dir: distDir(app), port: app.port + PORT_OFFSET }));
  remoteUrls[app.name] = `http://localhost:${app.port + PORT_OFFSET}/mf-manifest.json`;
}
const shellApp = APPS.find((a) => a.isShell);
servers.push(
  await serveStatic({
    dir: distDir(shellApp),
    port: shellApp.port + PORT_OFFSET,
    spa: true,
    overrides: {
      '/config.json': {
        environment: 'local',
        apiBaseUrl: api.url,
        termsNumber: 10,
        remotes: remoteUrls,
        auth: {
          authority: api.idpUrl,
          clientId: 'bess-portal',
          scopes: ['openid', 'profile', 'email', 'offline_access', 'user_impersonation'],
          knownAuthorities: [new URL(api.idpUrl).host],
        },
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
  ignoreHTTPSErrors: true,
});
try {
  const page = await context.newPage();
  const fetched = [];
  page.on('requestfinished', (request) => fetched.push(request.url()));
  // Hold the identity provider back while the first paint is measured: otherwise the redirect to it can replace the
  // page before anyone looks at the frame.
  let releaseProvider;
  const providerHeld = new Promise((resolve) => (releaseProvider = resolve));
  await page.route(`${api.idpUrl}/**`, async (route) => {
    await providerHeld;
    await route.continue();
  });
  const started = Date.now();
  await page.goto(`${shellOrigin}/main/home`);
  await page.locator('.top-bar').waitFor();
  const layoutMs = Date.now() - started;
  releaseProvider();
  await page.unroute(`${api.idpUrl}/**`);
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
  report('Cold open: the shell frame (top bar) painted', `${layoutMs} ms`);
  // Sign in through the provider's form, as a person would.
  await page.getByLabel('E-mail').waitFor();
  const signInStarted = Date.now();
  await page.getByLabel('E-mail').fill('owner@demo.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  report('Sign-in form submitted -> back on /main/home, rendered', `${Date.now() - signInStarted} ms`, '<= 1.5 s');
  const times = [];
  for (let i = 0; i < 5; i++) {
    const reloadStarted = Date.now();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    times.push(Date.now() - reloadStarted);
  }
  times.sort((a, b) => a - b);
  report('Open /main/home already signed in (warm reload), median of 5', `${times[2]} ms`);
} finally {
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
  for (const server of servers) server.close();
  await api.stop();
  fs.rmSync(apiDataDir, { recursive: true, force: true });
}

// 3. Each exposed module's own code: its JS assets minus those of shared singletons and minus @bess/shared's
// language packs (i18n-da/sv/de chunks, fetched only for a user of that language).
for (const app of APPS.filter((a) => !a.isShell)) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir(app), 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  for (const expose of manifest.exposes) {
    const own = [...new Set([...expose.assets.js.sync, ...expose.assets.js.async])].filter(
      (f) => !sharedFiles.has(f) && !/^i18n-/.test(f),
    );
    const bytes = own.reduce((sum, file) => sum + gzipSize(path.join(distDir(app), file)), 0);
    report(`${app.name} ${expose.path} own code, gzip`, kb(bytes), '<= 150 KB');
  }
}

// 4. The server's figures: server/src/bench/serverBench.ts prints them as `FIGURE|name|value|target` lines.
const serverBench = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/src/bench/serverBench.ts'], {
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  stdio: ['ignore', 'pipe', 'inherit'],
});
readline.createInterface({ input: serverBench.stdout }).on('line', (line) => {
  const [tag, name, value, target] = line.split('|');
  if (tag === 'FIGURE') report(name, value, target);
  else console.log(line);
});
const serverExit = await new Promise((resolve) => serverBench.on('close', resolve));
if (serverExit !== 0) report('Server bench', `failed (exit ${serverExit})`);

console.log('\nFigures');
for (const [name, value, target] of figures) console.log(`  ${name.padEnd(72)} ${String(value).padEnd(24)} ${target}`);
