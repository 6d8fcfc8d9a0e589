// A small static file server for a built app: CORS for cross-origin Module Federation loads, no-cache for the
// files that name other files (index.html, mf-manifest.json, remoteEntry.js, config.json), long caching for
// content-hashed chunks, gzip, and an optional single-page-app fallback to index.html (for the shell).
// Files are read on every request, so a rebuilt remote is served at once.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * Serves `dir` on `port`. Resolves with the http.Server once it listens.
 * `overrides` answers some paths with fixed JSON instead of files (tests use it to point config.json elsewhere).
 * @param {{ dir: string, port: number, spa?: boolean, host?: string, overrides?: Record<string, unknown> }} options
 */
function serveStatic({ dir, port, spa = false, host = '127.0.0.1', overrides = {} }) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (Object.hasOwn(overrides, pathname)) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(overrides[pathname]));
      return;
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) && file !== root) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) {
        // A client-side route (no extension) gets the app; a missing asset stays a 404.
        if (spa && path.extname(pathname) === '') return send(req, res, path.join(root, 'index.html'));
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
        return;
      }
      send(req, res, file);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function send(req, res, file) {
  const ext = path.extname(file);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  const stream = fs.createReadStream(file);
  stream.on('error', () => {
    if (!res.headersSent) res.writeHead(404).end('Not found');
    else res.destroy();
  });
  stream.once('open', () => {
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      stream.destroy();
      res.end();
      return;
    }
    (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
  });
}

module.exports = { serveStatic };

// Command line: node scripts/serve-static.cjs <dir> <port> [--spa]
if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node scripts/serve-static.cjs <dir> <port> [--spa]');
    process.exit(2);
  }
  const spa = process.argv.includes('--spa');
  serveStatic({ dir, port: Number(port), spa }).then(() => console.log(`serving ${dir} on http://localhost:${port}`));
}
