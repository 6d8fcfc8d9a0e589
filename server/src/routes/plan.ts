import { AccessLevel } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject } from '../http/accessRules';
import { siteDoesNotExist } from '../http/errors';
import { invalidInput } from '../http/inputValidation';
import { calendarDay, sitePlan } from '../simulator/plan';
import { siteReplay } from '../simulator/replaySite';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Designed GET /SitePlan and POST /SiteReplay: the planned state of charge of a site over one day, by the simulator's battery model
 * (simulator/plan.ts), and what the site's schedule and a draft of it would have done over a past month
 * (simulator/replay.ts). Each needs ReadOnly (20) on the site, as reading its events, policy and backup settings does
 * (schedule.ts): a replay changes nothing, whatever its draft holds.
 */
export const planRoutes: AnyRoute[] = [
  defineRoute('getSitePlan', {
    access: onObject<{ siteId: string }>('site', (i) => i.siteId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      // the schema's pattern lets 2026-02-30 through; the calendar does not
      const day = calendarDay(input.day);
      if (!day) throw invalidInput([{ field: 'day', key: 'validation.wrongFormat' }]);
      const plan = await sitePlan(services, input.siteId, day);
      if (!plan) throw siteDoesNotExist();
      return {
        siteId: input.siteId,
        day: input.day,
        timezone: plan.timezone,
        start: plan.start,
        measuredUntil: plan.measuredUntil === null ? null : iso(plan.measuredUntil),
        points: plan.points.map((p) => ({ time: iso(p.time), plannedSoc: p.soc })),
        ...(plan.followed ? { followed: { ...plan.followed, until: iso(plan.followed.until) } } : {}),
      };
    },
  }),
  defineRoute('replaySite', {
    access: onObject<{ siteId: string }>('site', (i) => i.siteId, AccessLevel.ReadOnly),
    audit: false,
    async handler({ input, services }) {
      const month = input.month
        ? { year: Number(input.month.slice(0, 4)), month: Number(input.month.slice(5, 7)) }
        : undefined;
      const outcome = await siteReplay(services, input.siteId, month, input.draft);
      if (outcome.kind === 'noSite') throw siteDoesNotExist();
      if (outcome.kind === 'invalid') throw invalidInput(outcome.errors);
      return { siteId: input.siteId, ...outcome.answer };
    },
  }),
];
