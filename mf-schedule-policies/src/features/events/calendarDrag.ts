/**
 * What dragging (or the arrow keys) does to an event on the calendar, as pure rules: the step, what an event allows,
 * the times a shift gives, and the span a drag over free time marks. The calendar turns pointer positions into
 * minutes; these turn minutes into times.
 */
import type { Wire } from '@bess/shared';
import { eventPhase } from './eventRules';
import { addWallMinutes, instantOf, wallTimeOf, type CalendarDay, type WallTime } from './siteTime';

/** Times move in quarter hours, as the dialog's pickers and most tariffs count them. */
export const STEP_MINUTES = 15;
const DAY_MINUTES = 1440;

/** What may change of an event by dragging: one not started moves and resizes, a running one only ends later or
 * sooner (the API's rule), one that has ended is history. */
export function dragsOf(event: Pick<Wire.ScheduleEvent, 'startTime' | 'endTime'>, now: number) {
  const phase = eventPhase(event, now);
  return { move: phase === 'planned', resize: phase !== 'ended' };
}

/** A change of an event's times: `minutes` (and `days`) move the whole event, `endMinutes` moves its end only. */
export interface EventShift {
  days: number;
  minutes: number;
  endMinutes: number;
}

export const NO_SHIFT: EventShift = { days: 0, minutes: 0, endMinutes: 0 };

export const isNoShift = (s: EventShift) => s.days === 0 && s.minutes === 0 && s.endMinutes === 0;

/** Pixels dragged as whole steps of minutes. */
export const snappedMinutes = (pixels: number, hourPx: number) =>
  Math.round(((pixels / hourPx) * 60) / STEP_MINUTES) * STEP_MINUTES;

/**
 * The times an event gets from a shift, moved on the wall clock of the site's zone (an event moved across a change of
 * clocks keeps its wall-clock times). The end stays at least a step after the start.
 */
export function shiftedTimes(
  event: Pick<Wire.ScheduleEvent, 'startTime' | 'endTime'>,
  shift: EventShift,
  zone: string,
): { startMs: number; endMs: number } {
  const moveBy = shift.days * DAY_MINUTES + shift.minutes;
  const start = addWallMinutes(wallTimeOf(Date.parse(event.startTime), zone), moveBy);
  const end = addWallMinutes(wallTimeOf(Date.parse(event.endTime), zone), moveBy + shift.endMinutes);
  const startMs = instantOf(start, zone);
  const endMs = Math.max(instantOf(end, zone), startMs + STEP_MINUTES * 60_000);
  return { startMs, endMs };
}

/**
 * The span a drag over free time marks on a day: from the earlier to the later of the two minutes it touched, out to
 * whole steps, at least one step, and not before `earliestMinute` (the time that has passed). Null when nothing of it
 * is left.
 */
export function draggedSpan(
  day: CalendarDay,
  fromMinute: number,
  toMinute: number,
  earliestMinute = 0,
): { start: WallTime; end: WallTime } | null {
  const low = Math.max(0, Math.min(fromMinute, toMinute));
  const high = Math.min(DAY_MINUTES, Math.max(fromMinute, toMinute));
  let first = Math.floor(low / STEP_MINUTES) * STEP_MINUTES;
  const last = Math.max(Math.ceil(high / STEP_MINUTES) * STEP_MINUTES, first + STEP_MINUTES);
  first = Math.max(first, Math.ceil(earliestMinute / STEP_MINUTES) * STEP_MINUTES);
  if (first >= Math.min(last, DAY_MINUTES)) return null;
  const midnight: WallTime = { ...day, hour: 0, minute: 0 };
  return { start: addWallMinutes(midnight, first), end: addWallMinutes(midnight, Math.min(last, DAY_MINUTES)) };
}

/**
 * The shift of a key press on a focused event (the keyboard's drag): Up and Down move it a step, Left and Right a day
 * (in the week view), Shift with Up or Down moves its end. Null for any other key, or what the event does not allow.
 */
export function keyShift(
  key: string,
  shiftKey: boolean,
  allowed: { move: boolean; resize: boolean },
  days: boolean,
): Partial<EventShift> | null {
  const vertical = key === 'ArrowUp' ? -STEP_MINUTES : key === 'ArrowDown' ? STEP_MINUTES : 0;
  if (vertical !== 0 && shiftKey) return allowed.resize ? { endMinutes: vertical } : null;
  if (vertical !== 0) return allowed.move ? { minutes: vertical } : null;
  const day = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  if (day !== 0 && days && allowed.move) return { days: day };
  return null;
}

/** Two shifts added. */
export const addShift = (a: EventShift, b: Partial<EventShift>): EventShift => ({
  days: a.days + (b.days ?? 0),
  minutes: a.minutes + (b.minutes ?? 0),
  endMinutes: a.endMinutes + (b.endMinutes ?? 0),
});
