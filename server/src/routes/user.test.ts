import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';

describe('spec 7: GET /User and PUT /User', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('refuses a call without a token, with an expired session message', async () => {
    const res = await t.call({ method: 'GET', url: '/User' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Session has expired, please try again');
  });

  it('refuses tokens of another issuer or audience', async () => {
    for (const options of [{ issuer: 'https://evil.test' }, { audience: 'https://other.test' }]) {
      const token = await t.tokenFor('owner@demo.test', options);
      const res = await t.app.inject({ method: 'GET', url: '/User', headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.statusCode, 401);
    }
  });

  it('a first sign-in creates the user with no language, no terms accepted and the loading level', async () => {
    const res = await t.call({ method: 'GET', url: '/User', as: 'First.Timer@Example.com' });
    assert.equal(res.statusCode, 200);
    const user = res.json();
    assert.equal(user.userEmail, 'first.timer@example.com');
    assert.equal(user.language, null);
    assert.equal(user.termsNumber, 0);
    assert.equal(user.userAccessLevelNumber, 100);
  });

  it('PUT /User stores language, date format, terms number and date, and audits it', async () => {
    const put = await t.call({
      method: 'PUT',
      url: '/User',
      as: 'settings@example.com',
      payload: { language: 'sv', dateFormat: 'dd.MM.yyyy', termsNumber: 10, termsDate: '2026-11-22T12:00:00.000Z' },
    });
    assert.equal(put.statusCode, 204);
    const user = (await t.call({ method: 'GET', url: '/User', as: 'settings@example.com' })).json();
    assert.deepEqual(
      [user.language, user.dateFormat, user.termsNumber, user.termsDate],
      ['sv', 'dd.MM.yyyy', 10, '2026-11-22T12:00:00.000Z'],
    );
    const audit = await t.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('email', '=', 'settings@example.com')
      .execute();
    assert.equal(audit.length, 1);
    assert.match(audit[0]!.payload ?? '', /"language":"sv"/);
  });

  it('bad input answers 400 with a clear message and changes nothing', async () => {
    for (const payload of [
      { language: 'fr' },
      { dateFormat: 'yy' },
      { termsNumber: -1 },
      { language: 'da', extra: 1 },
    ]) {
      const res = await t.call({ method: 'PUT', url: '/User', as: 'strict@example.com', payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.ok(res.json().message.length > 0);
    }
    const user = (await t.call({ method: 'GET', url: '/User', as: 'strict@example.com' })).json();
    assert.equal(user.language, null);
  });
});
