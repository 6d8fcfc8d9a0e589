import { co2Grams, currencySymbol, formatScaled, riskLevel, scaleCo2, scaleEnergy, weekOf } from './units';

describe('spec 9: CO2 estimate = 150 g x (load - grid import)', () => {
  it.each([
    [10, 4, 900],
    [10, 0, 1500],
    [10, 10, 0],
    [4, 10, 0],
    [0.5, 0, 75],
  ])('load %p kWh, import %p kWh -> %p g', (load, gridImport, grams) => {
    expect(co2Grams(load, gridImport)).toBeCloseTo(grams);
  });
});

describe('spec 9: CO2 shown in g, kg or t with thresholds at 1000 and 1,000,000', () => {
  it.each([
    [0, 0, 'g'],
    [999, 999, 'g'],
    [1000, 1, 'kg'],
    [1500, 1.5, 'kg'],
    [999_999, 999.999, 'kg'],
    [1_000_000, 1, 't'],
    [2_500_000, 2.5, 't'],
  ])('%p g -> %p %p', (grams, value, unit) => {
    expect(scaleCo2(grams)).toEqual({ value, unit });
  });
});

describe('spec 9: energy scaled at 1000 and 1,000,000 (kWh, MWh, GWh)', () => {
  it.each([
    [12.5, 12.5, 'kWh'],
    [999, 999, 'kWh'],
    [1000, 1, 'MWh'],
    [-1500, -1.5, 'MWh'],
    [1_000_000, 1, 'GWh'],
    [3_200_000, 3.2, 'GWh'],
  ])('%p kWh -> %p %p', (kwh, value, unit) => {
    expect(scaleEnergy(kwh)).toEqual({ value, unit });
  });

  it.each([
    [{ value: 1.26, unit: 'MWh' }, 1, '1.3 MWh'],
    [{ value: 12, unit: 'kg' }, 2, '12 kg'],
    [{ value: -0.01, unit: 't' }, 1, '0 t'],
  ])('%p with %p decimals -> %p', (scaled, digits, text) => {
    expect(formatScaled(scaled, digits)).toBe(text);
  });
});

describe('spec 9: currency symbol: kr for Denmark, £ for the UK, € otherwise', () => {
  it.each([
    ['Denmark', 'kr'],
    ['denmark', 'kr'],
    ['UK', '£'],
    ['Germany', '€'],
    ['Sweden', '€'],
    ['Australia', '€'],
    [null, '€'],
    ['', '€'],
  ])('%p -> %p', (country, symbol) => {
    expect(currencySymbol(country)).toBe(symbol);
  });
});

describe('spec 9: risk level: high if first > 0 or second > 50, medium > 20, low from 0', () => {
  it.each([
    [1, 0, 'high'],
    [0, 51, 'high'],
    [0, 50, 'medium'],
    [0, 21, 'medium'],
    [0, 20, 'low'],
    [0, 0, 'low'],
    [0.5, 10, 'high'],
  ])('(%p, %p) -> %p', (first, second, level) => {
    expect(riskLevel(first, second)).toBe(level);
  });
});

describe('spec 9: the week is the first 7 days of the month series', () => {
  it.each([
    [Array.from({ length: 31 }, (_, i) => i + 1), [1, 2, 3, 4, 5, 6, 7]],
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [[], []],
  ])('%p -> %p', (series, week) => {
    expect(weekOf(series)).toEqual(week);
  });
});
