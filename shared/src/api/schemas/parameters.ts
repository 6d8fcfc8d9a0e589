/** Device parameters, control parameters, reported properties and firmware update (spec 3; spec 7). */
import { Type, type Static } from 'typebox';
import { Id, Input, Nullable } from './common';
import { SiteFeatureSchema } from './sites';

/**
 * spec 3: one row of a config list (heaterList, clients, fans, inverterList). Rows are open-ended; new rows start with
 * null fields and a cleared field is stored as null.
 */
export const ConfigRowSchema = Type.Record(
  Type.String(),
  Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
);
export type ConfigRow = Static<typeof ConfigRowSchema>;

/** spec 3: control parameters, kept per site. */
export const ControlParametersSchema = Input({
  pidKI: Nullable(Type.Number()),
  peakShavingGridImportLimit: Nullable(Type.Number()),
  peakShavingGridExportLimit: Nullable(Type.Number()),
});
export type ControlParameters = Static<typeof ControlParametersSchema>;

/** spec 3: one inverter of the inverter list; `json` names its configuration file (other fields as in a config row). */
export const InverterConfigSchema = Type.Object(
  { json: Nullable(Type.String()) },
  { additionalProperties: Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()])) },
);
export type InverterConfig = Static<typeof InverterConfigSchema>;

/** spec 3: the device part of the parameters. */
export const DeviceParameterSetSchema = Input({
  deviceId: Id,
  firmwareBranch: Nullable(Type.String()),
  firmwareBuild: Nullable(Type.String()),
  /** spec 7 firmware update: RecalculateSOC is added here. */
  hardwareFeature: Type.Array(Type.String()),
  heaterList: Type.Array(ConfigRowSchema),
  clients: Type.Array(ConfigRowSchema),
  fans: Type.Array(ConfigRowSchema),
  heaterboard: Type.Array(ConfigRowSchema),
});
export type DeviceParameterSet = Static<typeof DeviceParameterSetSchema>;

/**
 * spec 3: the full parameter object of a device: device, inverterList, site (features list of the device's site) and
 * control (of that site). The same object is read (GET) and written back whole (PUT), so it is strict like any input.
 */
export const DeviceParametersSchema = Input({
  device: DeviceParameterSetSchema,
  inverterList: Type.Array(InverterConfigSchema),
  site: Input({ features: Type.Array(SiteFeatureSchema) }),
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
