import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { EconomicsPage } from '../features/economics/EconomicsPage';
import { TEXTS } from '../i18n';

/** main/economics: savings, prices and CO2 of a site. */
export function Economics() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.economics" build={BUILD_ID}>
        <EconomicsPage />
      </TabPage>
    </WithNamespace>
  );
}
