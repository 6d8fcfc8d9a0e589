import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Tag, Typography } from 'antd';
import { alarmQueries, formatTimestamp, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { errorName } from '../../maintenance/errorEntry';

/** How far back the backup view lists island failures. */
const EVENT_DAYS = 30;

export interface BackupEventsProps {
  deviceIds: readonly string[];
  timezone: string | null | undefined;
}

/** spec 4: island failures (gfm error, power limit, SOC exceeding the limit, retry failure) of the site's batteries. */
export function BackupEvents({ deviceIds, timezone }: BackupEventsProps) {
  const { api, user } = useHost();
  const { t } = useTexts();
  const [range] = useState(() => {
    const to = new Date();
    return { from: new Date(to.getTime() - EVENT_DAYS * 86_400_000), to };
  });
  const errors = useQuery({
    ...alarmQueries.deviceErrors(api, {
      deviceIds: [...deviceIds],
      fromDateTime: range.from.toISOString(),
      toDateTime: range.to.toISOString(),
    }),
    enabled: deviceIds.length > 0,
  });
  const events = useMemo(
    () =>
      (errors.data?.deviceErrors ?? [])
        .map((e) => ({ entry: e, name: errorName(e) }))
        .filter((e) => e.name.kind === 'island')
        .sort((a, b) => b.entry.createdAt.localeCompare(a.entry.createdAt)),
    [errors.data],
  );
  return (
    <Card title={t('backup.events')} size="small" loading={errors.isPending && deviceIds.length > 0}>
      <List
        size="small"
        dataSource={events}
        locale={{ emptyText: t('backup.noEvents') }}
        renderItem={({ entry, name }) => (
          <List.Item>
            <Typography.Text>
              {formatTimestamp(entry.createdAt, user?.dateFormat, timezone, 'minutes')} {entry.deviceId}{' '}
            </Typography.Text>
            <Tag color="red">{name.kind === 'island' ? t(`backup.islandFailures.${name.failure}`) : ''}</Tag>
          </List.Item>
        )}
      />
    </Card>
  );
}
