/**
 * Checks a write's input the way the API does: against its TypeBox schema (types, ranges, required and unknown
 * fields, formats), then against the call's cross-field rules. The forms load this module when they first check
 * (`loadInputCheck()`), so TypeBox reaches the browser only with a form.
 *
 * TypeBox's interpreting checker (`typebox/schema`), not its compiler: the compiler would try `new Function`, which
 * the portal's Content-Security-Policy forbids.
 */
import type { TSchema } from 'typebox';
import { Errors } from 'typebox/schema';
import type { EndpointInput } from './client';
import { ENDPOINTS, type EndpointName } from './endpoints';
import type { FieldError } from './fieldErrors';
import { toFieldErrors, type SchemaErrorLike } from './schemaErrors';
import { inputRuleErrors, type InputRuleContext } from './inputRules';

/** A value against a schema, as field errors (none when it passes). */
export function schemaFieldErrors(schema: TSchema, value: unknown): FieldError[] {
  const [ok, errors] = Errors(schema, value) as [boolean, SchemaErrorLike[]];
  return ok ? [] : toFieldErrors(schema, value, errors);
}

/** The schema a call's written input has: its body, or its query for calls without one. */
export function inputSchemaOf(name: EndpointName): TSchema | undefined {
  const endpoint = ENDPOINTS[name] as { body?: TSchema; query?: TSchema };
  return endpoint.body ?? endpoint.query;
}

/**
 * Everything the API would refuse in this input, by field: the schema first; the call's rules only once the schema
 * passes (they read typed values).
 */
export function checkInput<N extends EndpointName>(
  name: N,
  input: unknown,
  context: InputRuleContext = {},
): FieldError[] {
  const schema = inputSchemaOf(name);
  const errors = schema ? schemaFieldErrors(schema, input) : [];
  if (errors.length > 0) return errors;
  return inputRuleErrors(name, input as EndpointInput<N>, context);
}
