import { checkLimits } from './limitsForm';

describe('peak-shaving limits', () => {
  it.each([
    ['12,5', '', { ok: true, limits: { peakShavingGridImportLimit: 12.5, peakShavingGridExportLimit: null } }],
    ['x', '3', { ok: false, errors: { peakShavingGridImportLimit: 'number' } }],
    ['1', '-3', { ok: false, errors: { peakShavingGridExportLimit: 'notNegative' } }],
  ])('import %s, export %s', (imp, exp, expected) => {
    expect(checkLimits({ peakShavingGridImportLimit: imp, peakShavingGridExportLimit: exp })).toEqual(expected);
  });
});
