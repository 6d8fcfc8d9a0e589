import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { CORS_PREFLIGHT_MAX_AGE_S } from '../app';

const LIMIT = 5;
const { owner, readonly } = FIXTURE.users;
const aarhus = FIXTURE.sites.aarhus;

describe('limits: 429 with Retry-After, per user, per dashboard link and per address', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ rateLimitPerMinute: LIMIT });
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  const readSite = (as?: string) => t.call({ method: 'GET', url: `/Dashboard/${aarhus}`, as });

  it('lets a user make the limit of calls in a minute, then answers 429 with Retry-After and the API shape', async () => {
    for (let i = 0; i < LIMIT; i++) assert.equal((await readSite(owner)).statusCode, 200);
    const refused = await readSite(owner);
    assert.equal(refused.statusCode, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${refused.headers['retry-after']}`);
    assert.equal(refused.json().code, null);
    assert.match(refused.json().message, /^Too many requests, please try again in \d+ s$/);
  });

  it('counts each user on their own: another user of the same address is not refused', async () => {
    assert.equal((await readSite(readonly)).statusCode, 200);
  });

  it('counts calls without a principal by address, and still answers 401 until the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await readSite()).statusCode);
    assert.deepEqual(statuses, [...Array(LIMIT).fill(401), 429]);
  });

  it('counts a dashboard link on its own', async () => {
    const fresh = await createTestApp({ rateLimitPerMinute: LIMIT });
    try {
      await seedFixtureFleet(fresh.services.db);
      const on = await fresh.call({
        method: 'PUT',
        url: '/DashboardSharing',
        as: owner,
        payload: { id: aarhus, isEnabled: true },
      });
      const share = { authorization: `Bearer ${on.json().shareToken}` };
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        statuses.push(
          (await fresh.app.inject({ method: 'GET', url: `/Dashboard/${aarhus}`, headers: share })).statusCode,
        );
      }
      assert.deepEqual(statuses, [...Array(LIMIT).fill(200), 429]);
      // The owner who shared it has calls of their own left.
      assert.equal((await fresh.call({ method: 'GET', url: `/Dashboard/${aarhus}`, as: owner })).statusCode, 200);
    } finally {
      await fresh.close();
    }
  });
});

describe('probes are outside the limit: /health and /openapi.json', () => {
  it('neither counts them nor refuses them: an address that polls them keeps all its calls', async () => {
    const t = await createTestApp({ rateLimitPerMinute: LIMIT });
    try {
      await seedFixtureFleet(t.services.db);
      const address = { remoteAddress: '203.0.113.7' };
      for (let i = 0; i < 3 * LIMIT; i++) {
        const health = await t.app.inject({ method: 'GET', url: '/health', ...address });
        assert.equal(health.statusCode, 200, `health check ${i + 1}`);
        assert.deepEqual(health.json(), { status: 'ok' });
        assert.equal(health.headers['x-ratelimit-limit'], undefined);
        const openApi = await t.app.inject({ method: 'GET', url: '/openapi.json', ...address });
        assert.equal(openApi.statusCode, 200, `OpenAPI read ${i + 1}`);
      }
      // The same address still has the whole limit for the API itself.
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        statuses.push((await t.app.inject({ method: 'GET', url: `/Dashboard/${aarhus}`, ...address })).statusCode);
      }
      assert.deepEqual(statuses, [...Array(LIMIT).fill(401), 429]);
      // And once refused there, its probes still answer.
      assert.equal((await t.app.inject({ method: 'GET', url: '/health', ...address })).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});

describe('headers of the API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('an answer to a signed-in caller is never stored, and carries nosniff and a policy that runs and frames nothing', async () => {
    const answer = await t.call({ method: 'GET', url: `/Dashboard/${aarhus}`, as: owner });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    const csp = String(answer.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('a refusal is not stored either', async () => {
    const answer = await t.call({ method: 'GET', url: `/Dashboard/${aarhus}`, as: 'outsider@demo.test' });
    assert.equal(answer.headers['cache-control'], 'no-store');
  });

  it('a browser may read Retry-After of a 429 across origins', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/User',
      headers: { origin: t.services.config.portalOrigins[0]!, 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.statusCode, 204);
    // The browser keeps the preflight's answer, so a reload's API calls cost one round trip each.
    assert.equal(preflight.headers['access-control-max-age'], String(CORS_PREFLIGHT_MAX_AGE_S));
    const answer = await t.call({
      method: 'GET',
      url: '/User',
      as: owner,
      headers: { origin: t.services.config.portalOrigins[0]! },
    });
    assert.match(String(answer.headers['access-control-expose-headers']), /Retry-After/);
  });
});

describe('behind a proxy (replicas behind nginx, TRUST_PROXY=loopback)', () => {
  it("counts callers by the address the proxy added, not the proxy's own, nor what a caller claims", async () => {
    const t = await createTestApp({ rateLimitPerMinute: 2, trustedProxies: ['loopback'] });
    try {
      const anonymous = (forwardedFor: string) =>
        t.app.inject({
          method: 'GET',
          url: `/Dashboard/${FIXTURE.sites.aarhus}`,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      const statuses = async (forwardedFor: string) => [
        (await anonymous(forwardedFor)).statusCode,
        (await anonymous(forwardedFor)).statusCode,
        (await anonymous(forwardedFor)).statusCode,
      ];
      assert.deepEqual(await statuses('203.0.113.1'), [401, 401, 429]);
      // Another caller behind the same proxy has calls of their own.
      assert.deepEqual(await statuses('203.0.113.2'), [401, 401, 429]);
      // A caller that puts another address first is still counted by the one the proxy added.
      assert.equal((await anonymous('198.51.100.9, 203.0.113.1')).statusCode, 429);
    } finally {
      await t.close();
    }
  });
});
