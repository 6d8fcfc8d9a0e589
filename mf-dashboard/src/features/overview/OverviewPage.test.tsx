import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Wire } from '@bess/shared';
import { fakeDashboardApi, liveData } from '../home/testing/fakeDashboardApi';
import { renderDashboard, testUser } from '../home/testing/renderDashboard';
import { OverviewPage } from './OverviewPage';

// Two antd tables take most of a second to render in jsdom; on a busy machine the default 5 s is too tight.
jest.setTimeout(15_000);

const partnerAdmin = testUser(Role.PartnerAdmin);
const valueIn = (list: HTMLElement, label: string) => within(list).getByLabelText(label, { selector: 'dd' });

const safetyAlarm: Wire.Alarm = {
  alarmId: 'a1',
  deviceId: 'SC-000000003',
  severity: 'safety',
  acknowledgeUser: null,
  acknowledgeTime: null,
  closedBy: null,
  stopTime: null,
};

const supply: Wire.SupplyStatisticsResponse = {
  updated: '2025-06-01T10:00:00.000Z',
  statistics: [
    {
      period: 'day',
      pvEnergy: 12.3,
      consumption: 20,
      gridImport: 4,
      gridExport: 1,
      batteryCharge: 5,
      batteryDischarge: 6,
    },
    {
      period: 'total',
      pvEnergy: 1534,
      consumption: 2500,
      gridImport: 900,
      gridExport: 100,
      batteryCharge: 700,
      batteryDischarge: 650,
    },
  ],
};

/** The body rows of the children table (role queries over a whole antd table are slow in jsdom). */
const tableRows = () => [
  ...screen
    .getByLabelText('Children of the selection', { selector: 'section' })
    .querySelectorAll<HTMLElement>('tbody > tr[data-row-key]'),
];

describe('main/overview of a site group', () => {
  const server = () =>
    fakeDashboardApi({
      status: {
        'S-1': liveData({ state: 'passive', stateOfCharge: 70, inverterPower: 2 }),
        'S-2': liveData({ state: 'error' }),
      },
      alarms: [safetyAlarm],
      supply: { 'G-1': supply },
    });

  it('counts its sites by state, counts their alarms, sums the capacity and gives the risk level', async () => {
    const api = server();
    await renderDashboard(<OverviewPage />, { server: api, selectedId: 'G-1', user: partnerAdmin });
    const counts = screen.getByLabelText('Count by state', { selector: 'dl' });
    await waitFor(() => expect(valueIn(counts, 'Error')).toHaveTextContent('1'));
    expect(valueIn(counts, 'Running')).toHaveTextContent('1');
    expect(valueIn(counts, 'Offline')).toHaveTextContent('0');

    const alarms = screen.getByLabelText('Active alarms', { selector: 'dl' });
    await waitFor(() => expect(valueIn(alarms, 'Safety')).toHaveTextContent('1'));
    expect(screen.getByLabelText('Total battery capacity', { selector: 'dd' })).toHaveTextContent('170 kWh');

    // spec 9: one safety alarm -> high; 1 of 2 sites in error is 50 %.
    expect(screen.getByText('High risk')).toBeInTheDocument();
    expect(screen.getByText('1 critical or safety alarms; 50 % of the list in error or offline')).toBeInTheDocument();
    expect(api.to('/sitestatus')[0]?.body).toEqual({ ids: ['S-1', 'S-2'] });
  });

  it('shows the supply statistics of the group', async () => {
    const api = server();
    await renderDashboard(<OverviewPage />, { server: api, selectedId: 'G-1', user: partnerAdmin });
    const card = (await screen.findByText('Solar energy')).closest('table')!;
    const solarRow = within(card).getByText('Solar energy').closest('tr')!;
    expect(solarRow).toHaveTextContent('Solar energy12.3 kWh');
    expect(solarRow).toHaveTextContent('1.5 MWh');
    expect(api.to('/GetSupplyStatistics/group')[0]?.query.get('siteGroupId')).toBe('G-1');
  });

  it('lists its sites in a table, sorted by state, that opens a site', async () => {
    const select = jest.fn();
    await renderDashboard(<OverviewPage />, { server: server(), selectedId: 'G-1', user: partnerAdmin, select });
    await waitFor(() => expect(tableRows()[0]).toHaveTextContent('Office'));
    expect(tableRows()[0]).toHaveTextContent('Error');
    expect(tableRows()[1]).toHaveTextContent(/Harbour.*Site.*Running.*70 %.*2 kW.*120 kWh.*Denmark/);
    fireEvent.click(within(tableRows()[1]!).getByText('Harbour'));
    expect(select).toHaveBeenCalledTimes(1);
    expect(select).toHaveBeenCalledWith('S-1');
  });

  it('filters the table by text and by state', async () => {
    await renderDashboard(<OverviewPage />, { server: server(), selectedId: 'G-1', user: partnerAdmin });
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Filter by text', { selector: 'input' }), { target: { value: 'sweden' } });
    expect(tableRows()).toHaveLength(1);
    expect(tableRows()[0]).toHaveTextContent('Office');
    fireEvent.change(screen.getByLabelText('Filter by text', { selector: 'input' }), { target: { value: '' } });

    fireEvent.mouseDown(screen.getByLabelText('Filter by state', { selector: 'input' }));
    fireEvent.click(await screen.findByTitle('Running'));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(tableRows()[0]).toHaveTextContent('Harbour');
  });
});

describe('main/overview of other selections', () => {
  it('of a site: its devices, and the site supply statistics', async () => {
    const api = fakeDashboardApi({
      status: { 'SC-000000001': liveData({ state: 'stop' }), 'SCR-000000002': liveData({ state: 'offline' }) },
      supply: { 'S-1': supply },
    });
    await renderDashboard(<OverviewPage />, { server: api, selectedId: 'S-1', user: partnerAdmin });
    await waitFor(() => expect(tableRows()[0]).toHaveTextContent('SCR-000000002'));
    expect(tableRows()[0]).toHaveTextContent('Offline');
    expect(tableRows()[1]).toHaveTextContent(/SC-000000001.*Device.*Idling/);
    expect(api.to('/devicestatus')[0]?.body).toEqual({ deviceIds: ['SC-000000001', 'SCR-000000002'] });
    await waitFor(() => expect(api.to('/GetSupplyStatistics')[0]?.query.get('siteId')).toBe('S-1'));
    // 1 of 2 offline is 50 %: medium.
    expect(screen.getByText('Medium risk')).toBeInTheDocument();
  });

  it('of nothing: every site, with the states the shell polled', async () => {
    const api = fakeDashboardApi();
    const live = {
      byId: {
        'S-1': liveData({ state: 'passive' }),
        'S-2': liveData({ state: 'passive' }),
        'S-3': liveData({ state: 'notinstalled' }),
        'PV-S-4': liveData({ state: 'passive' }),
        'S-5': liveData({ state: 'stop' }),
      },
      updatedAt: Date.now(),
      isStale: false,
    };
    await renderDashboard(<OverviewPage />, { server: api, user: partnerAdmin, live });
    const counts = screen.getByLabelText('Count by state', { selector: 'dl' });
    expect(valueIn(counts, 'Running')).toHaveTextContent('3');
    expect(valueIn(counts, 'Not installed')).toHaveTextContent('1');
    expect(valueIn(counts, 'Idling')).toHaveTextContent('1');
    expect(tableRows()).toHaveLength(5);
    expect(screen.getByText('Low risk')).toBeInTheDocument();
    expect(api.to('/sitestatus')).toHaveLength(0);
    expect(api.to('/GetSupplyStatistics')).toHaveLength(0);
  });

  it('is not shown below partner admin (spec 6)', async () => {
    await renderDashboard(<OverviewPage />, {
      server: fakeDashboardApi(),
      selectedId: 'G-1',
      user: testUser(Role.Admin),
    });
    expect(screen.getByText('This page is not available for the current selection.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
