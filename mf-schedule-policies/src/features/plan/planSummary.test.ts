import { planSummary } from './planSummary';

const START = Date.parse('2026-11-22T23:00:00Z');
const END = Date.parse('2026-11-23T23:00:00Z');
const POINTS = [{ time: '2026-11-22T23:00:00.000Z', plannedSoc: 50 }];
const followed = (mean: number, max: number) => ({
  meanAbsDeviation: mean,
  maxAbsDeviation: max,
  points: 40,
  until: '2026-11-23T09:00:00.000Z',
});

describe('planSummary: the sentence under the plan', () => {
  it.each([
    ['a day to come: the plan alone', { points: POINTS }, START - 1, { kind: 'ahead' }],
    [
      'a day that has passed, kept to',
      { points: POINTS, followed: followed(2.5, 6) },
      END + 1,
      { kind: 'kept', soFar: false, mean: 2.5, max: 6 },
    ],
    [
      'today so far, kept to',
      { points: POINTS, followed: followed(0.4, 1) },
      START + 3_600_000,
      { kind: 'kept', soFar: true, mean: 0.4, max: 1 },
    ],
    [
      'exactly the bound still counts as kept',
      { points: POINTS, followed: followed(5, 9) },
      END,
      { kind: 'kept', soFar: false, mean: 5, max: 9 },
    ],
    [
      'further off: strayed',
      { points: POINTS, followed: followed(12.3, 30) },
      END + 1,
      { kind: 'strayed', soFar: false, mean: 12.3, max: 30 },
    ],
    ['a day without measurements', { points: POINTS }, END + 1, { kind: 'notMeasured', soFar: false }],
    ['today before the first measurement', { points: POINTS }, START + 60_000, { kind: 'notMeasured', soFar: true }],
    ['no battery, no plan', { points: [] }, END + 1, null],
  ])('%s', (_name, plan, now, expected) => {
    expect(planSummary(plan, START, END, now)).toEqual(expected);
  });
});
