/** Time ranges of the data tab (spec 2 main/data): presets, custom days and zoom, in the site's timezone. */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { siteTimezone } from '@bess/shared';

// dayjs is a shared singleton; extending is idempotent (shared/src/domain/dates.ts does the same).
dayjs.extend(utc);
dayjs.extend(timezone);

/** The range presets, in the order the tab shows them. */
export const RANGE_PRESETS = ['today', 'yesterday', 'days7', 'days30', 'thisYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A time range [from, to) in epoch milliseconds. */
export interface TimeRange {
  from: number;
  to: number;
}

/** A calendar day as the site sees it. */
export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const HOUR_MS = 3_600_000;
/** Raw minute data for ranges up to 2 days; longer ranges are hourly summaries. */
export const RAW_MAX_RANGE_MS = 2 * 24 * HOUR_MS;
/** Zooming stops at one hour (the whole-hour grid the requests use). */
export const MIN_RANGE_MS = HOUR_MS;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Midnight starting a calendar day in a timezone, as epoch ms. The day is written out as local wall time and parsed
 * in the zone, so a daylight-saving change inside the day (23 or 25 hour days) is the zone's business, not ours.
 */
export function startOfDayIn(day: CalendarDay, zone: string): number {
  // Normalise overflowing days and months (day 0, day 32, month 13) through UTC calendar arithmetic.
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const text = `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T00:00:00`;
  return dayjs.tz(text, siteTimezone(zone)).valueOf();
}

/** The calendar day of an instant in a timezone. */
export function calendarDayOf(instant: number, zone: string): CalendarDay {
  const d = dayjs(instant).tz(siteTimezone(zone));
  return { year: d.year(), month: d.month() + 1, day: d.date() };
}

const shift = (day: CalendarDay, days: number): CalendarDay => ({ ...day, day: day.day + days });

/**
 * The range of a preset at `now` in the site's timezone. Today and the "last N days" presets end at the coming
 * midnight, so the range (and the server's answer cache) stays the same all day.
 */
export function presetRange(preset: RangePreset, now: number, zone: string): TimeRange {
  const today = calendarDayOf(now, zone);
  const tomorrow = startOfDayIn(shift(today, 1), zone);
  switch (preset) {
    case 'today':
      return { from: startOfDayIn(today, zone), to: tomorrow };
    case 'yesterday':
      return { from: startOfDayIn(shift(today, -1), zone), to: startOfDayIn(today, zone) };
    case 'days7':
      return { from: startOfDayIn(shift(today, -6), zone), to: tomorrow };
    case 'days30':
      return { from: startOfDayIn(shift(today, -29), zone), to: tomorrow };
    case 'thisYear':
      return { from: startOfDayIn({ year: today.year, month: 1, day: 1 }, zone), to: tomorrow };
  }
}

/** A custom range of whole days, both included, in the site's timezone. */
export function customRange(first: CalendarDay, last: CalendarDay, zone: string): TimeRange {
  return { from: startOfDayIn(first, zone), to: startOfDayIn(shift(last, 1), zone) };
}

/**
 * Requests use whole (UTC) hours so that the same view asks the same question and the server's answer cache hits; the
 * range only ever grows to the hour grid, never shrinks.
 */
export function toWholeHours(range: TimeRange): TimeRange {
  const from = Math.floor(range.from / HOUR_MS) * HOUR_MS;
  const to = Math.max(from + HOUR_MS, Math.ceil(range.to / HOUR_MS) * HOUR_MS);
  return { from, to };
}

/** Zoom: half the range around its middle, on whole hours, never shorter than an hour. */
export function zoomIn(range: TimeRange): TimeRange {
  const span = range.to - range.from;
  if (span <= MIN_RANGE_MS) return range;
  // Whole hours that always shrink: 3 h becomes 1 h, not back to 3 h after rounding outwards.
  const next = Math.max(MIN_RANGE_MS, Math.floor(span / 2 / HOUR_MS) * HOUR_MS);
  const from = Math.floor((range.from + span / 2 - next / 2) / HOUR_MS) * HOUR_MS;
  return { from, to: from + next };
}

/**
 * Zoom by selection: the span dragged across the chart, on whole hours (outwards), within the shown range and never
 * shorter than an hour.
 */
export function zoomTo(range: TimeRange, from: number, to: number): TimeRange {
  const start = Math.max(range.from, Math.min(from, to));
  const end = Math.min(range.to, Math.max(from, to));
  let zoomFrom = Math.floor(start / HOUR_MS) * HOUR_MS;
  let zoomTo = Math.max(zoomFrom + MIN_RANGE_MS, Math.ceil(end / HOUR_MS) * HOUR_MS);
  if (zoomTo > range.to) {
    zoomTo = Math.max(range.to, zoomFrom + MIN_RANGE_MS);
    zoomFrom = zoomTo - Math.max(MIN_RANGE_MS, zoomTo - zoomFrom);
  }
  return { from: zoomFrom, to: zoomTo };
}

/** The resolution a range is asked at: raw minutes up to RAW_MAX_RANGE_MS for a device, else hourly. */
export type Resolution = 'raw' | 'hourly';
/** What the user chose: automatic (by the range), or raw or hourly whatever the range. */
export const RESOLUTION_CHOICES = ['auto', 'raw', 'hourly'] as const;
export type ResolutionChoice = (typeof RESOLUTION_CHOICES)[number];
/** The server answers raw minutes for up to a year when it downsamples them (maxPoints), as the tab always asks. */
export const RAW_DOWNSAMPLED_MAX_RANGE_MS = 366 * 24 * HOUR_MS;

/**
 * Raw for short ranges of a device, hourly beyond, unless the user chose; raw is asked for up to a year (the server
 * keeps every minute's extremes when it downsamples). A site has hourly summaries only (/GetDataSummary, spec 9:
 * 60 min).
 */
export function resolutionFor(
  range: TimeRange,
  target: 'device' | 'site',
  choice: ResolutionChoice = 'auto',
): Resolution {
  if (target === 'site' || choice === 'hourly') return 'hourly';
  const span = range.to - range.from;
  if (choice === 'raw') return span <= RAW_DOWNSAMPLED_MAX_RANGE_MS ? 'raw' : 'hourly';
  return span <= RAW_MAX_RANGE_MS ? 'raw' : 'hourly';
}

/** About two points per horizontal pixel of the chart, within the wire's bounds (4 .. 100,000). */
export function maxPointsFor(chartWidthPx: number): number {
  const width = Number.isFinite(chartWidthPx) && chartWidthPx > 0 ? chartWidthPx : 800;
  return Math.min(100_000, Math.max(4, Math.round(2 * width)));
}
