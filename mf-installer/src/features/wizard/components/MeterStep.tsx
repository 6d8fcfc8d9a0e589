import { Alert, Button, Steps, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { METER_SETUP_STEPS, commissioningKeys, commissioningQueries, errorMessageKey, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { useInstallerCalls } from '../hooks/useInstallerCalls';
import type { StepProps } from './stepProps';

/** How often the meter's progress is read while it runs (the simulated steps take 5 s each). */
export const METER_POLL_MS = 1_000;

/**
 * spec 4 meter set-up: waiting for device to come online, meter configuration active, power meter setup active,
 * running setup, running check, test of meter installation; then success or a failure reason, with a retry. The
 * progress is read from the server (GET /MeterSetup), so a reload in the middle shows the run where it is.
 */
export function MeterStep({ state, dispatch }: StepProps) {
  const { t } = useTexts();
  const { api } = useHost();
  const queryClient = useQueryClient();
  const { startMeter } = useInstallerCalls();
  const deviceId = state.deviceId ?? '';
  const status = useQuery({
    ...commissioningQueries.meter(api, deviceId),
    enabled: state.meterStarted && deviceId !== '',
    refetchInterval: (query) => (query.state.data?.result ? false : METER_POLL_MS),
    // A lost connection must not end the polling: the next answer picks the run up where it is.
    retry: true,
    retryDelay: METER_POLL_MS,
  });

  const start = async () => {
    // A retry must never show the previous run's result while the new one starts.
    queryClient.removeQueries({ queryKey: commissioningKeys.meter(deviceId) });
    await startMeter.mutateAsync(deviceId);
    dispatch({ type: 'meterStarted' });
  };

  const data = state.meterStarted ? status.data : undefined;
  const result = data?.result ?? null;
  const current = data?.step ? METER_SETUP_STEPS.indexOf(data.step) : 0;
  const failed = result !== null && result !== 'success';
  const running = state.meterStarted && result === null;

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('meterSetup.title')}
      </Typography.Title>
      {!state.meterStarted ? <Typography.Paragraph>{t('installer.meter.intro')}</Typography.Paragraph> : null}
      {state.meterStarted ? (
        <section aria-label={t('installer.meter.running')}>
          <Steps
            orientation="vertical"
            size="small"
            current={current}
            status={failed ? 'error' : result === 'success' ? 'finish' : 'process'}
            items={METER_SETUP_STEPS.map((step) => ({ title: t(`meterSetup.steps.${step}`) }))}
            style={{ marginBottom: 16 }}
          />
          {running && data?.step ? (
            <Typography.Paragraph role="status" strong>
              {t(`meterSetup.steps.${data.step}`)}…
            </Typography.Paragraph>
          ) : null}
        </section>
      ) : null}
      {data?.testRunning ? (
        <Alert type="info" showIcon title={t('meterSetup.skippedWhileTesting')} style={{ marginBottom: 16 }} />
      ) : null}
      {status.isError && state.meterStarted ? (
        <Alert
          type="warning"
          showIcon
          title={t(errorMessageKey(status.error), { ns: 'error' })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {startMeter.isError ? (
        <Alert
          type="error"
          showIcon
          title={t(errorMessageKey(startMeter.error), { ns: 'error' })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {result === 'success' ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('meterSetup.results.success')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('installer.meter.failed')}
          description={t(`meterSetup.results.${result}`)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {result === 'success' ? (
        <Button type="primary" size="large" block onClick={() => dispatch({ type: 'meterPassed' })}>
          {t('installer.next')}
        </Button>
      ) : (
        <Button
          type="primary"
          size="large"
          block
          loading={startMeter.isPending || running}
          disabled={running}
          onClick={() => void start()}
        >
          {failed ? t('installer.meter.retry') : t('meterSetup.start')}
        </Button>
      )}
    </>
  );
}
