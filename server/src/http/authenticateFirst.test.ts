import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENDPOINTS, type EndpointName } from '@bess/shared/contract';
import { ALL_ROUTES } from '../routes';
import { seedFixtureFleet } from '../testing/fixtures';
import { pathParamsOf } from '../testing/samples';
import { createTestApp, type TestApp } from '../testing/testApp';

/** Every contract call that needs a principal: all but the signed links, whose own token is their rule. */
const PROTECTED = ALL_ROUTES.filter((r) => r.access.kind !== 'signedLink').map((r) => r.endpoint);

/** A request for `name` whose input is wrong in every way it can be: garbage params, query and body. */
function hostileRequest(name: EndpointName) {
  const endpoint = ENDPOINTS[name];
  let url: string = endpoint.path;
  for (const param of pathParamsOf(name)) url = url.replace(`{${param}}`, '%00..%2F');
  url += '?unexpected=1&siteId=&fromDateTime=yesterday';
  if (endpoint.method === 'GET') return { method: endpoint.method, url };
  return {
    method: endpoint.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: '{"__proto__": {"polluted": true}, "deviceId": 42, "not json',
  };
}

describe('authentication comes before input: no principal, 401 before any parsing or validation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('covers a real share of the contract', () => {
    assert.ok(PROTECTED.length > 50, `only ${PROTECTED.length} protected calls found`);
  });

  for (const [label, headers] of [
    ['no Authorization header', {}],
    ['a bearer token that does not verify', { authorization: 'Bearer not.a.token' }],
    ['a Basic header', { authorization: 'Basic ZGVtbzpkZW1v' }],
  ] as const) {
    it(`answers 401 on every protected route with ${label}, whatever the input`, async () => {
      const wrong: string[] = [];
      for (const name of PROTECTED) {
        const request = hostileRequest(name);
        const response = await t.app.inject({
          ...request,
          headers: { ...('headers' in request ? request.headers : {}), ...headers },
        });
        if (response.statusCode !== 401) wrong.push(`${name}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        else assert.doesNotMatch(response.body, /must have|must be|required propert/);
      }
      assert.deepEqual(wrong, []);
    });
  }

  it('a signed-in caller with the same bad input gets 400 from validation, so the 401 above was not a blanket one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/SendStateModeCommand',
      headers: {
        authorization: `Bearer ${await t.tokenFor('superadmin@demo.test')}`,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    assert.equal(response.statusCode, 400);
  });
});
