import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/users: users and access. */
export function Users() {
  return (
    <TabPage titleKey="nav.users" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
