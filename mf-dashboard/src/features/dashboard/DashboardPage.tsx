import { useTexts } from '../../i18n';
import { useInRouterContext, useParams } from 'react-router-dom';
import { Alert } from 'antd';
import { useHost } from '@bess/shared';
import { BUILD_ID } from '../../buildInfo';
import { DashboardLoading } from './components/DashboardLoading';
import { DashboardScreen } from './components/DashboardScreen';
import { RotatingDashboard } from './RotatingDashboard';
import { SingleDashboard } from './SingleDashboard';

/**
 * dashboard/{id} and the rotating dashboard (spec 2). Both wait behind a loading indicator until at least one site or
 * group exists in the configuration. An anonymous link (host.shareToken, spec 1) needs no configuration: it shows the
 * one dashboard of its route, read-only. Embedded on a partner page (./embed, no router of ours) the dashboard is the
 * one the page selected.
 */
export function DashboardPage() {
  const { t } = useTexts();
  const params = useParams();
  const embedded = !useInRouterContext();
  const { shareToken, configuration, selection } = useHost();
  const id = embedded ? (selection.id ?? undefined) : params.id;

  let content;
  if (shareToken !== null) {
    content = id ? (
      <SingleDashboard id={id} />
    ) : (
      <Alert type="error" showIcon role="alert" title={t('dashboard.linkFailed')} />
    );
  } else if (configuration.sites.length + configuration.groups.length === 0) {
    content = <DashboardLoading />;
  } else {
    content = id ? <SingleDashboard id={id} sharing={!embedded} portal={!embedded} /> : <RotatingDashboard />;
  }
  return (
    <DashboardScreen label={id ? t('dashboard.title') : t('dashboard.rotating')} build={BUILD_ID}>
      {content}
    </DashboardScreen>
  );
}
