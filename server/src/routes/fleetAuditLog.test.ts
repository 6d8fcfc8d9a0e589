import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const U = FIXTURE.users;

describe('GET /auditLog/fleet (designed): the fleet audit log of the account menu Log', () => {
  let t: TestApp;
  const get = (as: string, url: string) => t.call({ method: 'GET', url, as });
  const page = async (query: string) => {
    const res = await get(U.superadmin, `/auditLog/fleet${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { total: number; log: { email: string; objectId: string | null; timeStamp: string }[] };
  };

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    await t.services.db.deleteFrom('audit_log').execute();
    await t.services.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          timeStamp: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
          email: i % 3 === 0 ? 'Alice@demo.test' : 'bob@demo.test',
          message: `change ${i}`,
          level: 0,
          objectId: i % 2 === 0 ? 'S-AARHUS' : 'SC-000000101',
          payload: null,
        })),
      )
      .execute();
  });
  after(() => t.close());

  it('is for super admins only', async () => {
    assert.equal((await get(U.admin, '/auditLog/fleet')).statusCode, 403);
    assert.equal((await get(U.partner, '/auditLog/fleet')).statusCode, 403);
  });

  it('pages newest first and counts every match', async () => {
    const first = await page('?limit=10');
    assert.equal(first.total, 30);
    assert.equal(first.log.length, 10);
    assert.equal(first.log[0]!.timeStamp, '2026-11-02T05:00:00.000Z');
    const last = await page('?limit=10&offset=25');
    assert.equal(last.log.length, 5);
    assert.equal(last.log.at(-1)!.timeStamp, '2026-11-01T00:00:00.000Z');
  });

  it('filters by a part of the e-mail and of the object id, case-insensitively, and by time', async () => {
    const alice = await page('?email=ALICE');
    assert.equal(alice.total, 10);
    assert.ok(alice.log.every((e) => e.email === 'Alice@demo.test'));
    const both = await page('?email=alice&objectId=s-aar');
    assert.equal(both.total, 5);
    assert.ok(both.log.every((e) => e.objectId === 'S-AARHUS'));
    const window = await page('?from=2026-11-01T10:00:00Z&to=2026-11-01T12:00:00Z');
    assert.deepEqual(
      window.log.map((e) => e.timeStamp),
      ['2026-11-01T11:00:00.000Z', '2026-11-01T10:00:00.000Z'],
    );
    // A wildcard in the text is matched as itself.
    assert.equal((await page('?email=%25')).total, 0);
  });
});
