import { SelectionSummary, TabPage } from '@bess/shared';

/** spec 2 / ARCHITECTURE 8: the mobile device-list tab is the shell's own sidebar list (it fills in with issue 4). */
export function DeviceListPage() {
  return (
    <TabPage titleKey="nav.deviceList">
      <SelectionSummary />
    </TabPage>
  );
}
