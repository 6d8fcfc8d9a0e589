import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { AccessLevel } from '@bess/shared/domain';
import type { AccessService, AuthUser } from '../../services/accessService';
import { anyOf, onObject, role, sharedDashboard, signedIn, signedLink, type AccessRule } from '../accessRules';
import { authorizeCall, denyRoutesWithoutRule } from './authorize';
import { decorateCalls } from './call';

/** Levels on sites by id: S-MINE as an admin, S-SEEN read-only, any other not at all. */
const access = {
  levelOn: async (_user: AuthUser, _type: string, id: string) =>
    id === 'S-MINE' ? AccessLevel.Admin : id === 'S-SEEN' ? AccessLevel.ReadOnly : null,
  kindOf: async () => 'site',
} as unknown as AccessService;

const user = (r: AuthUser['role']): AuthUser => ({
  userId: 'u',
  email: 'u@x',
  userName: 'u',
  role: r,
  isInstaller: false,
});

/**
 * One route behind `rule` whose caller is set as the `authenticate` hook would: `x-user` a user of that role ('none':
 * a user without a role), `x-share` a share principal of that dashboard.
 */
async function call(rule: AccessRule<{ id?: string }>, headers: Record<string, string> = {}, id = 'S-MINE') {
  const app = Fastify({ logger: false });
  decorateCalls(app);
  app.decorateRequest('user', null);
  app.decorateRequest('share', null);
  app.addHook('onRequest', async (request) => {
    const as = request.headers['x-user'];
    if (typeof as === 'string') request.user = user(as === 'none' ? null : (as as AuthUser['role']));
    const share = request.headers['x-share'];
    if (typeof share === 'string') request.share = { kind: 'share', dashboardId: share };
  });
  app.get(
    '/things/:id',
    { config: { endpoint: 'getDashboard' }, preHandler: [authorizeCall(rule as AccessRule<object>, access)] },
    async () => ({ ok: true }),
  );
  const response = await app.inject({ method: 'GET', url: `/things/${id}`, headers });
  await app.close();
  return response.statusCode;
}

const onSite = onObject<{ id?: string }>('site', (i) => i.id, AccessLevel.NormalUser);

describe("authorizeCall: the route's access rule, deny by default", () => {
  it('a role rule: the role or better passes, anything less is 403', async () => {
    assert.equal(await call(role('Admin'), { 'x-user': 'SuperAdmin' }), 200);
    assert.equal(await call(role('SuperAdmin'), { 'x-user': 'Admin' }), 403);
    assert.equal(await call(role('Admin'), { 'x-user': 'none' }), 403);
  });

  it('an object rule: 200 with the level, 403 when seen with too weak a level, 404 when not seen at all', async () => {
    assert.equal(await call(onSite, { 'x-user': 'none' }, 'S-MINE'), 200);
    assert.equal(await call(onSite, { 'x-user': 'none' }, 'S-SEEN'), 403);
    assert.equal(await call(onSite, { 'x-user': 'none' }, 'S-OTHER'), 404);
  });

  it('a share principal passes only a sharedDashboard rule of its own dashboard', async () => {
    const dashboard = anyOf(
      onSite,
      sharedDashboard((i: { id?: string }) => i.id ?? ''),
    );
    assert.equal(await call(dashboard, { 'x-share': 'S-MINE' }, 'S-MINE'), 200);
    assert.equal(await call(dashboard, { 'x-share': 'S-MINE' }, 'S-SEEN'), 404);
    assert.equal(await call(signedIn, { 'x-share': 'S-MINE' }), 401);
  });

  it('no caller at all is 401; a signed link needs none (its handler checks its own token)', async () => {
    assert.equal(await call(signedIn), 401);
    assert.equal(await call(signedLink), 200);
  });
});

describe('denyRoutesWithoutRule: nothing is reachable without a rule', () => {
  it('refuses a route that is neither a contract call nor public, and lets the others in', async () => {
    const app = Fastify({ logger: false });
    denyRoutesWithoutRule(app);
    assert.throws(() => app.get('/open', async () => 'no'), /GET \/open has no access rule/);
    app.get('/health', { config: { public: true } }, async () => 'ok');
    app.get('/call', { config: { endpoint: 'getUser' } }, async () => 'ok');
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    await app.close();
  });
});
