import { bmsErrorsOf, errorName } from './errorEntry';

it.each([
  [{ errorId: '3001' }, { kind: 'island', failure: 'gfmError' }],
  [{ errorId: '3004' }, { kind: 'island', failure: 'retryFailed' }],
  [{ errorId: '3010' }, { kind: 'firmwareUpdateFailed' }],
  [{ errorId: 3010, code: null }, { kind: 'firmwareUpdateFailed' }],
  [
    { errorId: '17', code: 205 },
    { kind: 'alarm', code: 205 },
  ],
  [{ errorId: '1500' }, { kind: 'bms', code: 1500 }],
  [
    { errorId: '12', code: 2000 },
    { kind: 'bms', code: 2000 },
  ],
])('error %p is named %p', (entry, name) => expect(errorName(entry)).toEqual(name));

it('spec 3: BMS errors are parsed from pipe-separated text, bad lines set aside', () => {
  const parsed = bmsErrorsOf('12|CriticalPack|Cell 4 over voltage\n99999|1|too big\n\n7|LowSystem|Fan | slow');
  expect(parsed.errors).toEqual([
    { code: 12, severity: 'CriticalPack', text: 'Cell 4 over voltage' },
    { code: 7, severity: 'LowSystem', text: 'Fan | slow' },
  ]);
  expect(parsed.invalidLines).toEqual(['99999|1|too big']);
  expect(bmsErrorsOf(null).errors).toEqual([]);
});
