import { AccessLevel } from '@bess/shared/domain';
import { anyOf, onObject, sharedDashboard } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { buildDashboard } from '../repositories/dashboards';
import { requireDashboard } from './sharing';

/** Designed GET /Dashboard/{id}: the big-screen view of a site or group (spec 2 dashboard/{id}). */
export const dashboardRoutes: AnyRoute[] = [
  defineRoute('getDashboard', {
    // A reader of the site or group, or the anonymous link of exactly this dashboard (spec 1); the one route a share
    // principal may call.
    access: anyOf(
      onObject('any', (input) => input.id, AccessLevel.ReadOnly),
      sharedDashboard((input) => input.id),
    ),
    async handler({ input, services }) {
      const kind = await requireDashboard(services, input.id);
      return buildDashboard(services, kind, input.id, services.now());
    },
  }),
];
