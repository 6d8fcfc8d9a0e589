/**
 * The fleet's physics as pure functions (ARCHITECTURE 5): PV follows the sun for the site's latitude and longitude,
 * consumption follows a daily profile in the site's timezone, batteries follow their mode within capacity and
 * inverter power, and grid is the balance. Powers in kW (battery positive when it discharges, grid positive when it
 * imports), energies in kWh, state of charge in %.
 */
import { balanceStep, storeAfter, storedPvShare, type LoadSplit } from '@bess/shared/domain';
import { siteTimezone, zonedParts } from '../repositories/time';
import { noise } from './random';

const DEG = Math.PI / 180;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// --- time in the site's timezone ------------------------------------------------------------------------------

const offsetCache = new Map<string, number>();

/**
 * The site's UTC offset in minutes at a moment. European DST changes on the hour, so one lookup per zone and hour is
 * exact; the cache keeps the 2-year back-fill from asking the wall clock millions of times. An unknown zone counts as
 * GMT (spec 3: timezone default GMT).
 */
export function utcOffsetMinutes(timeZone: string, tsMs: number): number {
  const hour = Math.floor(tsMs / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const p = zonedParts(hour * HOUR_MS, siteTimezone(timeZone));
  const offset = Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - hour * HOUR_MS) / 60_000);
  if (offsetCache.size > 500_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** Local clock of a site: fractional hour of day, day of week (0 Sunday) and local day number since the epoch. */
export interface LocalTime {
  hour: number;
  weekday: number;
  dayNumber: number;
  dayOfYear: number;
}

/** The local time at a site (spec 3: each site has its timezone). */
export function localTime(timeZone: string, tsMs: number): LocalTime {
  const local = tsMs + utcOffsetMinutes(timeZone, tsMs) * 60_000;
  const dayNumber = Math.floor(local / DAY_MS);
  const hour = (local - dayNumber * DAY_MS) / HOUR_MS;
  const weekday = (dayNumber + 4) % 7; // 1970-01-01 was a Thursday
  return { hour, weekday, dayNumber, dayOfYear: dayOfYear(tsMs) };
}

/** Day of the year, 1 to 366 (UTC). */
export function dayOfYear(tsMs: number): number {
  const date = new Date(tsMs);
  return Math.floor((tsMs - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
}

// --- the sun -----------------------------------------------------------------------------------------------------

/** Solar elevation in degrees at a place and moment (declination and equation of time from the day of year). */
export function solarElevationDeg(tsMs: number, latitude: number, longitude: number): number {
  const n = dayOfYear(tsMs);
  const declination = 23.44 * Math.sin((2 * Math.PI * (284 + n)) / 365) * DEG;
  const b = (2 * Math.PI * (n - 81)) / 364;
  const equationOfTimeMin = 9.87 * Math.sin(2 * b) - 7.53 * Math.cos(b) - 1.5 * Math.sin(b);
  const utcHours = (((tsMs % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;
  const solarTime = utcHours + longitude / 15 + equationOfTimeMin / 60;
  const hourAngle = 15 * (solarTime - 12) * DEG;
  const phi = latitude * DEG;
  const sinElevation =
    Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sinElevation))) / DEG;
}

/**
 * Clear-sky output per kW of peak at a solar elevation: the Meinel air-mass model on a tilted panel, 0 below the
 * horizon, about 0.85 with a high sun (inverter and cable losses included).
 */
export function clearSkyFactor(elevationDeg: number): number {
  if (elevationDeg <= 0) return 0;
  const sinE = Math.sin(elevationDeg * DEG);
  const airMass = 1 / Math.max(sinE, 0.05);
  const directNormal = 1.353 * Math.pow(0.7, Math.pow(airMass, 0.678));
  // a panel tilted towards the sun catches more than a horizontal one at low sun: blend towards the normal beam
  const onPanel = directNormal * (0.35 + 0.65 * Math.sqrt(sinE));
  return Math.min(1, onPanel * 0.9);
}

/** Cloudiness of a site's day, 0 (clear) to 1 (overcast): deterministic per seed, site and local day. */
export function cloudinessOfDay(seed: number, siteKey: string, dayNumber: number, dayOfYearValue: number): number {
  const winter = 0.5 + 0.5 * Math.cos((2 * Math.PI * (dayOfYearValue - 15)) / 365); // 1 mid-January, 0 mid-July
  const draw = noise(seed, siteKey, 'cloud', dayNumber);
  return Math.min(1, Math.pow(draw, 1.3) * (0.65 + 0.45 * winter));
}

/** A site as the physics needs it. */
export interface SiteClimate {
  /** Key for the deterministic weather and load noise (the site id). */
  key: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** Installed PV in kW peak (spec 3 pvPeak); 0 without PV. */
  pvPeakKw: number;
  /** Mean consumption in kW. */
  baseLoadKw: number;
}

/** PV power of a site in kW: clear sky for its place and time, dimmed by the day's clouds (varying by the hour). */
export function pvPowerKw(seed: number, site: SiteClimate, tsMs: number, local: LocalTime): number {
  if (site.pvPeakKw <= 0) return 0;
  const elevation = solarElevationDeg(tsMs, site.latitude, site.longitude);
  if (elevation <= 0) return 0;
  const cloud = cloudinessOfDay(seed, site.key, local.dayNumber, local.dayOfYear);
  // passing clouds: hourly draws, interpolated so the curve has no steps
  const h = Math.floor(local.hour);
  const f = local.hour - h;
  const passing =
    (1 - f) * noise(seed, site.key, 'pass', local.dayNumber, h) +
    f * noise(seed, site.key, 'pass', local.dayNumber, h + 1);
  const dimming = 1 - 0.8 * cloud * (0.6 + 0.8 * passing);
  return site.pvPeakKw * clearSkyFactor(elevation) * Math.max(0.08, Math.min(1, dimming));
}

function bump(hour: number, centre: number, width: number): number {
  const d = (hour - centre) / width;
  return Math.exp(-d * d);
}

/** The shape of a day's consumption, mean about 1: night base, morning and evening peaks; weekends later and flatter. */
export function loadProfile(hour: number, weekday: number): number {
  const weekend = weekday === 0 || weekday === 6;
  if (weekend) return 0.55 + 0.35 * bump(hour, 10, 2.5) + 0.25 * bump(hour, 14, 3) + 0.7 * bump(hour, 19, 2.2);
  return 0.5 + 0.6 * bump(hour, 7.5, 1.3) + 0.35 * bump(hour, 12.5, 3.5) + 0.9 * bump(hour, 18.5, 2);
}

/** Consumption of a site in kW: the daily profile, a little more in winter, with minute-to-minute noise. */
export function consumptionKw(seed: number, site: SiteClimate, tsMs: number, local: LocalTime): number {
  const winter = 1 + 0.15 * Math.cos((2 * Math.PI * (local.dayOfYear - 15)) / 365);
  const jitter = 0.9 + 0.2 * noise(seed, site.key, 'load', Math.floor(tsMs / 60_000));
  return site.baseLoadKw * loadProfile(local.hour, local.weekday) * winter * jitter;
}

/** Device temperature in C: about 20 to 30, warmer in the afternoon and when the battery works hard. */
export function temperatureC(seed: number, key: string, tsMs: number, hour: number, loadFraction: number): number {
  const daily = Math.sin((2 * Math.PI * (hour - 9)) / 24);
  const jitter = noise(seed, key, 'temp', Math.floor(tsMs / 600_000)) - 0.5;
  const value = 24 + 1.8 * daily + 3 * Math.min(1, Math.abs(loadFraction)) + jitter;
  return Math.round(Math.max(20, Math.min(30, value)) * 10) / 10;
}

// --- batteries ---------------------------------------------------------------------------------------------------

/** How a battery behaves, from its state and mode (spec 4). */
export type BatteryBehaviour = 'selfConsumption' | 'idle' | 'chargeOnly' | 'backup' | 'peakShaving' | 'test';

/** A battery's limits. */
export interface BatterySpec {
  capacityKwh: number;
  maxPowerKw: number;
  /** SOC floor for ordinary use and ceiling, in %. */
  minSoc: number;
  maxSoc: number;
  /** Backup keeps this much in reserve (%). */
  reserveSoc: number;
  /** Peak shaving: grid import above this (kW) is covered by the battery. */
  peakLimitKw: number;
  /** Test mode set point (kW, positive discharges). */
  testSetpointKw: number;
}

/** The energy held, split by where it came from (spec 3 economics: discharge of PV and of grid energy). */
export interface BatteryState {
  soc: number;
  storedPvKwh: number;
  storedGridKwh: number;
}

/** One step's outcome: powers of the step and the energies moved. */
export interface BatteryStep {
  batteryKw: number;
  gridKw: number;
  chargeKwh: number;
  dischargeKwh: number;
  dischargePvKwh: number;
  dischargeGridKwh: number;
  /** The step's load split by origin (kWh; shared energy balance). */
  load: LoadSplit;
  /** Off grid: the PV and load actually served (PV curtailed, load shed when the island fails). */
  pvKw?: number;
  consumptionKw?: number;
  /** Off grid: why the battery could not carry the load this step (spec 4). */
  islandFailure?: IslandFailureReason;
}

/** Self-consumption charges from the grid at night up to this SOC (%). */
export const NIGHT_TARGET_SOC = 45;

/** Charging and discharging each lose this share (round trip about 90 %). */
export const BATTERY_EFFICIENCY = 0.95;

/** Maps a server state and mode to a behaviour (spec 4: idling states hold still; Backup keeps a reserve). */
export function behaviourOf(state: string, mode: string): BatteryBehaviour {
  const s = state.toLowerCase();
  if (!['passive', 'maxself', 'chargeonly', 'externalcontrol', 'gridsupport', 'local', 'peakshaving'].includes(s)) {
    return 'idle';
  }
  if (mode === 'TestMode') return 'test';
  if (mode === 'Backup') return 'backup';
  if (s === 'chargeonly' || mode === 'ChargeOnly') return 'chargeOnly';
  if (s === 'peakshaving') return 'peakShaving';
  if (mode === 'Stop') return 'idle';
  return 'selfConsumption';
}

/**
 * The battery power a behaviour asks for (positive: discharge), before the limits of capacity and inverter. `netKw`
 * is consumption minus PV.
 */
export function requestedBatteryKw(
  behaviour: BatteryBehaviour,
  spec: BatterySpec,
  soc: number,
  netKw: number,
  localHour = 12,
): number {
  switch (behaviour) {
    case 'idle':
      return 0;
    case 'selfConsumption':
      // cheap night hours: top up from the grid to a night target so the morning peak is covered in any season
      if (localHour >= 1 && localHour < 5 && soc < NIGHT_TARGET_SOC) return Math.min(netKw, -0.3 * spec.maxPowerKw);
      return netKw;
    case 'chargeOnly':
      return Math.min(0, netKw);
    case 'backup':
      // spec 4 backup: never below the reserve; below it, top up from the grid at a gentle rate
      if (soc < spec.reserveSoc) return Math.min(netKw, -0.3 * spec.maxPowerKw);
      return netKw;
    case 'peakShaving':
      if (netKw > spec.peakLimitKw) return netKw - spec.peakLimitKw;
      return Math.min(0, netKw);
    case 'test':
      return spec.testSetpointKw;
  }
}

// --- what users set (spec 3: scheduler events, policy, backup settings, peak-shaving limits) ----------------------

/** spec 4 island failures, as `ISLAND_FAILURES` in the shared domain names them. */
export type IslandFailureReason = 'gfmError' | 'powerLimit' | 'socExceededLimit' | 'retryFailed';

/**
 * What a scheduler event or a policy asks of one battery at a moment (spec 3 event kinds; powers already split to
 * the device's part of the site):
 * - charge: charge at `rateKw` towards `targetSoc`, faster when `hoursLeft` (to "fully charged by") needs it;
 * - hold: never below `holdSoc` (the SOC at the event's start) and no charging from the grid;
 * - manual: `setpointKw` as set point (positive discharges);
 * - orModel: cost saving on the day-ahead price: charge at `rateKw` in the cheapest hours, discharge in the dearest;
 * - policy: GridTariffOptimization: charge `nightChargeKw` from the grid in the cheap hours, never below `floorSoc`.
 */
export type Directive =
  | { kind: 'charge'; rateKw: number; targetSoc: number; hoursLeft: number | null }
  | { kind: 'hold'; holdSoc: number }
  | { kind: 'manual'; setpointKw: number }
  | { kind: 'orModel'; rateKw: number }
  | { kind: 'policy'; nightChargeKw: number; floorSoc: number };

/** Everything a site's settings impose on one battery at one moment. */
export interface BatteryControl {
  /** Backup settings (spec 3): the battery never goes below max(minSoc, reservedSoc) nor above maxSoc. */
  minSoc: number;
  maxSoc: number;
  reservedSoc: number;
  directive: Directive | null;
  /** PeakShaving feature: grid import and export limits of the device's part (kW; null: no limit). */
  peak: { importKw: number | null; exportKw: number | null } | null;
  /** The grid is lost: the battery forms the grid and carries the load alone (spec 4 backup, Gridloss). */
  island: boolean;
  /** The island already failed for good (retries used up): the site is dark until the grid returns. */
  blackout?: boolean;
}

/** Share of the inverter's power a top-up to a floor uses (a gentle grid charge). */
const TOP_UP_SHARE = 0.3;

/**
 * A deterministic day-ahead price curve in EUR/kWh by local hour (OR Model and policies need cheap and dear hours;
 * the reference server has no market feed): cheap at night, dear at the morning and evening peaks.
 */
export function dayAheadPrice(localHour: number): number {
  return 0.22 - 0.08 * bump(localHour, 3, 2.2) + 0.1 * bump(localHour, 8, 1.5) + 0.16 * bump(localHour, 18.5, 1.8);
}

const hoursByPrice = Array.from({ length: 24 }, (_, h) => h).sort(
  (a, b) => dayAheadPrice(a + 0.5) - dayAheadPrice(b + 0.5) || a - b,
);
/** The four cheapest whole local hours of the day-ahead curve (grid charging). */
export const CHEAP_HOURS: ReadonlySet<number> = new Set(hoursByPrice.slice(0, 4));
/** The four dearest whole local hours (OR Model discharges). */
export const DEAR_HOURS: ReadonlySet<number> = new Set(hoursByPrice.slice(-4));

/** The SOC window a control allows (%): the backup floor and ceiling, raised by a hold or a policy floor. */
export function socWindow(control: BatteryControl): { floor: number; ceiling: number } {
  let floor = Math.max(control.minSoc, control.reservedSoc);
  const d = control.directive;
  if (d?.kind === 'hold') floor = Math.max(floor, d.holdSoc);
  if (d?.kind === 'policy') floor = Math.max(floor, d.floorSoc);
  return { floor: Math.min(floor, control.maxSoc), ceiling: control.maxSoc };
}

/**
 * The battery power a control asks for (positive: discharge) before the limits of inverter and SOC window: the
 * event or policy if any, else the mode; then the peak-shaving limits. Idling and test mode ignore the settings.
 */
export function controlledRequestKw(
  behaviour: BatteryBehaviour,
  spec: BatterySpec,
  control: BatteryControl,
  soc: number,
  netKw: number,
  localHour: number,
): number {
  if (behaviour === 'idle') return 0;
  if (behaviour === 'test') return spec.testSetpointKw;
  if (control.island) return netKw; // spec 4: off grid the battery carries the load
  const { floor, ceiling } = socWindow(control);
  const hour = Math.floor(localHour);
  const d = control.directive;
  let request: number;
  if (!d || (d.kind === 'policy' && behaviour !== 'selfConsumption')) {
    request = requestedBatteryKw(behaviour, { ...spec, reserveSoc: floor }, soc, netKw, localHour);
  } else {
    switch (d.kind) {
      case 'charge': {
        const target = Math.min(d.targetSoc, ceiling);
        const neededKw =
          d.hoursLeft !== null && d.hoursLeft > 0
            ? (((target - soc) / 100) * spec.capacityKwh) / BATTERY_EFFICIENCY / d.hoursLeft
            : 0;
        // spec 3 Charge: at the rate (or faster to be full by the set time) until full; then it holds
        request = soc < target ? -Math.max(d.rateKw, neededKw) : 0;
        break;
      }
      case 'hold':
        // spec 3 Hold charge: PV surplus may be stored and used again, but never below the SOC at the start
        request = netKw;
        break;
      case 'manual':
        request = d.setpointKw;
        break;
      case 'orModel':
        if (CHEAP_HOURS.has(hour)) request = Math.min(netKw, -d.rateKw);
        else if (DEAR_HOURS.has(hour)) request = Math.max(netKw, d.rateKw);
        else request = netKw;
        break;
      case 'policy':
        if (soc < d.floorSoc) request = Math.min(netKw, -TOP_UP_SHARE * spec.maxPowerKw);
        else if (CHEAP_HOURS.has(hour) && d.nightChargeKw > 0) request = Math.min(netKw, -d.nightChargeKw);
        else request = netKw;
        break;
    }
  }
  if (control.peak) {
    // PeakShaving: discharge so the import stays under its limit, charge so the export stays under its limit
    const { importKw, exportKw } = control.peak;
    if (importKw !== null && behaviour !== 'chargeOnly' && netKw - request > importKw) request = netKw - importKw;
    if (exportKw !== null && netKw - request < -exportKw) request = netKw + exportKw;
  }
  return request;
}

/**
 * Advances a battery by one step of `dtHours` (mutating `state`): the behaviour's request limited by the inverter's
 * maximum power and by the energy the SOC window allows; grid = consumption - pv - battery discharge. With a
 * `control` (the site's settings), its request and SOC window apply instead of the spec's; off grid the grid is 0,
 * surplus PV the battery cannot take is curtailed, and `islandFailure` says why the battery could not carry the load.
 */
export function stepBattery(
  state: BatteryState,
  spec: BatterySpec,
  behaviour: BatteryBehaviour,
  pvKw: number,
  consumptionKw: number,
  dtHours: number,
  localHour = 12,
  control?: BatteryControl,
): BatteryStep {
  if (control?.blackout) return { ...emptyStep(0), pvKw: 0, consumptionKw: 0 };
  const netKw = consumptionKw - pvKw;
  let batteryKw = 0;
  let islandFailure: IslandFailureReason | undefined;
  if (spec.capacityKwh > 0 && spec.maxPowerKw > 0 && dtHours > 0) {
    const requested = control
      ? controlledRequestKw(behaviour, spec, control, state.soc, netKw, localHour)
      : requestedBatteryKw(behaviour, spec, state.soc, netKw, localHour);
    batteryKw = Math.max(-spec.maxPowerKw, Math.min(spec.maxPowerKw, requested));
    let floor: number;
    let ceiling: number;
    if (control) {
      ({ floor, ceiling } = socWindow(control));
    } else {
      floor = behaviour === 'backup' ? Math.max(spec.minSoc, spec.reserveSoc) : spec.minSoc;
      if (behaviour === 'test') floor = 0;
      ceiling = behaviour === 'test' ? 100 : spec.maxSoc;
    }
    const minSoc = Math.min(floor, state.soc);
    if (batteryKw > 0) {
      const availableKwh = Math.max(0, ((state.soc - minSoc) / 100) * spec.capacityKwh);
      batteryKw = Math.min(batteryKw, (availableKwh * BATTERY_EFFICIENCY) / dtHours);
    } else if (batteryKw < 0) {
      const roomKwh = Math.max(0, ((ceiling - state.soc) / 100) * spec.capacityKwh);
      batteryKw = Math.max(batteryKw, -roomKwh / BATTERY_EFFICIENCY / dtHours);
    }
    batteryKw += 0; // no -0 from the clamps
    if (control?.island && behaviour !== 'idle' && behaviour !== 'test') {
      // spec 4 island failures: the load is beyond the inverter, or the SOC reached its limit
      if (netKw > spec.maxPowerKw + 1e-9) islandFailure = 'powerLimit';
      else if (netKw > batteryKw + 1e-9) islandFailure = 'socExceededLimit';
    }
  }
  if (control?.island && (behaviour === 'idle' || behaviour === 'test' || spec.capacityKwh <= 0)) {
    islandFailure = 'gfmError'; // a stopped battery cannot form the grid
  }
  if (islandFailure) return { ...emptyStep(0), pvKw: 0, consumptionKw: 0, islandFailure };
  if (control?.island) {
    // off grid: grid 0; PV the battery cannot store is curtailed
    const usedPv = Math.min(pvKw, consumptionKw - batteryKw);
    return { ...account(state, spec, batteryKw, usedPv, consumptionKw, dtHours), gridKw: 0, pvKw: usedPv };
  }
  return account(state, spec, batteryKw, pvKw, consumptionKw, dtHours);
}

function emptyStep(gridKw: number): BatteryStep {
  return {
    batteryKw: 0,
    gridKw,
    chargeKwh: 0,
    dischargeKwh: 0,
    dischargePvKwh: 0,
    dischargeGridKwh: 0,
    load: { pvEnergi: 0, batteryDischargePV: 0, batteryDischargeGrid: 0, gridPowerImport: 0 },
  };
}

/**
 * Moves the energy of a step at `batteryKw` into or out of the battery and splits it by origin, by the shared energy
 * balance: the load's parts, the charge from PV surplus or grid, the discharge by what the battery held.
 */
function account(
  state: BatteryState,
  spec: BatterySpec,
  batteryKw: number,
  pvKw: number,
  consumptionKw: number,
  dtHours: number,
): BatteryStep {
  const stored = { pvKwh: state.storedPvKwh, gridKwh: state.storedGridKwh };
  const pvShare = storedPvShare(stored);
  const b = balanceStep(pvKw * dtHours, consumptionKw * dtHours, batteryKw * dtHours, pvShare);
  const step: BatteryStep = {
    ...emptyStep(consumptionKw - pvKw - batteryKw),
    batteryKw,
    chargeKwh: b.batteryCharge,
    dischargeKwh: b.batteryDischarge,
    dischargePvKwh: b.batteryDischarge * pvShare,
    dischargeGridKwh: b.batteryDischarge * (1 - pvShare),
    load: {
      pvEnergi: b.pvEnergi,
      batteryDischargePV: b.batteryDischargePV,
      batteryDischargeGrid: b.batteryDischargeGrid,
      gridPowerImport: b.gridPowerImport,
    },
  };
  const after = storeAfter(stored, b, BATTERY_EFFICIENCY);
  state.storedPvKwh = after.pvKwh;
  state.storedGridKwh = after.gridKwh;
  if (spec.capacityKwh > 0) {
    state.soc +=
      ((b.batteryCharge * BATTERY_EFFICIENCY - b.batteryDischarge / BATTERY_EFFICIENCY) / spec.capacityKwh) * 100;
  }
  state.soc = Math.max(0, Math.min(100, state.soc));
  return step;
}
