import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SPEC_TABS, renderWithHost } from '@bess/shared/testing';
import { ShellConfigProvider } from '../config/ShellConfigContext';
import type { ShellConfig } from '../config/shellConfig';
import { AppRoutes } from './AppRoutes';
import { TABS as SHELL_TABS } from './tabs';
import { SessionProvider, type AuthSession } from '../auth/session';
import { ShellStateProvider, type ShellState } from '../host/ShellState';
import { SelectionType, TABS, TAB_PATHS, type NavigationContext } from '@bess/shared';

jest.mock('../layout/Sidebar', () => ({ Sidebar: () => <p>the device list</p> }));
jest.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      remote {remote}/{module}
    </p>
  ),
}));

/** The routes of spec 2's tabs. */
const SPEC_PATHS = new Set(SPEC_TABS.map((tab) => `/main/${tab}`));

const config = {
  environment: 'local',
  apiBaseUrl: 'http://localhost:3000',
  termsNumber: 1,
  remotes: {},
} as unknown as ShellConfig;

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const session: AuthSession = {
  email: 'owner@demo.test',
  name: 'Owner',
  getToken: async () => 'token',
  signOut: async () => undefined,
};

/** A super admin on a desktop with an XEAM site selected that has every feature: every desktop tab is visible. */
const EVERYTHING: NavigationContext = {
  role: 'SuperAdmin',
  userAccessLevelNumber: 1,
  selectionType: SelectionType.SITE,
  deviceTypes: ['Industrial', 'XEAM'],
  isMobile: false,
  hasDeviceList: true,
  dataFeatureOn: true,
  scheduleFeatureOn: true,
  backupCapability: true,
  dashboardIds: ['S-1', 'S-2'],
};

function shellState(navigation: NavigationContext): ShellState {
  return {
    configuration: { status: 'loading' },
    navigation,
    sidebarOpen: true,
    toggleSidebar: () => undefined,
    showGroups: true,
    setShowGroups: () => undefined,
    settingsOpen: false,
    setSettingsOpen: () => undefined,
    accountMenuOpen: false,
    setAccountMenuOpen: () => undefined,
  };
}

async function open(path: string, navigation: Partial<NavigationContext> = {}) {
  await renderWithHost(
    <SessionProvider value={session}>
      <ShellConfigProvider value={config}>
        <QueryClientProvider client={new QueryClient()}>
          <ShellStateProvider value={shellState({ ...EVERYTHING, ...navigation })}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
              <Where />
            </MemoryRouter>
          </ShellStateProvider>
        </QueryClientProvider>
      </ShellConfigProvider>
    </SessionProvider>,
  );
}

describe('spec 2: the route table', () => {
  it.each([
    ['/', '/main/home', 'mf_dashboard/Home'],
    ['/main', '/main/home', 'mf_dashboard/Home'],
    ['/main/overview', '/main/overview', 'mf_dashboard/Overview'],
    ['/main/data', '/main/data', 'mf_data_economics/Data'],
    ['/main/economics', '/main/economics', 'mf_data_economics/Economics'],
    ['/main/maintenance', '/main/maintenance', 'mf_maintenance/Maintenance'],
    ['/main/schedule', '/main/schedule', 'mf_schedule_policies/Schedule'],
    ['/main/devices', '/main/devices', 'mf_maintenance/Parameters'],
    ['/main/backup', '/main/backup', 'mf_maintenance/Backup'],
    ['/main/management', '/main/management', 'mf_users_admin/Management'],
    ['/main/users', '/main/users', 'mf_users_admin/Users'],
    ['/dashboard', '/dashboard', 'mf_dashboard/Dashboard'],
    ['/dashboard/site-1', '/dashboard/site-1', 'mf_dashboard/Dashboard'],
    ['/map', '/map', 'mf_dashboard/MapView'],
    ['/installer', '/installer', 'mf_installer/Installer'],
  ])('%s ends at %s and loads %s', async (path, finalPath, module) => {
    await open(path);
    expect(screen.getByLabelText('path')).toHaveTextContent(finalPath);
    expect(screen.getByText(`remote ${module}`)).toBeInTheDocument();
  });

  it.each(SHELL_TABS.flatMap((tab) => (tab.source === 'shell' ? [] : [[TAB_PATHS[tab.id], tab.source] as const])))(
    'the registry’s tab at %s loads %j',
    async (path, { remote, module }) => {
      await open(path);
      expect(screen.getByLabelText('path')).toHaveTextContent(path);
      expect(screen.getByText(`remote ${remote}/${module}`)).toBeInTheDocument();
    },
  );

  it('main/device-list is the shell’s own list, not a remote (mobile only)', async () => {
    await open('/main/device-list', { isMobile: true });
    expect(screen.getByLabelText('path')).toHaveTextContent('/main/device-list');
    expect(screen.getAllByText('the device list').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^remote /)).not.toBeInTheDocument();
  });

  it.each<[string, string, Partial<NavigationContext>]>([
    ['backup without the capability flag', '/main/backup', { backupCapability: false }],
    ['economics with a device selected', '/main/economics', { selectionType: SelectionType.DEVICE }],
    ['schedule with a device selected', '/main/schedule', { selectionType: SelectionType.DEVICE }],
    ['overview for an owner', '/main/overview', { role: null, userAccessLevelNumber: 10 }],
    ['management for an owner', '/main/management', { role: null, userAccessLevelNumber: 10 }],
    ['parameters for an admin on a desktop', '/main/devices', { role: 'Admin' }],
    ['the device list on a desktop', '/main/device-list', {}],
    ['economics of a site that is not XEAM', '/main/economics', { deviceTypes: ['Industrial'] }],
  ])('spec 2: %s redirects to main/home', async (_case, path, navigation) => {
    await open(path, navigation);
    expect(screen.getByLabelText('path')).toHaveTextContent('/main/home');
    expect(screen.getByText('remote mf_dashboard/Home')).toBeInTheDocument();
  });

  it('spec 2 and 6: the map is for partner admins and above; others go home', async () => {
    await open('/map', { role: 'Admin' });
    expect(screen.getByLabelText('path')).toHaveTextContent('/main/home');
  });

  it('shows only the visible tabs in the tab bar', async () => {
    await open('/main/home', { role: null, userAccessLevelNumber: 10, deviceTypes: ['Industrial'] });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The tabs of spec 2 (a tab a remote of the registry adds has its own rule, checked below).
    const specLinks = [...nav.querySelectorAll('a')].filter((a) => SPEC_PATHS.has(a.getAttribute('href') ?? ''));
    expect(specLinks.map((a) => a.textContent)).toEqual(['Home', 'Schedule', 'Backup', 'Users']);
  });

  it('offers an installer the installer app in the navigation, one click away; no one else', async () => {
    await open('/main/home', {
      role: null,
      userAccessLevelNumber: 5,
      selectionType: SelectionType.NONE,
      isInstaller: true,
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Install a battery' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/installer');
    expect(screen.getByText('remote mf_installer/Installer')).toBeInTheDocument();
  });

  it('offers no installer entry to a user without the installer flag', async () => {
    await open('/main/home', { isInstaller: false });
    expect(screen.queryByRole('link', { name: 'Install a battery' })).not.toBeInTheDocument();
  });

  it.each(['/nowhere', '/main/nowhere', '/dashboard/a/b'])(
    '%s shows the not-found page with a way home',
    async (path) => {
      await open(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/main/home');
    },
  );
});

/** Each role (and the installer flag, and owners and read-only users without a role) as the navigation sees it. */
const USERS: [string, Partial<NavigationContext>][] = [
  ['an owner', { role: null, userAccessLevelNumber: 10 }],
  ['a read-only user', { role: null, userAccessLevelNumber: 20 }],
  ['an installer', { role: null, userAccessLevelNumber: 5, isInstaller: true }],
  ['an admin', { role: 'Admin', userAccessLevelNumber: 2 }],
  ['a partner admin', { role: 'PartnerAdmin', userAccessLevelNumber: 4 }],
  ['a super admin', { role: 'SuperAdmin', userAccessLevelNumber: 1 }],
];
const ROWS = USERS.flatMap(([who, user]) =>
  [false, true].flatMap((isMobile) =>
    Object.values(SelectionType).map(
      (selectionType) =>
        [
          `${who} on a ${isMobile ? 'phone' : 'desktop'} with ${selectionType}`,
          { ...user, isMobile, selectionType },
        ] as const,
    ),
  ),
);
const TAB_OF_PATH = new Map(TABS.map((tab) => [TAB_PATHS[tab], tab]));

describe('spec 2: every tab the navigation shows opens, for every role x selection type x tab', () => {
  it.each(ROWS)('%s', async (_case, navigation) => {
    await open('/main/home', navigation);
    const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
    /** The shown tab links, the phone's Menu opened first when it has one. */
    const tabLinks = () => {
      const more = within(nav()).queryByRole('button', { name: 'Menu' });
      if (more && more.getAttribute('aria-expanded') !== 'true') fireEvent.click(more);
      const links = [...within(nav()).queryAllByRole('link'), ...within(nav()).queryAllByRole('menuitem')];
      return links.filter((link) => TAB_OF_PATH.has(link.getAttribute('href') ?? ''));
    };
    const shown = tabLinks().map((link) => link.getAttribute('href')!);
    expect(shown.length).toBeGreaterThan(0);
    const redirected: string[] = [];
    for (const href of shown) {
      const link = tabLinks().find((l) => l.getAttribute('href') === href)!;
      fireEvent.click(link);
      const landed = screen.getByLabelText('path').textContent;
      if (landed !== href) redirected.push(`${TAB_OF_PATH.get(href)} is shown but its route sends to ${landed}`);
    }
    expect(redirected).toEqual([]);
  });
});
