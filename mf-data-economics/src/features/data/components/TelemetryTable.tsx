import { Table } from 'antd';
import { formatNumber, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { signalName } from '../signalNames';
import { shownTimestamp, type toDataRows } from '../telemetryRows';

export interface TelemetryTableProps {
  rows: ReturnType<typeof toDataRows>;
  signals: readonly string[];
}

/**
 * The shown telemetry as a table, a page of 24 rows at a time. A chunk of its own (React.lazy in DataPage): antd's
 * table brings its pagination, filters and their menus, about 110 KB gzip that the tab's first paint does not wait for.
 */
export function TelemetryTable({ rows, signals }: TelemetryTableProps) {
  const { t, i18n } = useTexts();
  const { timezone, user } = useHost();
  return (
    <Table
      size="small"
      rowKey="time"
      dataSource={rows}
      pagination={{ pageSize: 24, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'time',
          title: t('data.time'),
          render: (_: unknown, row) => shownTimestamp(row.time, user?.dateFormat, timezone),
        },
        ...signals.map((signal, i) => ({
          key: signal,
          title: signalName(t, signal),
          align: 'right' as const,
          // Numbers as the interface language writes them
          render: (_: unknown, row: (typeof rows)[number]) => {
            const value = row.values[i];
            return value === null || value === undefined ? '' : formatNumber(value, i18n.language, { decimals: 3 });
          },
        })),
      ]}
    />
  );
}
