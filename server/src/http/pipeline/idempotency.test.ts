import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { HttpError } from '../errors';
import { decorateCalls } from './call';
import { IDEMPOTENCY_HEADER, idempotency } from './idempotency';

describe('idempotency: a repeat of a call with the same Idempotency-Key gets the first answer', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let runs = 0;
  /** What the next run of the handler does instead of answering (fail, or wait to be let go). */
  let next: null | (() => Promise<void>) = null;

  before(async () => {
    t = await createTestApp();
    const keys = idempotency('sendStateModeCommand', t.services);
    app = Fastify({ logger: false });
    decorateCalls(app);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const email = String(request.headers['x-user'] ?? 'owner@demo.test');
      request.user = { userId: email, email, userName: email, role: null, isInstaller: false };
    });
    app.setErrorHandler((error, _request, reply) =>
      reply.code(error instanceof HttpError ? error.statusCode : 500).send({ message: (error as Error).message }),
    );
    const hooks = { preHandler: [keys.claim], onSend: [keys.complete], onError: [keys.release] };
    app.post('/run', { ...hooks, config: { endpoint: 'sendStateModeCommand' } }, async () => {
      runs += 1;
      const act = next;
      next = null;
      await act?.();
      return { run: runs };
    });
    app.post('/quiet', { ...hooks, config: { endpoint: 'sendStateModeCommand' } }, async (_request, reply) => {
      runs += 1;
      return reply.code(204).send();
    });
    // An answer that fails after the handler ran (as one that drifts from the contract does).
    app.post(
      '/drifts',
      {
        ...hooks,
        config: { endpoint: 'sendStateModeCommand' },
        preSerialization: [
          async () => {
            throw new Error('answer does not match the contract');
          },
        ],
      },
      async () => ({ run: ++runs }),
    );
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  const send = (key: string | null, { url = '/run', payload = { a: 1 } as object, as = 'owner@demo.test' } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-user': as, ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    });

  it('runs once: the repeat gets the same answer, marked Idempotent-Replayed', async () => {
    const first = await send('replay-0001');
    const repeat = await send('replay-0001');
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    assert.equal(repeat.statusCode, 200);
    assert.equal(repeat.headers['idempotent-replayed'], 'true');
    assert.match(String(repeat.headers['content-type']), /^application\/json/);
    assert.equal(repeat.body, first.body);
  });

  it('replays a 204 as a 204 without a body', async () => {
    const before = runs;
    await send('quiet-0001', { url: '/quiet' });
    const repeat = await send('quiet-0001', { url: '/quiet' });
    assert.equal(repeat.statusCode, 204);
    assert.equal(repeat.body, '');
    assert.equal(repeat.headers['idempotent-replayed'], 'true');
    assert.equal(runs, before + 1);
  });

  it('answers 409 to a repeat while the first call still runs, and the first one finishes', async () => {
    let letGo = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    next = () => {
      started();
      return new Promise<void>((resolve) => (letGo = resolve));
    };
    const first = send('running-0001');
    await running;
    const repeat = await send('running-0001');
    assert.equal(repeat.statusCode, 409);
    assert.equal(repeat.json().message, 'A request with this Idempotency-Key is still running, please try again');
    letGo();
    assert.equal((await first).statusCode, 200);
  });

  it('refuses the same key with another request (422) and runs nothing', async () => {
    await send('other-0001');
    const before = runs;
    const other = await send('other-0001', { payload: { a: 2 } });
    assert.equal(other.statusCode, 422);
    assert.equal(runs, before);
  });

  it("keeps each caller's keys apart", async () => {
    await send('mine-00001');
    const theirs = await send('mine-00001', { as: 'admin@demo.test' });
    assert.equal(theirs.statusCode, 200);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
  });

  it('frees the key of a call whose handler failed: the retry runs', async () => {
    next = async () => {
      throw new HttpError(409, 'busy');
    };
    assert.equal((await send('failed-0001')).statusCode, 409);
    const retry = await send('failed-0001');
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.headers['idempotent-replayed'], undefined);
  });

  it('frees the key of a call whose answer failed after the handler: the error is not kept as the answer', async () => {
    const before = runs;
    assert.equal((await send('drifted-01', { url: '/drifts' })).statusCode, 500);
    assert.equal((await send('drifted-01', { url: '/drifts' })).statusCode, 500);
    assert.equal(runs, before + 2);
  });

  it('refuses a malformed key with 400 and runs nothing; without a key every call runs', async () => {
    const before = runs;
    for (const key of ['short', 'x'.repeat(201), 'has space inside']) {
      const response = await send(key);
      assert.equal(response.statusCode, 400, key);
      assert.equal(response.json().message, 'Idempotency-Key must be 8 to 200 visible characters');
    }
    assert.equal(runs, before);
    await send(null);
    await send(null);
    assert.equal(runs, before + 2);
  });
});
