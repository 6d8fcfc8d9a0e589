import {
  calendarDateIn,
  formatLogTimestamp,
  formatTimestamp,
  isDateFormat,
  isValidTimezone,
  siteTimezone,
  toDayjsFormat,
  toSiteTime,
  userDayjsFormat,
} from './dates';
import dayjs from 'dayjs';
import { DATE_FORMATS } from './enums';

describe('spec 2: the nine date formats of the settings dialog as dayjs tokens', () => {
  it.each([
    ['dd/MM/yyyy', 'DD/MM/YYYY'],
    ['dd.MM.yyyy', 'DD.MM.YYYY'],
    ['dd-MM-yyyy', 'DD-MM-YYYY'],
    ['yyyy/MM/dd', 'YYYY/MM/DD'],
    ['yyyy.MM.dd', 'YYYY.MM.DD'],
    ['yyyy-MM-dd', 'YYYY-MM-DD'],
    ['MM/dd/yyyy', 'MM/DD/YYYY'],
    ['MM.dd.yyyy', 'MM.DD.YYYY'],
    ['MM-dd-yyyy', 'MM-DD-YYYY'],
    ['yyyy-MM-dd HH:mm:ss', 'YYYY-MM-DD HH:mm:ss'],
  ])('%p -> %p', (format, tokens) => {
    expect(toDayjsFormat(format)).toBe(tokens);
  });

  it('covers every format of the dialog', () => {
    expect(DATE_FORMATS).toHaveLength(9);
    expect(DATE_FORMATS.every(isDateFormat)).toBe(true);
  });

  it.each([
    ['dd.MM.yyyy', 'DD.MM.YYYY'],
    ['weird', 'YYYY-MM-DD'],
    [null, 'YYYY-MM-DD'],
  ])('user format %p -> %p', (format, tokens) => {
    expect(userDayjsFormat(format)).toBe(tokens);
  });
});

describe("spec 2 and 3: formatting a timestamp in the user's format and the site's timezone", () => {
  const T = '2024-03-31T22:30:15Z';
  it.each([
    ['yyyy-MM-dd', 'GMT', false, '2024-03-31'],
    ['dd/MM/yyyy', 'Europe/Copenhagen', false, '01/04/2024'],
    ['MM.dd.yyyy', 'America/New_York', false, '03.31.2024'],
    ['dd-MM-yyyy', 'Europe/Copenhagen', 'minutes', '01-04-2024 00:30'],
    ['yyyy/MM/dd', 'Australia/Sydney', 'seconds', '2024/04/01 09:30:15'],
    ['yyyy.MM.dd', null, 'minutes', '2024.03.31 22:30'],
    ['yyyy-MM-dd', 'Not/AZone', 'minutes', '2024-03-31 22:30'],
  ] as const)('%p in %p (time %p) -> %p', (format, zone, withTime, text) => {
    expect(formatTimestamp(T, format, zone, withTime)).toBe(text);
  });

  it.each([
    [Date.UTC(2024, 0, 2, 3, 4, 5), 'Europe/Stockholm', '2024-01-02 04:04:05'],
    ['2024-07-01T12:00:00Z', 'GMT', '2024-07-01 12:00:00'],
    [null, 'GMT', ''],
    ['not a date', 'GMT', ''],
  ])('spec 9: log timestamp of %p in %p -> %p', (value, zone, text) => {
    expect(formatLogTimestamp(value, zone)).toBe(text);
  });

  it.each([
    ['GMT', true, 'GMT'],
    ['Europe/Copenhagen', true, 'Europe/Copenhagen'],
    ['Mars/Base', false, 'GMT'],
    [null, false, 'GMT'],
    ['', false, 'GMT'],
  ])('time zone %p valid %p, site zone %p', (zone, valid, resolved) => {
    expect(isValidTimezone(zone)).toBe(valid);
    expect(siteTimezone(zone)).toBe(resolved);
  });

  it('spec 4: converts event times to the site timezone on load', () => {
    expect(toSiteTime('2024-06-01T10:00:00Z', 'Europe/Copenhagen')?.format('YYYY-MM-DDTHH:mmZ')).toBe(
      '2024-06-01T12:00+02:00',
    );
    expect(toSiteTime(undefined, 'GMT')).toBeNull();
  });

  it.each([
    ['2024-12-31T23:30:00Z', 'Europe/Copenhagen', { year: 2025, month: 1, day: 1 }],
    ['2024-12-31T23:30:00Z', 'GMT', { year: 2024, month: 12, day: 31 }],
  ])('calendar date of %p in %p is %p', (value, zone, date) => {
    expect(calendarDateIn(value, zone)).toEqual(date);
  });
});

describe('toSiteTime reads the same wall clock as dayjs tz()', () => {
  const zones = ['Europe/Copenhagen', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC', 'Pacific/Apia'];
  // Either side of both of Copenhagen's and New York's clock changes of 2026, a leap day, and ordinary times.
  const instants = [
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-03-08T06:59:00Z',
    '2026-03-08T07:00:00Z',
    '2026-10-25T00:30:00Z',
    '2026-10-25T01:30:00Z',
    '2026-11-01T05:30:00Z',
    '2026-11-01T06:30:00Z',
    '2028-02-29T23:45:12.345Z',
    '2026-12-07T04:32:36Z',
  ];
  test.each(zones.flatMap((zone) => instants.map((at) => [zone, at] as const)))('%s at %s', (zone, at) => {
    const ours = toSiteTime(at, zone)!;
    const theirs = dayjs(at).tz(zone);
    const shown = 'YYYY-MM-DD HH:mm:ss.SSS Z';
    expect(ours.format(shown)).toBe(theirs.format(shown));
    expect(ours.valueOf()).toBe(theirs.valueOf());
    // Arithmetic in the zone: the start of its day and of its hour are the zone's.
    expect(ours.startOf('day').valueOf()).toBe(theirs.startOf('day').valueOf());
    expect(ours.startOf('hour').format(shown)).toBe(theirs.startOf('hour').format(shown));
  });
});
