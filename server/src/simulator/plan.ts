/**
 * The plan of a site's day (designed GET /SitePlan): the state of charge its scheduler events, policy and backup
 * settings lead to, by the simulator's own battery model. Each battery runs through the step loop of the history and
 * the live tick (deviceModel.ts `simulateRange`, which steps physics.ts `stepBattery` under control.ts `controlOf`),
 * so the plan of a day that has passed is what the simulated fleet did, and the plan of a day to come is what it will
 * do unless something changes.
 *
 * What the plan assumes: the grid stays (no outage), each battery keeps its present state and mode, PV and consumption
 * are the measured ones where the day has them and the site's expected profiles (physics.ts `pvPowerKw`,
 * `consumptionKw`) elsewhere. It starts from the measured state of charge at the day's start; without one, from the
 * newest earlier measurement carried forward by the same model (at most MAX_LEAD_IN_S), else from the device's latest
 * known value.
 */
import type { PlanStartSource } from '@bess/shared/contract';
import type { Services } from '../services/services';
import { objectsOf, type Store } from '../db/engines/statements';
import { runPrograms } from '../db/engines/program';
import { MINUTES_OF_DEVICE, minuteParameters } from '../db/minuteStore';
import { zonedToEpochMs } from '../repositories/time';
import { controlOf, loadSiteSettings, type DeviceShare, type SiteSettings, DEFAULT_SITE_SETTINGS } from './control';
import { simulateRange, type DeviceRun, type MeasuredLoad, type SimDevice } from './deviceModel';
import { behaviourOf, type BatteryBehaviour } from './physics';
import { UNKNOWN_SOC, readSiteModel } from './siteModel';

/** The plan's points are this far apart (s): a quarter hour, the schedule's finest step. */
export const PLAN_STEP_S = 900;
/** The model carries a measurement at most this far to the day's start (a month: the calendar's widest view). */
export const MAX_LEAD_IN_S = 31 * 86_400;
/** A battery as the plan runs it. */
export interface PlanBattery {
  device: SimDevice;
  behaviour: BatteryBehaviour;
  share: DeviceShare;
  /** The state of charge the plan starts from, and when it held it (epoch s). */
  start: { soc: number; at: number };
  /** The charge each Hold charge event found at its start, for events that started before the plan's run. */
  held?: ReadonlyMap<string, number>;
  /** Measured PV and consumption of the day, where there are some. */
  measuredLoad?: MeasuredLoad;
}

/** A span of epoch seconds, [from, to]. */
export interface Span {
  from: number;
  to: number;
}

/** One point of a site's curve: epoch seconds and state of charge (%). */
export interface SocPoint {
  time: number;
  soc: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The times of the plan's points: every PLAN_STEP_S from the day's start to its end, both included. */
export function planTimes(day: Span): number[] {
  const times: number[] = [];
  for (let t = day.from; t < day.to; t += PLAN_STEP_S) times.push(t);
  times.push(day.to);
  return times;
}

/** The plan of each battery: its capacity (kWh) and its planned state of charge at each of the plan's times. */
export interface BatteryPlan {
  capacity: number;
  soc: number[];
}

/** The plan of a site's day: the times (epoch s) and each battery's planned state of charge at them. */
export interface DayPlan {
  times: number[];
  batteries: BatteryPlan[];
}

/**
 * The planned state of charge of each battery at `planTimes(day)` (pure): stepped by the simulator's model from its
 * start, carried to the day's start first when the start lies before it.
 */
export function planDay(seed: number, settings: SiteSettings, batteries: readonly PlanBattery[], day: Span): DayPlan {
  const times = planTimes(day);
  const plans: BatteryPlan[] = [];
  for (const b of batteries) {
    const kwh = b.device.battery.capacityKwh;
    if (b.device.kind !== 'battery' || kwh <= 0) continue;
    // The run starts on a minute (the step loop's grid), at most MAX_LEAD_IN_S before the day; a start known only
    // after the day's start counts as the day's start.
    const from = Math.min(day.from, Math.floor(Math.max(b.start.at, day.from - MAX_LEAD_IN_S) / 60) * 60);
    const run: DeviceRun = {
      battery: { soc: b.start.soc, storedPvKwh: (b.start.soc / 100) * kwh, storedGridKwh: 0 },
      cursor: from,
      hour: null,
      held: new Map(b.held),
    };
    const options = {
      // minutes over the day, quarter hours before it (as the back-fill steps old history)
      minuteFrom: day.from,
      behaviourAt: () => b.behaviour,
      // the plan assumes the grid stays: no outage
      controlAt: (ts: number, r: DeviceRun) => controlOf(settings, b.share, ts, r, undefined),
      measuredLoad: b.measuredLoad,
    };
    const soc = times.map((time) => {
      simulateRange(seed, b.device, run, { ...options, to: time });
      return run.battery.soc;
    });
    plans.push({ capacity: kwh, soc });
  }
  return { times, batteries: plans };
}

/**
 * A capacity-weighted state of charge (%, one decimal) of the batteries that have a value, as the site's series are
 * summed elsewhere (repositories/telemetry.ts `sumDeviceSeries`); null when none has.
 */
function weighted(parts: readonly { capacity: number; soc: number | undefined }[]): number | null {
  let energy = 0;
  let capacity = 0;
  for (const p of parts) {
    if (p.soc === undefined || p.capacity <= 0) continue;
    energy += p.soc * p.capacity;
    capacity += p.capacity;
  }
  return capacity > 0 ? round(energy / capacity, 1) : null;
}

/** The site's planned state of charge at each time (pure); no battery, no points. */
export function siteCurve(plan: DayPlan): SocPoint[] {
  if (plan.batteries.length === 0) return [];
  return plan.times.map((time, i) => ({
    time,
    soc: weighted(plan.batteries.map((b) => ({ capacity: b.capacity, soc: b.soc[i] }))) ?? 0,
  }));
}

/** How closely measured states of charge followed the plan. */
export interface Followed {
  meanAbsDeviation: number;
  maxAbsDeviation: number;
  points: number;
  until: number;
}

/**
 * The plan against what was measured (pure; `measured[k]` holds battery k's measured SOC by epoch second): at each of
 * the plan's times after the day's start, the site's SOC planned and measured over the batteries measured then (a
 * battery that did not report counts on neither side), and the mean and largest distance in SOC points; null when
 * nothing was measured.
 */
export function followedPlan(plan: DayPlan, measured: readonly ReadonlyMap<number, number>[]): Followed | null {
  let sum = 0;
  let max = 0;
  let points = 0;
  let until = 0;
  for (const [i, time] of plan.times.entries()) {
    if (i === 0) continue; // where the plan starts
    const reported = plan.batteries.flatMap((b, k) => {
      const value = measured[k]?.get(time);
      return value === undefined ? [] : [{ capacity: b.capacity, planned: b.soc[i], measured: value }];
    });
    const planned = weighted(reported.map((r) => ({ capacity: r.capacity, soc: r.planned })));
    const actual = weighted(reported.map((r) => ({ capacity: r.capacity, soc: r.measured })));
    if (planned === null || actual === null) continue;
    const distance = Math.abs(planned - actual);
    sum += distance;
    max = Math.max(max, distance);
    points++;
    until = time;
  }
  if (points === 0) return null;
  return { meanAbsDeviation: round(sum / points, 1), maxAbsDeviation: round(max, 1), points, until };
}

// --- reading the facts ---------------------------------------------------------------------------------------------

/** The year, month and day of `YYYY-MM-DD`, or null when it is no real date (2026-02-30). */
export function calendarDay(day: string): { year: number; month: number; date: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, date };
}

/** A day of a zone's calendar as its span (epoch s, 23 to 25 hours). */
function daySpan(day: { year: number; month: number; date: number }, zone: string): Span {
  return {
    from: Math.floor(zonedToEpochMs(zone, day.year, day.month, day.date) / 1000),
    to: Math.floor(zonedToEpochMs(zone, day.year, day.month, day.date + 1) / 1000),
  };
}

interface TelemetryRow {
  ts: number;
  stateOfCharge: number;
  pv: number;
  consumption: number;
}

/** A plan of a site's day as GET /SitePlan answers it (times in epoch s). */
export interface SitePlan {
  timezone: string;
  start: { soc: number; source: PlanStartSource } | null;
  measuredUntil: number | null;
  points: SocPoint[];
  followed: Followed | null;
}

const rowsIn = (
  store: Store,
  table: 'telemetry_minute' | 'telemetry_hour',
  deviceId: string,
  from: number,
  to: number,
) =>
  table === 'telemetry_minute'
    ? objectsOf<TelemetryRow>(
        store,
        `SELECT ts, "stateOfCharge", pv, consumption FROM ${MINUTES_OF_DEVICE} ORDER BY ts`,
        minuteParameters(deviceId, from, to),
      )
    : objectsOf<TelemetryRow>(
        store,
        `SELECT ts, "stateOfCharge", pv, consumption FROM ${table} WHERE "deviceId" = ? AND ts >= ? AND ts < ? ORDER BY ts`,
        [deviceId, from, to],
      );

// Minutes are looked for in the day before a start only, so that a packed store unpacks at most two days: an older
// start is the hour row's, which ends later than any minute of its hour.
const MINUTE_LOOKBACK_S = 86_400;

/** The newest row of a table before a time: its SOC holds at the end of its step. */
const newestBefore = async (
  store: Store,
  table: 'telemetry_minute' | 'telemetry_hour',
  deviceId: string,
  before: number,
) =>
  (
    await objectsOf<{ ts: number; stateOfCharge: number }>(
      store,
      table === 'telemetry_minute'
        ? `SELECT ts, "stateOfCharge" FROM ${MINUTES_OF_DEVICE} ORDER BY ts DESC LIMIT 1`
        : `SELECT ts, "stateOfCharge" FROM telemetry_hour WHERE "deviceId" = ? AND ts < ? ORDER BY ts DESC LIMIT 1`,
      table === 'telemetry_minute'
        ? minuteParameters(deviceId, before - MINUTE_LOOKBACK_S, before)
        : [deviceId, before],
    )
  )[0];

/**
 * The plan of a site's day (`calendarDay` of YYYY-MM-DD, in the site's zone), or null when the site does not exist.
 * Reads the site, its devices and their telemetry, the settings as the
 * simulator reads them (control.ts `loadSiteSettings`), then runs `planDay`.
 */
export async function sitePlan(
  services: Services,
  siteId: string,
  day: { year: number; month: number; date: number },
): Promise<SitePlan | null> {
  const model = await readSiteModel(services, siteId);
  if (!model) return null;
  const { zone } = model;
  const span = daySpan(day, zone);
  const seed = services.config.seed;
  const nowS = Math.floor(services.now().getTime() / 1000);
  const measuredTo = Math.min(span.to, Math.floor(nowS / 60) * 60);
  const batteries = model.devices.filter((s) => s.sim.kind === 'battery' && s.sim.battery.capacityKwh > 0);
  const siteCapacity = model.capacityKwh;

  const facts = await Promise.all(
    batteries.map(async ({ row, sim }) => {
      const [minute, hour, minuteRows, hourRows] = await Promise.all([
        newestBefore(services, 'telemetry_minute', row.deviceId, span.from),
        newestBefore(services, 'telemetry_hour', row.deviceId, span.from),
        measuredTo > span.from ? rowsIn(services, 'telemetry_minute', row.deviceId, span.from, measuredTo) : [],
        measuredTo > span.from ? rowsIn(services, 'telemetry_hour', row.deviceId, span.from, measuredTo) : [],
      ]);
      // A minute row's SOC holds at the end of its minute, an hour row's at the end of its hour.
      const candidates = [
        ...(minute ? [{ soc: minute.stateOfCharge, at: minute.ts + 60 }] : []),
        ...(hour ? [{ soc: hour.stateOfCharge, at: hour.ts + 3600 }] : []),
      ].sort((a, b) => b.at - a.at);
      const lastKnown = row.lastUpdateTime ? Math.floor(Date.parse(row.lastUpdateTime) / 1000) : NaN;
      const start = candidates[0] ?? {
        soc: row.stateOfCharge ?? UNKNOWN_SOC,
        at: Number.isFinite(lastKnown) ? lastKnown : span.from,
      };
      const source: PlanStartSource = !candidates[0]
        ? 'assumed'
        : candidates[0].at === span.from
          ? 'measured'
          : 'projected';
      // Measured SOC at the end of each row's step; measured PV and consumption over each row's step.
      const soc = new Map<number, number>();
      const minuteLoad = new Map<number, { pvKw: number; consumptionKw: number }>();
      const hourLoad = new Map<number, { pvKw: number; consumptionKw: number }>();
      for (const r of hourRows) {
        soc.set(r.ts + 3600, r.stateOfCharge);
        hourLoad.set(r.ts, { pvKw: r.pv, consumptionKw: r.consumption });
      }
      for (const r of minuteRows) {
        soc.set(r.ts + 60, r.stateOfCharge);
        minuteLoad.set(r.ts, { pvKw: r.pv, consumptionKw: r.consumption });
      }
      const lastMeasured = Math.max(
        0,
        ...minuteRows.slice(-1).map((r) => r.ts + 60),
        ...hourRows.slice(-1).map((r) => r.ts + 3600),
      );
      const measuredLoad: MeasuredLoad = (ts) => minuteLoad.get(ts) ?? hourLoad.get(ts - (ts % 3600));
      return { row, sim, start, source, soc, measuredLoad, lastMeasured };
    }),
  );

  // The settings the simulator obeys over the whole run: from the earliest start carried forward to the day's end.
  const runFrom = Math.min(span.from, ...facts.map((f) => Math.max(f.start.at, span.from - MAX_LEAD_IN_S)));
  let settings: SiteSettings = DEFAULT_SITE_SETTINGS;
  await runPrograms(services, function* () {
    settings = (yield* loadSiteSettings(runFrom, span.to)).get(siteId) ?? DEFAULT_SITE_SETTINGS;
  });
  const holds = await objectsOf<{ deviceId: string; eventId: string; soc: number }>(
    services,
    `SELECT h."deviceId", h."eventId", h.soc FROM simulator_holds h JOIN devices d ON d."deviceId" = h."deviceId"
      WHERE d."siteId" = ?`,
    [siteId],
  );

  const planBatteries: PlanBattery[] = facts.map((f) => {
    const startedBefore = new Set(settings.events.filter((e) => e.start < f.start.at).map((e) => e.id));
    return {
      device: f.sim,
      behaviour: behaviourOf(f.row.state ?? 'passive', f.row.mode ?? 'Unknown'),
      share: {
        batteryShare: f.sim.battery.capacityKwh / siteCapacity,
        share: f.sim.share,
        maxPowerKw: f.sim.battery.maxPowerKw,
      },
      start: f.start,
      // A Hold charge that began before the run holds the charge the simulator took; later ones the plan's own.
      held: new Map(
        holds
          .filter((h) => h.deviceId === f.row.deviceId && startedBefore.has(h.eventId))
          .map((h) => [h.eventId, h.soc]),
      ),
      measuredLoad: f.measuredLoad,
    };
  });
  const plan = planDay(seed, settings, planBatteries, span);
  const points = siteCurve(plan);
  const lastMeasured = Math.max(0, ...facts.map((f) => f.lastMeasured));
  // The weakest source among the site's batteries is the site's.
  const order = ['measured', 'projected', 'assumed'] as const;
  const source = order[Math.max(...facts.map((f) => order.indexOf(f.source)))];
  const [first] = points;
  return {
    timezone: zone,
    start: first && source ? { soc: first.soc, source } : null,
    measuredUntil: lastMeasured > 0 ? Math.min(lastMeasured, measuredTo) : null,
    points,
    followed: followedPlan(
      plan,
      facts.map((f) => f.soc),
    ),
  };
}
