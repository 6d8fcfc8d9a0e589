import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/schedule: events, tariff policies, controllable loads, peak shaving. */
export function Schedule() {
  return (
    <TabPage titleKey="nav.schedule" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
