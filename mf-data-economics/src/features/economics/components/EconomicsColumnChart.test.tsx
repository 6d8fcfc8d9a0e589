import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithHost } from '@bess/shared/testing';
import { economicsPoint } from '../testing/fakeEconomicsApi';
import { EconomicsColumnChart } from './EconomicsColumnChart';
import { TEXTS } from '../../../i18n';

interface ColumnProps {
  data: { label: string; source: string; kWh: number }[];
  legend: unknown;
  scale: { color: { domain: string[]; range: string[] } };
}

// The chart library draws on a canvas, which jsdom has not: this stand-in shows what it was given to draw.
jest.mock('@bess/shared/plots', () => ({
  Column: ({ data, legend, scale }: ColumnProps) => (
    <output aria-label="Columns">{JSON.stringify({ data, legend, color: scale.color })}</output>
  ),
}));

const drawn = () =>
  JSON.parse(screen.getByRole('status', { name: 'Columns' }).textContent ?? '') as {
    data: ColumnProps['data'];
    legend: unknown;
    color: ColumnProps['scale']['color'];
  };
const sourcesOf = (data: ColumnProps['data']) => [...new Set(data.map((d) => d.source))];

const SOURCES = ['PV used directly', 'Battery discharge from PV', 'Battery discharge from grid', 'Grid used directly'];

test('names every source in a legend of its own, whose buttons hide and show a source, each in its colour', async () => {
  await renderWithHost(<EconomicsColumnChart points={[economicsPoint('08:00'), economicsPoint('09:00')]} />, {}, 'en', [
    TEXTS,
  ]);
  const legend = screen.getByRole('group', { name: 'Shown in the chart' });
  const buttons = within(legend).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(SOURCES);
  for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'true');
  // The chart library's legend, which pages through the sources on a phone, is off.
  expect(drawn().legend).toBe(false);
  expect(sourcesOf(drawn().data)).toEqual(SOURCES);
  const colours = drawn().color;

  fireEvent.click(within(legend).getByRole('button', { name: 'Battery discharge from grid' }));
  expect(within(legend).getByRole('button', { name: 'Battery discharge from grid' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(sourcesOf(drawn().data)).toEqual([SOURCES[0], SOURCES[1], SOURCES[3]]);
  expect(drawn().data).toHaveLength(6);
  // The sources left keep their colours.
  expect(drawn().color).toEqual(colours);

  fireEvent.click(within(legend).getByRole('button', { name: 'Battery discharge from grid' }));
  expect(sourcesOf(drawn().data)).toEqual(SOURCES);
});
