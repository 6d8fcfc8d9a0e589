import { WithNamespace } from '@bess/shared';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { TEXTS } from '../i18n';

/** dashboard/{id}, the rotating dashboard (/dashboard) and an anonymous dashboard link (spec 1, 2). */
export function Dashboard() {
  return (
    <WithNamespace namespace={TEXTS}>
      <DashboardPage />
    </WithNamespace>
  );
}
