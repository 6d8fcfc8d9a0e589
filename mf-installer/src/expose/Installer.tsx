import { SelectionSummary, TabPage } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';

/** installer: the installer wizard. */
export function Installer() {
  return (
    <TabPage titleKey="nav.installer" build={BUILD_ID}>
      <SelectionSummary />
    </TabPage>
  );
}
