import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { RolloutsPage } from '../features/rollouts/RolloutsPage';
import { TEXTS } from '../i18n';

/** main/rollouts (designed, super admin only): fleet firmware rollouts in waves. */
export function Rollouts() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.rollouts" build={BUILD_ID}>
        <RolloutsPage />
      </TabPage>
    </WithNamespace>
  );
}
