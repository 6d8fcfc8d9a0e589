import { TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { DataPage } from '../features/data/DataPage';

/** main/data: telemetry charts. */
export function Data() {
  return (
    <TabPage titleKey="nav.data" build={BUILD_ID}>
      <DataPage />
    </TabPage>
  );
}
