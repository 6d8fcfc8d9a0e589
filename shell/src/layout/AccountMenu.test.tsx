import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@bess/shared/testing';
import { toHostUser } from '@bess/shared';
import { SessionProvider, type AuthSession } from '../auth/session';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';
import { ThemePreferenceProvider } from '../theme/ThemePreferenceContext';
import { useThemePreference } from '../theme/useThemePreference';

describe('spec 2: the account menu', () => {
  const signOut = jest.fn(async () => undefined);
  const session: AuthSession = { email: 'owner@demo.test', name: 'Owner', getToken: async () => 't', signOut };
  const user = toHostUser({
    userName: 'Olivia Owner',
    userEmail: 'owner@demo.test',
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    userAccessLevelNumber: 10,
    termsNumber: 10,
    termsDate: null,
    roles: [],
  });

  const navigate = jest.fn();
  const onOpenSettings = jest.fn();

  async function renderMenu(navigation?: AccountMenuProps['navigation']) {
    await renderWithHost(
      <SessionProvider value={session}>
        <AccountMenu navigation={navigation} onOpenSettings={onOpenSettings} />
      </SessionProvider>,
      { user, navigate },
    );
  }

  const entries = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

  it.each<[string, NonNullable<AccountMenuProps['navigation']>, string[]]>([
    ['an owner with one dashboard', { role: null, dashboardIds: ['S-1'] }, ['Settings', 'Sign out']],
    [
      'a partner admin with two dashboards',
      { role: 'PartnerAdmin', dashboardIds: ['S-1', 'G-1'] },
      ['Show Dashboard mode', 'Map', 'Settings', 'Sign out'],
    ],
    [
      'a super admin',
      { role: 'SuperAdmin', dashboardIds: ['S-1', 'G-1'] },
      ['Show Dashboard mode', 'Map', 'Admin', 'Settings', 'Log', 'Sign out'],
    ],
  ])('spec 2: %s gets the entries %j', async (_who, navigation, expected) => {
    await renderMenu(navigation);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(entries()).toEqual(expected);
  });

  it('Show Dashboard mode and Map navigate; Settings opens the settings dialog', async () => {
    await renderMenu({ role: 'SuperAdmin', dashboardIds: ['S-1', 'G-1'] });
    const button = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Show Dashboard mode' }));
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Map' }));
    expect(navigate).toHaveBeenLastCalledWith('/map');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("shows the user's initial, then e-mail and name, and signs out", async () => {
    await renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('O');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Olivia Owner');
    expect(menu).toHaveTextContent('owner@demo.test');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape', async () => {
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the keyboard opens it on its first item, moves with the arrows, and Escape gives the focus back to its button', async () => {
    await renderMenu({ role: null, dashboardIds: ['S-1'] });
    const button = screen.getByRole('button', { name: 'Account menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('the theme in the account menu', () => {
  const session: AuthSession = {
    email: 'owner@demo.test',
    name: 'Owner',
    getToken: async () => 't',
    signOut: jest.fn(),
  };

  function Themed() {
    const theme = useThemePreference(session.email);
    return (
      <ThemePreferenceProvider value={theme}>
        <AccountMenu navigation={{ role: null, dashboardIds: ['S-1'] }} />
      </ThemePreferenceProvider>
    );
  }

  beforeEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('offers System, Light and Dark, System chosen until the user chooses', async () => {
    await renderWithHost(
      <SessionProvider value={session}>
        <Themed />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('Dark draws the page dark and is remembered for the same user', async () => {
    const { unmount } = await renderWithHost(
      <SessionProvider value={session}>
        <Themed />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    unmount();

    await renderWithHost(
      <SessionProvider value={session}>
        <Themed />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('ARCHITECTURE 8: the host user from GET /User', () => {
  it.each([
    [['SuperAdmin'], 'SuperAdmin', [true, true, true], false],
    [['PartnerAdmin', 'Installer'], 'PartnerAdmin', [true, true, false], true],
    [['Admin'], 'Admin', [true, false, false], false],
    [['Installer'], null, [false, false, false], true],
    [[], null, [false, false, false], false],
  ] as const)(
    'roles %j: role %s, at least Admin/PartnerAdmin/SuperAdmin %j, installer %s',
    (roles, role, atLeast, installer) => {
      const user = toHostUser({
        userName: 'X',
        userEmail: 'x@demo.test',
        language: null,
        dateFormat: 'yyyy-MM-dd',
        userAccessLevelNumber: 10,
        termsNumber: 0,
        termsDate: null,
        roles: [...roles],
      });
      expect(user.role).toBe(role);
      expect([user.isAtLeast('Admin'), user.isAtLeast('PartnerAdmin'), user.isAtLeast('SuperAdmin')]).toEqual(atLeast);
      expect(user.isInstaller).toBe(installer);
      expect(user.isExactly('Installer')).toBe(installer);
    },
  );
});
