import { configure, screen } from '@testing-library/react';
import { fakeMaintenanceApi } from '../testing/fakeMaintenanceApi';
import { renderMaintenance } from '../testing/renderMaintenance';
import { DeviceErrors } from './DeviceErrors';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('.ant-table-cell')].map((c) => c.textContent);
const now = () => new Date('2026-11-28T12:00:00Z');

it('shows the portal’s dash in the cells of an error that has no value there, and the values where it has them', async () => {
  const server = fakeMaintenanceApi({
    deviceErrors: [
      {
        errorId: '9',
        deviceId: 'SC-000000001',
        severity: 'Safety',
        createdAt: '2026-11-27T00:17:00Z',
        createdBy: 'system',
        closedBy: null,
        removedAt: null,
        removedBy: null,
        code: 1172,
        description: null,
      },
      {
        errorId: '8',
        deviceId: 'SC-000000001',
        severity: 'Error',
        createdAt: '2026-11-20T10:00:00Z',
        createdBy: 'system',
        closedBy: 'partner@demo.test',
        removedAt: '2026-11-21T10:00:00Z',
        removedBy: 'admin@demo.test',
        code: 1170,
        description: null,
      },
    ],
  });
  await renderMaintenance({ server, ui: <DeviceErrors deviceId="SC-000000001" now={now} /> });
  // The virtual table draws its rows apart from its header's table.
  const row = (await screen.findByText('BMS error 1172')).closest<HTMLElement>('.ant-table-row')!;
  expect(cellsOf(row)).toEqual(['BMS error 1172', 'Safety', '2026-11-27 01:17', 'system', '–', '–', '–', '–']);
  const removed = screen.getByText('BMS error 1170').closest<HTMLElement>('.ant-table-row')!;
  expect(cellsOf(removed)).toEqual([
    'BMS error 1170',
    'Error',
    '2026-11-20 11:00',
    'system',
    'partner@demo.test',
    '2026-11-21 11:00',
    'admin@demo.test',
    '–',
  ]);
});
