import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { ManagementPage } from '../features/management/ManagementPage';
import { TEXTS } from '../i18n';

/** main/management: sites, groups, commissioning, partners, files. */
export function Management() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.management" build={BUILD_ID}>
        <ManagementPage />
      </TabPage>
    </WithNamespace>
  );
}
