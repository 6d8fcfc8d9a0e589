/**
 * What would it have saved? (designed POST /SiteReplay): a site's measured month run again through the simulator's
 * battery model (physics.ts `stepBattery` under control.ts `controlOf`, as the live tick runs it) three times: with
 * no battery, under the schedule and policy that were in force, and under a draft. Each case is priced at the site's
 * import and export prices and accounted by the shared energy balance, so its figures add up as the economics tab's do.
 *
 * What the replay leaves out (docs/decisions.md, "What would it have saved?"): the grid stays (no outage, no
 * island), the batteries keep their present mode over the whole month, the policy in force is the one stored now
 * (policies keep no history), a Hold charge that began before the month holds the charge the month starts with, and
 * PV and consumption are what was measured, step by step: what a schedule would have changed in them (curtailment, a
 * controllable load) is not modelled.
 */
import {
  balanceStep,
  co2Grams,
  selfSufficiencyPercent,
  storedPvShare,
  type LoadSplit,
  type StepBalance,
} from '@bess/shared/domain';
import type { ReplayPricing, ReplayReason, ReplayTotals } from '@bess/shared/contract';
import { controlOf, type DeviceShare, type SiteSettings } from './control';
import type { DeviceRun, SimDevice } from './deviceModel';
import { dayAheadPrice, localTime, stepBattery, type BatteryBehaviour } from './physics';

/** One measured step of a device: PV and consumption held over `seconds`, and what the meter measured then (kWh). */
export interface MeasuredStep {
  ts: number;
  seconds: number;
  pvKw: number;
  consumptionKw: number;
  measured: Pick<
    StepBalance,
    'gridImport' | 'gridExport' | 'batteryCharge' | 'batteryDischarge' | 'batteryChargeGrid'
  > &
    LoadSplit;
}

/** A device as the replay runs it: its model, present behaviour, part of the site, starting charge and its steps. */
export interface ReplayDevice {
  device: SimDevice;
  behaviour: BatteryBehaviour;
  share: DeviceShare;
  /** State of charge (%) when the month starts. */
  startSoc: number;
  steps: readonly MeasuredStep[];
}

/** Everything one replay needs (pure input). */
export interface ReplayInput {
  zone: string;
  /** The local day number (days since 1970-01-01 in the zone) of the month's first day, and the month's days. */
  firstDay: number;
  days: number;
  pricing: ReplayPricing;
  devices: readonly ReplayDevice[];
  inForce: SiteSettings;
  draft: SiteSettings;
}

/** Running sums of one case: the totals and, per day of the month, what the reasons compare. */
export interface CaseSums {
  flows: { pv: number; consumption: number; gridImport: number; gridExport: number };
  batteryCharge: number;
  batteryDischarge: number;
  gridCharge: number;
  load: LoadSplit;
  importCost: number;
  exportEarnings: number;
  daily: {
    cost: Float64Array;
    gridCharge: Float64Array;
    gridChargeNight: Float64Array;
    solarStored: Float64Array;
    discharge: Float64Array;
  };
}

/** What a replay gives: the measured month and the three cases, each as running sums. */
export interface ReplayResult {
  measured: CaseSums;
  noBattery: CaseSums;
  inForce: CaseSums;
  draft: CaseSums;
}

/** Local hours counted as night for the reasons (22:00 to 06:00). */
const isNight = (hour: number) => hour >= 22 || hour < 6;

function emptySums(days: number): CaseSums {
  return {
    flows: { pv: 0, consumption: 0, gridImport: 0, gridExport: 0 },
    batteryCharge: 0,
    batteryDischarge: 0,
    gridCharge: 0,
    load: { pvEnergi: 0, batteryDischargePV: 0, batteryDischargeGrid: 0, gridPowerImport: 0 },
    importCost: 0,
    exportEarnings: 0,
    daily: {
      cost: new Float64Array(days),
      gridCharge: new Float64Array(days),
      gridChargeNight: new Float64Array(days),
      solarStored: new Float64Array(days),
      discharge: new Float64Array(days),
    },
  };
}

/** Where a step lies in the site's calendar and what its energy costs. */
interface StepTime {
  /** Fractional local hour at the step's middle (the model's clock). */
  hour: number;
  day: number;
  importPrice: number;
  night: boolean;
}

type StepFlows = Pick<
  StepBalance,
  'pv' | 'load' | 'gridImport' | 'gridExport' | 'batteryCharge' | 'batteryDischarge' | 'batteryChargeGrid'
> &
  LoadSplit;

function add(sums: CaseSums, f: StepFlows, time: StepTime, exportPrice: number): void {
  sums.flows.pv += f.pv;
  sums.flows.consumption += f.load;
  sums.flows.gridImport += f.gridImport;
  sums.flows.gridExport += f.gridExport;
  sums.batteryCharge += f.batteryCharge;
  sums.batteryDischarge += f.batteryDischarge;
  sums.gridCharge += f.batteryChargeGrid;
  sums.load.pvEnergi += f.pvEnergi;
  sums.load.batteryDischargePV += f.batteryDischargePV;
  sums.load.batteryDischargeGrid += f.batteryDischargeGrid;
  sums.load.gridPowerImport += f.gridPowerImport;
  const bought = f.gridImport * time.importPrice;
  const sold = f.gridExport * exportPrice;
  sums.importCost += bought;
  sums.exportEarnings += sold;
  if (time.day < 0 || time.day >= sums.daily.cost.length) return;
  sums.daily.cost[time.day]! += bought - sold;
  sums.daily.gridCharge[time.day]! += f.batteryChargeGrid;
  if (time.night) sums.daily.gridChargeNight[time.day]! += f.batteryChargeGrid;
  sums.daily.solarStored[time.day]! += f.batteryCharge - f.batteryChargeGrid;
  sums.daily.discharge[time.day]! += f.batteryDischarge;
}

/** Runs one battery through its steps under a site's settings, adding each step to `sums`. */
function runBattery(
  d: ReplayDevice,
  settings: SiteSettings,
  timeOf: (s: MeasuredStep) => StepTime,
  sums: CaseSums,
  exportPrice: number,
) {
  const kwh = d.device.battery.capacityKwh;
  const run: DeviceRun = {
    battery: { soc: d.startSoc, storedPvKwh: (d.startSoc / 100) * kwh, storedGridKwh: 0 },
    cursor: 0,
    hour: null,
    held: new Map(),
  };
  for (const s of d.steps) {
    const time = timeOf(s);
    const dt = s.seconds / 3600;
    const share = storedPvShare({ pvKwh: run.battery.storedPvKwh, gridKwh: run.battery.storedGridKwh });
    const control = controlOf(settings, d.share, s.ts, run, undefined);
    const step = stepBattery(
      run.battery,
      d.device.battery,
      d.behaviour,
      s.pvKw,
      s.consumptionKw,
      dt,
      time.hour,
      control,
    );
    add(sums, balanceStep(s.pvKw * dt, s.consumptionKw * dt, step.batteryKw * dt, share), time, exportPrice);
  }
}

/** The replay (pure): the measured month and the three cases, summed over the site's devices. */
export function replay(input: ReplayInput): ReplayResult {
  const result: ReplayResult = {
    measured: emptySums(input.days),
    noBattery: emptySums(input.days),
    inForce: emptySums(input.days),
    draft: emptySums(input.days),
  };
  const exportPrice = input.pricing.exportPrice;
  // The site's devices share their steps' times: each is placed in the calendar once.
  const times = new Map<number, StepTime>();
  const timeOf = (s: MeasuredStep): StepTime => {
    const key = s.ts * 2 + (s.seconds === 60 ? 0 : 1);
    let time = times.get(key);
    if (!time) {
      const start = localTime(input.zone, s.ts * 1000);
      const middle = localTime(input.zone, (s.ts + s.seconds / 2) * 1000);
      const hour = Math.floor(start.hour);
      time = {
        hour: middle.hour,
        day: start.dayNumber - input.firstDay,
        importPrice: input.pricing.importByHour[hour] ?? 0,
        night: isNight(hour),
      };
      times.set(key, time);
    }
    return time;
  };
  for (const d of input.devices) {
    for (const s of d.steps) {
      const time = timeOf(s);
      const dt = s.seconds / 3600;
      add(result.measured, { ...s.measured, pv: s.pvKw * dt, load: s.consumptionKw * dt }, time, exportPrice);
      add(result.noBattery, balanceStep(s.pvKw * dt, s.consumptionKw * dt, 0, 1), time, exportPrice);
    }
    if (d.device.kind === 'battery' && d.device.battery.capacityKwh > 0) {
      runBattery(d, input.inForce, timeOf, result.inForce, exportPrice);
      runBattery(d, input.draft, timeOf, result.draft, exportPrice);
    } else {
      for (const s of d.steps) {
        const time = timeOf(s);
        const dt = s.seconds / 3600;
        const flows = balanceStep(s.pvKw * dt, s.consumptionKw * dt, 0, 1);
        add(result.inForce, flows, time, exportPrice);
        add(result.draft, flows, time, exportPrice);
      }
    }
  }
  return result;
}

// --- prices ---------------------------------------------------------------------------------------------------------

/** Tariff models (spec 3 tariff types) whose import price is the same at every hour. */
const FIXED_TARIFFS = new Set(['FixedTariff', 'FixedTariffCharge']);

/**
 * The prices a replay uses. The reference server has no market feed: the import price follows the simulator's own
 * day-ahead curve (the one its OR Model and policies act on), scaled so that a day's mean is the site's import price;
 * a policy that names a fixed tariff keeps it flat. Export is the site's export price at every hour.
 */
export function replayPricing(
  importPrice: number | null,
  exportPrice: number | null,
  tariffModel: string | null,
): ReplayPricing {
  if (importPrice === null || importPrice <= 0) {
    return { kind: 'none', importByHour: Array<number>(24).fill(0), exportPrice: Math.max(0, exportPrice ?? 0) };
  }
  const flat = tariffModel !== null && FIXED_TARIFFS.has(tariffModel);
  const curve = Array.from({ length: 24 }, (_, h) => dayAheadPrice(h + 0.5));
  const mean = curve.reduce((a, b) => a + b, 0) / 24;
  return {
    kind: flat ? 'flat' : 'dayAhead',
    importByHour: curve.map((p) => round(flat ? importPrice : (importPrice * p) / mean, 4)),
    exportPrice: Math.max(0, exportPrice ?? 0),
  };
}

// --- the answer -----------------------------------------------------------------------------------------------------

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f + 0;
};

/** The totals of one case as the answer gives them (kWh to 3 places, money to 2). */
export function totalsOf(sums: CaseSums, capacityKwh: number): ReplayTotals {
  const kwh = (v: number) => round(Math.max(0, v), 3);
  return {
    pv: kwh(sums.flows.pv),
    consumption: kwh(sums.flows.consumption),
    gridImport: kwh(sums.flows.gridImport),
    gridExport: kwh(sums.flows.gridExport),
    batteryCharge: kwh(sums.batteryCharge),
    batteryDischarge: kwh(sums.batteryDischarge),
    gridCharge: kwh(sums.gridCharge),
    pvEnergi: kwh(sums.load.pvEnergi),
    batteryDischargePV: kwh(sums.load.batteryDischargePV),
    batteryDischargeGrid: kwh(sums.load.batteryDischargeGrid),
    gridPowerImport: kwh(sums.load.gridPowerImport),
    cost: round(sums.importCost - sums.exportEarnings, 2),
    importCost: round(sums.importCost, 2),
    exportEarnings: round(sums.exportEarnings, 2),
    selfSufficiency: round(selfSufficiencyPercent(sums.load), 1),
    co2Grams: round(co2Grams(sums.flows.consumption, sums.flows.gridImport), 0),
    cycles: capacityKwh > 0 ? round(sums.batteryDischarge / capacityKwh, 2) : 0,
  };
}

/** A day's cost difference below this (site currency) is no difference. */
const SAME_COST = 0.005;
/** An energy difference below this (kWh) names no cause. */
const SAME_ENERGY = 0.05;

/**
 * Why `first` and `second` differ (pure): for the days each was the cheaper, how much it saved there and the energy
 * difference that explains most of it (grid charging, solar stored, or, when both are alike, when the battery gave
 * its energy back).
 */
export function reasonsOf(compare: ReplayReason['compare'], first: CaseSums, second: CaseSums): ReplayReason[] {
  const reasons: ReplayReason[] = [];
  for (const better of ['first', 'second'] as const) {
    let amount = 0;
    let days = 0;
    const delta = { gridCharging: 0, night: 0, solarStored: 0, dischargeTiming: 0 };
    for (let d = 0; d < first.daily.cost.length; d++) {
      const saved =
        better === 'first'
          ? second.daily.cost[d]! - first.daily.cost[d]!
          : first.daily.cost[d]! - second.daily.cost[d]!;
      if (saved <= SAME_COST) continue;
      amount += saved;
      days++;
      delta.gridCharging += first.daily.gridCharge[d]! - second.daily.gridCharge[d]!;
      delta.night += first.daily.gridChargeNight[d]! - second.daily.gridChargeNight[d]!;
      delta.solarStored += first.daily.solarStored[d]! - second.daily.solarStored[d]!;
      delta.dischargeTiming += first.daily.discharge[d]! - second.daily.discharge[d]!;
    }
    if (days === 0) continue;
    const causes = ['gridCharging', 'solarStored', 'dischargeTiming'] as const;
    const cause = causes.reduce((a, b) => (Math.abs(delta[b]) > Math.abs(delta[a]) + SAME_ENERGY ? b : a));
    const kwh = Math.abs(delta[cause]);
    reasons.push({
      compare,
      better,
      amount: round(amount, 2),
      days,
      cause,
      direction: delta[cause] >= 0 ? 'more' : 'less',
      kwh: round(kwh, 1),
      night: cause === 'gridCharging' && Math.abs(delta.night) > 0.5 * kwh,
    });
  }
  return reasons;
}
