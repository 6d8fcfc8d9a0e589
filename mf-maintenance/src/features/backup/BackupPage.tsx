import { useMemo } from 'react';
import { Button, Card, Empty, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { AccessLevel, BACKUP_COMMANDS, devicesOfSite, useHost, type BackupCommand, type Site } from '@bess/shared';
import { useTexts } from '../../i18n';
import { CommandProgress } from '../shared/CommandProgress';
import { isBattery, levelOnDevice } from '../shared/selectionDevices';
import { useTrackedCommand } from '../shared/useTrackedCommand';
import { backupSiteOf, backupStateOf } from './backupMode';
import { BackupEvents } from './components/BackupEvents';
import { BackupSettingsForm } from './components/BackupSettingsForm';

// The status colours, whose text meets AA contrast in both themes (antd's green and orange presets do not)
const STATE_COLOURS = { backup: 'warning', gridTied: 'success', unknown: 'default' } as const;

/** main/backup (spec 2: backup capability; the shell sends users without it home). */
export function BackupPage() {
  const { configuration, selection, features } = useHost();
  const { t } = useTexts();
  const site = backupSiteOf(configuration, selection);
  if (!site) return <Empty description={t('backup.selectSite')} />;
  if (!features.includes('Backup')) return <Empty description={t('backup.noFeature')} />;
  return <SiteBackup key={site.siteId} site={site} />;
}

function SiteBackup({ site }: { site: Site }) {
  const { api, configuration, user, live } = useHost();
  const { t } = useTexts();
  const batteries = useMemo(
    () => devicesOfSite(configuration, site.siteId).filter((d) => isBattery(d.deviceId)),
    [configuration, site.siteId],
  );
  const first = batteries[0]?.deviceId ?? null;
  const level = first ? levelOnDevice(configuration, user, first) : AccessLevel.NoUser;
  // server/README "Operations calls": backup commands NormalUser (10), backup settings ScheduleUser (9).
  const mayCommand = level <= AccessLevel.NormalUser;
  const mayEdit = level <= AccessLevel.ScheduleUser;
  const { tracked, state, send } = useTrackedCommand(first);
  const switchTo = (command: BackupCommand) =>
    send(
      `backup_${command}`,
      () => api.commands.backup({ siteId: site.siteId, commandName: command }),
      t('commandFailed', { ns: 'error' }),
    );

  return (
    <Flex vertical gap="middle">
      <Card title={t('backup.currentMode')} size="small">
        <Flex vertical gap="small">
          {batteries.map((d) => {
            const mode = live.byId[d.deviceId]?.mode ?? d.mode ?? null;
            const shown = backupStateOf(mode);
            return (
              <Space key={d.deviceId}>
                <Typography.Text>{d.deviceId}</Typography.Text>
                <Tag color={STATE_COLOURS[shown]}>
                  {shown === 'backup'
                    ? t('backup.backupMode')
                    : shown === 'gridTied'
                      ? t('backup.gridTied')
                      : t('backup.unknownMode')}
                </Tag>
                {mode && (
                  <Typography.Text type="secondary">{t(`modes.${mode}`, { defaultValue: mode })}</Typography.Text>
                )}
              </Space>
            );
          })}
          <Typography.Text type="secondary">{t('backup.returnsOnRestore')}</Typography.Text>
        </Flex>
      </Card>
      {mayCommand && first && (
        <Card title={t('backup.switchTitle')} size="small">
          <Flex vertical gap="middle">
            <Space wrap>
              {BACKUP_COMMANDS.map((command) => (
                <Popconfirm
                  key={command}
                  title={t(`backup.confirm.${command}`, { name: site.siteName })}
                  okText={t(`backup.commands.${command}`)}
                  cancelText={t('commands.cancel')}
                  onConfirm={() => switchTo(command)}
                >
                  <Button>{t(`backup.commands.${command}`)}</Button>
                </Popconfirm>
              ))}
            </Space>
            <CommandProgress tracked={tracked} state={state} />
          </Flex>
        </Card>
      )}
      <BackupEvents deviceIds={batteries.map((d) => d.deviceId)} timezone={site.timezone} />
      <BackupSettingsForm siteId={site.siteId} mayEdit={mayEdit} />
    </Flex>
  );
}
