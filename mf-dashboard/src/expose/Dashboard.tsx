import { DashboardPage } from '../features/dashboard/DashboardPage';

/** dashboard/{id}, the rotating dashboard (/dashboard) and an anonymous dashboard link (spec 1, 2). */
export function Dashboard() {
  return <DashboardPage />;
}
