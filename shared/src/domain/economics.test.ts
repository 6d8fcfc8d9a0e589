import {
  addToDate,
  canStepBack,
  canStepForward,
  compareDates,
  economicsPercentages,
  stepEconomicsView,
} from './economics';
import type { CalendarDate, EconomicsView } from './economics';
import type { Alignment } from './enums';

const date = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`not a date: ${iso}`);
  return { year, month, day };
};
const period = (alignment: Alignment, iso: string): EconomicsView => ({ alignment, ...date(iso) });
const TODAY = date('2024-06-15');

describe('spec 4: economics alignments step back and forward by one unit', () => {
  it.each([
    ['day', '2024-06-10', 1, '2024-06-11'],
    ['day', '2024-03-01', -1, '2024-02-29'],
    ['day', '2024-01-01', -1, '2023-12-31'],
    ['month', '2024-05-01', 1, '2024-06-01'],
    ['month', '2024-01-31', -1, '2023-12-31'],
    ['month', '2024-03-31', -1, '2024-02-29'],
    ['month', '2023-12-01', 1, '2024-01-01'],
    ['year', '2023-01-01', 1, '2024-01-01'],
    ['year', '2024-02-29', -1, '2023-02-28'],
  ] as [Alignment, string, 1 | -1, string][])('%p %p step %p -> %p', (alignment, from, direction, to) => {
    expect(stepEconomicsView(period(alignment, from), direction, TODAY)).toEqual(period(alignment, to));
  });

  it.each([[1], [-1]] as [1 | -1][])('total has no step (%p)', (direction) => {
    expect(stepEconomicsView(period('total', '2024-06-15'), direction, TODAY)).toBeNull();
  });
});

describe('spec 4: forward only when the shown date is not in the future; total has no forward and no back', () => {
  it.each([
    ['day', '2024-06-14', true],
    ['day', '2024-06-15', false],
    ['day', '2024-07-01', false],
    ['month', '2024-05-20', true],
    ['month', '2024-06-01', false],
    ['year', '2023-12-31', true],
    ['year', '2024-01-01', false],
    ['total', '2020-01-01', false],
  ] as [Alignment, string, boolean][])('%p %p: forward %p', (alignment, shown, expected) => {
    expect(canStepForward(period(alignment, shown), TODAY)).toBe(expected);
    expect(stepEconomicsView(period(alignment, shown), 1, TODAY) !== null).toBe(expected);
  });

  it.each([
    ['day', true],
    ['month', true],
    ['year', true],
    ['total', false],
  ] as [Alignment, boolean][])('%p: back %p', (alignment, expected) => {
    expect(canStepBack(period(alignment, '2024-06-15'))).toBe(expected);
  });

  it.each([
    ['2024-06-15', '2024-06-15', 0],
    ['2024-06-14', '2024-06-15', -1],
    ['2025-01-01', '2024-12-31', 1],
  ])('compare %p and %p has sign %p', (a, b, sign) => {
    expect(Math.sign(compareDates(date(a), date(b)))).toBe(sign);
  });

  it('adds days across a year', () => {
    expect(addToDate(date('2023-12-31'), 'day', 1)).toEqual(date('2024-01-01'));
  });
});

describe('spec 3: economics point percentages are derived', () => {
  const point = {
    pvPower: 50,
    batteryDischargePV: 20,
    batteryDischargeGrid: 10,
    gridPowerImport: 30,
    gridPowerExport: 10,
    pvEnergi: 40,
    label: 'Mon',
  };
  it.each([
    [
      point,
      {
        pvPercent: 40,
        batteryPvPercent: 20,
        batteryGridPercent: 10,
        gridPercent: 30,
        selfSufficiencyPercent: 60,
        exportPercent: 20,
      },
    ],
    [
      {
        ...point,
        pvPower: 0,
        batteryDischargePV: 0,
        batteryDischargeGrid: 0,
        gridPowerImport: 0,
        gridPowerExport: 0,
        pvEnergi: 0,
      },
      {
        pvPercent: 0,
        batteryPvPercent: 0,
        batteryGridPercent: 0,
        gridPercent: 0,
        selfSufficiencyPercent: 0,
        exportPercent: 0,
      },
    ],
    [
      {
        ...point,
        pvPower: 10,
        batteryDischargePV: 0,
        batteryDischargeGrid: 0,
        gridPowerImport: 100,
        gridPowerExport: 20,
        pvEnergi: 0,
      },
      {
        pvPercent: 0,
        batteryPvPercent: 0,
        batteryGridPercent: 0,
        gridPercent: 100,
        selfSufficiencyPercent: 0,
        exportPercent: 100,
      },
    ],
  ])('%p -> %p', (input, expected) => {
    expect(economicsPercentages(input)).toEqual(expected);
  });
});
