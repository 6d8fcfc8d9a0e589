/** What the sentence under the plan's chart says (pure, testable). */
import type { Wire } from '@bess/shared';

/** Within this many state-of-charge points on average the battery kept to its plan; further off, it strayed. */
export const KEPT_TO_PLAN_POINTS = 5;

/** How the measured day compares with its plan, or why it cannot be compared. */
export type PlanSummary =
  | { kind: 'kept' | 'strayed'; soFar: boolean; mean: number; max: number }
  | { kind: 'notMeasured'; soFar: boolean }
  | { kind: 'ahead' };

/**
 * The summary of a day's plan (`dayStart`, `dayEnd` and `now` in epoch ms): a day still to come only has its plan; a
 * day that has begun says how closely the battery followed it (`soFar` while the day lasts), or that nothing was
 * measured to weigh it against. null without a plan (a site without a battery).
 */
export function planSummary(
  plan: Pick<Wire.SitePlanResponse, 'points' | 'followed'>,
  dayStart: number,
  dayEnd: number,
  now: number,
): PlanSummary | null {
  if (plan.points.length === 0) return null;
  if (now <= dayStart) return { kind: 'ahead' };
  const soFar = now < dayEnd;
  if (!plan.followed) return { kind: 'notMeasured', soFar };
  const { meanAbsDeviation: mean, maxAbsDeviation: max } = plan.followed;
  return { kind: mean <= KEPT_TO_PLAN_POINTS ? 'kept' : 'strayed', soFar, mean, max };
}
