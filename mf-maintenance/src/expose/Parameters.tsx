import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/devices (labelled Parameters): device and site parameters, firmware update. */
export function Parameters() {
  return (
    <TabPage titleKey="nav.devices" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
