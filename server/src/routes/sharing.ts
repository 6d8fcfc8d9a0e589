import { AccessLevel } from '@bess/shared/domain';
import { DASHBOARD_SHARING_LEVEL } from '@bess/shared/contract';
import { onObject } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { notFound } from '../http/errors';
import { invalidInput } from '../http/inputValidation';
import { dashboardSharing, setDashboardSharing } from '../repositories/sharing';
import type { AuthUser } from '../services/accessService';
import type { Services } from '../services/services';

/** ARCHITECTURE 8: a dashboard id is a site's or a group's id; a device has no dashboard of its own. */
export async function requireDashboard(services: Services, id: string): Promise<'site' | 'group'> {
  const kind = await services.access.kindOf(id);
  if (kind !== 'site' && kind !== 'group') throw notFound();
  return kind;
}

/** May the user switch sharing of this dashboard (and so see its link)? */
async function canChangeSharing(services: Services, user: AuthUser, id: string, kind: 'site' | 'group') {
  const level = await services.access.levelOn(user, kind, id);
  return level !== null && level <= DASHBOARD_SHARING_LEVEL;
}

/**
 * An expiry is an instant: with Z or an offset, not a wall-clock time of some zone. That it is in the future and only
 * set while sharing is on are INPUT_RULES of the contract, judged before the handler.
 */
function expiryOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const ms = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw invalidInput([{ field: 'expiresAt', key: 'validation.wrongFormat' }]);
  return new Date(ms).toISOString();
}

/** Designed GET and PUT /DashboardSharing (spec 1: anonymous dashboard sharing, switched on and off). */
export const sharingRoutes: AnyRoute[] = [
  defineRoute('getDashboardSharing', {
    // Whoever sees the dashboard may know whether it is shared; the link itself only those who may change it.
    access: onObject('any', (input) => input.id, AccessLevel.ReadOnly),
    async handler({ input, user, services }) {
      const kind = await requireDashboard(services, input.id);
      const canChange = await canChangeSharing(services, user, input.id, kind);
      return dashboardSharing(services.db, services.shareTokens, input.id, services.now(), canChange);
    },
  }),
  defineRoute('updateDashboardSharing', {
    // Sharing opens a dashboard to anyone with the link: it needs the level that may also command the site.
    access: onObject('any', (input) => input.id, DASHBOARD_SHARING_LEVEL),
    // The input ({ id, isEnabled, expiresAt }) never carries the token, so the audit entry cannot leak it.
    stored: (input, services) => requireDashboard(services, input.id),
    audit: async (input, { stored: kind, services }) => ({
      message: `Turned dashboard sharing ${input.isEnabled ? 'on' : 'off'} for ${kind} ${await services.audit.nameOf(kind, input.id)}${input.expiresAt ? ` until ${input.expiresAt}` : ''}`,
      objectId: input.id,
    }),
    async handler({ input, user, services }) {
      const now = services.now();
      const expiresAt = expiryOf(input.expiresAt);
      return setDashboardSharing(
        services.db,
        services.shareTokens,
        { dashboardId: input.id, isEnabled: input.isEnabled, expiresAt, by: user.email },
        now,
      );
    },
  }),
];
