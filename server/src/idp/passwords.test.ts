import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { checkCredentials, hashPassword, setPassword, verifyPassword } from './passwords';

describe('local sign-in passwords', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('hashes with a fresh salt each time and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('demo'), hashPassword('demo')]);
    assert.notEqual(a, b);
    assert.match(a, /^scrypt\$\d+\$8\$1\$/);
    assert.equal(await verifyPassword('demo', a), true);
    assert.equal(await verifyPassword('Demo', a), false);
    assert.equal(await verifyPassword('demo', 'not-a-hash'), false);
  });

  it('checks e-mail (any case) and password; a user with no credential cannot sign in', async () => {
    await setPassword(t.services.db, 'user-owner', 'demo');
    assert.equal(await checkCredentials(t.services.db, ' OWNER@demo.test ', 'demo'), 'user-owner');
    assert.equal(await checkCredentials(t.services.db, 'owner@demo.test', 'wrong'), null);
    assert.equal(await checkCredentials(t.services.db, 'outsider@demo.test', 'demo'), null);
    assert.equal(await checkCredentials(t.services.db, 'nobody@demo.test', 'demo'), null);
  });

  it('setPassword replaces the previous password', async () => {
    await setPassword(t.services.db, 'user-admin', 'first');
    await setPassword(t.services.db, 'user-admin', 'second');
    assert.equal(await checkCredentials(t.services.db, 'admin@demo.test', 'first'), null);
    assert.equal(await checkCredentials(t.services.db, 'admin@demo.test', 'second'), 'user-admin');
    const rows = await t.services.db
      .selectFrom('idp_credentials')
      .where('userId', '=', 'user-admin')
      .selectAll()
      .execute();
    assert.equal(rows.length, 1);
  });
});
