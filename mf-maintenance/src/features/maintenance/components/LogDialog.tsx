import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  auditLogId,
  commandLogId,
  formatLogTimestamp,
  logQueries,
  siteOfDevice,
  useHost,
  type Wire,
} from '@bess/shared';
import { useTexts } from '../../../i18n';
import { commandStateOf } from '../../shared/commandState';
import { commandText, payloadText } from '../../shared/commandText';
import { COMMAND_POLL_MS } from '../../shared/useTrackedCommand';

export interface LogDialogProps {
  /** The device (or site) whose logs are shown; null keeps the dialog closed. */
  id: string | null;
  onClose(): void;
}

const STATUS_COLOURS = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

/**
 * The log dialog (spec 2): the audit log by the lower-cased id and the command log by the upper-cased id (spec 5),
 * times as yyyy-MM-dd HH:mm:ss (spec 9) in the device's site time zone. The command log is read again while a
 * command waits for delivery, so its status changes in view.
 */
export function LogDialog({ id, onClose }: LogDialogProps) {
  const { t } = useTexts();
  return (
    <Modal open={id !== null} title={id ? t('log.title', { id }) : ''} onCancel={onClose} footer={null} width={960}>
      {id && (
        <Tabs
          items={[
            { key: 'audit', label: t('log.audit'), children: <AuditLog id={id} /> },
            { key: 'commands', label: t('log.commands'), children: <CommandLog id={id} /> },
          ]}
        />
      )}
    </Modal>
  );
}

function useZone(id: string) {
  const { configuration, timezone } = useHost();
  return (
    siteOfDevice(configuration, id.toUpperCase())?.timezone ?? configuration.sitesById.get(id)?.timezone ?? timezone
  );
}

function AuditLog({ id }: { id: string }) {
  const { api } = useHost();
  const { t } = useTexts();
  const zone = useZone(id);
  const log = useQuery(logQueries.audit(api, auditLogId(id)));
  const columns: ColumnsType<Wire.AuditLogEntry> = [
    { key: 'time', title: t('log.time'), width: 170, render: (_, e) => formatLogTimestamp(e.timeStamp, zone) },
    { key: 'email', title: t('log.email'), dataIndex: 'email' },
    { key: 'message', title: t('log.message'), dataIndex: 'message' },
    { key: 'level', title: t('log.level'), render: (_, e) => t(`log.levels.${e.level}`) },
  ];
  if (log.isError) return <Alert type="error" title={t('apiCallFailed', { ns: 'error' })} />;
  return (
    <Table<Wire.AuditLogEntry>
      aria-label={t('log.audit')}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={log.data?.log ?? []}
      loading={log.isPending}
      locale={{ emptyText: t('log.empty') }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      // On a phone the columns scroll sideways inside the dialog instead of widening it.
      scroll={{ x: 'max-content' }}
    />
  );
}

function CommandLog({ id }: { id: string }) {
  const { api, configuration } = useHost();
  const { t } = useTexts();
  const zone = useZone(id);
  const siteName = (siteId: string) => configuration.sitesById.get(siteId)?.siteName ?? siteId;
  const log = useQuery({
    ...logQueries.commands(api, commandLogId(id)),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 1) ? COMMAND_POLL_MS : false),
  });
  const columns: ColumnsType<Wire.DeviceCommandLogEntry> = [
    { key: 'time', title: t('log.time'), width: 170, render: (_, e) => formatLogTimestamp(e.sendDateTime, zone) },
    { key: 'command', title: t('log.command'), render: (_, e) => commandText(e.command, t) },
    {
      key: 'status',
      title: t('log.status'),
      render: (_, e) => (
        <Tag color={STATUS_COLOURS[commandStateOf(e.status) as keyof typeof STATUS_COLOURS]}>
          {t(`log.commandStatus.${e.status}`)}
        </Tag>
      ),
    },
    { key: 'user', title: t('log.user'), dataIndex: 'user' },
    {
      key: 'payload',
      title: t('log.payload'),
      ellipsis: true,
      render: (_, e) => payloadText(e.payload, t, siteName),
    },
  ];
  if (log.isError) return <Alert type="error" title={t('apiCallFailed', { ns: 'error' })} />;
  return (
    <Table<Wire.DeviceCommandLogEntry>
      aria-label={t('log.commands')}
      rowKey={(e) => `${e.sendDateTime}-${e.command}-${e.user}`}
      size="small"
      columns={columns}
      dataSource={log.data ?? []}
      loading={log.isPending}
      locale={{ emptyText: t('log.empty') }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      // On a phone the columns scroll sideways inside the dialog instead of widening it.
      scroll={{ x: 'max-content' }}
    />
  );
}
