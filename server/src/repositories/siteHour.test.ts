import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, hourRowWriter, seedFixtureFleet } from '../testing/fixtures';
import { readSiteSeries, signalsOf } from './telemetry';

const { devices, sites } = FIXTURE;
/** 2026-11-20T00:00:00Z */
const DAY0 = Date.UTC(2026, 10, 20) / 1000;
const HOURS = 24;

/** The site's hourly sum computed from its devices' rows here, by the rules of spec 7 /GetDataSummary for a site. */
function expectedSiteHours(t: TestApp, siteId: string): number[][] {
  const sqlite = t.services.sqlite;
  const signals = signalsOf(sqlite, 'telemetry_hour');
  const members = sqlite.prepare('SELECT deviceId, batteryCapacity FROM devices WHERE siteId = ?').all(siteId) as {
    deviceId: string;
    batteryCapacity: number;
  }[];
  const rowsOf = sqlite.prepare('SELECT * FROM telemetry_hour WHERE deviceId = ? ORDER BY ts');
  const byHour = new Map<number, { row: Record<string, number>; capacity: number }[]>();
  for (const m of members) {
    for (const row of rowsOf.all(m.deviceId) as Record<string, number>[]) {
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

const siteHours = (t: TestApp, siteId: string) =>
  readSiteSeries(
    t.services.sqlite,
    'telemetry_hour',
    siteId,
    signalsOf(t.services.sqlite, 'telemetry_hour'),
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
  let hour: (deviceId: string, ts: number, v: number) => void;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    hour = hourRowWriter(t.services.sqlite);
    t.services.sqlite.transaction(() => {
      for (let h = 0; h < HOURS; h++) {
        hour(devices.aarhus1, DAY0 + h * 3600, 1.5);
        if (h % 3 !== 0) hour(devices.aarhus2, DAY0 + h * 3600, 2.25); // some hours with one device only
        hour(devices.leeds1, DAY0 + h * 3600, 7);
        hour(devices.unparented, DAY0 + h * 3600, 11);
      }
    })();
  });
  after(() => t.close());

  it('equals the sum of the devices rows of the site, hour by hour', () => {
    const rows = siteHours(t, sites.aarhus);
    assert.equal(rows.length, HOURS);
    assertClose(rows, expectedSiteHours(t, sites.aarhus));
    assertClose(siteHours(t, sites.leeds), expectedSiteHours(t, sites.leeds));
    // An unparented device belongs to no site.
    const orphan = t.services.sqlite.prepare('SELECT COUNT(*) AS n FROM site_hour WHERE siteId IS NULL').get() as {
      n: number;
    };
    assert.equal(orphan.n, 0);
  });

  it('follows rows written again (INSERT OR REPLACE), updated and deleted', () => {
    hour(devices.aarhus2, DAY0 + 5 * 3600, 40);
    t.services.sqlite
      .prepare('UPDATE telemetry_hour SET pv = pv + 100 WHERE deviceId = ? AND ts = ?')
      .run(devices.aarhus1, DAY0 + 6 * 3600);
    t.services.sqlite.prepare('DELETE FROM telemetry_hour WHERE deviceId = ? AND ts = ?').run(devices.aarhus1, DAY0);
    t.services.sqlite
      .prepare('DELETE FROM telemetry_hour WHERE deviceId = ? AND ts = ?')
      .run(devices.aarhus2, DAY0 + 3600);
    t.services.sqlite
      .prepare('DELETE FROM telemetry_hour WHERE deviceId = ? AND ts = ?')
      .run(devices.aarhus1, DAY0 + 3600);
    assertClose(siteHours(t, sites.aarhus), expectedSiteHours(t, sites.aarhus));
    assert.equal(siteHours(t, sites.aarhus).length, HOURS - 2, 'an hour with no device row left is gone');
  });

  it('follows a device that moves, changes capacity, is deleted or arrives with history', () => {
    const sqlite = t.services.sqlite;
    sqlite.prepare('UPDATE devices SET batteryCapacity = batteryCapacity * 3 WHERE deviceId = ?').run(devices.aarhus1);
    assertClose(siteHours(t, sites.aarhus), expectedSiteHours(t, sites.aarhus));
    sqlite.prepare('UPDATE devices SET siteId = ? WHERE deviceId = ?').run(sites.leeds, devices.unparented);
    assertClose(siteHours(t, sites.leeds), expectedSiteHours(t, sites.leeds));
    sqlite.prepare('UPDATE devices SET siteId = ? WHERE deviceId = ?').run(sites.leeds, devices.aarhus2);
    assertClose(siteHours(t, sites.aarhus), expectedSiteHours(t, sites.aarhus));
    assertClose(siteHours(t, sites.leeds), expectedSiteHours(t, sites.leeds));
    const leedsRows = siteHours(t, sites.leeds);
    sqlite.prepare('DELETE FROM devices WHERE deviceId = ?').run(devices.unparented);
    assertClose(siteHours(t, sites.leeds), expectedSiteHours(t, sites.leeds));
    assert.notDeepEqual(siteHours(t, sites.leeds), leedsRows);
    // A device registered on a site after its rows were written (rows first, then the device).
    for (let h = 0; h < HOURS; h++) hour('SC-000000777', DAY0 + h * 3600, 3);
    assertClose(siteHours(t, sites.leeds), expectedSiteHours(t, sites.leeds));
    sqlite
      .prepare(
        `INSERT INTO devices (deviceId, siteId, batteryCapacity, serialNumber, code, firmwareBranch, firmwareBuild,
          inverterMaxPower, registeredAt) VALUES ('SC-000000777', ?, 50, 'SN-777', 'C-777', 'main', '1', 30, ?)`,
      )
      .run(sites.leeds, new Date(DAY0 * 1000).toISOString());
    assertClose(siteHours(t, sites.leeds), expectedSiteHours(t, sites.leeds));
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
    const expected = expectedSiteHours(t, sites.leeds);
    assert.equal(points.length, expected.length);
    const signals = signalsOf(t.services.sqlite, 'telemetry_hour');
    points.forEach((p, i) => {
      assert.equal(p.utctime, new Date(expected[i]![0]! * 1000).toISOString());
      signals.forEach((s, j) => assert.equal(p[s], Math.round(expected[i]![j + 1]! * 10_000) / 10_000));
    });
  });
});
