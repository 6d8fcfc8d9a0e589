/** Device entity (spec 3) and the device calls of spec 7 (DELETE /Device, PUT /UpdateDeviceWithPartner). */
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime, Nullable } from './common';

/** spec 3: a device as the configuration call answers it. */
export const DeviceSchema = Type.Object({
  /** spec 3: prefix SC or SCR in capitals, or PV (ARCHITECTURE 8: `SC-000000123`). */
  deviceId: Id,
  siteId: Nullable(Id),
  /** spec 3: siteId/parentId - both names are sent; null while the device is unparented. */
  parentId: Nullable(Id),
  partnerId: Type.Optional(Nullable(Id)),
  orderNr: Type.Optional(Nullable(Type.String())),
  batteryCapacity: Type.Number(),
  /** spec 3: NaN when uncommissioned; JSON has no NaN, so null on the wire. Wire spelling kept. */
  commissionningDate: Nullable(IsoDateTime),
  /** spec 3: lifecycle flags (None 0, Commissioned 1, Maintenance 2, Test 4, Development 8, Decommissioned 16). */
  commissioningState: Type.Integer({ minimum: 0 }),
  /** spec 3: whether the device sends telemetry. */
  telemetry: Type.Optional(Type.Boolean()),
  link: Type.Optional(Nullable(Type.String())),
  /** spec 3: the device type label (Compact, Industrial, PV, ...; XEAM is a product line, ARCHITECTURE 8). */
  deviceType: Type.String(),
  mode: Type.Optional(Nullable(Type.String())),
  state: Type.Optional(Nullable(Type.String())),
});
export type Device = Static<typeof DeviceSchema>;

/** spec 7: DELETE /Device, body deviceId. */
export const DeleteDeviceBodySchema = Input({ deviceId: Id });
export type DeleteDeviceBody = Static<typeof DeleteDeviceBodySchema>;

// not in spec section 7: designed here (spec 7 lists PUT /UpdateDeviceWithPartner "not shown in detail").
/** PUT /UpdateDeviceWithPartner: assign a device to a partner, or clear it with null. */
export const UpdateDeviceWithPartnerBodySchema = Input({ deviceId: Id, partnerId: Nullable(Id) });
export type UpdateDeviceWithPartnerBody = Static<typeof UpdateDeviceWithPartnerBodySchema>;
