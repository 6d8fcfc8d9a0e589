/** Date formats of the settings dialog (spec 2) and time zone aware formatting (spec 3, 4, 9). */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIMEZONE, LOG_TIMESTAMP_FORMAT } from './constants';
import { DATE_FORMATS } from './enums';
import type { DateFormat } from './enums';
import type { CalendarDate } from './economics';
import type { Timestamp } from './types';
import { offsetAt } from './zonedTime';

// dayjs is a shared singleton (ARCHITECTURE 2); extending it is idempotent and needs no host state.
dayjs.extend(utc);
dayjs.extend(timezone);

/** spec 3: the default user's date format. */
export const DEFAULT_DATE_FORMAT: DateFormat = 'yyyy-MM-dd';

/** True when the text is one of the nine date formats of the settings dialog (spec 2). */
export function isDateFormat(format: string | null | undefined): format is DateFormat {
  return (DATE_FORMATS as readonly string[]).includes(format ?? '');
}

/**
 * Converts a settings date format (yyyy, MM, dd, as spec 2 writes them) to dayjs tokens (YYYY, MM, DD). Other tokens
 * (HH, mm, ss) are the same in both.
 */
export function toDayjsFormat(format: string): string {
  return format.replace(/y+/g, (m) => 'Y'.repeat(m.length)).replace(/d+/g, (m) => 'D'.repeat(m.length));
}

/** The dayjs format of a user's date format; an unknown format falls back to yyyy-MM-dd. */
export function userDayjsFormat(format: string | null | undefined): string {
  return toDayjsFormat(isDateFormat(format) ? format : DEFAULT_DATE_FORMAT);
}

/** True when the time zone is one the runtime knows ('GMT', IANA names). */
export function isValidTimezone(zone: string | null | undefined): boolean {
  if (!zone) return false;
  // Building an Intl.DateTimeFormat costs about a millisecond; every formatted time asks (uncached, a table of 20
  // grants would spend more on this check than on drawing), and the runtime's zones do not change while the page lives.
  // Bounded: the server checks zones that arrive in requests, and those can be anything.
  const known = timezoneValidity.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  if (timezoneValidity.size >= MAX_REMEMBERED_ZONES) timezoneValidity.clear();
  timezoneValidity.set(zone, valid);
  return valid;
}
const timezoneValidity = new Map<string, boolean>();
const MAX_REMEMBERED_ZONES = 1000;

/**
 * The browser's first date format with a time zone loads its calendar and zone data, 20-40 ms of main thread
 * on the bench's machine (any zone after it costs a tenth of a millisecond). Called while the page waits for the
 * network, it keeps that cost out of the render that first shows a time (the home's 'Last updated').
 */
export function prepareDateFormatting(): void {
  isValidTimezone(DEFAULT_TIMEZONE);
}

/** spec 3: a site's time zone, GMT when missing or unknown to the runtime. */
export function siteTimezone(zone: string | null | undefined): string {
  return isValidTimezone(zone) ? (zone as string) : DEFAULT_TIMEZONE;
}

function parse(value: Timestamp | Date | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** spec 4: an instant in a site's time zone (events are converted to it on load); null when not a valid time. */
export function toSiteTime(value: Timestamp | Date | null | undefined, zone: string | null | undefined): Dayjs | null {
  const d = parse(value);
  if (!d) return null;
  // What dayjs's `tz()` gives (the instant at the zone's offset, marked with its zone, so `startOf` and the like keep to
  // the zone), with the offset read through one cached formatter: `tz()` formats the time as text anew on every call,
  // which a table of times paid for in every cell of every render.
  const site = siteTimezone(zone);
  const offset = Math.round(offsetAt(d.valueOf(), site) / 60_000);
  const zoned = offset === 0 ? d.utc() : d.utcOffset(offset);
  (zoned as unknown as { $x: { $timezone?: string } }).$x.$timezone = site;
  return zoned;
}

/**
 * Formats an instant in the user's date format and the site's time zone; `withTime` adds HH:mm (or HH:mm:ss with
 * 'seconds'). An invalid or missing time gives ''.
 */
export function formatTimestamp(
  value: Timestamp | Date | null | undefined,
  userFormat: string | null | undefined,
  zone: string | null | undefined,
  withTime: false | 'minutes' | 'seconds' = false,
): string {
  const d = toSiteTime(value, zone);
  if (!d) return '';
  const time = withTime === 'seconds' ? ' HH:mm:ss' : withTime === 'minutes' ? ' HH:mm' : '';
  return d.format(userDayjsFormat(userFormat) + time);
}

/** spec 9: log timestamps as yyyy-MM-dd HH:mm:ss in the given time zone. */
export function formatLogTimestamp(
  value: Timestamp | Date | null | undefined,
  zone: string | null | undefined,
): string {
  const d = toSiteTime(value, zone);
  return d ? d.format(LOG_TIMESTAMP_FORMAT) : '';
}

/** The calendar date of an instant in a time zone (e.g. "today" at a site, for economics stepping). */
export function calendarDateIn(value: Timestamp | Date, zone: string | null | undefined): CalendarDate | null {
  const d = toSiteTime(value, zone);
  return d ? { year: d.year(), month: d.month() + 1, day: d.date() } : null;
}
