import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/economics: savings, prices and CO2 of a site. */
export function Economics() {
  return (
    <TabPage titleKey="nav.economics" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
