import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/data: telemetry charts. */
export function Data() {
  return (
    <TabPage titleKey="nav.data" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
