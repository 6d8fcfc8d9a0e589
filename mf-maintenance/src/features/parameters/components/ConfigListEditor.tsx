import { Button, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { addConfigRow, removeConfigRow, setConfigField, type ConfigRowValues, type ConfigValue } from '@bess/shared';
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
 * its type; rows can be added (every field null) and removed.
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
  const fields = objectFields(rowSchema);
  const data = rows.map((row, index) => ({ row, index }));
  const idOf = (index: number, field: string) => `param-${path}-${index}-${field}`.replace(/\./g, '-');
  const columns: ColumnsType<(typeof data)[number]> = [
    ...fields.map((field) => ({
      key: field.name,
      title: t(`parameters.fields.${field.name}`, { defaultValue: field.name }),
      render: (_: unknown, { row, index }: (typeof data)[number]) => {
        const error = errors.get(`${path}.${index}.${field.name}`);
        const id = idOf(index, field.name);
        return (
          <Flex vertical gap={2}>
            <SchemaInput
              id={id}
              input={field.input}
              value={row[field.name]}
              field={field.name}
              label={`${title} ${index + 1} ${t(`parameters.fields.${field.name}`, { defaultValue: field.name })}`}
              error={error}
              onChange={(value: ConfigValue) => onChange(setConfigField(rows, index, field.name, value))}
            />
            {error && (
              <Typography.Text id={`${id}-error`} type="danger" style={{ fontSize: 12 }}>
                {error}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    })),
    {
      key: 'remove',
      width: 60,
      render: (_: unknown, { index }: (typeof data)[number]) => (
        <Button
          size="small"
          danger
          aria-label={t('parameters.removeRow', { index: index + 1 })}
          onClick={() => onChange(removeConfigRow(rows, index))}
        >
          {t('remove', { ns: 'common' })}
        </Button>
      ),
    },
  ];
  return (
    <Card title={title} size="small" type="inner">
      <Flex vertical gap="small" align="flex-start">
        {rows.length === 0 ? (
          <Typography.Text type="secondary">{t('parameters.noRows')}</Typography.Text>
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
