/**
 * Validation rules of spec 5. Each rule returns null when the value is valid, else a ValidationError: an i18n key in
 * the `error` namespace and the English text (with `{{name}}` placeholders filled in from `values`).
 */
import {
  DEVICE_ID_DIGITS,
  ISLAND_RETRY_COUNT_MAX,
  ISLAND_RETRY_COUNT_MIN,
  PERCENT_MAX,
  PERCENT_MIN,
} from './constants';
import type { BackupSettings, Policy } from './types';
import { en } from '../i18n/resources/en';

/** The i18n namespace of the validation keys. */
export const VALIDATION_NAMESPACE = 'error';

type ValidationName = keyof typeof en.error.validation;
/** i18n key of a validation message (namespace `error`). */
export type ValidationKey = `validation.${ValidationName}`;

/**
 * English texts by key, taken from the English `error` resources so that the interface, the server and the tests
 * read one text. Texts the spec gives are word for word; where it gives two wordings the first is the text
 * (ARCHITECTURE 8) and the second is in VALIDATION_MESSAGES_SHORT.
 */
export const VALIDATION_MESSAGES = Object.fromEntries(
  Object.entries(en.error.validation).map(([name, text]) => [`validation.${name}`, text]),
) as Record<ValidationKey, string>;

/** spec 5: the second wording of messages the spec gives twice (a shorter variant). */
export const VALIDATION_MESSAGES_SHORT: Partial<Record<ValidationKey, string>> = {
  'validation.wrongFormatUppercase': en.error.validation.uppercaseShort,
  'validation.validNumber': en.error.validation.validNumberShort,
  'validation.invalidQr': en.error.validation.invalidQrShort,
};

/** A failed rule: i18n key (namespace `error`), English text, and the values of its placeholders. */
export interface ValidationError {
  key: ValidationKey;
  message: string;
  values?: Record<string, string | number>;
}

/** Errors of a form, by field; a field without an entry is valid. */
export type ValidationErrors<T> = Partial<Record<keyof T, ValidationError>>;

/** Builds a ValidationError with its English text. */
export function validationError(key: ValidationKey, values?: Record<string, string | number>): ValidationError {
  const message = VALIDATION_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  return values ? { key, message, values } : { key, message };
}

/** True when a form has at least one error. */
export function hasErrors<T>(errors: ValidationErrors<T>): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}

/** True for null, undefined and text that is empty after trimming. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Reads a form number: a finite number, or text with an optional decimal comma (Danish, Swedish and German users
 * type one); null when it is not a valid number.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** spec 5: 'The field is required'. */
export function validateRequired(value: unknown): ValidationError | null {
  return isBlank(value) ? validationError('validation.required') : null;
}

const DEVICE_ID = new RegExp(`^(SC|SCR)-\\d{${DEVICE_ID_DIGITS}}$`);

/**
 * spec 5: a device id is required and is SC- or SCR- plus 9 digits, the prefix in capitals. A lower- or mixed-case
 * prefix gets the capital-letters message; anything else malformed gets 'Wrong format'. Surrounding spaces are
 * ignored.
 */
export function validateDeviceId(value: string | null | undefined): ValidationError | null {
  if (isBlank(value)) return validationError('validation.required');
  const id = (value as string).trim();
  if (DEVICE_ID.test(id)) return null;
  // A prefix sc / Sc / scR ... (not followed by another letter) that is not in capitals.
  const prefix = /^(scr?)(?![a-z])/i.exec(id)?.[1];
  if (prefix !== undefined && prefix !== prefix.toUpperCase())
    return validationError('validation.wrongFormatUppercase');
  return validationError('validation.wrongFormat');
}

/** A required number within [min, max]; `integer` also demands a whole number. */
function numberInRange(
  value: unknown,
  min: number,
  max: number,
  key: 'validation.percentRange' | 'validation.retryRange',
  integer = false,
): ValidationError | null {
  if (isBlank(value)) return validationError('validation.required');
  const n = parseNumber(value);
  if (n === null) return validationError('validation.validNumber');
  if (n < min || n > max || (integer && !Number.isInteger(n))) return validationError(key, { min, max });
  return null;
}

/** spec 5 and 9: a SOC or percentage from 0 to 100. */
export function validatePercent(value: unknown): ValidationError | null {
  return numberInRange(value, PERCENT_MIN, PERCENT_MAX, 'validation.percentRange');
}

/** spec 5: island retry count, a whole number from 0 to 5. */
export function validateIslandRetryCount(value: unknown): ValidationError | null {
  return numberInRange(value, ISLAND_RETRY_COUNT_MIN, ISLAND_RETRY_COUNT_MAX, 'validation.retryRange', true);
}

/** spec 5: a transition delay must not be below 0. */
export function validateNotNegative(value: unknown): ValidationError | null {
  if (isBlank(value)) return validationError('validation.required');
  const n = parseNumber(value);
  if (n === null) return validationError('validation.validNumber');
  return n < 0 ? validationError('validation.notNegative') : null;
}

/** Backup settings as a form holds them (numbers or typed text). */
export type BackupSettingsForm = { [K in keyof BackupSettings]: BackupSettings[K] | string };

/**
 * spec 5: backup settings: island retry count 0 to 5; reserved, min and max SOC 0 to 100; max greater than min;
 * transition delays (grid transition interval and off interval) not below 0.
 */
export function validateBackupSettings(settings: BackupSettingsForm): ValidationErrors<BackupSettings> {
  const errors: ValidationErrors<BackupSettings> = {};
  const set = (field: keyof BackupSettings, error: ValidationError | null): void => {
    if (error) errors[field] = error;
  };
  set('islandRetryCount', validateIslandRetryCount(settings.islandRetryCount));
  set('reservedSoc', validatePercent(settings.reservedSoc));
  set('minSoc', validatePercent(settings.minSoc));
  set('maxSoc', validatePercent(settings.maxSoc));
  set('gridTransitionInterval', validateNotNegative(settings.gridTransitionInterval));
  set('gridTransitionOffInterval', validateNotNegative(settings.gridTransitionOffInterval));
  if (!errors.minSoc && !errors.maxSoc) {
    const min = parseNumber(settings.minSoc) as number;
    const max = parseNumber(settings.maxSoc) as number;
    if (max <= min) errors.maxSoc = validationError('validation.maxAboveMin');
  }
  return errors;
}

/** spec 5: a test-mode value is greater than minus the inverter maximum power and less than it (both exclusive). */
export function validateTestModeValue(value: unknown, inverterMaxPower: number): ValidationError | null {
  if (isBlank(value)) return validationError('validation.required');
  const n = parseNumber(value);
  if (n === null) return validationError('validation.validNumber');
  const max = Math.abs(inverterMaxPower);
  return n > -max && n < max ? null : validationError('validation.testModeRange', { min: -max, max });
}

/** spec 5: a policy number must be a valid number ('You must fill with a valid number'); empty counts as invalid. */
export function validatePolicyNumber(value: unknown): ValidationError | null {
  return parseNumber(value) === null ? validationError('validation.validNumber') : null;
}

/** spec 5: expected grid consumption on sunny days (chargePercentage) is 0 to 100 %. */
export function validateChargePercentage(value: unknown): ValidationError | null {
  return validatePolicyNumber(value) ?? validatePercent(value);
}

/** spec 5: fixed daily grid charge (fixedEnergy) is between 0 and the battery capacity in kWh. */
export function validateFixedEnergy(value: unknown, batteryCapacityKwh: number): ValidationError | null {
  const invalid = validatePolicyNumber(value);
  if (invalid) return invalid;
  const n = parseNumber(value) as number;
  return n >= 0 && n <= batteryCapacityKwh
    ? null
    : validationError('validation.fixedEnergyRange', { max: batteryCapacityKwh });
}

/** The policy fields with rules, as a form holds them. */
export type PolicyForm = { [K in keyof Policy]?: Policy[K] | string };

/**
 * spec 5: policy numbers. chargePercentage 0 to 100 and fixedEnergy 0 to the battery capacity when present; any other
 * numeric field that is filled must be a valid number.
 */
export function validatePolicy(policy: PolicyForm, batteryCapacityKwh: number): ValidationErrors<Policy> {
  const errors: ValidationErrors<Policy> = {};
  const numeric: (keyof Policy)[] = ['fixedSoc', 'price', 'priceOffset', 'spotHighPriceThreshold', 'spotPriceMargin'];
  for (const field of numeric) {
    if (!isBlank(policy[field])) {
      const error = validatePolicyNumber(policy[field]);
      if (error) errors[field] = error;
    }
  }
  if ('chargePercentage' in policy) {
    const error = validateChargePercentage(policy.chargePercentage);
    if (error) errors.chargePercentage = error;
  }
  if ('fixedEnergy' in policy) {
    const error = validateFixedEnergy(policy.fixedEnergy, batteryCapacityKwh);
    if (error) errors.fixedEnergy = error;
  }
  return errors;
}

/** spec 5: a message centre message: neither title nor message can be empty. */
export function validateMessageCentreMessage(input: {
  title: string | null | undefined;
  message: string | null | undefined;
}): ValidationErrors<{ title: string; message: string }> {
  const errors: ValidationErrors<{ title: string; message: string }> = {};
  if (isBlank(input.title)) errors.title = validationError('validation.messageEmpty');
  if (isBlank(input.message)) errors.message = validationError('validation.messageEmpty');
  return errors;
}

/** The outcome of reading a QR code. */
export type QrCodeResult = { ok: true; deviceId: string } | { ok: false; error: ValidationError };

/**
 * spec 5: reads the device id from a scanned QR code, else 'Invalid QR-code please try again'. Decision: the code is
 * valid when its text is, or contains (for instance at the end of a URL), exactly one device id SC-/SCR- + 9 digits in
 * capitals.
 */
export function parseQrCode(text: string | null | undefined): QrCodeResult {
  const found = (text ?? '').match(new RegExp(`(?<![A-Za-z0-9])(SC|SCR)-\\d{${DEVICE_ID_DIGITS}}(?!\\d)`, 'g')) ?? [];
  const [deviceId, ...others] = new Set(found);
  return deviceId !== undefined && others.length === 0
    ? { ok: true, deviceId }
    : { ok: false, error: validationError('validation.invalidQr') };
}

/** spec 2 and 5: the terms checkbox must be ticked (the Continue button stays disabled until then). */
export function validateTermsAccepted(checked: boolean): ValidationError | null {
  return checked ? null : validationError('validation.termsRequired');
}
