import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

const { users, sites, devices } = FIXTURE;
const COMMAND = { deviceId: devices.aarhus1, commandName: 'state_idling' };

describe('Idempotency-Key on device commands: a replay gets the first answer and commands nothing', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.services.db.deleteFrom('command_log').execute();
    await t.services.db.deleteFrom('audit_log').execute();
  });

  const commandCount = async () => (await t.services.db.selectFrom('command_log').selectAll().execute()).length;
  const send = (key: string | null, payload: object = COMMAND, as: string = users.owner) =>
    t.call({
      method: 'POST',
      url: '/SendStateModeCommand',
      as,
      payload,
      headers: key === null ? {} : { 'idempotency-key': key },
    });

  it('the same key twice: one command, one audit entry, and the repeat is answered as the first, marked replayed', async () => {
    const first = await send('key-00000001');
    const repeat = await send('key-00000001');
    assert.equal(first.statusCode, 204);
    assert.equal(repeat.statusCode, 204);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    assert.equal(repeat.headers['idempotent-replayed'], 'true');
    assert.equal(await commandCount(), 1);
    assert.equal((await t.services.db.selectFrom('audit_log').selectAll().execute()).length, 1);
  });

  it('a call that answers JSON is replayed with the same JSON', async () => {
    const body = { siteName: 'Replayed site', parentId: FIXTURE.groups.dk, country: 'Denmark', timezone: 'UTC' };
    const call = () =>
      t.call({
        method: 'POST',
        url: '/Site',
        as: users.admin,
        payload: body,
        headers: { 'idempotency-key': 'site-key-1' },
      });
    const first = await call();
    const repeat = await call();
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(repeat.json(), first.json());
    const named = await t.services.db
      .selectFrom('sites')
      .select('siteId')
      .where('siteName', '=', 'Replayed site')
      .execute();
    assert.equal(named.length, 1, 'one site, not two');
  });

  it('without a key, two calls are two commands', async () => {
    await send(null);
    await send(null);
    assert.equal(await commandCount(), 2);
  });

  it('the same key with another request is refused with 422 and commands nothing', async () => {
    await send('key-00000002');
    const other = await send('key-00000002', { deviceId: devices.aarhus1, commandName: 'state_running' });
    assert.equal(other.statusCode, 422);
    assert.equal(await commandCount(), 1);
  });

  it("keys are the caller's own: another user's call with the same key runs", async () => {
    await send('key-00000003');
    const admin = await send('key-00000003', COMMAND, users.admin);
    assert.equal(admin.statusCode, 204);
    assert.equal(admin.headers['idempotent-replayed'], undefined);
    assert.equal(await commandCount(), 2);
  });

  it('a refused call keeps no answer: the key can be used again once the call is allowed', async () => {
    const denied = await send('key-00000004', COMMAND, users.readonly);
    assert.equal(denied.statusCode, 403);
    const hidden = await send('key-00000005', { deviceId: devices.leeds1, commandName: 'state_idling' });
    assert.equal(hidden.statusCode, 404);
    assert.equal((await send('key-00000005')).statusCode, 204);
    assert.equal(await commandCount(), 1);
  });

  it('a malformed key is bad input', async () => {
    for (const key of ['short', 'x'.repeat(201), 'has space inside']) {
      assert.equal((await send(key)).statusCode, 400, key);
    }
    assert.equal(await commandCount(), 0);
  });

  it('works on site commands too', async () => {
    const call = () =>
      t.call({
        method: 'POST',
        url: '/SendStateModeSiteCommand',
        as: users.owner,
        payload: { siteId: sites.aarhus, commandName: 'state_idling' },
        headers: { 'idempotency-key': 'site-command-1' },
      });
    await call();
    const before = await commandCount();
    await call();
    assert.equal(await commandCount(), before);
    assert.ok(before > 0);
  });
});
