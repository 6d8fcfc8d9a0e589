import { addDays, dayOf, instantOf, mondayOf, offsetMinutes, segmentsOf, startOfDay, wallTimeOf } from './siteTime';

const CPH = 'Europe/Copenhagen';
const iso = (ms: number) => new Date(ms).toISOString();
const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('spec 4: times in the site timezone, across daylight saving (Europe/Copenhagen 2026: 29 March, 25 October)', () => {
  it.each([
    ['winter', wall(2026, 1, 15, 10), '2026-01-15T09:00:00.000Z'],
    ['summer', wall(2026, 7, 1, 10), '2026-07-01T08:00:00.000Z'],
    ['the night before spring forward', wall(2026, 3, 29, 1, 30), '2026-03-29T00:30:00.000Z'],
    ['the skipped hour moves forward', wall(2026, 3, 29, 2, 30), '2026-03-29T01:30:00.000Z'],
    ['after spring forward', wall(2026, 3, 29, 3, 0), '2026-03-29T01:00:00.000Z'],
    ['the repeated hour is its first pass', wall(2026, 10, 25, 2, 30), '2026-10-25T00:30:00.000Z'],
    ['after fall back', wall(2026, 10, 25, 3, 0), '2026-10-25T02:00:00.000Z'],
  ])('%s: wall time to instant', (_, w, expected) => {
    expect(iso(instantOf(w, CPH))).toBe(expected);
  });

  it.each([
    ['2026-10-25T00:30:00.000Z', wall(2026, 10, 25, 2, 30), 120],
    ['2026-10-25T01:30:00.000Z', wall(2026, 10, 25, 2, 30), 60],
    ['2026-03-29T01:00:00.000Z', wall(2026, 3, 29, 3, 0), 120],
  ])('%s reads as its wall time and offset', (instant, expected, offset) => {
    expect(wallTimeOf(Date.parse(instant), CPH)).toEqual(expected);
    expect(offsetMinutes(Date.parse(instant), CPH)).toBe(offset);
  });

  it('other zones: New York, Sydney (south: clocks go back in April), GMT', () => {
    expect(iso(instantOf(wall(2026, 11, 1, 1, 30), 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(instantOf(wall(2026, 4, 5, 2, 30), 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
    expect(iso(instantOf(wall(2026, 6, 1, 12), 'GMT'))).toBe('2026-06-01T12:00:00.000Z');
  });

  it('an event across the autumn change keeps its wall-clock times both ways (01:00 to 04:00 is 4 hours long)', () => {
    const start = instantOf(wall(2026, 10, 25, 1), CPH);
    const end = instantOf(wall(2026, 10, 25, 4), CPH);
    expect((end - start) / 3_600_000).toBe(4);
    expect(wallTimeOf(start, CPH)).toEqual(wall(2026, 10, 25, 1));
    expect(wallTimeOf(end, CPH)).toEqual(wall(2026, 10, 25, 4));
    // Drawn by the wall clock: 01:00 to 04:00 in the day's column.
    expect(segmentsOf(start, end, wall(2026, 10, 25, 0), 1, CPH)).toEqual([
      { dayIndex: 0, fromMinute: 60, toMinute: 240 },
    ]);
  });

  it('days have 23 and 25 hours at the changes; days and weeks step by the calendar', () => {
    const hours = (y: number, m: number, d: number) =>
      (startOfDay(addDays({ year: y, month: m, day: d }, 1), CPH) - startOfDay({ year: y, month: m, day: d }, CPH)) /
      3_600_000;
    expect(hours(2026, 3, 29)).toBe(23);
    expect(hours(2026, 10, 25)).toBe(25);
    expect(hours(2026, 10, 26)).toBe(24);
    expect(mondayOf({ year: 2026, month: 10, day: 25 })).toEqual({ year: 2026, month: 10, day: 19 });
    expect(mondayOf({ year: 2026, month: 10, day: 26 })).toEqual({ year: 2026, month: 10, day: 26 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    // 23:30 UTC on 31 Dec is already 1 January in Copenhagen.
    expect(dayOf(Date.parse('2026-12-31T23:30:00Z'), CPH)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('an event across midnight is split over two day columns; one outside the days has no segment', () => {
    const start = instantOf(wall(2026, 11, 24, 22), CPH);
    const end = instantOf(wall(2026, 11, 25, 2), CPH);
    expect(segmentsOf(start, end, { year: 2026, month: 11, day: 23 }, 7, CPH)).toEqual([
      { dayIndex: 1, fromMinute: 22 * 60, toMinute: 1440 },
      { dayIndex: 2, fromMinute: 0, toMinute: 120 },
    ]);
    expect(segmentsOf(start, end, { year: 2026, month: 11, day: 30 }, 7, CPH)).toEqual([]);
  });
});
