import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import type { Services } from '../../services/services';
import { HttpError } from '../errors';
import { callOf, decorateCalls, type PipelineRoute } from './call';
import { checkInput } from './checkInput';

const NOW = new Date('2026-11-22T12:00:00Z');
const services = { now: () => NOW } as unknown as Services;
const unused = async () => {
  throw new Error('never called');
};

/**
 * POSTs `input` to a route with the hook of `route`, as a user unless `anonymous`; the route answers what `stored`
 * read. Errors answer as the API's error handler does: message and refused fields.
 */
async function post(
  route: Pick<PipelineRoute, 'endpoint' | 'stored' | 'ruleContext'>,
  input: object,
  anonymous = false,
) {
  const hook = checkInput(route, services);
  assert.ok(hook);
  const app = Fastify({ logger: false });
  decorateCalls(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!anonymous) request.user = { userId: 'u', email: 'u@x', userName: 'u', role: 'Admin', isInstaller: false };
  });
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.code(error.statusCode).send({ message: error.message, errors: error.errors })
      : reply.code(500).send({ message: 'Something went wrong' }),
  );
  app.post('/call', { config: { endpoint: route.endpoint }, preHandler: [hook] }, async (request) => ({
    stored: callOf(request).stored ?? null,
  }));
  const response = await app.inject({ method: 'POST', url: '/call', payload: input });
  await app.close();
  return response;
}

describe("checkInput: the call's input rules with the stored facts, before the handler", () => {
  const reads: object[] = [];
  const policy = {
    endpoint: 'updatePolicy',
    stored: async (input: object) => {
      reads.push(input);
      return { capacityKwh: 10 };
    },
    ruleContext: async (_input: object, _services: Services, stored: unknown) => ({
      batteryCapacityKwh: (stored as { capacityKwh: number }).capacityKwh,
    }),
  } as const;

  it('refuses with 400 and the refused field, judged on the facts the route read; the handler never runs', async () => {
    const response = await post(policy, { policy: { fixedEnergy: 12 } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, [
      { field: 'policy.fixedEnergy', key: 'validation.fixedEnergyRange', values: { max: 10 } },
    ]);
  });

  it('reads the stored object once, and hands it to the handler of an input the rules let through', async () => {
    reads.length = 0;
    const response = await post(policy, { policy: { fixedEnergy: 8 } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { stored: { capacityKwh: 10 } });
    assert.deepEqual(reads, [{ policy: { fixedEnergy: 8 } }]);
  });

  it("judges time by the server's clock", async () => {
    const sharing = { endpoint: 'updateDashboardSharing' } as const;
    const past = await post(sharing, { id: 'S-1', isEnabled: true, expiresAt: '2026-11-22T11:00:00Z' });
    assert.equal(past.statusCode, 400);
    assert.deepEqual(past.json().errors, [{ field: 'expiresAt', key: 'validation.expiryInPast' }]);
    const future = await post(sharing, { id: 'S-1', isEnabled: true, expiresAt: '2026-11-22T13:00:00Z' });
    assert.equal(future.statusCode, 200);
  });

  it('reads nothing for a caller who is not a user (a share principal only reads)', async () => {
    reads.length = 0;
    const response = await post(policy, { policy: { fixedEnergy: 12 } }, true);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(reads, []);
  });

  it('is no hook for a call with neither rules nor a stored read, and stops the server for facts without rules', () => {
    assert.equal(checkInput({ endpoint: 'getUser' }, services), null);
    assert.throws(
      () => checkInput({ endpoint: 'getUser', ruleContext: unused }, services),
      /getUser: a ruleContext without input rules/,
    );
  });
});
