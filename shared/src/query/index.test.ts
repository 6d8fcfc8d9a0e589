import { ApiError, NoContentError } from '../api/apiError';
import { createApiClient } from '../api/client';
import { AUDIT_LOG_CACHE_MS, MESSAGE_CENTRE_POLL_MS, STATUS_POLL_MS } from '../domain/constants';
import {
  accessKeys,
  accessQueries,
  alarmKeys,
  alarmQueries,
  commissioningKeys,
  commissioningQueries,
  configurationKeys,
  configurationQueries,
  controllableLoadKeys,
  controllableLoadQueries,
  dashboardKeys,
  dashboardQueries,
  documentKeys,
  documentQueries,
  economicsKeys,
  economicsQueries,
  fileKeys,
  fileQueries,
  logKeys,
  logQueries,
  messageKeys,
  messageQueries,
  parameterKeys,
  parameterQueries,
  partnerKeys,
  partnerQueries,
  planKeys,
  planQueries,
  retryApiError,
  scheduleKeys,
  scheduleQueries,
  searchKeys,
  searchQueries,
  siteSettingsKeys,
  siteSettingsQueries,
  statisticsKeys,
  statisticsQueries,
  statusKeys,
  statusQueries,
  telemetryKeys,
  telemetryQueries,
  userLookupKeys,
} from './index';

const DAY_MS = 86_400_000;
const telemetryQuery = {
  deviceId: 'SC-1',
  signals: ['soc'],
  fromDateTime: '2025-01-01',
  toDateTime: '2025-01-02',
  resolution: 0,
};
const summaryQuery = { siteId: 'S1', resolutionMin: 60, fromDateTime: '2025-01-01', toDateTime: '2025-01-02' };
const errorQuery = { deviceIds: ['SC-2', 'SC-1'], fromDateTime: '2024-01-01', toDateTime: '2025-07-01' };

type Key = readonly unknown[];

// [specific, more generic]: every key must extend its parent, so invalidating the parent reaches it.
const HIERARCHY: Array<[string, Key, Key]> = [
  ['logKeys.audit', logKeys.audit('sc-1'), logKeys.audits()],
  ['logKeys.audits', logKeys.audits(), logKeys.all],
  ['logKeys.commands', logKeys.commands('SC-1'), logKeys.commandLogs()],
  ['logKeys.commandLogs', logKeys.commandLogs(), logKeys.all],
  ['configurationKeys.hierarchy', configurationKeys.hierarchy(), configurationKeys.all],
  ['configurationKeys.user', configurationKeys.user(), configurationKeys.all],
  ['configurationKeys.controlSource', configurationKeys.controlSource('S1'), configurationKeys.controlSources()],
  ['configurationKeys.controlSources', configurationKeys.controlSources(), configurationKeys.all],
  ['userLookupKeys.byEmail', userLookupKeys.byEmail('a@b'), userLookupKeys.all],
  ['userLookupKeys.apiClient', userLookupKeys.apiClient('robot'), userLookupKeys.all],
  ['statusKeys.sites', statusKeys.sites(['S1']), statusKeys.all],
  ['statusKeys.devices', statusKeys.devices(['SC-1']), statusKeys.all],
  ['statusKeys.groups', statusKeys.groups(['G1']), statusKeys.all],
  ['statisticsKeys.site', statisticsKeys.site('S1'), statisticsKeys.supplies()],
  ['statisticsKeys.group', statisticsKeys.group('G1'), statisticsKeys.supplies()],
  ['statisticsKeys.supplies', statisticsKeys.supplies(), statisticsKeys.all],
  ['telemetryKeys.dataSummary', telemetryKeys.dataSummary(summaryQuery), telemetryKeys.summaries()],
  ['telemetryKeys.summaries', telemetryKeys.summaries(), telemetryKeys.all],
  ['telemetryKeys.series', telemetryKeys.series(telemetryQuery), telemetryKeys.allSeries()],
  ['telemetryKeys.allSeries', telemetryKeys.allSeries(), telemetryKeys.all],
  ['telemetryKeys.signals', telemetryKeys.signals('SC-1'), telemetryKeys.all],
  ['economicsKeys.sitePeriod', economicsKeys.sitePeriod('S1', { year: 2025 }), economicsKeys.site('S1')],
  ['economicsKeys.site', economicsKeys.site('S1'), economicsKeys.all],
  ['economicsKeys.groupPeriod', economicsKeys.groupPeriod('G1', {}), economicsKeys.group('G1')],
  ['economicsKeys.group', economicsKeys.group('G1'), economicsKeys.all],
  ['alarmKeys.active', alarmKeys.active(), alarmKeys.all],
  ['alarmKeys.statistics', alarmKeys.statistics(), alarmKeys.all],
  ['alarmKeys.deviceErrors', alarmKeys.deviceErrors(errorQuery), alarmKeys.deviceErrorLists()],
  ['alarmKeys.deviceErrorLists', alarmKeys.deviceErrorLists(), alarmKeys.all],
  ['accessKeys.siteAt', accessKeys.siteAt('S1', '2025-01-01'), accessKeys.site('S1')],
  ['accessKeys.site', accessKeys.site('S1'), accessKeys.all],
  ['accessKeys.groupAt', accessKeys.groupAt('G1'), accessKeys.group('G1')],
  ['accessKeys.group', accessKeys.group('G1'), accessKeys.all],
  ['accessKeys.deviceAt', accessKeys.deviceAt('SC-1'), accessKeys.device('SC-1')],
  ['accessKeys.device', accessKeys.device('SC-1'), accessKeys.all],
  ['commissioningKeys.label', commissioningKeys.label('SC-1'), commissioningKeys.labels()],
  ['commissioningKeys.labels', commissioningKeys.labels(), commissioningKeys.all],
  ['commissioningKeys.meter', commissioningKeys.meter('SC-1'), commissioningKeys.meters()],
  ['commissioningKeys.meters', commissioningKeys.meters(), commissioningKeys.all],
  ['partnerKeys.names', partnerKeys.names(['P1']), partnerKeys.all],
  ['documentKeys.exist', documentKeys.exist('SC-1'), documentKeys.device('SC-1')],
  ['documentKeys.document', documentKeys.document('SC-1', 'FAT'), documentKeys.device('SC-1')],
  ['documentKeys.device', documentKeys.device('SC-1'), documentKeys.all],
  ['fileKeys.bms', fileKeys.bms(), fileKeys.all],
  ['fileKeys.deviceConfiguration', fileKeys.deviceConfiguration(), fileKeys.all],
  ['messageKeys.banner', messageKeys.banner(), messageKeys.all],
  ['messageKeys.active', messageKeys.active(), messageKeys.admin()],
  ['messageKeys.old', messageKeys.old(), messageKeys.admin()],
  ['messageKeys.admin', messageKeys.admin(), messageKeys.all],
  ['searchKeys.email', searchKeys.email('ann'), searchKeys.all],
  ['scheduleKeys.eventsFrom', scheduleKeys.eventsFrom('S1', '2025-01-01T00:00:00Z'), scheduleKeys.events('S1')],
  ['scheduleKeys.events', scheduleKeys.events('S1'), scheduleKeys.site('S1')],
  ['scheduleKeys.eventTypes', scheduleKeys.eventTypes('S1'), scheduleKeys.site('S1')],
  ['scheduleKeys.site', scheduleKeys.site('S1'), scheduleKeys.all],
  ['planKeys.day', planKeys.day('S1', '2025-01-01'), planKeys.site('S1')],
  ['planKeys.site', planKeys.site('S1'), planKeys.all],
  ['planKeys.replay', planKeys.replay('S1', '2025-01', undefined), planKeys.site('S1')],
  ['parameterKeys.deviceWithSite', parameterKeys.deviceWithSite('SC-1', 'S1'), parameterKeys.device('SC-1')],
  ['parameterKeys.reported', parameterKeys.reported('SC-1'), parameterKeys.device('SC-1')],
  ['parameterKeys.device', parameterKeys.device('SC-1'), parameterKeys.all],
  ['parameterKeys.control', parameterKeys.control('S1'), parameterKeys.all],
  ['siteSettingsKeys.policy', siteSettingsKeys.policy('S1'), siteSettingsKeys.site('S1')],
  ['siteSettingsKeys.backup', siteSettingsKeys.backup('S1'), siteSettingsKeys.site('S1')],
  ['siteSettingsKeys.sharing', siteSettingsKeys.sharing('S1'), siteSettingsKeys.site('S1')],
  ['siteSettingsKeys.site', siteSettingsKeys.site('S1'), siteSettingsKeys.all],
  ['controllableLoadKeys.site', controllableLoadKeys.site('S1'), controllableLoadKeys.all],
  ['dashboardKeys.dashboard', dashboardKeys.dashboard('S1'), dashboardKeys.all],
];

describe('query keys are hierarchical (generic -> specific)', () => {
  test.each(HIERARCHY)('%s extends its parent', (_name, key, parent) => {
    expect(key.length).toBeGreaterThan(parent.length);
    expect(key.slice(0, parent.length)).toEqual(parent);
  });

  test('the roots of the factories are distinct', () => {
    const roots = [
      logKeys,
      configurationKeys,
      userLookupKeys,
      statusKeys,
      statisticsKeys,
      telemetryKeys,
      economicsKeys,
      alarmKeys,
      accessKeys,
      commissioningKeys,
      partnerKeys,
      documentKeys,
      fileKeys,
      messageKeys,
      searchKeys,
      scheduleKeys,
      planKeys,
      parameterKeys,
      siteSettingsKeys,
      controllableLoadKeys,
      dashboardKeys,
    ].map((f) => JSON.stringify(f.all));
    expect(new Set(roots).size).toBe(roots.length);
  });

  test('different objects get different keys; the order of an id list does not matter', () => {
    expect(scheduleKeys.site('S1')).not.toEqual(scheduleKeys.site('S2'));
    expect(statusKeys.sites(['S2', 'S1'])).toEqual(statusKeys.sites(['S1', 'S2']));
    expect(statusKeys.sites(['S1'])).not.toEqual(statusKeys.devices(['S1']));
    expect(economicsKeys.sitePeriod('S1', { year: 2025 })).not.toEqual(
      economicsKeys.sitePeriod('S1', { year: 2025, month: 1 }),
    );
  });
});

/** A client over a fake fetch that records the path and query of each request. */
function fakeApi(status = 200) {
  const seen: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    seen.push(`${url.pathname}${url.search}`);
    return status === 204 ? new Response(null, { status }) : Response.json({ ok: true });
  });
  return { api: createApiClient({ baseUrl: 'http://api.test', getToken: () => 't', fetch: fetchMock }), seen };
}

type Options = {
  queryKey: Key;
  queryFn?: unknown;
  staleTime?: unknown;
  gcTime?: unknown;
  refetchInterval?: unknown;
  enabled?: unknown;
};
type Row = [
  name: string,
  make: (api: ReturnType<typeof fakeApi>['api']) => Options,
  key: Key,
  request: string,
  cache: Partial<Options>,
];

// spec 9 cache times; each factory's queryFn reaches its call.
const OPTIONS: Row[] = [
  [
    'logQueries.audit',
    (a) => logQueries.audit(a, 'sc-1'),
    logKeys.audit('sc-1'),
    '/auditLog?id=sc-1',
    { staleTime: AUDIT_LOG_CACHE_MS, gcTime: AUDIT_LOG_CACHE_MS },
  ],
  [
    'logQueries.commands',
    (a) => logQueries.commands(a, 'SC-1'),
    logKeys.commands('SC-1'),
    '/deviceCommandLog?deviceId=SC-1',
    {},
  ],
  [
    'configurationQueries.hierarchy',
    (a) => configurationQueries.hierarchy(a),
    configurationKeys.hierarchy(),
    '/SiteGroup',
    {},
  ],
  ['configurationQueries.user', (a) => configurationQueries.user(a), configurationKeys.user(), '/User', {}],
  [
    'configurationQueries.controlSource',
    (a) => configurationQueries.controlSource(a, 'S1'),
    configurationKeys.controlSource('S1'),
    '/v2/sites/S1/controlsource',
    {},
  ],
  [
    'configurationQueries.userByEmail',
    (a) => configurationQueries.userByEmail(a, 'a@b.c'),
    userLookupKeys.byEmail('a@b.c'),
    '/User/a%40b.c',
    {},
  ],
  [
    'statusQueries.sites',
    (a) => statusQueries.sites(a, ['S1']),
    statusKeys.sites(['S1']),
    '/sitestatus',
    { staleTime: STATUS_POLL_MS, refetchInterval: STATUS_POLL_MS },
  ],
  [
    'statusQueries.devices',
    (a) => statusQueries.devices(a, ['SC-1']),
    statusKeys.devices(['SC-1']),
    '/devicestatus',
    { staleTime: STATUS_POLL_MS, refetchInterval: STATUS_POLL_MS },
  ],
  [
    'statusQueries.groups',
    (a) => statusQueries.groups(a, ['G1', 'G2']),
    statusKeys.groups(['G1', 'G2']),
    '/groupStatus?siteGroupIds=G1&siteGroupIds=G2',
    { staleTime: STATUS_POLL_MS },
  ],
  [
    'statisticsQueries.site',
    (a) => statisticsQueries.site(a, 'S1'),
    statisticsKeys.site('S1'),
    '/GetSupplyStatistics?siteId=S1',
    { staleTime: DAY_MS },
  ],
  [
    'statisticsQueries.group',
    (a) => statisticsQueries.group(a, 'G1'),
    statisticsKeys.group('G1'),
    '/GetSupplyStatistics/group?siteGroupId=G1',
    { staleTime: DAY_MS },
  ],
  [
    'telemetryQueries.dataSummary',
    (a) => telemetryQueries.dataSummary(a, summaryQuery),
    telemetryKeys.dataSummary(summaryQuery),
    '/GetDataSummary?siteId=S1&resolutionMin=60&fromDateTime=2025-01-01&toDateTime=2025-01-02',
    {},
  ],
  [
    'telemetryQueries.series',
    (a) => telemetryQueries.series(a, telemetryQuery),
    telemetryKeys.series(telemetryQuery),
    '/GetTelemetryRaw?deviceId=SC-1&signals=soc&fromDateTime=2025-01-01&toDateTime=2025-01-02&resolution=0',
    {},
  ],
  ['telemetryQueries.signals', (a) => telemetryQueries.signals(a), telemetryKeys.signals(), '/MetaData', {}],
  [
    'economicsQueries.site',
    (a) => economicsQueries.site(a, 'S1', { year: 2025, month: 2 }),
    economicsKeys.sitePeriod('S1', { year: 2025, month: 2 }),
    '/economics?siteId=S1&year=2025&month=2',
    {},
  ],
  [
    'economicsQueries.group',
    (a) => economicsQueries.group(a, 'G1'),
    economicsKeys.groupPeriod('G1', {}),
    '/economics/group?siteGroupId=G1',
    {},
  ],
  [
    'alarmQueries.active',
    (a) => alarmQueries.active(a),
    alarmKeys.active(),
    '/ActiveAlarms',
    { refetchInterval: 60_000 },
  ],
  ['alarmQueries.statistics', (a) => alarmQueries.statistics(a), alarmKeys.statistics(), '/AlarmStatistics', {}],
  [
    'alarmQueries.deviceErrors',
    (a) => alarmQueries.deviceErrors(a, errorQuery),
    alarmKeys.deviceErrors(errorQuery),
    '/DeviceError?deviceIds=SC-2&deviceIds=SC-1&fromDateTime=2024-01-01&toDateTime=2025-07-01',
    {},
  ],
  ['accessQueries.site', (a) => accessQueries.site(a, 'S1'), accessKeys.siteAt('S1'), '/UserSite?siteId=S1', {}],
  [
    'accessQueries.group',
    (a) => accessQueries.group(a, 'G1', '2025-01-01'),
    accessKeys.groupAt('G1', '2025-01-01'),
    '/UserSiteGroup?siteGroupId=G1&DateTime=2025-01-01',
    {},
  ],
  [
    'accessQueries.device',
    (a) => accessQueries.device(a, 'SC-1'),
    accessKeys.deviceAt('SC-1'),
    '/UserDevice?deviceId=SC-1',
    {},
  ],
  [
    'commissioningQueries.label',
    (a) => commissioningQueries.label(a, 'SC-1'),
    commissioningKeys.label('SC-1'),
    '/GetLabelByDeviceId?deviceId=SC-1',
    {},
  ],
  [
    'commissioningQueries.meter',
    (a) => commissioningQueries.meter(a, 'SC-1'),
    commissioningKeys.meter('SC-1'),
    '/MeterSetup?deviceId=SC-1',
    {},
  ],
  [
    'partnerQueries.names',
    (a) => partnerQueries.names(a, ['P2', 'P1']),
    partnerKeys.names(['P1', 'P2']),
    '/GetPartnerNames?ids=P2&ids=P1',
    {},
  ],
  [
    'documentQueries.exist',
    (a) => documentQueries.exist(a, 'SC-1'),
    documentKeys.exist('SC-1'),
    '/TestDocument/exist?deviceId=SC-1',
    {},
  ],
  [
    'documentQueries.document',
    (a) => documentQueries.document(a, 'SC-1', 'FAT'),
    documentKeys.document('SC-1', 'FAT'),
    '/TestDocument?deviceId=SC-1&documentType=FAT',
    { gcTime: 0 },
  ],
  ['fileQueries.bms', (a) => fileQueries.bms(a), fileKeys.bms(), '/BmsFile', {}],
  [
    'fileQueries.deviceConfiguration',
    (a) => fileQueries.deviceConfiguration(a),
    fileKeys.deviceConfiguration(),
    '/DeviceConfigurationFile',
    {},
  ],
  [
    'messageQueries.banner',
    (a) => messageQueries.banner(a),
    messageKeys.banner(),
    '/messagecenter2',
    { staleTime: MESSAGE_CENTRE_POLL_MS, refetchInterval: 900_000 },
  ],
  ['messageQueries.active', (a) => messageQueries.active(a), messageKeys.active(), '/messageCenter', {}],
  ['messageQueries.old', (a) => messageQueries.old(a), messageKeys.old(), '/messageCenter/old', {}],
  [
    'searchQueries.email',
    (a) => searchQueries.email(a, 'ann'),
    searchKeys.email('ann'),
    '/AdvancedSearch?searchString=ann&field=Email',
    { enabled: true },
  ],
  [
    'scheduleQueries.eventTypes',
    (a) => scheduleQueries.eventTypes(a, 'S1'),
    scheduleKeys.eventTypes('S1'),
    '/EventSchedule/EventTypes?siteId=S1',
    {},
  ],
  [
    'scheduleQueries.events',
    (a) => scheduleQueries.events(a, 'S1', '2025-01-01T00:00:00.000Z'),
    scheduleKeys.eventsFrom('S1', '2025-01-01T00:00:00.000Z'),
    '/EventSchedule?siteId=S1&fromTimeStamp=2025-01-01T00%3A00%3A00.000Z',
    {},
  ],
  [
    'planQueries.day',
    (a) => planQueries.day(a, 'S1', '2025-01-01'),
    planKeys.day('S1', '2025-01-01'),
    '/SitePlan?siteId=S1&day=2025-01-01',
    {},
  ],
  [
    'parameterQueries.device',
    (a) => parameterQueries.device(a, 'SC-1'),
    parameterKeys.deviceWithSite('SC-1'),
    '/parameters?deviceId=SC-1',
    {},
  ],
  [
    'parameterQueries.control',
    (a) => parameterQueries.control(a, 'S1'),
    parameterKeys.control('S1'),
    '/parameters/control?siteId=S1',
    {},
  ],
  [
    'parameterQueries.reported',
    (a) => parameterQueries.reported(a, 'SC-1'),
    parameterKeys.reported('SC-1'),
    '/ReportedProperties?deviceId=SC-1',
    {},
  ],
  [
    'siteSettingsQueries.policy',
    (a) => siteSettingsQueries.policy(a, 'S1'),
    siteSettingsKeys.policy('S1'),
    '/Policy?siteId=S1',
    {},
  ],
  [
    'controllableLoadQueries.list',
    (a) => controllableLoadQueries.list(a, 'S1'),
    controllableLoadKeys.site('S1'),
    '/ControllableLoad?siteId=S1',
    {},
  ],
  [
    'siteSettingsQueries.backup',
    (a) => siteSettingsQueries.backup(a, 'S1'),
    siteSettingsKeys.backup('S1'),
    '/BackupSettings?siteId=S1',
    {},
  ],
  [
    'siteSettingsQueries.sharing',
    (a) => siteSettingsQueries.sharing(a, 'S1'),
    siteSettingsKeys.sharing('S1'),
    '/DashboardSharing?id=S1',
    {},
  ],
  [
    'dashboardQueries.dashboard',
    (a) => dashboardQueries.dashboard(a, 'S1'),
    dashboardKeys.dashboard('S1'),
    '/Dashboard/S1',
    { staleTime: STATUS_POLL_MS, refetchInterval: STATUS_POLL_MS },
  ],
];

describe('queryOptions factories', () => {
  test.each(OPTIONS)('%s', async (_name, make, key, request, cache) => {
    const { api, seen } = fakeApi();
    const options = make(api);
    expect(options.queryKey).toEqual(key);
    expect(options).toMatchObject(cache);
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([request]);
  });

  test('spec 5: an empty e-mail filter skips the advanced search', () => {
    const { api } = fakeApi();
    expect(searchQueries.email(api, '  ').enabled).toBe(false);
  });

  test('spec 5: a 204 on a parameter read fails the query with NoContentError', async () => {
    const { api } = fakeApi(204);
    const options = parameterQueries.device(api, 'SC-1');
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).rejects.toBeInstanceOf(NoContentError);
    expect(options.retry).toBe(retryApiError);
  });
});

describe('retryApiError', () => {
  test.each([
    ['a meaningful 204', new NoContentError('unknownDevice', 'getParameters'), 0, false],
    ['a 404', new ApiError({ status: 404 }), 0, false],
    ['a server code', new ApiError({ status: 400, code: 1102 }), 0, false],
    ['a 408 timeout', new ApiError({ status: 408 }), 0, true],
    ['a network failure', new ApiError({ status: 0 }), 0, true],
    ['a 500, first retry', new ApiError({ status: 500 }), 1, true],
    ['a 500, after two retries', new ApiError({ status: 500 }), 2, false],
    ['any other error', new Error('x'), 0, true],
  ])('%s', (_name, error, failureCount, expected) => {
    expect(retryApiError(failureCount, error)).toBe(expected);
  });
});
