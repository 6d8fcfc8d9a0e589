import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** dashboard/{id} and the rotating dashboard. */
export function Dashboard() {
  return (
    <TabPage titleKey="nav.dashboard" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
