import { Flex, Typography } from 'antd';
import type { Device, Site } from '@bess/shared';
import { useTexts } from '../../../i18n';
import { isBattery } from '../../shared/selectionDevices';
import { DeviceCommands } from './DeviceCommands';
import { DeviceErrors } from './DeviceErrors';
import { MeterTest } from './MeterTest';
import { TestDocuments } from './TestDocuments';

export interface DeviceSectionsProps {
  device: Device;
  site: Site | null;
  /** Whether the user may send the device commands (and so start its meter test). */
  mayCommand: boolean;
}

/** The maintenance of one device: its commands, meter test, test documents and errors. */
export function DeviceSections({ device, site, mayCommand }: DeviceSectionsProps) {
  const { t } = useTexts();
  return (
    <Flex vertical gap="middle">
      {mayCommand ? (
        <DeviceCommands device={device} site={site} />
      ) : (
        <Typography.Text type="secondary">{t('commands.noAccess')}</Typography.Text>
      )}
      {isBattery(device.deviceId) && <MeterTest deviceId={device.deviceId} mayStart={mayCommand} />}
      <TestDocuments deviceId={device.deviceId} />
      <DeviceErrors deviceId={device.deviceId} />
    </Flex>
  );
}
