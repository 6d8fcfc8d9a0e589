import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Modal, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatTimestamp, rolloutKeys, rolloutQueries, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../../i18n';
import {
  ROLLOUT_STATUS_COLOR,
  percentOf,
  rolloutActions,
  rolloutRefetchInterval,
  targetText,
  waveCounts,
  type RolloutAction,
} from '../rolloutRules';

const DEVICE_STATES: readonly Wire.RolloutDeviceState[] = [
  'pending',
  'sent',
  'installing',
  'done',
  'failed',
  'skipped',
];
const DEVICE_PAGE_SIZE = 20;

const DEVICE_STATE_COLOR: Readonly<Record<Wire.RolloutDeviceState, string>> = {
  pending: 'default',
  sent: 'processing',
  installing: 'processing',
  done: 'success',
  failed: 'error',
  skipped: 'default',
};

export interface RolloutDetailProps {
  id: string;
  onBack(): void;
}

/**
 * One rollout: its status, why its rule halted it, each wave's progress and its devices, read again every few seconds
 * while it runs; and the actions its status allows, each confirmed first (they change devices).
 */
export function RolloutDetail({ id, onBack }: RolloutDetailProps) {
  const { api, user, timezone, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const rollout = useQuery({
    ...rolloutQueries.one(api, id),
    refetchInterval: (query) => rolloutRefetchInterval(query.state.data?.status),
  });
  const [wave, setWave] = useState<number | undefined>(undefined);
  const [state, setState] = useState<Wire.RolloutDeviceState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const deviceQuery: Wire.RolloutDevicesQuery = {
    ...(wave !== undefined && { wave }),
    ...(state !== undefined && { state }),
    offset: (page - 1) * DEVICE_PAGE_SIZE,
    limit: DEVICE_PAGE_SIZE,
  };
  const devices = useQuery({
    ...rolloutQueries.devices(api, id, deviceQuery),
    refetchInterval: rolloutRefetchInterval(rollout.data?.status),
  });
  // The devices are read every few seconds only while the rollout runs: once it halts or completes, once more, so
  // that they show how it ended rather than the last poll before.
  const status = rollout.data?.status;
  const seenStatus = useRef(status);
  const refetchDevices = devices.refetch;
  useEffect(() => {
    if (seenStatus.current !== undefined && status !== seenStatus.current) void refetchDevices();
    seenStatus.current = status;
  }, [status, refetchDevices]);
  const [confirming, setConfirming] = useState<RolloutAction | null>(null);
  const [acting, setActing] = useState(false);

  const time = (value: string | null | undefined) => formatTimestamp(value, user?.dateFormat, timezone, 'minutes');

  if (rollout.isError)
    return (
      <Flex vertical gap="middle">
        <Button onClick={onBack} style={{ alignSelf: 'flex-start' }}>
          {t('rollouts.back')}
        </Button>
        <Alert
          type="error"
          showIcon
          title={t('rollouts.detail.notFound')}
          action={<Button onClick={() => void rollout.refetch()}>{t('retry', { ns: 'common' })}</Button>}
        />
      </Flex>
    );
  if (!rollout.data) return <Card loading />;
  const r = rollout.data;

  const act = async (action: RolloutAction) => {
    setConfirming(null);
    setActing(true);
    try {
      const call = {
        start: api.rollouts.start,
        pause: api.rollouts.pause,
        resume: api.rollouts.resume,
        abort: api.rollouts.abort,
      }[action];
      const after = await call({ id });
      queryClient.setQueryData(rolloutKeys.one(id), after);
      notify({
        level: 'success',
        message: t('rollouts.actions.done', { status: t(`rollouts.statuses.${after.status}`) }),
      });
    } catch {
      notify({ level: 'error', message: t('rollouts.actions.failed') });
    } finally {
      setActing(false);
      await queryClient.invalidateQueries({ queryKey: rolloutKeys.all });
    }
  };

  const confirmText = (action: RolloutAction) =>
    action === 'start'
      ? t('rollouts.actions.startConfirm', { count: r.deviceCount, waves: r.waveCount, build: targetText(r.target) })
      : t(`rollouts.actions.${action}Confirm`, { name: r.name });

  const columns: ColumnsType<Wire.RolloutDevice> = [
    { title: t('rollouts.detail.device'), dataIndex: 'deviceId', key: 'deviceId' },
    { title: t('rollouts.detail.site'), key: 'site', render: (_, d) => d.siteName ?? d.siteId ?? '' },
    { title: t('rollouts.detail.wave'), dataIndex: 'wave', key: 'wave' },
    {
      title: t('rollouts.detail.state'),
      key: 'state',
      render: (_, d) => <Tag color={DEVICE_STATE_COLOR[d.state]}>{t(`rollouts.deviceStates.${d.state}`)}</Tag>,
    },
    {
      title: t('rollouts.detail.reason'),
      key: 'reason',
      render: (_, d) => (d.failureReason ? t(`rollouts.failureReasons.${d.failureReason}`) : ''),
    },
    { title: t('rollouts.detail.buildBefore'), dataIndex: 'buildBefore', key: 'buildBefore' },
    { title: t('rollouts.detail.reportedBuild'), dataIndex: 'reportedBuild', key: 'reportedBuild' },
  ];

  return (
    <Flex vertical gap="middle">
      <Button onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        {t('rollouts.back')}
      </Button>
      <Card
        size="small"
        title={
          <Space>
            <span>{r.name}</span>
            <Tag color={ROLLOUT_STATUS_COLOR[r.status]}>{t(`rollouts.statuses.${r.status}`)}</Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {rolloutActions(r.status).map((action) => (
              <Button
                key={action}
                danger={action === 'abort'}
                type={action === 'start' ? 'primary' : 'default'}
                loading={acting}
                onClick={() => setConfirming(action)}
              >
                {t(`rollouts.actions.${action}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'target', label: t('rollouts.detail.target'), children: targetText(r.target) },
            { key: 'devices', label: t('rollouts.detail.devices'), children: r.deviceCount },
            {
              key: 'wave',
              label: t('rollouts.detail.currentWave'),
              children: r.currentWave === null ? '-' : `${r.currentWave} / ${r.waveCount}`,
            },
            { key: 'created', label: t('rollouts.createdBy'), children: `${r.createdBy}, ${time(r.createdAt)}` },
            ...(r.startedBy
              ? [
                  {
                    key: 'started',
                    label: t('rollouts.detail.startedBy'),
                    children: `${r.startedBy}, ${time(r.startedAt)}`,
                  },
                ]
              : []),
            ...(r.nextWaveAt
              ? [{ key: 'next', label: t('rollouts.detail.nextWaveAt'), children: time(r.nextWaveAt) }]
              : []),
            ...(r.endedAt ? [{ key: 'ended', label: t('rollouts.detail.endedAt'), children: time(r.endedAt) }] : []),
          ]}
        />
      </Card>
      {r.haltReason && <HaltReason reason={r.haltReason} />}
      <Card size="small" title={t('rollouts.detail.waves')}>
        <Flex vertical gap="small">
          {r.progress.map((w) => {
            const c = waveCounts(w);
            const settled = w.devices === 0 ? 0 : ((c.done + c.failed + c.skipped) / w.devices) * 100;
            const done = w.devices === 0 ? 0 : (c.done / w.devices) * 100;
            return (
              <div key={w.wave}>
                <Typography.Text strong>
                  {t('rollouts.detail.waveTitle', { wave: w.wave, count: w.devices })}
                </Typography.Text>
                <Progress
                  percent={Math.round(settled)}
                  success={{ percent: Math.round(done) }}
                  status={c.failed > 0 ? 'exception' : settled >= 100 ? 'success' : 'normal'}
                  aria-label={t('rollouts.detail.waveTitle', { wave: w.wave, count: w.devices })}
                />
                <Typography.Text type="secondary">
                  {t('rollouts.detail.counts', c)}
                  {c.skipped > 0 ? ` · ${t('rollouts.detail.skipped', { count: c.skipped })}` : ''}
                </Typography.Text>
              </div>
            );
          })}
        </Flex>
      </Card>
      <Card size="small" title={t('rollouts.detail.devices')}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('rollouts.detail.filterWave')}
            style={{ minWidth: 140 }}
            value={wave ?? 0}
            onChange={(v: number) => {
              setWave(v === 0 ? undefined : v);
              setPage(1);
            }}
            options={[
              { value: 0, label: t('rollouts.detail.allWaves') },
              ...r.progress.map((w) => ({ value: w.wave, label: `${t('rollouts.detail.wave')} ${w.wave}` })),
            ]}
          />
          <Select
            aria-label={t('rollouts.detail.filterState')}
            style={{ minWidth: 160 }}
            value={state ?? ''}
            onChange={(v: string) => {
              setState(v === '' ? undefined : (v as Wire.RolloutDeviceState));
              setPage(1);
            }}
            options={[
              { value: '', label: t('rollouts.detail.allStates') },
              ...DEVICE_STATES.map((s) => ({ value: s, label: t(`rollouts.deviceStates.${s}`) })),
            ]}
          />
        </Space>
        <Table<Wire.RolloutDevice>
          size="small"
          rowKey="deviceId"
          loading={devices.isPending}
          columns={columns}
          dataSource={devices.data?.devices ?? []}
          locale={{ emptyText: t('rollouts.detail.noDevices') }}
          pagination={{
            current: page,
            pageSize: DEVICE_PAGE_SIZE,
            total: devices.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          scroll={{ x: true }}
        />
      </Card>
      <Modal
        open={confirming !== null}
        title={confirming ? t(`rollouts.actions.${confirming}`) : undefined}
        okText={confirming ? t(`rollouts.actions.${confirming}`) : undefined}
        okButtonProps={{ danger: confirming === 'abort' }}
        cancelText={t('rollouts.form.cancel')}
        onCancel={() => setConfirming(null)}
        onOk={() => confirming && void act(confirming)}
        destroyOnHidden
      >
        {confirming && <Typography.Paragraph>{confirmText(confirming)}</Typography.Paragraph>}
      </Modal>
    </Flex>
  );
}

/** Why the rollout's rule halted it, in words: the wave, its figures, the limit, and the failures by reason. */
function HaltReason({ reason }: { reason: Wire.RolloutHaltReason }) {
  const { t } = useTexts();
  const percent = (share: number) => `${percentOf(share)} %`;
  return (
    <Alert
      type="error"
      showIcon
      title={t('rollouts.halt.title')}
      description={
        <Flex vertical gap={4}>
          <span>
            {t('rollouts.halt.text', {
              wave: reason.wave,
              failed: reason.failed,
              devices: reason.devices,
              share: percent(reason.failedShare),
              limit: percent(reason.maxFailedShare),
            })}{' '}
            {reason.waveEnded ? t('rollouts.halt.waveEnded') : t('rollouts.halt.waveNotEnded')}
          </span>
          <span>{t('rollouts.halt.reasons', reason.reasons)}</span>
          <span>{t('rollouts.halt.resumeHint')}</span>
        </Flex>
      }
    />
  );
}
