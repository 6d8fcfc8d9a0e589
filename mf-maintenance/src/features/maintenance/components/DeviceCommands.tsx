import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Grid, InputNumber, Popconfirm, Space, theme } from 'antd';
import { commandQueries, validateTestModeValue, useHost, type Device, type Site } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { CommandProgress } from '../../shared/CommandProgress';
import { isBattery } from '../../shared/selectionDevices';
import { useTrackedCommand } from '../../shared/useTrackedCommand';

export interface DeviceCommandsProps {
  device: Device;
  site: Site | null;
}

/**
 * Reboot, restart site controller and test mode send/release (spec 1 and 4), each behind a confirmation, each followed
 * in the command log (CommandProgress) and failing with spec 8's text.
 */
export function DeviceCommands({ device, site }: DeviceCommandsProps) {
  const { api } = useHost();
  const { t } = useTexts();
  const { tracked, state, send } = useTrackedCommand(device.deviceId);
  const [value, setValue] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  // On a phone the test-mode form stacks, so its hint and error wrap inside the card instead of running off it.
  const wide = Grid.useBreakpoint().md ?? false;
  const { token } = theme.useToken();
  // spec 4/5: the bound comes from the narrow read every test-mode user may make (GET /command/testMode/limit), not
  // from the reported properties, which only admins may read. Should it fail, the server's own check still decides.
  const limit = useQuery({
    ...commandQueries.testModeLimit(api, device.deviceId),
    enabled: isBattery(device.deviceId),
  });
  const maxPower = Number(limit.data?.inverterMaxPower);
  const knownMax = Number.isFinite(maxPower) && maxPower > 0 ? maxPower : null;
  // spec 5: greater than minus the inverter maximum power and less than it; the server checks it too.
  const error =
    knownMax !== null
      ? validateTestModeValue(value, knownMax)
      : value === null
        ? validateTestModeValue(value, 1)
        : null;
  const errorText = error ? t(error.key, { ns: 'error', ...error.values }) : null;
  const help =
    touched && errorText
      ? errorText
      : knownMax !== null
        ? t('testMode.hint', { min: -knownMax, max: knownMax })
        : t('testMode.hintUnknown');
  const battery = isBattery(device.deviceId);
  const id = device.deviceId;

  const reboot = () =>
    send('restart', () => api.commands.restart({ deviceId: id }), t('rebootFailed', { ns: 'error' }));
  const restartSiteController = (siteId: string) =>
    send(
      'rebootSiteController',
      () => api.commands.rebootSiteController({ siteId }),
      t('restartSiteControllerFailed', { ns: 'error' }),
    );
  const sendTestMode = (kw: number) =>
    send('testMode', () => api.commands.testMode({ deviceId: id, value: kw }), t('testModeFailed', { ns: 'error' }));
  const release = () =>
    send('testModeRelease', () => api.commands.testModeRelease({ deviceId: id }), t('releaseFailed', { ns: 'error' }));

  const valueInput = (
    <InputNumber<number>
      id="test-mode-value"
      value={value}
      aria-describedby="test-mode-value-help"
      aria-invalid={touched && errorText !== null}
      onChange={(v) => {
        setValue(typeof v === 'number' ? v : null);
        setTouched(true);
      }}
      style={{ width: 140 }}
    />
  );
  const buttons = (
    <Space wrap>
      <Popconfirm
        title={t('testMode.sendConfirm', { value, id })}
        okText={t('testMode.send')}
        cancelText={t('commands.cancel')}
        disabled={errorText !== null}
        onConfirm={() => (value !== null ? sendTestMode(value) : undefined)}
      >
        <Button disabled={errorText !== null} onClick={() => setTouched(true)}>
          {t('testMode.send')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('testMode.releaseConfirm', { id })}
        okText={t('testMode.release')}
        cancelText={t('commands.cancel')}
        onConfirm={release}
      >
        <Button>{t('testMode.release')}</Button>
      </Popconfirm>
    </Space>
  );

  return (
    <Card title={t('commands.title')} size="small">
      <Flex vertical gap="middle">
        <Space wrap>
          <Popconfirm
            title={t('commands.rebootConfirm', { id })}
            okText={t('commands.reboot')}
            cancelText={t('commands.cancel')}
            onConfirm={reboot}
          >
            <Button>{t('commands.reboot')}</Button>
          </Popconfirm>
          {site && (
            <Popconfirm
              title={t('commands.restartSiteControllerConfirm', { name: site.siteName })}
              okText={t('commands.restartSiteController')}
              cancelText={t('commands.cancel')}
              onConfirm={() => restartSiteController(site.siteId)}
            >
              <Button>{t('commands.restartSiteController')}</Button>
            </Popconfirm>
          )}
        </Space>
        {battery && (
          <Form layout={wide ? 'inline' : 'vertical'} onSubmitCapture={(e) => e.preventDefault()}>
            <Form.Item
              label={t('testMode.value')}
              htmlFor="test-mode-value"
              validateStatus={touched && errorText ? 'error' : undefined}
              help={<span id="test-mode-value-help">{help}</span>}
              style={wide ? undefined : { marginBottom: 0 }}
            >
              {/* Wide, the buttons sit right after the input and the hint runs under both, so the hint's length
                  does not push them away; on a phone they come on a line of their own under the hint. */}
              {wide ? (
                <Space wrap>
                  {valueInput}
                  {buttons}
                </Space>
              ) : (
                valueInput
              )}
            </Form.Item>
            {!wide && <Form.Item style={{ marginTop: token.marginXS, marginBottom: 0 }}>{buttons}</Form.Item>}
          </Form>
        )}
        <CommandProgress tracked={tracked} state={state} />
      </Flex>
    </Card>
  );
}
