import { eventKindOf, eventTypeColour, findOverlap, removeEvent, upsertEvent } from './scheduler';
import type { SchedulerEvent } from './types';

const ev = (id: number, description = ''): SchedulerEvent => ({
  id,
  siteId: 'S1',
  description,
  startTime: '2024-01-01T00:00:00Z',
  endTime: '2024-01-01T01:00:00Z',
  endMode: 0,
  eventType: 0,
  rate: null,
});

describe('spec 3: event type colour by id from green, yellow, blue, lightblue', () => {
  it.each([
    [0, 'green'],
    [1, 'yellow'],
    [2, 'blue'],
    [3, 'lightblue'],
    [4, 'green'],
    [-1, 'lightblue'],
    [1.5, 'green'],
  ])('%p -> %p', (id, colour) => {
    expect(eventTypeColour(id)).toBe(colour);
  });

  it.each([
    [0, 'Charge'],
    [1, 'OR Model'],
    [2, 'Hold charge'],
    [3, 'Manual'],
    [4, null],
  ])('kind of %p is %p', (id, kind) => {
    expect(eventKindOf(id)).toBe(kind);
  });
});

describe('spec 4: events are created, updated, deleted locally after the server confirms', () => {
  it.each([
    ['adds a new event', [ev(1)], ev(2), [1, 2], ''],
    ['replaces an event with the same id', [ev(1), ev(2)], ev(2, 'changed'), [1, 2], 'changed'],
  ])('%s', (_case, list, event, ids, description) => {
    const out = upsertEvent(list, event);
    expect(out.map((e) => e.id)).toEqual(ids);
    expect(out.find((e) => e.id === event.id)?.description).toBe(description);
  });

  it.each([
    [1, [2]],
    [9, [1, 2]],
  ])('removing %p leaves %p', (id, ids) => {
    expect(removeEvent([ev(1), ev(2)], id).map((e) => e.id)).toEqual(ids);
  });
});

describe('findOverlap: events of a site may not overlap (half-open spans)', () => {
  const stored = [
    { id: 'a', startTime: '2026-11-23T10:00:00Z', endTime: '2026-11-23T12:00:00Z' },
    { id: 'b', startTime: '2026-11-23T14:00:00Z', endTime: '2026-11-23T15:00:00Z' },
  ];
  it.each([
    ['inside', '2026-11-23T10:30:00Z', '2026-11-23T11:00:00Z', 'a'],
    ['covering', '2026-11-23T09:00:00Z', '2026-11-23T16:00:00Z', 'a'],
    ['over the end', '2026-11-23T11:59:00Z', '2026-11-23T13:00:00Z', 'a'],
    ['over the start', '2026-11-23T13:00:00Z', '2026-11-23T14:01:00Z', 'b'],
    ['touching the end', '2026-11-23T12:00:00Z', '2026-11-23T14:00:00Z', null],
    ['touching the start', '2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z', null],
    ['between', '2026-11-23T12:30:00Z', '2026-11-23T13:30:00Z', null],
    ['another offset, same instants', '2026-11-23T11:30:00+01:00', '2026-11-23T12:30:00+01:00', 'a'],
  ])('%s', (_, startTime, endTime, expected) => {
    expect(findOverlap(stored, { startTime, endTime })?.id ?? null).toBe(expected);
  });
  it('an edited event does not overlap itself, but still overlaps the others', () => {
    expect(findOverlap(stored, { id: 'a', startTime: '2026-11-23T10:00:00Z', endTime: '2026-11-23T11:00:00Z' })).toBe(
      null,
    );
    expect(
      findOverlap(stored, { id: 'a', startTime: '2026-11-23T13:00:00Z', endTime: '2026-11-23T14:30:00Z' })?.id,
    ).toBe('b');
  });
});
