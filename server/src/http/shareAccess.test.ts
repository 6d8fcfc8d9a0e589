import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { AccessLevel } from '@bess/shared/domain';
import { ALL_ROUTES } from '../routes';
import { DOCUMENT_PATH, UPLOAD_PATH } from '../routes/files';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { requestFor, sampleInputs, seedSampleObjects, type SampleInputs } from '../testing/samples';
import { createTestApp, type TestApp } from '../testing/testApp';
import {
  acceptsSharePrincipal,
  anyOf,
  authorize,
  authorizeShare,
  onObject,
  sharedDashboard,
  signedIn,
} from './accessRules';
import { defineRoute } from './defineRoute';
import { registerRoutes } from './registerRoutes';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const SIGNED_LINK_CALLS = new Set(ALL_ROUTES.filter((r) => r.access.kind === 'signedLink').map((r) => r.endpoint));
const { aarhus, leeds } = FIXTURE.sites;
const SESSION_EXPIRED = 'Session has expired, please try again';

/** What a refused call must not have changed: the rows every mutating call or command writes. */
async function changeCounts(t: TestApp) {
  const count = async (table: 'audit_log' | 'command_log' | 'dashboard_sharing' | 'access' | 'sites' | 'devices') =>
    Number(
      (
        await t.services.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    audit: await count('audit_log'),
    commands: await count('command_log'),
    sharing: await count('dashboard_sharing'),
    access: await count('access'),
    sites: await count('sites'),
    devices: await count('devices'),
  };
}

describe('a share token (spec 1 anonymous link) reads its one dashboard and nothing else', () => {
  let t: TestApp;
  let samples: SampleInputs;
  let token: string;
  const withToken = (request: ReturnType<typeof requestFor>, bearer = token) =>
    t.app.inject({ ...request, headers: { authorization: `Bearer ${bearer}` } });
  const readDashboard = (id: string, bearer = token) => withToken(requestFor('getDashboard', { id }), bearer);

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    samples = sampleInputs(await seedSampleObjects(t));
    const on = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: FIXTURE.users.owner,
      payload: { id: aarhus, isEnabled: true },
    });
    token = on.json().shareToken;
  });
  after(() => t.close());

  it('sharing on: the token reads GET /Dashboard/{id} of its dashboard, as a reader would', async () => {
    const res = await readDashboard(aarhus);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().id, aarhus);
    assert.equal(res.json().name, 'Aarhus Harbour');
    const asReader = await t.call({ ...requestFor('getDashboard', { id: aarhus }), as: FIXTURE.users.readonly });
    assert.deepEqual(res.json(), asReader.json());
  });

  it('the same token on every other call of the contract is refused with 401 and changes nothing', async () => {
    const before = await changeCounts(t);
    const wrong: string[] = [];
    let tried = 0;
    for (const name of NAMES) {
      if (name === 'getDashboard') continue;
      const request = requestFor(name, samples[name]);
      if (SIGNED_LINK_CALLS.has(name)) {
        // The link's own signed token is its whole rule: the share token adds nothing. Tampered, it is refused even
        // with the share token; valid, the answer is the same with or without it.
        const tampered = requestFor(name, {
          ...samples.downloadTelemetry,
          token: `${samples.downloadTelemetry.token}x`,
        });
        const refused = await withToken(tampered);
        if (refused.statusCode !== 403) wrong.push(`${name} (tampered link): ${refused.statusCode}`);
        const plain = await t.app.inject(request);
        const shared = await withToken(request);
        if (shared.statusCode !== plain.statusCode || shared.body !== plain.body) wrong.push(`${name}: differs`);
        tried += 1;
        continue;
      }
      const res = await withToken(request);
      tried += 1;
      if (res.statusCode !== 401 || res.json().message !== SESSION_EXPIRED) {
        wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.equal(tried, NAMES.length - 1);
    assert.deepEqual(await changeCounts(t), before);
    // Still on, still the same link: PUT /DashboardSharing with the token was one of the refused calls.
    assert.equal((await readDashboard(aarhus)).statusCode, 200);
  });

  it('the public routes give the token nothing either', async () => {
    const upload = await withToken({
      method: 'PUT',
      url: UPLOAD_PATH.replace(':fileId', 'FILE-BMS-SAMPLE'),
      payload: 'x',
    });
    assert.equal(upload.statusCode, 403);
    const document = await withToken({
      method: 'GET',
      url: DOCUMENT_PATH.replace(':deviceId', FIXTURE.devices.aarhus1).replace(':documentType', 'FAT'),
    });
    assert.equal(document.statusCode, 403);
    // /health is public to anyone and tells nothing about any object.
    assert.deepEqual((await withToken({ method: 'GET', url: '/health' })).json(), { status: 'ok' });
  });

  it('another dashboard id is refused (404): a sibling site, its own group, a device, an unknown id', async () => {
    for (const id of [leeds, FIXTURE.groups.dk, FIXTURE.groups.nordic, FIXTURE.devices.aarhus1, 'S-NOPE']) {
      const res = await readDashboard(id);
      assert.equal(res.statusCode, 404, id);
      assert.ok(!res.body.includes(aarhus), id);
    }
  });

  it('a group link reads the group, not the sites below it', async () => {
    const group = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: FIXTURE.users.partner,
      payload: { id: FIXTURE.groups.dk, isEnabled: true },
    });
    const groupToken = group.json().shareToken as string;
    assert.equal((await readDashboard(FIXTURE.groups.dk, groupToken)).statusCode, 200);
    assert.equal((await readDashboard(aarhus, groupToken)).statusCode, 404);
  });

  it('a wrong, altered or unprefixed token is no one: 401', async () => {
    const body = token.slice('bess_share_'.length);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bearer of [body, flipped, `${token}x`, 'bess_share_', `bess_share_${'A'.repeat(43)}`]) {
      const res = await readDashboard(aarhus, bearer);
      assert.equal(res.statusCode, 401, bearer);
      assert.equal(res.json().message, SESSION_EXPIRED);
    }
  });

  it('an expired link is refused at its expiry, and works again only as a new link', async () => {
    await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: FIXTURE.users.owner,
      payload: { id: aarhus, isEnabled: true, expiresAt: '2026-11-22T18:00:00Z' },
    });
    t.setNow(new Date('2026-11-22T17:59:59Z'));
    assert.equal((await readDashboard(aarhus)).statusCode, 200);
    t.setNow(new Date('2026-11-22T18:00:00Z'));
    assert.equal((await readDashboard(aarhus)).statusCode, 401);
    t.setNow(new Date('2026-11-22T12:00:00Z')); // back before the expiry: the link is live again
    assert.equal((await readDashboard(aarhus)).statusCode, 200);
  });

  it('sharing off: the old token is refused at once, and a new on does not revive it', async () => {
    const off = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: FIXTURE.users.owner,
      payload: { id: aarhus, isEnabled: false },
    });
    assert.equal(off.statusCode, 200);
    assert.equal((await readDashboard(aarhus)).statusCode, 401);
    const on = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: FIXTURE.users.owner,
      payload: { id: aarhus, isEnabled: true },
    });
    assert.equal((await readDashboard(aarhus)).statusCode, 401);
    assert.equal((await readDashboard(aarhus, on.json().shareToken)).statusCode, 200);
  });

  it('GET /Dashboard/{id} without any token is 401; bad input is 400', async () => {
    assert.equal((await t.app.inject(requestFor('getDashboard', { id: aarhus }))).statusCode, 401);
    const res = await t.call({ method: 'GET', url: '/Dashboard/S-AARHUS?extra=1', as: FIXTURE.users.owner });
    assert.equal(res.statusCode, 400);
  });
});

describe('share rules (http/accessRules.ts): deny by default', () => {
  const share = { kind: 'share', dashboardId: 'S-1' } as const;
  const statusOf = (run: () => void) => {
    try {
      run();
      return 'allowed';
    } catch (error) {
      return (error as { statusCode: number }).statusCode;
    }
  };

  it('only a sharedDashboard rule of the same id lets a share principal in', () => {
    const byId = (i: { id: string }) => i.id;
    const cases = [
      [signedIn, 'S-1', 401],
      [onObject('any', byId, AccessLevel.ReadOnly), 'S-1', 401],
      [anyOf(signedIn, onObject('any', byId, AccessLevel.ReadOnly)), 'S-1', 401],
      [sharedDashboard(byId), 'S-1', 'allowed'],
      [sharedDashboard(byId), 'S-2', 404],
      [anyOf(onObject('any', byId, AccessLevel.ReadOnly), sharedDashboard(byId)), 'S-1', 'allowed'],
      [anyOf(onObject('any', byId, AccessLevel.ReadOnly), sharedDashboard(byId)), 'S-2', 404],
    ] as const;
    for (const [rule, id, expected] of cases) {
      assert.equal(
        statusOf(() => authorizeShare(rule, share, { id })),
        expected,
        `${rule.kind} on ${id}`,
      );
    }
    assert.equal(acceptsSharePrincipal(signedIn), false);
    assert.equal(acceptsSharePrincipal(anyOf(signedIn, sharedDashboard(byId))), true);
  });

  it('a signed-in user never passes a sharedDashboard rule', async () => {
    const user = { userId: 'u', email: 'u@x', userName: 'u', role: 'SuperAdmin' as const, isInstaller: false };
    const result = await authorize(
      sharedDashboard((i: { id: string }) => i.id),
      user,
      { id: 'S-1' },
      {} as never,
    ).then(
      () => 'allowed',
      (e: { statusCode: number }) => e.statusCode,
    );
    assert.equal(result, 404);
  });

  it('a route that changes something cannot admit a share principal: registration fails', async () => {
    const app = Fastify();
    const t = await createTestApp();
    try {
      const route = defineRoute('updateDashboardSharing', {
        access: anyOf(
          signedIn,
          sharedDashboard((i) => i.id),
        ),
        handler: async () => ({ id: 'x', isEnabled: false, shareToken: null, expiresAt: null, canChange: false }),
      });
      assert.throws(() => registerRoutes(app, [route], t.services), /a share principal may only read/);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
