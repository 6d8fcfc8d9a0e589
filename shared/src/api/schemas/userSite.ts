/** Users and access (spec 3 user access entry; spec 7 /UserSite, /UserSiteGroup). */
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime, Nullable } from './common';

/** spec 3: one user's access to a site, group or device. */
export const UserAccessEntrySchema = Type.Object({
  userId: Id,
  email: Type.String(),
  startTime: IsoDateTime,
  /** spec 3: null means open. */
  endTime: Nullable(IsoDateTime),
  /** spec 3 access level (lower is more; spec 9: newly added users get level 2). */
  level: Type.Integer({ minimum: 1, maximum: 100 }),
  /** spec 3: true when the email has no at-sign. */
  isApiClient: Type.Boolean(),
});
export type UserAccessEntry = Static<typeof UserAccessEntrySchema>;

/** spec 7: "returns users". */
export const UserAccessResponseSchema = Type.Object({ users: Type.Array(UserAccessEntrySchema) });
export type UserAccessResponse = Static<typeof UserAccessResponseSchema>;

/** spec 7: the grant fields "userId, email, startTime, endTime, level". */
const grant = {
  userId: Id,
  email: Type.String({ minLength: 1 }),
  startTime: IsoDateTime,
  endTime: Nullable(IsoDateTime),
  level: Type.Integer({ minimum: 1, maximum: 100 }),
};

/** spec 7 read: "DateTime" (casing verbatim) - access valid at that time; the server defaults it to now. */
const at = { DateTime: Type.Optional(IsoDateTime) };

/** spec 7: GET /UserSite query. */
export const UserSiteQuerySchema = Input({ siteId: Id, ...at });
export type UserSiteQuery = Static<typeof UserSiteQuerySchema>;
/** spec 7: POST (add) and PUT (update) /UserSite body. */
export const UserSiteBodySchema = Input({ siteId: Id, ...grant });
export type UserSiteBody = Static<typeof UserSiteBodySchema>;
/** spec 7: DELETE /UserSite "userId". */
export const DeleteUserSiteBodySchema = Input({ siteId: Id, userId: Id });
export type DeleteUserSiteBody = Static<typeof DeleteUserSiteBodySchema>;

/** spec 7: GET /UserSiteGroup query. */
export const UserSiteGroupQuerySchema = Input({ siteGroupId: Id, ...at });
export type UserSiteGroupQuery = Static<typeof UserSiteGroupQuerySchema>;
/** spec 7: POST (add) and PUT (update) /UserSiteGroup body. */
export const UserSiteGroupBodySchema = Input({ siteGroupId: Id, ...grant });
export type UserSiteGroupBody = Static<typeof UserSiteGroupBodySchema>;
/** spec 7: DELETE /UserSiteGroup "userId". */
export const DeleteUserSiteGroupBodySchema = Input({ siteGroupId: Id, userId: Id });
export type DeleteUserSiteGroupBody = Static<typeof DeleteUserSiteGroupBodySchema>;

// not in spec section 7: designed here. spec 5 "adding a user to a device or site" and spec 6 "access is granted per
// device": /UserDevice mirrors /UserSite for one device.
/** GET /UserDevice query. */
export const UserDeviceQuerySchema = Input({ deviceId: Id, ...at });
export type UserDeviceQuery = Static<typeof UserDeviceQuerySchema>;
/** POST (add) and PUT (update) /UserDevice body. */
export const UserDeviceBodySchema = Input({ deviceId: Id, ...grant });
export type UserDeviceBody = Static<typeof UserDeviceBodySchema>;
/** DELETE /UserDevice body. */
export const DeleteUserDeviceBodySchema = Input({ deviceId: Id, userId: Id });
export type DeleteUserDeviceBody = Static<typeof DeleteUserDeviceBodySchema>;
