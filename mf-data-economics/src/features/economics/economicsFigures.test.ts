import type { EconomicsPoint } from '@bess/shared';
import { ECONOMICS_STALE_MS, co2SavedGrams, periodOf, savingsOf, sumPoints, totalsOf } from './economicsFigures';
import { economicsPoint } from './testing/fakeEconomicsApi';

const point = (overrides: Partial<EconomicsPoint> = {}) => economicsPoint('x', overrides);

describe('periodOf (spec 7 /economics query)', () => {
  test.each([
    ['day', { year: 2025, month: 6, day: 3 }],
    ['month', { year: 2025, month: 6 }],
    ['year', { year: 2025 }],
    ['total', {}],
  ] as const)('%s', (alignment, expected) => {
    expect(periodOf({ alignment, year: 2025, month: 6, day: 3 })).toEqual(expected);
  });
});

describe('totals, savings and CO2', () => {
  const totals = totalsOf([point(), point({ pvPower: 5, gridPowerExport: 0, label: 'y' })]);

  test('sums every field', () => {
    expect(sumPoints([point(), point()])).toEqual({ ...point({}), ...doubled(), label: 'total' });
    expect(totals).toEqual({
      pvProduction: 15,
      pvDirect: 8,
      batteryDischargePV: 4,
      batteryDischargeGrid: 2,
      gridImport: 6,
      gridExport: 4,
      consumption: 20,
      // (PV directly 8 + battery of PV 4) of the load 20
      selfSufficiency: 60,
    });
  });

  test('savings: solar used on site at the import price plus the export at the export price', () => {
    // (8 + 4) kWh x 2 + 4 kWh x 0.5
    expect(savingsOf(totals, { importPrice: 2, exportPrice: 0.5 })).toBe(26);
    expect(savingsOf(totals, { importPrice: null, exportPrice: 0.5 })).toBeNull();
  });

  test('spec 9: CO2 saved is 150 g x (load - grid import), the grid import being all grid energy the load used', () => {
    // Grid energy given back by the battery (2) is grid energy too; only PV saves CO2: 150 x (8 + 4).
    expect(co2SavedGrams(totals)).toBe(150 * (20 - 6 - 2));
    expect(co2SavedGrams(totalsOf([]))).toBe(0);
  });
});

test('spec 9: economics is stale after 6 hours', () => {
  expect(ECONOMICS_STALE_MS).toBe(6 * 60 * 60 * 1000);
});

function doubled() {
  return {
    pvPower: 20,
    batteryDischargePV: 4,
    batteryDischargeGrid: 2,
    gridPowerImport: 6,
    gridPowerExport: 8,
    pvEnergi: 8,
  };
}
