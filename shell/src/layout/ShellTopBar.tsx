import { useShellState } from '../host/ShellState';
import { AccountMenu } from './AccountMenu';
import { SelectedHeader } from './SelectedHeader';
import { TopBar } from './TopBar';

export interface ShellTopBarProps {
  /** The main view has a sidebar to toggle; the plain pages (map, installer) do not. */
  withSideMenu?: boolean;
}

/** The top bar of the signed-in shell: toggle, logo, the mobile selection line and the full account menu. */
export function ShellTopBar({ withSideMenu = false }: ShellTopBarProps) {
  const {
    navigation,
    sidebarOpen,
    toggleSidebar,
    setSettingsOpen,
    configuration,
    accountMenuOpen,
    setAccountMenuOpen,
  } = useShellState();
  const loaded = configuration.status === 'ready';
  const sideMenu =
    withSideMenu && loaded && navigation.hasDeviceList && !navigation.isMobile
      ? { open: sidebarOpen, onToggle: toggleSidebar }
      : undefined;
  return (
    <TopBar
      sideMenu={sideMenu}
      selected={<SelectedHeader />}
      account={
        <AccountMenu
          navigation={loaded ? navigation : undefined}
          onOpenSettings={() => setSettingsOpen(true)}
          open={accountMenuOpen}
          onOpenChange={setAccountMenuOpen}
        />
      }
    />
  );
}
