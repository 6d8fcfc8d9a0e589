import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/management: sites, groups, commissioning, partners, files, message centre. */
export function Management() {
  return (
    <TabPage titleKey="nav.management" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
