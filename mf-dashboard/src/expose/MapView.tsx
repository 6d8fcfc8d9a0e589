import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** map: sites coloured by status. */
export function MapView() {
  return (
    <TabPage titleKey="account.map" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
