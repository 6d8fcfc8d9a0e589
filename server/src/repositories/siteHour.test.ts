import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, hourRowStore, seedFixtureFleet } from '../testing/fixtures';
import { sqlOf } from '../testing/sql';
import { readSiteSeriesIn, signalsIn } from './telemetry';

const { devices, sites } = FIXTURE;
/** 2026-11-20T00:00:00Z */
const DAY0 = Date.UTC(2026, 10, 20) / 1000;
const HOURS = 24;

/** The site's hourly sum computed from its devices' rows here, by the rules of spec 7 /GetDataSummary for a site. */
async function expectedSiteHours(t: TestApp, siteId: string): Promise<number[][]> {
  const q = sqlOf(t.services);
  const signals = await signalsIn(t.services, 'telemetry_hour');
  const members = await q.all<{ deviceId: string; batteryCapacity: number }>(
    `SELECT "deviceId", "batteryCapacity" FROM devices WHERE "siteId" = ?`,
    siteId,
  );
  const byHour = new Map<number, { row: Record<string, number>; capacity: number }[]>();
  for (const m of members) {
    for (const row of await q.all<Record<string, number>>(
      `SELECT * FROM telemetry_hour WHERE "deviceId" = ? ORDER BY ts`,
      m.deviceId,
    )) {
      byHour.set(row.ts!, [...(byHour.get(row.ts!) ?? []), { row, capacity: m.batteryCapacity }]);
    }
  }
  return [...byHour.keys()]
    .sort((a, b) => a - b)
    .map((ts) => {
      const rows = byHour.get(ts)!;
      const sum = (s: string) => rows.reduce((acc, r) => acc + r.row[s]!, 0);
      const weight = rows.reduce((acc, r) => acc + Math.max(0, r.capacity), 0);
      return [
        ts,
        ...signals.map((s) => {
          if (s === 'stateOfCharge') {
            return weight > 0
              ? rows.reduce((acc, r) => acc + r.row[s]! * Math.max(0, r.capacity), 0) / weight
              : sum(s) / rows.length;
          }
          return s === 'temperature' ? sum(s) / rows.length : sum(s);
        }),
      ];
    });
}

const siteHours = async (t: TestApp, siteId: string) =>
  readSiteSeriesIn(
    t.services,
    'telemetry_hour',
    siteId,
    await signalsIn(t.services, 'telemetry_hour'),
    DAY0 - 365 * 86_400,
    DAY0 + 365 * 86_400,
  );

function assertClose(actual: number[][], expected: number[][]) {
  assert.equal(actual.length, expected.length, 'number of hours');
  actual.forEach((row, i) =>
    row.forEach((v, j) =>
      assert.ok(Math.abs(v - expected[i]![j]!) < 1e-9, `hour ${i}, column ${j}: ${v} vs ${expected[i]![j]}`),
    ),
  );
}

describe('site_hour (migration 007): the sum of its devices hour rows, kept up to date by triggers', () => {
  let t: TestApp;
  let hour: (deviceId: string, ts: number, v: number) => Promise<void>;
  const run = (sql: string, ...params: unknown[]) => sqlOf(t.services).run(sql, ...params);
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    hour = hourRowStore(t.services);
    for (let h = 0; h < HOURS; h++) {
      await hour(devices.aarhus1, DAY0 + h * 3600, 1.5);
      if (h % 3 !== 0) await hour(devices.aarhus2, DAY0 + h * 3600, 2.25); // some hours with one device only
      await hour(devices.leeds1, DAY0 + h * 3600, 7);
      await hour(devices.unparented, DAY0 + h * 3600, 11);
    }
  });
  after(() => t.close());

  it('equals the sum of the devices rows of the site, hour by hour', async () => {
    const rows = await siteHours(t, sites.aarhus);
    assert.equal(rows.length, HOURS);
    assertClose(rows, await expectedSiteHours(t, sites.aarhus));
    assertClose(await siteHours(t, sites.leeds), await expectedSiteHours(t, sites.leeds));
    // An unparented device belongs to no site.
    const orphan = await sqlOf(t.services).one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM site_hour WHERE "siteId" IS NULL`,
    );
    assert.equal(orphan.n, 0);
  });

  it('follows rows written again (INSERT OR REPLACE), updated and deleted', async () => {
    await hour(devices.aarhus2, DAY0 + 5 * 3600, 40);
    await run(
      `UPDATE telemetry_hour SET pv = pv + 100 WHERE "deviceId" = ? AND ts = ?`,
      devices.aarhus1,
      DAY0 + 6 * 3600,
    );
    await run(`DELETE FROM telemetry_hour WHERE "deviceId" = ? AND ts = ?`, devices.aarhus1, DAY0);
    await run(`DELETE FROM telemetry_hour WHERE "deviceId" = ? AND ts = ?`, devices.aarhus2, DAY0 + 3600);
    await run(`DELETE FROM telemetry_hour WHERE "deviceId" = ? AND ts = ?`, devices.aarhus1, DAY0 + 3600);
    assertClose(await siteHours(t, sites.aarhus), await expectedSiteHours(t, sites.aarhus));
    assert.equal((await siteHours(t, sites.aarhus)).length, HOURS - 2, 'an hour with no device row left is gone');
  });

  it('follows a device that moves, changes capacity, is deleted or arrives with history', async () => {
    await run(`UPDATE devices SET "batteryCapacity" = "batteryCapacity" * 3 WHERE "deviceId" = ?`, devices.aarhus1);
    assertClose(await siteHours(t, sites.aarhus), await expectedSiteHours(t, sites.aarhus));
    await run(`UPDATE devices SET "siteId" = ? WHERE "deviceId" = ?`, sites.leeds, devices.unparented);
    assertClose(await siteHours(t, sites.leeds), await expectedSiteHours(t, sites.leeds));
    await run(`UPDATE devices SET "siteId" = ? WHERE "deviceId" = ?`, sites.leeds, devices.aarhus2);
    assertClose(await siteHours(t, sites.aarhus), await expectedSiteHours(t, sites.aarhus));
    assertClose(await siteHours(t, sites.leeds), await expectedSiteHours(t, sites.leeds));
    const leedsRows = await siteHours(t, sites.leeds);
    await run(`DELETE FROM devices WHERE "deviceId" = ?`, devices.unparented);
    assertClose(await siteHours(t, sites.leeds), await expectedSiteHours(t, sites.leeds));
    assert.notDeepEqual(await siteHours(t, sites.leeds), leedsRows);
    // A device registered on a site after its rows were written (rows first, then the device).
    for (let h = 0; h < HOURS; h++) await hour('SC-000000777', DAY0 + h * 3600, 3);
    assertClose(await siteHours(t, sites.leeds), await expectedSiteHours(t, sites.leeds));
    await run(
      `INSERT INTO devices ("deviceId", "siteId", "batteryCapacity", "serialNumber", code, "firmwareBranch", "firmwareBuild",
        "inverterMaxPower", "registeredAt") VALUES ('SC-000000777', ?, 50, 'SN-777', 'C-777', 'main', '1', 30, ?)`,
      sites.leeds,
      new Date(DAY0 * 1000).toISOString(),
    );
    assertClose(await siteHours(t, sites.leeds), await expectedSiteHours(t, sites.leeds));
  });

  it('answers /GetDataSummary for a site from the same sums', async () => {
    const from = new Date(DAY0 * 1000).toISOString();
    const to = new Date((DAY0 + HOURS * 3600) * 1000).toISOString();
    const res = await t.call({
      method: 'GET',
      url: `/GetDataSummary?siteId=${sites.leeds}&resolutionMin=60&fromDateTime=${from}&toDateTime=${to}&CalculateConsumptionNeeded=true`,
      as: FIXTURE.users.superadmin,
    });
    assert.equal(res.statusCode, 200);
    const points = res.json().telemetry as Record<string, number | string>[];
    const expected = await expectedSiteHours(t, sites.leeds);
    assert.equal(points.length, expected.length);
    const signals = await signalsIn(t.services, 'telemetry_hour');
    points.forEach((p, i) => {
      assert.equal(p.utctime, new Date(expected[i]![0]! * 1000).toISOString());
      signals.forEach((s, j) => assert.equal(p[s], Math.round(expected[i]![j + 1]! * 10_000) / 10_000));
    });
  });
  it('gives a repeated /GetDataSummary the kept answer, and a new hour row at once (both engines keep answers)', async () => {
    const from = new Date(DAY0 * 1000).toISOString();
    const to = new Date((DAY0 + (HOURS + 1) * 3600) * 1000).toISOString();
    const summary = async () => {
      const res = await t.call({
        method: 'GET',
        url: `/GetDataSummary?siteId=${sites.leeds}&resolutionMin=60&fromDateTime=${from}&toDateTime=${to}&CalculateConsumptionNeeded=true`,
        as: FIXTURE.users.superadmin,
      });
      assert.equal(res.statusCode, 200);
      return res.json().telemetry as Record<string, number | string>[];
    };
    const first = await summary();
    assert.deepEqual(await summary(), first, 'the same answer again');
    await hour(devices.leeds1, DAY0 + HOURS * 3600, 5);
    const after = await summary();
    assert.equal(after.length, first.length + 1, 'the new hour shows at once');
    assert.equal(after.at(-1)!.utctime, new Date((DAY0 + HOURS * 3600) * 1000).toISOString());
  });
});
