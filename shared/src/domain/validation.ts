/**
 * The messages of spec 5 and the rules a schema cannot hold. Each rule returns null when the value is valid, else a
 * ValidationError: an i18n key in the `error` namespace and the English text (with `{{name}}` placeholders filled in
 * from `values`). A write's types, ranges and required fields are its schema's, and its cross-field rules are
 * INPUT_RULES (shared/src/api/inputRules.ts): both checked by the forms and the server alike.
 */
import { DEVICE_ID_DIGITS } from './constants';
import { isValidTimezone } from './dates';
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

/** Builds a ValidationError with its English text. */
export function validationError(key: ValidationKey, values?: Record<string, string | number>): ValidationError {
  const message = VALIDATION_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  return values ? { key, message, values } : { key, message };
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

/**
 * spec 3: a site's or group's time zone is one the runtime knows (every client formats the site's times in it). An
 * empty one is not this rule's: the schema says it is required. The value is judged as sent, spaces included.
 */
export function validateTimezone(zone: string | null | undefined): ValidationError | null {
  if (zone === null || zone === undefined || zone === '') return null;
  return isValidTimezone(zone) ? null : validationError('validation.unknownTimezone');
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

/** spec 5: a test-mode value is greater than minus the inverter maximum power and less than it (both exclusive). */
export function validateTestModeValue(value: unknown, inverterMaxPower: number): ValidationError | null {
  if (isBlank(value)) return validationError('validation.required');
  const n = parseNumber(value);
  if (n === null) return validationError('validation.validNumber');
  const max = Math.abs(inverterMaxPower);
  return n > -max && n < max ? null : validationError('validation.testModeRange', { min: -max, max });
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
