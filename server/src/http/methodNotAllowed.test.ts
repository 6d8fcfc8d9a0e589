import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { rowsAsText } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';

describe('a wrong method on a path the API has is 405 with Allow; an unknown path stays 404', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('PATCH /Site: 405, Allow lists the methods of /Site, the body is in the API shape, nothing changes', async () => {
    const before = await rowsAsText(t.services, 'sites');
    const res = await t.call({
      method: 'PATCH',
      url: '/Site',
      as: FIXTURE.users.superadmin,
      payload: { siteId: FIXTURE.sites.aarhus, siteName: 'Renamed' },
    });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'POST, PUT, DELETE');
    assert.deepEqual(res.json(), {
      code: null,
      message: 'The method PATCH is not allowed here; use POST, PUT, DELETE',
    });
    assert.equal(await rowsAsText(t.services, 'sites'), before);
  });

  it('GET /alarmClose: 405 with Allow POST, signed in or not', async () => {
    for (const as of [FIXTURE.users.owner, undefined]) {
      const res = await t.call({ method: 'GET', url: '/alarmClose?deviceId=SC-000000101', as });
      assert.equal(res.statusCode, 405);
      assert.equal(res.headers.allow, 'POST');
    }
  });

  it('a path with a parameter: DELETE /User/{email} names its GET (and HEAD)', async () => {
    const res = await t.call({ method: 'DELETE', url: '/User/owner%40demo.test', as: FIXTURE.users.superadmin });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
  });

  it('paths outside the contract have their methods too: POST /health is 405 with GET, HEAD', async () => {
    const res = await t.call({ method: 'POST', url: '/health' });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
  });

  it('an unknown path, or a known one in other letters, is still 404 without Allow', async () => {
    for (const url of ['/NoSuchCall', '/site', '/Site/extra', '/Users']) {
      const res = await t.call({ method: 'PATCH', url, as: FIXTURE.users.superadmin });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.headers.allow, undefined, url);
      assert.deepEqual(res.json(), { code: null, message: 'Not found' });
    }
  });

  it('CORS preflights still answer 204 with their allow headers, on any path', async () => {
    for (const url of ['/Site', '/alarmClose', '/NoSuchCall']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: t.services.config.portalOrigins[0]!, 'access-control-request-method': 'PUT' },
      });
      assert.equal(preflight.statusCode, 204, url);
      assert.match(String(preflight.headers['access-control-allow-methods']), /PUT/);
      assert.equal(preflight.headers.allow, undefined);
    }
  });

  it('the right methods still reach their routes', async () => {
    assert.equal((await t.call({ method: 'GET', url: '/health' })).statusCode, 200);
    assert.equal((await t.call({ method: 'HEAD', url: '/health' })).statusCode, 200);
    const site = await t.call({
      method: 'PUT',
      url: '/Site',
      as: FIXTURE.users.superadmin,
      payload: { siteId: FIXTURE.sites.aarhus, siteName: 'Aarhus Harbour' },
    });
    assert.equal(site.statusCode, 204, site.body);
  });
});
