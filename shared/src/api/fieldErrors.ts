/**
 * Field-level errors: what a form shows next to a field and what the API answers a refused input with (400, `errors`).
 * One shape on both sides, so that a value the server refuses is shown where the user typed it, in their language.
 *
 * This part ships with every page (an API error carries field errors). How a validator's errors become field errors
 * is schemaErrors.ts, which only the forms' input check and the server load.
 */
import { VALIDATION_MESSAGES, type ValidationKey } from '../domain/validation';

/** One refused field: its path (`policy.fixedSoc`, `device.fans.0.speed`; '' for the whole input) and why. */
export interface FieldError {
  field: string;
  /** A key of the `error` namespace (`validation.between`), translated where it is shown. */
  key: ValidationKey;
  /** The values of the key's placeholders (`{{min}}`, `{{max}}`). */
  values?: Record<string, string | number>;
}

const VALIDATION_KEY = /^validation\.\w+$/;

/** Reads `errors` of an error body, keeping only well-formed entries with a key the portal knows. */
export function parseFieldErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as Record<string, unknown>).errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw): FieldError[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { field, key, values } = raw as Record<string, unknown>;
    if (typeof field !== 'string' || typeof key !== 'string' || !VALIDATION_KEY.test(key)) return [];
    if (!(key in VALIDATION_MESSAGES)) return [];
    const cleanValues =
      typeof values === 'object' && values !== null
        ? Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' || typeof v === 'number'))
        : undefined;
    const entry: FieldError = { field, key: key as ValidationKey };
    return [cleanValues ? { ...entry, values: cleanValues as Record<string, string | number> } : entry];
  });
}

/** A translator of the `error` namespace. */
export type FieldTranslate = (key: ValidationKey, values?: Record<string, unknown>) => string;

/** The errors by field path, translated: what a form sets on its fields. */
export function fieldMessages(errors: readonly FieldError[], t: FieldTranslate): Map<string, string> {
  return new Map(errors.map((e) => [e.field, t(e.key, e.values)]));
}
