import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';
import { dashboardOfShareToken } from '../repositories/sharing';

const { aarhus, leeds } = FIXTURE.sites;
const { owner, readonly, partner, outsider, admin } = FIXTURE.users;

describe('designed GET and PUT /DashboardSharing (spec 1: anonymous dashboard sharing, on and off)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('is off until switched on', async () => {
    const res = await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: readonly });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { id: aarhus, isEnabled: false, shareToken: null });
  });

  it('NormalUser switches it on: an unguessable token that readers then see; off revokes it at once', async () => {
    const on = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: owner,
      payload: { id: aarhus, isEnabled: true },
    });
    assert.equal(on.statusCode, 200);
    const { shareToken } = on.json() as { shareToken: string };
    assert.match(shareToken, /^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url: 256 bits
    assert.deepEqual((await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: readonly })).json(), {
      id: aarhus,
      isEnabled: true,
      shareToken,
    });
    assert.equal(await dashboardOfShareToken(t.services.db, shareToken, t.services.now()), aarhus);

    // Switching on again keeps the link that was handed out.
    const again = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: owner,
      payload: { id: aarhus, isEnabled: true },
    });
    assert.equal(again.json().shareToken, shareToken);

    const off = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: owner,
      payload: { id: aarhus, isEnabled: false },
    });
    assert.deepEqual(off.json(), { id: aarhus, isEnabled: false, shareToken: null });
    assert.equal(await dashboardOfShareToken(t.services.db, shareToken, t.services.now()), null);

    // On once more: a new token; the revoked one stays dead.
    const renewed = (
      await t.call({ method: 'PUT', url: '/DashboardSharing', as: owner, payload: { id: aarhus, isEnabled: true } })
    ).json();
    assert.notEqual(renewed.shareToken, shareToken);
    assert.equal(await dashboardOfShareToken(t.services.db, shareToken, t.services.now()), null);
  });

  it('a group dashboard too (partner admin on the group)', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: partner,
      payload: { id: FIXTURE.groups.nordic, isEnabled: true },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().isEnabled, true);
  });

  it('ReadOnly may read but not change it: 403 Access denied, nothing changed', async () => {
    const before = (await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: readonly })).json();
    const res = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: readonly,
      payload: { id: aarhus, isEnabled: !before.isEnabled },
    });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'Access denied');
    assert.deepEqual(
      (await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: readonly })).json(),
      before,
    );
  });

  it('a dashboard the caller cannot see, a device and an unknown id answer 404', async () => {
    for (const as of [owner, outsider]) {
      assert.equal((await t.call({ method: 'GET', url: `/DashboardSharing?id=${leeds}`, as })).statusCode, 404);
      const put = await t.call({
        method: 'PUT',
        url: '/DashboardSharing',
        as,
        payload: { id: leeds, isEnabled: true },
      });
      assert.equal(put.statusCode, 404);
    }
    const device = await t.call({ method: 'GET', url: `/DashboardSharing?id=${FIXTURE.devices.aarhus1}`, as: admin });
    assert.equal(device.statusCode, 404);
    const unknown = await t.call({
      method: 'PUT',
      url: '/DashboardSharing',
      as: admin,
      payload: { id: 'S-NOPE', isEnabled: true },
    });
    assert.equal(unknown.statusCode, 404);
    const rows = await t.services.db.selectFrom('dashboard_sharing').select('dashboardId').execute();
    assert.ok(!rows.some((r) => r.dashboardId === leeds || r.dashboardId === 'S-NOPE'));
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = (await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: owner })).json();
    for (const payload of [
      { id: aarhus },
      { id: aarhus, isEnabled: 'yes' },
      { id: '', isEnabled: false },
      { id: aarhus, isEnabled: false, shareToken: 'mine' },
    ]) {
      const res = await t.call({ method: 'PUT', url: '/DashboardSharing', as: owner, payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await t.call({ method: 'GET', url: '/DashboardSharing', as: owner })).statusCode, 400);
    assert.deepEqual(
      (await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: owner })).json(),
      before,
    );
  });

  it('a token past its expiry counts as off', async () => {
    await t.services.db
      .updateTable('dashboard_sharing')
      .set({ expiresAt: '2026-11-22T12:30:00.000Z' })
      .where('dashboardId', '=', aarhus)
      .execute();
    const { shareToken } = (await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: owner })).json();
    assert.ok(shareToken);
    t.setNow(new Date('2026-11-22T12:30:00Z'));
    assert.deepEqual((await t.call({ method: 'GET', url: `/DashboardSharing?id=${aarhus}`, as: owner })).json(), {
      id: aarhus,
      isEnabled: false,
      shareToken: null,
    });
    assert.equal(await dashboardOfShareToken(t.services.db, shareToken, t.services.now()), null);
  });
});
