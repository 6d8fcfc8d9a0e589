import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { HttpError } from '../errors';
import { answerSchemas, checkResponse } from './checkResponse';

const LIMIT = { deviceId: 'SC-000000123', inverterMaxPower: 5 };

/** A route answering `answer` (or throwing it, an HttpError) through the check of getTestModeLimit's answer. */
async function answer(answer: unknown) {
  const app = Fastify({ logger: false });
  app.get('/limit', { preSerialization: [checkResponse('getTestModeLimit')!] }, async () => {
    if (answer instanceof HttpError) throw answer;
    return answer;
  });
  const response = await app.inject({ method: 'GET', url: '/limit' });
  await app.close();
  return response;
}

describe('checkResponse: every answer against the contract before it leaves', () => {
  it('lets an answer of the contract through as it is', async () => {
    const response = await answer(LIMIT);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), LIMIT);
  });

  it('turns an answer that drifted from the contract into a 500, and nothing of it leaves', async () => {
    for (const drifted of [{ deviceId: 'SC-000000123' }, { ...LIMIT, inverterMaxPower: '5' }, null, []]) {
      const response = await answer(drifted);
      assert.equal(response.statusCode, 500, JSON.stringify(drifted));
      assert.doesNotMatch(response.body, /SC-000000123/);
    }
  });

  it('leaves error answers alone: a 404 stays a 404', async () => {
    const response = await answer(new HttpError(404, 'Not found'));
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Not found');
  });

  it('has nothing to check on a call that answers 204', () => {
    assert.equal(checkResponse('sendStateModeCommand'), null);
  });

  it("gives Fastify the answer's schema, except for answers with open records, which JSON.stringify writes", () => {
    assert.ok(answerSchemas('getTestModeLimit').response?.[200]);
    assert.deepEqual(answerSchemas('getDataSummary'), {});
    assert.deepEqual(answerSchemas('sendStateModeCommand'), {});
  });
});
