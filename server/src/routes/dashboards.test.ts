import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Dashboard } from '@bess/shared/contract';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

const { aarhus, leeds, empty } = FIXTURE.sites;
const { aarhus1, aarhus2, leeds1 } = FIXTURE.devices;
const { superadmin, partner, owner, readonly, outsider, installer } = FIXTURE.users;

// The clock: 12:30 UTC is 13:30 in Copenhagen; the local day began at 2026-11-21T23:00Z.
const NOW = new Date('2026-11-22T12:30:00Z');
const s = (iso: string) => Date.parse(iso) / 1000;

type Energies = {
  pv: number;
  consumption: number;
  gridImport: number;
  gridExport: number;
  charge: number;
  discharge: number;
};

function hourRow(deviceId: string, iso: string, e: Energies) {
  return {
    deviceId,
    ts: s(iso),
    stateOfCharge: 50,
    inverterPower: 0,
    pv: 0,
    grid: 0,
    consumption: 0,
    temperature: 20,
    pvEnergy: e.pv,
    consumptionEnergy: e.consumption,
    gridImportEnergy: e.gridImport,
    gridExportEnergy: e.gridExport,
    batteryChargeEnergy: e.charge,
    batteryDischargeEnergy: e.discharge,
    batteryDischargePvEnergy: e.discharge,
    batteryDischargeGridEnergy: 0,
  };
}

/** A minute row in kW: grid > 0 imports, inverterPower > 0 discharges. */
function minuteRow(
  deviceId: string,
  iso: string,
  kw: { pv: number; consumption: number; grid: number; battery: number },
) {
  return {
    deviceId,
    ts: s(iso),
    stateOfCharge: 50,
    inverterPower: kw.battery,
    pv: kw.pv,
    grid: kw.grid,
    consumption: kw.consumption,
    temperature: 20,
  };
}

const E = (
  pv: number,
  consumption: number,
  gridImport: number,
  gridExport: number,
  charge: number,
  discharge: number,
) => ({
  pv,
  consumption,
  gridImport,
  gridExport,
  charge,
  discharge,
});

function alarm(alarmId: number, deviceId: string, severity: string, startTime: string, stopTime: string | null) {
  return {
    alarmId,
    deviceId,
    alarmCode: 401,
    severity,
    startTime,
    acknowledgeUser: null,
    acknowledgeTime: null,
    closedBy: stopTime ? 'device' : null,
    stopTime,
    active: stopTime ? 0 : 1,
  };
}

describe('designed GET /Dashboard/{id}: the big-screen view of a site or group', () => {
  let t: TestApp;
  const read = (id: string, as: string) => t.call({ method: 'GET', url: `/Dashboard/${encodeURIComponent(id)}`, as });

  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    t.setNow(NOW);
    const db = t.services.db;
    await db
      .insertInto('telemetry_hour')
      .values([
        // Yesterday in Copenhagen (22:00Z is 23:00 local on the 21st): not today.
        hourRow(aarhus1, '2026-11-21T22:00:00Z', E(100, 100, 100, 100, 100, 100)),
        // Today: the first local hour, a morning hour and the last completed hour.
        hourRow(aarhus1, '2026-11-21T23:00:00Z', E(0, 4, 4, 0, 0, 0)),
        hourRow(aarhus1, '2026-11-22T10:00:00Z', E(10, 6, 0, 2, 3, 1)),
        hourRow(aarhus1, '2026-11-22T11:00:00Z', E(12, 5, 0, 4, 2, 0)),
        hourRow(aarhus2, '2026-11-22T11:00:00Z', E(2, 1, 0.5, 0, 0, 0.25)),
        // Leeds: only in the group's answers.
        hourRow(leeds1, '2026-11-22T09:00:00Z', E(1, 10, 8, 0, 0, 0)),
      ])
      .execute();
    await db
      .insertInto('telemetry_minute')
      .values([
        // Covered by the 11:00 hour row: not counted again.
        minuteRow(aarhus1, '2026-11-22T11:30:00Z', { pv: 600, consumption: 600, grid: 600, battery: 600 }),
        // The running hour: 12:00 to 12:29 from minute rows (energy = kW / 60).
        minuteRow(aarhus1, '2026-11-22T12:00:00Z', { pv: 6, consumption: 3, grid: -1.2, battery: -1.8 }),
        minuteRow(aarhus1, '2026-11-22T12:29:00Z', { pv: 0, consumption: 6, grid: 3, battery: 3 }),
        // In the future of the clock: not yet.
        minuteRow(aarhus1, '2026-11-22T12:30:00Z', { pv: 600, consumption: 600, grid: 600, battery: 600 }),
      ])
      .execute();
    const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
    await db
      .insertInto('alarms')
      .values([
        alarm(1, aarhus1, 'safety', hoursAgo(2), null), // raised in the last 24 h, open
        alarm(2, aarhus2, 'safety', hoursAgo(30), hoursAgo(20)), // stopped in the last 24 h
        alarm(3, aarhus1, 'safety', hoursAgo(30), hoursAgo(26)), // over before the period: left out
        alarm(4, aarhus1, 'safety', hoursAgo(40), null), // still open: in
        alarm(5, aarhus1, 'warnings', hoursAgo(1), null), // not a safety alarm
        alarm(6, leeds1, 'safety', hoursAgo(3), null), // another site
      ])
      .execute();
  });
  after(() => t.close());

  it("a site: name, kind, timezone, spec 9 currency, capacity, and today's energy from hour and minute rows", async () => {
    const res = await read(aarhus, readonly);
    assert.equal(res.statusCode, 200);
    const body = res.json() as Dashboard;
    assert.deepEqual(
      {
        id: body.id,
        name: body.name,
        kind: body.kind,
        timezone: body.timezone,
        currency: body.currency,
        batteryCapacity: body.batteryCapacity,
        siteCount: body.siteCount,
        date: body.today.date,
        generatedAt: body.generatedAt,
      },
      {
        id: aarhus,
        name: 'Aarhus Harbour',
        kind: 'site',
        timezone: 'Europe/Copenhagen',
        currency: 'kr', // spec 9: kr for Denmark
        batteryCapacity: 115,
        siteCount: 1,
        date: '2026-11-22',
        generatedAt: NOW.toISOString(),
      },
    );
    // Hours: 23:00 + 10:00 + 11:00 of SC-101 and 11:00 of SCR-102; minutes: 12:00 and 12:29 of SC-101 (kW / 60).
    const round = (v: number) => Math.round(v * 1000) / 1000;
    assert.deepEqual(body.today.energy, {
      pvEnergy: round(0 + 10 + 12 + 2 + 6 / 60),
      consumption: round(4 + 6 + 5 + 1 + (3 + 6) / 60),
      gridImport: round(4 + 0 + 0 + 0.5 + 3 / 60),
      gridExport: round(0 + 2 + 4 + 0 + 1.2 / 60),
      batteryCharge: round(0 + 3 + 2 + 0 + 1.8 / 60),
      batteryDischarge: round(0 + 1 + 0 + 0.25 + 3 / 60),
    });
  });

  it('savings at the site prices and CO2 at 150 g/kWh of load not taken from the grid (spec 9)', async () => {
    const body = (await read(aarhus, owner)).json() as Dashboard;
    const { gridExport } = body.today.energy;
    // One rule with the economics tab: the solar energy the load used (PV directly, and PV energy given back
    // by the battery) at the import price, the export at the export price; CO2 150 g per kWh of that solar energy.
    // Solar used today (PV first, then the battery, per hour): 23:00 none, 10:00 6 of 6, 11:00 5 of 5, Aarhus 2's
    // 11:00 1 of 1; the running hour's minutes: 3/60 of PV at 12:00, 3/60 from the battery (PV energy) at 12:29.
    const solar = 6 + 5 + 1 + 3 / 60 + 3 / 60;
    // Aarhus: import 2.1, export 0.6 per kWh. (Not (load - meter import) x 2.1 + export x 0.6: that counts the grid
    // energy that charges a battery as a loss the day it is bought.)
    const expected = Math.round((solar * 2.1 + gridExport * 0.6) * 1000) / 1000;
    assert.deepEqual(body.today.savings, [{ currency: 'kr', amount: expected }]);
    assert.equal(body.today.co2SavedGrams, Math.round(150 * solar * 1000) / 1000);
  });

  it('the live roll-up is the one POST /sitestatus answers; newest data is the newest minute row', async () => {
    const body = (await read(aarhus, owner)).json() as Dashboard;
    const status = await t.call({ method: 'POST', url: '/sitestatus', as: owner, payload: { ids: [aarhus] } });
    assert.deepEqual(body.live, status.json().data[aarhus]);
    // The live rows say 11:59; the 12:29 minute row covers up to 12:30.
    assert.equal(body.newestDataTime, '2026-11-22T12:30:00.000Z');
  });

  it('spec 9: the safety alarms of the last 24 hours, newest first, with site name', async () => {
    const body = (await read(aarhus, owner)).json() as Dashboard;
    assert.deepEqual(
      body.safetyAlarms.map((a) => [a.alarmId, a.deviceId, a.severity, a.siteName]),
      [
        ['1', aarhus1, 'safety', 'Aarhus Harbour'],
        ['2', aarhus2, 'safety', 'Aarhus Harbour'],
        ['4', aarhus1, 'safety', 'Aarhus Harbour'],
      ],
    );
  });

  it('a group sums every site below it over its own day; savings per currency; live as GET /groupStatus', async () => {
    const res = await read(FIXTURE.groups.nordic, partner);
    assert.equal(res.statusCode, 200);
    const group = res.json() as Dashboard;
    const site = (await read(aarhus, partner)).json() as Dashboard;
    assert.equal(group.kind, 'group');
    assert.equal(group.name, 'Nordic Partners');
    assert.equal(group.siteCount, 2);
    assert.equal(group.batteryCapacity, 315);
    assert.equal(group.currency, null); // Denmark (kr) and the UK (£)
    const round = (v: number) => Math.round(v * 1000) / 1000;
    assert.equal(group.today.energy.consumption, round(site.today.energy.consumption + 10));
    assert.equal(group.today.energy.gridImport, round(site.today.energy.gridImport + 8));
    assert.deepEqual(group.today.savings, [
      { currency: 'kr', amount: site.today.savings[0]!.amount },
      // Leeds: PV 1 kWh used directly by a load of 10 (solar used, not load - meter import)
      { currency: '£', amount: round(1 * 2.1) },
    ]);
    assert.equal(group.today.co2SavedGrams, round(site.today.co2SavedGrams + 150 * 1));
    assert.deepEqual(
      group.safetyAlarms.map((a) => a.alarmId),
      ['1', '6', '2', '4'],
    );
    const status = await t.call({
      method: 'GET',
      url: `/groupStatus?siteGroupIds=${FIXTURE.groups.nordic}`,
      as: partner,
    });
    assert.deepEqual(group.live, status.json().data[FIXTURE.groups.nordic]);
  });

  it('a site without devices: not installed, nothing today, € for Sweden', async () => {
    const body = (await read(empty, installer)).json() as Dashboard;
    assert.equal(body.live.state, 'notinstalled');
    assert.equal(body.currency, '€');
    assert.deepEqual(body.today.energy, {
      pvEnergy: 0,
      consumption: 0,
      gridImport: 0,
      gridExport: 0,
      batteryCharge: 0,
      batteryDischarge: 0,
    });
    assert.deepEqual(body.today.savings, [{ currency: '€', amount: 0 }]); // a price, but nothing used: saved 0
  });

  it('access: ReadOnly or better on the object; others 404 as if it did not exist; a device has no dashboard', async () => {
    assert.equal((await read(aarhus, readonly)).statusCode, 200);
    assert.equal((await read(leeds, owner)).statusCode, 404);
    assert.equal((await read(aarhus, outsider)).statusCode, 404);
    assert.equal((await read(FIXTURE.groups.dk, owner)).statusCode, 404);
    assert.equal((await read(aarhus1, superadmin)).statusCode, 404);
    assert.equal((await read('S-NOPE', superadmin)).statusCode, 404);
  });
});
