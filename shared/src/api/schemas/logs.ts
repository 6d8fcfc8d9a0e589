/** Audit log and device command log (spec 3 entities, spec 7 GET /auditLog and GET /deviceCommandLog). */
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime } from './common';

/** spec 3: audit log level 0 Audit, 1 Trail, 2 Info, 3 State. */
export const AuditLevelSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/** spec 3: one audit log entry. */
export const AuditLogEntrySchema = Type.Object({
  id: Id,
  timeStamp: IsoDateTime,
  email: Type.String(),
  message: Type.String(),
  level: AuditLevelSchema,
});
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

/** spec 7: GET /auditLog, query id (spec 5: a device id is lower-cased for audit lookup). */
export const AuditLogQuerySchema = Input({ id: Id });
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;

/** spec 7: "response log (id, timeStamp, email, message, level)". */
export const AuditLogResponseSchema = Type.Object({ log: Type.Array(AuditLogEntrySchema) });
export type AuditLogResponse = Static<typeof AuditLogResponseSchema>;

/** spec 3: device command log status 1 waiting for delivery, 2 delivered, 3 error. */
export const CommandStatusSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/** spec 3: one device command log entry. */
export const DeviceCommandLogEntrySchema = Type.Object({
  sendDateTime: IsoDateTime,
  command: Type.String(),
  status: CommandStatusSchema,
  payload: Type.String(),
  user: Type.String(),
});
export type DeviceCommandLogEntry = Static<typeof DeviceCommandLogEntrySchema>;

/** spec 7: GET /deviceCommandLog, query deviceId (spec 5: upper-cased for command lookup). */
export const DeviceCommandLogQuerySchema = Input({ deviceId: Id });
export type DeviceCommandLogQuery = Static<typeof DeviceCommandLogQuerySchema>;

/** spec 7: "list of command entries" - a bare array. */
export const DeviceCommandLogResponseSchema = Type.Array(DeviceCommandLogEntrySchema);
export type DeviceCommandLogResponse = Static<typeof DeviceCommandLogResponseSchema>;

// not in spec section 7: designed here. The account menu's Log (spec 2, super admin only) is the fleet's
// audit log, filterable by user, object and time and paged on the server: GET /auditLog takes one object id only.
/** GET /auditLog/fleet query: every filter optional; `email` and `objectId` match a part, case-insensitively. */
export const FleetAuditLogQuerySchema = Input({
  email: Type.Optional(Type.String({ maxLength: 200 })),
  objectId: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(IsoDateTime),
  to: Type.Optional(IsoDateTime),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type FleetAuditLogQuery = Static<typeof FleetAuditLogQuerySchema>;

/** One fleet audit entry: the spec 3 entry plus the object it is about (null for a user or the message centre). */
export const FleetAuditLogEntrySchema = Type.Object({
  ...AuditLogEntrySchema.properties,
  objectId: Type.Union([Type.String(), Type.Null()]),
});
export type FleetAuditLogEntry = Static<typeof FleetAuditLogEntrySchema>;

/** GET /auditLog/fleet answer: one page, newest first, and how many entries match in all. */
export const FleetAuditLogResponseSchema = Type.Object({
  log: Type.Array(FleetAuditLogEntrySchema),
  total: Type.Integer({ minimum: 0 }),
});
export type FleetAuditLogResponse = Static<typeof FleetAuditLogResponseSchema>;
