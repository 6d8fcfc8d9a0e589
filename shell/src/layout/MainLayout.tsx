import { Outlet } from 'react-router-dom';
import { navigationEntries, useBaseTexts } from '@bess/shared';
import { useShellState } from '../host/ShellState';
import { MessageCentreBanner } from '../messages/MessageCentreBanner';
import { BottomNavigation } from '../navigation/BottomNavigation';
import { TabBar } from '../navigation/TabBar';
import { Sidebar } from './Sidebar';
import { StaleStatus } from './StaleStatus';
import { EnvironmentFrame } from './EnvironmentFrame';
import { ShellTopBar } from './ShellTopBar';

/**
 * spec 2: the main shell: top bar (48 px), sidebar with the device list (starts open, when a device list exists),
 * content area with the tabs the navigation rules show (and the installer app for installers), and footer. Below 900 px
 * a bottom navigation bar replaces the sidebar and the device list becomes the device-list tab.
 */
export function MainLayout() {
  const { t } = useBaseTexts();
  const { navigation, sidebarOpen } = useShellState();
  const entries = navigationEntries(navigation);
  const mobile = navigation.isMobile;
  const sidebarShown = !mobile && navigation.hasDeviceList && sidebarOpen;
  return (
    <EnvironmentFrame>
      <ShellTopBar withSideMenu />
      <div className={mobile ? 'app-body app-body-mobile' : 'app-body'}>
        {sidebarShown ? (
          <aside id="sidebar" className="sidebar" aria-label={t('sidebar.title')}>
            <Sidebar />
            <StaleStatus />
          </aside>
        ) : null}
        <div className="content">
          {mobile ? null : <TabBar entries={entries} />}
          <MessageCentreBanner />
          {/* Without a sidebar, a failed or stale status poll is said above the page. */}
          {sidebarShown ? null : <StaleStatus />}
          <main>
            <Outlet />
          </main>
          <footer className="footer">{t('footer.text')}</footer>
        </div>
      </div>
      {mobile ? <BottomNavigation entries={entries} /> : null}
    </EnvironmentFrame>
  );
}
