import { Button, Card, Flex, Table, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  addConfigRow,
  removeConfigRow,
  setConfigField,
  useHost,
  type ConfigRowValues,
  type ConfigValue,
} from '@bess/shared';
import { objectFields } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { SchemaInput } from './SchemaInput';

export interface ConfigListEditorProps<R extends ConfigRowValues> {
  /** The list's name, shown as the title and used in field labels. */
  title: string;
  /** The list's path in the parameters (`device.fans`), the prefix of its fields' error paths. */
  path: string;
  rows: readonly R[];
  /** The schema of one row: its fields and how each is drawn. */
  rowSchema: unknown;
  onChange(rows: R[]): void;
  /** Messages of refused fields by path (`device.fans.0.speed`). */
  errors: ReadonlyMap<string, string>;
}

/**
 * A config list of the device parameters (spec 3): one row per item with the fields its schema names, each drawn as
 * its type; rows can be added (every field null) and removed. On a wide screen the rows are a table; on a phone each
 * row is a card of its own with every field under its label and its Remove button below them, so nothing sits off
 * the screen behind a sideways scroll. Both keep the same order of fields for the keyboard.
 */
export function ConfigListEditor<R extends ConfigRowValues>({
  title,
  path,
  rows,
  rowSchema,
  onChange,
  errors,
}: ConfigListEditorProps<R>) {
  const { t } = useTexts();
  const { isMobile } = useHost();
  const { token } = theme.useToken();
  const fields = objectFields(rowSchema);
  const data = rows.map((row, index) => ({ row, index }));
  type Row = (typeof data)[number];
  const idOf = (index: number, field: string) => `param-${path}-${index}-${field}`.replace(/\./g, '-');
  const fieldTitle = (field: string) => t(`parameters.fields.${field}`, { defaultValue: field });

  /** A field's input and, when it is refused, the message that describes it. */
  const fieldControl = ({ row, index }: Row, field: (typeof fields)[number]) => {
    const error = errors.get(`${path}.${index}.${field.name}`);
    const id = idOf(index, field.name);
    return (
      <>
        <SchemaInput
          id={id}
          input={field.input}
          value={row[field.name]}
          field={field.name}
          label={`${title} ${index + 1} ${fieldTitle(field.name)}`}
          error={error}
          onChange={(value: ConfigValue) => onChange(setConfigField(rows, index, field.name, value))}
        />
        {error && (
          <Typography.Text id={`${id}-error`} type="danger" style={{ fontSize: 12 }}>
            {error}
          </Typography.Text>
        )}
      </>
    );
  };

  const removeButton = (index: number) => (
    <Button
      size="small"
      danger
      aria-label={t('parameters.removeRow', { index: index + 1 })}
      onClick={() => onChange(removeConfigRow(rows, index))}
    >
      {t('remove', { ns: 'common' })}
    </Button>
  );

  const columns: ColumnsType<Row> = [
    ...fields.map((field) => ({
      key: field.name,
      title: fieldTitle(field.name),
      render: (_: unknown, row: Row) => (
        <Flex vertical gap={2}>
          {fieldControl(row, field)}
        </Flex>
      ),
    })),
    { key: 'remove', width: 60, render: (_: unknown, { index }: Row) => removeButton(index) },
  ];

  const stacked = (
    <Flex vertical gap="small" role="list" aria-label={title} style={{ width: '100%' }}>
      {data.map((item) => (
        <Flex
          key={item.index}
          role="listitem"
          vertical
          gap="small"
          align="flex-start"
          style={{
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            padding: token.paddingXS,
          }}
        >
          <Typography.Text strong>{t('parameters.row', { index: item.index + 1 })}</Typography.Text>
          {fields.map((field) => (
            // Start-aligned, so a switch keeps its size; a text input still takes the card's width.
            <Flex key={field.name} vertical gap={2} align="flex-start" style={{ width: '100%' }}>
              <label htmlFor={idOf(item.index, field.name)}>{fieldTitle(field.name)}</label>
              {fieldControl(item, field)}
            </Flex>
          ))}
          {removeButton(item.index)}
        </Flex>
      ))}
    </Flex>
  );

  return (
    <Card title={title} size="small" type="inner">
      <Flex vertical gap="small" align="flex-start">
        {rows.length === 0 ? (
          <Typography.Text type="secondary">{t('parameters.noRows')}</Typography.Text>
        ) : isMobile ? (
          stacked
        ) : (
          <Table
            aria-label={title}
            rowKey="index"
            size="small"
            columns={columns}
            dataSource={data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            style={{ maxWidth: '100%' }}
          />
        )}
        <Button
          size="small"
          onClick={() =>
            onChange(
              addConfigRow<R>(
                rows,
                fields.map((f) => f.name),
              ),
            )
          }
        >
          {t('parameters.addRow')}
        </Button>
      </Flex>
    </Card>
  );
}
