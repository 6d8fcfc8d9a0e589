/**
 * Wall-clock time in a site's time zone (spec 4: event times are shown in the site's timezone). The calendar works in
 * wall-clock fields (a day column, an hour row) and sends instants; these convert between the two with Intl, which
 * knows every zone's daylight-saving rules, so a day may have 23 or 25 hours (shared's `zonedParts` reads the clock).
 */
import { zonedInstant, zonedParts } from '@bess/shared';

/** A wall-clock time: month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A calendar day: month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The wall-clock time of an instant in a zone (seconds dropped). */
export function wallTimeOf(instantMs: number, zone: string): WallTime {
  const { year, month, day, hour, minute } = zonedParts(instantMs, zone);
  return { year, month, day, hour, minute };
}

const asUtcMs = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** The zone's offset from UTC at an instant, in minutes (Copenhagen in summer: 120). */
export function offsetMinutes(instantMs: number, zone: string): number {
  const minuteMs = Math.floor(instantMs / 60_000) * 60_000;
  return Math.round((asUtcMs(wallTimeOf(minuteMs, zone)) - minuteMs) / 60_000);
}

/**
 * The instant of a wall-clock time in a zone (shared's `zonedInstant`): a time that happens twice (the hour repeated
 * when clocks go back) is the first one; a time that does not exist (the hour skipped when clocks go forward) moves
 * forward by the gap, as a clock on the wall would show it.
 */
export function instantOf(wall: WallTime, zone: string): number {
  return zonedInstant(wall, zone);
}

/** Days since 1970-01-01 of a calendar day (for stepping days without time zones). */
const dayNumber = (d: CalendarDay) => Math.round(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);

/** The calendar day `n` days after `d`. */
export function addDays(d: CalendarDay, n: number): CalendarDay {
  const date = new Date((dayNumber(d) + n) * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Monday of the week of a day (ISO weeks, as the Nordic and German users count them). */
export function mondayOf(d: CalendarDay): CalendarDay {
  const weekday = (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
  return addDays(d, -weekday);
}

/** The instant a calendar day starts in a zone (midnight, wall-clock). */
export function startOfDay(d: CalendarDay, zone: string): number {
  return instantOf({ ...d, hour: 0, minute: 0 }, zone);
}

/** The calendar day of an instant in a zone. */
export function dayOf(instantMs: number, zone: string): CalendarDay {
  const { year, month, day } = wallTimeOf(instantMs, zone);
  return { year, month, day };
}

/** `yyyy-MM-dd` of a calendar day (keys, labels for tests). */
export function dayKey(d: CalendarDay): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** A part of an event inside one day column, as wall-clock minutes since that day's midnight (0 to 1440). */
export interface DaySegment {
  dayIndex: number;
  fromMinute: number;
  toMinute: number;
}

/**
 * Where an event [start, end) falls on consecutive day columns starting at `firstDay`, in wall-clock minutes: the
 * grid is drawn by the clock on the wall, so a 02:00-04:00 event on the night clocks go back is drawn 02:00-04:00
 * (three hours long), and one across midnight is split over two columns.
 */
export function segmentsOf(
  startMs: number,
  endMs: number,
  firstDay: CalendarDay,
  dayCount: number,
  zone: string,
): DaySegment[] {
  const segments: DaySegment[] = [];
  for (let i = 0; i < dayCount; i++) {
    const day = addDays(firstDay, i);
    const dayStart = startOfDay(day, zone);
    const dayEnd = startOfDay(addDays(day, 1), zone);
    if (endMs <= dayStart || startMs >= dayEnd) continue;
    const minuteOf = (ms: number) => {
      const w = wallTimeOf(ms, zone);
      return w.hour * 60 + w.minute;
    };
    const fromMinute = startMs <= dayStart ? 0 : minuteOf(startMs);
    const toMinute = endMs >= dayEnd ? 1440 : minuteOf(endMs);
    segments.push({ dayIndex: i, fromMinute, toMinute: Math.max(toMinute, fromMinute + 1) });
  }
  return segments;
}

/** The wall-clock time `minutes` later (earlier when negative) on the wall: days and hours carry as on a calendar. */
export function addWallMinutes(w: WallTime, minutes: number): WallTime {
  const d = new Date(asUtcMs(w) + minutes * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** `HH:mm` of a wall time (00-23 hours), as the calendar and its texts show times. */
export const hhmmOf = (w: Pick<WallTime, 'hour' | 'minute'>) =>
  `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;

/** `HH:mm` of an instant (epoch ms or ISO) on the wall clock of a zone. */
export const hhmm = (instant: number | string, zone: string) =>
  hhmmOf(wallTimeOf(typeof instant === 'string' ? Date.parse(instant) : instant, zone));
