import { TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { EconomicsPage } from '../features/economics/EconomicsPage';

/** main/economics: savings, prices and CO2 of a site. */
export function Economics() {
  return (
    <TabPage titleKey="nav.economics" build={BUILD_ID}>
      <EconomicsPage />
    </TabPage>
  );
}
