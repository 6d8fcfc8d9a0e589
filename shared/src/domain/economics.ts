/** Economics stepping (spec 4) and the derived percentages of an economics point (spec 3). */
import type { Alignment } from './enums';
import type { EconomicsPoint } from './types';

/** A calendar date; month is 1 to 12 (the economics call takes day, month and year, spec 7). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The period economics shows: an alignment and the date it is anchored on. */
export interface EconomicsView extends CalendarDate {
  alignment: Alignment;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Adds days, months or years to a calendar date; months and years clamp the day (31 Jan + 1 month = 28/29 Feb). */
export function addToDate(date: CalendarDate, unit: 'day' | 'month' | 'year', amount: number): CalendarDate {
  if (unit === 'day') return fromUtc(Date.UTC(date.year, date.month - 1, date.day + amount));
  const totalMonths = date.year * 12 + (date.month - 1) + (unit === 'month' ? amount : amount * 12);
  const year = Math.floor(totalMonths / 12);
  const month = (totalMonths % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The first day of the period's unit that holds the date (the day itself, the 1st of the month, 1 January). */
function startOf(date: CalendarDate, alignment: Exclude<Alignment, 'total'>): CalendarDate {
  if (alignment === 'day') return { ...date };
  if (alignment === 'month') return { ...date, day: 1 };
  return { year: date.year, month: 1, day: 1 };
}

/** Compares two calendar dates: negative, 0 or positive. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** spec 4: stepping back is possible for day, month and year; total has no back. */
export function canStepBack(period: EconomicsView): boolean {
  return period.alignment !== 'total';
}

/**
 * spec 4: stepping forward is possible only when the shown date is not in the future, i.e. the next period does not
 * start after today; total has no forward.
 */
export function canStepForward(period: EconomicsView, today: CalendarDate): boolean {
  if (period.alignment === 'total') return false;
  const next = addToDate(period, period.alignment, 1);
  return compareDates(startOf(next, period.alignment), today) <= 0;
}

/**
 * spec 4: steps the period one unit back (-1) or forward (+1); null when the step is not allowed (total, or forward
 * into the future). The server may still reject a step with a 204 (spec 4); the caller keeps the old period then.
 */
export function stepEconomicsView(period: EconomicsView, direction: 1 | -1, today: CalendarDate): EconomicsView | null {
  if (period.alignment === 'total') return null;
  if (direction === 1 && !canStepForward(period, today)) return null;
  return { ...addToDate(period, period.alignment, direction), alignment: period.alignment };
}

/** Percentages derived from an economics point (0 to 100; 0 when there is nothing to divide by). */
export interface EconomicsPercentages {
  /** Share of the consumption covered directly by PV (pvEnergi). */
  pvPercent: number;
  /** Share covered by the battery with PV energy. */
  batteryPvPercent: number;
  /** Share covered by the battery with grid energy. */
  batteryGridPercent: number;
  /** Share imported from the grid directly. */
  gridPercent: number;
  /** Share not from the grid at all: PV directly plus battery charged by PV. */
  selfSufficiencyPercent: number;
  /** Share of the PV production (pvPower) that was exported. */
  exportPercent: number;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? (100 * Math.max(0, part)) / whole : 0;
}

/**
 * spec 3: derived percentages of an economics point. Decision (the spec gives no formula): the consumption is
 * pvEnergi (PV used directly) + batteryDischargePV + batteryDischargeGrid + gridPowerImport, and the four shares of it
 * add up to 100; the export share is gridPowerExport of pvPower.
 */
export function economicsPercentages(point: EconomicsPoint): EconomicsPercentages {
  const pv = Math.max(0, point.pvEnergi);
  const batteryPv = Math.max(0, point.batteryDischargePV);
  const batteryGrid = Math.max(0, point.batteryDischargeGrid);
  const grid = Math.max(0, point.gridPowerImport);
  const consumption = pv + batteryPv + batteryGrid + grid;
  return {
    pvPercent: percent(pv, consumption),
    batteryPvPercent: percent(batteryPv, consumption),
    batteryGridPercent: percent(batteryGrid, consumption),
    gridPercent: percent(grid, consumption),
    selfSufficiencyPercent: percent(pv + batteryPv, consumption),
    exportPercent: Math.min(100, percent(point.gridPowerExport, point.pvPower)),
  };
}
