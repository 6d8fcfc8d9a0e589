import { dragsOf, draggedSpan, keyShift, shiftedTimes, snappedMinutes, addShift, NO_SHIFT } from './calendarDrag';
import { addWallMinutes } from './siteTime';

const CPH = 'Europe/Copenhagen';
const iso = (ms: number) => new Date(ms).toISOString();
const event = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('what a drag may change of an event (the API: a running event only its end, an ended one nothing)', () => {
  const e = event('2026-11-24T13:00:00.000Z', '2026-11-24T14:00:00.000Z');
  it.each([
    ['not started', '2026-11-24T12:00:00.000Z', { move: true, resize: true }],
    ['running', '2026-11-24T13:30:00.000Z', { move: false, resize: true }],
    ['ended', '2026-11-24T14:00:00.000Z', { move: false, resize: false }],
  ])('%s', (_, now, allowed) => {
    expect(dragsOf(e, Date.parse(now))).toEqual(allowed);
  });
});

describe('the times a shift gives, on the wall clock of the site', () => {
  const e = event('2026-11-24T13:00:00.000Z', '2026-11-24T14:00:00.000Z'); // 14:00-15:00 in Copenhagen
  it('moves the whole event by days and quarter hours', () => {
    const { startMs, endMs } = shiftedTimes(e, { days: 1, minutes: -30, endMinutes: 0 }, CPH);
    expect([iso(startMs), iso(endMs)]).toEqual(['2026-11-25T12:30:00.000Z', '2026-11-25T13:30:00.000Z']);
  });
  it('moves only the end when resized, and never to the start or before it', () => {
    expect(iso(shiftedTimes(e, { days: 0, minutes: 0, endMinutes: 45 }, CPH).endMs)).toBe('2026-11-24T14:45:00.000Z');
    expect(iso(shiftedTimes(e, { days: 0, minutes: 0, endMinutes: -120 }, CPH).endMs)).toBe('2026-11-24T13:15:00.000Z');
  });
  it('keeps the wall-clock times across the night clocks go back (25 October 2026)', () => {
    // Saturday 24 October 10:00-11:00 (UTC+2) moved a day: Sunday 10:00-11:00 (UTC+1).
    const summer = event('2026-10-24T08:00:00.000Z', '2026-10-24T09:00:00.000Z');
    const { startMs, endMs } = shiftedTimes(summer, { days: 1, minutes: 0, endMinutes: 0 }, CPH);
    expect([iso(startMs), iso(endMs)]).toEqual(['2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00.000Z']);
  });
});

describe('the span a drag over free time marks', () => {
  const day = { year: 2026, month: 11, day: 24 };
  it('runs from the earlier to the later minute, out to quarter hours, whichever way the drag went', () => {
    const span = { start: { ...day, hour: 10, minute: 0 }, end: { ...day, hour: 11, minute: 45 } };
    expect(draggedSpan(day, 607, 700)).toEqual(span);
    expect(draggedSpan(day, 700, 607)).toEqual(span);
  });
  it('is at least a quarter hour, and may end at midnight', () => {
    expect(draggedSpan(day, 600, 600)?.end).toEqual({ ...day, hour: 10, minute: 15 });
    expect(draggedSpan(day, 1400, 1500)?.end).toEqual({ year: 2026, month: 11, day: 25, hour: 0, minute: 0 });
  });
  it('starts no sooner than the time that has passed, and is nothing when all of it has', () => {
    expect(draggedSpan(day, 540, 660, 610)?.start).toEqual({ ...day, hour: 10, minute: 15 });
    expect(draggedSpan(day, 540, 600, 610)).toBeNull();
  });
});

describe('the keyboard drag', () => {
  const all = { move: true, resize: true };
  it.each([
    ['ArrowUp', false, all, true, { minutes: -15 }],
    ['ArrowDown', false, all, true, { minutes: 15 }],
    ['ArrowDown', true, all, true, { endMinutes: 15 }],
    ['ArrowRight', false, all, true, { days: 1 }],
    ['ArrowRight', false, all, false, null],
    ['ArrowDown', false, { move: false, resize: true }, true, null],
    ['ArrowDown', true, { move: false, resize: true }, true, { endMinutes: 15 }],
    ['ArrowUp', true, { move: false, resize: false }, true, null],
    ['Enter', false, all, true, null],
  ] as const)('%s, shift held: %s, allowed %j, week view: %s', (key, shift, allowed, week, expected) => {
    expect(keyShift(key, shift, allowed, week)).toEqual(expected);
  });
  it('adds up', () => {
    expect(addShift(addShift(NO_SHIFT, { minutes: 15 }), { days: -1, endMinutes: 30 })).toEqual({
      days: -1,
      minutes: 15,
      endMinutes: 30,
    });
  });
});

it('snaps pixels to quarter hours', () => {
  expect(snappedMinutes(19, 40)).toBe(30);
  expect(snappedMinutes(-6, 40)).toBe(-15);
  expect(snappedMinutes(4, 40)).toBe(0);
});

it('adds wall minutes across month ends', () => {
  expect(addWallMinutes({ year: 2026, month: 11, day: 30, hour: 23, minute: 30 }, 45)).toEqual({
    year: 2026,
    month: 12,
    day: 1,
    hour: 0,
    minute: 15,
  });
});
