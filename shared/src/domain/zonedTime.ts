/**
 * The wall clock of an instant in a timezone, read with one cached Intl formatter per zone. Intl knows every zone's
 * daylight-saving rules, so a day may have 23 or 25 hours. The server's time helpers and the schedule's calendar both
 * read the wall clock through this; dayjs's `tz()` builds a new formatter on every call and measured about 25 times
 * slower, which matters where thousands of hours are bucketed.
 */

/** Wall-clock fields of an instant in a timezone (month 1 to 12, hour 0 to 23). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock time of an instant (epoch ms) in a zone (an IANA name the runtime knows). */
export function zonedParts(ms: number, zone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}
