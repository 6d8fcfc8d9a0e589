import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** the super admin's log. */
export function AuditLog() {
  return (
    <TabPage titleKey="account.log" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
