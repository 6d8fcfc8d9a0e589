import { useCallback, useMemo, useState } from 'react';
import type { FormInstance } from 'antd';
import type { EndpointInput, EndpointName, FieldError, InputRuleContext } from '@bess/shared';
import {
  checkBeforeSending,
  refusedFields,
  samePath,
  showFieldErrors,
  useFieldErrorText,
  type FieldNameOf,
} from './formCheck';
import { isRequiredField, type RequiredOptions } from './requiredFields';
import { useInputCheck } from './useInputCheck';

/** A call of the contract and the input it is sent with. */
export type EndpointCall = { [N in EndpointName]: { name: N; body: EndpointInput<N> } }[EndpointName];

/** An antd form that checks its body as the API will, and shows what the form or the API refuses. */
export interface SchemaForm {
  /** The field is required by the call's schema (false until the schema has arrived). */
  required(name: EndpointName, field: string, options?: RequiredOptions): boolean;
  /**
   * Runs the form's own rules (the specification's wordings the schema cannot say) and the API's check of `body`,
   * shows every error beside its field, and answers whether the body may be sent.
   */
  check(call: EndpointCall, context?: InputRuleContext): Promise<boolean>;
  /** Shows the fields a failed call's answer names; true when it named any (the form has said it, not a notice). */
  refused(error: unknown): boolean;
  /** Shows these errors beside their fields (those no field shows go above the buttons). */
  show(errors: readonly FieldError[]): void;
  /** The texts of the errors no field of the form shows: the form says them above its buttons. */
  problems: string[];
  /** Forgets the errors above the buttons (a new start of the form). */
  clear(): void;
  /**
   * The form's `onValuesChange`: what was said about a field goes once the user changes it (a field without rules of
   * its own keeps errors set on it until then).
   */
  onValuesChange(changed: object): void;
}

/** The name paths of the leaves of a changed-values object (`{ texts: { German: { title } } }`). */
function changedPaths(changed: object, prefix: (string | number)[] = []): (string | number)[][] {
  return Object.entries(changed).flatMap(([key, value]) => {
    const path = [...prefix, key];
    const plain = typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
    return plain ? changedPaths(value as object, path) : [path];
  });
}

/**
 * The schema-driven checks of one antd form. `nameOf` maps an input's path to the form's name where they differ
 * (default: the same path). `shown` false (a dialog not open) fetches no schema until the form shows.
 */
export function useSchemaForm(form: FormInstance, nameOf: FieldNameOf = samePath, shown = true): SchemaForm {
  const text = useFieldErrorText();
  const inputCheck = useInputCheck(shown);
  const [rest, setRest] = useState<FieldError[]>([]);

  const show = useCallback(
    (errors: readonly FieldError[]) => setRest(showFieldErrors(form, errors, text, nameOf)),
    [form, text, nameOf],
  );

  const check = useCallback(
    async (call: EndpointCall, context?: InputRuleContext) => {
      const [ownRulesPass, found] = await Promise.all([
        form.validateFields().then(
          () => true,
          () => false,
        ),
        // The pair is one call of the contract: its input belongs to its name.
        checkBeforeSending(call.name, call.body as never, context),
      ]);
      // After the form's own rules, which set (or clear) every field's errors: the API's check has the last word.
      show(found);
      return ownRulesPass && found.length === 0;
    },
    [form, show],
  );

  const refused = useCallback(
    (error: unknown) => {
      const fields = refusedFields(error);
      if (fields.length > 0) show(fields);
      return fields.length > 0;
    },
    [show],
  );

  const required = useCallback(
    (name: EndpointName, field: string, options?: RequiredOptions) =>
      inputCheck !== null && isRequiredField(inputCheck, name, field, options),
    [inputCheck],
  );

  const problems = useMemo(() => rest.map(text), [rest, text]);
  const clear = useCallback(() => setRest([]), []);
  const onValuesChange = useCallback(
    (changed: object) => form.setFields(changedPaths(changed).map((name) => ({ name, errors: [] }))),
    [form],
  );
  return { required, check, refused, show, problems, clear, onValuesChange };
}
