import type { EconomicsPoint } from '@bess/shared/contract';
import { balanceStep, estimateLoadSplit, type LoadSplit } from '@bess/shared/domain';
import { firstOf, rowsOf, type Store } from '../db/engines/statements';
import { zonedParts, zonedToEpochMs } from './time';

/**
 * The devices of a site, or of a group with its sub-groups (spec 3: groups nest). The SQL of this module is written
 * once for both engines (db/engines/statements.ts: `?` placeholders, quoted camelCase names, aliased columns).
 */
export async function devicesUnder(
  store: Store,
  target: { siteId: string } | { siteGroupId: string },
): Promise<string[]> {
  const rows =
    'siteId' in target
      ? await rowsOf<[string]>(store, 'SELECT "deviceId" FROM devices WHERE "siteId" = ? ORDER BY "deviceId"', [
          target.siteId,
        ])
      : await rowsOf<[string]>(
          store,
          `WITH RECURSIVE g(id) AS (SELECT CAST(? AS TEXT) UNION
             SELECT sg."siteGroupId" FROM site_groups sg JOIN g ON sg."parentId" = g.id)
           SELECT d."deviceId" FROM devices d JOIN sites s ON s."siteId" = d."siteId"
           WHERE s."parentId" IN (SELECT id FROM g) ORDER BY d."deviceId"`,
          [target.siteGroupId],
        );
  return rows.map(([deviceId]) => deviceId);
}

/** The timezone of a site or group. */
export async function zoneOfTarget(
  store: Store,
  target: { siteId: string } | { siteGroupId: string },
): Promise<string | null> {
  const row =
    'siteId' in target
      ? await firstOf<{ timezone: string }>(store, 'SELECT timezone FROM sites WHERE "siteId" = ?', [target.siteId])
      : await firstOf<{ timezone: string }>(store, 'SELECT timezone FROM site_groups WHERE "siteGroupId" = ?', [
          target.siteGroupId,
        ]);
  return row?.timezone ?? null;
}

/** spec 4 alignments: which period the query names. */
export type Period =
  | { alignment: 'day'; year: number; month: number; day: number }
  | { alignment: 'month'; year: number; month: number }
  | { alignment: 'year'; year: number }
  | { alignment: 'total' };

/** Buckets of a period: boundaries in epoch seconds (n + 1 of them) and a label per bucket. */
export interface Buckets {
  bounds: number[];
  labels: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const secondsOf = (ms: number) => Math.floor(ms / 1000);

/**
 * The buckets of a period in the zone: a day by local hours (23 to 25 of them on DST days), a month by days, a year
 * by months, the total by the years from `first` to `last` (epoch seconds of the first and last data).
 */
export function bucketsOf(period: Period, zone: string, dataSpan: { first: number; last: number } | null): Buckets {
  const bounds: number[] = [];
  const labels: string[] = [];
  if (period.alignment === 'day') {
    const start = secondsOf(zonedToEpochMs(zone, period.year, period.month, period.day));
    const end = secondsOf(zonedToEpochMs(zone, period.year, period.month, period.day + 1));
    for (let ts = start; ts < end; ts += 3600) {
      bounds.push(ts);
      const p = zonedParts(ts * 1000, zone);
      labels.push(`${pad(p.hour)}:${pad(p.minute)}`);
    }
    bounds.push(end);
  } else if (period.alignment === 'month') {
    const days = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
    for (let d = 1; d <= days + 1; d++) {
      bounds.push(secondsOf(zonedToEpochMs(zone, period.year, period.month, d)));
      if (d <= days) labels.push(`${period.year}-${pad(period.month)}-${pad(d)}`);
    }
  } else if (period.alignment === 'year') {
    for (let m = 1; m <= 13; m++) {
      bounds.push(secondsOf(zonedToEpochMs(zone, period.year, m)));
      if (m <= 12) labels.push(`${period.year}-${pad(m)}`);
    }
  } else if (dataSpan) {
    const firstYear = zonedParts(dataSpan.first * 1000, zone).year;
    const lastYear = zonedParts(dataSpan.last * 1000, zone).year;
    for (let y = firstYear; y <= lastYear + 1; y++) {
      bounds.push(secondsOf(zonedToEpochMs(zone, y, 1)));
      if (y <= lastYear) labels.push(String(y));
    }
  }
  return { bounds, labels };
}

/** First and last hour with data over the devices (null: none at all). */
export async function dataSpan(
  store: Store,
  deviceIds: readonly string[],
): Promise<{ first: number; last: number } | null> {
  let first = Infinity;
  let last = -Infinity;
  for (const deviceId of deviceIds) {
    const row = (await firstOf<{ first: number | null; last: number | null }>(
      store,
      'SELECT MIN(ts) AS first, MAX(ts) AS last FROM telemetry_hour WHERE "deviceId" = ?',
      [deviceId],
    ))!;
    if (row.first !== null && row.last !== null) {
      first = Math.min(first, row.first);
      last = Math.max(last, row.last);
    }
  }
  return Number.isFinite(first) ? { first, last } : null;
}

// The hour rows with their load split (migration 010); an hour without a split row gets null there and is estimated.
const ENERGY_SQL = `SELECT h.ts, h."pvEnergy", h."consumptionEnergy", h."gridImportEnergy", h."gridExportEnergy",
  h."batteryChargeEnergy", h."batteryDischargeEnergy", h."batteryDischargePvEnergy", h."batteryDischargeGridEnergy",
  l."loadPvEnergy", l."loadBatteryPvEnergy", l."loadBatteryGridEnergy", l."loadGridEnergy"
  FROM telemetry_hour h LEFT JOIN telemetry_hour_load l ON l."deviceId" = h."deviceId" AND l.ts = h.ts
  WHERE h."deviceId" = ? AND h.ts >= ? AND h.ts < ? AND h.ts + 3600 <= ? ORDER BY h.ts`;

/** Energies (kWh) summed per bucket, and whether any row fell in the period at all. */
interface EnergyTotals {
  pv: number;
  consumption: number;
  gridImport: number;
  gridExport: number;
  batteryCharge: number;
  batteryDischarge: number;
  dischargePv: number;
  dischargeGrid: number;
  /** The load split by origin (shared energy balance): its four parts add up to `consumption`. */
  load: LoadSplit;
  rows: number;
}

const emptyTotals = (): EnergyTotals => ({
  pv: 0,
  consumption: 0,
  gridImport: 0,
  gridExport: 0,
  batteryCharge: 0,
  batteryDischarge: 0,
  dischargePv: 0,
  dischargeGrid: 0,
  load: { pvEnergi: 0, batteryDischargePV: 0, batteryDischargeGrid: 0, gridPowerImport: 0 },
  rows: 0,
});

/** Sums the hourly energies of the devices into the buckets (rows before the first or after the last bound are left out). */
export async function sumEnergies(
  store: Store,
  deviceIds: readonly string[],
  bounds: readonly number[],
  nowS: number = Number.MAX_SAFE_INTEGER,
): Promise<EnergyTotals[]> {
  const totals = Array.from({ length: Math.max(0, bounds.length - 1) }, emptyTotals);
  if (totals.length === 0) return totals;
  for (const deviceId of deviceIds) {
    // Hours that have ended by now (the dashboard's day counts the same way); the rest from the minute rows.
    const rows = await rowsOf<number[]>(store, ENERGY_SQL, [deviceId, bounds[0], bounds.at(-1), nowS]);
    const hoursEnd = rows.length > 0 ? rows.at(-1)![0]! + 3600 : bounds[0]!;
    if (hoursEnd < Math.min(nowS, bounds.at(-1)!)) {
      await addMinutes(store, deviceId, bounds, hoursEnd, nowS, totals, rows);
    }
    let b = 0;
    for (const row of rows) {
      const [ts, pv, consumption, gridImport, gridExport, charge, discharge, dischargePv, dischargeGrid] = row;
      while (ts! >= bounds[b + 1]!) b++;
      const t = totals[b]!;
      t.pv += pv!;
      t.consumption += consumption!;
      t.gridImport += gridImport!;
      t.gridExport += gridExport!;
      t.batteryCharge += charge!;
      t.batteryDischarge += discharge!;
      t.dischargePv += dischargePv!;
      t.dischargeGrid += dischargeGrid!;
      addLoad(t.load, loadOfRow(row));
      t.rows += 1;
    }
  }
  return totals;
}

/**
 * The load split of one hour row: as the simulator attributed it step by step (telemetry_hour_load), or, for an hour
 * written before that was stored, estimated from the hour's totals by the same rules (shared energy balance).
 */
function loadOfRow(row: readonly (number | null)[]): LoadSplit {
  const [
    ,
    pv,
    consumption,
    ,
    ,
    ,
    discharge,
    dischargePv,
    dischargeGrid,
    loadPv,
    loadBatteryPv,
    loadBatteryGrid,
    loadGrid,
  ] = row;
  if (loadPv !== null && loadPv !== undefined) {
    return {
      pvEnergi: loadPv,
      batteryDischargePV: loadBatteryPv ?? 0,
      batteryDischargeGrid: loadBatteryGrid ?? 0,
      gridPowerImport: loadGrid ?? 0,
    };
  }
  return estimateLoadSplit(
    { pv: pv ?? 0, load: consumption ?? 0, batteryDischarge: discharge ?? 0 },
    { pv: dischargePv ?? 0, grid: dischargeGrid ?? 0 },
  );
}

// Minute rows are powers (kW) held for a minute, read as the dashboard's day reads them (repositories/dashboards.ts).
const MINUTE_SQL = `SELECT ts, abs(pv) AS pv, consumption, "inverterPower" FROM telemetry_minute
  WHERE "deviceId" = ? AND ts >= ? AND ts < ? ORDER BY ts`;

/**
 * Adds what no ended hour row covers yet (the running hour of today) from the device's minute rows, attributed minute
 * by minute with the shared energy balance. The battery's store by origin is not in the minute rows: its PV share is
 * taken from the device's last hour with a discharge (all PV when there is none).
 */
async function addMinutes(
  store: Store,
  deviceId: string,
  bounds: readonly number[],
  fromS: number,
  nowS: number,
  totals: EnergyTotals[],
  hourRows: readonly number[][],
): Promise<void> {
  const minutes = await rowsOf<number[]>(store, MINUTE_SQL, [
    deviceId,
    Math.max(fromS, bounds[0]!),
    Math.min(nowS, bounds.at(-1)!),
  ]);
  if (minutes.length === 0) return;
  const lastDischarge = [...hourRows].reverse().find((r) => (r[7] ?? 0) + (r[8] ?? 0) > 0);
  const pvShare = lastDischarge ? lastDischarge[7]! / (lastDischarge[7]! + lastDischarge[8]!) : 1;
  let b = 0;
  for (const [ts, pv, consumption, inverterPower] of minutes) {
    while (ts! >= bounds[b + 1]!) b++;
    const step = balanceStep(pv! / 60, consumption! / 60, inverterPower! / 60, pvShare);
    const t = totals[b]!;
    t.pv += step.pv;
    t.consumption += step.load;
    t.gridImport += step.gridImport;
    t.gridExport += step.gridExport;
    t.batteryCharge += step.batteryCharge;
    t.batteryDischarge += step.batteryDischarge;
    t.dischargePv += step.batteryDischarge * pvShare;
    t.dischargeGrid += step.batteryDischarge * (1 - pvShare);
    addLoad(t.load, step);
    t.rows += 1;
  }
}

/** Adds a load split into a bucket's (in place: this runs for every hour row of a period). */
function addLoad(into: LoadSplit, add: LoadSplit): void {
  into.pvEnergi += add.pvEnergi;
  into.batteryDischargePV += add.batteryDischargePV;
  into.batteryDischargeGrid += add.batteryDischargeGrid;
  into.gridPowerImport += add.gridPowerImport;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * spec 3 economics points (kWh per bucket) from the bucket totals: pvPower is the PV production, gridPowerExport the
 * meter's export, and the other four are the load split by origin (shared energy balance): they add up to
 * the load. gridPowerImport is the grid energy the load used directly, not the meter's import (server/README).
 */
export function economicsPoints(totals: readonly EnergyTotals[], labels: readonly string[]): EconomicsPoint[] {
  return totals.map((t, i) => ({
    pvPower: round3(t.pv),
    batteryDischargePV: round3(t.load.batteryDischargePV),
    batteryDischargeGrid: round3(t.load.batteryDischargeGrid),
    gridPowerImport: round3(t.load.gridPowerImport),
    gridPowerExport: round3(t.gridExport),
    pvEnergi: round3(t.load.pvEnergi),
    label: labels[i]!,
  }));
}
