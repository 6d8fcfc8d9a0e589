import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithHost } from '@bess/shared/testing';
import { plotSpec, sameSpec, type PlotOptions } from '@bess/shared/plots/spec';
import { TelemetryChart } from './TelemetryChart';

// G2 draws on a canvas, which jsdom has not: this stand-in keeps the options of every render.
const given: PlotOptions[] = [];
jest.mock('@bess/shared/plots', () => ({
  Line: (options: PlotOptions) => {
    given.push(options);
    return null;
  },
}));

const ROWS = [
  { time: Date.UTC(2026, 11, 1, 0), values: [1.5] },
  { time: Date.UTC(2026, 11, 1, 1), values: [2.5] },
];
const SIGNALS = ['grid'];
const NAMES = ['Grid power (kW)'];

/** The chart inside a page that draws itself again (as the portal does when its host changes), or gets new rows. */
function Page() {
  const [, setRenders] = useState(0);
  const [rows, setRows] = useState(ROWS);
  return (
    <>
      <button onClick={() => setRenders((n) => n + 1)}>Draw the page again</button>
      <button onClick={() => setRows([...ROWS])}>New rows</button>
      <TelemetryChart rows={rows} signals={SIGNALS} names={NAMES} timezone="Europe/Copenhagen" />
    </>
  );
}

const lastSpec = () => plotSpec('line', given.at(-1)!);

test('a page drawn again with the same rows gives the chart the same spec: the chart does not draw again', async () => {
  await renderWithHost(<Page />);
  const first = lastSpec();
  fireEvent.click(screen.getByRole('button', { name: 'Draw the page again' }));
  expect(given.length).toBeGreaterThanOrEqual(2);
  expect(sameSpec(first, lastSpec())).toBe(true);

  // New rows are a new spec: the chart draws them.
  fireEvent.click(screen.getByRole('button', { name: 'New rows' }));
  expect(sameSpec(first, lastSpec())).toBe(false);
});
