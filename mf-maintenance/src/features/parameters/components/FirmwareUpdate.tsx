import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Popconfirm, Steps, Tag, Typography } from 'antd';
import {
  ApiError,
  firmwareUpdatePlan,
  parameterKeys,
  parameterQueries,
  useHost,
  usesDirectUpdateCommand,
  type DeviceParameters,
  type Wire,
} from '@bess/shared';
import { useTexts } from '../../../i18n';
import { isCommandSettled } from '../../shared/commandState';
import { useTrackedCommand } from '../../shared/useTrackedCommand';
import { compareBuildNames, reportsTarget, TARGET_BUILD_NAME } from '../firmwareVersion';

/** How often the reported properties are read while the device installs the build. */
export const FIRMWARE_POLL_MS = 3_000;

type Phase = 'idle' | 'parameters' | 'command' | 'done' | 'failed';

export interface FirmwareUpdateProps {
  deviceId: string;
  parameters: DeviceParameters;
}

/**
 * spec 7 firmware update, with a progress view: PUT /parameters with the target set, then the direct command
 * (POST /devices/{id}/commands/update/software) for the six older builds of spec 9, else PUT /UpdateDevice; the
 * command is followed in the command log and the view waits for the device to report the new build.
 */
export function FirmwareUpdate({ deviceId, parameters }: FirmwareUpdateProps) {
  const { api } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const { tracked, state, send } = useTrackedCommand(deviceId);
  const waiting = phase === 'command' && state !== 'failed';
  const reported = useQuery({
    ...parameterQueries.reported(api, deviceId),
    refetchInterval: waiting ? FIRMWARE_POLL_MS : false,
  });
  const current = reported.data?.firmwareVersion ?? null;
  const direct = usesDirectUpdateCommand(current);
  const installed = phase === 'command' && reportsTarget(current) && state === 'delivered';
  const order = compareBuildNames(current, TARGET_BUILD_NAME);

  const start = async () => {
    setFailure(null);
    const [write, command] = firmwareUpdatePlan(parameters, current);
    setPhase('parameters');
    try {
      await api.parameters.update(write!.body as Wire.DeviceParameters);
      await queryClient.invalidateQueries({ queryKey: parameterKeys.device(deviceId) });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('updateFailed', { ns: 'error' }),
      );
      setPhase('failed');
      return;
    }
    setPhase('command');
    const ok =
      command!.method === 'POST'
        ? await send(
            'updateSoftware',
            () =>
              api.parameters.updateSoftware({
                id: deviceId,
                ...(command!.body as { firmwareBranch: string; firmwareBuild: string }),
              }),
            t('commandFailed', { ns: 'error' }),
          )
        : await send(
            'updateDevice',
            () => api.parameters.updateDevice({ DeviceId: deviceId }),
            t('commandFailed', { ns: 'error' }),
          );
    if (!ok) setPhase('failed');
  };

  const stepIndex = installed
    ? 3
    : phase === 'command'
      ? state === 'delivered'
        ? 2
        : 1
      : phase === 'parameters'
        ? 0
        : -1;
  const failed = phase === 'failed' || state === 'failed';
  const running =
    phase === 'parameters' ||
    (phase === 'command' && !installed && !(state && isCommandSettled(state) && state === 'failed'));

  return (
    <Card title={t('parameters.firmware.title')} size="small">
      <Flex vertical gap="small">
        <Typography.Text>
          {t('parameters.firmware.current', { build: current ?? '' })}{' '}
          {order !== null && order < 0 && (
            <Tag color="orange">
              {'<'} {TARGET_BUILD_NAME}
            </Tag>
          )}
        </Typography.Text>
        <Typography.Text>{t('parameters.firmware.target', { build: TARGET_BUILD_NAME })}</Typography.Text>
        <Typography.Text type="secondary">
          {direct ? t('parameters.firmware.directCommand') : t('parameters.firmware.updateDevice')}
        </Typography.Text>
        <div>
          <Popconfirm
            title={t('parameters.firmware.confirm', { id: deviceId, build: TARGET_BUILD_NAME })}
            okText={t('parameters.firmware.start')}
            cancelText={t('commands.cancel')}
            onConfirm={() => void start()}
          >
            <Button type="primary" disabled={running}>
              {t('parameters.firmware.start')}
            </Button>
          </Popconfirm>
        </div>
        {phase !== 'idle' && (
          <div role="status" aria-label={t('parameters.firmware.title')}>
            <Steps
              size="small"
              direction="vertical"
              current={Math.max(stepIndex, 0)}
              status={failed ? 'error' : installed ? 'finish' : 'process'}
              items={[
                { title: t('parameters.firmware.steps.parameters') },
                { title: t('parameters.firmware.steps.command') },
                { title: t('parameters.firmware.steps.delivered') },
                { title: t('parameters.firmware.steps.reported', { build: TARGET_BUILD_NAME }) },
              ]}
            />
            {installed && <Alert type="success" showIcon title={t('parameters.firmware.done', { build: current })} />}
            {failed && (
              <Alert
                type="error"
                showIcon
                title={failure ?? tracked?.failureText ?? t('updateFailed', { ns: 'error' })}
              />
            )}
          </div>
        )}
      </Flex>
    </Card>
  );
}
