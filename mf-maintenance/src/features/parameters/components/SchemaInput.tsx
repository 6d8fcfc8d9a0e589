import { Input, InputNumber, Select, Switch } from 'antd';
import { clearedToNull, type ConfigValue } from '@bess/shared';
import { type FieldInput } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { choiceText } from '../choiceText';

export interface SchemaInputProps {
  /** The input the field's schema calls for (shared's describeValue). */
  input: FieldInput;
  value: ConfigValue | undefined;
  onChange(value: ConfigValue): void;
  /** The accessible name: the list, the row and the field ("Fans 1 Speed"). */
  label: string;
  /** The field's name in its row or section (`protocol`): its choices are shown in words. */
  field: string;
  /** The field's message when it is refused; the input is marked and described by it. */
  error?: string;
  id?: string;
  size?: 'small' | 'middle';
}

/**
 * One field drawn as its schema says: a number input with its unit, range and whole-number step; a switch for
 * true/false; a select for a choice, in words; text for text. A cleared input gives null (spec 3: a cleared field is
 * stored as null), never empty text or a number written as text.
 */
export function SchemaInput({ input, value, onChange, label, field, error, id, size = 'small' }: SchemaInputProps) {
  const { t } = useTexts();
  const status = error ? 'error' : undefined;
  const described = error && id ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {};
  switch (input.kind) {
    case 'number':
      return (
        <InputNumber<number>
          id={id}
          size={size}
          aria-label={label}
          status={status}
          {...described}
          style={{ width: input.unit ? 150 : 110 }}
          value={typeof value === 'number' ? value : null}
          min={input.exclusiveMin ? undefined : input.min}
          max={input.exclusiveMax ? undefined : input.max}
          step={input.integer ? 1 : undefined}
          precision={input.integer ? 0 : undefined}
          suffix={input.unit}
          // A number input gives null when emptied: spec 3's cleared field.
          onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)}
        />
      );
    case 'boolean':
      return (
        <Switch
          id={id}
          size={size === 'small' ? 'small' : 'default'}
          aria-label={label}
          {...described}
          checked={value === true}
          checkedChildren={t('parameters.on')}
          unCheckedChildren={value === null || value === undefined ? t('parameters.notSet') : t('parameters.off')}
          onChange={(checked) => onChange(checked)}
        />
      );
    case 'choice':
      return (
        <Select<string | number>
          id={id}
          size={size}
          aria-label={label}
          status={status}
          {...described}
          style={{ minWidth: 120 }}
          allowClear
          placeholder={t('parameters.notSet')}
          value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
          // The user reads a choice in words; the value kept and sent is the wire value.
          options={input.options.map((option) => ({ value: option, label: choiceText(field, option, t) }))}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    default:
      return (
        <Input
          id={id}
          size={size}
          aria-label={label}
          status={status}
          {...described}
          maxLength={input.kind === 'text' ? input.maxLength : undefined}
          value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(clearedToNull(e.target.value))}
        />
      );
  }
}
