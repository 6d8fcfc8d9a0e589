import { formatCo2, formatEnergy, formatMoney, formatPower } from './dashboardFormat';

describe('dashboard figures (spec 9 units)', () => {
  test.each([
    [0, '0 kW'],
    [12.34, '12.3 kW'],
    [-3.26, '-3.3 kW'],
    [999.9, '999.9 kW'],
    [1000, '1 MW'],
    [2_345_000, '2.3 GW'],
  ])('power %p kW is %s', (kw, text) => expect(formatPower(kw)).toBe(text));

  test.each([
    [12.345, '12.3 kWh'],
    [1500, '1.5 MWh'],
    [1_000_000, '1 GWh'],
  ])('energy %p kWh is %s', (kwh, text) => expect(formatEnergy(kwh)).toBe(text));

  test.each([
    [850, '850 g'],
    [1000, '1 kg'],
    [2_500_000, '2.5 t'],
  ])('CO2 %p g is %s', (g, text) => expect(formatCo2(g)).toBe(text));

  test('money: two decimals in the reader language, the symbol after', () => {
    expect(formatMoney(27.972, 'kr', 'en')).toBe('27.97 kr');
    expect(formatMoney(4.2, '€', 'de')).toBe('4,20 €');
    expect(formatMoney(1234.5, '£', 'en')).toBe('1,234.50 £');
  });
});
