import { checkInput, englishFieldMessage } from '@bess/shared/contract';
import { controlBody, limitsFieldOf, limitsToForm } from './limitsForm';

const STORED = { pidKI: 0.4, peakShavingGridImportLimit: 40, peakShavingGridExportLimit: null };

describe('peak-shaving limits, as the API checks them', () => {
  it.each<[string, string, Record<string, number | null | string>, Record<string, string>]>([
    ['12,5', '', { peakShavingGridImportLimit: 12.5, peakShavingGridExportLimit: null }, {}],
    [
      'x',
      '3',
      { peakShavingGridImportLimit: 'x', peakShavingGridExportLimit: 3 },
      { peakShavingGridImportLimit: 'You must fill with a valid number' },
    ],
    [
      '1',
      '-3',
      { peakShavingGridImportLimit: 1, peakShavingGridExportLimit: -3 },
      { peakShavingGridExportLimit: 'Enter a value from 0 to 100000 kW' },
    ],
  ])('import %s, export %s', (imp, exp, limits, expected) => {
    const body = controlBody('S1', STORED, { peakShavingGridImportLimit: imp, peakShavingGridExportLimit: exp });
    // pidKI goes back as read: the call replaces the control parameters.
    expect(body).toEqual({ siteId: 'S1', control: { pidKI: 0.4, ...limits } });
    const shown = checkInput('updateControlParameters', body).map((e) => [
      limitsFieldOf(e.field),
      englishFieldMessage(e),
    ]);
    expect(Object.fromEntries(shown)).toEqual(expected);
  });

  it('the stored limits fill the form; none stored is empty', () => {
    expect(limitsToForm(STORED)).toEqual({ peakShavingGridImportLimit: '40', peakShavingGridExportLimit: '' });
  });
});
