import { ApiError, NoContentError } from './apiError';
import { buildQueryString, createApiClient, fillPath, type ApiClient } from './client';

const BASE = 'http://api.test';

interface Recorded {
  method: string;
  path: string;
  query: Array<[string, string]>;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch answers with `respond` and records every request. */
function setup(respond: (req: Request) => Response | Promise<Response> = () => Response.json({})) {
  const requests: Recorded[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    requests.push({
      method: req.method,
      path: url.pathname,
      query: [...url.searchParams.entries()],
      headers: req.headers,
      body: text === undefined ? undefined : JSON.parse(text),
    });
    return respond(req);
  });
  let token = 0;
  const getToken = jest.fn(async () => `token-${++token}`);
  const api = createApiClient({ baseUrl: `${BASE}/`, getToken, fetch: fetchMock as unknown as typeof fetch });
  return { api, requests, fetchMock, getToken };
}

type Case = [
  label: string,
  run: (api: ApiClient) => Promise<unknown>,
  method: string,
  path: string,
  query: Array<[string, string]>,
  body: unknown,
];

// A representative call of every resource group, with the spec 7 path verbatim (casing included).
const CASES: Case[] = [
  ['logs.audit', (a) => a.logs.audit({ id: 'sc-000000001' }), 'GET', '/auditLog', [['id', 'sc-000000001']], undefined],
  [
    'logs.commands',
    (a) => a.logs.commands({ deviceId: 'SC-000000001' }),
    'GET',
    '/deviceCommandLog',
    [['deviceId', 'SC-000000001']],
    undefined,
  ],
  ['controlSource.get', (a) => a.controlSource.get({ id: 'S1' }), 'GET', '/v2/sites/S1/controlsource', [], undefined],
  ['configuration.get', (a) => a.configuration.get(), 'GET', '/SiteGroup', [], undefined],
  [
    'sites.create',
    (a) => a.sites.create({ siteName: 'Farm', timezone: 'Europe/Copenhagen' }),
    'POST',
    '/Site',
    [],
    { siteName: 'Farm', timezone: 'Europe/Copenhagen' },
  ],
  [
    'sites.update',
    (a) => a.sites.update({ siteId: 'S1', pvPeak: 10 }),
    'PUT',
    '/Site',
    [],
    { siteId: 'S1', pvPeak: 10 },
  ],
  ['sites.remove', (a) => a.sites.remove({ siteId: 'S1' }), 'DELETE', '/Site', [], { siteId: 'S1' }],
  [
    'groups.create',
    (a) => a.groups.create({ name: 'North', parentId: null, timezone: 'GMT' }),
    'POST',
    '/SiteGroup',
    [],
    { name: 'North', parentId: null, timezone: 'GMT' },
  ],
  ['groups.remove', (a) => a.groups.remove({ siteGroupId: 'G1' }), 'DELETE', '/SiteGroup', [], { siteGroupId: 'G1' }],
  [
    'groups.addSite',
    (a) => a.groups.addSite({ siteId: 'S1', parentId: 'G1' }),
    'PUT',
    '/AddSiteGroup',
    [],
    { siteId: 'S1', parentId: 'G1' },
  ],
  ['user.get', (a) => a.user.get(), 'GET', '/User', [], undefined],
  [
    'user.updateSettings',
    (a) => a.user.updateSettings({ language: 'da', dateFormat: 'dd.MM.yyyy' }),
    'PUT',
    '/User',
    [],
    { language: 'da', dateFormat: 'dd.MM.yyyy' },
  ],
  [
    'user.getByEmail',
    (a) => a.user.getByEmail({ email: 'ann@example.com' }),
    'GET',
    '/User/ann%40example.com',
    [],
    undefined,
  ],
  ['user.getApiClient', (a) => a.user.getApiClient({ email: 'robot' }), 'GET', '/user/robot/clientId', [], undefined],
  [
    'user.create',
    (a) => a.user.create({ email: 'ann@example.com' }),
    'POST',
    '/User',
    [],
    { email: 'ann@example.com' },
  ],
  [
    'user.grantRole',
    (a) => a.user.grantRole({ email: 'bo@example.com', role: 'Installer' }),
    'PUT',
    '/User/bo%40example.com/role',
    [],
    { role: 'Installer' },
  ],
  ['status.sites', (a) => a.status.sites({ ids: ['S1', 'S2'] }), 'POST', '/sitestatus', [], { ids: ['S1', 'S2'] }],
  [
    'status.devices',
    (a) => a.status.devices({ deviceIds: ['SC-000000001'] }),
    'POST',
    '/devicestatus',
    [],
    { deviceIds: ['SC-000000001'] },
  ],
  [
    'status.groups',
    (a) => a.status.groups({ siteGroupIds: ['G1', 'G2'] }),
    'GET',
    '/groupStatus',
    [
      ['siteGroupIds', 'G1'],
      ['siteGroupIds', 'G2'],
    ],
    undefined,
  ],
  [
    'statistics.supply',
    (a) => a.statistics.supply({ siteId: 'S1' }),
    'GET',
    '/GetSupplyStatistics',
    [['siteId', 'S1']],
    undefined,
  ],
  [
    'statistics.groupSupply',
    (a) => a.statistics.groupSupply({ siteGroupId: 'G1' }),
    'GET',
    '/GetSupplyStatistics/group',
    [['siteGroupId', 'G1']],
    undefined,
  ],
  [
    'telemetry.dataSummary',
    (a) =>
      a.telemetry.dataSummary({
        siteId: 'S1',
        resolutionMin: 60,
        fromDateTime: '2025-01-01T00:00:00Z',
        toDateTime: '2025-01-02T00:00:00Z',
        CalculateConsumptionNeeded: true,
      }),
    'GET',
    '/GetDataSummary',
    [
      ['siteId', 'S1'],
      ['resolutionMin', '60'],
      ['fromDateTime', '2025-01-01T00:00:00Z'],
      ['toDateTime', '2025-01-02T00:00:00Z'],
      ['CalculateConsumptionNeeded', 'true'],
    ],
    undefined,
  ],
  [
    'telemetry.series (resolution 0 -> raw)',
    (a) =>
      a.telemetry.series({
        deviceId: 'SC-000000001',
        signals: ['soc', 'grid'],
        fromDateTime: '2025-01-01',
        toDateTime: '2025-01-02',
        resolution: 0,
        blob: true,
      }),
    'GET',
    '/GetTelemetryRaw',
    [
      ['deviceId', 'SC-000000001'],
      ['signals', 'soc'],
      ['signals', 'grid'],
      ['fromDateTime', '2025-01-01'],
      ['toDateTime', '2025-01-02'],
      ['resolution', '0'],
      ['blob', 'true'],
    ],
    undefined,
  ],
  [
    'telemetry.series (resolution 15 -> summary)',
    (a) =>
      a.telemetry.series({
        deviceId: 'SC-000000001',
        signals: ['soc'],
        fromDateTime: '2025-01-01',
        toDateTime: '2025-01-02',
        resolution: 15,
      }),
    'GET',
    '/GetTelemetrySummary',
    [
      ['deviceId', 'SC-000000001'],
      ['signals', 'soc'],
      ['fromDateTime', '2025-01-01'],
      ['toDateTime', '2025-01-02'],
      ['resolution', '15'],
    ],
    undefined,
  ],
  [
    'economics.site',
    (a) => a.economics.site({ siteId: 'S1', year: 2025, month: 3, day: undefined }),
    'GET',
    '/economics',
    [
      ['siteId', 'S1'],
      ['year', '2025'],
      ['month', '3'],
    ],
    undefined,
  ],
  [
    'economics.group',
    (a) => a.economics.group({ siteGroupId: 'G1', year: 2025 }),
    'GET',
    '/economics/group',
    [
      ['siteGroupId', 'G1'],
      ['year', '2025'],
    ],
    undefined,
  ],
  [
    'economics.updatePrice',
    (a) => a.economics.updatePrice({ siteId: 'S1', newPrice: 1.2, newPriceExport: 0.4 }),
    'PUT',
    '/UpdatePrice',
    [],
    { siteId: 'S1', newPrice: 1.2, newPriceExport: 0.4 },
  ],
  ['alarms.active', (a) => a.alarms.active(), 'GET', '/ActiveAlarms', [], undefined],
  ['alarms.statistics', (a) => a.alarms.statistics(), 'GET', '/AlarmStatistics', [], undefined],
  [
    'alarms.deviceErrors',
    (a) => a.alarms.deviceErrors({ deviceIds: ['SC-1', 'SC-2'], fromDateTime: '2024-01-01', toDateTime: '2025-07-01' }),
    'GET',
    '/DeviceError',
    [
      ['deviceIds', 'SC-1'],
      ['deviceIds', 'SC-2'],
      ['fromDateTime', '2024-01-01'],
      ['toDateTime', '2025-07-01'],
    ],
    undefined,
  ],
  [
    'alarms.acknowledge',
    (a) =>
      a.alarms.acknowledge({
        deviceId: 'SC-1',
        alarmId: 'A1',
        acknowledgeUser: 'ann',
        acknowledgeTime: '2025-01-01T10:00:00Z',
      }),
    'POST',
    '/alarmAcknowledge',
    [],
    { deviceId: 'SC-1', alarmId: 'A1', acknowledgeUser: 'ann', acknowledgeTime: '2025-01-01T10:00:00Z' },
  ],
  [
    'alarms.close',
    (a) => a.alarms.close({ deviceId: 'SC-1', alarmId: 'A1', closedBy: 'ann', stopTime: '2025-01-01T11:00:00Z' }),
    'POST',
    '/alarmClose',
    [],
    { deviceId: 'SC-1', alarmId: 'A1', closedBy: 'ann', stopTime: '2025-01-01T11:00:00Z' },
  ],
  [
    'access.siteUsers',
    (a) => a.access.siteUsers({ siteId: 'S1', DateTime: '2025-01-01T00:00:00Z' }),
    'GET',
    '/UserSite',
    [
      ['siteId', 'S1'],
      ['DateTime', '2025-01-01T00:00:00Z'],
    ],
    undefined,
  ],
  [
    'access.addGroupUser',
    (a) =>
      a.access.addGroupUser({
        siteGroupId: 'G1',
        userId: 'U1',
        email: 'ann@example.com',
        startTime: '2025-01-01',
        endTime: null,
        level: 2,
      }),
    'POST',
    '/UserSiteGroup',
    [],
    { siteGroupId: 'G1', userId: 'U1', email: 'ann@example.com', startTime: '2025-01-01', endTime: null, level: 2 },
  ],
  [
    'access.removeSiteUser',
    (a) => a.access.removeSiteUser({ siteId: 'S1', userId: 'U1' }),
    'DELETE',
    '/UserSite',
    [],
    { siteId: 'S1', userId: 'U1' },
  ],
  [
    'commands.backup',
    (a) => a.commands.backup({ siteId: 'S1', commandName: 'forcedOn' }),
    'POST',
    '/command/backup',
    [],
    { siteId: 'S1', commandName: 'forcedOn' },
  ],
  [
    'commands.stateMode',
    (a) => a.commands.stateMode({ deviceId: 'SC-1', commandName: 'state_idling' }),
    'POST',
    '/SendStateModeCommand',
    [],
    { deviceId: 'SC-1', commandName: 'state_idling' },
  ],
  [
    'commands.stateModeSite',
    (a) => a.commands.stateModeSite({ siteId: 'S1', commandName: 'state_running' }),
    'POST',
    '/SendStateModeSiteCommand',
    [],
    { siteId: 'S1', commandName: 'state_running' },
  ],
  [
    'commands.restart',
    (a) => a.commands.restart({ deviceId: 'SC-1' }),
    'POST',
    '/command/restart',
    [],
    { deviceId: 'SC-1' },
  ],
  [
    'commands.testMode',
    (a) => a.commands.testMode({ deviceId: 'SC-1', value: -5 }),
    'POST',
    '/command/testMode',
    [],
    { deviceId: 'SC-1', value: -5 },
  ],
  [
    'meter.status',
    (a) => a.meter.status({ deviceId: 'SC-1' }),
    'GET',
    '/MeterSetup',
    [['deviceId', 'SC-1']],
    undefined,
  ],
  [
    'commissioning.label',
    (a) => a.commissioning.label({ deviceId: 'SC-1' }),
    'GET',
    '/GetLabelByDeviceId',
    [['deviceId', 'SC-1']],
    undefined,
  ],
  [
    'commissioning.commission',
    (a) => a.commissioning.commission({ siteId: 'S1', deviceId: 'SC-1', serialNumber: 'SN1', code: 'C1' }),
    'POST',
    '/CommissionDevice',
    [],
    { siteId: 'S1', deviceId: 'SC-1', serialNumber: 'SN1', code: 'C1' },
  ],
  [
    'commissioning.uncommission',
    (a) => a.commissioning.uncommission({ siteId: 'S1', deviceId: 'SC-1' }),
    'DELETE',
    '/CommissionDevice',
    [],
    { siteId: 'S1', deviceId: 'SC-1' },
  ],
  [
    'commissioning.setupDevice',
    (a) => a.commissioning.setupDevice({ deviceId: 'SC-1', arguments: 'status', target: 'terminal' }),
    'POST',
    '/SetupDevice',
    [],
    { deviceId: 'SC-1', arguments: 'status', target: 'terminal' },
  ],
  [
    'commissioning.installed',
    (a) => a.commissioning.installed({ deviceId: 'SC-1' }),
    'POST',
    '/Installed',
    [],
    { deviceId: 'SC-1' },
  ],
  [
    'commissioning.createSiteAroundDevice',
    (a) => a.commissioning.createSiteAroundDevice({ deviceId: 'SC-1' }),
    'POST',
    '/CreateSiteAroundDevice',
    [],
    { deviceId: 'SC-1' },
  ],
  ['devices.remove', (a) => a.devices.remove({ deviceId: 'SC-1' }), 'DELETE', '/Device', [], { deviceId: 'SC-1' }],
  [
    'devices.updateWithPartner',
    (a) => a.devices.updateWithPartner({ deviceId: 'SC-1', partnerId: 'P1' }),
    'PUT',
    '/UpdateDeviceWithPartner',
    [],
    { deviceId: 'SC-1', partnerId: 'P1' },
  ],
  [
    'partners.names',
    (a) => a.partners.names({ ids: ['P1', 'P2'] }),
    'GET',
    '/GetPartnerNames',
    [
      ['ids', 'P1'],
      ['ids', 'P2'],
    ],
    undefined,
  ],
  [
    'documents.get',
    (a) => a.documents.get({ deviceId: 'SC-1', documentType: 'FAT' }),
    'GET',
    '/TestDocument',
    [
      ['deviceId', 'SC-1'],
      ['documentType', 'FAT'],
    ],
    undefined,
  ],
  [
    'documents.exist',
    (a) => a.documents.exist({ deviceId: 'SC-1' }),
    'GET',
    '/TestDocument/exist',
    [['deviceId', 'SC-1']],
    undefined,
  ],
  ['files.bmsFiles', (a) => a.files.bmsFiles(), 'GET', '/BmsFile', [], undefined],
  [
    'files.createBmsFile',
    (a) => a.files.createBmsFile({ fileName: 'bms.bin' }),
    'POST',
    '/BmsFile',
    [],
    { fileName: 'bms.bin' },
  ],
  ['files.convertBmsFile', (a) => a.files.convertBmsFile({ id: 'F1' }), 'PUT', '/BmsFileConvert', [], { id: 'F1' }],
  [
    'files.deleteConfigurationFile',
    (a) => a.files.deleteConfigurationFile({ id: 'F2' }),
    'DELETE',
    '/DeviceConfigurationFile',
    [],
    { id: 'F2' },
  ],
  ['metadata.signals', (a) => a.metadata.signals(), 'GET', '/MetaData', [], undefined],
  ['messages.banner', (a) => a.messages.banner(), 'GET', '/messagecenter2', [], undefined],
  [
    'messages.set',
    (a) =>
      a.messages.set({
        isEnabled: true,
        severity: 'warning',
        title: 'Outage',
        message: 'Tonight',
        messageSummary: 'Tonight',
        languages: [],
      }),
    'PUT',
    '/messageCenter',
    [],
    {
      isEnabled: true,
      severity: 'warning',
      title: 'Outage',
      message: 'Tonight',
      messageSummary: 'Tonight',
      languages: [],
    },
  ],
  [
    'search.advanced',
    (a) => a.search.advanced({ searchString: 'ann', field: 'Email' }),
    'GET',
    '/AdvancedSearch',
    [
      ['searchString', 'ann'],
      ['field', 'Email'],
    ],
    undefined,
  ],
  [
    'schedule.eventTypes',
    (a) => a.schedule.eventTypes({ siteId: 'S1' }),
    'GET',
    '/EventSchedule/EventTypes',
    [['siteId', 'S1']],
    undefined,
  ],
  [
    'schedule.events',
    (a) => a.schedule.events({ siteId: 'S1', fromTimeStamp: '2025-01-01T00:00:00.000Z' }),
    'GET',
    '/EventSchedule',
    [
      ['siteId', 'S1'],
      ['fromTimeStamp', '2025-01-01T00:00:00.000Z'],
    ],
    undefined,
  ],
  [
    'schedule.create',
    (a) =>
      a.schedule.create({
        siteId: 'S1',
        description: '',
        startTime: '2025-01-01T10:00:00Z',
        endTime: '2025-01-01T12:00:00Z',
        endMode: 0,
        eventType: 0,
        rate: 5,
      }),
    'POST',
    '/EventSchedule',
    [],
    {
      siteId: 'S1',
      description: '',
      startTime: '2025-01-01T10:00:00Z',
      endTime: '2025-01-01T12:00:00Z',
      endMode: 0,
      eventType: 0,
      rate: 5,
    },
  ],
  [
    'schedule.remove',
    (a) =>
      a.schedule.remove({
        id: 'E1',
        siteId: 'S1',
        description: '',
        startTime: '2025-01-01T10:00:00Z',
        endTime: '2025-01-01T12:00:00Z',
        endMode: 0,
        eventType: 2,
      }),
    'DELETE',
    '/EventSchedule',
    [],
    {
      id: 'E1',
      siteId: 'S1',
      description: '',
      startTime: '2025-01-01T10:00:00Z',
      endTime: '2025-01-01T12:00:00Z',
      endMode: 0,
      eventType: 2,
    },
  ],
  [
    'parameters.get',
    (a) => a.parameters.get({ deviceId: 'SC-1', siteId: 'S1' }),
    'GET',
    '/parameters',
    [
      ['deviceId', 'SC-1'],
      ['siteId', 'S1'],
    ],
    undefined,
  ],
  [
    'parameters.control',
    (a) => a.parameters.control({ siteId: 'S1' }),
    'GET',
    '/parameters/control',
    [['siteId', 'S1']],
    undefined,
  ],
  [
    'parameters.updateControl',
    (a) =>
      a.parameters.updateControl({
        siteId: 'S1',
        control: { pidKI: 0.15, peakShavingGridImportLimit: 10, peakShavingGridExportLimit: null },
      }),
    'PUT',
    '/parameters/control',
    [],
    { siteId: 'S1', control: { pidKI: 0.15, peakShavingGridImportLimit: 10, peakShavingGridExportLimit: null } },
  ],
  [
    'parameters.reported',
    (a) => a.parameters.reported({ deviceId: 'SC-1' }),
    'GET',
    '/ReportedProperties',
    [['deviceId', 'SC-1']],
    undefined,
  ],
  [
    'parameters.updateSoftware',
    (a) => a.parameters.updateSoftware({ id: 'SC-1', firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' }),
    'POST',
    '/devices/SC-1/commands/update/software',
    [],
    { firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' },
  ],
  [
    'parameters.updateDevice',
    (a) => a.parameters.updateDevice({ DeviceId: 'SC-1' }),
    'PUT',
    '/UpdateDevice',
    [],
    { DeviceId: 'SC-1' },
  ],
  ['policies.get', (a) => a.policies.get({ siteId: 'S1' }), 'GET', '/Policy', [['siteId', 'S1']], undefined],
  [
    'controllableLoads.remove',
    (a) => a.controllableLoads.remove({ id: 'L1', siteId: 'S1' }),
    'DELETE',
    '/ControllableLoad',
    [],
    { id: 'L1', siteId: 'S1' },
  ],
  ['backup.get', (a) => a.backup.get({ siteId: 'S1' }), 'GET', '/BackupSettings', [['siteId', 'S1']], undefined],
  [
    'sharing.update',
    (a) => a.sharing.update({ id: 'S1', isEnabled: true }),
    'PUT',
    '/DashboardSharing',
    [],
    { id: 'S1', isEnabled: true },
  ],
  [
    'sharing.update with an expiry',
    (a) => a.sharing.update({ id: 'S1', isEnabled: true, expiresAt: '2026-12-31T22:59:59.999Z' }),
    'PUT',
    '/DashboardSharing',
    [],
    { id: 'S1', isEnabled: true, expiresAt: '2026-12-31T22:59:59.999Z' },
  ],
  ['dashboards.get', (a) => a.dashboards.get({ id: 'G 1/x' }), 'GET', '/Dashboard/G%201%2Fx', [], undefined],
];

describe('createApiClient: what goes on the wire (spec 7)', () => {
  test.each(CASES)('%s', async (_label, run, method, path, query, body) => {
    const { api, requests, getToken } = setup();
    await run(api);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    if (req === undefined) throw new Error('no request was made');
    expect(req.method).toBe(method);
    expect(req.path).toBe(path);
    expect(req.query).toEqual(query);
    expect(req.body).toEqual(body);
    // spec 7: every call carries the bearer token, asked for per call.
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(req.headers.get('Authorization')).toBe('Bearer token-1');
    // spec 7: JSON body for POST, PUT, DELETE.
    expect(req.headers.get('Content-Type')).toBe(method === 'GET' ? null : 'application/json');
  });

  test('asks for the token again on every call', async () => {
    const { api, requests } = setup();
    await api.user.get();
    await api.user.get();
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  test('a token failure is rethrown untouched and nothing is sent (the shell handles token errors, spec 8)', async () => {
    const fetchMock = jest.fn();
    const tokenError = new Error('interaction required');
    const api = createApiClient({ baseUrl: BASE, getToken: () => Promise.reject(tokenError), fetch: fetchMock });
    await expect(api.user.get()).rejects.toBe(tokenError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  test('JSON answers are parsed', async () => {
    const { api } = setup(() => Response.json({ siteId: 'S9' }));
    await expect(api.sites.create({ siteName: 'New' })).resolves.toEqual({ siteId: 'S9' });
  });

  test('a bare array answer is returned as is', async () => {
    const { api } = setup(() => Response.json([{ id: 'F1', fileName: 'a.bin' }]));
    await expect(api.files.bmsFiles()).resolves.toEqual([{ id: 'F1', fileName: 'a.bin' }]);
  });

  test('spec 7: a 204 gives text', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.sites.update({ siteId: 'S1', siteName: 'Renamed' })).resolves.toBe('');
  });

  test('a 200 with an empty body gives its (empty) text', async () => {
    const { api } = setup(() => new Response('', { status: 200 }));
    await expect(
      api.alarms.close({ deviceId: 'SC-1', alarmId: 'A1', closedBy: 'ann', stopTime: '2025-01-01' }),
    ).resolves.toBe('');
  });

  test('a 200 that is not JSON fails with apiCallFailed', async () => {
    const { api } = setup(() => new Response('<html>', { status: 200 }));
    await expect(api.user.get()).rejects.toMatchObject({ status: 200, i18nKey: 'apiCallFailed' });
  });

  test.each([
    [
      'parameters.get',
      (a: ApiClient) => a.parameters.get({ deviceId: 'SC-1' }),
      'unknownDevice',
      'deviceDoesNotExist',
      'Device does not exist',
    ],
    [
      'parameters.control',
      (a: ApiClient) => a.parameters.control({ siteId: 'S1' }),
      'unknownDevice',
      'deviceDoesNotExist',
      'Device does not exist',
    ],
    [
      'parameters.reported',
      (a: ApiClient) => a.parameters.reported({ deviceId: 'SC-1' }),
      'reportedPropertiesNotFound',
      'reportedPropertiesNotFound',
      'Could not find reported properties',
    ],
    [
      'economics.site',
      (a: ApiClient) => a.economics.site({ siteId: 'S1', year: 2031 }),
      'stepRejected',
      'economicsRejected',
      'There is no economics data for S1 in that period',
    ],
  ])('spec 5/4: a 204 on %s throws NoContentError', async (_label, run, kind, key, message) => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    const error = await run(api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoContentError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 204, kind, i18nKey: key, message });
  });

  test('spec 8: the economics rejection carries the id', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    const error = await api.economics.group({ siteGroupId: 'G7' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ id: 'G7', i18nValues: { id: 'G7' } });
  });
});

describe('failures throw ApiError (spec 8)', () => {
  test.each([
    [1000, 'code.1000', 'Something went wrong'],
    [1010, 'code.1010', 'The device is already registered'],
    [1014, 'code.1014', 'The device is already commissioned on another site'],
    [1017, 'code.1017', 'The user does not exist'],
    [1102, 'code.1102', 'The site does not exist'],
    [1106, 'code.1106', 'The code does not exist'],
  ])('server code %i in { code, message }', async (code, key, message) => {
    const { api } = setup(() => Response.json({ code, message: 'server text' }, { status: 400 }));
    const error = await api.commissioning
      .commission({ siteId: 'S1', deviceId: 'SC-1', serialNumber: 'SN', code: 'C' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code,
      i18nKey: key,
      message,
      serverMessage: 'server text',
      endpoint: 'commissionDevice',
    });
  });

  test.each([1010, '1014'])('server code %p in { errorCode }', async (errorCode) => {
    const { api } = setup(() => Response.json({ errorCode }, { status: 409 }));
    const error = await api.commissioning.installed({ deviceId: 'SC-1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: Number(errorCode), i18nKey: `code.${errorCode}` });
  });

  test('the server errorMessages text is kept (spec 8: parameter update failure)', async () => {
    const { api } = setup(() =>
      Response.json({ errorMessages: ['pidKI out of range', 'fans: bad row'] }, { status: 400 }),
    );
    const error = await api.parameters
      .updateControl({
        siteId: 'S1',
        control: { pidKI: 9, peakShavingGridImportLimit: null, peakShavingGridExportLimit: null },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      code: undefined,
      i18nKey: 'apiCallFailed',
      serverMessage: 'pidKI out of range\nfans: bad row',
    });
  });

  test.each([
    [500, 'Internal error', 'apiCallFailed', 'Api call failed'],
    [404, '', 'apiCallFailed', 'Api call failed'],
    [403, '{"code":4711}', 'apiCallFailed', 'Api call failed'],
    [504, '', 'timeout', 'Timeout, please try again'],
    [408, '', 'timeout', 'Timeout, please try again'],
  ])('HTTP %i with body %p', async (status, body, key, message) => {
    const { api } = setup(() => new Response(body, { status }));
    const error = await api.alarms.active().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, i18nKey: key, message });
  });

  test('network failure: status 0, key connection', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.alarms.active().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      i18nKey: 'connection',
      message: 'It was not possible to connect to the server',
    });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  test('timeout: status 0, key timeout', async () => {
    const hang = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const api = createApiClient({ baseUrl: BASE, getToken: () => 't', fetch: hang, timeoutMs: 20 });
    const error = await api.status.sites({ ids: ['S1'] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, i18nKey: 'timeout', message: 'Timeout, please try again' });
  });

  test("the caller's own abort is rethrown as is, not as a failure", async () => {
    const hang = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const api = createApiClient({ baseUrl: BASE, getToken: () => 't', fetch: hang });
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const pending = api.user.get(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 0);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('files.upload (spec 7: PUT to the upload link as a block blob)', () => {
  test('puts the file to the link without the bearer token', async () => {
    const { api, fetchMock } = setup(() => new Response(null, { status: 201 }));
    const file = new Blob(['abc'], { type: 'application/octet-stream' });
    await expect(api.files.upload('https://blob.test/c/bms.bin?sig=1', file)).resolves.toBe('');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://blob.test/c/bms.bin?sig=1');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(file);
    const headers = new Headers(init.headers);
    expect(headers.get('x-ms-blob-type')).toBe('BlockBlob');
    expect(headers.get('Authorization')).toBeNull();
  });

  test('a relative link is resolved against the API base; failures are ApiErrors', async () => {
    const { api, fetchMock } = setup(() => new Response('', { status: 403 }));
    const error = await api.files.upload('/uploads/F1?sig=2', new Blob(['x'])).catch((e: unknown) => e);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${BASE}/uploads/F1?sig=2`);
    expect(error).toMatchObject({ status: 403, i18nKey: 'apiCallFailed', endpoint: 'uploadToLink' });
  });
});

describe('buildQueryString', () => {
  test.each([
    [{}, ''],
    [{ a: undefined, b: null }, ''],
    [{ id: 'x' }, '?id=x'],
    [{ ids: ['a', 'b'], n: 0, f: false }, '?ids=a&ids=b&n=0&f=false'],
    [{ q: 'a b&c' }, '?q=a+b%26c'],
    [{ ids: [] }, ''],
  ])('%p -> %p', (params, expected) => {
    expect(buildQueryString(params)).toBe(expected);
  });
});

describe('fillPath', () => {
  test('fills and encodes params and leaves the rest', () => {
    expect(fillPath('/devices/{id}/commands/update/software', { id: 'SC 1', firmwareBuild: 'b' })).toEqual({
      path: '/devices/SC%201/commands/update/software',
      rest: { firmwareBuild: 'b' },
    });
  });

  test('a missing param is a programming error', () => {
    expect(() => fillPath('/User/{email}', {})).toThrow(TypeError);
  });
});
