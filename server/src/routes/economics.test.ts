import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { bulkInsert } from '../db/bulkInsert';

const { devices, sites, groups, users } = FIXTURE;
const H = 3600;
const FIRST = Date.UTC(2026, 9, 20) / 1000; // 2026-10-20T00:00Z
const LAST = Date.UTC(2026, 10, 22, 11) / 1000; // 2026-11-22T11:00Z, the last hour before "now" (12:00Z)
/** Local midnight of 1 November in Copenhagen (UTC+1): still 31 October in UTC. */
const NOV1_LOCAL = Date.UTC(2026, 9, 31, 23) / 1000;

async function seedHours(t: TestApp) {
  const hour = (deviceId: string, ts: number, pvEnergy: number) => ({
    deviceId,
    ts,
    stateOfCharge: 50,
    inverterPower: 0,
    pv: 0,
    grid: 0,
    consumption: 0,
    temperature: 20,
    pvEnergy,
    consumptionEnergy: 2,
    gridImportEnergy: 0.5,
    gridExportEnergy: 0.25,
    batteryChargeEnergy: 0.25,
    batteryDischargeEnergy: 0.5,
    batteryDischargePvEnergy: 0.375,
    batteryDischargeGridEnergy: 0.125,
  });
  const rows = [];
  // Aarhus device 101: every hour 1 kWh PV, except 100 kWh in the first local hour of November.
  for (let ts = FIRST; ts <= LAST; ts += H) rows.push(hour(devices.aarhus1, ts, ts === NOV1_LOCAL ? 100 : 1));
  // Leeds: a single hour, so that the group economics sums two sites.
  rows.push(hour(devices.leeds1, NOV1_LOCAL, 7));
  // Through Kysely, so that the suite runs on both engines.
  await bulkInsert(t.services.db, 'telemetry_hour', rows);
}

describe('spec 7: /economics, /economics/group, PUT /UpdatePrice, /GetSupplyStatistics', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    await seedHours(t);
  });
  after(() => t.close());

  const get = (url: string, as: string = users.readonly) => t.call({ method: 'GET', url, as });

  it('a month is aligned in the site timezone: daily points, the first local hour of November counted on the 1st', async () => {
    const res = await get(`/economics?siteId=${sites.aarhus}&year=2026&month=11`);
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.length, 30);
    // These hours carry no stored load split (as rows written before migration 010), so the split is
    // estimated from each hour's totals (PV first, then the battery, then the grid) and adds up to the load, 24 x 2.
    // Hours with 1 kWh PV: PV 1, battery 0.5 (0.375 of PV, 0.125 of grid energy), grid 0.5; the 100 kWh hour: PV 2.
    // (Counting the meter's import, 0.5 x 24 = 12, beside the battery's would give 13.5 + 9 + 3 + 12 = 37.5.)
    assert.deepEqual(data[0], {
      pvPower: 123,
      batteryDischargePV: 8.625,
      batteryDischargeGrid: 2.875,
      gridPowerImport: 11.5,
      gridPowerExport: 6,
      pvEnergi: 25,
      label: '2026-11-01',
    });
    const parts =
      data[0].pvEnergi + data[0].batteryDischargePV + data[0].batteryDischargeGrid + data[0].gridPowerImport;
    assert.equal(parts, 48, 'the four parts add up to the load');
    assert.equal(data[21].label, '2026-11-22');
    assert.equal(data[21].pvPower, 13, 'local 00:00 to 12:59 (UTC 23:00 to 11:59): 13 hours');
    assert.equal(data[29].pvPower, 0, 'a future day of the month is zero');
    const october = (await get(`/economics?siteId=${sites.aarhus}&year=2026&month=10`)).json().data;
    assert.equal(october.length, 31);
    assert.equal(october[30].pvPower, 24, '31 October local holds 24 hours, not the 100');
  });

  it('a day has its local hours (25 on the day DST ends), a year has months, total has years', async () => {
    const day = (await get(`/economics?siteId=${sites.aarhus}&year=2026&month=11&day=1`)).json().data;
    assert.equal(day.length, 24);
    assert.deepEqual([day[0].label, day[0].pvPower, day[1].pvPower], ['00:00', 100, 1]);
    const dstEnd = (await get(`/economics?siteId=${sites.aarhus}&year=2026&month=10&day=25`)).json().data;
    assert.equal(dstEnd.length, 25);
    const year = (await get(`/economics?siteId=${sites.aarhus}&year=2026`)).json().data;
    assert.deepEqual(
      year.map((p: { label: string }) => p.label),
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    assert.equal(year[0].pvPower, 0);
    const hours = (LAST - FIRST) / H + 1;
    assert.equal(year[9].pvPower + year[10].pvPower, hours - 1 + 100);
    const total = (await get(`/economics?siteId=${sites.aarhus}`)).json().data;
    assert.deepEqual(
      total.map((p: { label: string; pvPower: number }) => [p.label, p.pvPower]),
      [['2026', hours - 1 + 100]],
    );
  });

  it('a period with no data at all answers 204 (spec 4: the step is rejected)', async () => {
    for (const query of ['year=2025', 'year=2026&month=9', 'year=2026&month=12&day=5', 'year=2027']) {
      const res = await get(`/economics?siteId=${sites.aarhus}&${query}`);
      assert.equal(res.statusCode, 204, query);
      assert.equal(res.body, '');
    }
    assert.equal((await get(`/economics?siteId=${sites.empty}`, users.superadmin)).statusCode, 204);
  });

  it('group economics sums the sites of the group and its sub-groups', async () => {
    const res = await get(`/economics/group?siteGroupId=${groups.nordic}&year=2026&month=11&day=1`, users.partner);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data[0].pvPower, 107);
    assert.equal((await get(`/economics/group?siteGroupId=${groups.nordic}&year=2026`)).statusCode, 404);
  });

  it('refuses objects the caller may not see (404) and bad periods (400)', async () => {
    assert.equal((await get(`/economics?siteId=${sites.leeds}&year=2026`)).statusCode, 404);
    assert.equal((await get(`/economics?siteId=${sites.aarhus}&year=2026`, users.outsider)).statusCode, 404);
    for (const query of [
      'month=11',
      'year=2026&day=3',
      'year=2026&month=2&day=30',
      'year=2026&month=13',
      'year=1999',
    ]) {
      const res = await get(`/economics?siteId=${sites.aarhus}&${query}`);
      assert.equal(res.statusCode, 400, query);
    }
  });

  it('PUT /UpdatePrice stores the pair on the site for a normal user, audited', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/UpdatePrice',
      as: users.owner,
      payload: { siteId: sites.aarhus, newPrice: 2.75, newPriceExport: 0.45 },
    });
    assert.equal(res.statusCode, 204);
    const site = await t.services.db
      .selectFrom('sites')
      .select(['electricityPriceImport', 'electricityPriceExport'])
      .where('siteId', '=', sites.aarhus)
      .executeTakeFirstOrThrow();
    assert.deepEqual(site, { electricityPriceImport: 2.75, electricityPriceExport: 0.45 });
    const audit = await t.services.db
      .selectFrom('audit_log')
      .select(['objectId', 'email', 'message'])
      .where('message', 'like', 'Updated the electricity prices%')
      .execute();
    assert.deepEqual(audit, [
      {
        objectId: sites.aarhus,
        email: users.owner,
        message: 'Updated the electricity prices of site Aarhus Harbour (S-AARHUS): import 2.75, export 0.45',
      },
    ]);
  });

  it('PUT /UpdatePrice refuses read-only (403), unseen sites (404) and bad prices (400), changing nothing', async () => {
    const put = (as: string, payload: object) => t.call({ method: 'PUT', url: '/UpdatePrice', as, payload });
    assert.equal((await put(users.readonly, { siteId: sites.aarhus, newPrice: 1, newPriceExport: 1 })).statusCode, 403);
    assert.equal((await put(users.owner, { siteId: sites.leeds, newPrice: 1, newPriceExport: 1 })).statusCode, 404);
    for (const payload of [
      { siteId: sites.aarhus, newPrice: -1, newPriceExport: 1 },
      { siteId: sites.aarhus, newPrice: 1, newPriceExport: -0.01 },
      { siteId: sites.aarhus, newPrice: 1 },
      { siteId: sites.aarhus, newPrice: '1', newPriceExport: 1 },
    ]) {
      assert.equal((await put(users.owner, payload)).statusCode, 400, JSON.stringify(payload));
    }
    const site = await t.services.db
      .selectFrom('sites')
      .select(['electricityPriceImport', 'electricityPriceExport'])
      .where('siteId', 'in', [sites.aarhus, sites.leeds])
      .orderBy('siteId')
      .execute();
    assert.deepEqual(site, [
      { electricityPriceImport: 2.75, electricityPriceExport: 0.45 },
      { electricityPriceImport: 2.1, electricityPriceExport: 0.6 },
    ]);
  });

  it('supply statistics: today, the last 7 days, month, year and total in the site timezone; null without data', async () => {
    const res = await get(`/GetSupplyStatistics?siteId=${sites.aarhus}`);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.updated, '2026-11-22T12:00:00.000Z');
    const pv = Object.fromEntries(
      body.statistics.map((s: { period: string; pvEnergy: number }) => [s.period, s.pvEnergy]),
    );
    const hours = (LAST - FIRST) / H + 1;
    // today local = 23:00Z yesterday to 11:00Z: 13 hours; the week 6 x 24 + 13
    assert.deepEqual(pv, { day: 13, week: 6 * 24 + 13, month: 21 * 24 + 13 + 99, year: hours + 99, total: hours + 99 });
    const day = body.statistics[0];
    assert.deepEqual(
      [day.consumption, day.gridImport, day.gridExport, day.batteryCharge, day.batteryDischarge],
      [26, 6.5, 3.25, 3.25, 6.5],
    );
    const group = await get(`/GetSupplyStatistics/group?siteGroupId=${groups.uk}`, users.partner);
    assert.equal(group.json().statistics[4].pvEnergy, 7);
    assert.equal(group.json().statistics[0].pvEnergy, null, 'no data today');
    assert.equal((await get(`/GetSupplyStatistics?siteId=${sites.leeds}`)).statusCode, 404);
    assert.equal((await get(`/GetSupplyStatistics/group?siteGroupId=${groups.uk}`)).statusCode, 404);
    assert.equal((await get(`/GetSupplyStatistics?siteId=${sites.aarhus}&day=1`)).statusCode, 400);
  });
});
