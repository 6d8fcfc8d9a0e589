/** Commissioning and installation (spec 4 installer flow and commissioning; spec 7 calls). */
import { Type, type Static } from 'typebox';
import { Id, Input, Name, Nullable } from './common';
import { CreateSiteBodySchema } from './sites';

/** spec 7: GET /GetLabelByDeviceId query. */
export const LabelQuerySchema = Input({ deviceId: Id });
export type LabelQuery = Static<typeof LabelQuerySchema>;

/** spec 7: a device label "(serialNumber, code)". */
export const DeviceLabelSchema = Type.Object({ serialNumber: Type.String(), code: Type.String() });
export type DeviceLabel = Static<typeof DeviceLabelSchema>;

/** spec 7: "returns labels". */
export const LabelResponseSchema = Type.Object({ labels: Type.Array(DeviceLabelSchema) });
export type LabelResponse = Static<typeof LabelResponseSchema>;

/** spec 7: POST /CommissionDevice "siteId, deviceId, serialNumber, code" (spec 8: codes 1010, 1014, 1102, 1106). */
export const CommissionDeviceBodySchema = Input({
  siteId: Id,
  deviceId: Id,
  serialNumber: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
});
export type CommissionDeviceBody = Static<typeof CommissionDeviceBodySchema>;

/** spec 7: DELETE /CommissionDevice - uncommission (spec 4); serial number and code are not needed to remove. */
export const UncommissionDeviceBodySchema = Input({
  siteId: Id,
  deviceId: Id,
  serialNumber: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
});
export type UncommissionDeviceBody = Static<typeof UncommissionDeviceBodySchema>;

/** spec 7: POST /SetupDevice target "terminal or forced". */
export const SetupTargetSchema = Type.Enum(['terminal', 'forced']);

/** spec 7: POST /SetupDevice "deviceId, arguments, target". */
export const SetupDeviceBodySchema = Input({ deviceId: Id, arguments: Type.String(), target: SetupTargetSchema });
export type SetupDeviceBody = Static<typeof SetupDeviceBodySchema>;

/** spec 7: "response has response and result" (spec 4: failure sets result 1 and an empty response). */
export const SetupDeviceResponseSchema = Type.Object({ response: Type.String(), result: Type.Integer() });
export type SetupDeviceResponse = Static<typeof SetupDeviceResponseSchema>;

/** spec 7: POST /Installed "deviceId" (spec 4: sets the commissioning date to now). */
export const InstalledBodySchema = Input({ deviceId: Id });
export type InstalledBody = Static<typeof InstalledBodySchema>;

/**
 * spec 7: POST /CreateSiteAroundDevice "returns siteId" (spec 4: makes a site around a device and selects it).
 * The body is not in spec section 7: designed here - the device plus optional site fields; the name defaults to the
 * device id.
 */
export const CreateSiteAroundDeviceBodySchema = Input({
  deviceId: Id,
  ...CreateSiteBodySchema.properties,
  siteName: Type.Optional(Name()),
  parentId: Type.Optional(Nullable(Id)),
});
export type CreateSiteAroundDeviceBody = Static<typeof CreateSiteAroundDeviceBodySchema>;

/** spec 7: "returns siteId". */
export const CreateSiteAroundDeviceResponseSchema = Type.Object({ siteId: Id });
export type CreateSiteAroundDeviceResponse = Static<typeof CreateSiteAroundDeviceResponseSchema>;
