import { WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { AdminPanelPage } from '../features/admin/AdminPanelPage';
import { TEXTS } from '../i18n';

/** The super admin's admin panel: the body of the shell's Admin dialog, whose title is its heading (no TabPage). */
export function AdminPanel() {
  return (
    <WithNamespace namespace={TEXTS}>
      <AdminPanelPage build={BUILD_ID} />
    </WithNamespace>
  );
}
