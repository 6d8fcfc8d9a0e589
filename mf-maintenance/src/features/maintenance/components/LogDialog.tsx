import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Modal, Table, Tabs, Tag, Typography } from 'antd';
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
/** A cell whose text may hold a long run without a space (a file name): it breaks there, not past the dialog. */
const breakAnywhere = () => ({ style: { overflowWrap: 'anywhere' as const } });

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
  const { api, isMobile } = useHost();
  const { t } = useTexts();
  const zone = useZone(id);
  const log = useQuery(logQueries.audit(api, auditLogId(id)));
  const time = (e: Wire.AuditLogEntry) => formatLogTimestamp(e.timeStamp, zone);
  // A phone has room for one column: the message, and under it when, by whom and how; in four columns the message,
  // what a reader looks for, lies past the dialog's edge.
  const columns: ColumnsType<Wire.AuditLogEntry> = isMobile
    ? [
        {
          key: 'message',
          title: t('log.message'),
          render: (_, e) => (
            <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
              <span>{e.message}</span>
              <Typography.Text type="secondary">
                {time(e)} · {t(`log.levels.${e.level}`)}
              </Typography.Text>
              <Typography.Text type="secondary">{e.email}</Typography.Text>
            </Flex>
          ),
        },
      ]
    : [
        { key: 'time', title: t('log.time'), width: 170, render: (_, e) => time(e) },
        { key: 'email', title: t('log.email'), dataIndex: 'email', onCell: breakAnywhere },
        { key: 'message', title: t('log.message'), dataIndex: 'message', onCell: breakAnywhere },
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
      // A desktop narrower than the columns scrolls them sideways inside the dialog instead of widening it.
      scroll={isMobile ? undefined : { x: 'max-content' }}
    />
  );
}

function CommandLog({ id }: { id: string }) {
  const { api, configuration, isMobile } = useHost();
  const { t } = useTexts();
  const zone = useZone(id);
  const siteName = (siteId: string) => configuration.sitesById.get(siteId)?.siteName ?? siteId;
  const log = useQuery({
    ...logQueries.commands(api, commandLogId(id)),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 1) ? COMMAND_POLL_MS : false),
  });
  const time = (e: Wire.DeviceCommandLogEntry) => formatLogTimestamp(e.sendDateTime, zone);
  const status = (e: Wire.DeviceCommandLogEntry) => (
    <Tag color={STATUS_COLOURS[commandStateOf(e.status) as keyof typeof STATUS_COLOURS]}>
      {t(`log.commandStatus.${e.status}`)}
    </Tag>
  );
  // A phone has room for one column: the command and its status, and under it when, by whom and with what.
  const columns: ColumnsType<Wire.DeviceCommandLogEntry> = isMobile
    ? [
        {
          key: 'command',
          title: t('log.command'),
          render: (_, e) => {
            const payload = payloadText(e.payload, t, siteName);
            return (
              <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
                <span>
                  {commandText(e.command, t)} {status(e)}
                </span>
                <Typography.Text type="secondary">{time(e)}</Typography.Text>
                <Typography.Text type="secondary">{e.user}</Typography.Text>
                {payload && <span>{payload}</span>}
              </Flex>
            );
          },
        },
      ]
    : [
        { key: 'time', title: t('log.time'), width: 170, render: (_, e) => time(e) },
        { key: 'command', title: t('log.command'), render: (_, e) => commandText(e.command, t) },
        { key: 'status', title: t('log.status'), render: (_, e) => status(e) },
        { key: 'user', title: t('log.user'), dataIndex: 'user' },
        {
          key: 'payload',
          title: t('log.payload'),
          // A long payload is cut to its column and read whole in its title.
          width: 260,
          ellipsis: { showTitle: true },
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
      // A desktop narrower than the columns scrolls them sideways inside the dialog instead of widening it.
      scroll={isMobile ? undefined : { x: 'max-content' }}
    />
  );
}
