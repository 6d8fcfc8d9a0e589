import { screen, within } from '@testing-library/react';
import { renderWithHost } from '@bess/shared/testing';
import { economicsPoint } from '../testing/fakeEconomicsApi';
import { EconomicsTable } from './EconomicsTable';
import { TEXTS } from '../../../i18n';

// antd tables take a while to render in jsdom; on a busy machine the default 5 s is too tight.
jest.setTimeout(20_000);

/** The header cells of the table's last header row, left to right, and of its group row. */
const headers = () => {
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  const names = (row: HTMLElement) =>
    within(row)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
  return { groups: names(rows[0]!), columns: names(rows[1]!) };
};

test('names the PV production and the PV used directly apart, the energy and the shares each under a heading', async () => {
  const point = economicsPoint('12:00', { pvPower: 12.5, pvEnergi: 4.25 });
  await renderWithHost(<EconomicsTable points={[point]} />, {}, 'en', [TEXTS]);
  expect(headers()).toEqual({
    groups: ['Period', 'Energy', 'Shares'],
    columns: [
      'PV production',
      'PV used directly',
      'Battery from PV',
      'Battery from grid',
      'Grid used directly',
      'Grid export',
      'Self-sufficiency',
      'PV used directly',
      'Battery from PV',
      'Battery from grid',
      'From the grid',
      'PV exported',
    ],
  });
  // The production and the part of it used directly, each in its column; the load is 4.25 + 2 + 1 + 3.
  const cells = within(screen.getAllByRole('row')[2]!).getAllByRole('cell');
  expect(cells.map((c) => c.textContent)).toEqual([
    '12:00',
    '12.5 kWh',
    '4.25 kWh',
    '2 kWh',
    '1 kWh',
    '3 kWh',
    '4 kWh',
    '61 %',
    '41 %',
    '20 %',
    '10 %',
    '29 %',
    '32 %',
  ]);
});

test('keeps each figure on one line, so that only the headers wrap between their words', async () => {
  await renderWithHost(<EconomicsTable points={[economicsPoint('2025-06-01')]} />, {}, 'en', [TEXTS]);
  const row = screen.getAllByRole('row')[2]!;
  for (const cell of within(row).getAllByRole('cell')) expect(cell).toHaveStyle({ whiteSpace: 'nowrap' });
  const total = screen.getByText('Total').closest('tr')!;
  for (const cell of within(total).getAllByRole('cell'))
    expect(cell.firstElementChild).toHaveStyle({ whiteSpace: 'nowrap' });
});

test('reads in Danish: PV-produktion and PV brugt direkte', async () => {
  await renderWithHost(<EconomicsTable points={[economicsPoint('12:00')]} />, {}, 'da', [TEXTS]);
  expect(headers().groups).toEqual(['Periode', 'Energi', 'Andele']);
  expect(headers().columns.slice(0, 2)).toEqual(['PV-produktion', 'PV brugt direkte']);
});
