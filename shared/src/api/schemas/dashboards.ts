// not in spec section 7: designed here. spec 1 "anonymous dashboard sharing (can be switched on and off)", spec 8
// "anonymous dashboard load and update errors".
/** Anonymous sharing of a dashboard (a site's or group's id, ARCHITECTURE 8): GET and PUT /DashboardSharing. */
import { Type, type Static } from 'typebox';
import { Id, Input, Nullable } from './common';

/** GET /DashboardSharing query: the dashboard id (a site or group id). */
export const DashboardSharingQuerySchema = Input({ id: Id });
export type DashboardSharingQuery = Static<typeof DashboardSharingQuerySchema>;

/** The sharing state; `shareToken` (null while off) is what an anonymous link carries. */
export const DashboardSharingSchema = Type.Object({
  id: Id,
  isEnabled: Type.Boolean(),
  shareToken: Nullable(Type.String()),
});
export type DashboardSharing = Static<typeof DashboardSharingSchema>;

/** PUT /DashboardSharing body: switch sharing on or off. */
export const UpdateDashboardSharingBodySchema = Input({ id: Id, isEnabled: Type.Boolean() });
export type UpdateDashboardSharingBody = Static<typeof UpdateDashboardSharingBodySchema>;
