/**
 * One device over time: the step loop shared by the history back-fill and the live tick, so that both write the same
 * rows for the same minutes. Old history is stepped every 15 minutes (only hour rows are kept there); the recent
 * window every minute (minute rows and hour rows).
 */
import { balanceStep, type LoadSplit } from '@bess/shared/domain';
import type { TelemetryTables } from '../db/tables/telemetry';
import {
  localTime,
  consumptionKw,
  pvPowerKw,
  stepBattery,
  temperatureC,
  type BatteryBehaviour,
  type BatteryControl,
  type IslandFailureReason,
  type BatterySpec,
  type BatteryState,
  type SiteClimate,
} from './physics';

export type MinuteRow = TelemetryTables['telemetry_minute'];
/** An hour row with its load split (table telemetry_hour_load). */
export type HourRow = TelemetryTables['telemetry_hour'] &
  Omit<TelemetryTables['telemetry_hour_load'], 'deviceId' | 'ts'>;

/** A device as the simulation sees it: its site's climate, its share of the site's PV and load, its battery. */
export interface SimDevice {
  deviceId: string;
  /** PV devices produce and carry no battery. */
  kind: 'battery' | 'pv';
  site: SiteClimate;
  /** Its part of the site's PV and consumption (the parts of a site's devices add up to 1). */
  share: number;
  battery: BatterySpec;
}

interface HourAccumulator {
  ts: number;
  seconds: number;
  soc: number;
  inverterPower: number;
  pv: number;
  grid: number;
  consumption: number;
  temperature: number;
  pvEnergy: number;
  consumptionEnergy: number;
  gridImportEnergy: number;
  gridExportEnergy: number;
  batteryChargeEnergy: number;
  batteryDischargeEnergy: number;
  batteryDischargePvEnergy: number;
  batteryDischargeGridEnergy: number;
  loadPvEnergy: number;
  loadBatteryPvEnergy: number;
  loadBatteryGridEnergy: number;
  loadGridEnergy: number;
}

/** Where a device's simulation stands: its battery, the next second to simulate and the hour being summed. */
export interface DeviceRun {
  battery: BatteryState;
  /** Epoch seconds, on a minute boundary. */
  cursor: number;
  hour: HourAccumulator | null;
  /** SOC at the start of each Hold charge event seen (spec 3: hold the charge the event found). */
  held?: Map<string, number>;
  /** Off grid: retries left, and whether the island failed for good (dark until the grid returns). */
  island?: { retriesLeft: number; failed: boolean };
  /** Island failures since the caller last drained them (epoch seconds and spec 4 reason). */
  failures?: { ts: number; reason: IslandFailureReason }[];
}

/** The settings in force for a device at a second (undefined: its mode alone, as in the history back-fill). */
export type ControlAt = (ts: number, run: DeviceRun, localHour: number) => IslandControl | undefined;

/** A control with, off grid, the number of retries the backup settings allow (spec 3 island retry count). */
export type IslandControl = BatteryControl & { islandRetryCount?: number };

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/**
 * A device's measured PV and consumption (kW) over `[ts, ts + seconds)`, or undefined where nothing was measured (then
 * the site's expected profiles apply).
 */
export type MeasuredLoad = (ts: number, seconds: number) => { pvKw: number; consumptionKw: number } | undefined;

/** One sample of a device over `[ts, ts + seconds)`; advances the battery unless `dryRun`. */
function sample(
  seed: number,
  device: SimDevice,
  run: DeviceRun,
  behaviour: BatteryBehaviour,
  ts: number,
  seconds: number,
  controlAt?: ControlAt,
  measuredLoad?: MeasuredLoad,
) {
  const mid = (ts + seconds / 2) * 1000;
  const local = localTime(device.site.timezone, mid);
  const measured = measuredLoad?.(ts, seconds);
  let pv = measured ? measured.pvKw : device.share * pvPowerKw(seed, device.site, mid, local);
  let consumption = measured ? measured.consumptionKw : device.share * consumptionKw(seed, device.site, mid, local);
  const control = device.kind === 'battery' ? islandAware(run, controlAt?.(ts, run, local.hour)) : undefined;
  const step =
    device.kind === 'battery'
      ? stepBattery(run.battery, device.battery, behaviour, pv, consumption, seconds / 3600, local.hour, control)
      : {
          batteryKw: 0,
          gridKw: consumption - pv,
          chargeKwh: 0,
          dischargeKwh: 0,
          dischargePvKwh: 0,
          dischargeGridKwh: 0,
          load: loadOnly(pv, consumption, seconds / 3600),
        };
  if (step.islandFailure) recordIslandFailure(run, ts, step.islandFailure);
  // off grid the served PV and load are what the island could carry
  pv = step.pvKw ?? pv;
  consumption = step.consumptionKw ?? consumption;
  const loadFraction = device.battery.maxPowerKw > 0 ? step.batteryKw / device.battery.maxPowerKw : 0;
  const temperature = temperatureC(seed, device.deviceId, mid, local.hour, loadFraction);
  return { pv, consumption, step, temperature };
}

/** The load split of a device without a battery (shared energy balance). */
function loadOnly(pvKw: number, consumptionKw: number, dtHours: number): LoadSplit {
  const b = balanceStep(pvKw * dtHours, consumptionKw * dtHours, 0, 1);
  return {
    pvEnergi: b.pvEnergi,
    batteryDischargePV: 0,
    batteryDischargeGrid: 0,
    gridPowerImport: b.gridPowerImport,
  };
}

/** Adds the island's memory to a control: a new outage starts with all retries, a failed island stays dark. */
function islandAware(run: DeviceRun, control: IslandControl | undefined): BatteryControl | undefined {
  if (!control?.island) {
    run.island = undefined;
    return control;
  }
  run.island ??= { retriesLeft: control.islandRetryCount ?? 0, failed: false };
  return run.island.failed ? { ...control, blackout: true } : control;
}

/** spec 4: each failure uses a retry; with none left the island fails for good (retry failure). */
function recordIslandFailure(run: DeviceRun, ts: number, reason: IslandFailureReason): void {
  const island = (run.island ??= { retriesLeft: 0, failed: false });
  run.failures ??= [];
  run.failures.push({ ts, reason });
  if (reason === 'gfmError' || island.retriesLeft <= 0) {
    island.failed = true;
    if (reason !== 'gfmError') run.failures.push({ ts, reason: 'retryFailed' });
  } else {
    island.retriesLeft--;
  }
}

function addToHour(run: DeviceRun, hourTs: number, seconds: number, s: ReturnType<typeof sample>): void {
  if (!run.hour || run.hour.ts !== hourTs) run.hour = emptyHour(hourTs);
  const h = run.hour;
  const dtHours = seconds / 3600;
  h.seconds += seconds;
  h.soc = run.battery.soc;
  h.inverterPower += s.step.batteryKw * seconds;
  h.pv += s.pv * seconds;
  h.grid += s.step.gridKw * seconds;
  h.consumption += s.consumption * seconds;
  h.temperature += s.temperature * seconds;
  h.pvEnergy += s.pv * dtHours;
  h.consumptionEnergy += s.consumption * dtHours;
  h.gridImportEnergy += Math.max(0, s.step.gridKw) * dtHours;
  h.gridExportEnergy += Math.max(0, -s.step.gridKw) * dtHours;
  h.batteryChargeEnergy += s.step.chargeKwh;
  h.batteryDischargeEnergy += s.step.dischargeKwh;
  h.batteryDischargePvEnergy += s.step.dischargePvKwh;
  h.batteryDischargeGridEnergy += s.step.dischargeGridKwh;
  h.loadPvEnergy += s.step.load.pvEnergi;
  h.loadBatteryPvEnergy += s.step.load.batteryDischargePV;
  h.loadBatteryGridEnergy += s.step.load.batteryDischargeGrid;
  h.loadGridEnergy += s.step.load.gridPowerImport;
}

function emptyHour(ts: number): HourAccumulator {
  return {
    ts,
    seconds: 0,
    soc: 0,
    inverterPower: 0,
    pv: 0,
    grid: 0,
    consumption: 0,
    temperature: 0,
    pvEnergy: 0,
    consumptionEnergy: 0,
    gridImportEnergy: 0,
    gridExportEnergy: 0,
    batteryChargeEnergy: 0,
    batteryDischargeEnergy: 0,
    batteryDischargePvEnergy: 0,
    batteryDischargeGridEnergy: 0,
    loadPvEnergy: 0,
    loadBatteryPvEnergy: 0,
    loadBatteryGridEnergy: 0,
    loadGridEnergy: 0,
  };
}

/** The hour row of an accumulated hour (averages of powers, sums of energies, SOC at its end). */
export function hourRow(deviceId: string, h: HourAccumulator): HourRow {
  const avg = (sum: number) => (h.seconds > 0 ? round(sum / h.seconds, 3) : 0);
  return {
    deviceId,
    ts: h.ts,
    stateOfCharge: round(h.soc, 2),
    inverterPower: avg(h.inverterPower),
    pv: avg(h.pv),
    grid: avg(h.grid),
    consumption: avg(h.consumption),
    temperature: h.seconds > 0 ? round(h.temperature / h.seconds, 1) : 0,
    pvEnergy: round(h.pvEnergy, 4),
    consumptionEnergy: round(h.consumptionEnergy, 4),
    gridImportEnergy: round(h.gridImportEnergy, 4),
    gridExportEnergy: round(h.gridExportEnergy, 4),
    batteryChargeEnergy: round(h.batteryChargeEnergy, 4),
    batteryDischargeEnergy: round(h.batteryDischargeEnergy, 4),
    batteryDischargePvEnergy: round(h.batteryDischargePvEnergy, 4),
    batteryDischargeGridEnergy: round(h.batteryDischargeGridEnergy, 4),
    loadPvEnergy: round(h.loadPvEnergy, 4),
    loadBatteryPvEnergy: round(h.loadBatteryPvEnergy, 4),
    loadBatteryGridEnergy: round(h.loadBatteryGridEnergy, 4),
    loadGridEnergy: round(h.loadGridEnergy, 4),
  };
}

/** Restores the running hour from its minute rows (after a restart of the server). */
export function hourFromMinutes(hourTs: number, rows: readonly MinuteRow[]): HourAccumulator {
  const h = emptyHour(hourTs);
  for (const r of rows) {
    h.seconds += 60;
    h.soc = r.stateOfCharge;
    h.inverterPower += r.inverterPower * 60;
    h.pv += r.pv * 60;
    h.grid += r.grid * 60;
    h.consumption += r.consumption * 60;
    h.temperature += r.temperature * 60;
    h.pvEnergy += r.pv / 60;
    h.consumptionEnergy += r.consumption / 60;
    h.gridImportEnergy += Math.max(0, r.grid) / 60;
    h.gridExportEnergy += Math.max(0, -r.grid) / 60;
    h.batteryChargeEnergy += Math.max(0, -r.inverterPower) / 60;
    h.batteryDischargeEnergy += Math.max(0, r.inverterPower) / 60;
    h.batteryDischargePvEnergy += Math.max(0, r.inverterPower) / 60; // origin unknown after a restart: count it as PV
    const b = balanceStep(r.pv / 60, r.consumption / 60, r.inverterPower / 60, 1);
    h.loadPvEnergy += b.pvEnergi;
    h.loadBatteryPvEnergy += b.batteryDischargePV;
    h.loadGridEnergy += b.gridPowerImport;
  }
  return h;
}

/** What `simulateRange` does. */
export interface RangeOptions {
  /** Simulate up to this second (exclusive; rounded down to a minute). */
  to: number;
  /** From this second on, step every minute and write minute rows; before it, step every 15 minutes. */
  minuteFrom: number;
  /** The behaviour in force at a second (history may differ from the present state). */
  behaviourAt: (ts: number) => BatteryBehaviour;
  /** The site's settings at a second (spec 3); without it the battery follows its mode alone. */
  controlAt?: ControlAt;
  /**
   * PV and consumption where they were measured (a plan weighed against a day that has passed, simulator/plan.ts);
   * the back-fill and the live tick leave it out, their PV and consumption being the model's.
   */
  measuredLoad?: MeasuredLoad;
  onMinute?: (row: MinuteRow) => void;
  onHour?: (row: HourRow) => void;
}

const COARSE_STEP_S = 900;

/** Steps a device from `run.cursor` to `options.to`, writing minute and completed hour rows. Mutates `run`. */
export function simulateRange(seed: number, device: SimDevice, run: DeviceRun, options: RangeOptions): void {
  const to = Math.floor(options.to / 60) * 60;
  let t = run.cursor;
  while (t < to) {
    const coarse = t < options.minuteFrom && t % COARSE_STEP_S === 0 && t + COARSE_STEP_S <= options.minuteFrom;
    const seconds = coarse && t + COARSE_STEP_S <= to ? COARSE_STEP_S : 60;
    const s = sample(seed, device, run, options.behaviourAt(t), t, seconds, options.controlAt, options.measuredLoad);
    const hourTs = t - (t % 3600);
    addToHour(run, hourTs, seconds, s);
    if (seconds === 60 && t >= options.minuteFrom && options.onMinute) {
      options.onMinute({
        deviceId: device.deviceId,
        ts: t,
        stateOfCharge: round(run.battery.soc, 2),
        inverterPower: round(s.step.batteryKw, 3),
        pv: round(s.pv, 3),
        grid: round(s.step.gridKw, 3),
        consumption: round(s.consumption, 3),
        temperature: s.temperature,
      });
    }
    t += seconds;
    if (t % 3600 === 0 && run.hour) {
      options.onHour?.(hourRow(device.deviceId, run.hour));
      run.hour = null;
    }
  }
  run.cursor = Math.max(run.cursor, t);
}

/** The device's live values at a moment, without advancing it (spec 3 live data). */
export function liveSample(
  seed: number,
  device: SimDevice,
  run: DeviceRun,
  behaviour: BatteryBehaviour,
  tsMs: number,
  controlAt?: ControlAt,
) {
  const copy: DeviceRun = {
    battery: { ...run.battery },
    cursor: run.cursor,
    hour: null,
    held: run.held,
    island: run.island ? { ...run.island } : undefined,
    failures: [],
  };
  const s = sample(seed, device, copy, behaviour, Math.floor(tsMs / 1000) - 30, 60, controlAt);
  return {
    inverterPower: round(s.step.batteryKw, 3),
    pv: round(s.pv, 3),
    grid: round(s.step.gridKw, 3),
    consumption: round(s.consumption, 3),
    temperature: s.temperature,
    stateOfCharge: round(run.battery.soc, 1),
  };
}
