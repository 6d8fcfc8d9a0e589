import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Popconfirm, Space, Steps, Typography } from 'antd';
import { METER_SETUP_STEPS, commissioningKeys, commissioningQueries, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { meterProgress } from '../meterProgress';

/** How often GET /MeterSetup is read while a step runs. */
export const METER_POLL_MS = 2_000;

export interface MeterTestProps {
  deviceId: string;
  /** May start a set-up or test (Installer level or better). */
  mayStart: boolean;
}

/**
 * Meter set-up and test (spec 4) as a step-by-step view through the six states, ending in success or the named
 * failure. Set-up is not offered while a test runs.
 */
export function MeterTest({ deviceId, mayStart }: MeterTestProps) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const status = useQuery({
    ...commissioningQueries.meter(api, deviceId),
    refetchInterval: (query) => (meterProgress(query.state.data).phase === 'running' ? METER_POLL_MS : false),
  });
  const progress = meterProgress(status.data);
  const start = useMutation({
    mutationFn: (kind: 'setup' | 'test') =>
      kind === 'setup' ? api.meter.setup({ deviceId }) : api.meter.test({ deviceId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissioningKeys.meter(deviceId) }),
    onError: (_error, kind) =>
      notify({ level: 'error', message: t(kind === 'setup' ? 'meterSetupFailed' : 'commandFailed', { ns: 'error' }) }),
  });
  const running = progress.phase === 'running';

  return (
    <Card title={t('meter.title')} size="small">
      <Flex vertical gap="middle">
        {mayStart && (
          <Space wrap>
            {progress.setupOffered && (
              <Popconfirm
                title={t('meter.setupConfirm', { id: deviceId })}
                okText={t('meter.setup')}
                cancelText={t('commands.cancel')}
                onConfirm={() => start.mutateAsync('setup').catch(() => undefined)}
              >
                <Button disabled={running || start.isPending}>{t('meter.setup')}</Button>
              </Popconfirm>
            )}
            <Popconfirm
              title={t('meter.testConfirm', { id: deviceId })}
              okText={t('meter.test')}
              cancelText={t('commands.cancel')}
              onConfirm={() => start.mutateAsync('test').catch(() => undefined)}
            >
              <Button disabled={running || start.isPending}>{t('meter.test')}</Button>
            </Popconfirm>
          </Space>
        )}
        {!progress.setupOffered && <Typography.Text type="secondary">{t('meter.setupBlocked')}</Typography.Text>}
        {progress.phase === 'idle' ? (
          <Typography.Text type="secondary">{t('meter.idle')}</Typography.Text>
        ) : (
          <Steps
            direction="vertical"
            size="small"
            aria-label={t('meter.title')}
            current={progress.stepIndex}
            status={progress.phase === 'failed' ? 'error' : progress.phase === 'success' ? 'finish' : 'process'}
            items={METER_SETUP_STEPS.map((step) => ({ title: t(`meterSetup.steps.${step}`) }))}
          />
        )}
        <div role="status" aria-label={t('meter.title')}>
          {progress.phase === 'success' && <Alert type="success" showIcon title={t('meterSetup.results.success')} />}
          {progress.phase === 'failed' && progress.result && (
            <Alert type="error" showIcon title={t(`meterSetup.results.${progress.result}`)} />
          )}
          {running && <Typography.Text>{t('meter.running')}</Typography.Text>}
        </div>
      </Flex>
    </Card>
  );
}
