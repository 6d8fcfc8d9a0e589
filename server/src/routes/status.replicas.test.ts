import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { oneDatabaseTwoConnections } from '../testing/oneDatabaseTwoConnections';
import { createTestApp, type TestApp } from '../testing/testApp';

// POST /sitestatus reads the caller's visibility, the sites' sums and the banner at once. The tree may have
// changed on another replica since this one last looked: the next poll answers by the changed tree, whichever replica
// changed it.
const { sites, groups, users } = FIXTURE;
const two = oneDatabaseTwoConnections('status-replicas');
let writer: TestApp;
let reader: TestApp;

after(async () => {
  await writer?.close();
  await reader?.close();
});

const poll = async (ids: string[]) => {
  const res = await reader.call({ method: 'POST', url: '/sitestatus', as: users.admin, payload: { ids } });
  assert.equal(res.statusCode, 200);
  return res.json() as { data: Record<string, { state: string }> };
};

test("a site moved into or out of the admin's group on one replica is answered so by the other's next poll", async () => {
  // Two replicas, each its own app on its own connection (opened in the helper's `before`).
  await seedFixtureFleet(two.first.db);
  writer = await createTestApp({}, { database: two.first });
  reader = await createTestApp({}, { database: two.second });
  // The Nordic admin sees Leeds (G-UK, below G-NORDIC), not the site without a group.
  assert.deepEqual(Object.keys((await poll([sites.leeds, sites.empty])).data), [sites.leeds]);

  const move = (siteId: string, parentId: string | null) =>
    writer.services.db.updateTable('sites').set({ parentId }).where('siteId', '=', siteId).execute();
  await move(sites.empty, groups.uk);
  await move(sites.leeds, null);

  // Leeds has live rows (its sums are read) but is no longer the admin's: left out. The empty site now is.
  const after = await poll([sites.leeds, sites.empty]);
  assert.deepEqual(Object.keys(after.data), [sites.empty]);
  assert.equal(after.data[sites.empty]!.state, 'notinstalled');
});
