import type { InjectOptions } from 'fastify';
import { ENDPOINTS, type EndpointInput, type EndpointName } from '@bess/shared/contract';
import { toFastifyPath } from '../http/registerRoutes';
import { storeUploadedBytes } from '../repositories/files';
import { insertEvent } from '../repositories/scheduleEvents';
import { insertLoad } from '../repositories/controllableLoads';
import { FIXTURE } from './fixtures';
import type { TestApp } from './testApp';

const { sites, groups, devices } = FIXTURE;

/** Objects the samples point at besides the fixture fleet (seeded by `seedSampleObjects`). */
export const SAMPLE_OBJECTS = {
  /** A user with no role, holding ReadOnly (20) on S-AARHUS, G-DK and SC-000000101: grants that may be changed. */
  spare: { userId: 'user-spare', email: 'spare@demo.test' },
  /** A user with no role and no grant at all: the one the add samples give access to (an add for a holder is 409). */
  newcomer: { userId: 'user-newcomer', email: 'newcomer@demo.test' },
  /** An API client (spec 3: an e-mail without an at-sign). */
  apiClient: { userId: 'user-matrix-client', email: 'matrix-client' },
  alarmId: 9001,
  eventId: 'EV-SAMPLE',
  loadId: 'LOAD-SAMPLE',
  bmsFileId: 'FILE-BMS-SAMPLE',
  configFileId: 'FILE-CFG-SAMPLE',
  /** Firmware rollouts, one per action that needs its status: a draft to start, running, paused, one to abort. */
  rollouts: {
    draft: 'RO-SAMPLE-DRAFT',
    running: 'RO-SAMPLE-RUNNING',
    paused: 'RO-SAMPLE-PAUSED',
    toAbort: 'RO-SAMPLE-ABORT',
  },
} as const;

/** One valid input for every call of the contract. */
export type SampleInputs = { [N in EndpointName]: EndpointInput<N> };

const T0 = '2026-01-01T00:00:00.000Z';

/**
 * Seeds what the samples need on top of seedFixtureFleet (call that first): the spare user and its grants, a user
 * without grants, an API client, an active alarm, a scheduler event, a controllable load, two uploaded files, four
 * firmware rollouts (a draft, running, paused, another running) and the PeakShaving feature on S-AARHUS (its peak-shaving limits may be set). Returns the runtime-only part (a signed
 * telemetry download token).
 */
export async function seedSampleObjects(t: TestApp): Promise<{ downloadToken: string }> {
  const { db } = t.services;
  const now = t.services.now();
  const user = (userId: string, email: string, isApiClient: number) => ({
    userId,
    email,
    userName: email,
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    role: null,
    isInstaller: 0,
    isApiClient,
    termsNumber: 10,
    termsDate: T0,
    createdAt: T0,
  });
  await db
    .insertInto('users')
    .values([
      user(SAMPLE_OBJECTS.spare.userId, SAMPLE_OBJECTS.spare.email, 0),
      user(SAMPLE_OBJECTS.newcomer.userId, SAMPLE_OBJECTS.newcomer.email, 0),
      user(SAMPLE_OBJECTS.apiClient.userId, SAMPLE_OBJECTS.apiClient.email, 1),
    ])
    .execute();
  await db
    .updateTable('sites')
    .set({ features: JSON.stringify(['Basic', 'EventScheduler', 'Backup', 'PeakShaving']) })
    .where('siteId', '=', sites.aarhus)
    .execute();
  const grant = (objectType: 'site' | 'group' | 'device', objectId: string) => ({
    userId: SAMPLE_OBJECTS.spare.userId,
    objectType,
    objectId,
    level: 20,
    startTime: T0,
    endTime: null,
    removed: 0,
  });
  await db
    .insertInto('access')
    .values([grant('site', sites.aarhus), grant('group', groups.dk), grant('device', devices.aarhus1)])
    .execute();
  await db
    .insertInto('alarms')
    .values({
      alarmId: SAMPLE_OBJECTS.alarmId,
      deviceId: devices.aarhus1,
      alarmCode: 101,
      severity: 'warnings',
      startTime: '2026-11-22T10:00:00.000Z',
      acknowledgeUser: null,
      acknowledgeTime: null,
      closedBy: null,
      stopTime: null,
      active: 1,
    })
    .execute();
  await insertEvent(
    db,
    {
      id: SAMPLE_OBJECTS.eventId,
      siteId: sites.aarhus,
      description: 'Sample charge',
      startTime: '2026-11-23T01:00:00.000Z',
      endTime: '2026-11-23T03:00:00.000Z',
      endMode: 0,
      eventType: 0,
      rate: null,
      fullyChargedBy: null,
    },
    'superadmin@demo.test',
    now,
  );
  await insertLoad(db, { id: SAMPLE_OBJECTS.loadId, siteId: sites.aarhus, ...LOAD_FIELDS }, now);
  for (const [id, kind] of [
    [SAMPLE_OBJECTS.bmsFileId, 'bms'],
    [SAMPLE_OBJECTS.configFileId, 'deviceConfiguration'],
  ] as const) {
    await db
      .insertInto('content_files')
      .values({
        id,
        kind,
        fileName: `${id}.bin`,
        size: null,
        uploadedAt: null,
        converted: 0,
        convertedAt: null,
        createdAt: T0,
        createdBy: 'superadmin@demo.test',
      })
      .execute();
    await storeUploadedBytes(db, t.services.config.filesDir, { id, kind }, Buffer.from('sample bytes'), now);
  }
  // Each sample rollout over a device of its own, so that starting the draft finds no device busy in another.
  const rollouts: [string, 'draft' | 'running' | 'paused', string][] = [
    [SAMPLE_OBJECTS.rollouts.draft, 'draft', devices.aarhus1],
    [SAMPLE_OBJECTS.rollouts.running, 'running', devices.leeds1],
    [SAMPLE_OBJECTS.rollouts.paused, 'paused', devices.aarhus2],
    [SAMPLE_OBJECTS.rollouts.toAbort, 'running', devices.solar1],
  ];
  for (const [id, status, deviceId] of rollouts) {
    const started = status !== 'draft';
    await db
      .insertInto('rollouts')
      .values({
        id,
        name: `Sample ${status} rollout`,
        targetBranch: 'RTM_main',
        targetBuild: '20251013.1',
        selection: JSON.stringify({ deviceIds: [deviceId] }),
        waves: JSON.stringify({ canaryCount: 1, shares: [] }),
        waveCount: 1,
        soakMinutes: 60,
        maxFailedShare: 0.1,
        installTimeoutMinutes: 30,
        windowStartHour: null,
        windowEndHour: null,
        status,
        currentWave: started ? 1 : null,
        waveTimes: JSON.stringify([{ startedAt: started ? T0 : null, finishedAt: null }]),
        haltReason: null,
        createdBy: 'superadmin@demo.test',
        createdAt: T0,
        startedBy: started ? 'superadmin@demo.test' : null,
        startedAt: started ? T0 : null,
        updatedAt: T0,
        endedAt: null,
      })
      .execute();
    await db
      .insertInto('rollout_devices')
      .values({
        rolloutId: id,
        deviceId,
        siteId: null,
        wave: 1,
        state: 'pending',
        failureReason: null,
        buildBefore: 'RTM_main_20251002.1',
        sentAt: null,
        updatedAt: T0,
      })
      .execute();
  }
  const downloadToken = t.services.downloadLinks.sign({
    deviceId: devices.aarhus1,
    signals: ['pv'],
    from: Date.parse('2026-11-21T00:00:00Z') / 1000,
    to: Date.parse('2026-11-22T00:00:00Z') / 1000,
    resolution: 0,
  });
  return { downloadToken };
}

const LOAD_FIELDS = {
  adapterName: 'Heat pump',
  actionOnUrl: 'http://load.local/on',
  actionOffUrl: 'http://load.local/off',
  actionTimeout: 5,
  testConnectionUrl: null,
  testConnectionTimeout: null,
  expectedLoad: 3,
  minActiveHours: 1,
  maxActiveHours: 6,
  powerCharacteristic: 'constant',
  method: 'GET',
};

const FROM = '2026-11-21T00:00:00Z';
const TO = '2026-11-22T00:00:00Z';
const grantBody = {
  userId: SAMPLE_OBJECTS.spare.userId,
  email: SAMPLE_OBJECTS.spare.email,
  startTime: T0,
  endTime: null,
};
/** A new grant: for the user without one (adding a grant to someone who holds one here is 409). */
const newGrantBody = {
  ...grantBody,
  userId: SAMPLE_OBJECTS.newcomer.userId,
  email: SAMPLE_OBJECTS.newcomer.email,
};
const eventBody = {
  siteId: sites.aarhus,
  description: 'Sample charge',
  startTime: '2026-11-23T01:00:00Z',
  endTime: '2026-11-23T03:00:00Z',
  endMode: 0,
  eventType: 0,
} as const;

/**
 * One valid input per call, aimed at the fixture fleet (S-AARHUS, its device SC-000000101, group G-DK) and the sample
 * objects. Mutating samples are chosen so that repeating them is harmless, except those of `DESTRUCTIVE` (removals,
 * (un)commissioning, a new grant or event), which a test must run on a fresh app after each success.
 */
export function sampleInputs(runtime: { downloadToken: string }): SampleInputs {
  return {
    getAuditLog: { id: sites.aarhus },
    getFleetAuditLog: { email: 'demo', limit: 10 },
    getDeviceCommandLog: { deviceId: devices.aarhus1 },
    getControlSource: { id: sites.aarhus },
    getConfiguration: {},
    createSite: { siteName: 'Sample site', parentId: groups.dk, country: 'Denmark', timezone: 'Europe/Copenhagen' },
    updateSite: { siteId: sites.aarhus, address: 'Harbour Road 2' },
    deleteSite: { siteId: sites.aarhus },
    createSiteGroup: { name: 'Sample group', parentId: groups.nordic },
    updateSiteGroup: { siteGroupId: groups.dk, name: 'Denmark (renamed)' },
    deleteSiteGroup: { siteGroupId: groups.dk },
    addSiteToGroup: { siteId: sites.aarhus, parentId: groups.dk },
    getUser: {},
    updateUserSettings: { language: 'en', dateFormat: 'yyyy-MM-dd' },
    getUserByEmail: { email: 'owner@demo.test' },
    getApiClientByEmail: { email: SAMPLE_OBJECTS.apiClient.email },
    createUser: { email: 'created@demo.test' },
    grantRole: { email: SAMPLE_OBJECTS.spare.email, role: 'Installer' },
    getSiteStatus: { ids: [sites.aarhus] },
    getDeviceStatus: { deviceIds: [devices.aarhus1] },
    getGroupStatus: { siteGroupIds: [groups.dk] },
    getSupplyStatistics: { siteId: sites.aarhus },
    getGroupSupplyStatistics: { siteGroupId: groups.dk },
    getDataSummary: { siteId: sites.aarhus, resolutionMin: 60, fromDateTime: FROM, toDateTime: TO },
    getTelemetryRaw: { deviceId: devices.aarhus1, signals: ['pv'], fromDateTime: FROM, toDateTime: TO, resolution: 0 },
    getTelemetrySummary: {
      deviceId: devices.aarhus1,
      signals: ['pv'],
      fromDateTime: FROM,
      toDateTime: TO,
      resolution: 60,
    },
    downloadTelemetry: { token: runtime.downloadToken },
    getEconomics: { siteId: sites.aarhus, year: 2026, month: 11 },
    getGroupEconomics: { siteGroupId: groups.dk, year: 2026 },
    updatePrice: { siteId: sites.aarhus, newPrice: 2.2, newPriceExport: 0.5 },
    getActiveAlarms: {},
    getAlarmStatistics: {},
    getDeviceErrors: { deviceIds: [devices.aarhus1], fromDateTime: '2026-11-01', toDateTime: '2026-11-22' },
    acknowledgeAlarm: {
      deviceId: devices.aarhus1,
      alarmId: String(SAMPLE_OBJECTS.alarmId),
      acknowledgeUser: 'sample@demo.test',
      acknowledgeTime: '2026-11-22T11:00:00Z',
    },
    closeAlarm: {
      deviceId: devices.aarhus1,
      alarmId: String(SAMPLE_OBJECTS.alarmId),
      closedBy: 'sample@demo.test',
      stopTime: '2026-11-22T11:30:00Z',
    },
    getSiteUsers: { siteId: sites.aarhus },
    addSiteUser: { siteId: sites.aarhus, ...newGrantBody, level: 20 },
    updateSiteUser: { siteId: sites.aarhus, ...grantBody, level: 20 },
    removeSiteUser: { siteId: sites.aarhus, userId: SAMPLE_OBJECTS.spare.userId },
    getSiteGroupUsers: { siteGroupId: groups.dk },
    addSiteGroupUser: { siteGroupId: groups.dk, ...newGrantBody, level: 20 },
    updateSiteGroupUser: { siteGroupId: groups.dk, ...grantBody, level: 20 },
    removeSiteGroupUser: { siteGroupId: groups.dk, userId: SAMPLE_OBJECTS.spare.userId },
    getDeviceUsers: { deviceId: devices.aarhus1 },
    addDeviceUser: { deviceId: devices.aarhus1, ...newGrantBody, level: 20 },
    updateDeviceUser: { deviceId: devices.aarhus1, ...grantBody, level: 20 },
    removeDeviceUser: { deviceId: devices.aarhus1, userId: SAMPLE_OBJECTS.spare.userId },
    sendBackupCommand: { siteId: sites.aarhus, commandName: 'forcedOn' },
    sendStateModeCommand: { deviceId: devices.aarhus1, commandName: 'state_idling' },
    sendStateModeSiteCommand: { siteId: sites.aarhus, commandName: 'state_running' },
    restartDevice: { deviceId: devices.aarhus1 },
    rebootSiteController: { siteId: sites.aarhus },
    sendTestMode: { deviceId: devices.aarhus1, value: 5 },
    releaseTestMode: { deviceId: devices.aarhus1 },
    startMeterSetup: { deviceId: devices.aarhus1 },
    startMeterTest: { deviceId: devices.aarhus1 },
    getMeterStatus: { deviceId: devices.aarhus1 },
    getLabel: { deviceId: devices.aarhus1 },
    commissionDevice: { siteId: sites.empty, deviceId: devices.unparented, serialNumber: 'SN000999', code: 'CODE999' },
    uncommissionDevice: { siteId: sites.aarhus, deviceId: devices.aarhus2 },
    setupDevice: { deviceId: devices.aarhus1, arguments: 'status', target: 'terminal' },
    markInstalled: { deviceId: devices.aarhus1 },
    createSiteAroundDevice: { deviceId: devices.unparented, siteName: 'Around the stock device' },
    deleteDevice: { deviceId: devices.aarhus1 },
    updateDeviceWithPartner: { deviceId: devices.aarhus1, partnerId: 'P-1' },
    getPartnerNames: { ids: ['P-1'] },
    getTestDocument: { deviceId: devices.aarhus1, documentType: 'FAT' },
    getTestDocumentsExist: { deviceId: devices.aarhus1 },
    getBmsFiles: {},
    createBmsFile: { fileName: 'bms-sample.bin' },
    convertBmsFile: { id: SAMPLE_OBJECTS.bmsFileId },
    deleteBmsFile: { id: SAMPLE_OBJECTS.bmsFileId },
    getDeviceConfigurationFiles: {},
    createDeviceConfigurationFile: { fileName: 'config-sample.json' },
    deleteDeviceConfigurationFile: { id: SAMPLE_OBJECTS.configFileId },
    getMetadata: { deviceId: devices.aarhus1 },
    setMessageCenter: {
      isEnabled: true,
      severity: 'info',
      title: 'Sample notice',
      message: 'Planned maintenance',
      messageSummary: 'Maintenance',
      languages: [],
    },
    getMessageCenterBanner: {},
    getActiveMessage: {},
    getOldMessages: {},
    advancedSearch: { searchString: 'owner', field: 'Email' },
    getEventTypes: { siteId: sites.aarhus },
    getEvents: { siteId: sites.aarhus, fromTimeStamp: '2026-11-22T00:00:00Z' },
    // Two hours after the seeded sample event (which update and delete use): events may not overlap.
    createEvent: { ...eventBody, startTime: '2026-11-23T05:00:00Z', endTime: '2026-11-23T07:00:00Z', rate: null },
    updateEvent: { ...eventBody, id: SAMPLE_OBJECTS.eventId },
    deleteEvent: { ...eventBody, id: SAMPLE_OBJECTS.eventId },
    getParameters: { deviceId: devices.aarhus1 },
    updateParameters: {
      device: {
        deviceId: devices.aarhus1,
        firmwareBranch: 'RTM_main',
        firmwareBuild: '20251002.1',
        hardwareFeature: [],
        heaterList: [],
        clients: [],
        fans: [],
        heaterboard: [],
      },
      inverterList: [],
      site: { features: ['Basic', 'EventScheduler', 'Backup', 'PeakShaving'] },
      control: { pidKI: 0.1, peakShavingGridImportLimit: 100, peakShavingGridExportLimit: 80 },
    },
    getControlParameters: { siteId: sites.aarhus },
    updateControlParameters: {
      siteId: sites.aarhus,
      control: { pidKI: 0.1, peakShavingGridImportLimit: 90, peakShavingGridExportLimit: 70 },
    },
    getReportedProperties: { deviceId: devices.aarhus1 },
    updateSoftware: { id: devices.aarhus1, firmwareBranch: 'RTM_main', firmwareBuild: '20251002.1' },
    updateDevice: { DeviceId: devices.aarhus1 },
    getPolicy: { siteId: sites.aarhus },
    updatePolicy: { siteId: sites.aarhus, policy: null },
    getControllableLoads: { siteId: sites.aarhus },
    createControllableLoad: { siteId: sites.aarhus, ...LOAD_FIELDS },
    updateControllableLoad: { id: SAMPLE_OBJECTS.loadId, siteId: sites.aarhus, ...LOAD_FIELDS },
    deleteControllableLoad: { id: SAMPLE_OBJECTS.loadId, siteId: sites.aarhus },
    getBackupSettings: { siteId: sites.aarhus },
    getSitePlan: { siteId: sites.aarhus, day: '2026-11-22' },
    replaySite: { siteId: sites.aarhus, month: '2026-10' },
    updateBackupSettings: {
      siteId: sites.aarhus,
      reservedSoc: 20,
      minSoc: 10,
      maxSoc: 95,
      gridTransitionInterval: 5,
      gridTransitionOffInterval: 5,
      islandRetryCount: 3,
    },
    getDashboardSharing: { id: sites.aarhus },
    updateDashboardSharing: { id: sites.aarhus, isEnabled: true },
    getDashboard: { id: sites.aarhus },
    getTestModeLimit: { deviceId: devices.aarhus1 },
    listRollouts: { limit: 10 },
    createRollout: {
      name: 'Sample rollout',
      selection: { groupIds: [groups.dk] },
      waves: { canaryCount: 1, shares: [0.5] },
      soakMinutes: 30,
      maxFailedShare: 0.2,
      installTimeoutMinutes: 20,
      installWindow: { startHour: 1, endHour: 5 },
    },
    previewRollout: { selection: { groupIds: [groups.dk], deviceIds: [devices.leeds1] } },
    getRollout: { id: SAMPLE_OBJECTS.rollouts.running },
    getRolloutDevices: { id: SAMPLE_OBJECTS.rollouts.running, wave: 1 },
    startRollout: { id: SAMPLE_OBJECTS.rollouts.draft },
    pauseRollout: { id: SAMPLE_OBJECTS.rollouts.running },
    resumeRollout: { id: SAMPLE_OBJECTS.rollouts.paused },
    abortRollout: { id: SAMPLE_OBJECTS.rollouts.toAbort },
    getDeviceRollout: { id: devices.aarhus1 },
  };
}

/**
 * Calls whose success removes or moves what the next call needs, or takes its place (a second event at the same time
 * overlaps the first, a second grant for the same user or a second group of one name under one parent is 409): run
 * each success on a fresh app.
 */
/** The fields of a call that name the person who makes it (spec 4: who acknowledged or closed an alarm). */
const CALLER_FIELDS: Partial<Record<EndpointName, string>> = {
  acknowledgeAlarm: 'acknowledgeUser',
  closeAlarm: 'closedBy',
};

/**
 * A sample as `email` sends it: a field that names the caller names them (the API refuses an act recorded in someone
 * else's name). Other calls' samples are returned as they are.
 */
export function asCaller<I>(name: EndpointName, input: I, email: string): I {
  const field = CALLER_FIELDS[name];
  return field && typeof input === 'object' && input !== null ? { ...input, [field]: email } : input;
}

export const DESTRUCTIVE: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'createEvent',
  'createSiteGroup',
  'addSiteUser',
  'addSiteGroupUser',
  'addDeviceUser',
  'deleteSite',
  'deleteSiteGroup',
  'removeSiteUser',
  'removeSiteGroupUser',
  'removeDeviceUser',
  'commissionDevice',
  'uncommissionDevice',
  'createSiteAroundDevice',
  'deleteDevice',
  'deleteEvent',
  'deleteControllableLoad',
  'deleteBmsFile',
  'deleteDeviceConfigurationFile',
  // a rollout's status moves on: the same action again is 409
  'startRollout',
  'pauseRollout',
  'resumeRollout',
  'abortRollout',
]);

/** The names of a path's `{params}`. */
export function pathParamsOf(name: EndpointName): string[] {
  return [...ENDPOINTS[name].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** A query string as the client sends it: arrays repeated (`ids=a&ids=b`), everything else as text. */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The request for a call with an input (path params + query + body in one object, as EndpointInput has it): params
 * go into the path, the rest into the query string (GET) or the JSON body.
 */
export function requestFor(name: EndpointName, input: unknown): InjectOptions {
  const endpoint = ENDPOINTS[name];
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  let url: string = endpoint.path;
  for (const param of pathParamsOf(name)) {
    url = url.replace(`{${param}}`, encodeURIComponent(String(rest[param])));
    delete rest[param];
  }
  if (endpoint.method === 'GET') return { method: 'GET', url: url + queryString(rest) };
  return { method: endpoint.method, url, payload: rest };
}

/** The registered (Fastify) path of a call, e.g. `/User/:email/role`. */
export function fastifyPathOf(name: EndpointName): string {
  return toFastifyPath(ENDPOINTS[name].path);
}
