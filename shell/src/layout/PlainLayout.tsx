import { Outlet } from 'react-router-dom';
import { navigationEntries } from '@bess/shared';
import { useShellState } from '../host/ShellState';
import { BottomNavigation } from '../navigation/BottomNavigation';
import { TabBar } from '../navigation/TabBar';
import { EnvironmentFrame } from './EnvironmentFrame';
import { ShellTopBar } from './ShellTopBar';

export interface PlainLayoutProps {
  /**
   * The portal's tabs above the page (a phone: its bottom bar), as on the main view: the installer app is one of the
   * tabs, and an installer goes on from it to the others. The map, a wall display, goes without.
   */
  withNavigation?: boolean;
}

/** Top bar and content, no sidebar: the map and the installer app. */
export function PlainLayout({ withNavigation = false }: PlainLayoutProps) {
  const { navigation } = useShellState();
  const entries = withNavigation ? navigationEntries(navigation) : [];
  const mobile = navigation.isMobile;
  return (
    <EnvironmentFrame>
      <ShellTopBar />
      {withNavigation && !mobile ? <TabBar entries={entries} /> : null}
      {/* A phone's bottom bar is fixed over the page: the page ends above it. */}
      <main className={withNavigation && mobile ? 'app-body-mobile' : undefined} style={{ flex: 1, overflow: 'auto' }}>
        <Outlet />
      </main>
      {withNavigation && mobile ? <BottomNavigation entries={entries} /> : null}
    </EnvironmentFrame>
  );
}
