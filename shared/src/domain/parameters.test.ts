import {
  addConfigRow,
  clearedToNull,
  newConfigRow,
  removeConfigRow,
  setConfigField,
  withPeakShavingLimits,
} from './parameters';

describe('spec 3: config lists: rows added and removed; new rows start null; cleared fields stored as null', () => {
  const list = [{ name: 'fan 1', speed: 50 }];
  it.each([
    [['a', 'b'], { a: null, b: null }],
    [[], {}],
  ])('new row of %p -> %p', (fields, row) => {
    expect(newConfigRow(fields)).toEqual(row);
  });

  it.each([
    ['on a list', list, [list[0], { name: null, speed: null }]],
    ['on an empty list', [], [{ name: null, speed: null }]],
  ])('adds a row of the list’s fields, all null, %s', (_case, input, expected) => {
    expect(addConfigRow<{ name: string | null; speed: number | null }>(input, ['name', 'speed'])).toEqual(expected);
  });

  it.each([
    [0, []],
    [5, list],
  ])('removing row %p -> %p', (index, expected) => {
    expect(removeConfigRow(list, index)).toEqual(expected);
  });

  it.each([
    ['', null],
    ['  ', null],
    [undefined, null],
    [null, null],
    [0, 0],
    [false, false],
    ['x', 'x'],
  ])('cleared %p -> %p', (value, stored) => {
    expect(clearedToNull(value)).toBe(stored);
    expect(setConfigField(list, 0, 'speed', value)[0]?.speed).toBe(stored);
  });
});

describe('spec 7: control update replaces the import and export peak-shaving limits', () => {
  it.each([
    [10, 5],
    [null, null],
  ])('limits %p / %p', (importLimit, exportLimit) => {
    const control = { pidKI: 0.15, peakShavingGridImportLimit: 1, peakShavingGridExportLimit: 2 };
    expect(withPeakShavingLimits(control, importLimit, exportLimit)).toEqual({
      pidKI: 0.15,
      peakShavingGridImportLimit: importLimit,
      peakShavingGridExportLimit: exportLimit,
    });
  });
});
