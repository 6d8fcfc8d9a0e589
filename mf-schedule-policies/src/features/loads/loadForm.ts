/** The controllable load form (spec 3: every field) and its rules; the server checks the same again. */
import { isBlank, parseNumber, type Wire } from '@bess/shared';

/** The HTTP methods an adapter may use for its action URLs. */
export const LOAD_METHODS = ['GET', 'POST', 'PUT'] as const;
/** How the load draws power. */
export const POWER_CHARACTERISTICS = ['constant', 'variable', 'stepped'] as const;

type LoadFields = Omit<Wire.CreateControllableLoadBody, 'siteId'>;

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

/** A failed rule: a key under `controllableLoads.errors`, or `required` of this remote's events. */
export type LoadErrorKey = 'required' | 'url' | 'number' | 'notNegative' | 'hours' | 'minAboveMax';
export type LoadFormErrors = Partial<Record<keyof LoadFormValues, LoadErrorKey>>;
export type LoadCheck = { ok: true; load: LoadFields } | { ok: false; errors: LoadFormErrors };

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

/** An absolute http(s) URL: the portal stores it for the site controller, which calls it. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks the form: required fields, http(s) URLs, numbers not below 0, hours 0 to 24 with min not above max. */
export function checkLoadForm(values: LoadFormValues): LoadCheck {
  const errors: LoadFormErrors = {};
  for (const field of ['adapterName', 'method', 'powerCharacteristic'] as const) {
    if (isBlank(values[field])) errors[field] = 'required';
  }
  const url = (field: 'actionOnUrl' | 'actionOffUrl' | 'testConnectionUrl', required: boolean) => {
    if (isBlank(values[field])) {
      if (required) errors[field] = 'required';
      return null;
    }
    if (!isHttpUrl(values[field])) errors[field] = 'url';
    return values[field].trim();
  };
  const number = (field: keyof LoadFormValues, required: boolean, max?: number) => {
    if (isBlank(values[field])) {
      if (required) errors[field] = 'required';
      return null;
    }
    const n = parseNumber(values[field]);
    if (n === null) errors[field] = 'number';
    else if (n < 0) errors[field] = 'notNegative';
    else if (max !== undefined && n > max) errors[field] = 'hours';
    return n;
  };
  const actionOnUrl = url('actionOnUrl', true);
  const actionOffUrl = url('actionOffUrl', true);
  const testConnectionUrl = url('testConnectionUrl', false);
  const actionTimeout = number('actionTimeout', true);
  const testConnectionTimeout = number('testConnectionTimeout', false);
  const expectedLoad = number('expectedLoad', true);
  const minActiveHours = number('minActiveHours', true, 24);
  const maxActiveHours = number('maxActiveHours', true, 24);
  if (!errors.minActiveHours && !errors.maxActiveHours && minActiveHours! > maxActiveHours!) {
    errors.minActiveHours = 'minAboveMax';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    load: {
      adapterName: values.adapterName.trim(),
      actionOnUrl: actionOnUrl!,
      actionOffUrl: actionOffUrl!,
      actionTimeout: actionTimeout!,
      testConnectionUrl,
      testConnectionTimeout,
      expectedLoad: expectedLoad!,
      minActiveHours: minActiveHours!,
      maxActiveHours: maxActiveHours!,
      powerCharacteristic: values.powerCharacteristic,
      method: values.method,
    },
  };
}
