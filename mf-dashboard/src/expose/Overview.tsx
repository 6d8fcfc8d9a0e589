import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/overview: one widget for any selection. */
export function Overview() {
  return (
    <TabPage titleKey="nav.overview" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
