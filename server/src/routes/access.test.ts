import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const U = FIXTURE.users;
const S = FIXTURE.sites;
const G = FIXTURE.groups;
const D = FIXTURE.devices;
const START = '2026-11-01T00:00:00.000Z';

type Entry = { userId: string; email: string; level: number; endTime: string | null; isApiClient: boolean };

describe('spec 7: /UserSite, /UserSiteGroup, /UserDevice', () => {
  let t: TestApp;
  const get = (as: string, url: string) => t.call({ method: 'GET', url, as });
  const send = (as: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
    t.call({ method, url, as, payload });
  const users = async (url: string, as: string = U.superadmin): Promise<Entry[]> => {
    const res = await get(as, url);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().users;
  };
  const levels = (entries: Entry[]) => entries.map((e) => [e.email, e.level]);
  const grant = (name: string, level: number, endTime: string | null = null) => ({
    userId: `user-${name}`,
    email: `${name}@demo.test`,
    startTime: START,
    endTime,
    level,
  });

  beforeEach(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  afterEach(() => t.close());

  describe('/UserSite', () => {
    it('lists the direct grants on the site at a time; any user who sees the site may read', async () => {
      const now = await users(`/UserSite?siteId=${S.aarhus}`, U.owner);
      assert.deepEqual(levels(now), [
        [U.owner, 10],
        [U.readonly, 20],
      ]);
      assert.equal(now[0]!.isApiClient, false);
      assert.deepEqual(await users(`/UserSite?siteId=${S.aarhus}&DateTime=2025-01-01T00:00:00Z`), []);
    });

    it('refuses outsiders (404) and bad input (400)', async () => {
      assert.equal((await get(U.outsider, `/UserSite?siteId=${S.aarhus}`)).statusCode, 404);
      assert.equal((await get(U.admin, '/UserSite')).statusCode, 400);
      assert.equal((await get(U.admin, `/UserSite?siteId=${S.aarhus}&DateTime=yesterday`)).statusCode, 400);
    });

    it('an admin adds a user, who then sees the site; updates and removes them', async () => {
      assert.equal(
        (await send(U.admin, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 10) })).statusCode,
        204,
      );
      assert.ok(levels(await users(`/UserSite?siteId=${S.aarhus}`)).some(([e, l]) => e === U.newuser && l === 10));
      const seen = (await get(U.newuser, '/SiteGroup')).json();
      assert.deepEqual(
        seen.sites.map((s: { siteId: string }) => s.siteId),
        [S.aarhus],
      );

      assert.equal(
        (await send(U.admin, 'PUT', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 20) })).statusCode,
        204,
      );
      assert.ok(levels(await users(`/UserSite?siteId=${S.aarhus}`)).some(([e, l]) => e === U.newuser && l === 20));

      const removed = await send(U.admin, 'DELETE', '/UserSite', { siteId: S.aarhus, userId: 'user-newuser' });
      assert.equal(removed.statusCode, 204);
      assert.ok(!levels(await users(`/UserSite?siteId=${S.aarhus}`)).some(([e]) => e === U.newuser));
      assert.equal((await get(U.newuser, '/SiteGroup')).json().sites.length, 0);
      // spec 3 AccessRemoved: the grant is kept, marked removed.
      const rows = await t.services.db.selectFrom('access').selectAll().where('userId', '=', 'user-newuser').execute();
      assert.ok(rows.length > 0 && rows.every((r) => r.removed === 1));
    });

    it('a time-limited grant ends at its end time', async () => {
      const body = { siteId: S.leeds, ...grant('outsider', 20, '2026-12-01T00:00:00.000Z') };
      assert.equal((await send(U.admin, 'POST', '/UserSite', body)).statusCode, 204);
      assert.equal((await get(U.outsider, '/SiteGroup')).json().sites.length, 1);
      const before = await send(U.outsider, 'POST', '/sitestatus', { ids: [S.leeds] });
      assert.deepEqual(Object.keys(before.json().data), [S.leeds]);
      t.setNow(new Date('2026-12-02T00:00:00Z'));
      assert.equal((await get(U.outsider, '/SiteGroup')).json().sites.length, 0);
      // The rest of the API forgets the site too, as if it did not exist.
      assert.equal((await get(U.outsider, `/UserSite?siteId=${S.leeds}`)).statusCode, 404);
      const status = await send(U.outsider, 'POST', '/sitestatus', { ids: [S.leeds] });
      assert.deepEqual(Object.keys(status.json().data), []);
    });

    it('never gives more rights than the caller has, and never touches a stronger grant', async () => {
      const before = await users(`/UserSite?siteId=${S.aarhus}`);
      assert.equal(
        (await send(U.admin, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 1) })).statusCode,
        403,
      );
      assert.equal(
        (await send(U.partner, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 2) })).statusCode,
        403,
      );
      assert.equal(
        (await send(U.partner, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 4) })).statusCode,
        204,
      );
      // The partner (4) may not demote or remove the admin's group grant (2).
      assert.equal(
        (await send(U.partner, 'PUT', '/UserSiteGroup', { siteGroupId: G.nordic, ...grant('admin', 20) })).statusCode,
        403,
      );
      assert.equal(
        (await send(U.partner, 'DELETE', '/UserSiteGroup', { siteGroupId: G.nordic, userId: 'user-admin' })).statusCode,
        403,
      );
      assert.equal(levels(await users(`/UserSite?siteId=${S.aarhus}`)).length, before.length + 1);
    });

    it('managing needs Admin (2) or PartnerAdmin (4) on the site: owners 403, outsiders 404', async () => {
      assert.equal(
        (await send(U.owner, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 20) })).statusCode,
        403,
      );
      assert.equal(
        (await send(U.outsider, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 20) })).statusCode,
        404,
      );
      assert.equal(
        (await send(U.owner, 'DELETE', '/UserSite', { siteId: S.aarhus, userId: 'user-readonly' })).statusCode,
        403,
      );
      assert.equal((await users(`/UserSite?siteId=${S.aarhus}`)).length, 2);
    });

    it('unknown users answer 1017; bad input answers 400; nothing changes', async () => {
      const unknown = await send(U.admin, 'POST', '/UserSite', {
        siteId: S.aarhus,
        userId: 'nobody',
        email: 'nobody@example.com',
        startTime: START,
        endTime: null,
        level: 10,
      });
      assert.deepEqual([unknown.statusCode, unknown.json().code], [404, 1017]);
      for (const payload of [
        { siteId: S.aarhus, ...grant('newuser', 0) },
        { siteId: S.aarhus, ...grant('newuser', 10), extra: true },
        { siteId: S.aarhus, userId: 'user-newuser', email: U.newuser, startTime: START, level: 10 },
        { siteId: S.aarhus, ...grant('newuser', 10, '2026-10-01T00:00:00.000Z') },
      ]) {
        assert.equal((await send(U.admin, 'POST', '/UserSite', payload)).statusCode, 400, JSON.stringify(payload));
      }
      assert.equal(
        (await send(U.admin, 'PUT', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 10) })).statusCode,
        404,
      );
      assert.equal((await users(`/UserSite?siteId=${S.aarhus}`)).length, 2);
    });
  });

  describe('grants never surprise', () => {
    const exists = {
      code: null,
      message: 'This user already has access here; change their access instead',
      errors: [{ field: 'email', key: 'validation.grantExists' }],
    };

    it('a POST for someone who already has access to the site, group or device answers 409 and changes nothing', async () => {
      // The owner holds NormalUser (10) on S-AARHUS "until 2026-11-30": adding them again must not replace it.
      assert.equal(
        (
          await send(U.admin, 'PUT', '/UserSite', {
            siteId: S.aarhus,
            ...grant('owner', 10, '2026-11-30T00:00:00.000Z'),
          })
        ).statusCode,
        204,
      );
      const before = await users(`/UserSite?siteId=${S.aarhus}`);
      const again = await send(U.admin, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('owner', 2) });
      assert.deepEqual([again.statusCode, again.json()], [409, exists]);
      assert.deepEqual(await users(`/UserSite?siteId=${S.aarhus}`), before);

      const group = await send(U.admin, 'POST', '/UserSiteGroup', { siteGroupId: G.nordic, ...grant('partner', 10) });
      assert.deepEqual([group.statusCode, group.json()], [409, exists]);
      assert.deepEqual(levels(await users(`/UserSiteGroup?siteGroupId=${G.nordic}`)), [
        [U.admin, 2],
        [U.partner, 4],
      ]);

      const body = { deviceId: D.leeds1, ...grant('outsider', 20) };
      assert.equal((await send(U.admin, 'POST', '/UserDevice', body)).statusCode, 204);
      const device = await send(U.admin, 'POST', '/UserDevice', { ...body, level: 10 });
      assert.deepEqual([device.statusCode, device.json()], [409, exists]);
      assert.deepEqual(levels(await users(`/UserDevice?deviceId=${D.leeds1}`)), [[U.outsider, 20]]);
      // PUT is the way to change a grant.
      assert.equal((await send(U.admin, 'PUT', '/UserDevice', { ...body, level: 10 })).statusCode, 204);
      assert.deepEqual(levels(await users(`/UserDevice?deviceId=${D.leeds1}`)), [[U.outsider, 10]]);
    });

    it('a grant that has ended is no obstacle: adding the person again gives new access', async () => {
      const body = { siteId: S.leeds, ...grant('outsider', 20, '2026-11-25T00:00:00.000Z') };
      assert.equal((await send(U.admin, 'POST', '/UserSite', body)).statusCode, 204);
      t.setNow(new Date('2026-11-26T00:00:00Z'));
      assert.equal(
        (await send(U.admin, 'POST', '/UserSite', { siteId: S.leeds, ...grant('outsider', 10) })).statusCode,
        204,
      );
      assert.deepEqual(levels(await users(`/UserSite?siteId=${S.leeds}`)), [[U.outsider, 10]]);
    });

    it('nobody removes or lowers their own last grant that manages the object (409); another grant above keeps them', async () => {
      const lowered = await send(U.partner, 'PUT', '/UserSiteGroup', {
        siteGroupId: G.nordic,
        ...grant('partner', 20),
      });
      const keeps = {
        code: null,
        message:
          'You would no longer be able to manage access here: ask another administrator to change your own access',
      };
      assert.deepEqual(
        [lowered.statusCode, lowered.json()],
        [409, { ...keeps, errors: [{ field: 'level', key: 'validation.keepsManager' }] }],
      );
      const removed = await send(U.partner, 'DELETE', '/UserSiteGroup', {
        siteGroupId: G.nordic,
        userId: 'user-partner',
      });
      assert.deepEqual(
        [removed.statusCode, removed.json()],
        [409, { ...keeps, errors: [{ field: 'userId', key: 'validation.keepsManager' }] }],
      );
      // An end in the future still manages today.
      const ending = { siteGroupId: G.nordic, ...grant('partner', 4, '2026-12-31T00:00:00.000Z') };
      assert.equal((await send(U.partner, 'PUT', '/UserSiteGroup', ending)).statusCode, 204);
      assert.deepEqual(levels(await users(`/UserSiteGroup?siteGroupId=${G.nordic}`)), [
        [U.admin, 2],
        [U.partner, 4],
      ]);

      // A grant on G-DK below G-NORDIC: the one above keeps the partner managing it, so it may go.
      assert.equal(
        (await send(U.admin, 'POST', '/UserSiteGroup', { siteGroupId: G.dk, ...grant('partner', 4) })).statusCode,
        204,
      );
      assert.equal(
        (await send(U.partner, 'DELETE', '/UserSiteGroup', { siteGroupId: G.dk, userId: 'user-partner' })).statusCode,
        204,
      );
      // The admin lowers their own grant to PartnerAdmin (4): they still manage.
      assert.equal(
        (await send(U.admin, 'PUT', '/UserSiteGroup', { siteGroupId: G.nordic, ...grant('admin', 4) })).statusCode,
        204,
      );
    });

    it('the audit log names the person by e-mail and id, and the object by name and id', async () => {
      assert.equal(
        (await send(U.admin, 'POST', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 10) })).statusCode,
        204,
      );
      assert.equal(
        (await send(U.admin, 'PUT', '/UserSite', { siteId: S.aarhus, ...grant('newuser', 20) })).statusCode,
        204,
      );
      assert.equal(
        (await send(U.admin, 'DELETE', '/UserSite', { siteId: S.aarhus, userId: 'user-newuser' })).statusCode,
        204,
      );
      const messages = (
        await t.services.db
          .selectFrom('audit_log')
          .select('message')
          .where('objectId', '=', S.aarhus)
          .orderBy('id')
          .execute()
      ).map((r) => r.message);
      assert.deepEqual(messages, [
        'Added user newuser@demo.test (user-newuser) to site Aarhus Harbour (S-AARHUS) with level 10 (NormalUser)',
        'Changed the access of newuser@demo.test (user-newuser) on site Aarhus Harbour (S-AARHUS) to level 20 (ReadOnly)',
        'Removed user newuser@demo.test (user-newuser) from site Aarhus Harbour (S-AARHUS)',
      ]);
    });
  });

  describe('/UserSiteGroup', () => {
    it('a partner admin lists and adds users on their group; the grant reaches its sites', async () => {
      assert.deepEqual(levels(await users(`/UserSiteGroup?siteGroupId=${G.nordic}`, U.partner)), [
        [U.admin, 2],
        [U.partner, 4],
      ]);
      const body = { siteGroupId: G.uk, ...grant('outsider', 20) };
      assert.equal((await send(U.partner, 'POST', '/UserSiteGroup', body)).statusCode, 204);
      const seen = (await get(U.outsider, '/SiteGroup')).json();
      assert.deepEqual(
        seen.sites.map((s: { siteId: string }) => s.siteId),
        [S.leeds],
      );
    });

    it('refuses outsiders (404), owners (404: they see no group) and bad input (400)', async () => {
      assert.equal((await get(U.outsider, `/UserSiteGroup?siteGroupId=${G.nordic}`)).statusCode, 404);
      assert.equal(
        (await send(U.owner, 'POST', '/UserSiteGroup', { siteGroupId: G.dk, ...grant('newuser', 10) })).statusCode,
        404,
      );
      assert.equal((await send(U.admin, 'POST', '/UserSiteGroup', { siteGroupId: G.dk, level: 10 })).statusCode, 400);
      assert.equal((await users(`/UserSiteGroup?siteGroupId=${G.dk}`)).length, 0);
    });
  });

  describe('/UserDevice', () => {
    it('an admin grants one device; the user sees only that device', async () => {
      assert.equal(
        (await send(U.admin, 'POST', '/UserDevice', { deviceId: D.leeds1, ...grant('outsider', 20) })).statusCode,
        204,
      );
      assert.deepEqual(levels(await users(`/UserDevice?deviceId=${D.leeds1}`, U.admin)), [[U.outsider, 20]]);
      const seen = (await get(U.outsider, '/SiteGroup')).json();
      assert.deepEqual(
        seen.devices.map((d: { deviceId: string }) => d.deviceId),
        [D.leeds1],
      );
      assert.equal(seen.sites.length, 0);
      assert.equal(
        (await send(U.admin, 'DELETE', '/UserDevice', { deviceId: D.leeds1, userId: 'user-outsider' })).statusCode,
        204,
      );
      assert.equal((await get(U.outsider, '/SiteGroup')).json().devices.length, 0);
    });

    it('owners read (200) but may not manage (403); outsiders 404; bad input 400', async () => {
      assert.equal((await get(U.owner, `/UserDevice?deviceId=${D.aarhus1}`)).statusCode, 200);
      assert.equal(
        (await send(U.owner, 'POST', '/UserDevice', { deviceId: D.aarhus1, ...grant('newuser', 20) })).statusCode,
        403,
      );
      assert.equal((await get(U.outsider, `/UserDevice?deviceId=${D.aarhus1}`)).statusCode, 404);
      assert.equal((await send(U.admin, 'DELETE', '/UserDevice', { deviceId: D.aarhus1 })).statusCode, 400);
      assert.equal((await users(`/UserDevice?deviceId=${D.aarhus1}`)).length, 0);
    });
  });
});
