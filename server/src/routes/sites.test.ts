import { after, beforeEach, afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const U = FIXTURE.users;
const D = FIXTURE.devices;
const S = FIXTURE.sites;
const G = FIXTURE.groups;

type Config = {
  sites: { siteId: string; parentId: string | null; deviceIds: string[]; siteName: string; timezone: string }[];
  groups: { siteGroupId: string; parentId: string | null; name: string; siteIds: string[] }[];
  devices: { deviceId: string; siteId: string | null; commissionningDate: string | null; partnerId?: string | null }[];
};

describe('spec 7: sites, groups, commissioning and installation', () => {
  let t: TestApp;
  const get = (as: string, url: string) => t.call({ method: 'GET', url, as });
  const send = (as: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
    t.call({ method, url, as, payload });
  const config = async (as: string = U.superadmin): Promise<Config> => (await get(as, '/SiteGroup')).json();
  const site = async (id: string, as?: string) => (await config(as)).sites.find((s) => s.siteId === id);
  const device = async (id: string, as?: string) => (await config(as)).devices.find((d) => d.deviceId === id);
  const label = { serialNumber: 'SN000999', code: 'CODE999' };

  // Each test gets a fresh fleet: these calls change its shape.
  beforeEach(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  afterEach(() => t.close());
  after(() => undefined);

  describe('POST, PUT, DELETE /Site', () => {
    it('an installer creates an empty site, sees it, and may edit it', async () => {
      const res = await send(U.installer, 'POST', '/Site', { siteName: 'New Farm', country: 'Denmark' });
      assert.equal(res.statusCode, 200);
      const { siteId } = res.json();
      const created = await site(siteId, U.installer);
      assert.ok(created);
      assert.deepEqual([created.deviceIds, created.timezone, created.parentId], [[], 'GMT', null]);
      const put = await send(U.installer, 'PUT', '/Site', { siteId, siteName: 'Renamed', timezone: 'Europe/Oslo' });
      assert.equal(put.statusCode, 204);
      const edited = await site(siteId, U.installer);
      assert.deepEqual([edited?.siteName, edited?.timezone], ['Renamed', 'Europe/Oslo']);
    });

    it('an admin creates a site inside a group they administer', async () => {
      const res = await send(U.admin, 'POST', '/Site', { siteName: 'In DK', parentId: G.dk });
      assert.equal(res.statusCode, 200);
      const c = await config(U.admin);
      assert.ok(c.groups.find((g) => g.siteGroupId === G.dk)!.siteIds.includes(res.json().siteId));
    });

    it('refuses owners (403), groups the caller cannot see (404) and bad input (400), creating nothing', async () => {
      const before = (await config()).sites.length;
      assert.equal((await send(U.owner, 'POST', '/Site', { siteName: 'Mine' })).statusCode, 403);
      assert.equal((await send(U.installer, 'POST', '/Site', { siteName: 'X', parentId: G.dk })).statusCode, 404);
      for (const payload of [{}, { siteName: '' }, { siteName: 'X', latitude: 91 }, { siteName: 'X', bogus: 1 }]) {
        assert.equal((await send(U.admin, 'POST', '/Site', payload)).statusCode, 400, JSON.stringify(payload));
      }
      assert.equal((await config()).sites.length, before);
    });

    it('PUT refuses readers (403) and outsiders (404), and bad input changes nothing', async () => {
      assert.equal((await send(U.readonly, 'PUT', '/Site', { siteId: S.aarhus, siteName: 'X' })).statusCode, 403);
      assert.equal((await send(U.outsider, 'PUT', '/Site', { siteId: S.aarhus, siteName: 'X' })).statusCode, 404);
      assert.equal((await send(U.admin, 'PUT', '/Site', { siteId: S.aarhus, siteName: '' })).statusCode, 400);
      assert.equal((await site(S.aarhus))?.siteName, 'Aarhus Harbour');
    });

    it("features change under PUT /parameters' rule: role Admin with Admin (2) on the site; a resent value is no change", async () => {
      const features = async () =>
        JSON.parse(
          (
            await t.services.db
              .selectFrom('sites')
              .select('features')
              .where('siteId', '=', S.aarhus)
              .executeTakeFirstOrThrow()
          ).features,
        ) as string[];
      const stored = await features();
      const wanted = [...stored, 'PeakShaving'];
      // A partner admin (4) and an installer (the installer flag and Installer (5) on the site) are refused; nothing
      // of the request is stored, not even the fields they may change.
      await t.services.db
        .insertInto('access')
        .values({
          userId: 'user-installer',
          objectType: 'site',
          objectId: S.aarhus,
          level: 5,
          startTime: '2026-01-01T00:00:00.000Z',
          endTime: null,
          removed: 0,
        })
        .execute();
      for (const as of [U.partner, U.installer]) {
        const res = await send(as, 'PUT', '/Site', { siteId: S.aarhus, address: 'Pier 9', features: wanted });
        assert.deepEqual([res.statusCode, res.json().message], [403, 'Access denied'], as);
      }
      assert.deepEqual(await features(), stored);
      assert.equal(
        (await get(U.superadmin, '/SiteGroup')).json().sites.find((x: { siteId: string }) => x.siteId === S.aarhus)
          .address,
        'Aarhus Harbour 1',
      );
      // The management form sends the features it shows: unchanged, they need only the call's rule.
      assert.equal(
        (
          await send(U.partner, 'PUT', '/Site', {
            siteId: S.aarhus,
            address: 'Pier 9',
            features: [...stored].reverse(),
          })
        ).statusCode,
        204,
      );
      assert.equal((await send(U.admin, 'PUT', '/Site', { siteId: S.aarhus, features: wanted })).statusCode, 204);
      assert.deepEqual(await features(), wanted);
      const audit = await t.services.db
        .selectFrom('audit_log')
        .select('message')
        .where('email', '=', U.admin)
        .where('objectId', '=', S.aarhus)
        .execute();
      assert.deepEqual(
        audit.map((a) => a.message),
        ['Updated site Aarhus Harbour (S-AARHUS); features: added PeakShaving'],
      );
    });

    it('PUT /Site moves a site under the rule of PUT /AddSiteGroup: role Admin with Admin (2) on the site and the group', async () => {
      assert.equal((await send(U.partner, 'PUT', '/Site', { siteId: S.aarhus, parentId: G.uk })).statusCode, 403);
      assert.equal((await send(U.installer, 'PUT', '/Site', { siteId: S.empty, parentId: G.uk })).statusCode, 403);
      // A group the admin may not see answers as one that does not exist.
      const elsewhere = (await send(U.superadmin, 'POST', '/SiteGroup', { name: 'Elsewhere' })).json().siteGroupId;
      const hidden = await send(U.admin, 'PUT', '/Site', { siteId: S.aarhus, parentId: elsewhere });
      const unknown = await send(U.admin, 'PUT', '/Site', { siteId: S.aarhus, parentId: 'G-NOWHERE' });
      assert.deepEqual([hidden.statusCode, hidden.json()], [unknown.statusCode, unknown.json()]);
      assert.equal(hidden.statusCode, 404);
      assert.equal((await site(S.aarhus))?.parentId, G.dk);
      // The parent it already has is no move.
      assert.equal((await send(U.partner, 'PUT', '/Site', { siteId: S.aarhus, parentId: G.dk })).statusCode, 204);
      assert.equal((await send(U.admin, 'PUT', '/Site', { siteId: S.aarhus, parentId: G.uk })).statusCode, 204);
      assert.equal((await site(S.aarhus))?.parentId, G.uk);
    });

    it('DELETE: an admin deletes a site; its devices become unparented', async () => {
      const res = await send(U.admin, 'DELETE', '/Site', { siteId: S.aarhus });
      assert.equal(res.statusCode, 204);
      const c = await config();
      assert.equal(
        c.sites.find((s) => s.siteId === S.aarhus),
        undefined,
      );
      for (const id of [D.aarhus1, D.aarhus2]) {
        const d = c.devices.find((x) => x.deviceId === id)!;
        assert.deepEqual([d.siteId, d.commissionningDate], [null, null]);
      }
      // The owner of the deleted site sees nothing any more.
      const owner = await config(U.owner);
      assert.equal(owner.sites.length + owner.devices.length, 0);
    });

    it('DELETE refuses an owner (403), an outsider (404) and bad input (400)', async () => {
      assert.equal((await send(U.owner, 'DELETE', '/Site', { siteId: S.aarhus })).statusCode, 403);
      assert.equal((await send(U.outsider, 'DELETE', '/Site', { siteId: S.aarhus })).statusCode, 404);
      assert.equal((await send(U.admin, 'DELETE', '/Site', {})).statusCode, 400);
      assert.ok(await site(S.aarhus));
    });
  });

  describe('POST, PUT, DELETE /SiteGroup and PUT /AddSiteGroup', () => {
    it('an admin creates a sub-group, renames it and moves a site into it', async () => {
      const res = await send(U.admin, 'POST', '/SiteGroup', { name: 'Jutland', parentId: G.dk });
      assert.equal(res.statusCode, 200);
      const { siteGroupId } = res.json();
      assert.equal(
        (await send(U.admin, 'PUT', '/SiteGroup', { siteGroupId, name: 'Jylland', timezone: 'Europe/Copenhagen' }))
          .statusCode,
        204,
      );
      assert.equal(
        (await send(U.admin, 'PUT', '/AddSiteGroup', { siteId: S.aarhus, parentId: siteGroupId })).statusCode,
        204,
      );
      const c = await config(U.admin);
      const group = c.groups.find((g) => g.siteGroupId === siteGroupId)!;
      assert.deepEqual([group.name, group.parentId, group.siteIds], ['Jylland', G.dk, [S.aarhus]]);
      assert.equal(c.sites.find((s) => s.siteId === S.aarhus)!.parentId, siteGroupId);
    });

    it('group edits need role Admin and Admin level on the group: partner admins (level 4) and owners are refused', async () => {
      assert.equal((await send(U.partner, 'POST', '/SiteGroup', { name: 'P', parentId: G.dk })).statusCode, 403);
      assert.equal((await send(U.installer, 'POST', '/SiteGroup', { name: 'P' })).statusCode, 403);
      assert.equal((await send(U.owner, 'POST', '/SiteGroup', { name: 'P' })).statusCode, 403);
      assert.equal((await send(U.partner, 'PUT', '/SiteGroup', { siteGroupId: G.dk, name: 'P' })).statusCode, 403);
      assert.equal((await send(U.outsider, 'PUT', '/SiteGroup', { siteGroupId: G.dk, name: 'P' })).statusCode, 404);
      assert.equal(
        (await send(U.partner, 'PUT', '/AddSiteGroup', { siteId: S.aarhus, parentId: G.uk })).statusCode,
        403,
      );
      const c = await config();
      assert.equal(c.groups.find((g) => g.siteGroupId === G.dk)!.name, 'Denmark');
      assert.equal(c.groups.length, 3);
      assert.equal(c.sites.find((s) => s.siteId === S.aarhus)!.parentId, G.dk);
    });

    it('an admin cannot move a site into a group they cannot see (404)', async () => {
      const other = (await send(U.superadmin, 'POST', '/SiteGroup', { name: 'Elsewhere' })).json().siteGroupId;
      const res = await send(U.admin, 'PUT', '/AddSiteGroup', { siteId: S.aarhus, parentId: other });
      assert.equal(res.statusCode, 404);
    });

    it('a group cannot be moved inside itself; bad input answers 400; nothing changes', async () => {
      assert.equal(
        (await send(U.admin, 'PUT', '/SiteGroup', { siteGroupId: G.nordic, parentId: G.dk })).statusCode,
        400,
      );
      assert.equal((await send(U.admin, 'POST', '/SiteGroup', { name: '' })).statusCode, 400);
      assert.equal((await send(U.admin, 'PUT', '/AddSiteGroup', { siteId: S.aarhus })).statusCode, 400);
      const c = await config();
      assert.equal(c.groups.find((g) => g.siteGroupId === G.nordic)!.parentId, null);
      assert.equal(c.groups.length, 3);
    });

    it('DELETE /SiteGroup moves its sites up to its parent', async () => {
      assert.equal((await send(U.admin, 'DELETE', '/SiteGroup', { siteGroupId: G.dk })).statusCode, 204);
      const c = await config(U.admin);
      assert.equal(
        c.groups.find((g) => g.siteGroupId === G.dk),
        undefined,
      );
      assert.equal(c.sites.find((s) => s.siteId === S.aarhus)!.parentId, G.nordic);
      assert.equal((await send(U.partner, 'DELETE', '/SiteGroup', { siteGroupId: G.uk })).statusCode, 403);
    });

    it('two groups under one parent never share a name, trimmed and in any case (409 on name); nothing changes', async () => {
      const refusal = {
        code: null,
        message: 'Another group under the same parent already has this name',
        errors: [{ field: 'name', key: 'validation.nameTaken' }],
      };
      const taken = await send(U.admin, 'POST', '/SiteGroup', { name: ' DENMARK ', parentId: G.nordic });
      assert.deepEqual([taken.statusCode, taken.json()], [409, refusal]);
      const renamed = await send(U.admin, 'PUT', '/SiteGroup', { siteGroupId: G.uk, name: 'denmark' });
      assert.deepEqual([renamed.statusCode, renamed.json()], [409, refusal]);
      // Under another parent the name is free; a move brings it under the parent of the other Denmark.
      const free = await send(U.admin, 'POST', '/SiteGroup', { name: 'Denmark', parentId: G.uk });
      assert.equal(free.statusCode, 200);
      const moved = await send(U.admin, 'PUT', '/SiteGroup', {
        siteGroupId: free.json().siteGroupId,
        parentId: G.nordic,
      });
      assert.deepEqual([moved.statusCode, moved.json()], [409, refusal]);
      // A group keeps its own name, in another case too.
      assert.equal((await send(U.admin, 'PUT', '/SiteGroup', { siteGroupId: G.dk, name: 'DENMARK' })).statusCode, 204);
      const c = await config();
      assert.equal(c.groups.length, 4);
      assert.equal(c.groups.find((g) => g.siteGroupId === free.json().siteGroupId)!.parentId, G.uk);
    });

    it('at the top, only the groups the caller sees take a name: the others answer as if they did not exist', async () => {
      assert.equal((await send(U.superadmin, 'POST', '/SiteGroup', { name: 'Hidden Top' })).statusCode, 200);
      assert.equal((await send(U.admin, 'POST', '/SiteGroup', { name: 'Nordic Partners' })).statusCode, 409);
      assert.equal((await send(U.admin, 'POST', '/SiteGroup', { name: 'hidden top' })).statusCode, 200);
    });

    it('a chosen group id: a super admin only, never starting with PV, SC or SCR (400 on siteGroupId)', async () => {
      const chosen = await send(U.admin, 'POST', '/SiteGroup', { siteGroupId: 'G-CHOSEN', name: 'Chosen' });
      assert.deepEqual([chosen.statusCode, chosen.json().message], [403, 'Access denied']);
      for (const siteGroupId of ['PV-PARKS', 'pv-parks', 'SC-000000123', 'SCR-GROUP', 'scandinavia']) {
        const res = await send(U.superadmin, 'POST', '/SiteGroup', { siteGroupId, name: `Group ${siteGroupId}` });
        assert.equal(res.statusCode, 400, siteGroupId);
        assert.deepEqual(res.json().errors, [{ field: 'siteGroupId', key: 'validation.reservedPrefix' }]);
      }
      assert.equal((await config()).groups.length, 3);
      const fine = await send(U.superadmin, 'POST', '/SiteGroup', { siteGroupId: 'G-CHOSEN', name: 'Chosen' });
      assert.deepEqual(fine.json(), { siteGroupId: 'G-CHOSEN' });
    });
  });

  describe('commissioning', () => {
    it('GET /GetLabelByDeviceId gives the label to those who may install the device', async () => {
      const res = await get(U.admin, `/GetLabelByDeviceId?deviceId=${D.leeds1}`);
      assert.deepEqual(res.json(), { labels: [{ serialNumber: 'SN000201', code: 'CODE201' }] });
      assert.equal((await get(U.owner, `/GetLabelByDeviceId?deviceId=${D.aarhus1}`)).statusCode, 403);
      assert.equal((await get(U.admin, '/GetLabelByDeviceId')).statusCode, 400);
    });

    it('an installer reads the label of an unparented device, never of one on a site they cannot see', async () => {
      const stock = await get(U.installer, `/GetLabelByDeviceId?deviceId=${D.unparented}`);
      assert.deepEqual([stock.statusCode, stock.json()], [200, { labels: [label] }]);
      assert.equal((await get(U.installer, `/GetLabelByDeviceId?deviceId=${D.leeds1}`)).statusCode, 404);
      assert.equal((await get(U.installer, '/GetLabelByDeviceId?deviceId=SC-999999999')).statusCode, 404);
      // Not an installer: refused even for the stock (spec 2: the installer app is reserved for installers).
      assert.equal((await get(U.owner, `/GetLabelByDeviceId?deviceId=${D.unparented}`)).statusCode, 403);
    });

    it("spec 2: a user who is not an installer cannot make any of the installer wizard's calls", async () => {
      const calls: [string, 'POST' | 'PUT' | 'DELETE', string, object][] = [
        ['create a site', 'POST', '/Site', { siteName: 'Mine' }],
        ['commission', 'POST', '/CommissionDevice', { siteId: S.aarhus, deviceId: D.unparented, ...label }],
        ['site around device', 'POST', '/CreateSiteAroundDevice', { deviceId: D.unparented }],
        ['meter set-up', 'POST', '/MeterSetup', { deviceId: D.aarhus1 }],
        ['meter test', 'POST', '/MeterTest', { deviceId: D.aarhus1 }],
        ['installed', 'POST', '/Installed', { deviceId: D.aarhus1 }],
      ];
      for (const [what, method, url, body] of calls) {
        const res = await send(U.owner, method, url, body);
        assert.equal(res.statusCode, 403, what);
      }
      assert.equal((await get(U.owner, `/GetLabelByDeviceId?deviceId=${D.aarhus1}`)).statusCode, 403);
      assert.equal((await device(D.unparented))?.siteId, null);
      assert.equal(
        (await config(U.superadmin)).sites.some((s) => s.siteName === 'Mine'),
        false,
      );
    });

    it('commission: the device shows under the site and not as unparented; uncommission: back again', async () => {
      const before = await site(S.empty, U.installer);
      assert.deepEqual(before?.deviceIds, []);
      const res = await send(U.installer, 'POST', '/CommissionDevice', {
        siteId: S.empty,
        deviceId: D.unparented,
        ...label,
      });
      assert.equal(res.statusCode, 204);
      const after = await config(U.installer);
      assert.deepEqual(after.sites.find((s) => s.siteId === S.empty)!.deviceIds, [D.unparented]);
      const commissioned = after.devices.find((d) => d.deviceId === D.unparented)!;
      assert.equal(commissioned.siteId, S.empty);
      assert.equal(commissioned.commissionningDate, '2026-11-22T12:00:00.000Z');

      const un = await send(U.installer, 'DELETE', '/CommissionDevice', { siteId: S.empty, deviceId: D.unparented });
      assert.equal(un.statusCode, 204);
      assert.deepEqual((await site(S.empty, U.installer))?.deviceIds, []);
      assert.equal(await device(D.unparented, U.installer), undefined);
      const back = await device(D.unparented);
      assert.deepEqual([back?.siteId, back?.commissionningDate], [null, null]);
    });

    it('spec 8: wrong code 1106, unknown site 1102, another site 1014, already here 1010', async () => {
      const body = { siteId: S.empty, deviceId: D.unparented, ...label };
      const wrong = await send(U.installer, 'POST', '/CommissionDevice', { ...body, code: 'NOPE' });
      assert.deepEqual(
        [wrong.statusCode, wrong.json().code, wrong.json().message],
        [404, 1106, 'The code does not exist'],
      );
      const noSite = await send(U.installer, 'POST', '/CommissionDevice', { ...body, siteId: 'S-NOWHERE' });
      assert.deepEqual([noSite.json().code, noSite.json().message], [1102, 'The site does not exist']);
      const elsewhere = await send(U.installer, 'POST', '/CommissionDevice', {
        siteId: S.empty,
        deviceId: D.leeds1,
        serialNumber: 'SN000201',
        code: 'CODE201',
      });
      assert.deepEqual(
        [elsewhere.json().code, elsewhere.json().message],
        [1014, 'The device is already commissioned on another site'],
      );
      const here = await send(U.admin, 'POST', '/CommissionDevice', {
        siteId: S.leeds,
        deviceId: D.leeds1,
        serialNumber: 'SN000201',
        code: 'CODE201',
      });
      assert.equal(here.json().code, 1010);
      assert.deepEqual((await device(D.unparented))?.siteId, null);
    });

    it('refuses owners (403), sites the installer cannot see (404) and bad input (400)', async () => {
      const body = { siteId: S.aarhus, deviceId: D.unparented, ...label };
      assert.equal((await send(U.owner, 'POST', '/CommissionDevice', body)).statusCode, 403);
      assert.equal((await send(U.installer, 'POST', '/CommissionDevice', body)).statusCode, 404);
      assert.equal(
        (await send(U.installer, 'POST', '/CommissionDevice', { siteId: S.empty, deviceId: D.unparented })).statusCode,
        400,
      );
      assert.equal((await device(D.unparented))?.siteId, null);
      assert.equal(
        (await send(U.owner, 'DELETE', '/CommissionDevice', { siteId: S.aarhus, deviceId: D.aarhus1 })).statusCode,
        403,
      );
      assert.equal(
        (await send(U.admin, 'DELETE', '/CommissionDevice', { siteId: S.aarhus, deviceId: D.leeds1 })).statusCode,
        404,
      );
      assert.equal((await device(D.aarhus1))?.siteId, S.aarhus);
    });

    it('a site the caller may not see answers exactly as one that does not exist (spec 8: 1102)', async () => {
      for (const [method, body] of [
        ['POST', { deviceId: D.unparented, ...label }],
        ['DELETE', { deviceId: D.aarhus2 }],
      ] as const) {
        const hidden = await send(U.installer, method, '/CommissionDevice', { siteId: S.aarhus, ...body });
        const unknown = await send(U.installer, method, '/CommissionDevice', { siteId: 'S-NOWHERE', ...body });
        assert.deepEqual([hidden.statusCode, hidden.json()], [unknown.statusCode, unknown.json()], method);
        assert.deepEqual(hidden.json(), { code: 1102, message: 'The site does not exist' });
      }
      assert.equal((await device(D.unparented))?.siteId, null);
      assert.equal((await device(D.aarhus2))?.siteId, S.aarhus);
    });

    it('POST /Installed sets the commissioning date to now', async () => {
      t.setNow(new Date('2026-12-01T08:00:00Z'));
      assert.equal((await send(U.admin, 'POST', '/Installed', { deviceId: D.leeds1 })).statusCode, 204);
      assert.equal((await device(D.leeds1))?.commissionningDate, '2026-12-01T08:00:00.000Z');
      assert.equal((await send(U.owner, 'POST', '/Installed', { deviceId: D.aarhus1 })).statusCode, 403);
      assert.equal((await send(U.outsider, 'POST', '/Installed', { deviceId: D.aarhus1 })).statusCode, 404);
      assert.equal((await send(U.admin, 'POST', '/Installed', {})).statusCode, 400);
    });

    it('POST /CreateSiteAroundDevice returns a site that holds the device', async () => {
      const res = await send(U.installer, 'POST', '/CreateSiteAroundDevice', {
        deviceId: D.unparented,
        country: 'Sweden',
      });
      assert.equal(res.statusCode, 200);
      const { siteId } = res.json();
      const created = await site(siteId, U.installer);
      assert.deepEqual([created?.deviceIds, created?.siteName], [[D.unparented], D.unparented]);
      const again = await send(U.installer, 'POST', '/CreateSiteAroundDevice', { deviceId: D.unparented });
      assert.equal(again.json().code, 1014);
    });

    it('CreateSiteAroundDevice refuses owners, hides devices on sites the caller cannot see, rejects bad input', async () => {
      assert.equal(
        (await send(U.owner, 'POST', '/CreateSiteAroundDevice', { deviceId: D.unparented })).statusCode,
        403,
      );
      assert.equal(
        (await send(U.installer, 'POST', '/CreateSiteAroundDevice', { deviceId: D.leeds1 })).statusCode,
        404,
      );
      assert.equal(
        (await send(U.installer, 'POST', '/CreateSiteAroundDevice', { deviceId: D.unparented, latitude: 'x' }))
          .statusCode,
        400,
      );
      assert.equal((await device(D.unparented))?.siteId, null);
    });
  });

  describe('DELETE /Device and POST /SetupDevice', () => {
    it('an admin deletes a device; it leaves the configuration and its site', async () => {
      assert.equal((await send(U.admin, 'DELETE', '/Device', { deviceId: D.aarhus2 })).statusCode, 204);
      assert.equal(await device(D.aarhus2), undefined);
      assert.deepEqual((await site(S.aarhus))?.deviceIds, [D.aarhus1]);
    });

    it('DELETE /Device refuses owners (403), outsiders (404) and bad input (400)', async () => {
      assert.equal((await send(U.owner, 'DELETE', '/Device', { deviceId: D.aarhus1 })).statusCode, 403);
      assert.equal((await send(U.outsider, 'DELETE', '/Device', { deviceId: D.aarhus1 })).statusCode, 404);
      assert.equal((await send(U.admin, 'DELETE', '/Device', { deviceId: '' })).statusCode, 400);
      assert.ok(await device(D.aarhus1));
    });

    it('a terminal command on an online device answers text with result 0, and is logged', async () => {
      const res = await send(U.admin, 'POST', '/SetupDevice', {
        deviceId: D.aarhus1,
        arguments: 'status',
        target: 'terminal',
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().result, 0);
      assert.match(res.json().response, /status/);
      const log = await t.services.db.selectFrom('command_log').selectAll().where('deviceId', '=', D.aarhus1).execute();
      assert.deepEqual([log.length, log[0]?.status], [1, 2]);
    });

    it('spec 4: a failed command (offline device) answers result 1 and an empty response', async () => {
      const res = await send(U.admin, 'POST', '/SetupDevice', {
        deviceId: D.leeds1,
        arguments: 'status',
        target: 'forced',
      });
      assert.deepEqual(res.json(), { response: '', result: 1 });
    });

    it('SetupDevice refuses owners (403), outsiders (404) and an unknown target (400)', async () => {
      const body = { deviceId: D.aarhus1, arguments: 'x', target: 'terminal' };
      assert.equal((await send(U.owner, 'POST', '/SetupDevice', body)).statusCode, 403);
      assert.equal((await send(U.outsider, 'POST', '/SetupDevice', body)).statusCode, 404);
      assert.equal((await send(U.admin, 'POST', '/SetupDevice', { ...body, target: 'shell' })).statusCode, 400);
      const log = await t.services.db.selectFrom('command_log').selectAll().execute();
      assert.equal(log.length, 0);
    });
  });
});
