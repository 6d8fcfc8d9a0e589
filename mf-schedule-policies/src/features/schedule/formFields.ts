/**
 * What the schedule tab's forms hold and what the API takes: a typed number is a number, a number field holding
 * text that is not one stays that text (so the API's schema names it: 'You must fill with a valid number'), and an
 * empty field is null. Which fields the user must fill is read from the schema the API checks with.
 */
import { isBlank, parseNumber } from '@bess/shared';
import { objectFields } from '@bess/shared/forms';

/**
 * A number field as the API takes it: null when empty, the number when it is one (a decimal comma is fine: Danish,
 * Swedish and German users type one), else the text itself, which the schema refuses as no valid number.
 */
export function numberOrText(value: unknown): number | string | null {
  if (isBlank(value)) return null;
  const n = parseNumber(value);
  if (n !== null) return n;
  return typeof value === 'string' ? value.trim() : String(value);
}

/** A text field as the API takes it: null when empty, else the text without surrounding spaces. */
export function textOrNull(value: unknown): string | null {
  return isBlank(value) ? null : String(value).trim();
}

/**
 * A body as a form builds it: a number field may still hold text, or null where one is required, which the check
 * refuses before anything is sent.
 */
export type Typed<T> = { [K in keyof T]: T[K] extends number | null ? T[K] | string | null : T[K] };

type JsonSchema = Record<string, unknown>;
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/** The object schema of a value that may also be null (`Nullable(Type.Object(...))`), or the schema itself. */
export function objectSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!isSchema(schema)) return undefined;
  if (schema.type === 'object') return schema;
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]) : [];
  return members.filter(isSchema).find((member) => member.type === 'object');
}

/** Does a text schema take the empty text (no minimum length, no pattern that refuses it)? */
function takesEmptyText(schema: unknown): boolean {
  if (!isSchema(schema) || schema.type !== 'string') return false;
  if ('const' in schema) return schema.const === '';
  if (Array.isArray(schema.enum)) return schema.enum.includes('');
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return false;
  if (typeof schema.pattern !== 'string') return true;
  try {
    return new RegExp(schema.pattern, 'u').test('');
  } catch {
    return true;
  }
}

/**
 * The fields of an object schema a user must fill: those the schema requires that take neither null nor empty text
 * (an event's start time, a load's adapter name), which the form marks as required.
 */
export function requiredFieldsOf(schema: unknown): Set<string> {
  const object = objectSchemaOf(schema);
  if (!object) return new Set();
  const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
  const properties = isSchema(object.properties) ? object.properties : {};
  return new Set(
    objectFields(object)
      .filter((field) => required.has(field.name) && !field.nullable && !takesEmptyText(properties[field.name]))
      .map((field) => field.name),
  );
}
