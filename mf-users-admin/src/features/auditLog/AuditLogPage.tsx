import { useState } from 'react';
import { Alert, Button, DatePicker, Flex, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatLogTimestamp, logQueries, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { auditCsv } from './auditCsv';

/** Rows of one page; the server pages, so a long log is never loaded whole. */
export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds (the server's page limit). */
const EXPORT_LIMIT = 1000;
const LEVEL_NAMES = ['Audit', 'Trail', 'Info', 'State'] as const;
/**
 * A cell whose text may hold a long run without a space (a file name, an id): it breaks there rather than widening
 * the table past the dialog.
 */
const breakAnywhere = () => ({ style: { overflowWrap: 'anywhere' as const } });

interface Filters {
  email: string;
  objectId: string;
  range: [Dayjs | null, Dayjs | null] | null;
}

/** The super admin's Log (spec 2): the fleet's audit log, filtered by user, object and time, paged, exportable as CSV. */
export function AuditLogPage() {
  const { t } = useTexts();
  const { api, notify, isMobile } = useHost();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Filters>({ email: '', objectId: '', range: null });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const queryOf = (f: Filters, offset: number, limit: number): Wire.FleetAuditLogQuery => ({
    ...(f.email.trim() ? { email: f.email.trim() } : {}),
    ...(f.objectId.trim() ? { objectId: f.objectId.trim() } : {}),
    ...(f.range?.[0] ? { from: f.range[0].toISOString() } : {}),
    ...(f.range?.[1] ? { to: f.range[1].toISOString() } : {}),
    offset,
    limit,
  });
  const log = useQuery({
    ...logQueries.fleet(api, queryOf(filters, (page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
  const levelName = (level: number) => t(`auditLog.levels.${LEVEL_NAMES[level] ?? 'Audit'}`);
  const header = [
    t('columns.timestamp', { ns: 'table' }),
    t('auditLog.user'),
    t('auditLog.objectColumn'),
    t('columns.level', { ns: 'table' }),
    t('columns.message', { ns: 'table' }),
  ] as const;

  const time = (e: Wire.FleetAuditLogEntry) =>
    formatLogTimestamp(e.timeStamp, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const level = (e: Wire.FleetAuditLogEntry) => <Tag>{levelName(e.level)}</Tag>;
  // A phone has room for one column: the message first, and under it when, how and by whom, and the object. Five
  // columns there run past the dialog and leave the message, what a reader looks for, out of sight.
  const columns: ColumnsType<Wire.FleetAuditLogEntry> = isMobile
    ? [
        {
          key: 'entry',
          title: header[4],
          render: (_v, e) => (
            <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
              <span>{e.message}</span>
              <span>
                <Typography.Text type="secondary">{time(e)}</Typography.Text> {level(e)}
              </span>
              <Typography.Text type="secondary">{e.email}</Typography.Text>
              {e.objectId && (
                <Typography.Text type="secondary">
                  {header[2]}: {e.objectId}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
      ]
    : [
        { key: 'timeStamp', title: header[0], width: 180, render: (_v, e) => time(e) },
        // Room for an ordinary address and id on one line: breaking anywhere, a column would shrink to a few letters.
        { key: 'email', title: header[1], dataIndex: 'email', width: 200, onCell: breakAnywhere },
        { key: 'objectId', title: header[2], width: 150, onCell: breakAnywhere, render: (_v, e) => e.objectId ?? '–' },
        { key: 'level', title: header[3], render: (_v, e) => level(e) },
        { key: 'message', title: header[4], dataIndex: 'message', onCell: breakAnywhere },
      ];

  const exportCsv = async () => {
    try {
      const all = await queryClient.fetchQuery(logQueries.fleet(api, queryOf(filters, 0, EXPORT_LIMIT)));
      const blob = new Blob([auditCsv(all.log, header, levelName)], { type: 'text/csv;charset=utf-8' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'audit-log.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      notify({ level: 'error', message: t('apiCallFailed', { ns: 'error' }) });
    }
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input
          aria-label={t('auditLog.user')}
          placeholder={t('auditLog.user')}
          allowClear
          value={draft.email}
          onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          style={{ maxWidth: 220 }}
        />
        <Input
          aria-label={t('auditLog.object')}
          placeholder={t('auditLog.object')}
          allowClear
          value={draft.objectId}
          onChange={(e) => setDraft({ ...draft, objectId: e.target.value })}
          style={{ maxWidth: 260 }}
        />
        <DatePicker.RangePicker
          aria-label={t('auditLog.period')}
          showTime
          value={draft.range}
          onChange={(range) => setDraft({ ...draft, range })}
        />
        <Button
          type="primary"
          onClick={() => {
            setFilters(draft);
            setPage(1);
          }}
        >
          {t('filter', { ns: 'common' })}
        </Button>
        <Button onClick={() => void exportCsv()}>{t('auditLog.exportCsv')}</Button>
      </Flex>
      {log.isError ? (
        <Alert type="error" showIcon title={t('apiCallFailed', { ns: 'error' })} />
      ) : (
        <Table<Wire.FleetAuditLogEntry>
          size="small"
          rowKey="id"
          loading={log.isFetching}
          dataSource={log.data?.log ?? []}
          pagination={{
            current: page,
            pageSize: AUDIT_PAGE_SIZE,
            total: log.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={columns}
        />
      )}
    </Flex>
  );
}
