import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { InstallerPage } from '../features/wizard/InstallerPage';
import { TEXTS } from '../i18n';

/** installer: the installer wizard (spec 2 and 4), reserved for installers. */
export function Installer() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.installer" build={BUILD_ID}>
        <InstallerPage />
      </TabPage>
    </WithNamespace>
  );
}
