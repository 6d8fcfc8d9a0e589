import { TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { OverviewPage } from '../features/overview/OverviewPage';

/** main/overview: one widget for any selection. */
export function Overview() {
  return (
    <TabPage titleKey="nav.overview" build={BUILD_ID}>
      <OverviewPage />
    </TabPage>
  );
}
