import { memo, useMemo, useState } from 'react';
import { useTexts } from '../../../i18n';
import { Button, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DISPLAY_STATES, type DisplayState } from '@bess/shared';
import { StateTag } from '../../home/components/StateTag';
import { NO_VALUE, useFormat } from '../../home/useFormat';
import { compareByState, compareNumbers, filterRows, type OverviewRow } from '../overviewRules';

export interface ChildrenTableProps {
  rows: readonly OverviewRow[];
  /** The selected id: its own row (a device's overview) is not a link, since selecting it again would clear it. */
  selectedId: string | null;
  onOpen(id: string): void;
}

const PAGE_SIZE = 20;

/**
 * The selection's children: name, type, state, state of charge, power, capacity and country; sortable by each column
 * (by state at first, spec 4: default sort is state), filtered by a text and a state, and a name opens the child.
 * It scrolls sideways on a narrow screen (spec 2: below 960 px).
 */
export const ChildrenTable = memo(function ChildrenTable({ rows, selectedId, onOpen }: ChildrenTableProps) {
  const { t } = useTexts();
  const format = useFormat();
  const [text, setText] = useState('');
  const [state, setState] = useState<DisplayState | null>(null);
  const shown = useMemo(
    () => filterRows(rows, text, state, (country) => t(country, { ns: 'country', defaultValue: country })),
    [rows, text, state, t],
  );

  const columns: ColumnsType<OverviewRow> = [
    {
      key: 'name',
      title: t('columns.name', { ns: 'table' }),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, row) =>
        // The click reaches the row (onRow below), so a key press on the button and a click anywhere on the row
        // open the child once.
        row.id === selectedId ? (
          row.name
        ) : (
          <Button type="link" style={{ padding: 0, height: 'auto' }}>
            {row.name}
          </Button>
        ),
    },
    {
      key: 'type',
      title: t('overview.columns.type'),
      sorter: (a, b) => a.selectionType.localeCompare(b.selectionType),
      render: (_, row) => t(`selectionTypes.${row.selectionType}`),
    },
    {
      key: 'state',
      title: t('columns.state', { ns: 'table' }),
      sorter: compareByState,
      defaultSortOrder: 'ascend',
      render: (_, row) => <StateTag state={row.serverState} mode={row.mode} size={16} />,
    },
    {
      key: 'stateOfCharge',
      title: t('columns.stateOfCharge', { ns: 'table' }),
      align: 'right',
      sorter: (a, b) => compareNumbers(a.stateOfCharge, b.stateOfCharge),
      render: (_, row) => format.percent(row.stateOfCharge),
    },
    {
      key: 'power',
      title: t('overview.columns.power'),
      align: 'right',
      sorter: (a, b) => compareNumbers(a.power, b.power),
      render: (_, row) => format.kw(row.power),
    },
    {
      key: 'capacity',
      title: t('columns.capacity', { ns: 'table' }),
      align: 'right',
      sorter: (a, b) => compareNumbers(a.capacity, b.capacity),
      render: (_, row) => format.kwh(row.capacity),
    },
    {
      key: 'country',
      title: t('columns.country', { ns: 'table' }),
      sorter: (a, b) => (a.country ?? '').localeCompare(b.country ?? ''),
      render: (_, row) => (row.country ? t(row.country, { ns: 'country', defaultValue: row.country }) : NO_VALUE),
    },
  ];

  return (
    <section aria-label={t('overview.table.label')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('overview.table.textFilter')}
          placeholder={t('overview.table.textFilterPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <Select<DisplayState | 'all'>
          aria-label={t('overview.table.stateFilter')}
          value={state ?? 'all'}
          onChange={(value) => setState(value === 'all' ? null : value)}
          style={{ width: 200 }}
          options={[
            { value: 'all', label: t('overview.table.allStates') },
            ...DISPLAY_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
      </Space>
      <Table<OverviewRow>
        rowKey="id"
        onRow={(row) => (row.id === selectedId ? {} : { onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
        size="small"
        columns={columns}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('noData', { ns: 'table' }) }}
      />
    </section>
  );
});
