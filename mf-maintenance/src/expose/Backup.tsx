import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { BackupPage } from '../features/backup/BackupPage';
import { TEXTS } from '../i18n';

/** main/backup: backup (island) mode and its settings. */
export function Backup() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.backup" build={BUILD_ID}>
        <BackupPage />
      </TabPage>
    </WithNamespace>
  );
}
