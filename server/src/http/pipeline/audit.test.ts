import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { AuditLevel } from '@bess/shared/domain';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { signedIn } from '../accessRules';
import type { AnyRoute } from '../defineRoute';
import { HttpError, notFound } from '../errors';
import { strictValidatorCompiler } from '../inputValidation';
import { registerRoutes } from '../registerRoutes';

const COMMAND = { deviceId: 'SC-000000101', commandName: 'state_idling' };
const SITE = { siteName: 'Audited', parentId: 'G-1', country: 'Denmark', timezone: 'UTC' };

describe('audit: every mutating call that ran writes one entry before its answer leaves', () => {
  let t: TestApp;
  let app: FastifyInstance;
  /** What the handlers do next: answer (the default), fail, or give a wrong answer. */
  let outcome: 'answer' | 'notFound' | 'drift' = 'answer';
  let describeFails = false;

  const routes = [
    {
      endpoint: 'sendStateModeCommand',
      access: signedIn,
      handler: async () => {
        if (outcome === 'notFound') throw notFound();
      },
      audit: (input: typeof COMMAND) => {
        if (describeFails) throw new Error('the name of the device could not be read');
        return { message: `Sent ${input.commandName} to ${input.deviceId}` };
      },
    },
    {
      endpoint: 'createSite',
      access: signedIn,
      handler: async () => (outcome === 'drift' ? { siteId: 42 } : { siteId: 'S-NEW' }),
    },
    // A POST that only reads (status polling) says so.
    { endpoint: 'getSiteStatus', access: signedIn, handler: async () => ({ data: {} }), audit: false },
    {
      endpoint: 'getTestModeLimit',
      access: signedIn,
      handler: async () => ({ deviceId: 'SC-000000101', inverterMaxPower: 5 }),
    },
  ] as unknown as AnyRoute[];

  before(async () => {
    t = await createTestApp();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(strictValidatorCompiler);
    app.decorateRequest('user', null);
    app.decorateRequest('share', null);
    app.addHook('onRequest', async (request) => {
      request.user = { userId: 'u', email: 'owner@demo.test', userName: 'u', role: null, isInstaller: false };
    });
    app.setErrorHandler((error, _request, reply) =>
      reply.code(error instanceof HttpError ? error.statusCode : 500).send({ message: (error as Error).message }),
    );
    registerRoutes(app, routes, t.services);
  });
  after(async () => {
    await app.close();
    await t.close();
  });
  beforeEach(async () => {
    outcome = 'answer';
    describeFails = false;
    await t.services.db.deleteFrom('audit_log').execute();
  });

  const entries = () => t.services.db.selectFrom('audit_log').selectAll().execute();
  const command = () => app.inject({ method: 'POST', url: '/SendStateModeCommand', payload: COMMAND });
  const createSite = () => app.inject({ method: 'POST', url: '/Site', payload: SITE });

  it("writes who, the route's message, the object and the input", async () => {
    assert.equal((await command()).statusCode, 204);
    const [entry, ...more] = await entries();
    assert.deepEqual(more, []);
    assert.equal(entry?.email, 'owner@demo.test');
    assert.equal(entry?.message, 'Sent state_idling to SC-000000101');
    assert.equal(entry?.level, AuditLevel.Audit);
    assert.equal(entry?.objectId, 'SC-000000101');
    assert.deepEqual(JSON.parse(String(entry?.payload)), COMMAND);
  });

  it('without a message of the route, says "METHOD path", about no object when the input names none', async () => {
    assert.equal((await createSite()).statusCode, 200);
    const [entry] = await entries();
    assert.equal(entry?.message, 'POST /Site');
    assert.equal(entry?.objectId, null);
  });

  it('writes nothing for a call that was refused, for a read, and for a POST that says it only reads', async () => {
    outcome = 'notFound';
    assert.equal((await command()).statusCode, 404);
    const read = await app.inject({ method: 'GET', url: '/command/testMode/limit?deviceId=SC-000000101' });
    assert.equal(read.statusCode, 200);
    const polled = await app.inject({ method: 'POST', url: '/sitestatus', payload: { ids: ['S-1'] } });
    assert.equal(polled.statusCode, 200);
    assert.deepEqual(await entries(), []);
  });

  it('records a change that was made even when its answer then fails the contract (a 500)', async () => {
    outcome = 'drift';
    assert.equal((await createSite()).statusCode, 500);
    assert.equal((await entries()).length, 1);
  });

  it('fails the call (500) when its entry cannot be written, rather than leave a change unrecorded', async () => {
    describeFails = true;
    const response = await command();
    assert.equal(response.statusCode, 500);
    assert.deepEqual(await entries(), []);
  });
});
