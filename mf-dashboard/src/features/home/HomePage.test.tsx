import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Wire } from '@bess/shared';
import { HomePage } from './HomePage';
import { fakeDashboardApi, liveData } from './testing/fakeDashboardApi';
import { renderDashboard, testUser } from './testing/renderDashboard';

/** The value a label names in the widget's value lists. */
const valueOf = (label: string) => screen.getByLabelText(label, { selector: 'dd' });

const alarm = (alarmId: string, deviceId: string, severity: Wire.Alarm['severity']): Wire.Alarm => ({
  alarmId,
  deviceId,
  severity,
  acknowledgeUser: null,
  acknowledgeTime: null,
  closedBy: null,
  stopTime: null,
});

describe('main/home for each selection type', () => {
  it('nothing selected: asks to select a site, group or device', async () => {
    await renderDashboard(<HomePage />, { server: fakeDashboardApi() });
    expect(screen.getByRole('note')).toHaveTextContent('Nothing is selected');
    expect(screen.getByRole('note')).toHaveTextContent('Select a site, group or device in the list to see it here.');
    expect(screen.queryByRole('button', { name: 'Install a battery' })).toBeNull();
  });

  it('nothing selected, for an installer: the installer wizard one click away', async () => {
    const navigate = jest.fn();
    await renderDashboard(<HomePage />, { server: fakeDashboardApi(), user: testUser(null, true), navigate });
    expect(screen.getByRole('note')).toHaveTextContent('Nothing is selected');
    fireEvent.click(within(screen.getByRole('note')).getByRole('button', { name: 'Install a battery' }));
    expect(navigate).toHaveBeenCalledWith('/installer');
  });

  it('a device: state, energy flow and live values of its status (polled here when the shell did not)', async () => {
    const server = fakeDashboardApi({
      status: {
        'SC-000000001': liveData({
          state: 'passive',
          stateOfCharge: 54,
          temperature: 23.4,
          inverterPower: -1.25,
          pv: 3.2,
          grid: 0.5,
          consumption: 2.45,
          mode: 'SelfConsumption',
          hardwareLimits: 4,
          softwareLimits: 3,
          statusFlags: 1,
          loadMode: 1,
          loadState: 0,
        }),
      },
      alarms: [alarm('a1', 'SC-000000001', 'warnings'), alarm('a2', 'SC-000000003', 'safety')],
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001' });

    const widget = await screen.findByRole('region', { name: 'Status of SC-000000001' });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Running'));
    expect(within(widget).getByText('Device')).toBeInTheDocument();
    expect(valueOf('State of charge')).toHaveTextContent('54 %');
    expect(valueOf('Temperature')).toHaveTextContent('23.4 °C');
    expect(valueOf('Inverter power')).toHaveTextContent('-1.3 kW');
    expect(valueOf('Solar power')).toHaveTextContent('3.2 kW');
    expect(valueOf('Grid')).toHaveTextContent('0.5 kW');
    expect(valueOf('Consumption')).toHaveTextContent('2.5 kW');
    expect(valueOf('Mode')).toHaveTextContent('Self-consumption');
    expect(valueOf('Hardware limitation')).toHaveTextContent('Fully charged');
    expect(valueOf('Software limit')).toHaveTextContent('Charge only (state of charge)');
    expect(valueOf('Status flags')).toHaveTextContent('Commissioned');
    expect(valueOf('Load mode')).toHaveTextContent('On');
    expect(valueOf('Load state')).toHaveTextContent('Off');
    expect(valueOf('Battery capacity')).toHaveTextContent('100 kWh');
    // Site views only: a device has no control source.
    expect(screen.queryByLabelText('Control source', { selector: 'dd' })).toBeNull();

    const flow = screen.getByRole('img', { name: /^Energy flow:/ });
    expect(flow).toHaveAccessibleName(
      'Energy flow: PV: Producing, 3.2 kW; Battery: Charging, 1.3 kW; Grid: Importing, 0.5 kW; Consumption: Using, 2.5 kW',
    );
    // The same picture as the wall display's: each line points the way the energy flows.
    expect(within(flow).getByTestId('flow-battery')).toHaveAttribute('data-direction', 'out');
    expect(within(flow).getByTestId('flow-grid')).toHaveAttribute('data-direction', 'in');

    // spec 3: alarm counters of this device only.
    await waitFor(() => expect(valueOf('Warnings')).toHaveTextContent('1'));
    expect(valueOf('Safety')).toHaveTextContent('0');
    expect(server.to('/devicestatus')[0]?.body).toEqual({ deviceIds: ['SC-000000001'] });
  });

  it('cluster data reads true/false as yes/no', async () => {
    const server = fakeDashboardApi({
      status: { 'SC-000000001': liveData({ clusterData: { leader: true, synchronised: false, members: 3 } }) },
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001' });
    await waitFor(() => expect(valueOf('Cluster data')).toHaveTextContent('leader: Yes, synchronised: No, members: 3'));
    expect(valueOf('Cluster data')).not.toHaveTextContent(/true|false/);
  });

  it("a device the shell polled: the shell's values, no call of its own", async () => {
    const server = fakeDashboardApi();
    await renderDashboard(<HomePage />, {
      server,
      selectedId: 'SC-000000001',
      live: {
        byId: { 'SC-000000001': liveData({ state: 'stop', stateOfCharge: 81 }) },
        updatedAt: Date.now(),
        isStale: false,
      },
    });
    expect(valueOf('State')).toHaveTextContent('Idling');
    expect(valueOf('State of charge')).toHaveTextContent('81 %');
    expect(server.to('/devicestatus')).toHaveLength(0);
  });

  it('spec 4: a running battery in a backup mode has its own icon and words', async () => {
    const server = fakeDashboardApi({ status: { 'SC-000000001': liveData({ state: 'passive', mode: 'Backup' }) } });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001' });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Running in backup mode'));
    expect(valueOf('State').querySelector('[data-icon="runningBackup"]')).not.toBeNull();
  });

  it('a site: its status, its control source and the alarms of its devices', async () => {
    const server = fakeDashboardApi({
      status: { 'S-1': liveData({ state: 'error', stateOfCharge: 40 }) },
      controlSource: { 'S-1': 3 },
      alarms: [alarm('a1', 'SCR-000000002', 'safety'), alarm('a2', 'SC-000000005', 'criticals')],
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'S-1' });
    await screen.findByRole('region', { name: 'Status of Harbour' });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Error'));
    expect(valueOf('State of charge')).toHaveTextContent('40 %');
    await waitFor(() => expect(valueOf('Control source')).toHaveTextContent('Policy'));
    await waitFor(() => expect(valueOf('Safety')).toHaveTextContent('1'));
    expect(valueOf('Criticals')).toHaveTextContent('0');
    expect(server.to('/sitestatus')[0]?.body).toEqual({ ids: ['S-1'] });
    // Read beside the status, by the values that show it (its answer redraws only them): one call, not two.
    expect(server.to('/v2/sites/S-1/controlsource')).toHaveLength(1);
  });

  it('a site group: the roll-up of its sites and a list of them that selects one', async () => {
    const select = jest.fn();
    const server = fakeDashboardApi({
      status: {
        'G-1': liveData({ state: 'error', stateOfCharge: 61, mode: null }),
        'S-1': liveData({ state: 'passive' }),
        'S-2': liveData({ state: 'error' }),
      },
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'G-1', select });
    await screen.findByRole('region', { name: 'Status of North' });
    await waitFor(() => expect(valueOf('State of charge')).toHaveTextContent('61 %'));
    expect(server.to('/groupStatus')[0]?.query.getAll('siteGroupIds')).toEqual(['G-1']);

    const list = screen.getByRole('list', { name: 'Sites in this group' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('OfficeError'));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('HarbourRunning');
    // A group takes no state command.
    expect(screen.queryByRole('button', { name: 'Set to running' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Harbour' }));
    expect(select).toHaveBeenCalledWith('S-1');
  });

  it('an empty site, for an installer: the way to the installer app', async () => {
    const navigate = jest.fn();
    await renderDashboard(<HomePage />, {
      server: fakeDashboardApi(),
      selectedId: 'S-3',
      user: testUser(null, true),
      navigate,
    });
    expect(screen.getByText('This site has no devices yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open the installer app' }));
    expect(navigate).toHaveBeenCalledWith('/installer');
  });

  it('an empty site, for anyone else: the hint to contact support', async () => {
    await renderDashboard(<HomePage />, { server: fakeDashboardApi(), selectedId: 'S-3' });
    expect(screen.getByText('This site has no devices yet')).toBeInTheDocument();
    expect(
      screen.getByText('The installer app is reserved for installers. Please contact support to get access.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the installer app' })).toBeNull();
  });

  it("a solar site: solar power, today's solar energy and the state", async () => {
    const server = fakeDashboardApi({
      status: { 'PV-S-4': liveData({ state: 'passive', pv: 5.63 }) },
      supply: {
        'PV-S-4': {
          updated: new Date().toISOString(),
          statistics: [
            {
              period: 'day',
              pvEnergy: 21.37,
              consumption: null,
              gridImport: null,
              gridExport: null,
              batteryCharge: null,
              batteryDischarge: null,
            },
          ],
        },
      },
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'PV-S-4' });
    await screen.findByRole('region', { name: 'Status of Sunny Farm' });
    await waitFor(() => expect(valueOf('Solar power')).toHaveTextContent('5.6 kW'));
    expect(valueOf('State')).toHaveTextContent('Running');
    await waitFor(() => expect(valueOf("Today's solar energy")).toHaveTextContent('21.4 kWh'));
    expect(valueOf('PV peak power')).toHaveTextContent('8 kW');
    expect(screen.queryByRole('button', { name: 'Set to idling' })).toBeNull();
  });
});

describe('when it was last updated', () => {
  it('marks a status older than two poll cycles as not up to date', async () => {
    const server = fakeDashboardApi({
      status: { 'SC-000000001': liveData({ lastUpdateTime: new Date(Date.now() - 5 * 60_000).toISOString() }) },
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001' });
    expect(await screen.findByText(/^Last updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Not up to date')).toBeInTheDocument();
  });

  it('does not mark a fresh status', async () => {
    const server = fakeDashboardApi({ status: { 'SC-000000001': liveData() } });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001' });
    expect(await screen.findByText(/^Last updated /)).toBeInTheDocument();
    expect(screen.queryByText('Not up to date')).toBeNull();
  });
});

describe('spec 4: state commands', () => {
  const openConfirmation = async (button: string) => {
    fireEvent.click(await screen.findByRole('button', { name: button }));
    return screen.findByRole('dialog', { name: 'Change state' });
  };

  it('asks first, sends state_idling for the device, and keeps the loading flag until a newer status shows it', async () => {
    const notify = jest.fn();
    const server = fakeDashboardApi({ status: { 'SC-000000001': liveData({ state: 'passive' }) } });
    const { queryClient } = await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001', notify });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Running'));
    // The battery is running already: that button waits.
    expect(screen.getByRole('button', { name: 'Set to running' })).toBeDisabled();

    const dialog = await openConfirmation('Set to idling');
    expect(dialog).toHaveTextContent('Do you want to change the state of the battery?');
    expect(dialog).toHaveTextContent('The battery will be set to idling.');
    expect(server.to('/SendStateModeCommand')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(server.to('/SendStateModeCommand')).toHaveLength(1));
    expect(server.to('/SendStateModeCommand')[0]?.body).toEqual({
      deviceId: 'SC-000000001',
      commandName: 'state_idling',
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'success' })));
    // The refresh right after sending still shows the old state: the flag stays.
    await waitFor(() => expect(server.to('/devicestatus').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('status')).toHaveTextContent('Changing the state of the battery…');
    expect(screen.getByRole('button', { name: 'Set to idling' })).toBeDisabled();

    // The device has acted; the next poll brings the newer status.
    server.state.status['SC-000000001'] = liveData({ state: 'stop' });
    await act(() => queryClient.refetchQueries({ queryKey: ['status'] }));
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Idling'));
    expect(screen.queryByText('Changing the state of the battery…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set to running' })).toBeEnabled();
  });

  it('Cancel sends nothing', async () => {
    const server = fakeDashboardApi({ status: { 'SC-000000001': liveData({ state: 'stop' }) } });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001' });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Idling'));
    const dialog = await openConfirmation('Set to running');
    expect(dialog).toHaveTextContent('The battery will be set to running.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('/SendStateModeCommand')).toHaveLength(0);
  });

  it('sends state_running for a site with POST /SendStateModeSiteCommand', async () => {
    const server = fakeDashboardApi({ status: { 'S-1': liveData({ state: 'stop' }) } });
    await renderDashboard(<HomePage />, { server, selectedId: 'S-1' });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Idling'));
    const dialog = await openConfirmation('Set to running');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(server.to('/SendStateModeSiteCommand')[0]?.body).toEqual({ siteId: 'S-1', commandName: 'state_running' }),
    );
  });

  it.each([
    [403, 'Access denied'],
    [404, 'Access denied'],
    [500, 'Failed to send command, please try again'],
    [400, 'Something went wrong'],
  ])('answers %p with the error snackbar %p and no loading flag', async (status, message) => {
    const notify = jest.fn();
    const server = fakeDashboardApi({
      status: { 'SC-000000001': liveData({ state: 'passive' }) },
      commandAnswer: { status },
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001', notify });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Running'));
    const dialog = await openConfirmation('Set to idling');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ level: 'error', message }));
    expect(screen.queryByText('Changing the state of the battery…')).toBeNull();
  });

  it('a network failure is the failed-to-send text', async () => {
    const notify = jest.fn();
    const server = fakeDashboardApi({
      status: { 'SC-000000001': liveData({ state: 'passive' }) },
      commandAnswer: 'network-down',
    });
    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000001', notify });
    const dialog = await openConfirmation('Set to idling');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ level: 'error', message: 'Failed to send command, please try again' }),
    );
  });

  it('are hidden on a read-only site (level 20), for an anonymous link and for solar devices', async () => {
    const server = fakeDashboardApi({
      status: { 'SC-000000003': liveData(), 'S-2': liveData(), 'SC-000000005': liveData() },
    });
    const readOnly = await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000003' });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Running'));
    expect(screen.queryByRole('button', { name: 'Set to idling' })).toBeNull();
    readOnly.unmount();

    const shared = await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000005', shareToken: 'tok' });
    await waitFor(() => expect(valueOf('State')).toHaveTextContent('Running'));
    expect(screen.queryByRole('button', { name: 'Set to idling' })).toBeNull();
    shared.unmount();

    await renderDashboard(<HomePage />, { server, selectedId: 'SC-000000005', user: testUser(Role.SuperAdmin) });
    expect(await screen.findByRole('button', { name: 'Set to idling' })).toBeEnabled();
  });
});
