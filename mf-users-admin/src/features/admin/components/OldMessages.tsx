import { Alert, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { formatTimestamp, messageQueries, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';

const SEVERITY_COLOURS = { info: 'blue', warning: 'orange', error: 'red' } as const;

/** spec 3: the list of old messages, newest first (spec 8: 'Error loading old messages'). */
export function OldMessages() {
  const { t } = useTexts();
  const { api, user, isMobile } = useHost();
  const old = useQuery(messageQueries.old(api));
  if (old.isError) return <Alert type="error" showIcon title={t('oldMessagesLoadFailed', { ns: 'error' })} />;
  const time = (m: Wire.MessageCenterMessage) => formatTimestamp(m.lastUpdated, user?.dateFormat, 'GMT', 'minutes');
  const severity = (m: Wire.MessageCenterMessage) => (
    <Tag color={SEVERITY_COLOURS[m.severity]}>{t(`messageCentre.severities.${m.severity}`)}</Tag>
  );
  // A phone has room for one column: the title and its severity, under it when it was replaced, and the message
  // whole, wrapped, where four columns squeeze the title to a few letters a line and cut the message to a word.
  const columns: ColumnsType<Wire.MessageCenterMessage> = isMobile
    ? [
        {
          key: 'message',
          title: t('admin.message'),
          render: (_v, m) => (
            <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
              <span>
                <Typography.Text strong>{m.title}</Typography.Text> {severity(m)}
              </span>
              <Typography.Text type="secondary">{time(m)}</Typography.Text>
              <span style={{ whiteSpace: 'pre-line' }}>{m.message}</span>
            </Flex>
          ),
        },
      ]
    : [
        {
          key: 'lastUpdated',
          title: t('columns.lastUpdated', { ns: 'table' }),
          width: 150,
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (_v, m) => time(m),
        },
        { key: 'severity', title: t('admin.severity'), width: 120, render: (_v, m) => severity(m) },
        {
          key: 'title',
          title: t('admin.messageTitle'),
          dataIndex: 'title',
          // A run without a space breaks rather than running under the message's column.
          onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
        },
        // The message is cut to one line, read whole in its title on hover.
        { key: 'message', title: t('admin.message'), dataIndex: 'message', ellipsis: { showTitle: true } },
      ];
  return (
    <Table<Wire.MessageCenterMessage>
      size="small"
      aria-label={t('admin.oldMessages')}
      loading={old.isPending}
      rowKey={(m) => m.id ?? m.lastUpdated}
      dataSource={old.data?.messages ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('admin.noOldMessages') }}
      columns={columns}
    />
  );
}
