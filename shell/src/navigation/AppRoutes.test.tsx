import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithHost } from '@bess/shared/testing';
import { ShellConfigProvider } from '../config/ShellConfigContext';
import type { ShellConfig } from '../config/shellConfig';
import { AppRoutes } from './AppRoutes';
import { SessionProvider, type AuthSession } from '../auth/session';

jest.mock('../remotes/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      remote {remote}/{module}
    </p>
  ),
}));

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

async function open(path: string) {
  await renderWithHost(
    <SessionProvider value={session}>
      <ShellConfigProvider value={config}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
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

  it('main/device-list is the shell’s own list, not a remote', async () => {
    await open('/main/device-list');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Devices');
    expect(screen.queryByText(/^remote /)).not.toBeInTheDocument();
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
