/**
 * Every call of the portal in one table: method, path (the spec's casing, verbatim), request schemas and the
 * success answer (spec 7). The reference server registers its routes from this table; the client takes its
 * static types from it (ARCHITECTURE 4: one source of truth).
 *
 * Paths are written with a leading slash. The spec writes two of them relative (`v2/sites/{id}/controlsource`,
 * `messagecenter2`); against the API base they are the same URL. Path params are `{name}`.
 */
import type { TSchema } from 'typebox';
import type { NoContentKind } from './apiError';
import * as S from './schemas';

/** The HTTP methods of spec 7. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An error status a call may declare it answers on its own (see `statuses`). */
export type DeclaredStatus = 400 | 403 | 404 | 409;

/** One call of the contract. */
export interface EndpointSpec {
  readonly method: HttpMethod;
  readonly path: string;
  /** Path params (`{id}` in the path). */
  readonly params?: TSchema;
  /** Query string (GET); arrays are sent repeated (`ids=a&ids=b`). */
  readonly query?: TSchema;
  /** JSON body (spec 7: JSON body for POST, PUT, DELETE). */
  readonly body?: TSchema;
  /** The success answer; for `status: 204` it is the (usually empty) text (spec 7: a 204 gives text). */
  readonly response: TSchema;
  /** The success status: 200 with JSON, or 204 with no content. */
  readonly status: 200 | 204;
  /** The calls where the server may answer 204 instead of the JSON, and what that means. */
  readonly noContent?: NoContentKind;
  /** true for calls not in spec section 7, designed here. */
  readonly designed?: true;
  /**
   * The error statuses the call answers on its own, and when: those its shape and access rule do not imply. The API's
   * OpenAPI document derives the others (bad input 400, no sign-in 401, the access rule's 403 and 404, a body's 413
   * and 415, a write's 409 and 422 of a reused Idempotency-Key, 429, 500); the server's tests hold every answer to it.
   */
  readonly statuses?: { readonly [S in DeclaredStatus]?: string };
}

/** Adds each entry's key as its `name`, keeping the literal types. */
function defineEndpoints<const T extends Record<string, EndpointSpec>>(
  defs: T,
): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { name, ...def }])) as {
    readonly [K in keyof T]: T[K] & { readonly name: K };
  };
}

const NO_CONTENT = { response: S.NoContentSchema, status: 204 } as const;

/** What the grant calls answer on their own (server/src/routes/access.ts). */
const NEW_GRANT = { 409: 'The user already holds a grant here: PUT changes it' } as const;
const OWN_GRANT = {
  409: 'The change would leave the caller without a grant that manages access here (a caller cannot lock themselves out)',
} as const;

/** spec 7: every call, keyed by name. */
export const ENDPOINTS = defineEndpoints({
  // --- logs (spec 7: /auditLog cached 10 min; /deviceCommandLog)
  getAuditLog: {
    method: 'GET',
    path: '/auditLog',
    query: S.AuditLogQuerySchema,
    response: S.AuditLogResponseSchema,
    status: 200,
    statuses: {
      403: 'Access denied: the log of an object needs PartnerAdmin level on it',
      404: 'An id the caller may not see (any id but a group, site or device: super admins only)',
    },
  },
  getFleetAuditLog: {
    method: 'GET',
    path: '/auditLog/fleet',
    query: S.FleetAuditLogQuerySchema,
    response: S.FleetAuditLogResponseSchema,
    status: 200,
    designed: true,
  },
  getDeviceCommandLog: {
    method: 'GET',
    path: '/deviceCommandLog',
    query: S.DeviceCommandLogQuerySchema,
    response: S.DeviceCommandLogResponseSchema,
    status: 200,
  },

  // --- control source (spec 7: site views only)
  getControlSource: {
    method: 'GET',
    path: '/v2/sites/{id}/controlsource',
    params: S.ControlSourceParamsSchema,
    response: S.ControlSourceResponseSchema,
    status: 200,
  },

  // --- configuration, sites, groups (spec 7)
  getConfiguration: { method: 'GET', path: '/SiteGroup', response: S.ConfigurationResponseSchema, status: 200 },
  createSite: {
    method: 'POST',
    path: '/Site',
    body: S.CreateSiteBodySchema,
    response: S.CreateSiteResponseSchema,
    status: 200,
    statuses: { 404: 'The parent group does not exist, or the caller may not see it' },
  },
  updateSite: { method: 'PUT', path: '/Site', body: S.UpdateSiteBodySchema, ...NO_CONTENT },
  deleteSite: { method: 'DELETE', path: '/Site', body: S.DeleteSiteBodySchema, ...NO_CONTENT },
  createSiteGroup: {
    method: 'POST',
    path: '/SiteGroup',
    body: S.CreateSiteGroupBodySchema,
    response: S.CreateSiteGroupResponseSchema,
    status: 200,
    statuses: {
      404: 'The parent group does not exist, or the caller may not see it',
      409: 'The id is already in use, or another group under the same parent has this name',
    },
  },
  updateSiteGroup: {
    method: 'PUT',
    path: '/SiteGroup',
    body: S.UpdateSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: { 409: 'Another group under the same parent already has this name' },
  },
  deleteSiteGroup: { method: 'DELETE', path: '/SiteGroup', body: S.DeleteSiteGroupBodySchema, ...NO_CONTENT },
  addSiteToGroup: { method: 'PUT', path: '/AddSiteGroup', body: S.AddSiteGroupBodySchema, ...NO_CONTENT },

  // --- user (spec 7)
  getUser: { method: 'GET', path: '/User', response: S.UserSchema, status: 200 },
  updateUserSettings: { method: 'PUT', path: '/User', body: S.UpdateUserSettingsBodySchema, ...NO_CONTENT },
  getUserByEmail: {
    method: 'GET',
    path: '/User/{email}',
    params: S.UserEmailParamsSchema,
    response: S.UserIdResponseSchema,
    status: 200,
    statuses: {
      403: 'Access denied: the caller manages no users (PartnerAdmin level or better somewhere)',
      404: 'spec 8 code 1017: the user does not exist',
    },
  },
  getApiClientByEmail: {
    method: 'GET',
    path: '/user/{email}/clientId',
    params: S.UserEmailParamsSchema,
    response: S.UserIdResponseSchema,
    status: 200,
    statuses: {
      403: 'Access denied: the caller manages no users (PartnerAdmin level or better somewhere)',
      404: 'spec 8 code 1017: no API client has this e-mail',
    },
  },
  createUser: {
    method: 'POST',
    path: '/User',
    body: S.CreateUserBodySchema,
    response: S.UserIdResponseSchema,
    status: 200,
    statuses: { 403: 'Access denied: the caller manages no users (PartnerAdmin level or better somewhere)' },
  },
  grantRole: {
    method: 'PUT',
    path: '/User/{email}/role',
    params: S.UserEmailParamsSchema,
    body: S.GrantRoleBodySchema,
    response: S.GrantRoleResponseSchema,
    status: 200,
    designed: true,
    statuses: { 404: 'spec 8 code 1017: the user does not exist' },
  },

  // --- status (spec 7: "returns data and messageCenter")
  getSiteStatus: {
    method: 'POST',
    path: '/sitestatus',
    body: S.SiteStatusBodySchema,
    response: S.StatusResponseSchema,
    status: 200,
  },
  getDeviceStatus: {
    method: 'POST',
    path: '/devicestatus',
    body: S.DeviceStatusBodySchema,
    response: S.StatusResponseSchema,
    status: 200,
  },
  getGroupStatus: {
    method: 'GET',
    path: '/groupStatus',
    query: S.GroupStatusQuerySchema,
    response: S.StatusResponseSchema,
    status: 200,
    designed: true,
  },

  // --- supply statistics (spec 7)
  getSupplyStatistics: {
    method: 'GET',
    path: '/GetSupplyStatistics',
    query: S.SupplyStatisticsQuerySchema,
    response: S.SupplyStatisticsResponseSchema,
    status: 200,
  },
  getGroupSupplyStatistics: {
    method: 'GET',
    path: '/GetSupplyStatistics/group',
    query: S.GroupSupplyStatisticsQuerySchema,
    response: S.SupplyStatisticsResponseSchema,
    status: 200,
  },

  // --- telemetry (spec 7)
  getDataSummary: {
    method: 'GET',
    path: '/GetDataSummary',
    query: S.DataSummaryQuerySchema,
    response: S.TelemetryResponseSchema,
    status: 200,
  },
  getTelemetryRaw: {
    method: 'GET',
    path: '/GetTelemetryRaw',
    query: S.TelemetryQuerySchema,
    response: S.TelemetrySeriesResponseSchema,
    status: 200,
  },
  getTelemetrySummary: {
    method: 'GET',
    path: '/GetTelemetrySummary',
    query: S.TelemetryQuerySchema,
    response: S.TelemetrySeriesResponseSchema,
    status: 200,
  },
  // not in spec section 7: designed here - the target of the blob flag's downloadUrl (CSV; the signed token in the
  // link authorises it, because a browser opening the link sends no bearer token).
  downloadTelemetry: {
    method: 'GET',
    path: '/TelemetryDownload',
    query: S.TelemetryDownloadQuerySchema,
    response: S.TelemetryCsvSchema,
    status: 200,
    designed: true,
  },

  // --- economics (spec 7; spec 4: a 204 rejects the step)
  getEconomics: {
    method: 'GET',
    path: '/economics',
    query: S.EconomicsQuerySchema,
    response: S.EconomicsResponseSchema,
    status: 200,
    noContent: 'stepRejected',
  },
  getGroupEconomics: {
    method: 'GET',
    path: '/economics/group',
    query: S.GroupEconomicsQuerySchema,
    response: S.EconomicsResponseSchema,
    status: 200,
    noContent: 'stepRejected',
  },
  updatePrice: { method: 'PUT', path: '/UpdatePrice', body: S.UpdatePriceBodySchema, ...NO_CONTENT },

  // --- alarms and errors (spec 7)
  getActiveAlarms: { method: 'GET', path: '/ActiveAlarms', response: S.ActiveAlarmsResponseSchema, status: 200 },
  getAlarmStatistics: {
    method: 'GET',
    path: '/AlarmStatistics',
    response: S.AlarmStatisticsResponseSchema,
    status: 200,
  },
  getDeviceErrors: {
    method: 'GET',
    path: '/DeviceError',
    query: S.DeviceErrorQuerySchema,
    response: S.DeviceErrorResponseSchema,
    status: 200,
  },
  acknowledgeAlarm: { method: 'POST', path: '/alarmAcknowledge', body: S.AlarmAcknowledgeBodySchema, ...NO_CONTENT },
  closeAlarm: { method: 'POST', path: '/alarmClose', body: S.AlarmCloseBodySchema, ...NO_CONTENT },

  // --- users and access (spec 7 /UserSite, /UserSiteGroup; /UserDevice designed)
  getSiteUsers: {
    method: 'GET',
    path: '/UserSite',
    query: S.UserSiteQuerySchema,
    response: S.UserAccessResponseSchema,
    status: 200,
  },
  addSiteUser: { method: 'POST', path: '/UserSite', body: S.UserSiteBodySchema, ...NO_CONTENT, statuses: NEW_GRANT },
  updateSiteUser: { method: 'PUT', path: '/UserSite', body: S.UserSiteBodySchema, ...NO_CONTENT, statuses: OWN_GRANT },
  removeSiteUser: {
    method: 'DELETE',
    path: '/UserSite',
    body: S.DeleteUserSiteBodySchema,
    ...NO_CONTENT,
    statuses: OWN_GRANT,
  },
  getSiteGroupUsers: {
    method: 'GET',
    path: '/UserSiteGroup',
    query: S.UserSiteGroupQuerySchema,
    response: S.UserAccessResponseSchema,
    status: 200,
  },
  addSiteGroupUser: {
    method: 'POST',
    path: '/UserSiteGroup',
    body: S.UserSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: NEW_GRANT,
  },
  updateSiteGroupUser: {
    method: 'PUT',
    path: '/UserSiteGroup',
    body: S.UserSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: OWN_GRANT,
  },
  removeSiteGroupUser: {
    method: 'DELETE',
    path: '/UserSiteGroup',
    body: S.DeleteUserSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: OWN_GRANT,
  },
  getDeviceUsers: {
    method: 'GET',
    path: '/UserDevice',
    query: S.UserDeviceQuerySchema,
    response: S.UserAccessResponseSchema,
    status: 200,
    designed: true,
  },
  addDeviceUser: {
    method: 'POST',
    path: '/UserDevice',
    body: S.UserDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
    statuses: NEW_GRANT,
  },
  updateDeviceUser: {
    method: 'PUT',
    path: '/UserDevice',
    body: S.UserDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
    statuses: OWN_GRANT,
  },
  removeDeviceUser: {
    method: 'DELETE',
    path: '/UserDevice',
    body: S.DeleteUserDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
    statuses: OWN_GRANT,
  },

  // --- commands (spec 7; restart, reboot, test mode and meter calls designed)
  sendBackupCommand: { method: 'POST', path: '/command/backup', body: S.BackupCommandBodySchema, ...NO_CONTENT },
  sendStateModeCommand: {
    method: 'POST',
    path: '/SendStateModeCommand',
    body: S.StateModeCommandBodySchema,
    ...NO_CONTENT,
  },
  sendStateModeSiteCommand: {
    method: 'POST',
    path: '/SendStateModeSiteCommand',
    body: S.StateModeSiteCommandBodySchema,
    ...NO_CONTENT,
  },
  restartDevice: {
    method: 'POST',
    path: '/command/restart',
    body: S.RestartDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  rebootSiteController: {
    method: 'POST',
    path: '/command/rebootSiteController',
    body: S.RebootSiteControllerBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  sendTestMode: {
    method: 'POST',
    path: '/command/testMode',
    body: S.TestModeBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  releaseTestMode: {
    method: 'POST',
    path: '/command/testModeRelease',
    body: S.TestModeReleaseBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  startMeterSetup: {
    method: 'POST',
    path: '/MeterSetup',
    body: S.MeterCommandBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  startMeterTest: { method: 'POST', path: '/MeterTest', body: S.MeterCommandBodySchema, ...NO_CONTENT, designed: true },
  getMeterStatus: {
    method: 'GET',
    path: '/MeterSetup',
    query: S.MeterStatusQuerySchema,
    response: S.MeterStatusResponseSchema,
    status: 200,
    designed: true,
  },

  // --- commissioning and installation (spec 7)
  getLabel: {
    method: 'GET',
    path: '/GetLabelByDeviceId',
    query: S.LabelQuerySchema,
    response: S.LabelResponseSchema,
    status: 200,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },
  commissionDevice: {
    method: 'POST',
    path: '/CommissionDevice',
    body: S.CommissionDeviceBodySchema,
    ...NO_CONTENT,
    statuses: {
      404: 'spec 8 code 1102: the site does not exist; code 1106: no device has this label',
      409: 'spec 8 code 1010: the device is already on this site; code 1014: it is commissioned on another site',
    },
  },
  uncommissionDevice: {
    method: 'DELETE',
    path: '/CommissionDevice',
    body: S.UncommissionDeviceBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'spec 8 code 1102: the site does not exist; or the device is not on this site' },
  },
  setupDevice: {
    method: 'POST',
    path: '/SetupDevice',
    body: S.SetupDeviceBodySchema,
    response: S.SetupDeviceResponseSchema,
    status: 200,
  },
  markInstalled: { method: 'POST', path: '/Installed', body: S.InstalledBodySchema, ...NO_CONTENT },
  createSiteAroundDevice: {
    method: 'POST',
    path: '/CreateSiteAroundDevice',
    body: S.CreateSiteAroundDeviceBodySchema,
    response: S.CreateSiteAroundDeviceResponseSchema,
    status: 200,
    statuses: {
      404: 'The device does not exist, or the caller may not see it; or the parent group',
      409: 'spec 8 code 1014: the device is commissioned on a site',
    },
  },

  // --- devices and partners (spec 7)
  deleteDevice: { method: 'DELETE', path: '/Device', body: S.DeleteDeviceBodySchema, ...NO_CONTENT },
  updateDeviceWithPartner: {
    method: 'PUT',
    path: '/UpdateDeviceWithPartner',
    body: S.UpdateDeviceWithPartnerBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  getPartnerNames: {
    method: 'GET',
    path: '/GetPartnerNames',
    query: S.PartnerNamesQuerySchema,
    response: S.PartnerNamesResponseSchema,
    status: 200,
  },

  // --- test documents (spec 7)
  getTestDocument: {
    method: 'GET',
    path: '/TestDocument',
    query: S.TestDocumentQuerySchema,
    response: S.TestDocumentResponseSchema,
    status: 200,
  },
  getTestDocumentsExist: {
    method: 'GET',
    path: '/TestDocument/exist',
    query: S.TestDocumentExistQuerySchema,
    response: S.TestDocumentExistResponseSchema,
    status: 200,
  },

  // --- files (spec 7: POST returns uploadLink, the file is PUT there as a block blob, then PUT /BmsFileConvert)
  getBmsFiles: { method: 'GET', path: '/BmsFile', response: S.BmsFileListSchema, status: 200 },
  createBmsFile: {
    method: 'POST',
    path: '/BmsFile',
    body: S.CreateFileBodySchema,
    response: S.CreateFileResponseSchema,
    status: 200,
  },
  convertBmsFile: {
    method: 'PUT',
    path: '/BmsFileConvert',
    body: S.FileIdBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'No BMS file has this id', 409: 'The file has not been uploaded yet' },
  },
  deleteBmsFile: {
    method: 'DELETE',
    path: '/BmsFile',
    body: S.FileIdBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'No BMS file has this id' },
  },
  getDeviceConfigurationFiles: {
    method: 'GET',
    path: '/DeviceConfigurationFile',
    response: S.DeviceConfigurationFileListSchema,
    status: 200,
  },
  createDeviceConfigurationFile: {
    method: 'POST',
    path: '/DeviceConfigurationFile',
    body: S.CreateFileBodySchema,
    response: S.CreateFileResponseSchema,
    status: 200,
  },
  deleteDeviceConfigurationFile: {
    method: 'DELETE',
    path: '/DeviceConfigurationFile',
    body: S.FileIdBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'No device configuration file has this id' },
  },

  // --- signal metadata (spec 7)
  getMetadata: {
    method: 'GET',
    path: '/MetaData',
    query: S.MetadataQuerySchema,
    response: S.MetadataResponseSchema,
    status: 200,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },

  // --- message centre (spec 7; the admin reads are designed)
  setMessageCenter: {
    method: 'PUT',
    path: '/messageCenter',
    body: S.SetMessageCenterBodySchema,
    response: S.SetMessageCenterResponseSchema,
    status: 200,
  },
  getMessageCenterBanner: {
    method: 'GET',
    path: '/messagecenter2',
    response: S.MessageCenterBannerSchema,
    status: 200,
  },
  getActiveMessage: {
    method: 'GET',
    path: '/messageCenter',
    response: S.ActiveMessageResponseSchema,
    status: 200,
    designed: true,
  },
  getOldMessages: {
    method: 'GET',
    path: '/messageCenter/old',
    response: S.OldMessagesResponseSchema,
    status: 200,
    designed: true,
  },

  // --- search (spec 7)
  advancedSearch: {
    method: 'GET',
    path: '/AdvancedSearch',
    query: S.AdvancedSearchQuerySchema,
    response: S.AdvancedSearchResponseSchema,
    status: 200,
  },

  // --- scheduler (spec 7)
  getEventTypes: {
    method: 'GET',
    path: '/EventSchedule/EventTypes',
    query: S.EventTypesQuerySchema,
    response: S.EventTypesResponseSchema,
    status: 200,
  },
  getEvents: {
    method: 'GET',
    path: '/EventSchedule',
    query: S.EventScheduleQuerySchema,
    response: S.EventScheduleResponseSchema,
    status: 200,
  },
  createEvent: {
    method: 'POST',
    path: '/EventSchedule',
    body: S.CreateEventBodySchema,
    response: S.CreateEventResponseSchema,
    status: 200,
  },
  updateEvent: {
    method: 'PUT',
    path: '/EventSchedule',
    body: S.UpdateEventBodySchema,
    ...NO_CONTENT,
    statuses: { 409: 'The event has ended: it can no longer be changed' },
  },
  deleteEvent: {
    method: 'DELETE',
    path: '/EventSchedule',
    body: S.DeleteEventBodySchema,
    ...NO_CONTENT,
    statuses: { 409: 'The event has ended: it can no longer be deleted' },
  },

  // --- parameters and firmware (spec 7; spec 5: a 204 on the reads is an unknown device)
  getParameters: {
    method: 'GET',
    path: '/parameters',
    query: S.ParametersQuerySchema,
    response: S.DeviceParametersSchema,
    status: 200,
    noContent: 'unknownDevice',
  },
  updateParameters: {
    method: 'PUT',
    path: '/parameters',
    body: S.DeviceParametersSchema,
    ...NO_CONTENT,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },
  getControlParameters: {
    method: 'GET',
    path: '/parameters/control',
    query: S.ControlParametersQuerySchema,
    response: S.ControlParametersResponseSchema,
    status: 200,
    noContent: 'unknownDevice',
    statuses: { 403: 'Access denied: the caller sees the site with too weak a level' },
  },
  updateControlParameters: {
    method: 'PUT',
    path: '/parameters/control',
    body: S.UpdateControlParametersBodySchema,
    ...NO_CONTENT,
  },
  getReportedProperties: {
    method: 'GET',
    path: '/ReportedProperties',
    query: S.ReportedPropertiesQuerySchema,
    response: S.ReportedPropertiesSchema,
    status: 200,
    noContent: 'reportedPropertiesNotFound',
  },
  updateSoftware: {
    method: 'POST',
    path: '/devices/{id}/commands/update/software',
    params: S.DeviceIdParamsSchema,
    body: S.UpdateSoftwareBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },
  updateDevice: {
    method: 'PUT',
    path: '/UpdateDevice',
    body: S.UpdateDeviceBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },

  // --- policies, controllable loads, backup settings, dashboard sharing (spec 1 and 3; all designed)
  getPolicy: {
    method: 'GET',
    path: '/Policy',
    query: S.PolicyQuerySchema,
    response: S.PolicyResponseSchema,
    status: 200,
    designed: true,
  },
  updatePolicy: { method: 'PUT', path: '/Policy', body: S.UpdatePolicyBodySchema, ...NO_CONTENT, designed: true },
  getControllableLoads: {
    method: 'GET',
    path: '/ControllableLoad',
    query: S.ControllableLoadQuerySchema,
    response: S.ControllableLoadListResponseSchema,
    status: 200,
    designed: true,
  },
  createControllableLoad: {
    method: 'POST',
    path: '/ControllableLoad',
    body: S.CreateControllableLoadBodySchema,
    response: S.CreateControllableLoadResponseSchema,
    status: 200,
    designed: true,
  },
  updateControllableLoad: {
    method: 'PUT',
    path: '/ControllableLoad',
    body: S.UpdateControllableLoadBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  deleteControllableLoad: {
    method: 'DELETE',
    path: '/ControllableLoad',
    body: S.DeleteControllableLoadBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  getBackupSettings: {
    method: 'GET',
    path: '/BackupSettings',
    query: S.BackupSettingsQuerySchema,
    response: S.BackupSettingsSchema,
    status: 200,
    designed: true,
  },
  updateBackupSettings: {
    method: 'PUT',
    path: '/BackupSettings',
    body: S.UpdateBackupSettingsBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  getDashboardSharing: {
    method: 'GET',
    path: '/DashboardSharing',
    query: S.DashboardSharingQuerySchema,
    response: S.DashboardSharingSchema,
    status: 200,
    designed: true,
  },
  updateDashboardSharing: {
    method: 'PUT',
    path: '/DashboardSharing',
    body: S.UpdateDashboardSharingBodySchema,
    response: S.DashboardSharingSchema,
    status: 200,
    designed: true,
  },
  getDashboard: {
    method: 'GET',
    path: '/Dashboard/{id}',
    params: S.DashboardParamsSchema,
    query: S.DashboardQuerySchema,
    response: S.DashboardSchema,
    status: 200,
    designed: true,
  },
  getTestModeLimit: {
    method: 'GET',
    path: '/command/testMode/limit',
    query: S.TestModeLimitQuerySchema,
    response: S.TestModeLimitResponseSchema,
    status: 200,
    designed: true,
  },
});

/** The name of a call in ENDPOINTS. */
export type EndpointName = keyof typeof ENDPOINTS;

/** ENDPOINTS as a list, for registering routes. */
export const ENDPOINT_LIST: ReadonlyArray<EndpointSpec & { readonly name: EndpointName }> = Object.values(ENDPOINTS);
