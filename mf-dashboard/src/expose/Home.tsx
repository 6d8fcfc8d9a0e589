import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { HomePage } from '../features/home/HomePage';
import { TEXTS } from '../i18n';

/** main/home: status widget for a device, site, site group or empty site; solar widget for solar types. */
export function Home() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.home" build={BUILD_ID}>
        <HomePage />
      </TabPage>
    </WithNamespace>
  );
}
