import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** main/backup: backup (island) mode and its settings. */
export function Backup() {
  return (
    <TabPage titleKey="nav.backup" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
