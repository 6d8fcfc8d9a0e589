import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n, type EndpointName, type EndpointOutput, type Wire } from '@bess/shared';
import { SessionProvider, type AuthSession } from '../auth/session';
import { ShellHost } from '../host/ShellHost';
import { ShellConfigProvider } from './ShellConfigContext';
import type { ShellConfig } from './shellConfig';
import { ConfigurationGate } from './ConfigurationGate';
import { ShellTopBar } from '../layout/ShellTopBar';
import { fakeApi, networkDown, reply, type FakeHandler } from '@bess/shared/testing';

const config = {
  environment: 'local',
  apiBaseUrl: 'http://api.test',
  termsNumber: 10,
  remotes: {},
  auth: { authority: 'https://idp.test', clientId: 'portal', scopes: [], knownAuthorities: [] },
  features: { data: true },
} as unknown as ShellConfig;

const USER: Wire.User = {
  userName: 'Olivia Owner',
  userEmail: 'owner@demo.test',
  language: 'en',
  dateFormat: 'yyyy-MM-dd',
  userAccessLevelNumber: 10,
  termsNumber: 10,
  termsDate: '2026-01-01T00:00:00.000Z',
  roles: [],
};
const ONE_SITE: Wire.ConfigurationResponse = {
  groups: [],
  sites: [
    {
      siteId: 'S-1',
      siteName: 'Aarhus Harbour',
      parentId: null,
      timezone: 'Europe/Copenhagen',
      deviceIds: ['SC-000000123'],
      meters: [],
      commissionningDate: null,
      batteryCapacity: 10,
      deviceTypes: ['XEAM'],
      hasDashboard: false,
      features: ['Basic'],
      level: 10,
    },
  ],
  devices: [
    {
      deviceId: 'SC-000000123',
      siteId: 'S-1',
      parentId: null,
      batteryCapacity: 10,
      commissionningDate: null,
      commissioningState: 2,
      deviceType: 'XEAM',
    },
  ],
};

type Answer = { status: number; body?: unknown } | 'network-down' | 'never' | Promise<unknown>;

/** The answer of one call as a handler of the shared fake API: as told, or its success. */
function answer<N extends EndpointName>(told: Answer | undefined, success: EndpointOutput<N>): FakeHandler<N> {
  if (told === 'never') return () => new Promise(() => undefined);
  if (told === 'network-down') return () => networkDown();
  if (told instanceof Promise) return () => told.then(() => success);
  return told ? reply(told.status, told.body) : success;
}

/** The shell as it is after sign-in, with GET /User and GET /SiteGroup answered as told; polls answer empty. */
async function openShell(
  answers: { user?: Answer; configuration?: Answer; token?: 'fails' },
  portal: ReactNode = <p>the portal</p>,
) {
  const noStatus = { data: {}, messageCenter: null };
  const api = fakeApi(
    {
      getUser: answer<'getUser'>(answers.user, USER),
      getConfiguration: answer<'getConfiguration'>(answers.configuration, ONE_SITE),
      getMessageCenterBanner: { messages: [], severity: 'info' },
      getActiveAlarms: { currentAlarms: [] },
      getSiteStatus: noStatus,
      getDeviceStatus: noStatus,
      getGroupStatus: noStatus,
    },
    { outside: { 'GET /': reply(200) } },
  );
  // The shell builds its own API client on the browser's fetch.
  window.fetch = api.fetch;
  const signOut = jest.fn(async () => undefined);
  const getToken = jest.fn(
    answers.token === 'fails' ? () => Promise.reject(new Error('no_account')) : async () => 'token',
  );
  const session: AuthSession = { email: USER.userEmail, name: USER.userName, getToken, signOut };
  const i18n = await createI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <ShellConfigProvider value={config}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <SessionProvider value={session}>
              <ShellHost config={config} i18n={i18n}>
                <ConfigurationGate>{portal}</ConfigurationGate>
              </ShellHost>
            </SessionProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </ShellConfigProvider>
    </I18nextProvider>,
  );
  return { signOut, getToken, queryClient, api };
}

describe('spec 6 and 8: configuration load', () => {
  it('shows the loading screen while the configuration loads (level 100)', async () => {
    await openShell({ configuration: 'never' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('the portal')).not.toBeInTheDocument();
  });

  it('shows the portal once GET /User and GET /SiteGroup have answered', async () => {
    await openShell({});
    expect(await screen.findByText('the portal')).toBeInTheDocument();
  });

  it('keeps the account menu open when the portal finishes loading under it', async () => {
    let answerConfiguration = () => undefined as void;
    const held = new Promise<void>((resolve) => (answerConfiguration = resolve));
    await openShell({ configuration: held }, <ShellTopBar withSideMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign out']);
    await act(async () => answerConfiguration());
    // The portal's own top bar replaces the loading screen's; the menu is open in it, with the full entries.
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the no-devices dialog when there are no sites, groups or devices; it signs out', async () => {
    const { signOut } = await openShell({
      configuration: { status: 200, body: { groups: [], sites: [], devices: [] } },
    });
    // The dialogs are a chunk of their own (antd's Modal with them): the first to open imports it, about a second here.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(dialog).toHaveTextContent(
      'Sorry, you do not have access to any devices. If you need access please contact support',
    );
    expect(screen.queryByText('the portal')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('opens the access denied dialog with Sign Out when the API refuses the account', async () => {
    await openShell({ user: { status: 403, body: { code: 1000 } } });
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Access denied');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('replaces the whole app with the generic error page when the token step fails', async () => {
    await openShell({ token: 'fails' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('after the load, a token that cannot be renewed says the session has expired and keeps the portal', async () => {
    const { getToken, queryClient } = await openShell({});
    await screen.findByText('the portal');
    getToken.mockImplementation(() => Promise.reject(new Error('interaction_required')));
    await queryClient.refetchQueries();
    expect(await screen.findByText('Session has expired, please try again')).toBeInTheDocument();
    expect(screen.getByText('the portal')).toBeInTheDocument();
  });

  it('says the server cannot be reached, and Retry loads again', async () => {
    const { api } = await openShell({ configuration: 'network-down' });
    expect(await screen.findByRole('alert')).toHaveTextContent('It was not possible to connect to the server');
    api.on('getConfiguration', ONE_SITE);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the portal')).toBeInTheDocument();
  });
  it('says where it looked for the server, and loads again by itself when the person comes back', async () => {
    const { api } = await openShell({ configuration: 'network-down' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('It was not possible to connect to the server');
    expect(alert).toHaveTextContent(
      "The portal's server at http://api.test does not answer. It may be starting or down: this page tries again by itself",
    );
    api.on('getConfiguration', ONE_SITE);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('the portal')).toBeInTheDocument();
  });
});
