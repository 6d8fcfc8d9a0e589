/** Device parameters, control parameters, reported properties and firmware update (spec 3; spec 7). */
import { Type, type Static } from 'typebox';
import { Id, Input, Name, Nullable } from './common';
import { SiteFeatureSchema } from './sites';

/**
 * spec 3: the rows of the config lists. Each list has its own closed row, so that a number stays a number and a
 * switch a switch from the form to the database; every field is nullable, because a new row starts with null fields
 * and a cleared field is stored as null (spec 3). `x-unit` is the unit the editor shows beside a number.
 */
const RowName = Nullable(Name({ maxLength: 80 }));

/** A heater of the cabinet: the temperature it holds the cells at (°C) and whether it is on. */
export const HeaterRowSchema = Input({
  name: RowName,
  setpoint: Nullable(Type.Number({ minimum: -20, maximum: 40, 'x-unit': '°C' })),
  enabled: Nullable(Type.Boolean()),
});
export type HeaterRow = Static<typeof HeaterRowSchema>;

/** The protocols a client of the site controller (a meter, an inverter) speaks. */
export const CLIENT_PROTOCOLS = ['modbus', 'sunspec', 'canbus'] as const;

/** A client of the site controller: its protocol and its bus address (Modbus addresses 1 to 247). */
export const ClientRowSchema = Input({
  name: RowName,
  protocol: Nullable(Type.Enum(CLIENT_PROTOCOLS)),
  address: Nullable(Type.Integer({ minimum: 1, maximum: 247 })),
});
export type ClientRow = Static<typeof ClientRowSchema>;

/** A fan of the cabinet and its speed in % of its maximum. */
export const FanRowSchema = Input({
  name: RowName,
  speed: Nullable(Type.Number({ minimum: 0, maximum: 100, 'x-unit': '%' })),
});
export type FanRow = Static<typeof FanRowSchema>;

/** The heater board and whether it is on. */
export const HeaterboardRowSchema = Input({ name: RowName, enabled: Nullable(Type.Boolean()) });
export type HeaterboardRow = Static<typeof HeaterboardRowSchema>;

/** Any row of a config list. */
export type ConfigRow = HeaterRow | ClientRow | FanRow | HeaterboardRow | InverterConfig;

/** spec 3: control parameters, kept per site: the controller's integral gain and the peak-shaving limits (kW). */
export const ControlParametersSchema = Input({
  pidKI: Nullable(Type.Number({ minimum: 0, maximum: 10 })),
  peakShavingGridImportLimit: Nullable(Type.Number({ minimum: 0, maximum: 100_000, 'x-unit': 'kW' })),
  peakShavingGridExportLimit: Nullable(Type.Number({ minimum: 0, maximum: 100_000, 'x-unit': 'kW' })),
});
export type ControlParameters = Static<typeof ControlParametersSchema>;

/**
 * spec 3: one inverter of the inverter list: `json` names its configuration file (spec 9: luxpowertek_3.0.0.json),
 * `maxPower` what it can charge or discharge with (kW).
 */
export const InverterConfigSchema = Input({
  json: Nullable(Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9._-]+\\.json$' })),
  maxPower: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 10_000, 'x-unit': 'kW' })),
});
export type InverterConfig = Static<typeof InverterConfigSchema>;

/** A firmware branch (spec 9: RTM_main) and build (20251013.1) as the firmware names them. */
const FirmwareName = Nullable(Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' }));

/** spec 3: the device part of the parameters. */
export const DeviceParameterSetSchema = Input({
  deviceId: Id,
  firmwareBranch: FirmwareName,
  firmwareBuild: FirmwareName,
  /** spec 7 firmware update: RecalculateSOC is added here. */
  hardwareFeature: Type.Array(Name({ maxLength: 60 }), { maxItems: 50, uniqueItems: true }),
  heaterList: Type.Array(HeaterRowSchema, { maxItems: 20 }),
  clients: Type.Array(ClientRowSchema, { maxItems: 20 }),
  fans: Type.Array(FanRowSchema, { maxItems: 20 }),
  heaterboard: Type.Array(HeaterboardRowSchema, { maxItems: 20 }),
});
export type DeviceParameterSet = Static<typeof DeviceParameterSetSchema>;

/**
 * spec 3: the full parameter object of a device: device, inverterList, site (features list of the device's site) and
 * control (of that site). The same object is read (GET) and written back whole (PUT), so it is strict like any input.
 */
export const DeviceParametersSchema = Input({
  device: DeviceParameterSetSchema,
  inverterList: Type.Array(InverterConfigSchema, { maxItems: 20 }),
  site: Input({ features: Type.Array(SiteFeatureSchema, { uniqueItems: true }) }),
  control: ControlParametersSchema,
});
export type DeviceParameters = Static<typeof DeviceParametersSchema>;

/** spec 7: GET /parameters "deviceId, optional siteId" (spec 5: a 204 means an unknown device). */
export const ParametersQuerySchema = Input({ deviceId: Id, siteId: Type.Optional(Id) });
export type ParametersQuery = Static<typeof ParametersQuerySchema>;

/** spec 7: GET /parameters/control "siteId". */
export const ControlParametersQuerySchema = Input({ siteId: Id });
export type ControlParametersQuery = Static<typeof ControlParametersQuerySchema>;

/** spec 7: "returns control" (spec 5: a 204 means an unknown device). */
export const ControlParametersResponseSchema = Type.Object({ control: ControlParametersSchema });
export type ControlParametersResponse = Static<typeof ControlParametersResponseSchema>;

/** spec 7: PUT /parameters/control "siteId, control". */
export const UpdateControlParametersBodySchema = Input({ siteId: Id, control: ControlParametersSchema });
export type UpdateControlParametersBody = Static<typeof UpdateControlParametersBodySchema>;

/** spec 7: GET /ReportedProperties "deviceId". */
export const ReportedPropertiesQuerySchema = Input({ deviceId: Id });
export type ReportedPropertiesQuery = Static<typeof ReportedPropertiesQuerySchema>;

/**
 * The properties a device reports (spec 3: kept per device). Open-ended; the named fields are the ones the portal
 * reads - `firmwareVersion` is the reported build as branch_build (spec 9: e.g. RTM_main_20250623.3).
 */
export const ReportedPropertiesSchema = Type.Object({
  deviceId: Id,
  firmwareVersion: Type.Optional(Nullable(Type.String())),
  properties: Type.Record(Type.String(), Type.Unknown()),
});
export type ReportedProperties = Static<typeof ReportedPropertiesSchema>;

/** spec 7 firmware update: POST /devices/{id}/commands/update/software path param. */
export const DeviceIdParamsSchema = Input({ id: Id });
export type DeviceIdParams = Static<typeof DeviceIdParamsSchema>;

/** spec 7: "with firmwareBranch and firmwareBuild" (spec 9: for the six older builds). */
export const UpdateSoftwareBodySchema = Input({
  firmwareBranch: Type.String({ minLength: 1 }),
  firmwareBuild: Type.String({ minLength: 1 }),
});
export type UpdateSoftwareBody = Static<typeof UpdateSoftwareBodySchema>;

/** spec 7: PUT /UpdateDevice "with DeviceId" (capital D, verbatim). */
export const UpdateDeviceBodySchema = Input({ DeviceId: Id });
export type UpdateDeviceBody = Static<typeof UpdateDeviceBodySchema>;
