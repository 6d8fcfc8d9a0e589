import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { englishFieldMessage, toFieldErrors, type FieldError } from '@bess/shared/contract';
import { HttpError } from './errors';

/** A decimal number as text, nothing else: no `true`, no empty text, no hexadecimal, no `Infinity`. */
const NUMBER_TEXT = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

type JsonSchema = Record<string, unknown>;

/** The JSON types a schema admits, looking through unions (a nullable number admits number and null). */
function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const type = schema.type;
  if (typeof type === 'string') types.add(type);
  if (Array.isArray(type)) for (const t of type) types.add(String(t));
  for (const member of [...((schema.anyOf as JsonSchema[]) ?? []), ...((schema.oneOf as JsonSchema[]) ?? [])])
    for (const t of typesOf(member)) types.add(t);
  const constants = [...((schema.enum as unknown[]) ?? []), ...('const' in schema ? [schema.const] : [])];
  for (const c of constants) types.add(typeof c === 'number' ? 'number' : typeof c);
  return types;
}

/** The item schema of an array schema, looking through unions. */
function itemsOf(schema: JsonSchema): JsonSchema {
  if (schema.type === 'array') return (schema.items as JsonSchema) ?? {};
  for (const member of (schema.anyOf as JsonSchema[]) ?? []) if (member.type === 'array') return itemsOf(member);
  return {};
}

/**
 * One value of a query string or path, read as its schema's type where the text says exactly that: `12.5` as a
 * number, `true` and `false` as booleans, a single `ids=a` as a list of one. Anything else stays text and fails the
 * schema: `offset=true` is not 1.
 */
function readText(schema: JsonSchema, value: unknown): unknown {
  const types = typesOf(schema);
  if (Array.isArray(value)) return types.has('array') ? value.map((v) => readText(itemsOf(schema), v)) : value;
  if (typeof value !== 'string') return value;
  if (types.has('array')) return [readText(itemsOf(schema), value)];
  if (types.has('string')) return value;
  if ((types.has('number') || types.has('integer')) && NUMBER_TEXT.test(value)) return Number(value);
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** A query string or path params object, each property read as its schema says. */
function readTextFields(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const properties = (schema.properties as Record<string, JsonSchema>) ?? {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, v]) => [
      name,
      properties[name] ? readText(properties[name], v) : v,
    ]),
  );
}

/** The 400 of a refused input: every refused field with the key of its message, and the English text of them. */
export function invalidInput(errors: readonly FieldError[]): HttpError {
  const text = errors.map((e) => (e.field ? `${e.field}: ${englishFieldMessage(e)}` : englishFieldMessage(e)));
  return new HttpError(400, `Invalid input. ${text.join('; ')}`, null, errors);
}

/** Throws the 400 of `invalidInput` when there are errors. */
export function assertNoFieldErrors(errors: readonly FieldError[]): void {
  if (errors.length > 0) throw invalidInput(errors);
}

/**
 * Fastify's validator for every route: the body is checked as sent (JSON has types: "60" is text, `true` is not 1);
 * a query string or path, which is all text, is read strictly by its schema first. A refusal answers field errors,
 * never the validator's own wording.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const compiled = Compile(schema);
  const fromText = httpPart === 'querystring' || httpPart === 'params';
  return (value: unknown) => {
    const read = fromText ? readTextFields(schema as unknown as JsonSchema, value) : value;
    if (compiled.Check(read)) return { value: read };
    return { error: invalidInput(toFieldErrors(schema, read, compiled.Errors(read))) };
  };
};
