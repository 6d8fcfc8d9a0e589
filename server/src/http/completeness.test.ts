import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { ALL_ROUTES } from '../routes';
import { DOCUMENT_PATH, UPLOAD_PATH } from '../routes/files';
import { seedFixtureFleet } from '../testing/fixtures';
import { fastifyPathOf, requestFor, sampleInputs, seedSampleObjects, type SampleInputs } from '../testing/samples';
import { createTestApp, type TestApp } from '../testing/testApp';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/**
 * The routes reached without a bearer token, and why (server/README.md): the health check, the API's OpenAPI
 * description, and the signed links of routes/files.ts, whose token is their access rule.
 */
const PUBLIC_ROUTES = new Set(['GET /health', 'GET /openapi.json', `PUT ${UPLOAD_PATH}`, `GET ${DOCUMENT_PATH}`]);

/** Contract calls without a bearer token: the telemetry download link (access rule `signedLink`, spec 7 blob flag). */
const SIGNED_LINK_CALLS = new Set<EndpointName>(
  ALL_ROUTES.filter((r) => r.access.kind === 'signedLink').map((r) => r.endpoint),
);

/**
 * Every route of the router, as `METHOD /path`, read from printRoutes' tree: each line's segment is appended to its
 * parent's path. HEAD (added by Fastify for each GET) and the CORS plugin's OPTIONS are left out.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAt[depth - 1]! : '') + match[2]!;
    pathAt[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe('completeness: every call of the contract has exactly one route, and every route an access rule', () => {
  let t: TestApp;
  let samples: SampleInputs;
  /** routeOptions.config of each route as a request saw it, by `METHOD /path`. */
  const configSeen = new Map<string, FastifyContextConfig>();

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    samples = sampleInputs(await seedSampleObjects(t));
    // Added before the app is ready, so it runs for every route (also the encapsulated public file routes).
    t.app.addHook('onRequest', async (request) => {
      configSeen.set(`${request.method} ${request.routeOptions.url}`, request.routeOptions.config);
    });
  });
  after(() => t.close());

  it('(a) ALL_ROUTES answers each ENDPOINTS entry exactly once and names only real entries', () => {
    const count = new Map<string, number>();
    for (const route of ALL_ROUTES) count.set(route.endpoint, (count.get(route.endpoint) ?? 0) + 1);
    const missing = NAMES.filter((name) => !count.has(name));
    const twice = [...count].filter(([, n]) => n > 1).map(([name]) => name);
    const unknown = [...count.keys()].filter((name) => !(name in ENDPOINTS));
    assert.deepEqual({ missing, twice, unknown }, { missing: [], twice: [], unknown: [] });
    assert.equal(ALL_ROUTES.length, NAMES.length);
    assert.ok(NAMES.length >= 100, `expected the whole contract, found ${NAMES.length} calls`);
  });

  it('(b) the router holds exactly the contract calls plus the declared public routes', () => {
    const registered = registeredRoutes(t.app).sort();
    const expected = [...NAMES.map((n) => `${ENDPOINTS[n].method} ${fastifyPathOf(n)}`), ...PUBLIC_ROUTES].sort();
    assert.deepEqual(registered, expected);
    // The parser itself: every route it found is one the router knows.
    for (const route of registered) {
      const [method, url] = route.split(' ') as [string, string];
      assert.ok(t.app.hasRoute({ method: method as 'GET', url }), route);
    }
  });

  it('(b) each registered route carries its access rule: config.endpoint of its own call, or config.public', async () => {
    // One request per route (no token); the hook records the config the route was registered with.
    for (const name of NAMES) await t.app.inject(requestFor(name, samples[name]));
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/openapi.json' });
    await t.app.inject({ method: 'PUT', url: '/files/upload/x?token=1.x', payload: 'x' });
    await t.app.inject({ method: 'GET', url: '/files/document/SC-000000101/FAT?token=1.x' });
    for (const route of registeredRoutes(t.app)) {
      const config = configSeen.get(route);
      assert.ok(config, `${route}: no request reached it`);
      if (PUBLIC_ROUTES.has(route)) {
        assert.equal(config.public, true, route);
        assert.equal(config.endpoint, undefined, route);
        continue;
      }
      const name = NAMES.find((n) => `${ENDPOINTS[n].method} ${fastifyPathOf(n)}` === route);
      assert.ok(name, `${route} answers no contract call`);
      assert.equal(config.endpoint, name, route);
      assert.notEqual(config.public, true, `${route} is a contract call and must not be public`);
    }
  });

  it('(b) a new route without an access rule cannot be registered (deny by default)', async () => {
    const other = await createTestApp();
    try {
      assert.throws(() => other.app.get('/unruled', async () => 'open'), /no access rule/);
      assert.throws(() => other.app.post('/unruled', { config: {} }, async () => 'open'), /no access rule/);
      assert.equal(other.app.hasRoute({ method: 'GET', url: '/unruled' }), false);
    } finally {
      await other.close();
    }
  });

  it('(c) without a bearer token every non-public call answers 401 with the session message', async () => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      if (SIGNED_LINK_CALLS.has(name)) continue;
      const res = await t.app.inject(requestFor(name, samples[name]));
      if (res.statusCode !== 401 || res.json().message !== 'Session has expired, please try again') {
        wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('(c) a malformed, foreign or expired bearer token is a 401 too, never a 2xx', async () => {
    const expired = await t.tokenFor('superadmin@demo.test', { expiresIn: '-1m' });
    const foreign = await t.tokenFor('superadmin@demo.test', { issuer: 'https://evil.test' });
    const wrong: string[] = [];
    for (const name of NAMES) {
      if (SIGNED_LINK_CALLS.has(name)) continue;
      for (const token of ['garbage', expired, foreign]) {
        const res = await t.app.inject({
          ...requestFor(name, samples[name]),
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 401) wrong.push(`${name}: ${res.statusCode}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('(c) the public routes: health answers; a link without a valid token is 403 and the telemetry link works alone', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    const upload = await t.app.inject({ method: 'PUT', url: '/files/upload/FILE-BMS-SAMPLE?token=1.x', payload: 'x' });
    assert.equal(upload.statusCode, 403);
    const document = await t.app.inject({ method: 'GET', url: '/files/document/SC-000000101/FAT' });
    assert.equal(document.statusCode, 403);
    assert.deepEqual([...SIGNED_LINK_CALLS], ['downloadTelemetry']);
    const download = await t.app.inject(requestFor('downloadTelemetry', samples.downloadTelemetry));
    assert.equal(download.statusCode, 200);
    const tampered = await t.app.inject(
      requestFor('downloadTelemetry', { token: `${samples.downloadTelemetry.token}x` }),
    );
    assert.equal(tampered.statusCode, 403);
  });
});
