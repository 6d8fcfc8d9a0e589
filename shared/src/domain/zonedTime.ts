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

/** A wall-clock time in a zone (month 1 to 12); fields out of range roll over (day 32 is the 1st of the next month). */
export interface WallClock {
  year: number;
  month: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
}

/** The zone's offset from UTC at an instant (epoch ms), in ms of whole seconds (Copenhagen in summer: 7,200,000). */
export function offsetAt(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const p = zonedParts(whole, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * The instant (epoch ms) of a wall-clock time in a zone. A time that happens twice (the hour repeated when clocks go
 * back) is its first pass; a time that does not exist (the hour skipped when clocks go forward) moves forward by the
 * gap, as a clock on the wall would show it. The one inverse of `zonedParts`, for the server's periods, the
 * schedule's calendar and the charts' ticks.
 */
export function zonedInstant(wall: WallClock, zone: string): number {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day ?? 1, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  // Offsets a day either side of the time: the two readings a DST change can give (equal on most days).
  const before = offsetAt(naive - 86_400_000, zone);
  const after = offsetAt(naive + 86_400_000, zone);
  // No change within a day either side (almost always): two readings of the clock, as the server's periods need.
  if (before === after) return naive - before;
  // The larger offset first: before autumn's change it is the earlier instant, so a repeated hour is its first pass.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const instant = naive - offset;
    if (offsetAt(instant, zone) === offset) return instant;
  }
  // In a gap: read the wall time with the offset from before the change, which lands after the gap.
  return naive - before;
}
