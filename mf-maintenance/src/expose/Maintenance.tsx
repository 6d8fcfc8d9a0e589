import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/maintenance: alarms, errors, logs, documents, commands, test mode, meter test. */
export function Maintenance() {
  return (
    <TabPage titleKey="nav.maintenance" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
