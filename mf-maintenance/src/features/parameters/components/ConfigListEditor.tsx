import { useState } from 'react';
import { Button, Card, Flex, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { addConfigRow, removeConfigRow, setConfigField, type ConfigRow } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { cellText, parseCell } from '../configCell';

export interface ConfigListEditorProps {
  /** The list's name, shown as the title and used in field labels. */
  title: string;
  rows: readonly ConfigRow[];
  onChange(rows: ConfigRow[]): void;
  /** Fields a new row has when the list is empty. */
  defaultFields?: readonly string[];
}

/** Union of the fields of every row, in first-seen order. */
function fieldsOf(rows: readonly ConfigRow[], defaults: readonly string[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) fields.add(key);
  if (fields.size === 0) for (const key of defaults) fields.add(key);
  return [...fields];
}

/**
 * A config list of the device parameters (spec 3): rows can be added (every field null) and removed, a field can be
 * added to every row, and a cleared field is stored as null.
 */
export function ConfigListEditor({ title, rows, onChange, defaultFields = ['name'] }: ConfigListEditorProps) {
  const { t } = useTexts();
  const [newField, setNewField] = useState('');
  const fields = fieldsOf(rows, defaultFields);
  const data = rows.map((row, index) => ({ row, index }));
  const columns: ColumnsType<(typeof data)[number]> = [
    ...fields.map((field) => ({
      key: field,
      title: field,
      render: (_: unknown, { row, index }: (typeof data)[number]) => (
        <Input
          size="small"
          aria-label={`${title} ${index + 1} ${field}`}
          value={cellText(row[field])}
          onChange={(e) => onChange(setConfigField(rows, index, field, parseCell(e.target.value, row[field])))}
        />
      ),
    })),
    {
      key: 'remove',
      width: 60,
      render: (_: unknown, { index }: (typeof data)[number]) => (
        <Button size="small" danger onClick={() => onChange(removeConfigRow(rows, index))}>
          {t('parameters.removeRow', { index: index + 1 })}
        </Button>
      ),
    },
  ];
  const addField = () => {
    const name = newField.trim();
    if (!name || fields.includes(name)) return;
    onChange(rows.map((row) => ({ ...row, [name]: null })));
    setNewField('');
  };
  return (
    <Card title={title} size="small" type="inner">
      <Flex vertical gap="small">
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
          />
        )}
        <Space wrap>
          <Button size="small" onClick={() => onChange(addConfigRow(rows, fields))}>
            {t('parameters.addRow')}
          </Button>
          <Input
            size="small"
            style={{ width: 160 }}
            aria-label={`${title} ${t('parameters.fieldName')}`}
            placeholder={t('parameters.fieldName')}
            value={newField}
            onChange={(e) => setNewField(e.target.value)}
            onPressEnter={addField}
          />
          <Button size="small" onClick={addField} disabled={rows.length === 0 || newField.trim() === ''}>
            {t('parameters.addField')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
