import { screen } from '@testing-library/react';
import { testUser as kitUser } from '@bess/shared/testing';
import { Role } from '@bess/shared';
import { fakeMaintenanceApi } from '../../maintenance/testing/fakeMaintenanceApi';
import { renderInHost } from '../../maintenance/testing/renderMaintenance';
import { ReportedProperties } from './ReportedProperties';

const data = {
  deviceId: 'SC-000000001',
  firmwareVersion: 'RTM_main_20250623.3',
  properties: {
    gridMeterInverted: false,
    heaterOn: true,
    firmwareBranch: 'RTM_main',
    inverterMaxPower: 5,
    batteryCapacity: 10,
    lastReported: '2026-11-28T10:12:00.000Z',
  },
};

/** The value beside a label of the descriptions. */
const valueOf = (label: string) =>
  screen.getByText(label).closest('tr')!.querySelector('.ant-descriptions-item-content')!;

it('shows times in the user date format and site zone, true/false as yes/no and known properties in words', async () => {
  await renderInHost(<ReportedProperties data={data} error={null} loading={false} />, {
    server: fakeMaintenanceApi(),
    user: kitUser({ role: Role.SuperAdmin, level: 1, dateFormat: 'dd.MM.yyyy' }),
  });
  // Europe/Copenhagen is an hour ahead of UTC in November.
  expect(valueOf('Last reported')).toHaveTextContent('28.11.2026 11:12:00');
  expect(valueOf('gridMeterInverted')).toHaveTextContent('No');
  expect(valueOf('heaterOn')).toHaveTextContent('Yes');
  expect(valueOf('Firmware branch')).toHaveTextContent('RTM_main');
  expect(valueOf('Inverter maximum power')).toHaveTextContent('5 kW');
  expect(valueOf('Battery capacity')).toHaveTextContent('10 kWh');
  for (const raw of ['2026-11-28T10:12:00.000Z', 'true', 'false', 'lastReported', 'inverterMaxPower']) {
    expect(screen.queryByText(raw)).not.toBeInTheDocument();
  }
});

it('names the properties in German', async () => {
  await renderInHost(<ReportedProperties data={data} error={null} loading={false} />, {
    server: fakeMaintenanceApi(),
    language: 'de',
  });
  expect(await screen.findByText('Zuletzt gemeldet')).toBeInTheDocument();
  expect(valueOf('heaterOn')).toHaveTextContent('Ja');
});
