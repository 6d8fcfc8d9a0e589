import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Select, Space, Typography } from 'antd';
import { SelectionType, siteOfDevice, useHost, type Device } from '@bess/shared';
import { useTexts } from '../../i18n';
import { devicePermissions, isBattery, selectionDevices } from '../shared/selectionDevices';
import { ActiveAlarms } from './components/ActiveAlarms';
import { AlarmStatistics } from './components/AlarmStatistics';
import { DeviceCommands } from './components/DeviceCommands';
import { DeviceErrors } from './components/DeviceErrors';
import { LogDialog } from './components/LogDialog';
import { MeterTest } from './components/MeterTest';
import { TestDocuments } from './components/TestDocuments';

/** The device first shown for a selection: the device itself, or a site's first battery; none for groups and all. */
function defaultDevice(selectionType: SelectionType, devices: readonly Device[]): string | null {
  if (selectionType === SelectionType.DEVICE || selectionType === SelectionType.PVDEVICE)
    return devices[0]?.deviceId ?? null;
  if (selectionType === SelectionType.SITE || selectionType === SelectionType.PVSITE)
    return (devices.find((d) => isBattery(d.deviceId)) ?? devices[0])?.deviceId ?? null;
  return null;
}

/**
 * main/maintenance (spec 2: partner admin and above, any selection but an empty site): the active alarms of the
 * selection, alarm statistics (admin and above, spec 6), and for one device of it its commands, meter set-up and test,
 * test documents, errors and logs.
 */
export function MaintenancePage() {
  const { selection } = useHost();
  // A new selection starts again with its own default device.
  return <SelectionMaintenance key={`${selection.selectionType}:${selection.id ?? ''}`} />;
}

function SelectionMaintenance() {
  const { configuration, selection, user } = useHost();
  const { t } = useTexts();
  const devices = useMemo(() => selectionDevices(configuration, selection), [configuration, selection]);
  const deviceIds = useMemo(
    () => (selection.selectionType === SelectionType.NONE ? null : new Set(devices.map((d) => d.deviceId))),
    [devices, selection.selectionType],
  );
  const [chosen, setChosen] = useState<string | null>(() => defaultDevice(selection.selectionType, devices));
  const [logId, setLogId] = useState<string | null>(null);
  const device = chosen ? (configuration.devicesById.get(chosen) ?? null) : null;
  const site = device ? siteOfDevice(configuration, device.deviceId) : null;
  const may = device ? devicePermissions(configuration, user, device.deviceId) : null;

  return (
    <Flex vertical gap="middle">
      {user?.isAtLeast('Admin') && <AlarmStatistics />}
      <ActiveAlarms deviceIds={deviceIds} onOpenLog={setLogId} />
      <Card size="small">
        <Space wrap>
          <label htmlFor="maintenance-device">{t('maintenance.device')}</label>
          <Select
            id="maintenance-device"
            showSearch
            style={{ minWidth: 260 }}
            placeholder={t('maintenance.chooseDevice')}
            value={chosen ?? undefined}
            onChange={(id: string) => setChosen(id)}
            options={devices.map((d) => ({ value: d.deviceId, label: d.deviceId }))}
            notFoundContent={t('maintenance.noDevices')}
          />
          {site && (
            <Typography.Text type="secondary">{t('maintenance.siteOf', { name: site.siteName })}</Typography.Text>
          )}
          {device && may?.logs && <Button onClick={() => setLogId(device.deviceId)}>{t('log.open')}</Button>}
        </Space>
      </Card>
      {device && may ? (
        <Flex vertical gap="middle" key={device.deviceId}>
          {may.commands ? (
            <DeviceCommands device={device} site={site} />
          ) : (
            <Typography.Text type="secondary">{t('commands.noAccess')}</Typography.Text>
          )}
          {isBattery(device.deviceId) && <MeterTest deviceId={device.deviceId} mayStart={may.commands} />}
          <TestDocuments deviceId={device.deviceId} />
          <DeviceErrors deviceId={device.deviceId} />
        </Flex>
      ) : (
        <Empty description={devices.length === 0 ? t('maintenance.noDevices') : t('maintenance.chooseDevice')} />
      )}
      <LogDialog id={logId} onClose={() => setLogId(null)} />
    </Flex>
  );
}
