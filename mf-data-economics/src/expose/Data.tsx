import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { DataPage } from '../features/data/DataPage';
import { TEXTS } from '../i18n';

/** main/data: telemetry charts. */
export function Data() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.data" build={BUILD_ID}>
        <DataPage />
      </TabPage>
    </WithNamespace>
  );
}
