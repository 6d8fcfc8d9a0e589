import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Select, Space, Typography } from 'antd';
import { SelectionType, siteOfDevice, useAfterFirstPaint, useHost, type Device } from '@bess/shared';
import { useTexts } from '../../i18n';
import { devicePermissions, isBattery, selectionDevices } from '../shared/selectionDevices';
import { ActiveAlarms } from './components/ActiveAlarms';
import { AlarmStatistics } from './components/AlarmStatistics';

// A phone's screen holds the alarms. The device's sections below them (their forms, date picker and errors table) are
// fetched and drawn once the tab has painted; the log dialog (a modal with tabs and two tables) once it is opened.
const DeviceSections = lazy(() => import('./components/DeviceSections').then((m) => ({ default: m.DeviceSections })));
const LogDialog = lazy(() => import('./components/LogDialog').then((m) => ({ default: m.LogDialog })));

/** The room the device's sections keep until they are drawn, so that what is below them does not move up and down. */
const DEVICE_SECTIONS_PLACEHOLDER_PX = 600;
const DeviceSectionsPlaceholder = () => <div style={{ minHeight: DEVICE_SECTIONS_PLACEHOLDER_PX }} aria-hidden />;

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
  // Once opened, the dialog stays mounted, so that it closes with its animation and opens again at once.
  const [logOpened, setLogOpened] = useState(false);
  const openLog = (id: string) => {
    setLogOpened(true);
    setLogId(id);
  };
  const device = chosen ? (configuration.devicesById.get(chosen) ?? null) : null;
  const site = device ? siteOfDevice(configuration, device.deviceId) : null;
  const may = device ? devicePermissions(configuration, user, device.deviceId) : null;
  const painted = useAfterFirstPaint();

  return (
    <Flex vertical gap="middle">
      {user?.isAtLeast('Admin') && <AlarmStatistics />}
      <ActiveAlarms deviceIds={deviceIds} onOpenLog={openLog} />
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
          {device && may?.logs && <Button onClick={() => openLog(device.deviceId)}>{t('log.open')}</Button>}
        </Space>
      </Card>
      {device && may ? (
        painted ? (
          <Suspense fallback={<DeviceSectionsPlaceholder />}>
            <DeviceSections
              key={device.deviceId}
              device={device}
              site={site}
              mayCommand={may.commands}
              minHeight={DEVICE_SECTIONS_PLACEHOLDER_PX}
            />
          </Suspense>
        ) : (
          <DeviceSectionsPlaceholder />
        )
      ) : (
        <Empty description={devices.length === 0 ? t('maintenance.noDevices') : t('maintenance.chooseDevice')} />
      )}
      {logOpened && (
        <Suspense fallback={null}>
          <LogDialog id={logId} onClose={() => setLogId(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
