/** The rules of an event as the dialog holds it (spec 3 scheduler event; overlap and end-after-start refused). */
import { ScheduleMode, findOverlap, parseNumber, type Wire } from '@bess/shared';
import { instantOf, type WallTime } from './siteTime';

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

/** The dialog's values: times are wall-clock in the site's zone. */
export interface EventFormValues {
  id?: string;
  eventType: number;
  description: string;
  start: WallTime | null;
  end: WallTime | null;
  rate: string | number | null;
  fullyChargedBy: WallTime | null;
}

/** A failed rule: a key of this remote's `events.errors`, with values for its placeholders. */
export interface EventFormError {
  key: 'required' | 'endBeforeStart' | 'overlap' | 'ratePositive' | 'setPointNotZero' | 'fullyChargedByOutside';
  other?: ScheduleEvent;
}

export type EventFormErrors = Partial<Record<'start' | 'end' | 'rate' | 'fullyChargedBy', EventFormError>>;

/** The checked event as the API takes it, or the errors by field. */
export type EventFormResult =
  | { ok: true; startTime: string; endTime: string; rate: number | null; fullyChargedBy: string | null }
  | { ok: false; errors: EventFormErrors };

/**
 * Checks a form against the rules and the site's other events: start and end required, end after start, no overlap
 * (half-open), the rate as the type needs it, "fully charged by" inside the event.
 */
export function checkEventForm(
  values: EventFormValues,
  zone: string,
  events: readonly ScheduleEvent[],
): EventFormResult {
  const errors: EventFormErrors = {};
  if (!values.start) errors.start = { key: 'required' };
  if (!values.end) errors.end = { key: 'required' };
  const start = values.start ? instantOf(values.start, zone) : null;
  const end = values.end ? instantOf(values.end, zone) : null;
  if (start !== null && end !== null && end <= start) errors.end = { key: 'endBeforeStart' };

  let rate: number | null = null;
  const use = rateUseOf(values.eventType);
  const blank = values.rate === null || values.rate === '' || values.rate === undefined;
  if (use !== 'none' && !blank) {
    rate = parseNumber(values.rate);
    if (rate === null) errors.rate = { key: 'required' };
    else if (use === 'setPoint' && rate === 0) errors.rate = { key: 'setPointNotZero' };
    else if (use !== 'setPoint' && rate <= 0) errors.rate = { key: 'ratePositive' };
  } else if (blank && (use === 'requiredRate' || use === 'setPoint')) {
    errors.rate = { key: 'required' };
  }

  let fullyChargedBy: number | null = null;
  if (hasFullyChargedBy(values.eventType) && values.fullyChargedBy) {
    fullyChargedBy = instantOf(values.fullyChargedBy, zone);
    if (start !== null && end !== null && (fullyChargedBy <= start || fullyChargedBy > end)) {
      errors.fullyChargedBy = { key: 'fullyChargedByOutside' };
    }
  }

  if (start !== null && end !== null && !errors.end) {
    const other = findOverlap(events, {
      id: values.id,
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
    });
    if (other) errors.start = { key: 'overlap', other };
  }

  if (Object.keys(errors).length > 0 || start === null || end === null) return { ok: false, errors };
  return {
    ok: true,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    rate,
    fullyChargedBy: fullyChargedBy === null ? null : new Date(fullyChargedBy).toISOString(),
  };
}
