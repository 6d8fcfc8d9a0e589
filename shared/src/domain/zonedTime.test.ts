import { zonedParts } from './zonedTime';

describe('zonedParts: the wall clock of an instant in a zone', () => {
  it.each([
    // Copenhagen: +1 in winter, +2 in summer; the autumn change at 01:00Z on 2026-10-25 repeats 02:00-03:00.
    ['2026-01-15T12:30:45Z', 'Europe/Copenhagen', [2026, 1, 15, 13, 30, 45]],
    ['2026-07-01T22:00:00Z', 'Europe/Copenhagen', [2026, 7, 2, 0, 0, 0]],
    ['2026-10-25T00:30:00Z', 'Europe/Copenhagen', [2026, 10, 25, 2, 30, 0]],
    ['2026-10-25T01:30:00Z', 'Europe/Copenhagen', [2026, 10, 25, 2, 30, 0]],
    ['2026-03-29T01:00:00Z', 'Europe/Copenhagen', [2026, 3, 29, 3, 0, 0]],
    ['2026-11-24T23:59:59Z', 'UTC', [2026, 11, 24, 23, 59, 59]],
    ['2026-11-24T12:00:00Z', 'Australia/Adelaide', [2026, 11, 24, 22, 30, 0]],
  ] as const)('%s in %s', (iso, zone, [year, month, day, hour, minute, second]) => {
    expect(zonedParts(Date.parse(iso), zone)).toEqual({ year, month, day, hour, minute, second });
  });
});
