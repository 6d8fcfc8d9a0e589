import { lazy, Suspense, type ReactNode } from 'react';
import { useTexts } from '../../i18n';
import { Alert, Button } from 'antd';
import { useHost } from '@bess/shared';
import { DashboardLoading } from './components/DashboardLoading';
import { DashboardView } from './components/DashboardView';
import { useDashboard } from './hooks/useDashboard';

// A chunk of its own, fetched for a signed-in viewer only. Its DatePicker, Input and Switch (and antd's form code below
// Input) are most of the JavaScript of an anonymous link, which never shows them.
const SharingControls = lazy(() =>
  import('./components/SharingControls').then((module) => ({ default: module.SharingControls })),
);

export interface SingleDashboardProps {
  id: string;
  /** Controls of the rotating dashboard, shown above the view. */
  rotation?: ReactNode;
  /** Offer the sharing controls (dashboard/{id} only; a rotating screen changes dashboard under them). */
  sharing?: boolean;
  /** Offer the way back to the portal (not on a partner page). */
  portal?: boolean;
}

/**
 * One dashboard, refreshed every 60 s. A signed-in user gets a way back to the portal and, where the server allows,
 * the sharing controls; an anonymous link (host.shareToken) shows the dashboard read-only and nothing else.
 */
export function SingleDashboard({ id, rotation, sharing = false, portal = true }: SingleDashboardProps) {
  const { t } = useTexts();
  const { shareToken, user, navigate } = useHost();
  const dashboard = useDashboard(id);
  const anonymous = shareToken !== null;

  if (dashboard.isPending) return <DashboardLoading />;
  if (dashboard.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={anonymous ? t('dashboard.linkFailed') : t('dashboard.loadFailed')}
        action={
          <Button onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            {t('dashboard.retry')}
          </Button>
        }
      />
    );
  }
  const actions =
    anonymous || !user ? null : (
      <>
        {portal ? <Button onClick={() => navigate('/main/home')}>{t('dashboard.back')}</Button> : null}
        {sharing ? (
          <Suspense fallback={null}>
            <SharingControls id={id} />
          </Suspense>
        ) : null}
      </>
    );
  return (
    <>
      {rotation}
      <DashboardView dashboard={dashboard.data} actions={actions} />
    </>
  );
}
