import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role, SelectionType, type Wire } from '@bess/shared';
import { fakeApi, type FakeRequest } from '@bess/shared/testing';
import { renderInHost, testUser } from '../maintenance/testing/renderMaintenance';
import { aRollout, aRolloutDevice } from '../rollouts/testing/fakeRollouts';
import { ParametersPage } from './ParametersPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

// The editor draws every field of a device: role queries, which compute every element's accessible name, take seconds
// on a page this size in jsdom, so the fields are found by their labels and the buttons by their text.
const button = (name: string) => screen.getByText(name).closest('button')!;

const stored: Wire.DeviceParameters = {
  device: {
    deviceId: 'SC-000000001',
    firmwareBranch: 'RTM_main',
    firmwareBuild: '20250623.3',
    hardwareFeature: [],
    heaterList: [{ name: 'Heater 1', setpoint: 5, enabled: true }],
    clients: [{ name: 'Grid meter', protocol: 'modbus', address: 1 }],
    fans: [{ name: 'Fan 1', speed: 50 }],
    heaterboard: [],
  },
  inverterList: [{ json: 'luxpowertek_2.1.0.json', maxPower: 50 }],
  site: { features: ['Basic'] },
  control: { pidKI: 0.1, peakShavingGridImportLimit: 40, peakShavingGridExportLimit: 40 },
};

function server(deviceRollout: Wire.DeviceRolloutResponse = { deviceId: 'SC-000000001', rollout: null, device: null }) {
  const puts: FakeRequest<'updateParameters'>[] = [];
  const log: Wire.DeviceCommandLogEntry[] = [];
  const api = fakeApi({
    getParameters: () => stored,
    getReportedProperties: { deviceId: 'SC-000000001', firmwareVersion: 'RTM_main_20250623.3', properties: {} },
    getDeviceCommandLog: () => log,
    getDeviceRollout: deviceRollout,
    updateParameters: (request) => {
      puts.push(request);
      log.push({
        sendDateTime: new Date().toISOString(),
        command: 'setParameters',
        status: 2,
        payload: '{}',
        user: 'test@demo.test',
      });
      return '';
    },
  });
  return { api, puts };
}

async function renderPage(deviceRollout?: Wire.DeviceRolloutResponse) {
  const { api, puts } = server(deviceRollout);
  const rendered = await renderInHost(<ParametersPage />, {
    server: api as never,
    user: testUser(Role.SuperAdmin, 1),
    selection: { id: 'SC-000000001', selectionType: SelectionType.DEVICE, name: 'SC-000000001' },
  });
  await screen.findByLabelText('Fans 1 Speed');
  return { ...rendered, puts };
}

it('draws each field as its type, a choice in words, and sends the wire values only after the diff is confirmed', async () => {
  const { puts, notify } = await renderPage();
  const save = button('Save parameters');
  expect(save).toBeDisabled();
  expect(screen.getByText('No changes')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Fans 1 Speed'), { target: { value: '60' } });
  await userEvent.click(screen.getByLabelText('Heaters 1 On'));
  // The protocol reads in words ("Modbus"), its choices too; the wire value (`sunspec`) is what is sent.
  const protocol = screen.getByLabelText('Clients 1 Protocol').closest<HTMLElement>('.ant-select')!;
  expect(protocol).toHaveTextContent('Modbus');
  await userEvent.click(screen.getByLabelText('Clients 1 Protocol'));
  const choices = document.querySelectorAll('.ant-select-dropdown .ant-select-item-option');
  expect([...choices].map((choice) => choice.textContent)).toEqual(['Modbus', 'SunSpec', 'CAN bus']);
  await userEvent.click(await screen.findByTitle('SunSpec'));
  expect(protocol).toHaveTextContent('SunSpec');
  // A screen reader reads the choices by the names of the select's own list: the words too.
  const named = document.querySelectorAll('#param-device-clients-0-protocol_list [role="option"]');
  expect([...named].map((option) => option.getAttribute('aria-label'))).toEqual(['Modbus', 'SunSpec', 'CAN bus']);
  expect(screen.getByText('3 changes not saved')).toBeInTheDocument();

  await userEvent.click(save);
  const dialog = (await screen.findByText('Send these parameters to SC-000000001?')).closest<HTMLElement>(
    '.ant-modal',
  )!;
  const table = within(dialog).getByLabelText('Changes');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['Heaters 1 · On', 'On', 'Off'],
    ['Clients 1 · Protocol', 'Modbus', 'SunSpec'],
    ['Fans 1 · Speed', '50 %', '60 %'],
  ]);
  expect(puts).toHaveLength(0);

  await userEvent.click(within(dialog).getByText('Send to device'));
  await waitFor(() => expect(puts).toHaveLength(1));
  const body = puts[0]!.body as Wire.DeviceParameters;
  expect(body.device.fans).toEqual([{ name: 'Fan 1', speed: 60 }]);
  expect(body.device.heaterList).toEqual([{ name: 'Heater 1', setpoint: 5, enabled: false }]);
  expect(body.device.clients).toEqual([{ name: 'Grid meter', protocol: 'sunspec', address: 1 }]);
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Successfully updated parameters' })),
  );
  expect(await screen.findByText(/Command Parameters: Delivered/)).toBeInTheDocument();
});

it('marks a value its schema refuses and keeps Save off until it is mended', async () => {
  await renderPage();
  const build = screen.getByLabelText('Firmware build');
  fireEvent.change(build, { target: { value: 'build 1' } });
  expect(build).toHaveAccessibleDescription('Wrong format');
  expect(button('Save parameters')).toBeDisabled();
  expect(screen.getByText('Some values are not valid. Check the marked fields.')).toBeInTheDocument();
  fireEvent.change(build, { target: { value: '20251013.1' } });
  expect(button('Save parameters')).toBeEnabled();
});

it('an empty hardware feature list says None', async () => {
  await renderPage();
  const features = screen.getByLabelText('Hardware features').closest<HTMLElement>('.ant-select')!;
  expect(features).toHaveTextContent('None');
});

describe('the firmware rollout notice', () => {
  it('says which rollout, wave and state the device is in, and links to the rollout', async () => {
    await renderPage({
      deviceId: 'SC-000000001',
      rollout: aRollout({ id: 'R-7', name: 'Autumn fleet update', status: 'running', currentWave: 2 }),
      device: aRolloutDevice({ rolloutId: 'R-7', wave: 2, state: 'installing' }),
    });
    const notice = await screen.findByText('In rollout Autumn fleet update (wave 2, Installing)');
    const alert = notice.closest<HTMLElement>('.ant-alert')!;
    expect(within(alert).getByText('Open the rollout').closest('a')).toHaveAttribute(
      'href',
      '/main/rollouts?rollout=R-7',
    );
  });

  it('shows nothing when the device is in no rollout', async () => {
    await renderPage();
    expect(screen.queryByText(/In rollout/)).not.toBeInTheDocument();
  });
});
