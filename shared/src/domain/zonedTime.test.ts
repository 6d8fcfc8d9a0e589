import { zonedInstant, zonedParts } from './zonedTime';

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

describe('zonedInstant: the instant of a wall-clock time in a zone', () => {
  it.each([
    [{ year: 2026, month: 1, day: 15, hour: 13, minute: 30, second: 45 }, 'Europe/Copenhagen', '2026-01-15T12:30:45Z'],
    [{ year: 2026, month: 7, day: 2 }, 'Europe/Copenhagen', '2026-07-01T22:00:00Z'],
    // The repeated hour of the autumn change is its first pass (summer time, +2).
    [{ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Copenhagen', '2026-10-25T00:30:00Z'],
    // The skipped hour of the spring change moves forward by the gap: 02:30 is 03:30 (+2).
    [{ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Copenhagen', '2026-03-29T01:30:00Z'],
    [{ year: 2026, month: 11, day: 24, hour: 22, minute: 30 }, 'Australia/Adelaide', '2026-11-24T12:00:00Z'],
    // Fields roll over: day 32 of October is the 1st of November.
    [{ year: 2026, month: 10, day: 32 }, 'UTC', '2026-11-01T00:00:00Z'],
  ] as const)('%o in %s', (wall, zone, iso) => {
    expect(new Date(zonedInstant(wall, zone)).toISOString()).toBe(iso.replace('Z', '.000Z'));
  });

  it('reads back through zonedParts for every hour of a year with two DST changes', () => {
    const zone = 'America/New_York';
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 3_600_000) {
      const p = zonedParts(t, zone);
      const back = zonedInstant(p, zone);
      // Only the repeated hour's second pass reads back as its first pass, an hour earlier.
      expect([t, t - 3_600_000]).toContain(back);
      expect(zonedParts(back, zone)).toEqual(p);
    }
  });
});
