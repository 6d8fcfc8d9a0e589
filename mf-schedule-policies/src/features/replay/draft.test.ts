import type { Wire } from '@bess/shared';
import { draftOf, draftSchedule, isUnchanged, monthBefore, replayMonths } from './draft';

const IN_FORCE: Wire.ReplaySchedule = {
  events: [
    {
      eventType: 0,
      startTime: '2026-11-03T01:00:00.000Z',
      endTime: '2026-11-03T04:00:00.000Z',
      rate: 3,
      fullyChargedBy: null,
    },
  ],
  policy: { fixedEnergy: 4, fixedSoc: 20 },
};

describe('the replay draft', () => {
  it('starts as what was in force, which is replayed without a draft', () => {
    const form = draftOf(IN_FORCE);
    expect(form).toEqual({ keepEvents: true, shiftHours: 0, daily: [], fixedEnergy: 4, fixedSoc: 20 });
    expect(isUnchanged(form, IN_FORCE)).toBe(true);
    expect(isUnchanged({ ...form, fixedSoc: 30 }, IN_FORCE)).toBe(false);
  });

  it("moves the month's events by whole hours, or leaves them out", () => {
    const moved = draftSchedule({ ...draftOf(IN_FORCE), shiftHours: -2 }, IN_FORCE, '2026-11');
    expect(moved.events).toEqual([
      { ...IN_FORCE.events[0], startTime: '2026-11-02T23:00:00.000Z', endTime: '2026-11-03T02:00:00.000Z' },
    ]);
    expect(draftSchedule({ ...draftOf(IN_FORCE), keepEvents: false }, IN_FORCE, '2026-11').events).toEqual([]);
  });

  it("puts a daily event on every day of the month at the site's wall-clock hours, over midnight when it ends earlier", () => {
    const form = {
      ...draftOf(IN_FORCE),
      keepEvents: false,
      daily: [{ key: 1, eventType: 0, fromHour: 22, toHour: 2, rate: null }],
    };
    const { events, policy } = draftSchedule(form, IN_FORCE, '2026-02');
    expect(events).toHaveLength(28);
    expect(events[0]).toEqual({
      eventType: 0,
      startTime: '2026-02-01T22:00:00',
      endTime: '2026-02-02T02:00:00',
      rate: null,
      fullyChargedBy: null,
    });
    expect(events[27]!.endTime).toBe('2026-03-01T02:00:00');
    expect(policy).toEqual({ fixedEnergy: 4, fixedSoc: 20 });
    const toMidnight = draftSchedule(
      { ...form, daily: [{ ...form.daily[0]!, fromHour: 20, toHour: 24 }] },
      IN_FORCE,
      '2026-02',
    );
    expect(toMidnight.events[0]!.endTime).toBe('2026-02-02T00:00:00');
  });

  it('clears the policy when both of its numbers are empty', () => {
    expect(
      draftSchedule({ ...draftOf(IN_FORCE), fixedEnergy: null, fixedSoc: null }, IN_FORCE, '2026-11').policy,
    ).toBeNull();
  });

  it("offers this month and the twelve before it in the site's calendar", () => {
    // 23:30 on 31 December in UTC is already January in Copenhagen
    const now = Date.parse('2026-12-31T23:30:00Z');
    expect(monthBefore(now, 'Europe/Copenhagen', 0)).toBe('2027-01');
    expect(monthBefore(now, 'UTC', 0)).toBe('2026-12');
    const months = replayMonths(now, 'Europe/Copenhagen');
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(months.at(-1)).toBe('2026-01');
  });
});
