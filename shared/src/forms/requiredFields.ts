/**
 * What a form reads from the schema the API checks its input with (STYLE principle 6: pure, apart from React). The
 * check module arrives in a chunk of its own (`useInputCheck`), so these take it as an argument.
 */
import type { EndpointName } from '@bess/shared';
import type { InputCheck } from './useInputCheck';

type JsonSchema = { properties?: Record<string, unknown>; required?: readonly string[] };

export interface RequiredOptions {
  /**
   * The form leaves the field out of the body when it is empty (a site around a device is named after the device):
   * then only the schema's own list of required fields makes it required.
   */
  omittedWhenEmpty?: boolean;
}

/**
 * Is a field of a call's input required as a form sees it: one the user must fill? A field is, when its schema refuses
 * both an empty text and null (what an empty input gives) and the body always carries it or the schema lists it as
 * required. A nullable field (an open end time, a cleared coordinate) never is.
 */
export function isRequiredField(
  check: Pick<InputCheck, 'inputSchemaOf' | 'schemaFieldErrors'>,
  name: EndpointName,
  field: string,
  { omittedWhenEmpty = false }: RequiredOptions = {},
): boolean {
  // A form asks for each of its fields on every render, and the answer is the schema's, which does not change: each
  // is worked out once per check module (two schema checks of a field cost a phone's main thread milliseconds).
  let known = answers.get(check);
  if (!known) answers.set(check, (known = new Map()));
  const key = `${name}\u0000${field}\u0000${omittedWhenEmpty}`;
  let answer = known.get(key);
  if (answer === undefined) known.set(key, (answer = workOut(check, name, field, omittedWhenEmpty)));
  return answer;
}

const answers = new WeakMap<object, Map<string, boolean>>();

function workOut(
  check: Pick<InputCheck, 'inputSchemaOf' | 'schemaFieldErrors'>,
  name: EndpointName,
  field: string,
  omittedWhenEmpty: boolean,
): boolean {
  const schema = check.inputSchemaOf(name) as JsonSchema | undefined;
  const value = schema?.properties?.[field];
  if (value === undefined) return false;
  const listed = schema?.required?.includes(field) ?? false;
  if (omittedWhenEmpty && !listed) return false;
  const refuses = (empty: unknown) => check.schemaFieldErrors(value as never, empty).length > 0;
  return refuses('') && refuses(null);
}
