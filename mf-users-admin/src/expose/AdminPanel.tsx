import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** the super admin's admin panel. */
export function AdminPanel() {
  return (
    <TabPage titleKey="account.admin" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
