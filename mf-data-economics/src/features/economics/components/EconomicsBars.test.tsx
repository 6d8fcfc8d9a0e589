import { screen } from '@testing-library/react';
import { renderWithHost } from '@bess/shared/testing';
import { economicsPoint } from '../testing/fakeEconomicsApi';
import { EconomicsBars } from './EconomicsBars';
import { TEXTS } from '../../../i18n';

test('draws one stacked bar per period, as a labelled picture with a legend of the sources', async () => {
  await renderWithHost(
    <>
      <span id="title">Energy by period</span>
      <EconomicsBars labelledBy="title" points={[economicsPoint('08:00'), economicsPoint('09:00', { pvEnergi: 8 })]} />
    </>,
    {},
    'en',
    [TEXTS],
  );
  const chart = screen.getByRole('img', { name: 'Energy by period' });
  // Four sources per period.
  expect(chart.querySelectorAll('rect')).toHaveLength(8);
  expect(chart).toHaveTextContent('08:0009:00');
  // The taller bar of the two reaches the top of the plot.
  const heights = [...chart.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
  expect(heights.slice(0, 4).reduce((a, b) => a + b)).toBeLessThan(heights.slice(4).reduce((a, b) => a + b));
  expect(screen.getByText('Battery discharge from grid')).toBeInTheDocument();
});
