/**
 * The rules of a write that JSON Schema cannot say: one field against another (an end after its start, a maximum
 * above its minimum) and a field against facts of the object it is about (a site's battery capacity, an inverter's
 * power, the time now). The form runs them before it sends; the server runs the same ones before it stores.
 *
 * Pure and schema-free, so that the browser's copy costs nothing until a form checks.
 */
import type { FieldError } from './fieldErrors';
import type { EndpointInput } from './client';
import type { EndpointName } from './endpoints';

/** The facts a rule may weigh; a rule whose fact is unknown does not judge it (the other side will). */
export interface InputRuleContext {
  /** Now, for "not in the past". */
  now?: Date;
  /** The battery capacity of the site the write is about (kWh). */
  batteryCapacityKwh?: number;
  /** The largest power the site's or device's inverters can charge or discharge with (kW). */
  inverterMaxPowerKw?: number;
}

type Rule<N extends EndpointName> = (input: EndpointInput<N>, context: InputRuleContext) => FieldError[];

const ms = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** spec 5 "end after start": an open end (null) is always after. */
function endAfterStart(start: string, end: string | null, field = 'endTime'): FieldError[] {
  if (end === null) return [];
  return ms(end) > ms(start) ? [] : [{ field, key: 'validation.endAfterStart' }];
}

/** An event may not start in the past: the battery cannot do what was planned for a time that is gone. */
function notInPast(start: string, context: InputRuleContext): FieldError[] {
  if (!context.now) return [];
  return ms(start) >= context.now.getTime() - PAST_GRACE_MS ? [] : [{ field: 'startTime', key: 'validation.inPast' }];
}

/** A minute of grace, so that an event started "now" in a form is not refused for the seconds it took to send. */
const PAST_GRACE_MS = 60_000;

/** A charge or discharge rate is within what the site's inverters can do (kW). */
function rateWithinInverter(rate: number | null | undefined, context: InputRuleContext): FieldError[] {
  const max = context.inverterMaxPowerKw;
  if (rate === null || rate === undefined || max === undefined) return [];
  return Math.abs(rate) <= max
    ? []
    : [{ field: 'rate', key: 'validation.between', values: { min: -max, max, unit: ' kW' } }];
}

function grantTimes(input: { startTime: string; endTime: string | null }): FieldError[] {
  return endAfterStart(input.startTime, input.endTime);
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
  updateEvent: (input, context) => [
    ...endAfterStart(input.startTime, input.endTime),
    ...notInPast(input.startTime, context),
  ],
  // spec 5: the fixed daily grid charge is between 0 and the battery capacity in kWh.
  updatePolicy: (input, context) => {
    const energy = input.policy?.fixedEnergy;
    const capacity = context.batteryCapacityKwh;
    if (energy === null || energy === undefined || capacity === undefined || energy <= capacity) return [];
    return [{ field: 'policy.fixedEnergy', key: 'validation.fixedEnergyRange', values: { max: capacity } }];
  },
  // spec 5: a test-mode value lies strictly between minus and plus the inverter's maximum power.
  sendTestMode: (input, context) => {
    const max = context.inverterMaxPowerKw;
    if (max === undefined || (input.value > -max && input.value < max)) return [];
    return [{ field: 'value', key: 'validation.testModeRange', values: { min: -max, max } }];
  },
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
