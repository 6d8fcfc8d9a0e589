/**
 * The facts of a site's replay (designed POST /SiteReplay), read from the database: the site and its prices, its
 * devices, their measured month step by step, the charge each started the month with, and the settings that were in
 * force. The replay itself is pure (replay.ts).
 */
import type { FieldError, ReplaySchedule, SiteReplayResponse } from '@bess/shared/contract';
import { estimateLoadSplit } from '@bess/shared/domain';
import type { Services } from '../services/services';
import type { TelemetryTables } from '../db/tables/telemetry';
import { objectsOf } from '../db/engines/statements';
import { runPrograms } from '../db/engines/program';
import { MINUTES_OF_DEVICE, minuteParameters } from '../db/minuteStore';
import { parseRequestTime, zonedParts, zonedToEpochMs } from '../repositories/time';
import { DEFAULT_SITE_SETTINGS, loadSiteSettings, type SiteSettings } from './control';
import type { MinuteRow } from './deviceModel';
import { behaviourOf, localTime } from './physics';
import { reasonsOf, replay, replayPricing, totalsOf, type MeasuredStep, type ReplayDevice } from './replay';
import { UNKNOWN_SOC, readSiteModel } from './siteModel';

/** A month of a site's calendar. */
export interface ReplayMonth {
  year: number;
  month: number;
}

/** `YYYY-MM` of a month. */
export const monthKey = (m: ReplayMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;

/** The month before the one `nowMs` lies in, in the zone (the replay's default: the last whole month). */
export function lastMonth(nowMs: number, zone: string): ReplayMonth {
  const p = zonedParts(nowMs, zone);
  return p.month === 1 ? { year: p.year - 1, month: 12 } : { year: p.year, month: p.month - 1 };
}

/** The month that `nowMs` lies in, in the zone. */
export function currentMonth(nowMs: number, zone: string): ReplayMonth {
  const p = zonedParts(nowMs, zone);
  return { year: p.year, month: p.month };
}

/** The columns of an hour row the replay reads; the load split is null where an hour was stored without one. */
type HourRowFacts = Pick<
  TelemetryTables['telemetry_hour'],
  | 'ts'
  | 'stateOfCharge'
  | 'pv'
  | 'consumption'
  | 'gridImportEnergy'
  | 'gridExportEnergy'
  | 'batteryChargeEnergy'
  | 'batteryDischargeEnergy'
  | 'batteryDischargePvEnergy'
  | 'batteryDischargeGridEnergy'
> & { [K in keyof Omit<TelemetryTables['telemetry_hour_load'], 'deviceId' | 'ts'>]: number | null };

/** The columns of a minute row the replay reads. */
type MinuteRowFacts = Pick<MinuteRow, 'ts' | 'stateOfCharge' | 'pv' | 'consumption' | 'grid' | 'inverterPower'>;

const HOUR_SQL = `SELECT h.ts, h."stateOfCharge", h.pv, h.consumption, h."gridImportEnergy", h."gridExportEnergy",
    h."batteryChargeEnergy", h."batteryDischargeEnergy", h."batteryDischargePvEnergy", h."batteryDischargeGridEnergy",
    l."loadPvEnergy", l."loadBatteryPvEnergy", l."loadBatteryGridEnergy", l."loadGridEnergy"
  FROM telemetry_hour h LEFT JOIN telemetry_hour_load l ON l."deviceId" = h."deviceId" AND l.ts = h.ts
  WHERE h."deviceId" = ? AND h.ts >= ? AND h.ts < ? ORDER BY h.ts`;
const MINUTE_SQL = `SELECT ts, "stateOfCharge", pv, consumption, grid, "inverterPower" FROM ${MINUTES_OF_DEVICE} ORDER BY ts`;

/** An hour row as a step: its mean powers, and its energies as measured (the load split estimated where not stored). */
function hourStep(r: HourRowFacts): MeasuredStep {
  const load =
    r.loadPvEnergy !== null
      ? {
          pvEnergi: r.loadPvEnergy,
          batteryDischargePV: r.loadBatteryPvEnergy ?? 0,
          batteryDischargeGrid: r.loadBatteryGridEnergy ?? 0,
          gridPowerImport: r.loadGridEnergy ?? 0,
        }
      : estimateLoadSplit(
          { pv: Math.abs(r.pv), load: r.consumption, batteryDischarge: r.batteryDischargeEnergy },
          { pv: r.batteryDischargePvEnergy, grid: r.batteryDischargeGridEnergy },
        );
  const surplus = Math.max(0, Math.abs(r.pv) - r.consumption);
  return {
    ts: r.ts,
    seconds: 3600,
    pvKw: Math.abs(r.pv),
    consumptionKw: r.consumption,
    measured: {
      gridImport: r.gridImportEnergy,
      gridExport: r.gridExportEnergy,
      batteryCharge: r.batteryChargeEnergy,
      batteryDischarge: r.batteryDischargeEnergy,
      batteryChargeGrid: Math.max(0, r.batteryChargeEnergy - surplus),
      ...load,
    },
  };
}

/** A minute row as a step (powers held for the minute; the battery's store by origin is not in the row: PV first). */
function minuteStep(r: MinuteRowFacts): MeasuredStep {
  const pv = Math.abs(r.pv) / 60;
  const load = r.consumption / 60;
  const battery = r.inverterPower / 60;
  const pvEnergi = Math.min(pv, load);
  const batteryToLoad = Math.min(Math.max(0, battery), load - pvEnergi);
  const charge = Math.max(0, -battery);
  return {
    ts: r.ts,
    seconds: 60,
    pvKw: Math.abs(r.pv),
    consumptionKw: r.consumption,
    measured: {
      gridImport: Math.max(0, r.grid) / 60,
      gridExport: Math.max(0, -r.grid) / 60,
      batteryCharge: charge,
      batteryDischarge: Math.max(0, battery),
      batteryChargeGrid: Math.max(0, charge - (pv - pvEnergi)),
      pvEnergi,
      batteryDischargePV: batteryToLoad,
      batteryDischargeGrid: 0,
      gridPowerImport: load - pvEnergi - batteryToLoad,
    },
  };
}

/**
 * A device's measured steps over [from, to): an hour by its minute rows where it has all sixty (the finest measured),
 * else by its hour row, else by the minutes it has.
 */
export function stepsOf(hours: readonly HourRowFacts[], minutes: readonly MinuteRowFacts[]): MeasuredStep[] {
  const byHour = new Map<number, MinuteRowFacts[]>();
  for (const m of minutes) {
    const hour = m.ts - (m.ts % 3600);
    let list = byHour.get(hour);
    if (!list) byHour.set(hour, (list = []));
    list.push(m);
  }
  const steps: MeasuredStep[] = [];
  const hourRows = new Map(hours.map((h) => [h.ts, h]));
  const starts = [...new Set([...hourRows.keys(), ...byHour.keys()])].sort((a, b) => a - b);
  for (const start of starts) {
    const inMinutes = byHour.get(start) ?? [];
    const row = hourRows.get(start);
    if (row && inMinutes.length < 60) steps.push(hourStep(row));
    else for (const m of inMinutes) steps.push(minuteStep(m));
  }
  return steps;
}

/** What a replay comes to: its answer, or why there is none. */
export type ReplayOutcome =
  | { kind: 'answer'; answer: Omit<SiteReplayResponse, 'siteId'> }
  | { kind: 'noSite' }
  | { kind: 'invalid'; errors: FieldError[] };

/**
 * The replay of a site's month under a draft (default: what was in force). `month` undefined is the last whole month
 * of the site's calendar; a month that has not begun, or a draft event that ends before it starts, is refused.
 */
export async function siteReplay(
  services: Services,
  siteId: string,
  month: ReplayMonth | undefined,
  draft: ReplaySchedule | undefined,
): Promise<ReplayOutcome> {
  const model = await readSiteModel(services, siteId);
  if (!model) return { kind: 'noSite' };
  const { site, zone, capacityKwh } = model;
  const nowMs = services.now().getTime();
  month ??= lastMonth(nowMs, zone);
  const errors: FieldError[] = [];
  const present = currentMonth(nowMs, zone);
  if (month.year * 12 + month.month > present.year * 12 + present.month) {
    errors.push({ field: 'month', key: 'validation.monthNotBegun' });
  }
  const draftEvents = draft?.events.map((e, i) => {
    const start = parseRequestTime(e.startTime, zone);
    const end = parseRequestTime(e.endTime, zone);
    const by = e.fullyChargedBy ? parseRequestTime(e.fullyChargedBy, zone) : null;
    if (start === null) errors.push({ field: `draft.events.${i}.startTime`, key: 'validation.wrongFormat' });
    if (end === null) errors.push({ field: `draft.events.${i}.endTime`, key: 'validation.wrongFormat' });
    else if (start !== null && end <= start) {
      errors.push({ field: `draft.events.${i}.endTime`, key: 'validation.endAfterStart' });
    }
    return { ...e, start: Math.floor((start ?? 0) / 1000), end: Math.floor((end ?? 0) / 1000), by };
  });
  if (errors.length > 0) return { kind: 'invalid', errors };
  const from = Math.floor(zonedToEpochMs(zone, month.year, month.month, 1) / 1000);
  const monthEnd = Math.floor(zonedToEpochMs(zone, month.year, month.month + 1, 1) / 1000);
  // The hours that have ended by now.
  const to = Math.min(monthEnd, Math.floor(nowMs / 3_600_000) * 3600);

  const replayDevices: ReplayDevice[] = await Promise.all(
    model.devices.map(async ({ row, sim }) => {
      const [hours, minutes, before] = await Promise.all([
        to > from ? objectsOf<HourRowFacts>(services, HOUR_SQL, [row.deviceId, from, to]) : [],
        to > from ? objectsOf<MinuteRowFacts>(services, MINUTE_SQL, minuteParameters(row.deviceId, from, to)) : [],
        objectsOf<{ stateOfCharge: number }>(
          services,
          'SELECT "stateOfCharge" FROM telemetry_hour WHERE "deviceId" = ? AND ts < ? ORDER BY ts DESC LIMIT 1',
          [row.deviceId, from],
        ),
      ]);
      // The month starts with the charge the last hour before it ended with, else the first measured in it.
      const startSoc =
        before[0]?.stateOfCharge ??
        hours[0]?.stateOfCharge ??
        minutes[0]?.stateOfCharge ??
        row.stateOfCharge ??
        UNKNOWN_SOC;
      return {
        device: sim,
        behaviour: behaviourOf(row.state ?? 'passive', row.mode ?? 'Unknown'),
        share: {
          batteryShare: capacityKwh > 0 && sim.kind === 'battery' ? sim.battery.capacityKwh / capacityKwh : 0,
          share: sim.share,
          maxPowerKw: sim.battery.maxPowerKw,
        },
        startSoc,
        steps: stepsOf(hours, minutes),
      };
    }),
  );

  let inForce: SiteSettings = DEFAULT_SITE_SETTINGS;
  await runPrograms(services, function* () {
    inForce = (yield* loadSiteSettings(from, monthEnd)).get(siteId) ?? DEFAULT_SITE_SETTINGS;
  });
  const [stored] = await objectsOf<{ policy: string }>(
    services,
    'SELECT policy FROM site_policies WHERE "siteId" = ?',
    [siteId],
  );
  const tariffModel = tariffModelOf(stored?.policy);
  const inForceSchedule = scheduleOf(inForce);
  const draftSettings = draft && draftEvents ? withSchedule(inForce, draftEvents, draft.policy) : inForce;
  const pricing = replayPricing(site.electricityPriceImport, site.electricityPriceExport, tariffModel);

  const firstDay = localTime(zone, from * 1000).dayNumber;
  const days = localTime(zone, (monthEnd - 1) * 1000).dayNumber - firstDay + 1;
  const result = replay({ zone, firstDay, days, pricing, devices: replayDevices, inForce, draft: draftSettings });

  // Each device's steps are in time order: its first and last bound what was measured (a month of minutes is tens of
  // thousands of steps per device, too many to spread into Math.min).
  const spans = replayDevices.flatMap(({ steps }) =>
    steps.length > 0 ? [{ from: steps[0]!.ts, to: steps.at(-1)!.ts + steps.at(-1)!.seconds }] : [],
  );
  const measuredFrom = Math.min(...spans.map((s) => s.from));
  const measuredTo = Math.max(...spans.map((s) => s.to));
  const pad = (n: number) => String(n).padStart(2, '0');
  const answer = {
    month: monthKey(month),
    timezone: zone,
    from: spans.length > 0 ? new Date(measuredFrom * 1000).toISOString() : null,
    to: spans.length > 0 ? new Date(measuredTo * 1000).toISOString() : null,
    steps: {
      minutes: replayDevices.reduce((n, d) => n + d.steps.filter((s) => s.seconds === 60).length, 0),
      hours: replayDevices.reduce((n, d) => n + d.steps.filter((s) => s.seconds === 3600).length, 0),
    },
    capacityKwh: Math.round(capacityKwh * 1000) / 1000,
    pricing,
    inForce: inForceSchedule,
    measured: totalsOf(result.measured, capacityKwh),
    cases: {
      noBattery: totalsOf(result.noBattery, capacityKwh),
      inForce: totalsOf(result.inForce, capacityKwh),
      draft: totalsOf(result.draft, capacityKwh),
    },
    days: Array.from({ length: days }, (_, d) => ({
      day: `${monthKey(month)}-${pad(d + 1)}`,
      measured: Math.round(result.measured.daily.cost[d]! * 100) / 100,
      noBattery: Math.round(result.noBattery.daily.cost[d]! * 100) / 100,
      inForce: Math.round(result.inForce.daily.cost[d]! * 100) / 100,
      draft: Math.round(result.draft.daily.cost[d]! * 100) / 100,
    })),
    reasons:
      capacityKwh > 0
        ? [
            ...reasonsOf('draftVsInForce', result.draft, result.inForce),
            ...reasonsOf('batteryVsNone', result.inForce, result.noBattery),
          ]
        : [],
  };
  return { kind: 'answer', answer };
}

function tariffModelOf(policy: string | undefined): string | null {
  if (!policy) return null;
  try {
    const parsed = JSON.parse(policy) as { tariffModel?: unknown };
    return typeof parsed.tariffModel === 'string' ? parsed.tariffModel : null;
  } catch {
    return null; // an unreadable policy names no tariff
  }
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The schedule a site's settings hold, as a draft starts from it. */
export function scheduleOf(settings: SiteSettings): ReplaySchedule {
  return {
    events: settings.events.map((e) => ({
      eventType: e.eventType,
      startTime: iso(e.start),
      endTime: iso(e.end),
      rate: e.rate,
      fullyChargedBy: e.fullyChargedBy === null ? null : iso(e.fullyChargedBy),
    })),
    policy: settings.policy ? { fixedEnergy: settings.policy.fixedEnergy, fixedSoc: settings.policy.fixedSoc } : null,
  };
}

/** A draft event with its times read (epoch s; `by`, fully charged by, in epoch ms or null). */
interface ReadEvent {
  eventType: number;
  rate: number | null;
  start: number;
  end: number;
  by: number | null;
}

/** A site's settings with a draft's events and policy in place of its own (its backup settings and limits stay). */
export function withSchedule(
  settings: SiteSettings,
  events: readonly ReadEvent[],
  policy: ReplaySchedule['policy'],
): SiteSettings {
  return {
    ...settings,
    events: events
      .map((e, i) => ({
        id: `draft-${i}`,
        eventType: e.eventType,
        rate: e.rate,
        start: e.start,
        end: e.end,
        fullyChargedBy: e.by === null ? null : Math.floor(e.by / 1000),
      }))
      // the latest started wins where events overlap (control.ts `activeEvent`): the order of their starts
      .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id)),
    policy,
  };
}
