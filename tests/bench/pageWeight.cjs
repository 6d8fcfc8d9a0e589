// How much JavaScript a page fetched before something was on screen, in gzip bytes, by package (antd, react-dom, MSAL,
// the app's own code...). The bench prints it and tests/e2e/budgets.spec.ts holds it to a budget, so both measure it
// the same way: the page's resource timing entries, each file's gzip size read from the app's dist/ (the servers send
// gzip; a remote on another origin reports no sizes to the shell's page).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const gzipCache = new Map();
/** The gzip size of a built file. */
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file)).length);
  return gzipCache.get(file);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The package a source of a source map belongs to: antd and the libraries it is made of count as `antd`. */
function packageOf(source, appName) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (!match) return /shared\/src\//.test(source) ? '@bess/shared' : `${appName} (own code)`;
  const name = match[1];
  // The chart library (G2 and its renderer, @antv/*) is counted as one.
  if (name.startsWith('@antv/')) return 'G2 (charts)';
  if (/^(antd|@ant-design\/|@rc-component\/|rc-)/.test(name)) return 'antd';
  if (name.startsWith('@azure/msal')) return 'MSAL';
  if (/^(react-router|react-router-dom)$/.test(name)) return 'react-router';
  return name;
}

/**
 * Which packages a built file is made of, as shares of its size: the generated characters each source map segment
 * maps to each source (the file's sources map when there is one, else the whole file is the app's own code).
 */
function packagesOfFile(file, appName) {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return [[`${appName} (own code)`, 1]];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const chars = new Map();
  let source = 0;
  for (const line of map.mappings.split(';')) {
    let column = 0;
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      // Base64 VLQ: each field is a delta; only the generated column and the source index are needed here.
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    for (let i = 0; i < segments.length; i++) {
      const [start, index] = segments[i];
      const length = (segments[i + 1]?.[0] ?? start + 1) - start;
      const name = index >= 0 ? packageOf(map.sources[index], appName) : `${appName} (own code)`;
      chars.set(name, (chars.get(name) ?? 0) + length);
    }
  }
  const total = [...chars.values()].reduce((sum, n) => sum + n, 0) || 1;
  return [...chars.entries()].map(([name, n]) => [name, n / total]);
}

/**
 * The JavaScript files `page` requested up to now (or up to `until`, a performance.now() of the page), with their gzip
 * sizes and the packages they are made of. `apps` maps an origin (http://localhost:port) to `{ name, distDir }`.
 */
async function javascriptFetched(page, apps, until = Infinity) {
  const urls = await page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= limit)
        .map((entry) => entry.name),
    until,
  );
  const parts = new Map();
  const files = [];
  for (const url of new Set(urls)) {
    const { origin, pathname } = new URL(url);
    const app = apps[origin];
    if (!app || !pathname.endsWith('.js')) continue;
    const file = path.join(app.distDir, decodeURIComponent(pathname));
    if (!fs.existsSync(file)) continue;
    if (!parts.has(file)) parts.set(file, packagesOfFile(file, app.name));
    files.push({ url, bytes: gzipSize(file), parts: parts.get(file) });
  }
  return files;
}

/** Total bytes and bytes by package (a file's bytes shared out by its source map), largest first. */
function summarize(files) {
  const byLabel = new Map();
  for (const { parts, bytes } of files) {
    for (const [label, share] of parts) byLabel.set(label, (byLabel.get(label) ?? 0) + bytes * share);
  }
  return {
    total: files.reduce((sum, f) => sum + f.bytes, 0),
    count: files.length,
    byLabel: [...byLabel.entries()].sort((a, b) => b[1] - a[1]),
  };
}

/**
 * A cold reload of a signed-in page (the HTTP cache emptied, the session kept) until `ready` (a Playwright locator
 * of what the person waits for) is on screen: the JavaScript fetched before it, summarized. With `title`, the cut is
 * the moment the page's h1 reads it, taken in the page: what a tab asks for once its first frame is there (a chart's
 * code, behind its data) is not counted, however soon after that the locator is seen.
 */
async function coldReloadJavaScript(page, apps, ready, { title } = {}) {
  if (title) {
    await page.addInitScript((text) => {
      const titled = () => [...document.querySelectorAll('h1')].some((h) => h.textContent === text);
      new MutationObserver((_, observer) => {
        if (!titled()) return;
        window.__titledAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, title);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.reload();
  await ready.waitFor();
  const paintedAt = await page.evaluate((titled) => (titled ? window.__titledAt : performance.now()), Boolean(title));
  if (paintedAt === undefined) throw new Error(`the page's h1 never read "${title}"`);
  return summarize(await javascriptFetched(page, apps, paintedAt));
}

/**
 * Opens the shell at `url` and waits until its layout (the top bar) has painted, holding the identity provider back
 * meanwhile (its redirect could replace the page before anyone looks). Resolves with the shell's JS and CSS requested
 * before that paint (the remote of the route and MSAL are fetched only after it): `{ bytes, count }` in gzip.
 */
async function shellFirstPaint(page, { url, shellDist, idpUrl }) {
  const shellOrigin = new URL(url).origin;
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.top-bar')) return;
      window.__topBarAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  let releaseProvider;
  const providerHeld = new Promise((resolve) => (releaseProvider = resolve));
  // The held requests are let go before the route is removed (removing it first races with their continue).
  const heldRequests = [];
  const holdProvider = (route) => {
    const continued = providerHeld.then(() => route.continue()).catch(() => undefined);
    heldRequests.push(continued);
    return continued;
  };
  await page.route(`${idpUrl}/**`, holdProvider);
  const started = Date.now();
  await page.goto(url);
  await page.locator('.top-bar').waitFor();
  const layoutMs = Date.now() - started;
  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__topBarAt)
      .map((entry) => entry.name),
  );
  releaseProvider();
  await Promise.all(heldRequests);
  await page.unroute(`${idpUrl}/**`, holdProvider);
  const files = requested.filter((u) => u.startsWith(shellOrigin) && /\.(js|css)(\?|$)/.test(u));
  const bytes = files.reduce((sum, u) => sum + gzipSize(path.join(shellDist, new URL(u).pathname)), 0);
  return { bytes, count: files.length, layoutMs };
}

/**
 * Each exposed module's own code (gzip) from a remote's mf-manifest.json: its JS assets minus those of shared
 * modules, of antd and of @bess/shared's language packs (i18n-da/sv/de chunks, fetched only for a user of that language);
 * `sync` is what it loads with the module, `lazy` what it loads later (a chart library, a dialog).
 */
function exposedModuleSizes(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const ownFiles = (files) => files.filter((f) => !sharedFiles.has(f) && !/^i18n-/.test(f));
  // A remote's own copies of antd's components (the fallbacks of `antd/es/*`, split by webpack into chunks the manifest
  // does not list under shared) are never fetched beside the shell, which provides every component: their part of a
  // file, by its source map, is not the module's own code.
  const ownPart = (file) => 1 - (packagesOfFile(file, '').find(([name]) => name === 'antd')?.[1] ?? 0);
  const size = (files) =>
    files.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)) * ownPart(path.join(distDir, file)), 0);
  return manifest.exposes.map((expose) => {
    const sync = ownFiles(expose.assets.js.sync);
    const lazy = ownFiles(expose.assets.js.async).filter((f) => !sync.includes(f));
    return { name: expose.path, sync: size(sync), lazy: size(lazy) };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

module.exports = {
  gzipSize,
  packagesOfFile,
  javascriptFetched,
  summarize,
  coldReloadJavaScript,
  shellFirstPaint,
  exposedModuleSizes,
  kb,
};
