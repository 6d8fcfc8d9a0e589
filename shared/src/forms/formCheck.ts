/**
 * What every form that writes does with the API's checks: it checks the input as the API will before it sends (the
 * write's schema and rules), and it shows each refused field beside that field, in the user's language, whether the
 * form or the API refused it. A form never shows the API's English message or a schema's wording.
 */
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import {
  ApiError,
  loadInputCheck,
  useBaseTexts,
  type EndpointInput,
  type EndpointName,
  type FieldError,
  type InputRuleContext,
} from '@bess/shared';

/** The field errors of an input as the API would find them (none: send it). Loads the input check on first use. */
export async function checkBeforeSending<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
  context: InputRuleContext = {},
): Promise<FieldError[]> {
  const { checkInput } = await loadInputCheck();
  return checkInput(name, input, context);
}

/** The fields a failed call's answer names (a 400 or 409 with `errors`), or none. */
export function refusedFields(error: unknown): readonly FieldError[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}

/** A field error's text in the user's language (the `error` namespace's `validation.*`). */
export function useFieldErrorText(): (error: FieldError) => string {
  const { t } = useBaseTexts();
  return useCallback((error: FieldError) => t(error.key, { ns: 'error', ...error.values }), [t]);
}

/** Where a form shows a refused field: its name in the form, or null when the form has no such field. */
export type FieldNameOf = (field: string) => (string | number)[] | string | null;

/** The form's own name of a field path: `policy.fixedSoc` -> ['policy', 'fixedSoc'] (a form may map it otherwise). */
export const samePath: FieldNameOf = (field) => (field === '' ? null : field.split('.'));

/**
 * Shows field errors on an antd form's fields, each in the user's language; returns the errors no field of the form
 * shows (the form says those above its buttons, so nothing refused goes unsaid).
 */
export function showFieldErrors(
  form: Pick<FormInstance, 'setFields' | 'getFieldsError'>,
  errors: readonly FieldError[],
  text: (error: FieldError) => string,
  nameOf: FieldNameOf = samePath,
): FieldError[] {
  // The form's registered fields, as antd names them (a path is an array of keys).
  const key = (name: (string | number)[] | string) => JSON.stringify(Array.isArray(name) ? name : [name]);
  const registered = new Set(form.getFieldsError().map((field) => key(field.name)));
  const shown: { name: (string | number)[] | string; errors: string[] }[] = [];
  const rest: FieldError[] = [];
  for (const error of errors) {
    const name = nameOf(error.field);
    if (name === null || !registered.has(key(name))) rest.push(error);
    else shown.push({ name, errors: [text(error)] });
  }
  form.setFields(shown as never);
  return rest;
}
