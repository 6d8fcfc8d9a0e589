import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectionType } from '@bess/shared';
import { renderRemote } from '@bess/shared/testing';
import { DashboardPage } from './DashboardPage';
import {
  FLEET,
  NO_FLEET,
  dashboardAnswer,
  fakeFetch,
  renderDashboard,
  sharingAnswer,
  testUser,
} from './testing/renderDashboard';
import { TEXTS } from '../../i18n';

const ok = (body: unknown) => ({ status: 200, body });
const figure = (label: string) => within(screen.getByRole('group', { name: label }));

describe('dashboard/{id}: the big-screen view (spec 2)', () => {
  test('shows the name, the energy flow with direction and power, state of charge, today and the update time', async () => {
    const { seen } = await renderDashboard(<DashboardPage />, {
      path: '/dashboard/S-1',
      user: testUser(),
      configuration: FLEET,
      routes: {
        'GET /Dashboard/S-1': ok(dashboardAnswer()),
        'GET /DashboardSharing?id=S-1': ok(sharingAnswer({ canChange: false })),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' })).toBeInTheDocument();
    // The flow: PV produces, the battery charges, the grid takes the export, the site uses the rest.
    const flow = screen.getByRole('img', { name: /^Energy flow:/ });
    expect(flow).toHaveAccessibleName(
      'Energy flow: PV: Producing, 12.3 kW; Battery: Charging, 3 kW; Grid: Exporting, 4.2 kW; Consumption: Using, 5.1 kW',
    );
    expect(within(flow).getByText('Charging')).toBeInTheDocument();
    expect(within(flow).getByText('Exporting')).toBeInTheDocument();
    expect(screen.getByTestId('flow-battery')).toHaveAttribute('data-direction', 'out');
    expect(screen.getByTestId('flow-grid')).toHaveAttribute('data-direction', 'out');
    expect(screen.getByTestId('flow-pv')).toHaveAttribute('data-direction', 'in');
    expect(within(screen.getByRole('region', { name: 'State of charge' })).getByText('64 %')).toBeInTheDocument();
    expect(screen.getByText('Capacity 115 kWh')).toBeInTheDocument();
    // Today, with spec 9 units.
    expect(screen.getByRole('heading', { name: 'Today, 2026-11-22' })).toBeInTheDocument();
    expect(figure('PV production').getByText('24.1 kWh')).toBeInTheDocument();
    expect(figure('Grid import').getByText('4.6 kWh')).toBeInTheDocument();
    expect(figure('Savings').getByText('27.97 kr')).toBeInTheDocument();
    expect(figure('CO2 saved').getByText('1.7 kg')).toBeInTheDocument();
    expect(screen.getByText('No safety alarms in the last 24 hours')).toBeInTheDocument();
    // 12:30 UTC in Copenhagen, in the user's date format.
    expect(screen.getByText('Last updated 2026-11-22 13:30')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/Dashboard/S-1')?.authorization).toBe('Bearer user-token');
  });

  test('spec 9: the safety alarms of the last 24 hours, with where and when', async () => {
    await renderDashboard(<DashboardPage />, {
      path: '/dashboard/S-1',
      user: testUser({ dateFormat: 'dd.MM.yyyy' }),
      configuration: FLEET,
      routes: {
        'GET /DashboardSharing?id=S-1': ok(sharingAnswer({ canChange: false })),
        'GET /Dashboard/S-1': ok(
          dashboardAnswer({
            safetyAlarms: [
              {
                alarmId: '7',
                deviceId: 'SC-000000001',
                alarmCode: 404,
                severity: 'safety',
                siteName: 'Aarhus Harbour',
                startTime: '2026-11-22T10:00:00.000Z',
                stopTime: null,
                acknowledgeUser: null,
                acknowledgeTime: null,
                closedBy: null,
              },
              {
                alarmId: '3',
                deviceId: 'SC-000000001',
                alarmCode: 401,
                severity: 'safety',
                siteName: 'Aarhus Harbour',
                startTime: '2026-11-21T20:00:00.000Z',
                stopTime: '2026-11-21T21:15:00.000Z',
                acknowledgeUser: null,
                acknowledgeTime: null,
                closedBy: 'device',
              },
            ],
          }),
        ),
      },
    });
    const list = within(await screen.findByRole('region', { name: 'Safety alarms, last 24 hours' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Alarm code 404 SC-000000001 at Aarhus HarbourOpen since 22.11.2026 11:00');
    expect(items[1]).toHaveTextContent('From 21.11.2026 21:00 to 21.11.2026 22:15');
    expect(list.queryByText('No safety alarms in the last 24 hours')).not.toBeInTheDocument();
  });

  test('a group: its site count, and savings in each currency of its sites', async () => {
    await renderDashboard(<DashboardPage />, {
      path: '/dashboard/G-1',
      user: testUser(),
      configuration: FLEET,
      routes: {
        'GET /DashboardSharing?id=G-1': ok(sharingAnswer({ id: 'G-1', canChange: false })),
        'GET /Dashboard/G-1': ok(
          dashboardAnswer({
            id: 'G-1',
            name: 'North Group',
            kind: 'group',
            siteCount: 2,
            currency: null,
            today: {
              ...dashboardAnswer().today,
              savings: [
                { currency: 'kr', amount: 27.972 },
                { currency: '£', amount: 4.2 },
              ],
            },
          }),
        ),
      },
    });
    expect(await screen.findByText(/^2 sites · Last updated/)).toBeInTheDocument();
    expect(figure('Savings').getByText('27.97 kr')).toBeInTheDocument();
    // One money format in every tab: English writes the pound before the amount
    expect(figure('Savings').getByText('£4.20')).toBeInTheDocument();
  });

  test('spec 2: waits behind a loading indicator until a site or group exists, and asks nothing before', async () => {
    const { seen } = await renderDashboard(<DashboardPage />, {
      path: '/dashboard/S-1',
      user: testUser(),
      configuration: NO_FLEET,
      routes: { 'GET /Dashboard/S-1': ok(dashboardAnswer()) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    await act(async () => undefined);
    expect(seen).toEqual([]);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  test('a load failure says so and Try again really tries again', async () => {
    let calls = 0;
    await renderDashboard(<DashboardPage />, {
      path: '/dashboard/S-1',
      user: testUser(),
      configuration: FLEET,
      routes: {
        'GET /DashboardSharing?id=S-1': ok(sharingAnswer({ canChange: false })),
        // 404 is not retried (retryApiError), so the first failure shows at once.
        'GET /Dashboard/S-1': () =>
          ++calls === 1 ? { status: 404, body: { message: 'Not found' } } : ok(dashboardAnswer()),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' })).toBeInTheDocument();
  });

  test('refreshes every 60 s (spec 7 polling)', async () => {
    jest.useFakeTimers();
    try {
      let soc = 64;
      await renderDashboard(<DashboardPage />, {
        path: '/dashboard/S-1',
        user: testUser(),
        configuration: FLEET,
        routes: {
          'GET /DashboardSharing?id=S-1': ok(sharingAnswer({ canChange: false })),
          'GET /Dashboard/S-1': () => ok(dashboardAnswer({ live: { ...dashboardAnswer().live, stateOfCharge: soc } })),
        },
      });
      expect(await screen.findByText('64 %')).toBeInTheDocument();
      soc = 71;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      expect(screen.getByText('64 %')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      await waitFor(() => expect(screen.getByText('71 %')).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('an anonymous dashboard link (spec 1): read-only, no sign-in, no selection', () => {
  test('shows its dashboard with the share token as bearer, and no controls and no sharing call', async () => {
    const { seen } = await renderDashboard(<DashboardPage />, {
      path: '/dashboard/S-1',
      user: null,
      configuration: NO_FLEET,
      shareToken: 'bess_share_abc',
      routes: { 'GET /Dashboard/S-1': ok(dashboardAnswer()) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarhus Harbour' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET /Dashboard/S-1 Bearer bess_share_abc',
    ]);
  });

  test('a link that was switched off or has expired says so', async () => {
    await renderDashboard(<DashboardPage />, {
      path: '/dashboard/S-1',
      user: null,
      configuration: NO_FLEET,
      shareToken: 'bess_share_old',
      routes: { 'GET /Dashboard/S-1': { status: 401, body: { message: 'Session has expired, please try again' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This dashboard link does not work. It may have been switched off or have expired.',
    );
  });
});

describe('embedded on a partner page (./embed: no router of ours)', () => {
  test('shows the dashboard the page selected, without portal or sharing controls', async () => {
    const { api, seen } = fakeFetch(
      { 'GET /Dashboard/S-2': ok(dashboardAnswer({ id: 'S-2', name: 'Leeds Depot' })) },
      () => 'bess_share_x',
    );
    await renderRemote(<DashboardPage />, {
      api,
      user: null,
      namespaces: [TEXTS],
      host: { shareToken: 'bess_share_x', selection: { id: 'S-2', selectionType: SelectionType.NONE, name: null } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leeds Depot' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(seen.map((r) => r.path)).toEqual(['/Dashboard/S-2']);
  });
});
