import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DISPLAY_STATE_SORT_ORDER, toDisplayState } from '@bess/shared/domain';
import { sqlOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { readSiteAggregates, rollUp, type LiveAggregate } from './status';

const { devices, sites, users } = FIXTURE;

interface Member {
  siteId: string;
  batteryCapacity: number;
  inverterPower: number;
  pv: number;
  grid: number;
  consumption: number;
  stateOfCharge: number;
  temperature: number;
  state: string;
  mode: string;
  lastUpdateTime: string;
}

/**
 * Each site's roll-up sums computed here from the devices' live rows, by the rules of LiveAggregate (spec 4: an
 * offline device, by the shared display state rule, is left out of the charge level; the worst state by
 * DISPLAY_STATE_SORT_ORDER, ties alphabetical, lower case), in site id order.
 */
async function expectedAggregates(t: TestApp): Promise<LiveAggregate[]> {
  const rows = await sqlOf(t.services).all<Member>(
    `SELECT d."siteId", d."batteryCapacity", l."inverterPower", l.pv, l.grid, l.consumption, l."stateOfCharge",
      l.temperature, l.state, l.mode, l."lastUpdateTime"
     FROM devices d JOIN live_status l ON l."deviceId" = d."deviceId" WHERE d."siteId" IS NOT NULL`,
  );
  const bySite = new Map<string, Member[]>();
  for (const row of rows) bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row]);
  const rank = (state: string) => DISPLAY_STATE_SORT_ORDER.indexOf(toDisplayState(state));
  return [...bySite.keys()].sort().map((siteId) => {
    const members = bySite.get(siteId)!;
    const sum = (f: (m: Member) => number) => members.reduce((acc, m) => acc + f(m), 0);
    const on = members.filter((m) => toDisplayState(m.state) !== 'offline');
    const soc = (m: Member) => Math.min(100, Math.max(0, m.stateOfCharge));
    const states = members
      .map((m) => m.state.toLowerCase())
      .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
    return {
      siteId,
      state: states[0]!,
      mode: members.every((m) => m.mode === members[0]!.mode) ? members[0]!.mode : null,
      inverterPower: sum((m) => m.inverterPower),
      pv: sum((m) => Math.abs(m.pv)),
      grid: sum((m) => m.grid),
      consumption: sum((m) => m.consumption),
      socWeighted: on.reduce((acc, m) => acc + soc(m) * m.batteryCapacity, 0),
      capacity: on.reduce((acc, m) => acc + m.batteryCapacity, 0),
      socSum: on.reduce((acc, m) => acc + soc(m), 0),
      socDevices: on.length,
      temperature: Math.max(...members.map((m) => m.temperature)),
      lastUpdateTime: members
        .map((m) => m.lastUpdateTime)
        .sort()
        .at(-1)!,
    };
  });
}

const allSites = async (t: TestApp) =>
  (await sqlOf(t.services).all<{ siteId: string }>(`SELECT "siteId" FROM sites`)).map((s) => s.siteId);
/** site_live as POST /sitestatus reads it, on either engine. */
const aggregatesOf = (t: TestApp, ids: readonly string[]) => readSiteAggregates(t.services.db, t.services.sqlite, ids);

/** site_live, read as POST /sitestatus reads it, equals the roll-up computed here, site by site and field by field. */
async function assertExact(t: TestApp, step: string): Promise<LiveAggregate[]> {
  const actual = await aggregatesOf(t, await allSites(t));
  const expected = await expectedAggregates(t);
  assert.deepEqual(
    actual.map((a) => a.siteId),
    expected.map((e) => e.siteId),
    `${step}: the sites with a live row`,
  );
  actual.forEach((a, i) => {
    const e = expected[i]!;
    for (const field of Object.keys(e) as (keyof LiveAggregate)[]) {
      const [x, y] = [a[field], e[field]];
      if (typeof x === 'number' && typeof y === 'number') {
        assert.ok(Math.abs(x - y) < 1e-9, `${step}: ${a.siteId}.${field} ${x} vs ${y}`);
      } else assert.equal(x, y, `${step}: ${a.siteId}.${field}`);
    }
  });
  return actual;
}

const byId = (parts: readonly LiveAggregate[], siteId: string) => parts.find((p) => p.siteId === siteId);

describe('site_live (migration 008): the roll-up of each site, kept exact by triggers', () => {
  let t: TestApp;
  const run = (sql: string, ...params: unknown[]) => sqlOf(t.services).run(sql, ...params);
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
  });
  after(() => t.close());

  it('starts as the roll-up of the live rows; a site without one has no row', async () => {
    const parts = await assertExact(t, 'seeded');
    assert.equal(byId(parts, sites.empty), undefined);
    assert.equal(byId(parts, sites.aarhus)?.state, 'passive', 'running (passive) comes before idling (stop), spec 4');
    assert.equal(byId(parts, sites.leeds)?.socDevices, 0, 'the offline device is left out of the charge level');
  });

  it('follows live updates, charge levels out of range and a state going offline', async () => {
    await run(
      `UPDATE live_status SET "inverterPower" = -7.25, pv = -3.5, grid = 4.125, consumption = 9.75, "stateOfCharge" = 140,
        temperature = 41, "lastUpdateTime" = '2026-11-22T12:00:10.000Z' WHERE "deviceId" = ?`,
      devices.aarhus1,
    );
    await run(
      `UPDATE live_status SET "stateOfCharge" = -5, mode = 'SelfConsumption' WHERE "deviceId" = ?`,
      devices.aarhus2,
    );
    let parts = await assertExact(t, 'live update');
    assert.equal(byId(parts, sites.aarhus)?.mode, 'SelfConsumption', 'both devices share the mode now');
    assert.equal(byId(parts, sites.aarhus)?.temperature, 41);

    await run(`UPDATE live_status SET state = 'offline' WHERE "deviceId" = ?`, devices.aarhus2);
    parts = await assertExact(t, 'offline');
    assert.equal(byId(parts, sites.aarhus)?.state, 'offline');
    assert.equal(byId(parts, sites.aarhus)?.socDevices, 1);

    // spec 4: states are matched trimmed and case-insensitively, as JavaScript trims (tabs, no-break spaces too).
    await run(`UPDATE live_status SET state = ? WHERE "deviceId" = ?`, '\u00a0Offline\t', devices.aarhus2);
    await run(`UPDATE live_status SET state = ? WHERE "deviceId" = ?`, ' PeakShaving ', devices.aarhus1);
    parts = await assertExact(t, 'offline, spelled otherwise');
    assert.equal(byId(parts, sites.aarhus)?.socDevices, 1);
    assert.equal(byId(parts, sites.aarhus)?.state, '\u00a0offline\t');

    // A column the roll-up does not read leaves the row as it is, and the answer stays exact.
    await run(`UPDATE live_status SET "pendingCommand" = 'x', "statusFlags" = 3 WHERE "deviceId" = ?`, devices.aarhus1);
    await run(`UPDATE live_status SET state = 'passive' WHERE "deviceId" = ?`, devices.aarhus2);
    await assertExact(t, 'back online');
  });

  it('follows a device commissioned on a site and one moved to another site', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/CommissionDevice',
      as: users.superadmin,
      payload: { siteId: sites.empty, deviceId: devices.unparented, serialNumber: 'SN000999', code: 'CODE999' },
    });
    assert.equal(res.statusCode, 204, res.body);
    let parts = await assertExact(t, 'commissioned');
    assert.equal(byId(parts, sites.empty)?.state, 'init', 'the empty site now has a reporting device');

    await run(`UPDATE devices SET "siteId" = ? WHERE "deviceId" = ?`, sites.leeds, devices.aarhus2);
    parts = await assertExact(t, 'moved');
    assert.equal(byId(parts, sites.leeds)?.socDevices, 1, 'the moved device counts on its new site');
  });

  it('follows a change of battery capacity', async () => {
    const before = byId(await aggregatesOf(t, [sites.aarhus]), sites.aarhus)!;
    await run(`UPDATE devices SET "batteryCapacity" = 250 WHERE "deviceId" = ?`, devices.aarhus1);
    const parts = await assertExact(t, 'capacity');
    assert.notEqual(byId(parts, sites.aarhus)?.capacity, before.capacity);
  });

  it('follows deleted devices, deleted live rows and new live rows', async () => {
    await run(`DELETE FROM devices WHERE "deviceId" = ?`, devices.leeds1);
    let parts = await assertExact(t, 'device deleted');
    assert.equal(byId(parts, sites.leeds)?.state, 'passive', 'only the moved device is left on Leeds');

    await run(`DELETE FROM live_status WHERE "deviceId" = ?`, devices.aarhus2);
    parts = await assertExact(t, 'live row deleted');
    assert.equal(byId(parts, sites.leeds), undefined, 'a site without a live row has no row');

    await run(
      `INSERT INTO devices ("deviceId", "siteId", "batteryCapacity", "serialNumber", code, "firmwareBranch", "firmwareBuild",
        "inverterMaxPower", "registeredAt") VALUES ('SC-000000777', ?, 50, 'SN000777', 'CODE777', 'main', '1', 30, ?)`,
      sites.solar,
      '2026-11-22T12:00:00.000Z',
    );
    await assertExact(t, 'new device without a live row');
    await run(
      `INSERT INTO live_status ("deviceId", "lastUpdateTime", "inverterPower", pv, "stateOfCharge", temperature, grid,
        consumption, state, mode) VALUES ('SC-000000777', '2026-11-22T12:01:00.000Z', 3, 1, 70, 30, 1, 2, 'error', 'PV')`,
    );
    parts = await assertExact(t, 'new live row');
    assert.equal(byId(parts, sites.solar)?.state, 'error');

    // A deleted site leaves its devices unparented (ON DELETE SET NULL): its row goes.
    await run(`DELETE FROM access WHERE "objectId" = ?`, sites.solar);
    await run(`DELETE FROM sites WHERE "siteId" = ?`, sites.solar);
    parts = await assertExact(t, 'site deleted');
    assert.equal(byId(parts, sites.solar), undefined);
  });

  it('is what POST /sitestatus answers', async () => {
    const ids = await allSites(t);
    const res = await t.call({ method: 'POST', url: '/sitestatus', as: users.superadmin, payload: { ids } });
    assert.equal(res.statusCode, 200);
    const data = res.json().data as Record<string, unknown>;
    const expected = await expectedAggregates(t);
    for (const id of ids) {
      assert.deepEqual(data[id], rollUp(expected.filter((e) => e.siteId === id)), id);
    }
  });
});
