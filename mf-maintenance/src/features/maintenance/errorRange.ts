/** The date range of the device error list (spec 7 /DeviceError: the last 18 months, or one day; spec 9). */
import { ALARM_HISTORY_MONTHS } from '@bess/shared';

export interface ErrorRange {
  from: Date;
  to: Date;
}

/** spec 9: the oldest instant the error list reaches back to: 18 months before now. */
export function oldestErrorTime(now: Date): Date {
  const oldest = new Date(now.getTime());
  oldest.setMonth(oldest.getMonth() - ALARM_HISTORY_MONTHS);
  return oldest;
}

/** The range ending now and reaching back `months` months (at most 18). */
export function lastMonths(now: Date, months: number): ErrorRange {
  const from = new Date(now.getTime());
  from.setMonth(from.getMonth() - Math.min(months, ALARM_HISTORY_MONTHS));
  return clampErrorRange({ from, to: now }, now);
}

/**
 * A chosen range made valid: no earlier than 18 months ago, no later than now, and from before to. A range picked as
 * whole days ends at the end of its last day (capped at now).
 */
export function clampErrorRange(range: ErrorRange, now: Date): ErrorRange {
  const oldest = oldestErrorTime(now).getTime();
  const to = Math.min(Math.max(range.to.getTime(), oldest + 1), now.getTime());
  const from = Math.min(Math.max(range.from.getTime(), oldest), to - 1);
  return { from: new Date(from), to: new Date(to) };
}

/** spec 9: a day may be picked when it lies within the last 18 months and not in the future. */
export function isPickableDay(day: Date, now: Date): boolean {
  const endOfDay = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
  return endOfDay > oldestErrorTime(now).getTime() && day.getTime() <= now.getTime();
}
