import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { type EndpointInput, type EndpointName, type FieldError, type InputRuleContext } from '@bess/shared';
import {
  checkBeforeSending,
  refusedFields,
  showFieldErrors,
  useFieldErrorText,
  type FieldNameOf,
} from '@bess/shared/forms';
import { useTexts } from '../../i18n';
import { errorText } from './errorText';

/** A rule of the form's own, beyond the API's (an event overlapping another): the form's field and its text. */
export interface OwnError {
  name: string;
  text: string;
}

const keyOf = (name: unknown) => JSON.stringify(Array.isArray(name) ? name : [name]);

/**
 * The errors of one antd form of the schedule tab, wherever they are found: the API's check before sending (the
 * write's schema and rules), the form's own rules, or the API's refusal. Each is shown beside its field in the user's
 * language; what no field shows is `notice`, which the form shows above its buttons.
 *
 * `nameOf` maps the API's field paths to the form's field names (null: the form has no such field).
 */
export function useFormErrors(form: FormInstance, nameOf: FieldNameOf) {
  const { t } = useTexts();
  const fieldText = useFieldErrorText();
  const [notice, setNotice] = useState<string | null>(null);

  const clear = useCallback(() => {
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
    setNotice(null);
  }, [form]);

  /** Shows the API's field errors and the form's own; `head` leads the notice. True when there are none. */
  const show = useCallback(
    (errors: readonly FieldError[], own: readonly OwnError[] = [], head?: string): boolean => {
      clear();
      const rest = showFieldErrors(form, errors, fieldText, nameOf).map(fieldText);
      // A field the API's check already marks keeps that message: it is what the server would answer.
      const fields = form.getFieldsError();
      const marked = new Set(fields.filter((f) => f.errors.length > 0).map((f) => keyOf(f.name)));
      const registered = new Set(fields.map((f) => keyOf(f.name)));
      const ownShown = own.filter((e) => registered.has(keyOf(e.name)) && !marked.has(keyOf(e.name)));
      form.setFields(ownShown.map((e) => ({ name: e.name, errors: [e.text] })));
      rest.push(...own.filter((e) => !registered.has(keyOf(e.name))).map((e) => e.text));
      const texts = head ? [head, ...rest] : rest;
      setNotice(texts.length > 0 ? texts.join(' ') : null);
      return errors.length === 0 && own.length === 0;
    },
    [clear, form, fieldText, nameOf],
  );

  /**
   * Checks a body as the API will before it is sent (loading the check on first use), with the form's own errors
   * beside; true when it may be sent. The body may still hold text in a number field: the check names it.
   */
  const check = useCallback(
    async <N extends EndpointName>(
      name: N,
      body: unknown,
      context: InputRuleContext,
      own: readonly OwnError[] = [],
    ): Promise<boolean> => show(await checkBeforeSending(name, body as EndpointInput<N>, context), own),
    [show],
  );

  /**
   * The API refused: its field errors beside their fields, and above the buttons what it was (spec 8's text of the
   * failure, or `text`), never the API's own English message.
   */
  const refused = useCallback(
    (error: unknown, text?: string) => {
      show(refusedFields(error), [], text ?? errorText(error, t));
    },
    [show, t],
  );

  /** A changed field's message goes: it was about the value before. */
  const changed = useCallback(
    (values: object) => {
      form.setFields(Object.keys(values).map((name) => ({ name, errors: [] })));
    },
    [form],
  );

  return { check, refused, show, clear, changed, notice };
}
