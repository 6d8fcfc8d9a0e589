import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { AuditLogPage } from '../features/auditLog/AuditLogPage';
import { TEXTS } from '../i18n';

/** The super admin's log: the fleet's audit log. */
export function AuditLog() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="account.log" build={BUILD_ID}>
        <AuditLogPage />
      </TabPage>
    </WithNamespace>
  );
}
