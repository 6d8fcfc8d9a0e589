import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { ENDPOINTS, INPUT_RULES, type EndpointName } from '@bess/shared/contract';
import { ALL_ROUTES } from '../routes';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { rowsAsText } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { signedIn } from './accessRules';
import { defineRoute } from './defineRoute';
import { registerRoutes } from './registerRoutes';

/**
 * The input rules of the contract (INPUT_RULES, the ones the forms run) run on the server for every call that has
 * them, in one place (http/pipeline/checkInput.ts): after the access rule, before the handler, with the facts each route's
 * `ruleContext` reads. A refusal is a 400 with the refused fields, and nothing is stored.
 */

/** The calls whose rules weigh a fact of the stored object, not only the input and the clock. */
const NEEDS_FACTS: readonly EndpointName[] = ['createEvent', 'updateEvent', 'updatePolicy', 'sendTestMode'];

describe('input rules run on the server for every call that has them', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());
  const { admin, owner } = FIXTURE.users;
  const aarhus = FIXTURE.sites.aarhus;

  it('every call with rules is a route, and the routes whose rules weigh stored facts read them', () => {
    const routes = new Map(ALL_ROUTES.map((r) => [r.endpoint, r]));
    for (const name of Object.keys(INPUT_RULES) as EndpointName[]) {
      assert.ok(routes.has(name), `${name} has rules but no route`);
      assert.notEqual(ENDPOINTS[name].method, 'GET', `${name}: rules are for writes`);
    }
    for (const name of NEEDS_FACTS) assert.ok(routes.get(name)?.ruleContext, `${name} reads no facts for its rules`);
  });

  it('a route that reads facts for rules its call does not have stops the server at start', () => {
    const route = defineRoute('getUser', {
      access: signedIn,
      ruleContext: async () => ({}),
      handler: async () => {
        throw new Error('never called');
      },
    });
    assert.throws(() => registerRoutes(Fastify(), [route], t.services), /a ruleContext without input rules/);
  });

  it('a grant that ends before it starts is refused on endTime before the handler; no grant is stored', async () => {
    const before = await rowsAsText(t.services, 'access');
    const res = await t.call({
      method: 'POST',
      url: '/UserSite',
      as: admin,
      payload: {
        siteId: aarhus,
        userId: 'user-outsider',
        email: 'outsider@demo.test',
        level: 10,
        startTime: '2026-12-01T00:00:00Z',
        endTime: '2026-11-30T00:00:00Z',
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      code: null,
      message: 'Invalid input. endTime: The end time must be after the start time',
      errors: [{ field: 'endTime', key: 'validation.endAfterStart' }],
    });
    assert.equal(await rowsAsText(t.services, 'access'), before);
  });

  it('the rules run after the access rule: a caller who may not write gets 403, not the rules', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/BackupSettings',
      as: owner,
      payload: {
        siteId: aarhus,
        reservedSoc: 30,
        minSoc: 90,
        maxSoc: 20,
        gridTransitionInterval: 0,
        gridTransitionOffInterval: 0,
        islandRetryCount: 3,
      },
    });
    assert.equal(res.statusCode, 403);
  });

  it('a refused call with an Idempotency-Key keeps nothing: the key is free for the mended request', async () => {
    const body = (maxSoc: number) => ({
      siteId: aarhus,
      reservedSoc: 30,
      minSoc: 40,
      maxSoc,
      gridTransitionInterval: 0,
      gridTransitionOffInterval: 0,
      islandRetryCount: 3,
    });
    const put = (maxSoc: number) =>
      t.call({
        method: 'PUT',
        url: '/BackupSettings',
        as: admin,
        headers: { 'idempotency-key': 'backup-rules-1' },
        payload: body(maxSoc),
      });
    const refused = await put(40);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, [{ field: 'maxSoc', key: 'validation.maxAboveMin' }]);
    const mended = await put(90);
    assert.equal(mended.statusCode, 204, mended.body);
    assert.equal(mended.headers['idempotent-replayed'], undefined);
  });

  it('a repeat of an accepted call gets its first answer, though the rules would refuse it now', async () => {
    const event = {
      id: 'E-KEY',
      siteId: aarhus,
      description: 'Charge',
      startTime: '2026-11-22T13:00:00Z',
      endTime: '2026-11-22T14:00:00Z',
      endMode: 0,
      eventType: 0,
      rate: 10,
    };
    const post = () =>
      t.call({
        method: 'POST',
        url: '/EventSchedule',
        as: admin,
        headers: { 'idempotency-key': 'event-rules-1' },
        payload: event,
      });
    const first = await post();
    assert.equal(first.statusCode, 200, first.body);
    // Two hours on, the start lies in the past: a new request would be refused, the repeat is not.
    t.setNow(new Date('2026-11-22T14:30:00Z'));
    try {
      const repeat = await post();
      assert.equal(repeat.statusCode, 200);
      assert.equal(repeat.headers['idempotent-replayed'], 'true');
      assert.deepEqual(repeat.json(), first.json());
    } finally {
      t.setNow(new Date('2026-11-22T12:00:00Z'));
    }
  });
});
