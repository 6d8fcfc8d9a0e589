import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';

const U = FIXTURE.users;

describe('spec 7: configuration, users, roles, search and partners', () => {
  let t: TestApp;
  const get = (as: string, url: string) => t.call({ method: 'GET', url, as });
  const send = (as: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
    t.call({ method, url, as, payload });
  const config = async (as: string) => {
    const res = await get(as, '/SiteGroup');
    assert.equal(res.statusCode, 200);
    return res.json() as {
      sites: Record<string, unknown>[];
      groups: Record<string, unknown>[];
      devices: Record<string, unknown>[];
    };
  };

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  describe('GET /SiteGroup', () => {
    it('a super admin gets the whole fleet with the derived site fields of spec 3', async () => {
      const c = await config(U.superadmin);
      assert.equal(c.groups.length, 3);
      assert.equal(c.sites.length, 4);
      assert.equal(c.devices.length, 5);
      const aarhus = c.sites.find((s) => s.siteId === FIXTURE.sites.aarhus)!;
      assert.deepEqual(aarhus.deviceIds, ['SC-000000101', 'SCR-000000102']);
      assert.equal(aarhus.batteryCapacity, 115);
      assert.equal(aarhus.commissionningDate, '2025-02-01T00:00:00.000Z');
      assert.deepEqual(aarhus.deviceTypes, ['XEAM', 'Industrial', 'Compact']);
      assert.deepEqual(aarhus.meters, [{ type: 'grid' }, { type: 'PV' }]);
      assert.deepEqual(aarhus.features, ['Basic', 'EventScheduler', 'Backup']);
      assert.equal(aarhus.hasDashboard, true);
      assert.equal(aarhus.level, 1);
      const empty = c.sites.find((s) => s.siteId === FIXTURE.sites.empty)!;
      assert.deepEqual([empty.batteryCapacity, empty.commissionningDate, empty.hasDashboard], [0, null, false]);
      const nordic = c.groups.find((g) => g.siteGroupId === FIXTURE.groups.nordic)!;
      assert.equal(nordic.batteryCapacity, 315);
      assert.deepEqual(c.groups.find((g) => g.siteGroupId === FIXTURE.groups.dk)!.siteIds, ['S-AARHUS']);
      const unparented = c.devices.find((d) => d.deviceId === FIXTURE.devices.unparented)!;
      assert.deepEqual([unparented.siteId, unparented.parentId, unparented.commissionningDate], [null, null, null]);
      const device = c.devices.find((d) => d.deviceId === FIXTURE.devices.aarhus2)!;
      assert.deepEqual([device.deviceType, device.state, device.parentId], ['Compact', 'stop', 'S-AARHUS']);
    });

    it('an owner sees only their site and its devices, with their level, and no unparented device', async () => {
      const c = await config(U.owner);
      assert.deepEqual(
        c.sites.map((s) => [s.siteId, s.level]),
        [['S-AARHUS', 10]],
      );
      assert.equal(c.groups.length, 0);
      assert.deepEqual(c.devices.map((d) => d.deviceId).sort(), ['SC-000000101', 'SCR-000000102']);
    });

    it('an installer sees the site they hold and not the unparented stock; an outsider sees nothing', async () => {
      const installer = await config(U.installer);
      assert.deepEqual(
        installer.sites.map((s) => s.siteId),
        ['S-EMPTY'],
      );
      assert.equal(installer.devices.length, 0);
      const outsider = await config(U.outsider);
      assert.equal(outsider.sites.length + outsider.groups.length + outsider.devices.length, 0);
    });
  });

  describe('GET /User/{email}, GET /user/{email}/clientId, POST /User', () => {
    it('finds a user by e-mail, case-insensitively', async () => {
      const res = await get(U.admin, `/User/${encodeURIComponent('Owner@Demo.test')}`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { userId: 'user-owner' });
    });

    it('an unknown e-mail answers 404 with code 1017', async () => {
      const res = await get(U.admin, '/User/nobody@example.com');
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { code: 1017, message: 'The user does not exist' });
    });

    it('refuses look-ups by users who manage no access', async () => {
      const res = await get(U.owner, '/User/admin@demo.test');
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, 'Access denied');
    });

    it('spec 5: a 404 is followed by POST /User, after which the look-up finds the new user', async () => {
      const created = await send(U.partner, 'POST', '/User', { email: 'New.Person@Example.com' });
      assert.equal(created.statusCode, 200);
      const { userId } = created.json();
      const found = await get(U.partner, '/User/new.person@example.com');
      assert.deepEqual(found.json(), { userId });
      const again = await send(U.partner, 'POST', '/User', { email: 'new.person@example.com' });
      assert.deepEqual(again.json(), { userId });
    });

    it('an API client (no at-sign) is found by the clientId call; an ordinary user is not', async () => {
      const created = await send(U.admin, 'POST', '/User', { email: 'client-42' });
      assert.equal(created.statusCode, 200);
      const client = await get(U.admin, '/user/client-42/clientId');
      assert.deepEqual(client.json(), created.json());
      const person = await get(U.admin, '/user/owner@demo.test/clientId');
      assert.equal(person.statusCode, 404);
      assert.equal(person.json().code, 1017);
    });

    it('bad input answers 400 and creates nothing', async () => {
      for (const payload of [{}, { email: '' }, { email: 'a@b.c', extra: 1 }, { email: 'a@b@c' }]) {
        const res = await send(U.admin, 'POST', '/User', payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
      }
      const users = await t.services.db.selectFrom('users').select('email').where('email', 'like', 'a@b%').execute();
      assert.equal(users.length, 0);
    });

    it('an owner may not create users', async () => {
      const res = await send(U.owner, 'POST', '/User', { email: 'sneaky@example.com' });
      assert.equal(res.statusCode, 403);
      assert.equal((await get(U.admin, '/User/sneaky@example.com')).statusCode, 404);
    });
  });

  describe('PUT /User/{email}/role', () => {
    it('an admin makes a user an installer; GET /User then lists the role', async () => {
      const res = await send(U.admin, 'PUT', '/User/newuser@demo.test/role', { role: 'Installer' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { email: 'newuser@demo.test', role: 'Installer' });
      const me = (await get(U.newuser, '/User')).json();
      assert.ok(me.roles.includes('Installer'));
    });

    it("an unknown user gets 'User does not exist' (1017)", async () => {
      const res = await send(U.admin, 'PUT', '/User/ghost@demo.test/role', { role: 'Installer' });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { code: 1017, message: 'User does not exist' });
    });

    it('refuses callers below admin, and roles above the caller', async () => {
      assert.equal(
        (await send(U.owner, 'PUT', '/User/readonly@demo.test/role', { role: 'Installer' })).statusCode,
        403,
      );
      assert.equal((await send(U.admin, 'PUT', '/User/owner@demo.test/role', { role: 'SuperAdmin' })).statusCode, 403);
      const owner = (await get(U.owner, '/User')).json();
      assert.deepEqual(owner.roles, []);
    });

    it('bad input answers 400', async () => {
      const res = await send(U.admin, 'PUT', '/User/owner@demo.test/role', { role: 'King' });
      assert.equal(res.statusCode, 400);
    });

    it('spec 6: only a super admin grants Admin, PartnerAdmin or SuperAdmin; admins and above grant Installer', async () => {
      const roleOf = async (email: string) =>
        (await t.services.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow())
          .role;
      for (const as of [U.partner, U.admin]) {
        for (const role of ['Admin', 'PartnerAdmin', 'SuperAdmin']) {
          const res = await send(as, 'PUT', '/User/readonly@demo.test/role', { role });
          assert.deepEqual([res.statusCode, res.json().message], [403, 'Access denied'], `${as} ${role}`);
        }
      }
      assert.equal(await roleOf(U.readonly), null);
      assert.equal(
        (await send(U.partner, 'PUT', '/User/readonly@demo.test/role', { role: 'Installer' })).statusCode,
        200,
      );
      const granted = await send(U.superadmin, 'PUT', '/User/readonly@demo.test/role', { role: 'PartnerAdmin' });
      assert.deepEqual(granted.json(), { email: U.readonly, role: 'PartnerAdmin' });
      assert.equal(await roleOf(U.readonly), 'PartnerAdmin');
      // The audit log names the person by e-mail and id.
      const messages = (
        await t.services.db
          .selectFrom('audit_log')
          .select('message')
          .where('email', 'in', [U.partner, U.superadmin])
          .execute()
      ).map((r) => r.message);
      assert.ok(messages.includes(`Granted the installer role to ${U.readonly} (user-readonly)`), messages.join('\n'));
      assert.ok(messages.includes(`Granted role PartnerAdmin to ${U.readonly} (user-readonly)`), messages.join('\n'));
    });
  });

  describe('GET /AdvancedSearch', () => {
    it("returns the ids of the matching users' objects that the caller may see", async () => {
      const res = await get(U.partner, '/AdvancedSearch?searchString=OWNER@&field=Email');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().searchIds, ['S-AARHUS', 'SC-000000101', 'SCR-000000102']);
    });

    it('leaves out what the caller may not see', async () => {
      const partner = await get(U.partner, '/AdvancedSearch?searchString=installer&field=Email');
      assert.deepEqual(partner.json().searchIds, []);
      const superadmin = await get(U.superadmin, '/AdvancedSearch?searchString=installer&field=Email');
      assert.deepEqual(superadmin.json().searchIds, ['S-EMPTY']);
      const outsider = await get(U.outsider, '/AdvancedSearch?searchString=owner&field=Email');
      assert.deepEqual(outsider.json().searchIds, []);
    });

    it('bad input answers 400', async () => {
      assert.equal((await get(U.partner, '/AdvancedSearch?searchString=owner&field=Name')).statusCode, 400);
      assert.equal((await get(U.partner, '/AdvancedSearch?field=Email')).statusCode, 400);
    });
  });

  describe('GET /GetPartnerNames and PUT /UpdateDeviceWithPartner', () => {
    it('names the known partners among the ids', async () => {
      const res = await get(U.admin, '/GetPartnerNames?ids=P-1&ids=P-UNKNOWN');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { partners: [{ id: 'P-1', name: 'Nordic Energy Partner' }] });
    });

    it('is for admins and above (spec 6)', async () => {
      assert.equal((await get(U.owner, '/GetPartnerNames?ids=P-1&ids=P-2')).statusCode, 403);
    });

    it('an admin on the device changes its partner; the configuration shows it', async () => {
      const res = await send(U.admin, 'PUT', '/UpdateDeviceWithPartner', {
        deviceId: FIXTURE.devices.leeds1,
        partnerId: null,
      });
      assert.equal(res.statusCode, 204);
      const c = await config(U.admin);
      assert.equal(c.devices.find((d) => d.deviceId === FIXTURE.devices.leeds1)!.partnerId, null);
    });

    it('refuses owners (403), hides other devices (404), rejects unknown partners and bad input', async () => {
      const body = { deviceId: FIXTURE.devices.aarhus1, partnerId: null };
      assert.equal((await send(U.owner, 'PUT', '/UpdateDeviceWithPartner', body)).statusCode, 403);
      assert.equal((await send(U.outsider, 'PUT', '/UpdateDeviceWithPartner', body)).statusCode, 404);
      const unknown = { deviceId: FIXTURE.devices.aarhus1, partnerId: 'P-NOPE' };
      assert.equal((await send(U.admin, 'PUT', '/UpdateDeviceWithPartner', unknown)).statusCode, 404);
      assert.equal((await send(U.admin, 'PUT', '/UpdateDeviceWithPartner', { deviceId: 'x' })).statusCode, 400);
      const c = await config(U.superadmin);
      assert.equal(c.devices.find((d) => d.deviceId === FIXTURE.devices.aarhus1)!.partnerId, 'P-1');
    });
  });
});
