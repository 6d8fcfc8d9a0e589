/** Live status (spec 3 live data; spec 7 POST /sitestatus, POST /devicestatus, GET /groupStatus). */
import { Type, type Static } from 'typebox';
import { IdList, Input, IsoDateTime, Nullable, Percent } from './common';
import { MessageCenterBannerSchema } from './messageCenter';

/** spec 3: alarm counters. */
export const AlarmCountersSchema = Type.Object({
  warnings: Type.Integer({ minimum: 0 }),
  errors: Type.Integer({ minimum: 0 }),
  criticals: Type.Integer({ minimum: 0 }),
  safety: Type.Integer({ minimum: 0 }),
});
export type AlarmCounters = Static<typeof AlarmCountersSchema>;

/** spec 3: live data of one device, site or group. Power in kW, signs as measured (pv is absolute). */
export const LiveDataSchema = Type.Object({
  inverterPower: Type.Optional(Nullable(Type.Number())),
  /** spec 3: pv (absolute). */
  pv: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  /** spec 4: offline makes charge level 0. */
  stateOfCharge: Type.Optional(Nullable(Percent)),
  temperature: Type.Optional(Nullable(Type.Number())),
  grid: Type.Optional(Nullable(Type.Number())),
  consumption: Type.Optional(Nullable(Type.Number())),
  /** spec 3: lower case server state (init, stop, passive, ...; mapped to display states by spec 4). */
  state: Type.String(),
  mode: Type.Optional(Nullable(Type.String())),
  lastUpdateTime: Nullable(IsoDateTime),
  /** spec 3: hardware limitation reason 0 to 9. */
  hardwareLimits: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  /** spec 3: software limit (sub-mode). */
  softwareLimits: Type.Optional(Type.Integer({ minimum: 0 })),
  statusFlags: Type.Optional(Type.Integer({ minimum: 0 })),
  loadMode: Type.Optional(Type.Integer({ minimum: 0 })),
  loadState: Type.Optional(Type.Integer({ minimum: 0 })),
  /** spec 3: cluster data, present on cluster sites. */
  clusterData: Type.Optional(Type.Unknown()),
  alarms: Type.Optional(AlarmCountersSchema),
});
export type LiveData = Static<typeof LiveDataSchema>;

/** spec 7: POST /sitestatus body "ids". */
export const SiteStatusBodySchema = Input({ ids: IdList });
export type SiteStatusBody = Static<typeof SiteStatusBodySchema>;

/** spec 7: POST /devicestatus body "deviceIds". */
export const DeviceStatusBodySchema = Input({ deviceIds: IdList });
export type DeviceStatusBody = Static<typeof DeviceStatusBodySchema>;

// not in spec section 7: designed here (spec 7 lists GET /groupStatus "not shown in detail").
/** GET /groupStatus query: the groups to report, repeated (`siteGroupIds=a&siteGroupIds=b`). */
export const GroupStatusQuerySchema = Input({ siteGroupIds: IdList });
export type GroupStatusQuery = Static<typeof GroupStatusQuerySchema>;

/** spec 7: status calls "return data and messageCenter": live data by id, plus the active banner (if any). */
export const StatusResponseSchema = Type.Object({
  data: Type.Record(Type.String(), LiveDataSchema),
  messageCenter: Type.Optional(Nullable(MessageCenterBannerSchema)),
});
export type StatusResponse = Static<typeof StatusResponseSchema>;

/** The id -> live data map of a status answer. */
export type StatusData = StatusResponse['data'];
