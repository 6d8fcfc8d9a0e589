import { memo, useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { alarmQueries, alarmSeverity, formatTimestamp, siteOfDevice, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { devicePermissions } from '../../shared/selectionDevices';
import { useAlarmName } from '../../shared/useAlarmName';
import { useAlarmActions } from '../hooks/useAlarmActions';

const SEVERITY_COLOURS = { warnings: 'gold', errors: 'orange', criticals: 'red', safety: 'magenta' } as const;

export interface ActiveAlarmsProps {
  /** The devices of the selection; null for all the user may see. */
  deviceIds: ReadonlySet<string> | null;
  onOpenLog(deviceId: string): void;
}

/** spec 7 GET /ActiveAlarms (polled every 60 s) of the selection, with acknowledge and close (spec 4). */
export function ActiveAlarms({ deviceIds, onOpenLog }: ActiveAlarmsProps) {
  const { api } = useHost();
  const alarms = useQuery(alarmQueries.active(api));
  // react-query hands an answer to React through useSyncExternalStore, which renders it at once, in one task. The
  // table is drawn from a deferred copy of the answer instead, so React renders its rows in slices.
  const { data, isPending } = alarms;
  const answer = useDeferredValue(useMemo(() => ({ data, isPending }), [data, isPending]));
  const rows = useMemo(
    () =>
      (answer.data?.currentAlarms ?? [])
        .filter((a) => !a.stopTime && (deviceIds === null || deviceIds.has(a.deviceId)))
        .sort((a, b) => (b.startTime ?? '').localeCompare(a.startTime ?? '')),
    [answer.data, deviceIds],
  );
  return <AlarmsCard rows={rows} loading={answer.isPending} onOpenLog={onOpenLog} />;
}

interface AlarmsCardProps {
  rows: readonly Wire.Alarm[];
  loading: boolean;
  onOpenLog(deviceId: string): void;
}

/** The alarms' table. Memoised: an answer's urgent render stops above it. */
const AlarmsCard = memo(function AlarmsCard({ rows, loading, onOpenLog }: AlarmsCardProps) {
  const { configuration, user, isMobile } = useHost();
  const { t } = useTexts();
  const alarmName = useAlarmName();
  const { acknowledge, close } = useAlarmActions();
  const zoneOf = (alarm: Wire.Alarm) => alarm.timezone ?? siteOfDevice(configuration, alarm.deviceId)?.timezone;
  const time = (value: string | null | undefined, alarm: Wire.Alarm) =>
    formatTimestamp(value, user?.dateFormat, zoneOf(alarm), 'minutes');

  const siteName = (alarm: Wire.Alarm) => alarm.siteName ?? siteOfDevice(configuration, alarm.deviceId)?.siteName ?? '';
  const severityTag = (alarm: Wire.Alarm) => {
    const severity = alarmSeverity({ severity: alarm.severity ?? null, alarmCode: alarm.alarmCode ?? null });
    return severity ? <Tag color={SEVERITY_COLOURS[severity]}>{t(`alarms.severities.${severity}`)}</Tag> : null;
  };
  const acknowledgement = (alarm: Wire.Alarm) =>
    alarm.acknowledgeUser ? (
      t('alarms.acknowledgedBy', { user: alarm.acknowledgeUser, time: time(alarm.acknowledgeTime, alarm) })
    ) : (
      <Typography.Text type="secondary">{t('alarms.notAcknowledged')}</Typography.Text>
    );
  // An instant or an identifier keeps to one line; the names and the acknowledgement wrap when the table is narrow.
  const oneLine = { style: { whiteSpace: 'nowrap' } } as const;
  // A phone has room for two columns: the device, site, start and acknowledgement go under the alarm, and the
  // actions keep the second.
  const described: ColumnsType<Wire.Alarm> = isMobile
    ? [
        {
          key: 'alarm',
          title: t('alarms.alarm'),
          render: (_, alarm) => (
            <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
              <span>
                {alarmName(alarm.alarmCode)} {severityTag(alarm)}
              </span>
              <Typography.Text type="secondary">
                {alarm.deviceId} · {siteName(alarm)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('alarms.startedAt', { time: time(alarm.startTime, alarm) })}
              </Typography.Text>
              <span>{acknowledgement(alarm)}</span>
            </Flex>
          ),
        },
      ]
    : [
        { key: 'device', title: t('alarms.device'), dataIndex: 'deviceId', onCell: () => oneLine },
        { key: 'site', title: t('alarms.site'), render: (_, alarm) => siteName(alarm) },
        { key: 'alarm', title: t('alarms.alarm'), render: (_, alarm) => alarmName(alarm.alarmCode) },
        { key: 'severity', title: t('alarms.severity'), render: (_, alarm) => severityTag(alarm) },
        {
          key: 'started',
          title: t('alarms.started'),
          onCell: () => oneLine,
          render: (_, alarm) => time(alarm.startTime, alarm),
        },
        { key: 'acknowledged', title: t('alarms.acknowledged'), render: (_, alarm) => acknowledgement(alarm) },
      ];

  const columns: ColumnsType<Wire.Alarm> = [
    ...described,
    {
      key: 'actions',
      title: t('alarms.actions'),
      render: (_, alarm) => {
        const may = devicePermissions(configuration, user, alarm.deviceId);
        const name = alarmName(alarm.alarmCode);
        const ref = { alarmId: alarm.alarmId, deviceId: alarm.deviceId };
        return (
          <Space size="small" wrap>
            {may.alarms && !alarm.acknowledgeUser && (
              <Popconfirm
                title={t('alarms.acknowledgeConfirm', { name, id: alarm.deviceId })}
                okText={t('alarms.acknowledge')}
                cancelText={t('commands.cancel')}
                onConfirm={() => acknowledge.mutateAsync(ref).catch(() => undefined)}
              >
                <Button size="small">{t('alarms.acknowledge')}</Button>
              </Popconfirm>
            )}
            {may.alarms && (
              <Popconfirm
                title={t('alarms.closeConfirm', { name, id: alarm.deviceId })}
                okText={t('alarms.close')}
                cancelText={t('commands.cancel')}
                onConfirm={() => close.mutateAsync(ref).catch(() => undefined)}
              >
                <Button size="small" danger>
                  {t('alarms.close')}
                </Button>
              </Popconfirm>
            )}
            {may.logs && (
              <Button size="small" type="link" onClick={() => onOpenLog(alarm.deviceId)}>
                {t('alarms.log')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('alarms.title')} size="small">
      <Table<Wire.Alarm>
        aria-label={t('alarms.title')}
        rowKey="alarmId"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('alarms.none') }}
        // The columns wrap to the table's width first; only what cannot wrap scrolls sideways, inside the card.
        scroll={{ x: true }}
      />
    </Card>
  );
});
