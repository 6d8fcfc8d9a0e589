import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { UsersPage } from '../features/users/UsersPage';
import { TEXTS } from '../i18n';

/** main/users: users and access. */
export function Users() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="nav.users" build={BUILD_ID}>
        <UsersPage />
      </TabPage>
    </WithNamespace>
  );
}
