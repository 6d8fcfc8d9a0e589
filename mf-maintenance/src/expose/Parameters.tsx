import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { ParametersPage } from '../features/parameters/ParametersPage';
import { TEXTS } from '../i18n';

/** main/devices (labelled Parameters): device and site parameters, firmware update. */
export function Parameters() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.devices" build={BUILD_ID}>
        <ParametersPage />
      </TabPage>
    </WithNamespace>
  );
}
