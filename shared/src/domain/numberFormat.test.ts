import {
  formatCo2,
  formatEnergy,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPower,
  formatWithUnit,
} from './numberFormat';

// Swedish groups thousands with a no-break space and writes minus as U+2212, as Intl does.
const NBSP = '\u00a0';

describe('one formatter for every number and unit, in the interface language', () => {
  it.each([
    ['en', 18.94, '18.9 kWh', 9300, '9.3 kg', 12.345, '12.3 kW', 1234.5, `1,234.5 kWh`],
    ['da', 18.94, '18,9 kWh', 9300, '9,3 kg', 12.345, '12,3 kW', 1234.5, '1,2 MWh'],
    ['sv', 18.94, '18,9 kWh', 9300, '9,3 kg', 12.345, '12,3 kW', 1234.5, '1,2 MWh'],
    ['de', 18.94, '18,9 kWh', 9300, '9,3 kg', 12.345, '12,3 kW', 1234.5, '1,2 MWh'],
  ])(
    '%s: energy, CO2, power and their spec 9 scaling',
    (language, kwh, energy, grams, co2, kw, power, big, bigText) => {
      expect(formatEnergy(kwh, language)).toBe(energy);
      expect(formatCo2(grams, language)).toBe(co2);
      expect(formatPower(kw, language)).toBe(power);
      if (language === 'en') expect(formatWithUnit(big, 'kWh', language)).toBe(bigText);
      else expect(formatEnergy(big, language)).toBe(bigText);
    },
  );

  it.each([
    ['en', 56.1, 'kr', '56.10 kr'],
    ['da', 56.1, 'kr', '56,10 kr'],
    ['sv', 1234.5, 'kr', `1${NBSP}234,50 kr`],
    ['de', 4.2, '€', '4,20 €'],
    ['da', 4.2, '€', '4,20 €'],
    ['en', 4.2, '€', '€4.20'],
    ['en', 1234.5, '£', '£1,234.50'],
    ['en', -3, '£', '-£3.00'],
  ])('%s: money %s %s is %s', (language, amount, symbol, text) => {
    expect(formatMoney(amount, symbol, language)).toBe(text);
  });

  it.each([
    ['en', 1234.56, {}, '1,234.6'],
    ['da', 1234.56, {}, '1.234,6'],
    ['de', 1234.56, { decimals: 2 }, '1.234,56'],
    ['da', 3, { decimals: 2, fixed: true }, '3,00'],
    ['en', -0.04, {}, '0'],
    ['da', -0.04, { decimals: 1, fixed: true }, '0,0'],
    ['xx-invalid-tag-!', 1.5, {}, '1.5'],
  ])('%s: %s with %j is %s', (language, value, options, text) => {
    expect(formatNumber(value, language, options)).toBe(text);
  });

  it('percentages are whole by default', () => {
    expect(formatPercent(74.6, 'da')).toBe('75 %');
    expect(formatPercent(12.25, 'de', { decimals: 1 })).toBe('12,3 %');
  });

  // the wall dashboard's cases: mf-dashboard formats its tiles through these too
  it.each([
    [0, '0 kW'],
    [12.34, '12.3 kW'],
    [-3.26, '-3.3 kW'],
    [999.9, '999.9 kW'],
    [1000, '1 MW'],
    [2_345_000, '2.3 GW'],
  ])('power %p kW is %s in English', (kw, text) => expect(formatPower(kw, 'en')).toBe(text));

  it.each([
    [12.345, '12.3 kWh'],
    [1500, '1.5 MWh'],
    [1_000_000, '1 GWh'],
  ])('energy %p kWh is %s in English', (kwh, text) => expect(formatEnergy(kwh, 'en')).toBe(text));

  it.each([
    [850, '850 g'],
    [1000, '1 kg'],
    [2_500_000, '2.5 t'],
  ])('CO2 %p g is %s in English', (g, text) => expect(formatCo2(g, 'en')).toBe(text));

  it('money as the economics tab wrote it: kr after, pound and euro before in English', () => {
    expect(formatMoney(27.972, 'kr', 'en')).toBe('27.97 kr');
    expect(formatMoney(0.456, '€', 'en')).toBe('€0.46');
    expect(formatMoney(3, '£', 'en')).toBe('£3.00');
  });
});
