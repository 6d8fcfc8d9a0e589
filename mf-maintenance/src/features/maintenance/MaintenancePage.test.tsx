import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@bess/shared';
import { screenOfWidth } from '@bess/shared/testing';
import { fakeMaintenanceApi } from './testing/fakeMaintenanceApi';
import { renderMaintenance, testUser } from './testing/renderMaintenance';
import { ActiveAlarms } from './components/ActiveAlarms';
import { AlarmStatistics } from './components/AlarmStatistics';
import { DeviceCommands } from './components/DeviceCommands';

const device = {
  deviceId: 'SC-000000001',
  siteId: 'S-1',
  batteryCapacity: 10,
  commissionningDate: '2024-01-01T00:00:00Z',
};
const site = { siteId: 'S-1', siteName: 'Harbour' } as never;
const alarmsUi = <ActiveAlarms deviceIds={null} onOpenLog={() => undefined} />;
const commandsUi = <DeviceCommands device={device} site={site} />;

// A whole tab of antd tables renders slowly on a busy machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const alarm = {
  alarmId: '7',
  deviceId: 'SC-000000001',
  alarmCode: 205,
  severity: 'errors' as const,
  startTime: '2026-11-20T10:00:00Z',
  acknowledgeUser: null,
  acknowledgeTime: null,
  closedBy: null,
  stopTime: null,
};

/** Clicks a button, then the confirming button of the antd confirmation that opens. */
async function confirmAction(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, ok: string) {
  await user.click(button);
  const popover = await screen.findByRole('tooltip');
  await user.click(within(popover).getByRole('button', { name: ok }));
}

it('acknowledges (user and time recorded) and closes an alarm, which then leaves the list', async () => {
  const server = fakeMaintenanceApi({ alarms: [alarm] });
  const user = userEvent.setup();
  await renderMaintenance({ server, ui: alarmsUi });
  const row = (await screen.findByText('Heater failure')).closest('tr')!;
  await confirmAction(user, within(row).getByRole('button', { name: 'Acknowledge' }), 'Acknowledge');
  await within(row).findByText(/test@demo\.test/);
  const ack = server.to('/alarmAcknowledge')[0]!.body as Record<string, string>;
  expect(ack).toMatchObject({ deviceId: 'SC-000000001', alarmId: '7', acknowledgeUser: 'test@demo.test' });
  expect(Number.isNaN(Date.parse(ack.acknowledgeTime!))).toBe(false);

  await confirmAction(user, within(row).getByRole('button', { name: 'Close alarm' }), 'Close alarm');
  await waitFor(() => expect(screen.queryByText('Heater failure')).not.toBeInTheDocument());
  expect(server.to('/alarmClose')[0]!.body).toMatchObject({ closedBy: 'test@demo.test', alarmId: '7' });
  expect(screen.getByText('There are no active alarms')).toBeInTheDocument();
});

it('on a phone the device, site, start and acknowledgement are under the alarm, beside its actions', async () => {
  const acknowledged = { ...alarm, acknowledgeUser: 'partner@demo.test', acknowledgeTime: '2026-11-20T11:30:00Z' };
  await renderMaintenance({ server: fakeMaintenanceApi({ alarms: [acknowledged] }), ui: alarmsUi, isMobile: true });
  const table = await screen.findByRole('table', { name: 'Active alarms' });
  const row = (await within(table).findByText('Heater failure')).closest('tr')!;
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Alarm', 'Actions']);
  expect(within(row).getByText('Error')).toBeInTheDocument();
  expect(within(row).getByText('SC-000000001 · Harbour')).toBeInTheDocument();
  expect(within(row).getByText('Started 2026-11-20 11:00')).toBeInTheDocument();
  expect(within(row).getByText('partner@demo.test at 2026-11-20 12:30')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Close alarm' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Log' })).toBeInTheDocument();
});

it('names alarm codes in Danish', async () => {
  await renderMaintenance({ server: fakeMaintenanceApi({ alarms: [alarm] }), language: 'da', ui: alarmsUi });
  expect(await screen.findByText('Varmelegeme svigter')).toBeInTheDocument();
});

it('a reboot is confirmed, then shown waiting and delivered as the command log changes', async () => {
  const server = fakeMaintenanceApi();
  const user = userEvent.setup();
  await renderMaintenance({ server, ui: commandsUi });
  await confirmAction(user, await screen.findByRole('button', { name: 'Reboot device' }), 'Reboot device');
  const progress = await screen.findByRole('status', { name: 'Command Reboot' });
  await within(progress).findByText('Command Reboot: Waiting for delivery');
  act(() => {
    server.state.commandLog = server.state.commandLog.map((e) => ({ ...e, status: 2 as const }));
  });
  await within(progress).findByText('Command Reboot: Delivered', undefined, { timeout: 5000 });
});

it("a reboot the server refuses fails with spec 8's text", async () => {
  const server = fakeMaintenanceApi({ restartAnswer: 500 });
  const user = userEvent.setup();
  await renderMaintenance({ server, ui: commandsUi });
  await confirmAction(user, await screen.findByRole('button', { name: 'Reboot device' }), 'Reboot device');
  const progress = await screen.findByRole('status', { name: 'Command Reboot' });
  await within(progress).findByText('Reboot command failed');
});

it('a read-only user sees the alarms but cannot acknowledge, close or open the log', async () => {
  await renderMaintenance({
    server: fakeMaintenanceApi({ alarms: [alarm] }),
    user: testUser(null, 20),
    siteLevel: 20,
    ui: alarmsUi,
  });
  await screen.findByText('Heater failure');
  expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close alarm' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log' })).not.toBeInTheDocument();
});

it('the alarm statistics show the four counters', async () => {
  await renderMaintenance({
    server: fakeMaintenanceApi(),
    user: testUser(Role.SuperAdmin, 1),
    ui: <AlarmStatistics />,
  });
  const list = await screen.findByRole('list', { name: 'Alarm statistics' });
  expect(screen.getByText('Over all the devices you have access to, not only the selection')).toBeInTheDocument();
  await within(list).findByText('4');
  expect(within(list).getByText('Safety')).toBeInTheDocument();
});

it("a test-mode value the server refuses fails with spec 8's text and the reason", async () => {
  const server = fakeMaintenanceApi();
  const user = userEvent.setup();
  await renderMaintenance({ server, ui: commandsUi });
  await user.type(await screen.findByLabelText('Power (kW)'), '7');
  await confirmAction(user, screen.getByRole('button', { name: 'Send test mode' }), 'Send test mode');
  const progress = await screen.findByRole('status', { name: 'Command Test mode' });
  await within(progress).findByText('Test mode command failed: The value must be greater than -5 and less than 5');
  expect(server.to('/command/testMode')[0]!.body).toEqual({ deviceId: 'SC-000000001', value: 7 });
});

it("a partner admin sees the inverter's bound and cannot send a value beyond it", async () => {
  const server = fakeMaintenanceApi({ inverterMaxPower: 5 });
  const user = userEvent.setup();
  await renderMaintenance({ server, ui: commandsUi });
  await screen.findByText("Between -5 and 5 kW (the inverter's maximum power)");
  expect(screen.getByLabelText('Power (kW)')).toHaveAccessibleDescription(
    "Between -5 and 5 kW (the inverter's maximum power)",
  );
  await user.type(screen.getByLabelText('Power (kW)'), '7');
  await screen.findByText('The value must be greater than -5 and less than 5');
  expect(screen.getByLabelText('Power (kW)')).toHaveAccessibleDescription(
    'The value must be greater than -5 and less than 5',
  );
  expect(screen.getByLabelText('Power (kW)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Send test mode' })).toBeDisabled();
  await user.clear(screen.getByLabelText('Power (kW)'));
  await user.type(screen.getByLabelText('Power (kW)'), '-4.5');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send test mode' })).toBeEnabled());
  expect(server.to('/command/testMode/limit')[0]!.query.get('deviceId')).toBe('SC-000000001');
  expect(server.to('/command/testMode')).toHaveLength(0);
});

describe('the test-mode buttons', () => {
  /** The screen's width as the breakpoints see it. */
  const screenWidth = (px: number) => jest.spyOn(window, 'matchMedia').mockImplementation(screenOfWidth(px));
  afterEach(() => jest.restoreAllMocks());

  it('on a wide screen sit right after the power input, with the hint under them', async () => {
    screenWidth(1400);
    await renderMaintenance({ server: fakeMaintenanceApi({ inverterMaxPower: 5 }), ui: commandsUi });
    const hint = await screen.findByText("Between -5 and 5 kW (the inverter's maximum power)");
    const input = screen.getByLabelText('Power (kW)');
    const row = input.closest<HTMLElement>('.ant-form-item')!;
    expect(within(row).getByRole('button', { name: 'Send test mode' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Release test mode' })).toBeInTheDocument();
    // Read in order: the input, its buttons, then the hint under them.
    const send = within(row).getByRole('button', { name: 'Send test mode' });
    expect(input.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(send.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a phone come under the hint, on a line of their own', async () => {
    screenWidth(390);
    await renderMaintenance({ server: fakeMaintenanceApi({ inverterMaxPower: 5 }), ui: commandsUi });
    const hint = await screen.findByText("Between -5 and 5 kW (the inverter's maximum power)");
    const row = screen.getByLabelText('Power (kW)').closest<HTMLElement>('.ant-form-item')!;
    expect(within(row).queryByRole('button', { name: /test mode/ })).not.toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send test mode' });
    expect(hint.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
