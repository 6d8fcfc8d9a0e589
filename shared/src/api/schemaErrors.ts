/**
 * How a JSON Schema validator's errors (TypeBox's `Errors`, which reports as Ajv does) become field errors: one message
 * key per field, with the values of its placeholders. Used by the input check the forms load and by the server; not
 * part of the first paint.
 */
import { VALIDATION_MESSAGES, type ValidationKey } from '../domain/validation';
import type { FieldError } from './fieldErrors';
import { ERROR_OPTION, UNIT_OPTION } from './schemaFields';

/** A validator's error as TypeBox (and Ajv) report it. */
export interface SchemaErrorLike {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

/** `/policy/fixedSoc` -> `policy.fixedSoc` (JSON Pointer escapes undone). */
export function fieldOfPointer(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** The sub-schema a schema path (`#/properties/a/anyOf/0`) names, or undefined. */
function schemaAt(root: unknown, schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/')) {
    if (part === '') continue;
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** The value at a JSON Pointer inside the input. */
function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const part of pointer.split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const join = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);
const fieldError = (field: string, key: ValidationKey, values?: Record<string, string | number>): FieldError =>
  values ? { field, key, values } : { field, key };

/** The message of a number outside its range, from both bounds of its schema so the user reads the whole range. */
function rangeError(field: string, schema: Record<string, unknown> | undefined): FieldError {
  const min = schema?.minimum ?? schema?.exclusiveMinimum;
  const max = schema?.maximum ?? schema?.exclusiveMaximum;
  const exclusive = schema?.exclusiveMinimum !== undefined || schema?.exclusiveMaximum !== undefined;
  const unit = typeof schema?.[UNIT_OPTION] === 'string' ? ` ${schema[UNIT_OPTION] as string}` : '';
  if (typeof min === 'number' && typeof max === 'number') {
    return fieldError(field, exclusive ? 'validation.betweenExclusive' : 'validation.between', {
      min,
      max,
      unit,
    });
  }
  if (typeof min === 'number')
    return fieldError(field, schema?.exclusiveMinimum !== undefined ? 'validation.above' : 'validation.atLeast', {
      min,
      unit,
    });
  if (typeof max === 'number')
    return fieldError(field, schema?.exclusiveMaximum !== undefined ? 'validation.below' : 'validation.atMost', {
      max,
      unit,
    });
  return fieldError(field, 'validation.wrongFormat');
}

/** How sure an error is about its field: a missing or mistyped value says more than a failed branch of a union. */
const RANK: Partial<Record<ValidationKey, number>> = {
  'validation.required': 0,
  'validation.unknownField': 0,
  'validation.validNumber': 1,
  'validation.trueOrFalse': 1,
};

/** One error of the validator as a field error, or null for errors that only summarise others (anyOf, `false`). */
function toFieldError(root: unknown, input: unknown, error: SchemaErrorLike): FieldError[] {
  const field = fieldOfPointer(error.instancePath);
  const schema = schemaAt(root, error.schemaPath);
  const own = schema?.[ERROR_OPTION];
  // The spec's own wording of this value's rule, with the schema's bounds for its placeholders.
  const specWorded = (fallback: FieldError): FieldError => {
    if (typeof own !== 'string' || !(own in VALIDATION_MESSAGES)) return fallback;
    const bounds = Object.fromEntries(
      (['minimum', 'maximum'] as const).flatMap((k) =>
        typeof schema?.[k] === 'number' ? [[k === 'minimum' ? 'min' : 'max', schema[k] as number]] : [],
      ),
    );
    return fieldError(field, own as ValidationKey, Object.keys(bounds).length > 0 ? bounds : undefined);
  };
  switch (error.keyword) {
    case 'required': {
      const names = (error.params.requiredProperties as string[] | undefined) ?? [];
      return names.map((name) => fieldError(join(field, name), 'validation.required'));
    }
    case 'additionalProperties': {
      const names = (error.params.additionalProperties as string[] | undefined) ?? [];
      return names.map((name) => fieldError(join(field, name), 'validation.unknownField'));
    }
    case 'type': {
      const expected = error.params.type;
      // The null branch of a nullable value: the other branch's error says what is wrong.
      if (expected === 'null') return [];
      const actual = valueAt(input, error.instancePath);
      // A value left empty where one is needed is missing, whatever its type would have been.
      if (actual === null || actual === '') return [fieldError(field, 'validation.required')];
      // A value of the wrong type is named as such: a value's own wording (`x-error`) is for values out of its range.
      if (expected === 'integer' && typeof actual === 'number' && Number.isFinite(actual))
        return [fieldError(field, 'validation.wholeNumber')];
      if (expected === 'number' || expected === 'integer') return [fieldError(field, 'validation.validNumber')];
      if (expected === 'boolean') return [fieldError(field, 'validation.trueOrFalse')];
      return [fieldError(field, 'validation.wrongFormat')];
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return [specWorded(rangeError(field, schema))];
    case 'multipleOf':
      return [specWorded(fieldError(field, 'validation.wholeNumber'))];
    case 'minLength': {
      const limit = Number(error.params.limit ?? 1);
      return [
        specWorded(
          limit <= 1
            ? fieldError(field, 'validation.required')
            : fieldError(field, 'validation.tooShort', { min: limit }),
        ),
      ];
    }
    case 'maxLength':
      return [fieldError(field, 'validation.tooLong', { max: Number(error.params.limit) })];
    case 'minItems':
      return [fieldError(field, 'validation.required')];
    case 'maxItems':
      return [fieldError(field, 'validation.tooMany', { max: Number(error.params.limit) })];
    case 'uniqueItems':
      return [fieldError(field, 'validation.notUnique')];
    case 'enum':
    case 'const':
      return [specWorded(fieldError(field, 'validation.oneOf'))];
    case 'pattern':
    case 'format':
      return [specWorded(fieldError(field, 'validation.wrongFormat'))];
    case 'anyOf':
    case 'oneOf':
    case 'boolean':
      return [];
    default:
      return [specWorded(fieldError(field, 'validation.wrongFormat'))];
  }
}

/**
 * A validator's errors as one field error per field, in the order the fields were first named. `root` is the schema
 * validated against (for both bounds of a range and the `x-error` option), `input` the value that failed.
 */
export function toFieldErrors(root: unknown, input: unknown, errors: readonly SchemaErrorLike[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    for (const candidate of toFieldError(root, input, error)) {
      const kept = byField.get(candidate.field);
      if (!kept || (RANK[candidate.key] ?? 2) < (RANK[kept.key] ?? 2)) byField.set(candidate.field, candidate);
    }
  }
  // A union of objects reports each branch's complaint about the object itself beside those about its fields: keep
  // the fields' (what the user can mend), drop the object's.
  const fields = [...byField.keys()];
  return [...byField.values()].filter(
    (e) =>
      e.key === 'validation.required' || !fields.some((other) => other.startsWith(`${e.field}.`) && e.field !== ''),
  );
}

/** The English text of a field error (the API's own message; the portal translates the key instead). */
export function englishFieldMessage(error: FieldError): string {
  return VALIDATION_MESSAGES[error.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    String(error.values?.[name] ?? ''),
  );
}
