import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RemoteModule } from '../remotes/RemoteModule';
import { MainLayout } from '../layout/MainLayout';
import { PlainLayout } from '../layout/PlainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DeviceListPage } from '../pages/DeviceListPage';
import { findTab } from './tabs';

/** spec 2: the route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/main/home" replace />} />
      <Route path="/main" element={<MainLayout />}>
        <Route index element={<Navigate to="/main/home" replace />} />
        <Route path=":tab" element={<TabRoute />} />
      </Route>
      <Route path="/dashboard" element={<RemoteModule remote="mf_dashboard" module="Dashboard" />} />
      <Route path="/dashboard/:id" element={<RemoteModule remote="mf_dashboard" module="Dashboard" />} />
      <Route element={<PlainLayout />}>
        <Route path="/map" element={<RemoteModule remote="mf_dashboard" module="MapView" />} />
        <Route path="/installer" element={<RemoteModule remote="mf_installer" module="Installer" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function TabRoute() {
  const { tab: tabId } = useParams();
  const tab = findTab(tabId);
  if (!tab) return <NotFoundPage />;
  if (tab.source === 'shell') return <DeviceListPage />;
  return <RemoteModule remote={tab.source.remote} module={tab.source.module} />;
}
