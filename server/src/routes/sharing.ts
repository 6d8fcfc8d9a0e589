import { AccessLevel } from '@bess/shared/domain';
import { onObject } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { notFound } from '../http/errors';
import { dashboardSharing, setDashboardSharing } from '../repositories/sharing';
import type { Services } from '../services/services';

/** ARCHITECTURE 8: a dashboard id is a site's or a group's id; a device has no dashboard of its own. */
async function requireDashboard(services: Services, id: string): Promise<void> {
  const kind = await services.access.kindOf(id);
  if (kind !== 'site' && kind !== 'group') throw notFound();
}

/** Designed GET and PUT /DashboardSharing (spec 1: anonymous dashboard sharing, switched on and off). */
export const sharingRoutes: AnyRoute[] = [
  defineRoute('getDashboardSharing', {
    access: onObject('any', (input) => input.id, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      await requireDashboard(services, input.id);
      return dashboardSharing(services.db, input.id, services.now());
    },
  }),
  defineRoute('updateDashboardSharing', {
    // Sharing opens a dashboard to anyone with the link: it needs the level that may also command the site.
    access: onObject('any', (input) => input.id, AccessLevel.NormalUser),
    // The audit entry must not carry the token; the input is only { id, isEnabled }.
    audit: (input) => ({ message: `Dashboard sharing ${input.isEnabled ? 'on' : 'off'}`, objectId: input.id }),
    async handler({ input, user, services }) {
      await requireDashboard(services, input.id);
      return setDashboardSharing(services.db, input.id, input.isEnabled, user.email, services.now());
    },
  }),
];
