import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { SchedulePage } from '../features/schedule/SchedulePage';
import { TEXTS } from '../i18n';

/** main/schedule: events, tariff policies, controllable loads, peak shaving. */
export function Schedule() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.schedule" build={BUILD_ID}>
        <SchedulePage />
      </TabPage>
    </WithNamespace>
  );
}
