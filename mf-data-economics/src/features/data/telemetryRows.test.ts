import { chartableSignals, siteTimestamp, toCsv, toDataRows, shownTimestamp } from './telemetryRows';

describe('chartableSignals', () => {
  it('drops the excluded fields of spec 9 in any casing and sorts the rest', () => {
    expect(
      chartableSignals([
        'stateOfCharge',
        'deviceId',
        'utctime',
        'EventEnqueuedUtcTime',
        'eventprocessedutctime',
        'systemUtcTime',
        'reversedutctime',
        'state',
        'grid',
        'pv',
        'pv',
      ]),
    ).toEqual(['grid', 'pv', 'stateOfCharge']);
  });
});

describe('toDataRows and toCsv', () => {
  const points = [
    { utctime: '2026-10-25T01:00:00.000Z', pv: 2, grid: -1.5 },
    { utctime: '2026-10-25T00:00:00.000Z', pv: 1, grid: null },
    { utctime: 'not a time', pv: 9, grid: 9 },
  ];

  it('orders rows by time and keeps only the chosen signals', () => {
    expect(toDataRows(points, ['grid', 'pv'])).toEqual([
      { time: Date.parse('2026-10-25T00:00:00Z'), values: [null, 1] },
      { time: Date.parse('2026-10-25T01:00:00Z'), values: [-1.5, 2] },
    ]);
  });

  it('writes the repeated autumn hour with its offset in the site timezone', () => {
    const rows = toDataRows(points, ['pv', 'grid']);
    expect(toCsv(rows, ['pv', 'grid'], 'Europe/Copenhagen')).toBe(
      'time,pv,grid\r\n2026-10-25T02:00:00+02:00,1,\r\n2026-10-25T02:00:00+01:00,2,-1.5\r\n',
    );
  });

  it('formats a site time in GMT when the zone is unknown', () => {
    expect(siteTimestamp(Date.parse('2026-01-01T12:00:00Z'), 'bad zone')).toBe('2026-01-01T12:00:00+00:00');
  });
});

test.each([
  ['dd.MM.yyyy', '2026-10-25T00:30:00Z', '25.10.2026 02:30 +02:00'],
  ['MM/dd/yyyy', '2026-10-25T01:30:00Z', '10/25/2026 02:30 +01:00'],
  [null, '2026-10-25T01:30:00Z', '2026-10-25 02:30 +01:00'],
])("shownTimestamp in the user's format %p: %s reads %s in Copenhagen", (format, instant, text) => {
  expect(shownTimestamp(Date.parse(instant), format, 'Europe/Copenhagen')).toBe(text);
});
