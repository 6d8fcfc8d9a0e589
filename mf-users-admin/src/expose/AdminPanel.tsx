import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { AdminPanelPage } from '../features/admin/AdminPanelPage';
import { TEXTS } from '../i18n';

/** The super admin's admin panel. */
export function AdminPanel() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="account.admin" build={BUILD_ID}>
        <AdminPanelPage />
      </TabPage>
    </WithNamespace>
  );
}
