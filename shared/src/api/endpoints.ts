/**
 * Every call of the portal in one table: method, path (the spec's casing, verbatim), request schemas and the
 * success answer (spec 7), and the client function that sends it (`group` and `action`: `client.sites.create`). The
 * reference server registers its routes from this table; the client takes its types, its route table (routes.ts) and
 * its grouped functions from it (ARCHITECTURE 4: one source of truth). A call is written here and nowhere else.
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
  /** The client's group of the call: `client.<group>.<action>(...)` (shared/src/api/client.ts builds the groups). */
  readonly group: string;
  /** The call's name within its group. */
  readonly action: string;
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
    group: 'logs',
    action: 'audit',
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
    group: 'logs',
    action: 'fleet',
    method: 'GET',
    path: '/auditLog/fleet',
    query: S.FleetAuditLogQuerySchema,
    response: S.FleetAuditLogResponseSchema,
    status: 200,
    designed: true,
  },
  getDeviceCommandLog: {
    group: 'logs',
    action: 'commands',
    method: 'GET',
    path: '/deviceCommandLog',
    query: S.DeviceCommandLogQuerySchema,
    response: S.DeviceCommandLogResponseSchema,
    status: 200,
  },

  // --- control source (spec 7: site views only)
  getControlSource: {
    group: 'controlSource',
    action: 'get',
    method: 'GET',
    path: '/v2/sites/{id}/controlsource',
    params: S.ControlSourceParamsSchema,
    response: S.ControlSourceResponseSchema,
    status: 200,
  },

  // --- configuration, sites, groups (spec 7)
  getConfiguration: {
    group: 'configuration',
    action: 'get',
    method: 'GET',
    path: '/SiteGroup',
    response: S.ConfigurationResponseSchema,
    status: 200,
  },
  createSite: {
    group: 'sites',
    action: 'create',
    method: 'POST',
    path: '/Site',
    body: S.CreateSiteBodySchema,
    response: S.CreateSiteResponseSchema,
    status: 200,
    statuses: { 404: 'The parent group does not exist, or the caller may not see it' },
  },
  updateSite: {
    group: 'sites',
    action: 'update',
    method: 'PUT',
    path: '/Site',
    body: S.UpdateSiteBodySchema,
    ...NO_CONTENT,
  },
  deleteSite: {
    group: 'sites',
    action: 'remove',
    method: 'DELETE',
    path: '/Site',
    body: S.DeleteSiteBodySchema,
    ...NO_CONTENT,
  },
  createSiteGroup: {
    group: 'groups',
    action: 'create',
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
    group: 'groups',
    action: 'update',
    method: 'PUT',
    path: '/SiteGroup',
    body: S.UpdateSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: { 409: 'Another group under the same parent already has this name' },
  },
  deleteSiteGroup: {
    group: 'groups',
    action: 'remove',
    method: 'DELETE',
    path: '/SiteGroup',
    body: S.DeleteSiteGroupBodySchema,
    ...NO_CONTENT,
  },
  addSiteToGroup: {
    group: 'groups',
    action: 'addSite',
    method: 'PUT',
    path: '/AddSiteGroup',
    body: S.AddSiteGroupBodySchema,
    ...NO_CONTENT,
  },

  // --- user (spec 7)
  getUser: { group: 'user', action: 'get', method: 'GET', path: '/User', response: S.UserSchema, status: 200 },
  updateUserSettings: {
    group: 'user',
    action: 'updateSettings',
    method: 'PUT',
    path: '/User',
    body: S.UpdateUserSettingsBodySchema,
    ...NO_CONTENT,
  },
  getUserByEmail: {
    group: 'user',
    action: 'getByEmail',
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
    group: 'user',
    action: 'getApiClient',
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
    group: 'user',
    action: 'create',
    method: 'POST',
    path: '/User',
    body: S.CreateUserBodySchema,
    response: S.UserIdResponseSchema,
    status: 200,
    statuses: { 403: 'Access denied: the caller manages no users (PartnerAdmin level or better somewhere)' },
  },
  grantRole: {
    group: 'user',
    action: 'grantRole',
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
    group: 'status',
    action: 'sites',
    method: 'POST',
    path: '/sitestatus',
    body: S.SiteStatusBodySchema,
    response: S.StatusResponseSchema,
    status: 200,
  },
  getDeviceStatus: {
    group: 'status',
    action: 'devices',
    method: 'POST',
    path: '/devicestatus',
    body: S.DeviceStatusBodySchema,
    response: S.StatusResponseSchema,
    status: 200,
  },
  getGroupStatus: {
    group: 'status',
    action: 'groups',
    method: 'GET',
    path: '/groupStatus',
    query: S.GroupStatusQuerySchema,
    response: S.StatusResponseSchema,
    status: 200,
    designed: true,
  },

  // --- supply statistics (spec 7)
  getSupplyStatistics: {
    group: 'statistics',
    action: 'supply',
    method: 'GET',
    path: '/GetSupplyStatistics',
    query: S.SupplyStatisticsQuerySchema,
    response: S.SupplyStatisticsResponseSchema,
    status: 200,
  },
  getGroupSupplyStatistics: {
    group: 'statistics',
    action: 'groupSupply',
    method: 'GET',
    path: '/GetSupplyStatistics/group',
    query: S.GroupSupplyStatisticsQuerySchema,
    response: S.SupplyStatisticsResponseSchema,
    status: 200,
  },

  // --- telemetry (spec 7)
  getDataSummary: {
    group: 'telemetry',
    action: 'dataSummary',
    method: 'GET',
    path: '/GetDataSummary',
    query: S.DataSummaryQuerySchema,
    response: S.TelemetryResponseSchema,
    status: 200,
  },
  getTelemetryRaw: {
    group: 'telemetry',
    action: 'raw',
    method: 'GET',
    path: '/GetTelemetryRaw',
    query: S.TelemetryQuerySchema,
    response: S.TelemetrySeriesResponseSchema,
    status: 200,
  },
  getTelemetrySummary: {
    group: 'telemetry',
    action: 'summary',
    method: 'GET',
    path: '/GetTelemetrySummary',
    query: S.TelemetryQuerySchema,
    response: S.TelemetrySeriesResponseSchema,
    status: 200,
  },
  // not in spec section 7: designed here - the target of the blob flag's downloadUrl (CSV; the signed token in the
  // link authorises it, because a browser opening the link sends no bearer token).
  downloadTelemetry: {
    group: 'telemetry',
    action: 'download',
    method: 'GET',
    path: '/TelemetryDownload',
    query: S.TelemetryDownloadQuerySchema,
    response: S.TelemetryCsvSchema,
    status: 200,
    designed: true,
  },

  // --- economics (spec 7; spec 4: a 204 rejects the step)
  getEconomics: {
    group: 'economics',
    action: 'site',
    method: 'GET',
    path: '/economics',
    query: S.EconomicsQuerySchema,
    response: S.EconomicsResponseSchema,
    status: 200,
    noContent: 'stepRejected',
  },
  getGroupEconomics: {
    group: 'economics',
    action: 'group',
    method: 'GET',
    path: '/economics/group',
    query: S.GroupEconomicsQuerySchema,
    response: S.EconomicsResponseSchema,
    status: 200,
    noContent: 'stepRejected',
  },
  updatePrice: {
    group: 'economics',
    action: 'updatePrice',
    method: 'PUT',
    path: '/UpdatePrice',
    body: S.UpdatePriceBodySchema,
    ...NO_CONTENT,
  },

  // --- alarms and errors (spec 7)
  getActiveAlarms: {
    group: 'alarms',
    action: 'active',
    method: 'GET',
    path: '/ActiveAlarms',
    response: S.ActiveAlarmsResponseSchema,
    status: 200,
  },
  getAlarmStatistics: {
    group: 'alarms',
    action: 'statistics',
    method: 'GET',
    path: '/AlarmStatistics',
    response: S.AlarmStatisticsResponseSchema,
    status: 200,
  },
  getDeviceErrors: {
    group: 'alarms',
    action: 'deviceErrors',
    method: 'GET',
    path: '/DeviceError',
    query: S.DeviceErrorQuerySchema,
    response: S.DeviceErrorResponseSchema,
    status: 200,
  },
  acknowledgeAlarm: {
    group: 'alarms',
    action: 'acknowledge',
    method: 'POST',
    path: '/alarmAcknowledge',
    body: S.AlarmAcknowledgeBodySchema,
    ...NO_CONTENT,
  },
  closeAlarm: {
    group: 'alarms',
    action: 'close',
    method: 'POST',
    path: '/alarmClose',
    body: S.AlarmCloseBodySchema,
    ...NO_CONTENT,
  },

  // --- users and access (spec 7 /UserSite, /UserSiteGroup; /UserDevice designed)
  getSiteUsers: {
    group: 'access',
    action: 'siteUsers',
    method: 'GET',
    path: '/UserSite',
    query: S.UserSiteQuerySchema,
    response: S.UserAccessResponseSchema,
    status: 200,
  },
  addSiteUser: {
    group: 'access',
    action: 'addSiteUser',
    method: 'POST',
    path: '/UserSite',
    body: S.UserSiteBodySchema,
    ...NO_CONTENT,
    statuses: NEW_GRANT,
  },
  updateSiteUser: {
    group: 'access',
    action: 'updateSiteUser',
    method: 'PUT',
    path: '/UserSite',
    body: S.UserSiteBodySchema,
    ...NO_CONTENT,
    statuses: OWN_GRANT,
  },
  removeSiteUser: {
    group: 'access',
    action: 'removeSiteUser',
    method: 'DELETE',
    path: '/UserSite',
    body: S.DeleteUserSiteBodySchema,
    ...NO_CONTENT,
    statuses: OWN_GRANT,
  },
  getSiteGroupUsers: {
    group: 'access',
    action: 'groupUsers',
    method: 'GET',
    path: '/UserSiteGroup',
    query: S.UserSiteGroupQuerySchema,
    response: S.UserAccessResponseSchema,
    status: 200,
  },
  addSiteGroupUser: {
    group: 'access',
    action: 'addGroupUser',
    method: 'POST',
    path: '/UserSiteGroup',
    body: S.UserSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: NEW_GRANT,
  },
  updateSiteGroupUser: {
    group: 'access',
    action: 'updateGroupUser',
    method: 'PUT',
    path: '/UserSiteGroup',
    body: S.UserSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: OWN_GRANT,
  },
  removeSiteGroupUser: {
    group: 'access',
    action: 'removeGroupUser',
    method: 'DELETE',
    path: '/UserSiteGroup',
    body: S.DeleteUserSiteGroupBodySchema,
    ...NO_CONTENT,
    statuses: OWN_GRANT,
  },
  getDeviceUsers: {
    group: 'access',
    action: 'deviceUsers',
    method: 'GET',
    path: '/UserDevice',
    query: S.UserDeviceQuerySchema,
    response: S.UserAccessResponseSchema,
    status: 200,
    designed: true,
  },
  addDeviceUser: {
    group: 'access',
    action: 'addDeviceUser',
    method: 'POST',
    path: '/UserDevice',
    body: S.UserDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
    statuses: NEW_GRANT,
  },
  updateDeviceUser: {
    group: 'access',
    action: 'updateDeviceUser',
    method: 'PUT',
    path: '/UserDevice',
    body: S.UserDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
    statuses: OWN_GRANT,
  },
  removeDeviceUser: {
    group: 'access',
    action: 'removeDeviceUser',
    method: 'DELETE',
    path: '/UserDevice',
    body: S.DeleteUserDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
    statuses: OWN_GRANT,
  },

  // --- commands (spec 7; restart, reboot, test mode and meter calls designed)
  sendBackupCommand: {
    group: 'commands',
    action: 'backup',
    method: 'POST',
    path: '/command/backup',
    body: S.BackupCommandBodySchema,
    ...NO_CONTENT,
  },
  sendStateModeCommand: {
    group: 'commands',
    action: 'stateMode',
    method: 'POST',
    path: '/SendStateModeCommand',
    body: S.StateModeCommandBodySchema,
    ...NO_CONTENT,
  },
  sendStateModeSiteCommand: {
    group: 'commands',
    action: 'stateModeSite',
    method: 'POST',
    path: '/SendStateModeSiteCommand',
    body: S.StateModeSiteCommandBodySchema,
    ...NO_CONTENT,
  },
  restartDevice: {
    group: 'commands',
    action: 'restart',
    method: 'POST',
    path: '/command/restart',
    body: S.RestartDeviceBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  rebootSiteController: {
    group: 'commands',
    action: 'rebootSiteController',
    method: 'POST',
    path: '/command/rebootSiteController',
    body: S.RebootSiteControllerBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  sendTestMode: {
    group: 'commands',
    action: 'testMode',
    method: 'POST',
    path: '/command/testMode',
    body: S.TestModeBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  releaseTestMode: {
    group: 'commands',
    action: 'testModeRelease',
    method: 'POST',
    path: '/command/testModeRelease',
    body: S.TestModeReleaseBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  startMeterSetup: {
    group: 'meter',
    action: 'setup',
    method: 'POST',
    path: '/MeterSetup',
    body: S.MeterCommandBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  startMeterTest: {
    group: 'meter',
    action: 'test',
    method: 'POST',
    path: '/MeterTest',
    body: S.MeterCommandBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  getMeterStatus: {
    group: 'meter',
    action: 'status',
    method: 'GET',
    path: '/MeterSetup',
    query: S.MeterStatusQuerySchema,
    response: S.MeterStatusResponseSchema,
    status: 200,
    designed: true,
  },

  // --- commissioning and installation (spec 7)
  getLabel: {
    group: 'commissioning',
    action: 'label',
    method: 'GET',
    path: '/GetLabelByDeviceId',
    query: S.LabelQuerySchema,
    response: S.LabelResponseSchema,
    status: 200,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },
  commissionDevice: {
    group: 'commissioning',
    action: 'commission',
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
    group: 'commissioning',
    action: 'uncommission',
    method: 'DELETE',
    path: '/CommissionDevice',
    body: S.UncommissionDeviceBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'spec 8 code 1102: the site does not exist; or the device is not on this site' },
  },
  setupDevice: {
    group: 'commissioning',
    action: 'setupDevice',
    method: 'POST',
    path: '/SetupDevice',
    body: S.SetupDeviceBodySchema,
    response: S.SetupDeviceResponseSchema,
    status: 200,
  },
  markInstalled: {
    group: 'commissioning',
    action: 'installed',
    method: 'POST',
    path: '/Installed',
    body: S.InstalledBodySchema,
    ...NO_CONTENT,
  },
  createSiteAroundDevice: {
    group: 'commissioning',
    action: 'createSiteAroundDevice',
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
  deleteDevice: {
    group: 'devices',
    action: 'remove',
    method: 'DELETE',
    path: '/Device',
    body: S.DeleteDeviceBodySchema,
    ...NO_CONTENT,
  },
  updateDeviceWithPartner: {
    group: 'devices',
    action: 'updateWithPartner',
    method: 'PUT',
    path: '/UpdateDeviceWithPartner',
    body: S.UpdateDeviceWithPartnerBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  getPartnerNames: {
    group: 'partners',
    action: 'names',
    method: 'GET',
    path: '/GetPartnerNames',
    query: S.PartnerNamesQuerySchema,
    response: S.PartnerNamesResponseSchema,
    status: 200,
  },

  // --- test documents (spec 7)
  getTestDocument: {
    group: 'documents',
    action: 'get',
    method: 'GET',
    path: '/TestDocument',
    query: S.TestDocumentQuerySchema,
    response: S.TestDocumentResponseSchema,
    status: 200,
  },
  getTestDocumentsExist: {
    group: 'documents',
    action: 'exist',
    method: 'GET',
    path: '/TestDocument/exist',
    query: S.TestDocumentExistQuerySchema,
    response: S.TestDocumentExistResponseSchema,
    status: 200,
  },

  // --- files (spec 7: POST returns uploadLink, the file is PUT there as a block blob, then PUT /BmsFileConvert)
  getBmsFiles: {
    group: 'files',
    action: 'bmsFiles',
    method: 'GET',
    path: '/BmsFile',
    response: S.BmsFileListSchema,
    status: 200,
  },
  createBmsFile: {
    group: 'files',
    action: 'createBmsFile',
    method: 'POST',
    path: '/BmsFile',
    body: S.CreateFileBodySchema,
    response: S.CreateFileResponseSchema,
    status: 200,
  },
  convertBmsFile: {
    group: 'files',
    action: 'convertBmsFile',
    method: 'PUT',
    path: '/BmsFileConvert',
    body: S.FileIdBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'No BMS file has this id', 409: 'The file has not been uploaded yet' },
  },
  deleteBmsFile: {
    group: 'files',
    action: 'deleteBmsFile',
    method: 'DELETE',
    path: '/BmsFile',
    body: S.FileIdBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'No BMS file has this id' },
  },
  getDeviceConfigurationFiles: {
    group: 'files',
    action: 'configurationFiles',
    method: 'GET',
    path: '/DeviceConfigurationFile',
    response: S.DeviceConfigurationFileListSchema,
    status: 200,
  },
  createDeviceConfigurationFile: {
    group: 'files',
    action: 'createConfigurationFile',
    method: 'POST',
    path: '/DeviceConfigurationFile',
    body: S.CreateFileBodySchema,
    response: S.CreateFileResponseSchema,
    status: 200,
  },
  deleteDeviceConfigurationFile: {
    group: 'files',
    action: 'deleteConfigurationFile',
    method: 'DELETE',
    path: '/DeviceConfigurationFile',
    body: S.FileIdBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'No device configuration file has this id' },
  },

  // --- signal metadata (spec 7)
  getMetadata: {
    group: 'metadata',
    action: 'signals',
    method: 'GET',
    path: '/MetaData',
    query: S.MetadataQuerySchema,
    response: S.MetadataResponseSchema,
    status: 200,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },

  // --- message centre (spec 7; the admin reads are designed)
  setMessageCenter: {
    group: 'messages',
    action: 'set',
    method: 'PUT',
    path: '/messageCenter',
    body: S.SetMessageCenterBodySchema,
    response: S.SetMessageCenterResponseSchema,
    status: 200,
  },
  // spec 7's call; each message's full `message` text in its answer is designed here, an optional addition.
  getMessageCenterBanner: {
    group: 'messages',
    action: 'banner',
    method: 'GET',
    path: '/messagecenter2',
    response: S.MessageCenterBannerSchema,
    status: 200,
  },
  getActiveMessage: {
    group: 'messages',
    action: 'active',
    method: 'GET',
    path: '/messageCenter',
    response: S.ActiveMessageResponseSchema,
    status: 200,
    designed: true,
  },
  getOldMessages: {
    group: 'messages',
    action: 'old',
    method: 'GET',
    path: '/messageCenter/old',
    response: S.OldMessagesResponseSchema,
    status: 200,
    designed: true,
  },

  // --- search (spec 7)
  advancedSearch: {
    group: 'search',
    action: 'advanced',
    method: 'GET',
    path: '/AdvancedSearch',
    query: S.AdvancedSearchQuerySchema,
    response: S.AdvancedSearchResponseSchema,
    status: 200,
  },

  // --- scheduler (spec 7)
  getEventTypes: {
    group: 'schedule',
    action: 'eventTypes',
    method: 'GET',
    path: '/EventSchedule/EventTypes',
    query: S.EventTypesQuerySchema,
    response: S.EventTypesResponseSchema,
    status: 200,
  },
  getEvents: {
    group: 'schedule',
    action: 'events',
    method: 'GET',
    path: '/EventSchedule',
    query: S.EventScheduleQuerySchema,
    response: S.EventScheduleResponseSchema,
    status: 200,
  },
  createEvent: {
    group: 'schedule',
    action: 'create',
    method: 'POST',
    path: '/EventSchedule',
    body: S.CreateEventBodySchema,
    response: S.CreateEventResponseSchema,
    status: 200,
  },
  updateEvent: {
    group: 'schedule',
    action: 'update',
    method: 'PUT',
    path: '/EventSchedule',
    body: S.UpdateEventBodySchema,
    ...NO_CONTENT,
    statuses: { 409: 'The event has ended: it can no longer be changed' },
  },
  deleteEvent: {
    group: 'schedule',
    action: 'remove',
    method: 'DELETE',
    path: '/EventSchedule',
    body: S.DeleteEventBodySchema,
    ...NO_CONTENT,
    statuses: { 409: 'The event has ended: it can no longer be deleted' },
  },

  // --- parameters and firmware (spec 7; spec 5: a 204 on the reads is an unknown device)
  getParameters: {
    group: 'parameters',
    action: 'get',
    method: 'GET',
    path: '/parameters',
    query: S.ParametersQuerySchema,
    response: S.DeviceParametersSchema,
    status: 200,
    noContent: 'unknownDevice',
  },
  updateParameters: {
    group: 'parameters',
    action: 'update',
    method: 'PUT',
    path: '/parameters',
    body: S.DeviceParametersSchema,
    ...NO_CONTENT,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },
  getControlParameters: {
    group: 'parameters',
    action: 'control',
    method: 'GET',
    path: '/parameters/control',
    query: S.ControlParametersQuerySchema,
    response: S.ControlParametersResponseSchema,
    status: 200,
    noContent: 'unknownDevice',
    statuses: { 403: 'Access denied: the caller sees the site with too weak a level' },
  },
  updateControlParameters: {
    group: 'parameters',
    action: 'updateControl',
    method: 'PUT',
    path: '/parameters/control',
    body: S.UpdateControlParametersBodySchema,
    ...NO_CONTENT,
  },
  getReportedProperties: {
    group: 'parameters',
    action: 'reported',
    method: 'GET',
    path: '/ReportedProperties',
    query: S.ReportedPropertiesQuerySchema,
    response: S.ReportedPropertiesSchema,
    status: 200,
    noContent: 'reportedPropertiesNotFound',
  },
  updateSoftware: {
    group: 'parameters',
    action: 'updateSoftware',
    method: 'POST',
    path: '/devices/{id}/commands/update/software',
    params: S.DeviceIdParamsSchema,
    body: S.UpdateSoftwareBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },
  updateDevice: {
    group: 'parameters',
    action: 'updateDevice',
    method: 'PUT',
    path: '/UpdateDevice',
    body: S.UpdateDeviceBodySchema,
    ...NO_CONTENT,
    statuses: { 404: 'The device does not exist, or the caller may not see it' },
  },

  // --- policies, controllable loads, backup settings, dashboard sharing (spec 1 and 3; all designed)
  getPolicy: {
    group: 'policies',
    action: 'get',
    method: 'GET',
    path: '/Policy',
    query: S.PolicyQuerySchema,
    response: S.PolicyResponseSchema,
    status: 200,
    designed: true,
  },
  updatePolicy: {
    group: 'policies',
    action: 'update',
    method: 'PUT',
    path: '/Policy',
    body: S.UpdatePolicyBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  getControllableLoads: {
    group: 'controllableLoads',
    action: 'list',
    method: 'GET',
    path: '/ControllableLoad',
    query: S.ControllableLoadQuerySchema,
    response: S.ControllableLoadListResponseSchema,
    status: 200,
    designed: true,
  },
  createControllableLoad: {
    group: 'controllableLoads',
    action: 'create',
    method: 'POST',
    path: '/ControllableLoad',
    body: S.CreateControllableLoadBodySchema,
    response: S.CreateControllableLoadResponseSchema,
    status: 200,
    designed: true,
  },
  updateControllableLoad: {
    group: 'controllableLoads',
    action: 'update',
    method: 'PUT',
    path: '/ControllableLoad',
    body: S.UpdateControllableLoadBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  deleteControllableLoad: {
    group: 'controllableLoads',
    action: 'remove',
    method: 'DELETE',
    path: '/ControllableLoad',
    body: S.DeleteControllableLoadBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  getBackupSettings: {
    group: 'backup',
    action: 'get',
    method: 'GET',
    path: '/BackupSettings',
    query: S.BackupSettingsQuerySchema,
    response: S.BackupSettingsSchema,
    status: 200,
    designed: true,
  },
  updateBackupSettings: {
    group: 'backup',
    action: 'update',
    method: 'PUT',
    path: '/BackupSettings',
    body: S.UpdateBackupSettingsBodySchema,
    ...NO_CONTENT,
    designed: true,
  },
  // The state of charge a site's events, policy and backup settings lead to over one day (schedule tab, "What the
  // plan does"); computed by the simulator's battery model (server/src/simulator/plan.ts).
  getSitePlan: {
    group: 'schedule',
    action: 'plan',
    method: 'GET',
    path: '/SitePlan',
    query: S.SitePlanQuerySchema,
    response: S.SitePlanResponseSchema,
    status: 200,
    designed: true,
  },
  // What the site's schedule and policy, and a draft of them, would have done over a past month (schedule tab,
  // "What would it have saved?"); the simulator's battery model over the measured month (server/src/simulator/replay.ts).
  // A read: POST because the draft travels in the body.
  replaySite: {
    group: 'schedule',
    action: 'replay',
    method: 'POST',
    path: '/SiteReplay',
    body: S.SiteReplayBodySchema,
    response: S.SiteReplayResponseSchema,
    status: 200,
    designed: true,
  },
  getDashboardSharing: {
    group: 'sharing',
    action: 'get',
    method: 'GET',
    path: '/DashboardSharing',
    query: S.DashboardSharingQuerySchema,
    response: S.DashboardSharingSchema,
    status: 200,
    designed: true,
  },
  updateDashboardSharing: {
    group: 'sharing',
    action: 'update',
    method: 'PUT',
    path: '/DashboardSharing',
    body: S.UpdateDashboardSharingBodySchema,
    response: S.DashboardSharingSchema,
    status: 200,
    designed: true,
  },
  getDashboard: {
    group: 'dashboards',
    action: 'get',
    method: 'GET',
    path: '/Dashboard/{id}',
    params: S.DashboardParamsSchema,
    query: S.DashboardQuerySchema,
    response: S.DashboardSchema,
    status: 200,
    designed: true,
  },
  getTestModeLimit: {
    group: 'commands',
    action: 'testModeLimit',
    method: 'GET',
    path: '/command/testMode/limit',
    query: S.TestModeLimitQuerySchema,
    response: S.TestModeLimitResponseSchema,
    status: 200,
    designed: true,
  },

  // --- fleet firmware rollouts (designed; super admin only): spec 7's firmware update plan sent to many devices in
  // waves that halt themselves when too many devices of a wave fail (server/README.md "Firmware rollouts").
  listRollouts: {
    group: 'rollouts',
    action: 'list',
    method: 'GET',
    path: '/rollouts',
    query: S.RolloutListQuerySchema,
    response: S.RolloutListResponseSchema,
    status: 200,
    designed: true,
  },
  createRollout: {
    group: 'rollouts',
    action: 'create',
    method: 'POST',
    path: '/rollouts',
    body: S.CreateRolloutBodySchema,
    response: S.RolloutSchema,
    status: 200,
    designed: true,
  },
  previewRollout: {
    group: 'rollouts',
    action: 'preview',
    method: 'POST',
    path: '/rollouts/preview',
    body: S.PreviewRolloutBodySchema,
    response: S.RolloutPreviewSchema,
    status: 200,
    designed: true,
  },
  getRollout: {
    group: 'rollouts',
    action: 'get',
    method: 'GET',
    path: '/rollouts/{id}',
    params: S.RolloutParamsSchema,
    response: S.RolloutSchema,
    status: 200,
    designed: true,
    statuses: { 404: 'No rollout has this id' },
  },
  getRolloutDevices: {
    group: 'rollouts',
    action: 'devices',
    method: 'GET',
    path: '/rollouts/{id}/devices',
    params: S.RolloutParamsSchema,
    query: S.RolloutDevicesQuerySchema,
    response: S.RolloutDevicesResponseSchema,
    status: 200,
    designed: true,
    statuses: { 404: 'No rollout has this id' },
  },
  startRollout: {
    group: 'rollouts',
    action: 'start',
    method: 'POST',
    path: '/rollouts/{id}/start',
    params: S.RolloutParamsSchema,
    body: S.RolloutActionBodySchema,
    response: S.RolloutSchema,
    status: 200,
    designed: true,
    statuses: {
      404: 'No rollout has this id',
      409: 'The rollout is not a draft, or one of its devices is still being updated by another running or paused rollout',
    },
  },
  pauseRollout: {
    group: 'rollouts',
    action: 'pause',
    method: 'POST',
    path: '/rollouts/{id}/pause',
    params: S.RolloutParamsSchema,
    body: S.RolloutActionBodySchema,
    response: S.RolloutSchema,
    status: 200,
    designed: true,
    statuses: { 404: 'No rollout has this id', 409: 'The rollout is not running' },
  },
  resumeRollout: {
    group: 'rollouts',
    action: 'resume',
    method: 'POST',
    path: '/rollouts/{id}/resume',
    params: S.RolloutParamsSchema,
    body: S.RolloutActionBodySchema,
    response: S.RolloutSchema,
    status: 200,
    designed: true,
    statuses: { 404: 'No rollout has this id', 409: 'The rollout is not paused' },
  },
  abortRollout: {
    group: 'rollouts',
    action: 'abort',
    method: 'POST',
    path: '/rollouts/{id}/abort',
    params: S.RolloutParamsSchema,
    body: S.RolloutActionBodySchema,
    response: S.RolloutSchema,
    status: 200,
    designed: true,
    statuses: { 404: 'No rollout has this id', 409: 'The rollout has already completed or been aborted' },
  },
  getDeviceRollout: {
    group: 'rollouts',
    action: 'ofDevice',
    method: 'GET',
    path: '/devices/{id}/rollout',
    params: S.DeviceRolloutParamsSchema,
    response: S.DeviceRolloutResponseSchema,
    status: 200,
    designed: true,
    statuses: { 404: 'The device does not exist' },
  },
});

/** The name of a call in ENDPOINTS. */
export type EndpointName = keyof typeof ENDPOINTS;

/** ENDPOINTS as a list, for registering routes. */
export const ENDPOINT_LIST: ReadonlyArray<EndpointSpec & { readonly name: EndpointName }> = Object.values(ENDPOINTS);
