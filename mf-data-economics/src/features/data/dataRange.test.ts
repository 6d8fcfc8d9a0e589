import {
  customRange,
  maxPointsFor,
  presetRange,
  resolutionFor,
  toWholeHours,
  zoomIn,
  zoomTo,
  type RangePreset,
} from './dataRange';

const CPH = 'Europe/Copenhagen';
const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('presetRange in the site timezone across daylight-saving changes (Europe/Copenhagen)', () => {
  // 2026: summer time starts Sunday 29 March (02:00 -> 03:00), ends Sunday 25 October (03:00 -> 02:00).
  const springDay = Date.parse('2026-03-29T10:00:00Z');
  const autumnDay = Date.parse('2026-10-25T10:00:00Z');

  it.each<[string, number, RangePreset, string, string, number]>([
    ['spring today is 23 hours', springDay, 'today', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 23],
    [
      'spring yesterday is 24 hours',
      springDay,
      'yesterday',
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      24,
    ],
    ['autumn today is 25 hours', autumnDay, 'today', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 25],
    ['autumn day after', autumnDay + 24 * H, 'yesterday', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 25],
    ['7 days over spring', springDay, 'days7', '2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 7 * 24 - 1],
    ['7 days over autumn', autumnDay, 'days7', '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 7 * 24 + 1],
    ['30 days', springDay, 'days30', '2026-02-27T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 30 * 24 - 1],
    ['this year', autumnDay, 'thisYear', '2025-12-31T23:00:00.000Z', '2026-10-25T23:00:00.000Z', NaN],
  ])('%s', (_, now, preset, from, to, hours) => {
    const range = presetRange(preset, now, CPH);
    expect(iso(range.from)).toBe(from);
    expect(iso(range.to)).toBe(to);
    if (!Number.isNaN(hours)) expect((range.to - range.from) / H).toBe(hours);
  });

  it('takes "today" from the site, not from UTC (00:30 local is still the previous UTC day)', () => {
    const range = presetRange('today', Date.parse('2026-06-14T22:30:00Z'), CPH);
    expect(iso(range.from)).toBe('2026-06-14T22:00:00.000Z');
  });

  it('falls back to GMT for an unknown zone (spec 3)', () => {
    const range = presetRange('today', Date.parse('2026-06-14T22:30:00Z'), 'Nowhere/Atlantis');
    expect(iso(range.from)).toBe('2026-06-14T00:00:00.000Z');
  });
});

describe('customRange', () => {
  it('covers whole days, the last included, across the autumn change', () => {
    const range = customRange({ year: 2026, month: 10, day: 24 }, { year: 2026, month: 10, day: 25 }, CPH);
    expect(iso(range.from)).toBe('2026-10-23T22:00:00.000Z');
    expect(iso(range.to)).toBe('2026-10-25T23:00:00.000Z');
    expect((range.to - range.from) / H).toBe(49);
  });

  it('rolls over month ends', () => {
    const range = customRange({ year: 2026, month: 1, day: 31 }, { year: 2026, month: 1, day: 31 }, 'UTC');
    expect(iso(range.to)).toBe('2026-02-01T00:00:00.000Z');
  });
});

describe('whole hours, zoom, resolution and maxPoints', () => {
  it('widens to whole hours', () => {
    const r = toWholeHours({ from: Date.parse('2026-01-01T10:30:00Z'), to: Date.parse('2026-01-01T12:10:00Z') });
    expect([iso(r.from), iso(r.to)]).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-01T13:00:00.000Z']);
  });

  it('zooms into the middle half, on whole hours, down to one hour', () => {
    const day = { from: Date.parse('2026-01-01T00:00:00Z'), to: Date.parse('2026-01-02T00:00:00Z') };
    const half = zoomIn(day);
    expect([iso(half.from), iso(half.to)]).toEqual(['2026-01-01T06:00:00.000Z', '2026-01-01T18:00:00.000Z']);
    let r = day;
    for (let i = 0; i < 20; i++) r = zoomIn(r);
    expect(r.to - r.from).toBe(H);
    for (let i = 0; i < 20; i++) expect(r.from % H).toBe(0);
  });

  it('asks raw data for a device up to 2 days, hourly beyond and always for a site', () => {
    expect(resolutionFor({ from: 0, to: 48 * H }, 'device')).toBe('raw');
    expect(resolutionFor({ from: 0, to: 49 * H }, 'device')).toBe('hourly');
    expect(resolutionFor({ from: 0, to: 24 * H }, 'site')).toBe('hourly');
  });

  it('a chosen resolution wins: raw up to a year for a device, hourly whenever asked; a site stays hourly', () => {
    const year = { from: 0, to: 366 * 24 * H };
    expect(resolutionFor(year, 'device', 'raw')).toBe('raw');
    expect(resolutionFor({ from: 0, to: year.to + H }, 'device', 'raw')).toBe('hourly');
    expect(resolutionFor({ from: 0, to: 2 * H }, 'device', 'hourly')).toBe('hourly');
    expect(resolutionFor({ from: 0, to: 2 * H }, 'site', 'raw')).toBe('hourly');
  });

  it('zooms to a span dragged across the chart: whole hours outwards, inside the shown range, at least an hour', () => {
    const day = { from: Date.parse('2026-01-01T00:00:00Z'), to: Date.parse('2026-01-02T00:00:00Z') };
    const at = (time: string) => Date.parse(`2026-01-01T${time}:00Z`);
    const picked = zoomTo(day, at('14:20'), at('09:40'));
    expect([iso(picked.from), iso(picked.to)]).toEqual(['2026-01-01T09:00:00.000Z', '2026-01-01T15:00:00.000Z']);
    const narrow = zoomTo(day, at('10:05'), at('10:10'));
    expect(narrow.to - narrow.from).toBe(H);
    const atEnd = zoomTo(day, at('23:50'), day.to + 5 * H);
    expect([iso(atEnd.from), iso(atEnd.to)]).toEqual(['2026-01-01T23:00:00.000Z', '2026-01-02T00:00:00.000Z']);
  });

  it('asks two points per pixel within the wire bounds', () => {
    expect(maxPointsFor(640)).toBe(1280);
    expect(maxPointsFor(0)).toBe(1600);
    expect(maxPointsFor(1)).toBe(4);
    expect(maxPointsFor(1e6)).toBe(100_000);
  });
});
