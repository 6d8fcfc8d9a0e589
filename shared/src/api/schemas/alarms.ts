/** Alarms and device errors (spec 3 entities; spec 7 /ActiveAlarms, /AlarmStatistics, /DeviceError, ack and close). */
import { Type, type Static } from 'typebox';
import { ALARM_SEVERITIES, ERROR_SEVERITIES } from '../../domain/enums';
import { Id, IdList, Input, IsoDateTime, Nullable } from './common';
import { AlarmCountersSchema } from './status';

/** spec 3: alarm severities. */
export const AlarmSeveritySchema = Type.Enum(ALARM_SEVERITIES);
/** spec 3: error severities. */
export const ErrorSeveritySchema = Type.Enum(ERROR_SEVERITIES);

/** spec 3: an alarm; siteName and timezone are added to what the device reports. */
export const AlarmSchema = Type.Object({
  alarmId: Id,
  deviceId: Id,
  acknowledgeUser: Nullable(Type.String()),
  acknowledgeTime: Nullable(IsoDateTime),
  closedBy: Nullable(Type.String()),
  stopTime: Nullable(IsoDateTime),
  /** spec 3: added for display (by the server, or by the client from the hierarchy). */
  siteName: Type.Optional(Type.String()),
  timezone: Type.Optional(Type.String()),
  // not in spec section 3: designed here - an alarm list needs what was raised and when (spec 3 alarm codes).
  /** spec 3: device alarm code (101-110, 150/250/350, 200-235, 300-323, 401-410). */
  alarmCode: Type.Optional(Type.Integer()),
  severity: Type.Optional(AlarmSeveritySchema),
  startTime: Type.Optional(IsoDateTime),
});
export type Alarm = Static<typeof AlarmSchema>;

/** spec 7: GET /ActiveAlarms "returns currentAlarms" (polled every 60 s). */
export const ActiveAlarmsResponseSchema = Type.Object({ currentAlarms: Type.Array(AlarmSchema) });
export type ActiveAlarmsResponse = Static<typeof ActiveAlarmsResponseSchema>;

/** spec 7: GET /AlarmStatistics "returns statistics" - the alarm counters over what the user may see. */
export const AlarmStatisticsResponseSchema = Type.Object({ statistics: AlarmCountersSchema });
export type AlarmStatisticsResponse = Static<typeof AlarmStatisticsResponseSchema>;

/** spec 3: one device error entry. */
export const DeviceErrorSchema = Type.Object({
  errorId: Id,
  deviceId: Id,
  severity: ErrorSeveritySchema,
  createdAt: IsoDateTime,
  createdBy: Nullable(Type.String()),
  closedBy: Nullable(Type.String()),
  removedAt: Nullable(IsoDateTime),
  removedBy: Nullable(Type.String()),
  /** spec 3: BMS error code / device alarm code, when the error has one. */
  code: Type.Optional(Nullable(Type.Integer())),
  description: Type.Optional(Nullable(Type.String())),
});
export type DeviceError = Static<typeof DeviceErrorSchema>;

/** spec 7: /DeviceError "date range and deviceIds" (last 18 months, or one day). */
export const DeviceErrorQuerySchema = Input({ deviceIds: IdList, fromDateTime: IsoDateTime, toDateTime: IsoDateTime });
export type DeviceErrorQuery = Static<typeof DeviceErrorQuerySchema>;

/** spec 7: "returns deviceErrors". */
export const DeviceErrorResponseSchema = Type.Object({ deviceErrors: Type.Array(DeviceErrorSchema) });
export type DeviceErrorResponse = Static<typeof DeviceErrorResponseSchema>;

/** spec 7: POST /alarmAcknowledge "deviceId, alarmId, acknowledgeUser, acknowledgeTime". */
export const AlarmAcknowledgeBodySchema = Input({
  deviceId: Id,
  alarmId: Id,
  acknowledgeUser: Type.String({ minLength: 1 }),
  acknowledgeTime: IsoDateTime,
});
export type AlarmAcknowledgeBody = Static<typeof AlarmAcknowledgeBodySchema>;

/** spec 7: POST /alarmClose "deviceId, alarmId, closedBy, stopTime". */
export const AlarmCloseBodySchema = Input({
  deviceId: Id,
  alarmId: Id,
  closedBy: Type.String({ minLength: 1 }),
  stopTime: IsoDateTime,
});
export type AlarmCloseBody = Static<typeof AlarmCloseBodySchema>;
