import { zonedParts, type Wire } from '@bess/shared';

/** An event the draft adds on every day of the month, from one local hour to another (over midnight when earlier). */
export interface DailyEvent {
  /** A key for the list on screen. */
  key: number;
  eventType: number;
  fromHour: number;
  /** 1 to 24; an hour not after `fromHour` ends on the next day. */
  toHour: number;
  /** kW for the site; null: the inverters' full power (Charge, OR Model) or no set point. */
  rate: number | null;
}

/** The draft as its editor holds it: changes to the schedule that was in force over the month. */
export interface DraftForm {
  /** Keep the month's own events (moved by `shiftHours`). */
  keepEvents: boolean;
  /** Move each of the month's events by this many hours (-12 to 12). */
  shiftHours: number;
  daily: DailyEvent[];
  /** The policy the battery obeys: daily grid charge (kWh) and the lowest charge level (%); both null: none. */
  fixedEnergy: number | null;
  fixedSoc: number | null;
}

/** The largest move of the month's events the editor offers (hours either way). */
export const MAX_SHIFT_HOURS = 12;

/** The draft that changes nothing: what was in force. */
export function draftOf(inForce: Wire.ReplaySchedule): DraftForm {
  return {
    keepEvents: true,
    shiftHours: 0,
    daily: [],
    fixedEnergy: inForce.policy?.fixedEnergy ?? null,
    fixedSoc: inForce.policy?.fixedSoc ?? null,
  };
}

/** Whether a draft is what was in force (then the replay is asked without one). */
export function isUnchanged(form: DraftForm, inForce: Wire.ReplaySchedule): boolean {
  const start = draftOf(inForce);
  return (
    form.keepEvents &&
    form.shiftHours === 0 &&
    form.daily.length === 0 &&
    form.fixedEnergy === start.fixedEnergy &&
    form.fixedSoc === start.fixedSoc
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock time `YYYY-MM-DDTHH:00:00` (the server reads a time without an offset in the site's zone). */
function wall(year: number, month: number, day: number, hour: number): string {
  const d = new Date(Date.UTC(year, month - 1, day, hour));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:00:00`;
}

/** Moves an instant by whole hours (ISO out, in UTC). */
const shifted = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

/**
 * The schedule a draft stands for over `month` (YYYY-MM): the month's events kept and moved, each daily event on
 * every day of the month, and the policy.
 */
export function draftSchedule(form: DraftForm, inForce: Wire.ReplaySchedule, month: string): Wire.ReplaySchedule {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const kept = form.keepEvents
    ? inForce.events.map((e) =>
        form.shiftHours === 0
          ? e
          : {
              ...e,
              startTime: shifted(e.startTime, form.shiftHours),
              endTime: shifted(e.endTime, form.shiftHours),
              fullyChargedBy: e.fullyChargedBy
                ? shifted(e.fullyChargedBy, form.shiftHours)
                : (e.fullyChargedBy ?? null),
            },
      )
    : [];
  const added = form.daily.flatMap((rule) =>
    Array.from({ length: days }, (_, i) => ({
      eventType: rule.eventType,
      startTime: wall(year, monthNumber, i + 1, rule.fromHour),
      endTime: wall(year, monthNumber, i + 1 + (rule.toHour <= rule.fromHour ? 1 : 0), rule.toHour),
      rate: rule.rate,
      fullyChargedBy: null,
    })),
  );
  const policy =
    form.fixedEnergy === null && form.fixedSoc === null
      ? null
      : { fixedEnergy: form.fixedEnergy, fixedSoc: form.fixedSoc };
  return { events: [...kept, ...added], policy };
}

/** `YYYY-MM` of the month an instant lies in, in a zone, `back` months earlier. */
export function monthBefore(nowMs: number, zone: string, back: number): string {
  const p = zonedParts(nowMs, zone);
  const index = p.year * 12 + (p.month - 1) - back;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The months the view offers, newest first: this month (so far) and the twelve before it. */
export function replayMonths(nowMs: number, zone: string): string[] {
  return Array.from({ length: 13 }, (_, back) => monthBefore(nowMs, zone, back));
}
