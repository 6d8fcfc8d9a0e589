import { clampErrorRange, isPickableDay, lastMonths, oldestErrorTime } from './errorRange';

const now = new Date(2026, 10, 25, 12, 0, 0);

it('spec 9: the history reaches back 18 months', () => {
  expect(oldestErrorTime(now)).toEqual(new Date(2025, 4, 25, 12, 0, 0));
});

it('the presets end now; more than 18 months is cut to 18', () => {
  expect(lastMonths(now, 1)).toEqual({ from: new Date(2026, 9, 25, 12), to: now });
  expect(lastMonths(now, 24).from).toEqual(new Date(2025, 4, 25, 12));
});

describe('clampErrorRange', () => {
  it('keeps a range inside the limits as it is', () => {
    const range = { from: new Date(2026, 0, 1), to: new Date(2026, 1, 1) };
    expect(clampErrorRange(range, now)).toEqual(range);
  });
  it('moves a start older than 18 months and an end in the future to the limits', () => {
    const r = clampErrorRange({ from: new Date(2020, 0, 1), to: new Date(2030, 0, 1) }, now);
    expect(r.from).toEqual(new Date(2025, 4, 25, 12));
    expect(r.to).toEqual(now);
  });
  it('never gives an empty or reversed range', () => {
    const r = clampErrorRange({ from: new Date(2026, 5, 1), to: new Date(2026, 0, 1) }, now);
    expect(r.from.getTime()).toBeLessThan(r.to.getTime());
  });
});

it('only days of the last 18 months up to today can be picked', () => {
  expect(isPickableDay(new Date(2026, 10, 25), now)).toBe(true);
  expect(isPickableDay(new Date(2026, 10, 26), now)).toBe(false);
  expect(isPickableDay(new Date(2025, 4, 25), now)).toBe(true);
  expect(isPickableDay(new Date(2025, 4, 23), now)).toBe(false);
});
