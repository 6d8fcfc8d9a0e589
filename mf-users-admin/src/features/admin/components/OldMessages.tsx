import { Alert, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatTimestamp, messageQueries, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';

const SEVERITY_COLOURS = { info: 'blue', warning: 'orange', error: 'red' } as const;

/** spec 3: the list of old messages, newest first (spec 8: 'Error loading old messages'). */
export function OldMessages() {
  const { t } = useTexts();
  const { api, user } = useHost();
  const old = useQuery(messageQueries.old(api));
  if (old.isError) return <Alert type="error" showIcon title={t('oldMessagesLoadFailed', { ns: 'error' })} />;
  return (
    <Table<Wire.MessageCenterMessage>
      size="small"
      aria-label={t('admin.oldMessages')}
      loading={old.isPending}
      rowKey={(m) => m.id ?? m.lastUpdated}
      dataSource={old.data?.messages ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('admin.noOldMessages') }}
      columns={[
        {
          key: 'lastUpdated',
          title: t('columns.lastUpdated', { ns: 'table' }),
          render: (_v, m) => formatTimestamp(m.lastUpdated, user?.dateFormat, 'GMT', 'minutes'),
        },
        {
          key: 'severity',
          title: t('admin.severity'),
          render: (_v, m) => (
            <Tag color={SEVERITY_COLOURS[m.severity]}>{t(`messageCentre.severities.${m.severity}`)}</Tag>
          ),
        },
        { key: 'title', title: t('admin.messageTitle'), dataIndex: 'title' },
        { key: 'message', title: t('admin.message'), dataIndex: 'message', ellipsis: true },
      ]}
    />
  );
}
