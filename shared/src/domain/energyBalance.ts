/**
 * The energy balance of a site (spec 3 economics point): one set of rules for the server, the simulator's
 * history and every tab, so that a day's energy adds up the same everywhere.
 *
 * At the site's terminals, for any period:   PV + grid import + battery discharge = load + grid export + battery charge.
 * The battery's own losses (charging and discharging efficiency) happen inside it, between what it takes in and what
 * it stores; they are not a flow at the terminals and appear only in `batteryLossKwh`.
 *
 * The load is split by where its energy came from (spec 3 economics point fields):
 *   load = pvEnergi (PV used directly) + batteryDischargePV + batteryDischargeGrid (battery discharge that served the
 *          load, by the origin of the energy it held) + gridPowerImport (grid energy used directly by the load).
 * Decision (the spec gives no formula): PV serves the load first, then charges the battery, then is exported; the
 * battery serves the load before anything it gives is exported; the grid covers the rest of the load and of the charge.
 * So `gridPowerImport` is NOT the meter's import: grid energy that charged the battery is counted once, when the
 * battery gives it back to the load (batteryDischargeGrid).
 */

/** Energy flows of a period at the site's terminals, kWh, all >= 0. */
export interface EnergyFlows {
  pv: number;
  load: number;
  gridImport: number;
  gridExport: number;
  batteryCharge: number;
  batteryDischarge: number;
}

/** The load split by origin (spec 3 economics point field names), kWh. */
export interface LoadSplit {
  /** PV used directly by the load. */
  pvEnergi: number;
  /** Battery discharge that served the load, of energy the battery had taken from PV. */
  batteryDischargePV: number;
  /** Battery discharge that served the load, of energy the battery had taken from the grid. */
  batteryDischargeGrid: number;
  /** Grid energy used directly by the load (not the meter's import: grid energy into the battery is not in it). */
  gridPowerImport: number;
}

/** What a battery holds, by where the energy came from, kWh. */
export interface StoredEnergy {
  pvKwh: number;
  gridKwh: number;
}

/** One step (or instant) fully attributed: the flows, the load split and where PV and grid energy went. */
export interface StepBalance extends EnergyFlows, LoadSplit {
  /** Charge taken from PV surplus / from the grid (they add up to batteryCharge). */
  batteryChargePV: number;
  batteryChargeGrid: number;
  /** Battery discharge that was exported (not used by the load). */
  batteryToGrid: number;
}

/** The balance is checked within this share of the energy that flowed: 0.5 %. */
export const ENERGY_BALANCE_TOLERANCE = 0.005;
/** Below this many kWh a difference is rounding (rows keep 4 decimals), not an imbalance. */
export const ENERGY_BALANCE_EPSILON_KWH = 0.002;

const nonNegative = (v: number) => (v > 0 ? v : 0);

/**
 * Attributes one step of `pvKwh` production and `loadKwh` consumption while the battery moves `batteryKwh` (positive:
 * discharge, negative: charge); `storedPvShare` is the PV part (0 to 1) of what the battery held before the step.
 * Grid is the balance (import positive), exactly as the simulator computes it.
 */
export function balanceStep(pvKwh: number, loadKwh: number, batteryKwh: number, storedPvShare: number): StepBalance {
  const pv = nonNegative(pvKwh);
  const load = nonNegative(loadKwh);
  const charge = nonNegative(-batteryKwh);
  const discharge = nonNegative(batteryKwh);
  const share = Math.min(1, Math.max(0, storedPvShare));
  const pvEnergi = Math.min(pv, load);
  const batteryToLoad = Math.min(discharge, load - pvEnergi);
  const surplus = pv - pvEnergi;
  const batteryChargePV = Math.min(charge, surplus);
  const grid = load - pv - batteryKwh;
  return {
    pv,
    load,
    gridImport: nonNegative(grid),
    gridExport: nonNegative(-grid),
    batteryCharge: charge,
    batteryDischarge: discharge,
    pvEnergi,
    batteryDischargePV: batteryToLoad * share,
    batteryDischargeGrid: batteryToLoad * (1 - share),
    gridPowerImport: load - pvEnergi - batteryToLoad,
    batteryChargePV,
    batteryChargeGrid: charge - batteryChargePV,
    batteryToGrid: discharge - batteryToLoad,
  };
}

/** The PV share (0 to 1) of what a battery holds; an empty battery counts as PV. */
export function storedPvShare(stored: StoredEnergy): number {
  const held = stored.pvKwh + stored.gridKwh;
  return held > 0 ? stored.pvKwh / held : 1;
}

/**
 * The battery's store after a step: a charge adds what reaches the cells (x efficiency) by origin; a discharge of
 * `dischargeKwh` at the terminals draws dischargeKwh / efficiency from the cells, from both origins by their shares.
 */
export function storeAfter(
  stored: StoredEnergy,
  step: Pick<StepBalance, 'batteryChargePV' | 'batteryChargeGrid' | 'batteryDischarge'>,
  efficiency: number,
): StoredEnergy {
  const share = storedPvShare(stored);
  const drawn = efficiency > 0 ? step.batteryDischarge / efficiency : 0;
  return {
    pvKwh: nonNegative(stored.pvKwh + step.batteryChargePV * efficiency - drawn * share),
    gridKwh: nonNegative(stored.gridKwh + step.batteryChargeGrid * efficiency - drawn * (1 - share)),
  };
}

/** Energy lost inside the battery on a charge and a discharge at `efficiency` each (kWh). */
export function batteryLossKwh(chargeKwh: number, dischargeKwh: number, efficiency: number): number {
  if (efficiency <= 0) return 0;
  return chargeKwh * (1 - efficiency) + dischargeKwh * (1 / efficiency - 1);
}

/** The load as the sum of its four parts. */
export function loadOfSplit(split: LoadSplit): number {
  return split.pvEnergi + split.batteryDischargePV + split.batteryDischargeGrid + split.gridPowerImport;
}

/** Sources minus uses at the terminals: PV + import + discharge - (load + export + charge); 0 when balanced. */
export function balanceResidual(flows: EnergyFlows): number {
  return flows.pv + flows.gridImport + flows.batteryDischarge - (flows.load + flows.gridExport + flows.batteryCharge);
}

/** Whether two quantities agree within the tolerance (0.5 % of the larger, or rounding). */
export function withinTolerance(a: number, b: number, tolerance = ENERGY_BALANCE_TOLERANCE): boolean {
  return Math.abs(a - b) <= Math.max(ENERGY_BALANCE_EPSILON_KWH, tolerance * Math.max(Math.abs(a), Math.abs(b)));
}

/** Whether the flows balance within the tolerance of the energy that flowed in. */
export function balanceHolds(flows: EnergyFlows, tolerance = ENERGY_BALANCE_TOLERANCE): boolean {
  return withinTolerance(
    flows.pv + flows.gridImport + flows.batteryDischarge,
    flows.load + flows.gridExport + flows.batteryCharge,
    tolerance,
  );
}

/** Adds flows and splits (for hours, days, sites). */
export function addBalances<T extends Partial<StepBalance>>(into: T, add: T): T {
  const out = { ...into } as Record<string, number>;
  for (const [key, value] of Object.entries(add)) {
    if (typeof value === 'number') out[key] = (out[key] ?? 0) + value;
  }
  return out as T;
}

/**
 * The load split of a period known only by its totals (rows stored without the attribution): the same
 * order of use (PV first, then the battery, then the grid), with the battery's part split by the origin of its whole
 * discharge. Within a period PV surplus and shortfall may both occur, so this is an estimate; it still adds up to the
 * load.
 */
export function estimateLoadSplit(
  flows: Pick<EnergyFlows, 'pv' | 'load' | 'batteryDischarge'>,
  dischargeByOrigin: { pv: number; grid: number },
): LoadSplit {
  const load = nonNegative(flows.load);
  const pvEnergi = Math.min(nonNegative(flows.pv), load);
  const batteryToLoad = Math.min(nonNegative(flows.batteryDischarge), load - pvEnergi);
  const origin = nonNegative(dischargeByOrigin.pv) + nonNegative(dischargeByOrigin.grid);
  const share = origin > 0 ? nonNegative(dischargeByOrigin.pv) / origin : 1;
  return {
    pvEnergi,
    batteryDischargePV: batteryToLoad * share,
    batteryDischargeGrid: batteryToLoad * (1 - share),
    gridPowerImport: load - pvEnergi - batteryToLoad,
  };
}

/** Self-sufficiency of a split, 0 to 100 %: the share of the load not bought from the grid (directly or stored). */
export function selfSufficiencyPercent(split: LoadSplit): number {
  const load = loadOfSplit(split);
  return load > 0 ? (100 * (split.pvEnergi + split.batteryDischargePV)) / load : 0;
}

/** The solar energy the load used: PV directly and PV energy given back by the battery (kWh). */
export function solarUsedKwh(split: Pick<LoadSplit, 'pvEnergi' | 'batteryDischargePV'>): number {
  return nonNegative(split.pvEnergi) + nonNegative(split.batteryDischargePV);
}

/**
 * Savings of a period (the spec gives no formula; one decision for the economics tab and the dashboard): the
 * solar energy the site used itself, directly or through the battery, is energy it did not buy (at the import price);
 * the exported energy earned the export price. Grid energy given back by the battery saves nothing: it was bought.
 */
export function solarSavings(
  split: Pick<LoadSplit, 'pvEnergi' | 'batteryDischargePV'>,
  gridExportKwh: number,
  importPrice: number,
  exportPrice: number,
): number {
  return solarUsedKwh(split) * importPrice + nonNegative(gridExportKwh) * exportPrice;
}
