/**
 * What users set through the API, as the simulated batteries obey it (spec 3: scheduler events, policy, backup
 * settings; spec 7: peak-shaving control parameters). The live tick reads every site's settings in a few fleet-wide
 * queries and turns them, per device and second, into a `BatteryControl` for the physics.
 */
import type { Policy } from '@bess/shared/contract';
import { all, type Program } from '../db/engines/program';
import { DEFAULT_BACKUP_SETTINGS } from '../repositories/siteSettings';
import type { DeviceRun, IslandControl } from './deviceModel';
import { CHEAP_HOURS, type Directive } from './physics';

/** spec 3 event types (the scheduler's ids). */
export const EVENT_TYPE = { Charge: 0, ORModel: 1, HoldCharge: 2, Manual: 3 } as const;

/** spec 3 control source of a site: none 0, policy 3, schedule event 4. */

/** A scheduler event as the simulator needs it (times in epoch seconds). */
export interface SimEvent {
  id: string;
  eventType: number;
  rate: number | null;
  start: number;
  end: number;
  fullyChargedBy: number | null;
}

/** The settings of one site that the batteries obey. */
export interface SiteSettings {
  reservedSoc: number;
  minSoc: number;
  maxSoc: number;
  gridTransitionInterval: number;
  gridTransitionOffInterval: number;
  islandRetryCount: number;
  policy: Pick<Policy, 'fixedEnergy' | 'fixedSoc'> | null;
  /** Events overlapping the simulated window, by start time. */
  events: SimEvent[];
  /** Site peak-shaving limits in kW (PeakShaving feature only). */
  peak: { importKw: number | null; exportKw: number | null } | null;
}

/** The settings of a site that stored none (spec 3 defaults, no policy, no events). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  ...DEFAULT_BACKUP_SETTINGS,
  policy: null,
  events: [],
  peak: null,
};

const toS = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Every site's settings for the window [fromS, toS): backup settings, policies, events overlapping the window and,
 * for sites with the PeakShaving feature, the peak limits (the stored control parameters, else the site's grid
 * limits, as GET /parameters/control would seed them). Four small queries for the whole fleet, as a step of a
 * simulator transaction on either engine (db/engines/program.ts).
 */
export function* loadSiteSettings(fromS: number, toSeconds: number): Program<Map<string, SiteSettings>> {
  const out = new Map<string, SiteSettings>();
  const of = (siteId: string) => {
    let s = out.get(siteId);
    if (!s) {
      s = { ...DEFAULT_SITE_SETTINGS, events: [] };
      out.set(siteId, s);
    }
    return s;
  };
  const backup = yield* all<Omit<SiteSettings, 'policy' | 'events' | 'peak'> & { siteId: string }>(
    'SELECT "siteId", "reservedSoc", "minSoc", "maxSoc", "gridTransitionInterval", "gridTransitionOffInterval", "islandRetryCount" FROM backup_settings',
  );
  for (const { siteId, ...row } of backup) Object.assign(of(siteId), row);
  for (const row of yield* all<{ siteId: string; policy: string }>('SELECT "siteId", policy FROM site_policies')) {
    try {
      const p = JSON.parse(row.policy) as Policy;
      of(row.siteId).policy = { fixedEnergy: p.fixedEnergy ?? null, fixedSoc: p.fixedSoc ?? null };
    } catch {
      // an unreadable policy is no policy
    }
  }
  const events = yield* all<{
    id: string;
    siteId: string;
    eventType: number;
    rate: number | null;
    startTime: string;
    endTime: string;
    fullyChargedBy: string | null;
  }>(
    'SELECT id, "siteId", "eventType", rate, "startTime", "endTime", "fullyChargedBy" FROM schedule_events WHERE "endTime" > ? AND "startTime" < ? ORDER BY "startTime", id',
    new Date(fromS * 1000).toISOString(),
    new Date(toSeconds * 1000).toISOString(),
  );
  for (const e of events) {
    const by = e.fullyChargedBy ? toS(e.fullyChargedBy) : NaN;
    of(e.siteId).events.push({
      id: e.id,
      eventType: e.eventType,
      rate: e.rate,
      start: toS(e.startTime),
      end: toS(e.endTime),
      fullyChargedBy: Number.isFinite(by) ? by : null,
    });
  }
  const peak = yield* all<{ siteId: string; importKw: number | null; exportKw: number | null }>(
    `SELECT s."siteId", COALESCE(c."peakShavingGridImportLimit", s."gridPowerImportLimit") AS "importKw",
            COALESCE(c."peakShavingGridExportLimit", s."gridPowerExportLimit") AS "exportKw"
       FROM sites s LEFT JOIN control_parameters c ON c."siteId" = s."siteId"
      WHERE s.features LIKE '%"PeakShaving"%'`,
  );
  for (const p of peak) of(p.siteId).peak = { importKw: p.importKw, exportKw: p.exportKw };
  return out;
}

/** The event in force at a second (the latest started wins when events overlap), or null. */
export function activeEvent(events: readonly SimEvent[], ts: number): SimEvent | null {
  let found: SimEvent | null = null;
  for (const e of events) if (e.start <= ts && ts < e.end) found = e;
  return found;
}

/** The part of a site a device carries, and its limits. */
export interface DeviceShare {
  /** Its part of the site's battery power and energy (by capacity among the site's batteries). */
  batteryShare: number;
  /** Its part of the site's PV and load (and so of its grid flow). */
  share: number;
  maxPowerKw: number;
}

/** Hours of grid charging a policy spreads its daily energy over (spec 3 fixedEnergy). */
const POLICY_CHARGE_HOURS = CHEAP_HOURS.size;

/**
 * The directive of an event or policy for one device at a second (pure). A Hold charge event needs the SOC at its
 * start: `heldSoc` is that SOC.
 */
export function directiveOf(
  settings: SiteSettings,
  device: DeviceShare,
  ts: number,
  heldSoc: number,
): { directive: Directive | null; event: SimEvent | null } {
  const event = activeEvent(settings.events, ts);
  // a site rate in kW, split by the device's part; no rate means the inverter's full power
  const rateKw = (rate: number | null) =>
    rate === null ? device.maxPowerKw : Math.min(device.maxPowerKw, Math.abs(rate) * device.batteryShare);
  if (event) {
    switch (event.eventType) {
      case EVENT_TYPE.Charge: {
        const by = Math.min(event.fullyChargedBy ?? event.end, event.end);
        return {
          event,
          directive: {
            kind: 'charge',
            rateKw: event.rate === null && event.fullyChargedBy !== null ? 0 : rateKw(event.rate),
            targetSoc: 100,
            hoursLeft: event.fullyChargedBy !== null ? Math.max(1 / 60, (by - ts) / 3600) : null,
          },
        };
      }
      case EVENT_TYPE.HoldCharge:
        return { event, directive: { kind: 'hold', holdSoc: heldSoc } };
      case EVENT_TYPE.Manual:
        return { event, directive: { kind: 'manual', setpointKw: (event.rate ?? 0) * device.batteryShare } };
      case EVENT_TYPE.ORModel:
        return { event, directive: { kind: 'orModel', rateKw: rateKw(event.rate) } };
    }
  }
  const policy = settings.policy;
  if (policy && (policy.fixedEnergy !== null || policy.fixedSoc !== null)) {
    return {
      event: null,
      directive: {
        kind: 'policy',
        nightChargeKw: ((policy.fixedEnergy ?? 0) * device.batteryShare) / POLICY_CHARGE_HOURS,
        floorSoc: policy.fixedSoc ?? 0,
      },
    };
  }
  return { event: null, directive: null };
}

/** A grid outage of a device's site (spec 4 Gridloss / Test): off grid in [from, until), in epoch seconds. */
export interface Outage {
  from: number;
  until: number;
}

/** The control of one device at a second: its site's settings, the event or policy in force, the outage if any. */
export function controlOf(
  settings: SiteSettings,
  device: DeviceShare,
  ts: number,
  run: DeviceRun,
  outage: Outage | undefined,
): IslandControl {
  const event = activeEvent(settings.events, ts);
  let heldSoc = run.battery.soc;
  if (event?.eventType === EVENT_TYPE.HoldCharge) {
    run.held ??= new Map();
    const held = run.held.get(event.id);
    if (held === undefined) run.held.set(event.id, heldSoc);
    else heldSoc = held;
  }
  const { directive } = directiveOf(settings, device, ts, heldSoc);
  const peak = settings.peak
    ? {
        importKw: settings.peak.importKw === null ? null : settings.peak.importKw * device.share,
        exportKw: settings.peak.exportKw === null ? null : settings.peak.exportKw * device.share,
      }
    : null;
  return {
    minSoc: settings.minSoc,
    maxSoc: settings.maxSoc,
    reservedSoc: settings.reservedSoc,
    directive,
    peak,
    island: outage !== undefined && outage.from <= ts && ts < outage.until,
    islandRetryCount: settings.islandRetryCount,
  };
}
