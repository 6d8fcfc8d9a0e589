/** Scheduler event types and the local event list (spec 3 and 4). */
import { EVENT_TYPE_COLOURS, ScheduleMode } from './enums';
import type { EventKind } from './enums';
import type { SchedulerEvent } from './types';

/** spec 3: an event type's colour, chosen by its id from green, yellow, blue, lightblue (cycling for larger ids). */
export function eventTypeColour(eventTypeId: number): (typeof EVENT_TYPE_COLOURS)[number] {
  const n = EVENT_TYPE_COLOURS.length;
  const index = Number.isInteger(eventTypeId) ? ((eventTypeId % n) + n) % n : 0;
  return EVENT_TYPE_COLOURS[index] ?? EVENT_TYPE_COLOURS[0];
}

// spec 3: the scheduler modes by number (Charge 0, ORModel 1, HoldCharge 2, Manual 3) and the kinds' names.
const KIND_BY_MODE: Readonly<Record<number, EventKind>> = {
  [ScheduleMode.Charge]: 'Charge',
  [ScheduleMode.ORModel]: 'OR Model',
  [ScheduleMode.HoldCharge]: 'Hold charge',
  [ScheduleMode.Manual]: 'Manual',
};

/** spec 3: the kind of an event type id (Charge, OR Model (cost saving), Hold charge, Manual), or null. */
export function eventKindOf(eventTypeId: number): EventKind | null {
  return KIND_BY_MODE[eventTypeId] ?? null;
}

/** spec 4: after the server confirms a create or update, the event replaces the one with its id or is added. */
export function upsertEvent(events: readonly SchedulerEvent[], event: SchedulerEvent): SchedulerEvent[] {
  const index = events.findIndex((e) => e.id === event.id);
  if (index < 0) return [...events, event];
  return events.map((e, i) => (i === index ? event : e));
}

/** spec 4: after the server confirms a delete, the event leaves the local list. */
export function removeEvent(events: readonly SchedulerEvent[], id: SchedulerEvent['id']): SchedulerEvent[] {
  return events.filter((e) => e.id !== id);
}

/** An event's span as instants; `id` is left out for an event not stored yet. */
export interface EventSpan {
  id?: SchedulerEvent['id'];
  startTime: string;
  endTime: string;
}

/**
 * Events of one site may not overlap: the simulator runs one event at a time, so a second event in the same time
 * would silently lose. Spans are half-open [start, end): an event may start when another ends. An event never
 * overlaps itself (an edit keeps its id). Returns the first event the candidate overlaps, or null.
 */
export function findOverlap<E extends EventSpan>(events: readonly E[], candidate: EventSpan): E | null {
  const start = Date.parse(candidate.startTime);
  const end = Date.parse(candidate.endTime);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  return (
    events.find(
      (e) =>
        (candidate.id === undefined || String(e.id) !== String(candidate.id)) &&
        Date.parse(e.startTime) < end &&
        start < Date.parse(e.endTime),
    ) ?? null
  );
}
