import { Navigate, Route, Routes } from 'react-router-dom';
import { HOME_PATH, INSTALLER_PATH, TAB_PATHS, canOpenMap, tabRouteRedirect } from '@bess/shared';
import { useShellState } from '../host/ShellState';
import { RemoteModule } from '../remotes/RemoteModule';
import { MainLayout } from '../layout/MainLayout';
import { PlainLayout } from '../layout/PlainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DeviceListPage } from '../pages/DeviceListPage';
import { TABS, type TabDefinition } from './tabs';

/** spec 2: the route table; the tabs of main/ are the registry's (shared/federation.json), each at its path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      <Route path="/main" element={<MainLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {TABS.map((tab) => (
          <Route key={tab.id} path={TAB_PATHS[tab.id]} element={<TabRoute tab={tab} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="/dashboard" element={<RemoteModule remote="mf_dashboard" module="Dashboard" />} />
      <Route path="/dashboard/:id" element={<RemoteModule remote="mf_dashboard" module="Dashboard" />} />
      <Route element={<PlainLayout />}>
        <Route path="/map" element={<MapRoute />} />
      </Route>
      <Route element={<PlainLayout withNavigation />}>
        <Route path={INSTALLER_PATH} element={<RemoteModule remote="mf_installer" module="Installer" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * A tab of main/. spec 2: backup without the capability flag, and a tab with only a site widget while a device is
 * selected, redirect to /main/home; decision: so does any other tab the navigation rules hide for this user and
 * selection. The guard is shared's `tabRouteRedirect`, the same rule that decides which tabs the navigation shows.
 */
function TabRoute({ tab }: { tab: TabDefinition }) {
  const { navigation } = useShellState();
  const redirect = tabRouteRedirect(tab.id, navigation);
  if (redirect !== null && redirect !== TAB_PATHS[tab.id]) return <Navigate to={redirect} replace />;
  if (tab.source === 'shell') return <DeviceListPage />;
  return <RemoteModule {...tab.source} />;
}

/** spec 2 and 6: the map is for partner admins and above. */
function MapRoute() {
  const { navigation } = useShellState();
  if (!canOpenMap(navigation.role)) return <Navigate to={HOME_PATH} replace />;
  return <RemoteModule remote="mf_dashboard" module="MapView" />;
}
