import { Flex, Typography } from 'antd';
import { usePaintedStages, type Device, type Site } from '@bess/shared';
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
  /** The height the sections keep until every one is drawn, so that what is below them does not move up and down. */
  minHeight: number;
}

/**
 * The maintenance of one device: its commands, meter test, test documents and errors. Each section is drawn once the
 * one above it has been painted, so that each is a short commit of its own rather than all four one long task.
 */
export function DeviceSections({ device, site, mayCommand, minHeight }: DeviceSectionsProps) {
  const { t } = useTexts();
  const sections = [
    mayCommand ? (
      <DeviceCommands key="commands" device={device} site={site} />
    ) : (
      <Typography.Text key="commands" type="secondary">
        {t('commands.noAccess')}
      </Typography.Text>
    ),
    ...(isBattery(device.deviceId) ? [<MeterTest key="meter" deviceId={device.deviceId} mayStart={mayCommand} />] : []),
    <TestDocuments key="documents" deviceId={device.deviceId} />,
    <DeviceErrors key="errors" deviceId={device.deviceId} />,
  ];
  const drawn = usePaintedStages(sections.length);
  return (
    <Flex vertical gap="middle" style={{ minHeight: drawn < sections.length ? minHeight : undefined }}>
      {sections.slice(0, drawn)}
    </Flex>
  );
}
