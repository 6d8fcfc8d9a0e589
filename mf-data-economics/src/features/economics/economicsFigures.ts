/**
 * Pure figures of the economics tab: the period sent to /economics, the totals of a series, the savings in the site's
 * currency and the CO2 saved (spec 3, 4, 7, 9). The spec gives no savings formula; the decision is documented on
 * `savingsOf`.
 */
import {
  ECONOMICS_MAX_AGE_UNITS,
  co2Grams,
  selfSufficiencyPercent,
  solarSavings,
  type EconomicsPeriod,
  type EconomicsPoint,
  type EconomicsView,
} from '@bess/shared';

const HOUR_MS = 3_600_000;

/**
 * spec 9: economics is refetched when older than 6 units. Decision: the unit is the hour, the resolution the economics
 * points are aggregated from (spec 9 hourly resolution), so a cached period is at most 6 hourly buckets behind.
 */
export const ECONOMICS_STALE_MS = ECONOMICS_MAX_AGE_UNITS * HOUR_MS;

/** spec 7: the query of a shown period: day, month and year as the alignment needs them; nothing for total. */
export function periodOf(view: EconomicsView): EconomicsPeriod {
  switch (view.alignment) {
    case 'day':
      return { year: view.year, month: view.month, day: view.day };
    case 'month':
      return { year: view.year, month: view.month };
    case 'year':
      return { year: view.year };
    case 'total':
      return {};
  }
}

/** Energy totals of a series, kWh. */
export interface EconomicsTotals {
  /** PV production (sum of pvPower). */
  pvProduction: number;
  /** PV used directly by the load (sum of pvEnergi). */
  pvDirect: number;
  batteryDischargePV: number;
  batteryDischargeGrid: number;
  /** Grid energy used directly by the load (gridPowerImport: not the meter's import, see server/README). */
  gridImport: number;
  gridExport: number;
  /**
   * The load: PV used directly + battery discharge (PV and grid) + grid used directly; the four parts of the shared
   * energy balance add up to it, so it is the consumption the overview and the dashboard show.
   */
  consumption: number;
  /** Share of the load not bought from the grid (PV directly or through the battery), 0 to 100. */
  selfSufficiency: number;
}

/** Sums a series of economics points into one point with the same fields (label `total`). */
export function sumPoints(points: readonly EconomicsPoint[]): EconomicsPoint {
  const sum = (pick: (p: EconomicsPoint) => number) => points.reduce((acc, p) => acc + pick(p), 0);
  return {
    pvPower: sum((p) => p.pvPower),
    batteryDischargePV: sum((p) => p.batteryDischargePV),
    batteryDischargeGrid: sum((p) => p.batteryDischargeGrid),
    gridPowerImport: sum((p) => p.gridPowerImport),
    gridPowerExport: sum((p) => p.gridPowerExport),
    pvEnergi: sum((p) => p.pvEnergi),
    label: 'total',
  };
}

/** The energy totals of a series. */
export function totalsOf(points: readonly EconomicsPoint[]): EconomicsTotals {
  const s = sumPoints(points);
  const positive = (v: number) => Math.max(0, v);
  return {
    pvProduction: s.pvPower,
    pvDirect: s.pvEnergi,
    batteryDischargePV: s.batteryDischargePV,
    batteryDischargeGrid: s.batteryDischargeGrid,
    gridImport: s.gridPowerImport,
    gridExport: s.gridPowerExport,
    consumption:
      positive(s.pvEnergi) +
      positive(s.batteryDischargePV) +
      positive(s.batteryDischargeGrid) +
      positive(s.gridPowerImport),
    selfSufficiency: selfSufficiencyPercent({
      pvEnergi: positive(s.pvEnergi),
      batteryDischargePV: positive(s.batteryDischargePV),
      batteryDischargeGrid: positive(s.batteryDischargeGrid),
      gridPowerImport: positive(s.gridPowerImport),
    }),
  };
}

/** Import and export electricity price per kWh, in the site's currency (spec 3 site fields). */
export interface Prices {
  importPrice: number | null;
  exportPrice: number | null;
}

/**
 * Savings of a period in the site's currency, or null when a price is missing. Decision (the spec gives no formula):
 * the solar energy the site used itself - directly (pvEnergi) or through the battery (batteryDischargePV) - is energy
 * it did not buy, worth the import price; the energy exported earned the export price. Battery discharge of grid
 * energy saves nothing (that energy was bought), so it does not count.
 */
export function savingsOf(totals: EconomicsTotals, prices: Prices): number | null {
  if (prices.importPrice === null || prices.exportPrice === null) return null;
  return solarSavings(
    { pvEnergi: totals.pvDirect, batteryDischargePV: totals.batteryDischargePV },
    totals.gridExport,
    prices.importPrice,
    prices.exportPrice,
  );
}

/**
 * spec 9: CO2 saved, g: 150 g x (load - grid import), where the grid import is all grid energy the load used: directly
 * (gridPowerImport) and through the battery (batteryDischargeGrid); what is left is solar energy used on site.
 */
export function co2SavedGrams(totals: EconomicsTotals): number {
  return co2Grams(totals.consumption, Math.max(0, totals.gridImport) + Math.max(0, totals.batteryDischargeGrid));
}
