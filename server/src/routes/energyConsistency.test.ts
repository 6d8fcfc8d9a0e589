import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { balanceHolds, loadOfSplit, withinTolerance } from '@bess/shared/domain';
import { sqlOf } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { seedFleet } from '../simulator/seed';
import { zonedToEpochMs } from '../repositories/time';

// A day's energy adds up, the same on every tab. The demo fleet's simulated history (10 days, every site)
// must balance in every hour, and a whole past day must give one consumption in every call that reports it.
const NOW = new Date('2026-11-25T09:30:00Z');
const ZONE = 'Europe/Copenhagen';
const SITE = 'S-AARHUS';
const DAY = { year: 2026, month: 11, day: 23 };
const OWNER = 'owner@demo.test';

interface HourRow {
  deviceId: string;
  ts: number;
  pvEnergy: number;
  consumptionEnergy: number;
  gridImportEnergy: number;
  gridExportEnergy: number;
  batteryChargeEnergy: number;
  batteryDischargeEnergy: number;
  loadPvEnergy: number | null;
  loadBatteryPvEnergy: number | null;
  loadBatteryGridEnergy: number | null;
  loadGridEnergy: number | null;
}

describe('the energy balance of the simulated fleet and one consumption on every call', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    t.setNow(NOW);
    await seedFleet(t.services, { fleet: 'demo', seed: 20261122, now: NOW, minuteDays: 3, hourDays: 10 });
  });
  after(() => t.close());

  it('every stored hour of every device balances within 0.5 % and its four load parts add up to the load', async () => {
    const rows = await sqlOf(t.services).all<HourRow>(
      `SELECT h."deviceId", h.ts, h."pvEnergy", h."consumptionEnergy", h."gridImportEnergy", h."gridExportEnergy",
         h."batteryChargeEnergy", h."batteryDischargeEnergy", l."loadPvEnergy", l."loadBatteryPvEnergy",
         l."loadBatteryGridEnergy", l."loadGridEnergy"
       FROM telemetry_hour h LEFT JOIN telemetry_hour_load l ON l."deviceId" = h."deviceId" AND l.ts = h.ts`,
    );
    const devices = new Set(rows.map((r) => r.deviceId));
    assert.ok(rows.length > 2000 && devices.size > 20, `${rows.length} hours of ${devices.size} devices`);
    const unbalanced: string[] = [];
    const split: string[] = [];
    for (const r of rows) {
      const flows = {
        pv: r.pvEnergy,
        load: r.consumptionEnergy,
        gridImport: r.gridImportEnergy,
        gridExport: r.gridExportEnergy,
        batteryCharge: r.batteryChargeEnergy,
        batteryDischarge: r.batteryDischargeEnergy,
      };
      if (!balanceHolds(flows)) unbalanced.push(`${r.deviceId}@${r.ts}`);
      assert.notEqual(r.loadPvEnergy, null, `${r.deviceId}@${r.ts} has its load split`);
      const parts = loadOfSplit({
        pvEnergi: r.loadPvEnergy!,
        batteryDischargePV: r.loadBatteryPvEnergy!,
        batteryDischargeGrid: r.loadBatteryGridEnergy!,
        gridPowerImport: r.loadGridEnergy!,
      });
      if (!withinTolerance(parts, r.consumptionEnergy)) split.push(`${r.deviceId}@${r.ts}: ${parts}`);
    }
    assert.deepEqual(unbalanced, []);
    assert.deepEqual(split, []);
    // the grid energy that charged a battery is not the load's: somewhere the meter's import exceeds the load's part
    assert.ok(rows.some((r) => r.gridImportEnergy > (r.loadGridEnergy ?? 0) + 0.5));
  });

  it('a whole past day: economics (day), the hourly telemetry, the supply statistics and the dashboard agree', async () => {
    const from = zonedToEpochMs(ZONE, DAY.year, DAY.month, DAY.day);
    const to = zonedToEpochMs(ZONE, DAY.year, DAY.month, DAY.day + 1);
    const get = (url: string) => t.call({ method: 'GET', url, as: OWNER });

    const economics = await get(`/economics?siteId=${SITE}&year=${DAY.year}&month=${DAY.month}&day=${DAY.day}`);
    assert.equal(economics.statusCode, 200);
    const points = economics.json().data as {
      pvEnergi: number;
      batteryDischargePV: number;
      batteryDischargeGrid: number;
      gridPowerImport: number;
    }[];
    assert.equal(points.length, 24);
    const economicsLoad = points.reduce((sum, p) => sum + loadOfSplit(p), 0);

    const summary = await get(
      `/GetDataSummary?siteId=${SITE}&resolutionMin=60&fromDateTime=${new Date(from).toISOString()}` +
        `&toDateTime=${new Date(to).toISOString()}&CalculateConsumptionNeeded=true`,
    );
    assert.equal(summary.statusCode, 200);
    const hours = summary.json().telemetry as { consumptionEnergy: number }[];
    assert.equal(hours.length, 24);
    const telemetryLoad = hours.reduce((sum, h) => sum + h.consumptionEnergy, 0);

    // the supply statistics' and the dashboard's "today" at the last second of that day
    t.setNow(new Date(to - 1000));
    const statistics = await get(`/GetSupplyStatistics?siteId=${SITE}`);
    const supplyLoad = statistics.json().statistics[0].consumption as number;
    const dashboard = await get(`/Dashboard/${SITE}`);
    assert.equal(dashboard.json().today.date, '2026-11-23');
    const dashboardLoad = dashboard.json().today.energy.consumption as number;
    t.setNow(NOW);

    assert.ok(telemetryLoad > 10, `a real day's load: ${telemetryLoad}`);
    for (const [name, value] of [
      ['economics', economicsLoad],
      ['supply statistics', supplyLoad],
      ['dashboard', dashboardLoad],
    ] as const) {
      assert.ok(
        Math.abs(value - telemetryLoad) <= 0.01 * telemetryLoad,
        `${name} ${value} kWh vs hourly telemetry ${telemetryLoad} kWh`,
      );
    }
    assert.equal(supplyLoad, dashboardLoad, 'the overview and the dashboard count the day by one rule');
  });

  it('today so far: economics (day) counts the running hour from the minute rows, as the overview and the dashboard do', async () => {
    const get = (url: string) => t.call({ method: 'GET', url, as: OWNER });
    // 10:30 local: ten ended hours and half an hour of minute rows
    const points = (await get(`/economics?siteId=${SITE}&year=2026&month=11&day=25`)).json().data as {
      label: string;
      pvEnergi: number;
      batteryDischargePV: number;
      batteryDischargeGrid: number;
      gridPowerImport: number;
    }[];
    const economicsLoad = points.reduce((sum, p) => sum + loadOfSplit(p), 0);
    assert.ok(loadOfSplit(points.find((p) => p.label === '10:00')!) > 0, 'the running hour has its minutes');
    const supplyLoad = (await get(`/GetSupplyStatistics?siteId=${SITE}`)).json().statistics[0].consumption as number;
    const dashboardLoad = (await get(`/Dashboard/${SITE}`)).json().today.energy.consumption as number;
    assert.equal(supplyLoad, dashboardLoad);
    assert.ok(
      Math.abs(economicsLoad - dashboardLoad) <= 0.01,
      `economics ${economicsLoad} vs dashboard ${dashboardLoad}`,
    );
  });
});
