import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wire } from '@bess/shared';
import { fakeMaintenanceApi } from '../testing/fakeMaintenanceApi';
import { renderInHost } from '../testing/renderMaintenance';
import { LogDialog } from './LogDialog';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const entry = (command: string, payload: string): Wire.DeviceCommandLogEntry => ({
  sendDateTime: '2026-11-28T10:12:00.000Z',
  command,
  status: 2,
  payload,
  user: 'owner@demo.test',
});

async function openCommandLog(commandLog: Wire.DeviceCommandLogEntry[], language = 'en') {
  await renderInHost(<LogDialog id="SC-000000001" onClose={() => undefined} />, {
    server: fakeMaintenanceApi({ commandLog }),
    language,
  });
  await userEvent.click(await screen.findByRole('tab', { name: language === 'en' ? 'Command log' : 'Kommandolog' }));
  return screen.findByRole('table', { name: language === 'en' ? 'Command log' : 'Kommandolog' });
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

it('names each command and its payload in words, never as the server logs them', async () => {
  const table = await openCommandLog([
    entry('meterTest', '{}'),
    entry('state_idling', '{"commandName":"state_idling"}'),
    entry('SelfConsumption', '{"commandName":"SelfConsumption","siteId":"S-1"}'),
    entry('testMode', '{"value":3}'),
    entry('backup_forcedOn', '{"siteId":"S-1","commandName":"forcedOn"}'),
  ]);
  const rows = (await within(table).findAllByRole('row')).slice(1);
  // The time is spec 9's log format in the site's zone (Europe/Copenhagen), not the ISO text.
  expect(rows.map(cellTexts)).toEqual([
    ['2026-11-28 11:12:00', 'Meter test', 'Delivered', 'owner@demo.test', ''],
    ['2026-11-28 11:12:00', 'Set to idling', 'Delivered', 'owner@demo.test', ''],
    ['2026-11-28 11:12:00', 'Set mode: Self-consumption', 'Delivered', 'owner@demo.test', 'Site: Harbour'],
    ['2026-11-28 11:12:00', 'Test mode', 'Delivered', 'owner@demo.test', 'Power (kW): 3'],
    ['2026-11-28 11:12:00', 'Backup forced on', 'Delivered', 'owner@demo.test', 'Site: Harbour'],
  ]);
  for (const raw of ['meterTest', 'state_idling', 'SelfConsumption', 'commandName', '2026-11-28T10:12:00.000Z']) {
    expect(within(table).queryByText(new RegExp(raw))).not.toBeInTheDocument();
  }
});

it('names commands in Danish', async () => {
  const table = await openCommandLog([entry('meterSetup', '{}'), entry('state_running', '{}')], 'da');
  expect(await within(table).findByText('Opsætning af måler')).toBeInTheDocument();
  expect(within(table).getByText('Sæt i drift')).toBeInTheDocument();
});
