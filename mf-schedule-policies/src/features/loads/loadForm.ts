/** The controllable load form (spec 3: every field) and the body /ControllableLoad takes from it. */
import { isBlank, type Wire } from '@bess/shared';
import { numberOrText, textOrNull, type Typed } from '../schedule/formFields';

/** The HTTP methods an adapter may use for its action URLs. */
export const LOAD_METHODS = ['GET', 'POST', 'PUT'] as const;
/** How the load draws power. */
export const POWER_CHARACTERISTICS = ['constant', 'variable', 'stepped'] as const;

/** A load's fields as the API takes them, without the site (and the id of an update). */
export type LoadFields = Omit<Wire.CreateControllableLoadBody, 'siteId'>;

/** The form as typed (numbers as text; a decimal comma is fine). */
export interface LoadFormValues {
  adapterName: string;
  actionOnUrl: string;
  actionOffUrl: string;
  actionTimeout: string;
  testConnectionUrl: string;
  testConnectionTimeout: string;
  expectedLoad: string;
  minActiveHours: string;
  maxActiveHours: string;
  powerCharacteristic: string;
  method: string;
}

/** The form of a stored load (or an empty form). */
export function loadToForm(load: Wire.ControllableLoad | null): LoadFormValues {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    adapterName: text(load?.adapterName),
    actionOnUrl: text(load?.actionOnUrl),
    actionOffUrl: text(load?.actionOffUrl),
    actionTimeout: text(load?.actionTimeout ?? 10),
    testConnectionUrl: text(load?.testConnectionUrl),
    testConnectionTimeout: text(load?.testConnectionTimeout),
    expectedLoad: text(load?.expectedLoad),
    minActiveHours: text(load?.minActiveHours ?? 0),
    maxActiveHours: text(load?.maxActiveHours ?? 24),
    powerCharacteristic: text(load?.powerCharacteristic ?? 'constant'),
    method: text(load?.method ?? 'POST'),
  };
}

/**
 * The load as the API takes it: texts without surrounding spaces, numbers read (a decimal comma is fine), a number
 * field holding other text kept as that text so the API's check refuses it, and an empty optional field null.
 */
export function loadBody(values: LoadFormValues): Typed<LoadFields> {
  const text = (v: string | undefined) => (v ?? '').trim();
  return {
    adapterName: text(values.adapterName),
    actionOnUrl: text(values.actionOnUrl),
    actionOffUrl: text(values.actionOffUrl),
    actionTimeout: numberOrText(values.actionTimeout),
    testConnectionUrl: textOrNull(values.testConnectionUrl),
    testConnectionTimeout: numberOrText(values.testConnectionTimeout),
    expectedLoad: numberOrText(values.expectedLoad),
    minActiveHours: numberOrText(values.minActiveHours),
    maxActiveHours: numberOrText(values.maxActiveHours),
    powerCharacteristic: text(values.powerCharacteristic),
    method: text(values.method),
  };
}

/** An absolute http(s) URL: the portal stores it for the site controller, which calls it. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const URL_FIELDS = ['actionOnUrl', 'actionOffUrl', 'testConnectionUrl'] as const;

/**
 * The URL fields that hold something other than an absolute http(s) URL. The API refuses them too (with the same
 * message, `validation.httpUrl`), but only once it has the request: its schema does not say it, so the form does.
 */
export function badUrlFields(values: LoadFormValues): (typeof URL_FIELDS)[number][] {
  return URL_FIELDS.filter((field) => !isBlank(values[field]) && !isHttpUrl(values[field]));
}
