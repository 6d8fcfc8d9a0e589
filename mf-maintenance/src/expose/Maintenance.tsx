import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { MaintenancePage } from '../features/maintenance/MaintenancePage';
import { TEXTS } from '../i18n';

/** main/maintenance: alarms, errors, logs, documents, commands, test mode, meter test. */
export function Maintenance() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.maintenance" build={BUILD_ID}>
        <MaintenancePage />
      </TabPage>
    </WithNamespace>
  );
}
