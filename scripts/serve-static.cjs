// The static file server of a built app, on Fastify's maintained static and compression plugins (the API runs on
// Fastify too). What it adds to them is the policy of this project:
// - cache: no-cache for the files that name other files (index.html, mf-manifest.json, remoteEntry.js,
//   config.json), a year and immutable for content-hashed chunks; files are read on every request, so a rebuilt
//   remote is served at once;
// - CORS only for the origins that load the app (the shell, a partner's page), never `*`;
// - security headers on every answer (docs/deployment.md lists them for a production host): nosniff, a referrer
//   policy, and the Content-Security-Policy the caller gives (scripts/securityHeaders.cjs builds them);
// - an optional single-page-app fallback to index.html (the shell's deep links).
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const fastifyCompress = require('@fastify/compress');
const fastifyCors = require('@fastify/cors');
const { BASE_SECURITY_HEADERS, parseEmbedOrigins, remoteCsp, shellCsp } = require('./securityHeaders.cjs');

// Content-hashed file names: the same rule as the deploy script's, which keeps them across releases.
const { HASHED } = require('./deploy.cjs');

/**
 * Serves `dir` on `port`. Resolves with the http.Server once it listens.
 * `overrides` answers some paths with fixed JSON instead of files (tests use it to point config.json elsewhere).
 * `corsOrigins` are the origins allowed to fetch the files cross-origin (a remote's mf-manifest.json from the shell).
 * `csp` is the Content-Security-Policy header's value; by default the shell's (`spa`) is built from its config.json
 * (the override, else the file) and a remote gets the remote policy; `false` sends none (the partner's own page).
 * `embedOrigins` are the origins allowed to embed a remote (its frame-ancestors: the shell's and the partner sites
 * configured); without any, no page may frame it.
 * @param {{ dir: string, port: number, spa?: boolean, host?: string, overrides?: Record<string, unknown>,
 *   corsOrigins?: string[], embedOrigins?: string[], csp?: string | false }} options
 * @returns {Promise<import('node:http').Server>}
 */
async function serveStatic({
  dir,
  port,
  spa = false,
  host = '127.0.0.1',
  overrides = {},
  corsOrigins = [],
  embedOrigins = [],
  csp,
}) {
  const root = path.resolve(dir);
  if (csp === undefined) {
    csp = spa ? shellCsp(shellConfigOf(root, overrides)) : remoteCsp({ frameAncestors: embedOrigins });
  }
  const app = Fastify({ logger: false });

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    if (csp) reply.header('Content-Security-Policy', csp);
    return payload;
  });
  await app.register(fastifyCors, { origin: corsOrigins.length > 0 ? corsOrigins : false, methods: ['GET', 'HEAD'] });
  // gzip only: the bench's byte figures are gzip sizes, and on-the-fly brotli costs more time than it saves here.
  await app.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 256 });

  for (const [url, body] of Object.entries(overrides)) {
    app.get(url, async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body));
  }
  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    // @fastify/static 10 hands over the Fastify reply here.
    setHeaders(reply, file) {
      reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A client-side route (no extension) gets the app; a missing asset stays a 404.
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '') {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  await app.listen({ port, host });
  return app.server;
}

/** The shell's config.json as it will be served: the override if there is one, else the built file. */
function shellConfigOf(root, overrides) {
  if (overrides['/config.json']) return overrides['/config.json'];
  const file = path.join(root, 'config.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

module.exports = { serveStatic };

// Command line: node scripts/serve-static.cjs <dir> <port> [--spa] [--cors=origin,origin]
// A remote may be framed by the origins that load it (--cors) and those of EMBED_ORIGINS (partner sites).
if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node scripts/serve-static.cjs <dir> <port> [--spa] [--cors=http://localhost:8080]');
    process.exit(2);
  }
  const spa = process.argv.includes('--spa');
  const cors = process.argv.find((a) => a.startsWith('--cors='));
  const corsOrigins = cors ? cors.slice('--cors='.length).split(',') : ['http://localhost:8080'];
  const embedOrigins = [...new Set([...corsOrigins, ...parseEmbedOrigins(process.env.EMBED_ORIGINS)])];
  serveStatic({ dir, port: Number(port), spa, corsOrigins, embedOrigins }).then(() =>
    console.log(`serving ${dir} on http://localhost:${port}`),
  );
}
