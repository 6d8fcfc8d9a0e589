/**
 * The rules of a write that JSON Schema cannot say: one field against another (an end after its start, a maximum
 * above its minimum) and a field against facts of the object it is about (a site's battery capacity, an inverter's
 * power, the time now, the event as stored). The form runs them before it sends; the server runs the same ones
 * before it stores (server/src/http/registerRoutes.ts, with the facts of the route's `ruleContext`).
 *
 * Pure and schema-free, so that the browser's copy costs nothing until a form checks.
 */
import { validateTestModeValue, validateTimezone } from '../domain/validation';
import type { FieldError } from './fieldErrors';
import type { EndpointInput } from './client';
import type { EndpointName } from './endpoints';

/** A scheduler event as stored, as far as the rules of its update weigh it. */
export interface StoredEventFacts {
  startTime: string;
  endTime: string;
  description: string;
  eventType: number;
  fullyChargedBy: string | null;
}

/** The facts a rule may weigh; a rule whose fact is unknown does not judge it (the other side will). */
export interface InputRuleContext {
  /** Now, for "not in the past". */
  now?: Date;
  /** The battery capacity of the site the write is about (kWh). */
  batteryCapacityKwh?: number;
  /** The largest power the site's or device's inverters can charge or discharge with (kW). */
  inverterMaxPowerKw?: number;
  /** The event an update is about, as stored: what may still change depends on whether it has started. */
  storedEvent?: StoredEventFacts;
}

type Rule<N extends EndpointName> = (input: EndpointInput<N>, context: InputRuleContext) => FieldError[];

/** A time with an offset or Z, a time without one or a bare date: the server reads the last two as UTC, so do we. */
const NO_OFFSET = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

function ms(iso: string | null | undefined): number {
  if (!iso) return Number.NaN;
  if (!NO_OFFSET.test(iso)) return Date.parse(iso);
  return Date.parse(iso.includes('T') ? `${iso}Z` : `${iso}T00:00:00Z`);
}

/**
 * Five minutes of grace for "not in the past": a form's time has minutes, not seconds, so an event a user starts
 * "now" lies up to a minute behind the clock before it is typed, checked and sent.
 */
export const PAST_GRACE_MS = 5 * 60_000;

/** spec 5 "end after start": an open end (null) is always after. */
function endAfterStart(start: string, end: string | null, field = 'endTime'): FieldError[] {
  if (end === null) return [];
  return ms(end) > ms(start) ? [] : [{ field, key: 'validation.endAfterStart' }];
}

/** Is a time in the past (beyond the grace)? Unknown when there is no clock. */
function isPast(time: string, context: InputRuleContext): boolean {
  return context.now !== undefined && ms(time) < context.now.getTime() - PAST_GRACE_MS;
}

/** An event may not start in the past: the battery cannot do what was planned for a time that is gone. */
function notInPast(start: string, context: InputRuleContext): FieldError[] {
  return isPast(start, context) ? [{ field: 'startTime', key: 'validation.inPast' }] : [];
}

/**
 * A site's charge or discharge rate is within what its batteries' inverters can do together (kW). The simulator
 * splits a site's rate over its batteries by capacity and holds each at its inverter's maximum power, so more than
 * their sum is never delivered (server/README.md, "Batteries obey the site's settings").
 */
function rateWithinInverter(rate: number | null | undefined, context: InputRuleContext): FieldError[] {
  const max = context.inverterMaxPowerKw;
  if (rate === null || rate === undefined || max === undefined) return [];
  return Math.abs(rate) <= max
    ? []
    : [{ field: 'rate', key: 'validation.between', values: { min: -max, max, unit: ' kW' } }];
}

/**
 * What an update may change depends on the event as stored (ARCHITECTURE 8, "Events in the past are read-only"):
 * - not started: anything, but its start not into the past;
 * - running: only its end (to stop it sooner or let it run longer), and not into the past;
 * - ended: nothing; the server answers 409 before the rules, so they do not judge it.
 * Without the stored event the rules cannot tell which, and judge none of this.
 */
function eventUpdate(input: EndpointInput<'updateEvent'>, context: InputRuleContext): FieldError[] {
  const stored = context.storedEvent;
  if (!stored || !context.now) return [];
  const now = context.now.getTime();
  if (ms(stored.endTime) <= now) return [];
  if (ms(stored.startTime) > now) return notInPast(input.startTime, context);
  const fixed: FieldError[] = [];
  const changed = (field: string, same: boolean) => {
    if (!same) fixed.push({ field, key: 'validation.startedEventFixed' });
  };
  changed('startTime', ms(input.startTime) === ms(stored.startTime));
  changed('eventType', input.eventType === stored.eventType);
  changed('description', input.description === stored.description);
  const chargedBy = input.fullyChargedBy ?? null;
  changed(
    'fullyChargedBy',
    chargedBy === stored.fullyChargedBy || (chargedBy !== null && ms(chargedBy) === ms(stored.fullyChargedBy)),
  );
  if (isPast(input.endTime, context)) fixed.push({ field: 'endTime', key: 'validation.endInPast' });
  return fixed;
}

function grantTimes(input: { startTime: string; endTime: string | null }): FieldError[] {
  return endAfterStart(input.startTime, input.endTime);
}

/** A controllable load runs at least its minimum hours a day, which cannot be more than its maximum. */
function activeHours(input: { minActiveHours: number; maxActiveHours: number }): FieldError[] {
  return input.maxActiveHours >= input.minActiveHours
    ? []
    : [{ field: 'maxActiveHours', key: 'validation.notBelowMin' }];
}

const isBlank = (text: string) => text.trim() === '';

/** spec 5: 'Title or message cannot be empty', in the message and in each of its languages; each language once. */
function messageCentre(input: EndpointInput<'setMessageCenter'>): FieldError[] {
  const errors: FieldError[] = [];
  const texts = (entry: { title: string; message: string }, prefix: string) => {
    for (const field of ['title', 'message'] as const)
      if (isBlank(entry[field])) errors.push({ field: `${prefix}${field}`, key: 'validation.messageEmpty' });
  };
  texts(input, '');
  const seen = new Set<string>();
  input.languages.forEach((entry, i) => {
    texts(entry, `languages.${i}.`);
    if (seen.has(entry.language)) errors.push({ field: `languages.${i}.language`, key: 'validation.notUnique' });
    seen.add(entry.language);
  });
  return errors;
}

/** A sharing link's expiry: only while sharing is on, and in the future (a link that has expired is off). */
function sharingExpiry(input: EndpointInput<'updateDashboardSharing'>, context: InputRuleContext): FieldError[] {
  const expiresAt = input.expiresAt;
  if (expiresAt === undefined || expiresAt === null) return [];
  if (!input.isEnabled) return [{ field: 'expiresAt', key: 'validation.expiryNeedsSharing' }];
  if (context.now && ms(expiresAt) <= context.now.getTime())
    return [{ field: 'expiresAt', key: 'validation.expiryInPast' }];
  return [];
}

/**
 * Sites and groups carry a time zone every client formats their times in (spec 3): an unknown one is refused, by the
 * rule and with the text the site and group forms use as the zone is typed.
 */
function knownTimezone(input: { timezone?: string }): FieldError[] {
  const error = validateTimezone(input.timezone);
  return error ? [{ field: 'timezone', key: error.key }] : [];
}

/** The rules by call; a call without an entry has only its schema. */
export const INPUT_RULES: { readonly [N in EndpointName]?: Rule<N> } = {
  // spec 5: max SOC greater than min SOC.
  updateBackupSettings: (input) =>
    input.maxSoc > input.minSoc ? [] : [{ field: 'maxSoc', key: 'validation.maxAboveMin' }],
  // spec 3: access can be time-limited; it ends after it starts.
  addSiteUser: grantTimes,
  updateSiteUser: grantTimes,
  addSiteGroupUser: grantTimes,
  updateSiteGroupUser: grantTimes,
  addDeviceUser: grantTimes,
  updateDeviceUser: grantTimes,
  createEvent: (input, context) => [
    ...endAfterStart(input.startTime, input.endTime),
    ...notInPast(input.startTime, context),
    ...rateWithinInverter(input.rate, context),
  ],
  updateEvent: (input, context) => [...endAfterStart(input.startTime, input.endTime), ...eventUpdate(input, context)],
  // spec 5: the fixed daily grid charge is between 0 and the battery capacity in kWh.
  updatePolicy: (input, context) => {
    const energy = input.policy?.fixedEnergy;
    const capacity = context.batteryCapacityKwh;
    if (energy === null || energy === undefined || capacity === undefined || energy <= capacity) return [];
    return [{ field: 'policy.fixedEnergy', key: 'validation.fixedEnergyRange', values: { max: capacity } }];
  },
  // spec 5: a test-mode value lies strictly between minus and plus the inverter's maximum power.
  // The form checks the value as it is typed with the same rule.
  sendTestMode: (input, context) => {
    const max = context.inverterMaxPowerKw;
    const error = max === undefined ? null : validateTestModeValue(input.value, max);
    return error ? [{ field: 'value', key: error.key, ...(error.values ? { values: error.values } : {}) }] : [];
  },
  createSite: knownTimezone,
  updateSite: knownTimezone,
  createSiteAroundDevice: knownTimezone,
  createSiteGroup: knownTimezone,
  updateSiteGroup: knownTimezone,
  createControllableLoad: activeHours,
  updateControllableLoad: activeHours,
  setMessageCenter: messageCentre,
  updateDashboardSharing: sharingExpiry,
};

/** The rules of one call for an input that already passed its schema. */
export function inputRuleErrors<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
  context: InputRuleContext = {},
): FieldError[] {
  const rule = INPUT_RULES[name] as Rule<N> | undefined;
  return rule ? rule(input, context) : [];
}

/** Does a call have rules beyond its schema? */
export function hasInputRules(name: EndpointName): boolean {
  return INPUT_RULES[name] !== undefined;
}
