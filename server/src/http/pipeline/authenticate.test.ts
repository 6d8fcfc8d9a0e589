import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIXTURE, seedFixtureFleet } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { sharedDashboard, signedIn, signedLink } from '../accessRules';
import { authenticate, requirePrincipal } from './authenticate';

const { aarhus } = FIXTURE.sites;

describe('authenticate: who calls, and 401 before any input is read for a caller the rule cannot admit', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let shareToken: string;

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    const sharing = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: FIXTURE.users.owner,
      payload: { id: aarhus, isEnabled: true },
    });
    shareToken = sharing.json().shareToken;
    app = Fastify({ logger: false });
    // A token "good" verifies as the fixture's owner; every other one does not verify.
    authenticate(app, t.services, async (bearer) => {
      if (bearer !== 'good') throw new Error('invalid signature');
      return { subject: 'owner', email: FIXTURE.users.owner, name: null };
    });
    const caller = async (request: { user: { email: string } | null; share: { dashboardId: string } | null }) => ({
      user: request.user?.email ?? null,
      share: request.share?.dashboardId ?? null,
    });
    const endpoint = { config: { endpoint: 'getDashboard' as const } };
    app.get('/signed-in', { ...endpoint, preParsing: [requirePrincipal(signedIn)] }, caller);
    app.post('/signed-in', { ...endpoint, preParsing: [requirePrincipal(signedIn)] }, caller);
    app.get('/dashboard', { ...endpoint, preParsing: [requirePrincipal(sharedDashboard(() => aarhus))] }, caller);
    app.get('/link', { ...endpoint, preParsing: [requirePrincipal(signedLink)] }, caller);
    app.get('/public', { config: { public: true } }, caller);
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, authorization?: string) =>
    app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('a bearer token that verifies is its user', async () => {
    const response = await get('/signed-in', 'Bearer good');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { user: FIXTURE.users.owner, share: null });
  });

  it('no token, a token that does not verify, or another scheme is no one: 401', async () => {
    for (const authorization of [undefined, 'Bearer bad', 'Basic ZGVtbzpkZW1v', 'good']) {
      const response = await get('/signed-in', authorization);
      assert.equal(response.statusCode, 401, String(authorization));
      assert.equal(response.json().message, 'Session has expired, please try again');
    }
  });

  it('refuses before the body is read: bad JSON without a principal is 401, with one it is 400', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/signed-in',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{"not json',
      });
    assert.equal((await post({})).statusCode, 401);
    assert.equal((await post({ authorization: 'Bearer good' })).statusCode, 400);
  });

  it("a dashboard link's token is a share principal, let in only where the rule has a place for one", async () => {
    const shared = await get('/dashboard', `Bearer ${shareToken}`);
    assert.equal(shared.statusCode, 200);
    assert.deepEqual(shared.json(), { user: null, share: aarhus });
    assert.equal((await get('/signed-in', `Bearer ${shareToken}`)).statusCode, 401);
    assert.equal((await get('/dashboard', `Bearer ${shareToken}x`)).statusCode, 401);
  });

  it('a signed link needs no principal, and a public route never resolves one', async () => {
    assert.deepEqual((await get('/link')).json(), { user: null, share: null });
    assert.deepEqual((await get('/public', 'Bearer good')).json(), { user: null, share: null });
  });
});
