import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { OverviewPage } from '../features/overview/OverviewPage';
import { TEXTS } from '../i18n';

/** main/overview: one widget for any selection. */
export function Overview() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.overview" build={BUILD_ID}>
        <OverviewPage />
      </TabPage>
    </WithNamespace>
  );
}
