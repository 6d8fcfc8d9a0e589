import { siteTickLabel, siteTimeTicks, stepFor } from './siteTimeAxis';

const CPH = 'Europe/Copenhagen';
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const at = (text: string) => Date.parse(text);

describe('siteTimeTicks: the data chart ticks on the site clock', () => {
  it("a day in Copenhagen ticks at Copenhagen's whole hours, not the browser's", () => {
    const ticks = siteTimeTicks(at('2026-11-23T23:00:00Z'), at('2026-11-24T23:00:00Z'), 8, CPH);
    expect(ticks.map(iso)).toEqual([
      '2026-11-23T23:00:00Z', // 00:00 in Copenhagen
      '2026-11-24T02:00:00Z',
      '2026-11-24T05:00:00Z',
      '2026-11-24T08:00:00Z',
      '2026-11-24T11:00:00Z',
      '2026-11-24T14:00:00Z',
      '2026-11-24T17:00:00Z',
      '2026-11-24T20:00:00Z',
      '2026-11-24T23:00:00Z',
    ]);
  });

  it("a week ticks at the site's midnights, whatever the range's first minute", () => {
    const ticks = siteTimeTicks(at('2026-11-17T10:17:00Z'), at('2026-11-24T10:17:00Z'), 8, CPH);
    expect(ticks.map(iso)).toEqual([
      '2026-11-17T23:00:00Z',
      '2026-11-18T23:00:00Z',
      '2026-11-19T23:00:00Z',
      '2026-11-20T23:00:00Z',
      '2026-11-21T23:00:00Z',
      '2026-11-22T23:00:00Z',
      '2026-11-23T23:00:00Z',
    ]);
  });

  it('keeps 00, 06, 12 and 18 on the wall clock across the autumn DST change', () => {
    const ticks = siteTimeTicks(at('2026-10-24T22:00:00Z'), at('2026-10-26T23:00:00Z'), 9, CPH);
    const hours = ticks.map((t) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: CPH, hour: '2-digit', hourCycle: 'h23' }).format(t),
    );
    expect(hours).toEqual(['00', '06', '12', '18', '00', '06', '12', '18', '00']);
    // The 25th has 25 hours: its 06:00 is 7 hours after its midnight.
    expect(ticks[1]! - ticks[0]!).toBe(7 * 3_600_000);
  });

  it('a year ticks on the first of every other month, on the Sydney clock', () => {
    const ticks = siteTimeTicks(at('2025-11-24T00:00:00Z'), at('2026-11-24T00:00:00Z'), 7, 'Australia/Sydney');
    expect(ticks.map(iso)).toEqual([
      '2025-12-31T13:00:00Z',
      '2026-02-28T13:00:00Z',
      '2026-04-30T14:00:00Z',
      '2026-06-30T14:00:00Z',
      '2026-08-31T14:00:00Z',
      '2026-10-31T13:00:00Z',
    ]);
  });

  it('gives no more than about the asked count, and nothing for an empty range', () => {
    for (const span of [1, 30, 600, 5000, 100_000, 600_000]) {
      const from = at('2026-03-01T00:00:00Z');
      const ticks = siteTimeTicks(from, from + span * 60_000, 7, CPH);
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(8);
    }
    expect(siteTimeTicks(10, 10, 5, CPH)).toEqual([10]);
    expect(siteTimeTicks(NaN, 10, 5, CPH)).toEqual([]);
    expect(stepFor(24 * 3_600_000, 8)).toEqual({ unit: 'hour', n: 3, ms: 3 * 3_600_000 });
  });
});

describe('siteTickLabel: short labels that stay horizontal', () => {
  it('shows the time of day, and the date at the site midnight, in the interface language', () => {
    const label = siteTickLabel(CPH, 'da', 7 * 24 * 3_600_000);
    expect(label(at('2026-11-24T13:00:00Z'))).toBe('14.00');
    expect(label(at('2026-11-24T23:00:00Z'))).toBe('25. nov.');
    expect(siteTickLabel(CPH, 'en', 24 * 3_600_000)(at('2026-11-24T13:00:00Z'))).toBe('14:00');
  });

  it('shows month and year over a long range', () => {
    expect(siteTickLabel(CPH, 'en', 365 * 24 * 3_600_000)(at('2026-10-31T23:00:00Z'))).toBe('Nov 2026');
  });
});
