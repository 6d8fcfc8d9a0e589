import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { Services } from '../services/services';
import type { AnyRoute } from './defineRoute';
import { registerRoutes } from './registerRoutes';

/**
 * The answer leaves through Fastify's serializer of the contract's response schema, and (with `checkAnswers`) only
 * after a full check against the contract. The route is the telemetry download link's kind (`signedLink`), so the
 * test needs no token: what is under test is what happens to the handler's answer.
 */
const DATA_SUMMARY = {
  endpoint: 'getDataSummary',
  url: '/GetDataSummary?resolutionMin=60&fromDateTime=2026-11-01T00:00:00Z&toDateTime=2026-11-02T00:00:00Z',
};
/** An answer with a closed shape (no open records), which Fastify's serializer writes. */
const TEST_MODE_LIMIT = { endpoint: 'getTestModeLimit', url: '/command/testMode/limit?deviceId=SC-000000123' };

async function serve(answer: unknown, checkAnswers: boolean, call = DATA_SUMMARY) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const route = { endpoint: call.endpoint, access: { kind: 'signedLink' }, handler: async () => answer };
  registerRoutes(app, [route as unknown as AnyRoute], {} as Services, { checkAnswers });
  const response = await app.inject({ method: 'GET', url: call.url });
  await app.close();
  return { status: response.statusCode, body: response.body };
}

const year = () =>
  Array.from({ length: 8760 }, (_, i) => ({ utctime: new Date(i * 3_600_000).toISOString(), pv: i, soc: null }));

describe('answers through the contract: Fastify response schemas, and the full check in tests', () => {
  it('writes a well-formed answer as the handler gave it', async () => {
    const telemetry = year();
    for (const checkAnswers of [true, false]) {
      const { status, body } = await serve({ telemetry }, checkAnswers);
      assert.equal(status, 200);
      assert.deepEqual(JSON.parse(body), { telemetry });
    }
  });

  it('never sends a field the contract does not have', async () => {
    const limit = { deviceId: 'SC-000000123', inverterMaxPower: 5 };
    const { status, body } = await serve({ ...limit, secret: 'internal' }, false, TEST_MODE_LIMIT);
    assert.equal(status, 200);
    assert.deepEqual(JSON.parse(body), limit);
  });

  it('with checkAnswers, one wrong value anywhere in a year of points is a 500, and nothing of the answer leaves', async () => {
    const telemetry = year();
    (telemetry[4000] as Record<string, unknown>).pv = true;
    const { status, body } = await serve({ telemetry }, true);
    assert.equal(status, 500);
    assert.doesNotMatch(body, /utctime/);
  });

  it('without checkAnswers (production), an answer missing a required field is still a 500, not a partial answer', async () => {
    const { status, body } = await serve({ deviceId: 'SC-000000123' }, false, TEST_MODE_LIMIT);
    assert.equal(status, 500);
    assert.doesNotMatch(body, /SC-000000123/);
  });
});
