/** Site group entity (spec 3), the configuration call GET /SiteGroup and the /SiteGroup, /AddSiteGroup calls (spec 7). */
import { Type, type Static } from 'typebox';
import { Id, Input, Name, Nullable } from './common';
import { DeviceSchema } from './devices';
import { SiteSchema } from './sites';

/** spec 3: a site group; groups nest through parentId. */
export const SiteGroupSchema = Type.Object({
  siteGroupId: Id,
  parentId: Nullable(Id),
  name: Type.String(),
  timezone: Type.String(),
  batteryCapacity: Type.Number(),
  siteIds: Type.Array(Id),
  /** The access level the signed-in user holds on this group (ARCHITECTURE 8). */
  level: Type.Integer(),
});
export type SiteGroup = Static<typeof SiteGroupSchema>;

/** spec 7: GET /SiteGroup is the configuration: "sites, groups, devices". */
export const ConfigurationResponseSchema = Type.Object({
  sites: Type.Array(SiteSchema),
  groups: Type.Array(SiteGroupSchema),
  devices: Type.Array(DeviceSchema),
});
export type ConfigurationResponse = Static<typeof ConfigurationResponseSchema>;

/** spec 7: POST /SiteGroup "siteGroupId, parentId, name, timezone"; the server assigns the id when it is left out. */
export const CreateSiteGroupBodySchema = Input({
  siteGroupId: Type.Optional(Id),
  parentId: Type.Optional(Nullable(Id)),
  name: Name(),
  timezone: Type.Optional(Type.String({ minLength: 1 })),
});
export type CreateSiteGroupBody = Static<typeof CreateSiteGroupBodySchema>;

/** The id of the created group (spec 7 does not show the answer; returned so the new group can be selected). */
export const CreateSiteGroupResponseSchema = Type.Object({ siteGroupId: Id });
export type CreateSiteGroupResponse = Static<typeof CreateSiteGroupResponseSchema>;

/** spec 7: PUT /SiteGroup. */
export const UpdateSiteGroupBodySchema = Input({
  siteGroupId: Id,
  parentId: Type.Optional(Nullable(Id)),
  name: Type.Optional(Name()),
  timezone: Type.Optional(Type.String({ minLength: 1 })),
});
export type UpdateSiteGroupBody = Static<typeof UpdateSiteGroupBodySchema>;

/** spec 7: DELETE /SiteGroup. */
export const DeleteSiteGroupBodySchema = Input({ siteGroupId: Id });
export type DeleteSiteGroupBody = Static<typeof DeleteSiteGroupBodySchema>;

/** spec 7: PUT /AddSiteGroup "siteId, parentId" - moves a site into a group (null: to the top). */
export const AddSiteGroupBodySchema = Input({ siteId: Id, parentId: Nullable(Id) });
export type AddSiteGroupBody = Static<typeof AddSiteGroupBodySchema>;
