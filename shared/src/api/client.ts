/**
 * The typed API client (ARCHITECTURE 4). Types come from ENDPOINTS; at run time it carries only the small route
 * table below, so the browser bundle holds no schema (every schema import here is `import type`).
 *
 * Decisions:
 * - Every call sends `Authorization: Bearer <await getToken()>` (spec 7). A failing getToken is rethrown untouched:
 *   token errors are the shell's (spec 8: the token error shows the generic page).
 * - A 204 answer gives its text (spec 7) - except on the calls where ENDPOINTS marks `noContent`, which throw a
 *   NoContentError (an ApiError with status 204): parameter and control reads (spec 5: unknown device), reported
 *   properties, and economics (spec 4: a 204 rejects the step). Throwing puts a query in its error state and
 *   rejects a step's promise without every caller testing a union.
 * - Any other failure throws ApiError: HTTP failures with the server's code; network failures with status 0 and key
 *   `connection`; a timeout (option `timeoutMs`, or HTTP 408/504) with key `timeout`. A call aborted by the caller's
 *   own signal rethrows the abort reason: a cancelled query is not a failure.
 */
import type { Static, TSchema } from 'typebox';
import { ApiError, NoContentError, parseErrorBody, type NoContentKind } from './apiError';
import type { ENDPOINTS, EndpointName, HttpMethod } from './endpoints';
import type { TelemetryQuery, TelemetrySeriesResponse } from './schemas/telemetry';

type Endpoints = typeof ENDPOINTS;

type StaticOr<S, Otherwise> = S extends TSchema ? Static<S> : Otherwise;
type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Endpoints[N] extends {
  readonly [P in K]: infer S;
}
  ? StaticOr<S, unknown>
  : unknown;

/** What a call takes: its path params, query and body fields in one object. */
export type EndpointInput<N extends EndpointName> = Part<N, 'params'> & Part<N, 'query'> & Part<N, 'body'>;
/** What a call resolves to. */
export type EndpointOutput<N extends EndpointName> = Static<Endpoints[N]['response']>;

/** Per-call options. */
export interface RequestOptions {
  /** Cancels the call (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
}

/** One client function: input is optional when the call has no required field. */
export type ClientFunction<N extends EndpointName> =
  Record<never, never> extends EndpointInput<N>
    ? (input?: EndpointInput<N>, options?: RequestOptions) => Promise<EndpointOutput<N>>
    : (input: EndpointInput<N>, options?: RequestOptions) => Promise<EndpointOutput<N>>;

interface Route {
  readonly method: HttpMethod;
  readonly path: string;
  readonly noContent?: NoContentKind;
}

/** The route table must match ENDPOINTS exactly: the compiler checks every name, method, path and noContent. */
type RouteTable = {
  readonly [N in EndpointName]: {
    readonly method: Endpoints[N]['method'];
    readonly path: Endpoints[N]['path'];
  } & (Endpoints[N] extends {
    readonly noContent: infer K;
  }
    ? { readonly noContent: K }
    : { readonly noContent?: undefined });
};

/** Method, path and 204 meaning of every call, without schemas (mirrors ENDPOINTS; see RouteTable). */
export const ROUTES = {
  getAuditLog: { method: 'GET', path: '/auditLog' },
  getDeviceCommandLog: { method: 'GET', path: '/deviceCommandLog' },
  getFleetAuditLog: { method: 'GET', path: '/auditLog/fleet' },
  getControlSource: { method: 'GET', path: '/v2/sites/{id}/controlsource' },
  getConfiguration: { method: 'GET', path: '/SiteGroup' },
  createSite: { method: 'POST', path: '/Site' },
  updateSite: { method: 'PUT', path: '/Site' },
  deleteSite: { method: 'DELETE', path: '/Site' },
  createSiteGroup: { method: 'POST', path: '/SiteGroup' },
  updateSiteGroup: { method: 'PUT', path: '/SiteGroup' },
  deleteSiteGroup: { method: 'DELETE', path: '/SiteGroup' },
  addSiteToGroup: { method: 'PUT', path: '/AddSiteGroup' },
  getUser: { method: 'GET', path: '/User' },
  updateUserSettings: { method: 'PUT', path: '/User' },
  getUserByEmail: { method: 'GET', path: '/User/{email}' },
  getApiClientByEmail: { method: 'GET', path: '/user/{email}/clientId' },
  createUser: { method: 'POST', path: '/User' },
  grantRole: { method: 'PUT', path: '/User/{email}/role' },
  getSiteStatus: { method: 'POST', path: '/sitestatus' },
  getDeviceStatus: { method: 'POST', path: '/devicestatus' },
  getGroupStatus: { method: 'GET', path: '/groupStatus' },
  getSupplyStatistics: { method: 'GET', path: '/GetSupplyStatistics' },
  getGroupSupplyStatistics: { method: 'GET', path: '/GetSupplyStatistics/group' },
  getDataSummary: { method: 'GET', path: '/GetDataSummary' },
  getTelemetryRaw: { method: 'GET', path: '/GetTelemetryRaw' },
  getTelemetrySummary: { method: 'GET', path: '/GetTelemetrySummary' },
  downloadTelemetry: { method: 'GET', path: '/TelemetryDownload' },
  getEconomics: { method: 'GET', path: '/economics', noContent: 'stepRejected' },
  getGroupEconomics: { method: 'GET', path: '/economics/group', noContent: 'stepRejected' },
  updatePrice: { method: 'PUT', path: '/UpdatePrice' },
  getActiveAlarms: { method: 'GET', path: '/ActiveAlarms' },
  getAlarmStatistics: { method: 'GET', path: '/AlarmStatistics' },
  getDeviceErrors: { method: 'GET', path: '/DeviceError' },
  acknowledgeAlarm: { method: 'POST', path: '/alarmAcknowledge' },
  closeAlarm: { method: 'POST', path: '/alarmClose' },
  getSiteUsers: { method: 'GET', path: '/UserSite' },
  addSiteUser: { method: 'POST', path: '/UserSite' },
  updateSiteUser: { method: 'PUT', path: '/UserSite' },
  removeSiteUser: { method: 'DELETE', path: '/UserSite' },
  getSiteGroupUsers: { method: 'GET', path: '/UserSiteGroup' },
  addSiteGroupUser: { method: 'POST', path: '/UserSiteGroup' },
  updateSiteGroupUser: { method: 'PUT', path: '/UserSiteGroup' },
  removeSiteGroupUser: { method: 'DELETE', path: '/UserSiteGroup' },
  getDeviceUsers: { method: 'GET', path: '/UserDevice' },
  addDeviceUser: { method: 'POST', path: '/UserDevice' },
  updateDeviceUser: { method: 'PUT', path: '/UserDevice' },
  removeDeviceUser: { method: 'DELETE', path: '/UserDevice' },
  sendBackupCommand: { method: 'POST', path: '/command/backup' },
  sendStateModeCommand: { method: 'POST', path: '/SendStateModeCommand' },
  sendStateModeSiteCommand: { method: 'POST', path: '/SendStateModeSiteCommand' },
  restartDevice: { method: 'POST', path: '/command/restart' },
  rebootSiteController: { method: 'POST', path: '/command/rebootSiteController' },
  sendTestMode: { method: 'POST', path: '/command/testMode' },
  releaseTestMode: { method: 'POST', path: '/command/testModeRelease' },
  startMeterSetup: { method: 'POST', path: '/MeterSetup' },
  startMeterTest: { method: 'POST', path: '/MeterTest' },
  getMeterStatus: { method: 'GET', path: '/MeterSetup' },
  getLabel: { method: 'GET', path: '/GetLabelByDeviceId' },
  commissionDevice: { method: 'POST', path: '/CommissionDevice' },
  uncommissionDevice: { method: 'DELETE', path: '/CommissionDevice' },
  setupDevice: { method: 'POST', path: '/SetupDevice' },
  markInstalled: { method: 'POST', path: '/Installed' },
  createSiteAroundDevice: { method: 'POST', path: '/CreateSiteAroundDevice' },
  deleteDevice: { method: 'DELETE', path: '/Device' },
  updateDeviceWithPartner: { method: 'PUT', path: '/UpdateDeviceWithPartner' },
  getPartnerNames: { method: 'GET', path: '/GetPartnerNames' },
  getTestDocument: { method: 'GET', path: '/TestDocument' },
  getTestDocumentsExist: { method: 'GET', path: '/TestDocument/exist' },
  getBmsFiles: { method: 'GET', path: '/BmsFile' },
  createBmsFile: { method: 'POST', path: '/BmsFile' },
  convertBmsFile: { method: 'PUT', path: '/BmsFileConvert' },
  deleteBmsFile: { method: 'DELETE', path: '/BmsFile' },
  getDeviceConfigurationFiles: { method: 'GET', path: '/DeviceConfigurationFile' },
  createDeviceConfigurationFile: { method: 'POST', path: '/DeviceConfigurationFile' },
  deleteDeviceConfigurationFile: { method: 'DELETE', path: '/DeviceConfigurationFile' },
  getMetadata: { method: 'GET', path: '/MetaData' },
  setMessageCenter: { method: 'PUT', path: '/messageCenter' },
  getMessageCenterBanner: { method: 'GET', path: '/messagecenter2' },
  getActiveMessage: { method: 'GET', path: '/messageCenter' },
  getOldMessages: { method: 'GET', path: '/messageCenter/old' },
  advancedSearch: { method: 'GET', path: '/AdvancedSearch' },
  getEventTypes: { method: 'GET', path: '/EventSchedule/EventTypes' },
  getEvents: { method: 'GET', path: '/EventSchedule' },
  createEvent: { method: 'POST', path: '/EventSchedule' },
  updateEvent: { method: 'PUT', path: '/EventSchedule' },
  deleteEvent: { method: 'DELETE', path: '/EventSchedule' },
  getParameters: { method: 'GET', path: '/parameters', noContent: 'unknownDevice' },
  updateParameters: { method: 'PUT', path: '/parameters' },
  getControlParameters: { method: 'GET', path: '/parameters/control', noContent: 'unknownDevice' },
  updateControlParameters: { method: 'PUT', path: '/parameters/control' },
  getReportedProperties: { method: 'GET', path: '/ReportedProperties', noContent: 'reportedPropertiesNotFound' },
  updateSoftware: { method: 'POST', path: '/devices/{id}/commands/update/software' },
  updateDevice: { method: 'PUT', path: '/UpdateDevice' },
  getPolicy: { method: 'GET', path: '/Policy' },
  updatePolicy: { method: 'PUT', path: '/Policy' },
  getControllableLoads: { method: 'GET', path: '/ControllableLoad' },
  createControllableLoad: { method: 'POST', path: '/ControllableLoad' },
  updateControllableLoad: { method: 'PUT', path: '/ControllableLoad' },
  deleteControllableLoad: { method: 'DELETE', path: '/ControllableLoad' },
  getBackupSettings: { method: 'GET', path: '/BackupSettings' },
  updateBackupSettings: { method: 'PUT', path: '/BackupSettings' },
  getDashboardSharing: { method: 'GET', path: '/DashboardSharing' },
  updateDashboardSharing: { method: 'PUT', path: '/DashboardSharing' },
  getDashboard: { method: 'GET', path: '/Dashboard/{id}' },
  getTestModeLimit: { method: 'GET', path: '/command/testMode/limit' },
} as const satisfies RouteTable;

/** Default for `timeoutMs`. The spec has a timeout message but no value; 60 s is designed here. */
export const API_TIMEOUT_MS = 60_000;

/** How to reach the API. */
export interface ApiClientOptions {
  /** spec 7: the API base (local port 3000, staging, production), e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** spec 7: the identity provider's access token, asked for on every call. */
  getToken: () => Promise<string> | string;
  /** The fetch to use; defaults to the global one (tests pass a fake). */
  fetch?: typeof fetch;
  /** Milliseconds before a call fails with the `timeout` key; 0 turns the timeout off. */
  timeoutMs?: number;
}

/** Builds `?a=1&b=x&b=y`: undefined and null skipped, arrays repeated, the rest as strings. */
export function buildQueryString(params: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Fills `{name}` params of a path from the input; returns the path and the input without those fields. */
export function fillPath(
  path: string,
  input: Readonly<Record<string, unknown>>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`Missing path parameter "${key}" for ${path}`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** The id a call is about, for NoContentError (spec 8: the economics step is "rejected with the id"). */
function subjectId(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const record = input as Record<string, unknown>;
  const id = record.siteId ?? record.siteGroupId ?? record.deviceId ?? record.id;
  return typeof id === 'string' ? id : undefined;
}

/** Parses a body as JSON, or undefined when it is not JSON. */
function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Creates the API client: one typed function per call of spec 7, grouped by resource. */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Kept in a local: a browser's fetch called as a method of another object throws "Illegal invocation".
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  /** Runs one HTTP exchange with the timeout and error mapping; `read` turns a success into the result. */
  async function exchange<T>(
    endpoint: string,
    url: string,
    init: RequestInit,
    callerSignal: AbortSignal | undefined,
    read: (res: Response) => Promise<T>,
  ): Promise<T> {
    const timeoutSignal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [callerSignal, timeoutSignal].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    let res: Response;
    try {
      res = await fetchFn(url, signal ? { ...init, signal } : init);
      if (res.ok) return await read(res);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      // The caller's cancellation is not a failure: rethrow its reason as TanStack Query expects.
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (timeoutSignal?.aborted) throw new ApiError({ status: 0, i18nKey: 'timeout', endpoint, cause: err });
      throw new ApiError({ status: 0, i18nKey: 'connection', endpoint, cause: err });
    }
    const text = await res.text().catch(() => '');
    const body = text === '' ? undefined : (tryJson(text) ?? text);
    throw new ApiError({ status: res.status, ...parseErrorBody(body), endpoint, body });
  }

  /** Sends one call of ENDPOINTS. */
  async function request(name: EndpointName, input: unknown, requestOptions: RequestOptions = {}): Promise<unknown> {
    const route: Route = ROUTES[name];
    const { path, rest } = fillPath(route.path, (input ?? {}) as Record<string, unknown>);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let url = baseUrl + path;
    const init: RequestInit = { method: route.method, headers };
    if (route.method === 'GET') {
      url += buildQueryString(rest);
    } else {
      // spec 7: JSON body for POST, PUT, DELETE.
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(rest);
    }
    // spec 7: all calls carry the bearer token, asked for per call so a refreshed token is used.
    headers.Authorization = `Bearer ${await options.getToken()}`;

    return exchange(name, url, init, requestOptions.signal, async (res) => {
      if (res.status === 204) {
        // spec 7: a 204 gives text.
        const text = await res.text();
        if (route.noContent) throw new NoContentError(route.noContent, name, subjectId(input), text);
        return text;
      }
      const text = await res.text();
      // A 200 with an empty body (some backends answer a PUT so) is returned like a 204: as its text.
      if (text === '') return text;
      const json = tryJson(text);
      if (json === undefined)
        throw new ApiError({ status: res.status, i18nKey: 'apiCallFailed', endpoint: name, body: text });
      return json;
    });
  }

  const call = <N extends EndpointName>(name: N): ClientFunction<N> =>
    ((input?: EndpointInput<N>, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions)) as ClientFunction<N>;

  /**
   * spec 7: the file is PUT to the upload link as a block blob. The link is pre-signed (it carries its own
   * authorisation), so no bearer token is sent; a relative link is resolved against the API base.
   */
  async function uploadToLink(uploadLink: string, file: Blob, requestOptions: RequestOptions = {}): Promise<string> {
    const url = new URL(uploadLink, `${baseUrl}/`).toString();
    const init: RequestInit = {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    };
    return exchange('uploadToLink', url, init, requestOptions.signal, (res) => res.text());
  }

  const telemetryRaw = call('getTelemetryRaw');
  const telemetrySummary = call('getTelemetrySummary');

  return {
    logs: { audit: call('getAuditLog'), commands: call('getDeviceCommandLog'), fleet: call('getFleetAuditLog') },
    controlSource: { get: call('getControlSource') },
    configuration: { get: call('getConfiguration') },
    sites: { create: call('createSite'), update: call('updateSite'), remove: call('deleteSite') },
    groups: {
      create: call('createSiteGroup'),
      update: call('updateSiteGroup'),
      remove: call('deleteSiteGroup'),
      addSite: call('addSiteToGroup'),
    },
    user: {
      get: call('getUser'),
      updateSettings: call('updateUserSettings'),
      getByEmail: call('getUserByEmail'),
      getApiClient: call('getApiClientByEmail'),
      create: call('createUser'),
      grantRole: call('grantRole'),
    },
    status: { sites: call('getSiteStatus'), devices: call('getDeviceStatus'), groups: call('getGroupStatus') },
    statistics: { supply: call('getSupplyStatistics'), groupSupply: call('getGroupSupplyStatistics') },
    telemetry: {
      dataSummary: call('getDataSummary'),
      raw: telemetryRaw,
      summary: telemetrySummary,
      /** spec 7: /GetTelemetryRaw for resolution 0, else /GetTelemetrySummary. */
      series: (query: TelemetryQuery, requestOptions?: RequestOptions): Promise<TelemetrySeriesResponse> =>
        query.resolution === 0 ? telemetryRaw(query, requestOptions) : telemetrySummary(query, requestOptions),
      /**
       * The CSV behind a blob-flag downloadUrl (designed: GET /TelemetryDownload). The link's signed token is its own
       * authorisation, so no bearer token is sent; a browser may equally open the downloadUrl directly.
       */
      download: (input: { token: string }, requestOptions: RequestOptions = {}): Promise<string> =>
        exchange(
          'downloadTelemetry',
          `${baseUrl}/TelemetryDownload?token=${encodeURIComponent(input.token)}`,
          { method: 'GET' },
          requestOptions.signal,
          (res) => res.text(),
        ),
    },
    economics: { site: call('getEconomics'), group: call('getGroupEconomics'), updatePrice: call('updatePrice') },
    alarms: {
      active: call('getActiveAlarms'),
      statistics: call('getAlarmStatistics'),
      deviceErrors: call('getDeviceErrors'),
      acknowledge: call('acknowledgeAlarm'),
      close: call('closeAlarm'),
    },
    access: {
      siteUsers: call('getSiteUsers'),
      addSiteUser: call('addSiteUser'),
      updateSiteUser: call('updateSiteUser'),
      removeSiteUser: call('removeSiteUser'),
      groupUsers: call('getSiteGroupUsers'),
      addGroupUser: call('addSiteGroupUser'),
      updateGroupUser: call('updateSiteGroupUser'),
      removeGroupUser: call('removeSiteGroupUser'),
      deviceUsers: call('getDeviceUsers'),
      addDeviceUser: call('addDeviceUser'),
      updateDeviceUser: call('updateDeviceUser'),
      removeDeviceUser: call('removeDeviceUser'),
    },
    commands: {
      backup: call('sendBackupCommand'),
      stateMode: call('sendStateModeCommand'),
      stateModeSite: call('sendStateModeSiteCommand'),
      restart: call('restartDevice'),
      rebootSiteController: call('rebootSiteController'),
      testMode: call('sendTestMode'),
      testModeRelease: call('releaseTestMode'),
      testModeLimit: call('getTestModeLimit'),
    },
    meter: { setup: call('startMeterSetup'), test: call('startMeterTest'), status: call('getMeterStatus') },
    commissioning: {
      label: call('getLabel'),
      commission: call('commissionDevice'),
      uncommission: call('uncommissionDevice'),
      setupDevice: call('setupDevice'),
      installed: call('markInstalled'),
      createSiteAroundDevice: call('createSiteAroundDevice'),
    },
    devices: { remove: call('deleteDevice'), updateWithPartner: call('updateDeviceWithPartner') },
    partners: { names: call('getPartnerNames') },
    documents: { get: call('getTestDocument'), exist: call('getTestDocumentsExist') },
    files: {
      bmsFiles: call('getBmsFiles'),
      createBmsFile: call('createBmsFile'),
      convertBmsFile: call('convertBmsFile'),
      deleteBmsFile: call('deleteBmsFile'),
      configurationFiles: call('getDeviceConfigurationFiles'),
      createConfigurationFile: call('createDeviceConfigurationFile'),
      deleteConfigurationFile: call('deleteDeviceConfigurationFile'),
      upload: uploadToLink,
    },
    metadata: { signals: call('getMetadata') },
    messages: {
      banner: call('getMessageCenterBanner'),
      set: call('setMessageCenter'),
      active: call('getActiveMessage'),
      old: call('getOldMessages'),
    },
    search: { advanced: call('advancedSearch') },
    schedule: {
      eventTypes: call('getEventTypes'),
      events: call('getEvents'),
      create: call('createEvent'),
      update: call('updateEvent'),
      remove: call('deleteEvent'),
    },
    parameters: {
      get: call('getParameters'),
      update: call('updateParameters'),
      control: call('getControlParameters'),
      updateControl: call('updateControlParameters'),
      reported: call('getReportedProperties'),
      updateSoftware: call('updateSoftware'),
      updateDevice: call('updateDevice'),
    },
    policies: { get: call('getPolicy'), update: call('updatePolicy') },
    loads: {
      list: call('getControllableLoads'),
      create: call('createControllableLoad'),
      update: call('updateControllableLoad'),
      remove: call('deleteControllableLoad'),
    },
    backup: { get: call('getBackupSettings'), update: call('updateBackupSettings') },
    sharing: { get: call('getDashboardSharing'), update: call('updateDashboardSharing') },
    dashboards: { get: call('getDashboard') },
    /** Any call by its ENDPOINTS name (for generic code such as the server's contract tests). */
    call: <N extends EndpointName>(name: N, input: EndpointInput<N>, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions) as Promise<EndpointOutput<N>>,
  };
}

/** The client's type, for the host contract and the query factories. */
export type ApiClient = ReturnType<typeof createApiClient>;
