import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { authorize, onObject, role } from './accessRules';
import type { AuthUser } from '../services/accessService';
import { resolveUser } from '../services/users';

describe('ARCHITECTURE 5: access per object, deny by default', () => {
  let t: TestApp;
  const as = async (email: string): Promise<AuthUser> => resolveUser(t.services, { subject: email, email, name: null });
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('a group grant reaches sub-groups, their sites and devices; nothing else', async () => {
    const v = await t.services.access.visibility(await as(FIXTURE.users.partner));
    assert.deepEqual([...v.groups.keys()].sort(), ['G-DK', 'G-NORDIC', 'G-UK']);
    assert.deepEqual([...v.sites.keys()].sort(), ['S-AARHUS', 'S-LEEDS']);
    assert.deepEqual([...v.devices.keys()].sort(), ['SC-000000101', 'SC-000000201', 'SCR-000000102']);
  });

  it('a super admin sees the whole fleet, unparented devices included', async () => {
    const v = await t.services.access.visibility(await as(FIXTURE.users.superadmin));
    assert.equal(v.devices.size, 5);
    assert.equal(v.sites.size, 4);
  });

  it('an outsider sees nothing', async () => {
    const v = await t.services.access.visibility(await as(FIXTURE.users.outsider));
    assert.equal(v.groups.size + v.sites.size + v.devices.size, 0);
  });

  for (const [email, id, level, expected] of [
    [FIXTURE.users.owner, 'S-AARHUS', 20, 'allowed'],
    [FIXTURE.users.owner, 'S-AARHUS', 10, 'allowed'],
    [FIXTURE.users.readonly, 'S-AARHUS', 10, 403],
    [FIXTURE.users.owner, 'S-LEEDS', 20, 404],
    [FIXTURE.users.owner, 'SC-000000101', 20, 'allowed'],
    [FIXTURE.users.owner, 'NO-SUCH-ID', 20, 404],
  ] as const) {
    it(`${email} on ${id} needing level ${level}: ${expected}`, async () => {
      const rule = onObject<{ id: string }>('any', (i) => i.id, level);
      const result = await authorize(rule, await as(email), { id }, t.services.access).then(
        () => 'allowed',
        (e: { statusCode: number }) => e.statusCode,
      );
      assert.equal(result, expected);
    });
  }

  it('expired and removed grants give nothing', async () => {
    const user = await as(FIXTURE.users.outsider);
    await t.services.db
      .insertInto('access')
      .values([
        {
          userId: user.userId,
          objectType: 'site',
          objectId: 'S-LEEDS',
          level: 10,
          startTime: '2026-01-01T00:00:00.000Z',
          endTime: '2026-02-01T00:00:00.000Z',
          removed: 0,
        },
        {
          userId: user.userId,
          objectType: 'site',
          objectId: 'S-AARHUS',
          level: 10,
          startTime: '2026-01-01T00:00:00.000Z',
          endTime: null,
          removed: 1,
        },
      ])
      .execute();
    const v = await t.services.access.visibility(user);
    assert.equal(v.sites.size, 0);
  });

  it('role rules follow Admin < PartnerAdmin < SuperAdmin', async () => {
    const check = async (email: string) =>
      authorize(role('PartnerAdmin'), await as(email), {}, t.services.access).then(
        () => true,
        () => false,
      );
    assert.deepEqual(
      [await check(FIXTURE.users.admin), await check(FIXTURE.users.partner), await check(FIXTURE.users.superadmin)],
      [false, true, true],
    );
  });
});

describe('spec 3: a site or group timezone must be a real one', () => {
  it('refuses an unknown timezone with a clear message and creates nothing', async () => {
    const t = await createTestApp();
    try {
      await seedFixtureFleet(t.services.db);
      const before = await t.services.db.selectFrom('sites').select('siteId').execute();
      for (const timezone of ['Mars/Olympus', '💥', 'Europe/Nowhere']) {
        const res = await t.call({
          method: 'POST',
          url: '/Site',
          as: FIXTURE.users.superadmin,
          payload: { siteName: 'New site', timezone },
        });
        assert.equal(res.statusCode, 400, timezone);
        assert.deepEqual(res.json().errors, [{ field: 'timezone', key: 'validation.unknownTimezone' }]);
      }
      const after = await t.services.db.selectFrom('sites').select('siteId').execute();
      assert.equal(after.length, before.length);
      const ok = await t.call({
        method: 'POST',
        url: '/Site',
        as: FIXTURE.users.superadmin,
        payload: { siteName: 'New site', timezone: 'Europe/Stockholm' },
      });
      assert.equal(ok.statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
