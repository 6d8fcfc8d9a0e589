import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { dropDatabase } from '../testing/postgres';
import { testPostgresDatabase } from '../testing/testApp';
import { AccessService, type AuthUser } from './accessService';

// Two API replicas on one database, each with its in-memory copy of the fleet's tree. A change made through
// one must be seen by the other on its next call, although only the first one's invalidate() ran.
let dir: string;
let postgresUrl: string | undefined;
let writer: OpenedDatabase;
let reader: OpenedDatabase;
const now = () => new Date('2026-11-22T12:00:00Z');

const admin: AuthUser = {
  userId: 'user-admin',
  email: FIXTURE.users.admin,
  userName: 'admin',
  role: 'Admin',
  isInstaller: false,
};
const superadmin: AuthUser = {
  ...admin,
  userId: 'user-superadmin',
  email: FIXTURE.users.superadmin,
  role: 'SuperAdmin',
};

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-access-replicas-'));
  postgresUrl = await testPostgresDatabase();
  const target = postgresUrl ?? path.join(dir, 'replicas.sqlite');
  writer = await openDatabase(target);
  reader = await openDatabase(target);
  await seedFixtureFleet(writer.db);
});

after(async () => {
  await writer.close();
  await reader.close();
  if (postgresUrl) await dropDatabase(postgresUrl);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a site moved into a group on one replica is the group's on the other", async () => {
  const other = new AccessService(reader.db, now);
  // The site without a group is not the Nordic admin's; the reader now holds a copy of the tree.
  assert.equal(await other.levelOn(admin, 'site', FIXTURE.sites.empty), null);
  await writer.db
    .updateTable('sites')
    .set({ parentId: FIXTURE.groups.uk })
    .where('siteId', '=', FIXTURE.sites.empty)
    .execute();
  assert.equal(await other.levelOn(admin, 'site', FIXTURE.sites.empty), 2);
});

test("a device placed on a site on one replica is in the other's whole fleet", async () => {
  const other = new AccessService(reader.db, now);
  const before = await other.visibility(superadmin);
  assert.equal(before.devices.has(FIXTURE.devices.unparented), true);
  assert.equal(await other.levelOn(admin, 'device', FIXTURE.devices.unparented), null);
  await writer.db
    .updateTable('devices')
    .set({ siteId: FIXTURE.sites.leeds })
    .where('deviceId', '=', FIXTURE.devices.unparented)
    .execute();
  assert.equal(await other.levelOn(admin, 'device', FIXTURE.devices.unparented), 2);
  // A group made on the writer is in the super admin's fleet on the reader.
  await writer.db
    .insertInto('site_groups')
    .values({ siteGroupId: 'G-NEW', parentId: null, name: 'New', timezone: 'Europe/Oslo', level: 0 })
    .execute();
  assert.equal((await other.visibility(superadmin)).groups.has('G-NEW'), true);
});

test('a change of a column outside the tree keeps the copy (no rebuild on every write)', async () => {
  const shapeOf = async () =>
    Number(
      (await reader.db.selectFrom('fleet_shape').select('version').where('id', '=', 1).executeTakeFirstOrThrow())
        .version,
    );
  const version = await shapeOf();
  await writer.db.updateTable('sites').set({ siteName: 'Renamed' }).where('siteId', '=', FIXTURE.sites.leeds).execute();
  assert.equal(await shapeOf(), version);
  await writer.db.deleteFrom('site_groups').where('siteGroupId', '=', 'G-NEW').execute();
  // Moved on (on PostgreSQL perhaps more than once: the foreign keys' own statements fire the statement triggers).
  assert.ok((await shapeOf()) > version);
});
