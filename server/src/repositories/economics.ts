import type SQLite from 'better-sqlite3';
import type { EconomicsPoint, SupplyStatisticsEntry } from '@bess/shared/contract';
import { preparedStatement } from './telemetry';
import { zonedParts, zonedToEpochMs } from './time';

/** The devices of a site, or of a group with its sub-groups (spec 3: groups nest). */
export function devicesUnder(sqlite: SQLite.Database, target: { siteId: string } | { siteGroupId: string }): string[] {
  const rows =
    'siteId' in target
      ? preparedStatement(sqlite, 'SELECT deviceId FROM devices WHERE siteId = ? ORDER BY deviceId').all(target.siteId)
      : preparedStatement(
          sqlite,
          `WITH RECURSIVE g(id) AS (SELECT ? UNION SELECT sg.siteGroupId FROM site_groups sg JOIN g ON sg.parentId = g.id)
           SELECT d.deviceId FROM devices d JOIN sites s ON s.siteId = d.siteId
           WHERE s.parentId IN (SELECT id FROM g) ORDER BY d.deviceId`,
        ).all(target.siteGroupId);
  return (rows as { deviceId: string }[]).map((r) => r.deviceId);
}

/** The timezone of a site or group. */
export function zoneOfTarget(
  sqlite: SQLite.Database,
  target: { siteId: string } | { siteGroupId: string },
): string | null {
  const row = (
    'siteId' in target
      ? preparedStatement(sqlite, 'SELECT timezone FROM sites WHERE siteId = ?').get(target.siteId)
      : preparedStatement(sqlite, 'SELECT timezone FROM site_groups WHERE siteGroupId = ?').get(target.siteGroupId)
  ) as { timezone: string } | undefined;
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
export function dataSpan(
  sqlite: SQLite.Database,
  deviceIds: readonly string[],
): { first: number; last: number } | null {
  let first = Infinity;
  let last = -Infinity;
  const statement = preparedStatement(
    sqlite,
    'SELECT MIN(ts) AS first, MAX(ts) AS last FROM telemetry_hour WHERE deviceId = ?',
  );
  for (const deviceId of deviceIds) {
    const row = statement.get(deviceId) as { first: number | null; last: number | null };
    if (row.first !== null && row.last !== null) {
      first = Math.min(first, row.first);
      last = Math.max(last, row.last);
    }
  }
  return Number.isFinite(first) ? { first, last } : null;
}

const ENERGY_SQL = `SELECT ts, pvEnergy, consumptionEnergy, gridImportEnergy, gridExportEnergy, batteryChargeEnergy,
  batteryDischargeEnergy, batteryDischargePvEnergy, batteryDischargeGridEnergy
  FROM telemetry_hour WHERE deviceId = ? AND ts >= ? AND ts < ? ORDER BY ts`;

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
  /** PV used directly by the load (see economicsPoints). */
  pvDirect: number;
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
  pvDirect: 0,
  rows: 0,
});

/** Sums the hourly energies of the devices into the buckets (rows before the first or after the last bound are left out). */
export function sumEnergies(
  sqlite: SQLite.Database,
  deviceIds: readonly string[],
  bounds: readonly number[],
): EnergyTotals[] {
  const totals = Array.from({ length: Math.max(0, bounds.length - 1) }, emptyTotals);
  if (totals.length === 0) return totals;
  const statement = preparedStatement(sqlite, ENERGY_SQL).raw(true);
  for (const deviceId of deviceIds) {
    const rows = statement.all(deviceId, bounds[0], bounds.at(-1)) as number[][];
    let b = 0;
    for (const [ts, pv, consumption, gridImport, gridExport, charge, discharge, dischargePv, dischargeGrid] of rows) {
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
      // Decision (the spec gives no formula): PV used directly is what PV produced minus what was exported and what
      // charged the battery (the battery charges from PV surplus first), never more than the load, per hour.
      t.pvDirect += Math.max(0, Math.min(consumption!, pv! - gridExport! - charge!));
      t.rows += 1;
    }
  }
  return totals;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** spec 3 economics points (kWh per bucket) from the bucket totals. */
export function economicsPoints(totals: readonly EnergyTotals[], labels: readonly string[]): EconomicsPoint[] {
  return totals.map((t, i) => ({
    pvPower: round3(t.pv),
    batteryDischargePV: round3(t.dischargePv),
    batteryDischargeGrid: round3(t.dischargeGrid),
    gridPowerImport: round3(t.gridImport),
    gridPowerExport: round3(t.gridExport),
    pvEnergi: round3(t.pvDirect),
    label: labels[i]!,
  }));
}

/** One supply statistics entry from totals (null figures when the period has no data). */
export function supplyEntry(period: SupplyStatisticsEntry['period'], t: EnergyTotals): SupplyStatisticsEntry {
  const value = (v: number) => (t.rows === 0 ? null : round3(v));
  return {
    period,
    pvEnergy: value(t.pv),
    consumption: value(t.consumption),
    gridImport: value(t.gridImport),
    gridExport: value(t.gridExport),
    batteryCharge: value(t.batteryCharge),
    batteryDischarge: value(t.batteryDischarge),
  };
}

const TOTALS_SQL = `SELECT COUNT(*), SUM(pvEnergy), SUM(consumptionEnergy), SUM(gridImportEnergy), SUM(gridExportEnergy),
  SUM(batteryChargeEnergy), SUM(batteryDischargeEnergy), SUM(batteryDischargePvEnergy), SUM(batteryDischargeGridEnergy)
  FROM telemetry_hour WHERE deviceId = ? AND ts >= ? AND ts < ?`;

/** Energies summed over [from, to) (epoch seconds) by the database, for long periods (supply statistics). */
export function periodTotals(
  sqlite: SQLite.Database,
  deviceIds: readonly string[],
  from: number,
  to: number,
): EnergyTotals {
  const t = emptyTotals();
  const statement = preparedStatement(sqlite, TOTALS_SQL).raw(true);
  for (const deviceId of deviceIds) {
    const [rows, pv, consumption, gridImport, gridExport, charge, discharge, dischargePv, dischargeGrid] =
      statement.get(deviceId, from, to) as (number | null)[];
    if (!rows) continue;
    t.rows += rows;
    t.pv += pv ?? 0;
    t.consumption += consumption ?? 0;
    t.gridImport += gridImport ?? 0;
    t.gridExport += gridExport ?? 0;
    t.batteryCharge += charge ?? 0;
    t.batteryDischarge += discharge ?? 0;
    t.dischargePv += dischargePv ?? 0;
    t.dischargeGrid += dischargeGrid ?? 0;
  }
  return t;
}
