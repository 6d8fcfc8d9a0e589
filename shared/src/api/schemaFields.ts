/**
 * What kind of input a schema's value calls for, read from the JSON Schema itself: a form draws a number input with
 * its unit and range, a switch, a select or a text box from the same schema the API checks with. No schema library:
 * TypeBox schemas are plain JSON Schema objects.
 */

/**
 * Schema options the portal reads beside JSON Schema's own keywords:
 * - `x-unit`: the unit a number is in (kW, kWh, %, °C), shown beside its input;
 * - `x-error`: the key of the message for a value outside its range or format, where the specification words it
 *   (spec 5: 'The value must be between 0 and 100 %' for a percentage); a value of the wrong type is named as such.
 */
export const UNIT_OPTION = 'x-unit';
export const ERROR_OPTION = 'x-error';

/** The input a value needs. */
export type FieldInput =
  | {
      kind: 'number';
      integer: boolean;
      min?: number;
      max?: number;
      /** The bounds themselves are refused (exclusiveMinimum / exclusiveMaximum). */
      exclusiveMin?: boolean;
      exclusiveMax?: boolean;
      unit?: string;
    }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly (string | number)[] }
  | { kind: 'text'; maxLength?: number }
  | { kind: 'other' };

/** A field of an object schema: its name, whether it may be null, and its input. */
export interface SchemaField {
  name: string;
  nullable: boolean;
  input: FieldInput;
}

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/** The input of one value's schema; a union with null (spec 3: cleared fields are null) is nullable. */
export function describeValue(schema: unknown): { nullable: boolean; input: FieldInput } {
  if (!isSchema(schema)) return { nullable: false, input: { kind: 'other' } };
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as unknown[]).filter(isSchema) : null;
  if (members) {
    const nullable = members.some((m) => m.type === 'null');
    const rest = members.filter((m) => m.type !== 'null');
    if (rest.length === 1) return { nullable, input: describeValue(rest[0]).input };
    const constants = rest.map((m) => m.const);
    if (rest.length > 0 && constants.every((c) => typeof c === 'string' || typeof c === 'number'))
      return { nullable, input: { kind: 'choice', options: constants as (string | number)[] } };
    return { nullable, input: { kind: 'other' } };
  }
  if (Array.isArray(schema.enum)) return { nullable: false, input: { kind: 'choice', options: schema.enum } };
  switch (schema.type) {
    case 'number':
    case 'integer': {
      const min = schema.minimum ?? schema.exclusiveMinimum;
      const max = schema.maximum ?? schema.exclusiveMaximum;
      return {
        nullable: false,
        input: {
          kind: 'number',
          integer: schema.type === 'integer',
          ...(typeof min === 'number' ? { min } : {}),
          ...(typeof max === 'number' ? { max } : {}),
          ...(schema.exclusiveMinimum !== undefined ? { exclusiveMin: true } : {}),
          ...(schema.exclusiveMaximum !== undefined ? { exclusiveMax: true } : {}),
          ...(typeof schema[UNIT_OPTION] === 'string' ? { unit: schema[UNIT_OPTION] } : {}),
        },
      };
    }
    case 'boolean':
      return { nullable: false, input: { kind: 'boolean' } };
    case 'string':
      return {
        nullable: false,
        input: { kind: 'text', ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}) },
      };
    default:
      return { nullable: false, input: { kind: 'other' } };
  }
}

/** The fields of an object schema, in the order the schema names them. */
export function objectFields(schema: unknown): SchemaField[] {
  if (!isSchema(schema) || !isSchema(schema.properties)) return [];
  return Object.entries(schema.properties).map(([name, value]) => ({ name, ...describeValue(value) }));
}

/** The schema of a property path (`device.fans.0.speed`), through objects and array items; undefined if none. */
export function schemaAtPath(schema: unknown, path: string): unknown {
  let node: unknown = schema;
  for (const part of path.split('.').filter((p) => p !== '')) {
    if (!isSchema(node)) return undefined;
    if (node.type === 'array') {
      node = node.items;
      // An index names an item; a name names a field of every item.
      if (/^\d+$/.test(part)) continue;
      if (!isSchema(node)) return undefined;
    }
    node = isSchema(node.properties) ? node.properties[part] : undefined;
  }
  return node;
}
