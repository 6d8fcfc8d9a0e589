import { Modal, Table, Typography } from 'antd';
import { describeValue, schemaAtPath } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { choiceText, fieldOfPath } from '../choiceText';
import type { ParameterChange } from '../parameterChanges';

export interface ParameterChangesDialogProps {
  open: boolean;
  deviceId: string;
  /** The parameters' schema: the unit each number is shown with. */
  schema: unknown;
  changes: readonly ParameterChange[];
  onCancel(): void;
  onConfirm(): void;
}

const LISTS = new Set(['heaterList', 'clients', 'fans', 'heaterboard']);

type Translate = ReturnType<typeof useTexts>['t'];

/** A change's field as a person reads it: "Fans 1 · Speed", "PID KI", "Site features". */
export function changeLabel(path: string, t: Translate): string {
  const parts = path.split('.');
  const [first, second, third, fourth] = parts;
  const row = (list: string, index: string | undefined, field: string | undefined) =>
    [
      `${t(`parameters.${list}`, { defaultValue: list })} ${Number(index) + 1}`,
      ...(field ? [t(`parameters.fields.${field}`, { defaultValue: field })] : []),
    ].join(' · ');
  if (first === 'device' && second && LISTS.has(second)) return row(second, third, fourth);
  if (first === 'inverterList') return row('inverterList', second, third);
  if (first === 'site' && second === 'features') return t('parameters.siteFeatures');
  return t(`parameters.${second ?? first}`, { defaultValue: path });
}

/**
 * A value as a person reads it: a number with its unit, on/off, "not set" for null, a choice in words (as the editor
 * offers it), a list joined.
 */
function valueText(value: unknown, path: string, schema: unknown, t: Translate): string {
  if (value === undefined) return '—';
  if (value === null) return t('parameters.notSet');
  if (typeof value === 'boolean') return value ? t('parameters.on') : t('parameters.off');
  if (typeof value === 'string' || typeof value === 'number') {
    const input = describeValue(schemaAtPath(schema, path)).input;
    if (input.kind === 'choice') return choiceText(fieldOfPath(path), value, t);
    if (typeof value === 'number' && input.kind === 'number' && input.unit) return `${value} ${input.unit}`;
    return String(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t('parameters.none');
    const features = path === 'site.features';
    return value
      .map((v) => (features ? t(`siteFeatures.${String(v)}`, { defaultValue: String(v) }) : String(v)))
      .join(', ');
  }
  if (typeof value === 'object') {
    // A whole row, added or removed: its fields in the row's order.
    return Object.entries(value as Record<string, unknown>)
      .map(
        ([field, v]) =>
          `${t(`parameters.fields.${field}`, { defaultValue: field })}: ${valueText(v, `${path}.${field}`, schema, t)}`,
      )
      .join(', ');
  }
  return String(value);
}

/**
 * The changes an edit makes, field by field with the value before and after, confirmed before they are sent to the
 * device (a write that changes a device is shown as a diff and confirmed).
 */
export function ParameterChangesDialog({
  open,
  deviceId,
  schema,
  changes,
  onCancel,
  onConfirm,
}: ParameterChangesDialogProps) {
  const { t } = useTexts();
  const rows = changes.map((change) => ({
    key: change.path,
    field: changeLabel(change.path, t),
    before: change.before === undefined ? t('parameters.rowAdded') : valueText(change.before, change.path, schema, t),
    after: change.after === undefined ? t('parameters.rowRemoved') : valueText(change.after, change.path, schema, t),
  }));
  return (
    <Modal
      open={open}
      title={t('parameters.confirmTitle', { id: deviceId })}
      okText={t('parameters.confirmSend')}
      cancelText={t('cancel', { ns: 'common' })}
      onOk={onConfirm}
      onCancel={onCancel}
      width={720}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('parameters.confirmText', { count: changes.length })}</Typography.Paragraph>
      <Table
        aria-label={t('parameters.changes')}
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'field', dataIndex: 'field', title: t('parameters.changeField') },
          { key: 'before', dataIndex: 'before', title: t('parameters.changeBefore') },
          { key: 'after', dataIndex: 'after', title: t('parameters.changeAfter') },
        ]}
      />
    </Modal>
  );
}
