/**
 * An event as the dialog holds it, the bodies /EventSchedule takes from it, and the dialog's own rules (spec 3
 * scheduler event). The API's schema and rules (end after start, not in the past, a rate within the site's inverters,
 * what a started event may change) are checked with the API's own check; these are the ones it does not know.
 */
import { ScheduleMode, findOverlap, isBlank, parseNumber, type StoredEventFacts, type Wire } from '@bess/shared';
import { numberOrText, type Typed } from '../schedule/formFields';
import { instantOf, wallTimeOf, type WallTime } from './siteTime';

type ScheduleEvent = Wire.ScheduleEvent;

/** What the rate field means for an event type (server/README "Batteries obey the site's settings"). */
export type RateUse = 'chargeRate' | 'requiredRate' | 'setPoint' | 'none';

/** spec 3: Charge charges at a rate (empty: full power) by a "fully charged by" time; OR Model needs its rate;
 * Manual's rate is a set point (positive discharges); Hold charge has none. */
export function rateUseOf(eventType: number): RateUse {
  switch (eventType) {
    case ScheduleMode.Charge:
      return 'chargeRate';
    case ScheduleMode.ORModel:
      return 'requiredRate';
    case ScheduleMode.Manual:
      return 'setPoint';
    default:
      return 'none';
  }
}

/** spec 3: only Charge has a time to be fully charged by. */
export const hasFullyChargedBy = (eventType: number) => eventType === ScheduleMode.Charge;

/**
 * Where an event stands at a time: planned (not started: anything may change), running (only its end may change) or
 * ended (history: nothing changes). The API holds updates to the same (shared's INPUT_RULES `updateEvent`, and 409
 * for an event that has ended).
 */
export type EventPhase = 'planned' | 'running' | 'ended';

export function eventPhase(event: Pick<ScheduleEvent, 'startTime' | 'endTime'>, now: number): EventPhase {
  if (Date.parse(event.endTime) <= now) return 'ended';
  return Date.parse(event.startTime) <= now ? 'running' : 'planned';
}

/** The stored event as the API's update rules weigh it. */
export function storedFacts(event: ScheduleEvent): StoredEventFacts {
  return {
    startTime: event.startTime,
    endTime: event.endTime,
    description: event.description,
    eventType: event.eventType,
    fullyChargedBy: event.fullyChargedBy ?? null,
  };
}

/** The dialog's values: times are wall-clock in the site's zone. */
export interface EventFormValues {
  eventType: number;
  description: string;
  start: WallTime | null;
  end: WallTime | null;
  rate: string | number | null;
  fullyChargedBy: WallTime | null;
}

/** A failed rule of the dialog's own: `required` of the error namespace, or a key of this remote's `events.errors`. */
export interface EventFormError {
  key: 'required' | 'overlap' | 'ratePositive' | 'setPointNotZero' | 'fullyChargedByOutside';
  /** The event it overlaps. */
  other?: ScheduleEvent;
}

export type EventFormErrors = Partial<Record<'start' | 'end' | 'rate' | 'fullyChargedBy', EventFormError>>;

const iso = (ms: number) => new Date(ms).toISOString();
const sameWall = (a: WallTime, b: WallTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/**
 * A picked wall time as an instant (ISO, UTC); a stored time whose minute the user left as it was is kept as stored
 * (with its seconds), so that an unchanged time is not a change.
 */
function pickedTime(picked: WallTime, zone: string, stored?: string | null): string {
  if (stored && sameWall(wallTimeOf(Date.parse(stored), zone), picked)) return stored;
  return iso(instantOf(picked, zone));
}

/**
 * The dialog's own rules: start and end are picked; the rate as the event type needs it (when it is a number: other
 * text is the API's check's to name); "fully charged by" inside the event; no overlap with another event of the site
 * (half-open), which the API refuses only once it has the request.
 */
export function ownEventErrors(
  values: EventFormValues,
  zone: string,
  events: readonly ScheduleEvent[],
  id?: string,
): EventFormErrors {
  const errors: EventFormErrors = {};
  if (!values.start) errors.start = { key: 'required' };
  if (!values.end) errors.end = { key: 'required' };
  const start = values.start ? instantOf(values.start, zone) : null;
  const end = values.end ? instantOf(values.end, zone) : null;

  const use = rateUseOf(values.eventType);
  if (use !== 'none') {
    const rate = isBlank(values.rate) ? null : parseNumber(values.rate);
    if (isBlank(values.rate) && use !== 'chargeRate') errors.rate = { key: 'required' };
    else if (rate !== null && use === 'setPoint' && rate === 0) errors.rate = { key: 'setPointNotZero' };
    else if (rate !== null && use !== 'setPoint' && rate <= 0) errors.rate = { key: 'ratePositive' };
  }

  if (hasFullyChargedBy(values.eventType) && values.fullyChargedBy && start !== null && end !== null) {
    const by = instantOf(values.fullyChargedBy, zone);
    if (by <= start || by > end) errors.fullyChargedBy = { key: 'fullyChargedByOutside' };
  }

  // An end before the start is the API's rule to name; an overlap only means something for a real span.
  if (start !== null && end !== null && end > start) {
    const other = findOverlap(events, { id, startTime: iso(start), endTime: iso(end) });
    if (other) errors.start = { key: 'overlap', other };
  }
  return errors;
}

/**
 * POST /EventSchedule's body from the dialog (null while a time is not picked): times as UTC instants, the rate as the
 * event type takes it (empty: null; text that is no number stays text for the API's check to refuse).
 */
export function createEventBody(
  siteId: string,
  values: EventFormValues,
  zone: string,
): Typed<Wire.CreateEventBody> | null {
  if (!values.start || !values.end) return null;
  return {
    siteId,
    description: values.description ?? '',
    startTime: pickedTime(values.start, zone),
    endTime: pickedTime(values.end, zone),
    endMode: 0,
    eventType: values.eventType,
    rate: rateUseOf(values.eventType) === 'none' ? null : numberOrText(values.rate),
    fullyChargedBy:
      hasFullyChargedBy(values.eventType) && values.fullyChargedBy ? pickedTime(values.fullyChargedBy, zone) : null,
  };
}

/**
 * PUT /EventSchedule's body (spec 7: the same fields minus the rate, which stays as stored), null while a time is not
 * picked. A running event sends what is stored but its end: nothing else of it may change.
 */
export function updateEventBody(
  stored: ScheduleEvent,
  values: EventFormValues,
  zone: string,
  phase: EventPhase,
): Wire.UpdateEventBody | null {
  if (!values.start || !values.end) return null;
  const endTime = pickedTime(values.end, zone, stored.endTime);
  const fixed = {
    id: String(stored.id),
    siteId: stored.siteId,
    endMode: 0 as const,
  };
  if (phase === 'running') {
    return {
      ...fixed,
      description: stored.description,
      startTime: stored.startTime,
      endTime,
      eventType: stored.eventType,
      fullyChargedBy: stored.fullyChargedBy ?? null,
    };
  }
  return {
    ...fixed,
    description: values.description ?? '',
    startTime: pickedTime(values.start, zone, stored.startTime),
    endTime,
    eventType: values.eventType,
    fullyChargedBy:
      hasFullyChargedBy(values.eventType) && values.fullyChargedBy
        ? pickedTime(values.fullyChargedBy, zone, stored.fullyChargedBy)
        : null,
  };
}

/** The form field of an API field path of an event body (`startTime` is the start picker); the rest has none. */
export function eventFieldOf(field: string): string | null {
  const fields: Record<string, string> = {
    startTime: 'start',
    endTime: 'end',
    rate: 'rate',
    fullyChargedBy: 'fullyChargedBy',
    description: 'description',
    eventType: 'eventType',
  };
  return fields[field] ?? null;
}
