import { Suspense, lazy, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatTimestamp, rolloutKeys, rolloutQueries, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { RolloutDetail } from './components/RolloutDetail';
import { ROLLOUT_STATUS_COLOR, rolloutRefetchInterval, targetText } from './rolloutRules';

/** The query parameter that opens one rollout (the Parameters tab links to it). */
const ROLLOUT_PARAM = 'rollout';

const HISTORY_PAGE_SIZE = 20;

const openedRollout = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(ROLLOUT_PARAM);

// The form (its pickers, its preview) loads when a new rollout is asked for: the history and the progress are what
// the page is opened for.
const RolloutForm = lazy(() => import('./components/RolloutForm').then((m) => ({ default: m.RolloutForm })));

/**
 * main/rollouts (designed, super admin only): the history of fleet firmware rollouts, a new one made as a previewed
 * draft, and one rollout's progress with the actions its status allows.
 */
export function RolloutsPage() {
  const [openId, setOpenId] = useState<string | null>(openedRollout);
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  if (openId) return <RolloutDetail key={openId} id={openId} onBack={() => setOpenId(null)} />;
  return (
    <>
      <RolloutHistory onOpen={setOpenId} onNew={() => setCreating(true)} />
      {creating && (
        <Suspense fallback={null}>
          <RolloutForm
            open
            onClose={() => setCreating(false)}
            onCreated={(rollout) => {
              setCreating(false);
              void queryClient.invalidateQueries({ queryKey: rolloutKeys.lists() });
              setOpenId(rollout.id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

interface RolloutHistoryProps {
  onOpen(id: string): void;
  onNew(): void;
}

/** Every rollout, newest first (the server's order), read again while one of them runs. */
function RolloutHistory({ onOpen, onNew }: RolloutHistoryProps) {
  const { api, user, timezone } = useHost();
  const { t } = useTexts();
  const [page, setPage] = useState(1);
  const query = { offset: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE };
  const list = useQuery({
    ...rolloutQueries.list(api, query),
    refetchInterval: (q) =>
      q.state.data?.rollouts.some((r) => rolloutRefetchInterval(r.status) !== false)
        ? rolloutRefetchInterval('running')
        : false,
  });

  const columns: ColumnsType<Wire.Rollout> = [
    {
      title: t('rollouts.name'),
      key: 'name',
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(r.id)}>
          {r.name}
        </Button>
      ),
    },
    { title: t('rollouts.target'), key: 'target', render: (_, r) => targetText(r.target) },
    {
      title: t('rollouts.status'),
      key: 'status',
      render: (_, r) => <Tag color={ROLLOUT_STATUS_COLOR[r.status]}>{t(`rollouts.statuses.${r.status}`)}</Tag>,
    },
    {
      title: t('rollouts.progress'),
      key: 'progress',
      render: (_, r) =>
        t('rollouts.progressText', { done: r.totals.done, failed: r.totals.failed, total: r.deviceCount }),
    },
    { title: t('rollouts.createdBy'), dataIndex: 'createdBy', key: 'createdBy' },
    {
      title: t('rollouts.createdAt'),
      key: 'createdAt',
      render: (_, r) => formatTimestamp(r.createdAt, user?.dateFormat, timezone, 'minutes'),
    },
  ];

  return (
    <Card
      size="small"
      title={t('rollouts.history')}
      extra={
        <Button type="primary" onClick={onNew}>
          {t('rollouts.new')}
        </Button>
      }
    >
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('rollouts.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('retry', { ns: 'common' })}</Button>}
        />
      ) : (
        <Flex vertical>
          <Table<Wire.Rollout>
            size="small"
            rowKey="id"
            loading={list.isPending}
            columns={columns}
            dataSource={list.data?.rollouts ?? []}
            locale={{ emptyText: t('rollouts.empty') }}
            pagination={{
              current: page,
              pageSize: HISTORY_PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
            scroll={{ x: true }}
          />
        </Flex>
      )}
    </Card>
  );
}
