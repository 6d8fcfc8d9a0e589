import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import * as S from './index';

const site = {
  siteId: 'S1',
  siteName: 'Farm',
  parentId: 'G1',
  timezone: 'Europe/Copenhagen',
  deviceIds: ['SC-000000001'],
  meters: [{ type: 'grid' }, { type: 'PV' }],
  latitude: 55.7,
  longitude: 12.5,
  address: 'Main street 1',
  country: 'Denmark',
  commissionningDate: '2024-05-01T00:00:00Z',
  installationType: 'Industrial',
  pvPeak: 10,
  gridPowerImportLimit: 25,
  gridPowerExportLimit: 25,
  electricityPriceImport: 2.1,
  electricityPriceExport: 0.5,
  batteryCapacity: 100,
  deviceTypes: ['Industrial', 'XEAM'],
  hasDashboard: true,
  features: ['Basic', 'Backup'],
  level: 10,
};
const group = {
  siteGroupId: 'G1',
  parentId: null,
  name: 'North',
  timezone: 'GMT',
  batteryCapacity: 100,
  siteIds: ['S1'],
  level: 2,
};
const device = {
  deviceId: 'SC-000000001',
  siteId: 'S1',
  parentId: 'S1',
  partnerId: 'P1',
  orderNr: 'O-1',
  batteryCapacity: 100,
  commissionningDate: null,
  commissioningState: 1,
  telemetry: true,
  deviceType: 'Industrial',
  mode: 'GridTied',
  state: 'passive',
};
const user = {
  userName: 'Ann',
  userEmail: 'ann@example.com',
  language: null,
  dateFormat: 'yyyy-MM-dd',
  userAccessLevelNumber: 100,
  termsNumber: 0,
  termsDate: null,
};
const liveData = {
  pv: 3.2,
  stateOfCharge: 55,
  grid: -1.5,
  consumption: 2,
  state: 'passive',
  lastUpdateTime: '2025-01-01T10:00:00Z',
};
const message = {
  isEnabled: true,
  severity: 'warning',
  title: 'Outage',
  message: 'Tonight 22-23',
  messageSummary: 'Outage tonight',
  lastUpdated: '2025-01-01T00:00:00Z',
  languages: [{ language: 'Danish', title: 'Nedbrud', message: 'I aften', messageSummary: 'Nedbrud i aften' }],
};
const control = { pidKI: 0.15, peakShavingGridImportLimit: 20, peakShavingGridExportLimit: null };
const parameters = {
  device: {
    deviceId: 'SC-000000001',
    firmwareBranch: 'RTM_main',
    firmwareBuild: '20251013.1',
    hardwareFeature: ['RecalculateSOC'],
    heaterList: [{ name: 'Heater 1', setpoint: null, enabled: null }],
    clients: [],
    fans: [{ name: null, speed: 3 }],
    heaterboard: [],
  },
  inverterList: [{ json: 'luxpowertek_3.0.0.json', maxPower: 50 }],
  site: { features: ['Basic', 'Cluster'] },
  control,
};
const backup = {
  siteId: 'S1',
  reservedSoc: 20,
  minSoc: 10,
  maxSoc: 90,
  gridTransitionInterval: 5,
  gridTransitionOffInterval: 0,
  islandRetryCount: 3,
};
const event = {
  siteId: 'S1',
  description: '',
  startTime: '2025-01-01T10:00:00+01:00',
  endTime: '2025-01-01T12:00:00+01:00',
  endMode: 0,
  eventType: 0,
  rate: 5,
};
const policy = {
  name: 'Tariff',
  serviceType: 'GridTariffOptimization',
  tariffArea: 'DK1',
  dso: 'Radius',
  tariffModel: 'FixedTariff',
  chargePercentage: 40,
  fixedEnergy: 12,
  fixedSoc: null,
  price: 1.1,
  priceOffset: 0,
  spotHighPriceThreshold: 3,
  spotPriceMargin: 0.2,
};
const load = {
  id: 'L1',
  siteId: 'S1',
  adapterName: 'Heat pump',
  actionOnUrl: 'http://pump/on',
  actionOffUrl: 'http://pump/off',
  actionTimeout: 10,
  testConnectionUrl: null,
  testConnectionTimeout: null,
  expectedLoad: 3,
  minActiveHours: 2,
  maxActiveHours: 8,
  powerCharacteristic: 'constant',
  method: 'POST',
};

type Row = [name: string, schema: TSchema, valid: unknown, invalid: unknown];

// For each schema: a valid sample, and an invalid one that breaks exactly one rule of the spec or the contract.
const ROWS: Row[] = [
  ['Site', S.SiteSchema, site, { ...site, meters: ['PV'] }],
  ['SiteGroup', S.SiteGroupSchema, group, { ...group, siteIds: 'S1' }],
  ['Device', S.DeviceSchema, device, { ...device, commissionningDate: 'not commissioned' }],
  ['User', S.UserSchema, user, { ...user, userAccessLevelNumber: '100' }],
  ['LiveData', S.LiveDataSchema, liveData, { ...liveData, stateOfCharge: 120 }],
  [
    'Configuration',
    S.ConfigurationResponseSchema,
    { sites: [site], groups: [group], devices: [device] },
    { sites: [site], devices: [device] },
  ],
  ['Status answer', S.StatusResponseSchema, { data: { S1: liveData }, messageCenter: null }, { data: [liveData] }],
  [
    'Alarm',
    S.AlarmSchema,
    {
      alarmId: 'A1',
      deviceId: 'SC-1',
      acknowledgeUser: null,
      acknowledgeTime: null,
      closedBy: null,
      stopTime: null,
      siteName: 'Farm',
      timezone: 'GMT',
      alarmCode: 401,
    },
    {
      alarmId: 'A1',
      deviceId: 'SC-1',
      acknowledgeUser: null,
      acknowledgeTime: 'yesterday',
      closedBy: null,
      stopTime: null,
    },
  ],
  [
    'EconomicsPoint',
    S.EconomicsPointSchema,
    {
      pvPower: 1,
      batteryDischargePV: 2,
      batteryDischargeGrid: 3,
      gridPowerImport: 4,
      gridPowerExport: 5,
      pvEnergi: 6,
      label: '01',
    },
    {
      pvPower: 1,
      batteryDischargePV: 2,
      batteryDischargeGrid: 3,
      gridPowerImport: 4,
      gridPowerExport: 5,
      pvEnergy: 6,
      label: '01',
    },
  ],
  [
    'UserAccessEntry',
    S.UserAccessEntrySchema,
    { userId: 'U1', email: 'robot', startTime: '2025-01-01', endTime: null, level: 2, isApiClient: true },
    { userId: 'U1', email: 'robot', startTime: '2025-01-01', level: 2, isApiClient: true },
  ],
  [
    'AuditLogEntry',
    S.AuditLogEntrySchema,
    { id: '1', timeStamp: '2025-01-01T00:00:00Z', email: 'ann@example.com', message: 'Site created', level: 0 },
    { id: '1', timeStamp: '2025-01-01T00:00:00Z', email: 'ann@example.com', message: 'Site created', level: 4 },
  ],
  [
    'DeviceCommandLogEntry',
    S.DeviceCommandLogEntrySchema,
    { sendDateTime: '2025-01-01T00:00:00Z', command: 'state_idling', status: 2, payload: '{}', user: 'ann' },
    { sendDateTime: '2025-01-01T00:00:00Z', command: 'state_idling', status: 0, payload: '{}', user: 'ann' },
  ],
  ['Policy', S.PolicySchema, policy, { ...policy, chargePercentage: 101 }],
  ['ControllableLoad', S.ControllableLoadSchema, load, { ...load, expectedLoad: -1 }],
  ['BackupSettings', S.BackupSettingsSchema, backup, { ...backup, islandRetryCount: 6 }],
  ['ScheduleEvent', S.ScheduleEventSchema, { id: 'E1', ...event }, { id: 'E1', ...event, endMode: 1 }],
  ['MessageCenterMessage', S.MessageCenterMessageSchema, message, { ...message, severity: 'critical' }],
  [
    'messagecenter2 answer',
    S.MessageCenterBannerSchema,
    { messages: [{ language: 'English', title: 'Outage', messageSummary: 'Tonight' }], severity: 'info' },
    { messages: [{ language: 'French', title: 'Panne', messageSummary: 'Ce soir' }], severity: 'info' },
  ],
  ['DeviceParameters', S.DeviceParametersSchema, parameters, { ...parameters, extra: true }],
  [
    'Telemetry answer (rows)',
    S.TelemetrySeriesResponseSchema,
    { telemetry: [{ utctime: '2025-01-01T00:00:00Z', soc: 50, grid: null }] },
    { telemetry: [{ soc: {} }] },
  ],
  [
    'Telemetry answer (blob)',
    S.TelemetrySeriesResponseSchema,
    { downloadUrl: 'https://blob/x.csv' },
    { downloadUrl: '' },
  ],
  ['Control source', S.ControlSourceResponseSchema, { access: 'OR_Model' }, { access: 'Everything' }],
  [
    'Test documents',
    S.TestDocumentExistResponseSchema,
    { avaliableDocuments: ['FAT'] },
    { availableDocuments: ['FAT'] },
  ],
  // Inputs reject unknown fields (ARCHITECTURE 5) and the spec's limits.
  [
    'POST /CommissionDevice',
    S.CommissionDeviceBodySchema,
    { siteId: 'S1', deviceId: 'SC-1', serialNumber: 'SN', code: 'C' },
    { siteId: 'S1', deviceId: 'SC-1', serialNumber: 'SN', code: 'C', force: true },
  ],
  ['PUT /BackupSettings', S.UpdateBackupSettingsBodySchema, backup, { ...backup, minSoc: -1 }],
  [
    'PUT /messageCenter',
    S.SetMessageCenterBodySchema,
    { ...message, lastUpdated: undefined },
    // An empty title is the server's to refuse with the spec's text; the schema refuses a wrong severity.
    { ...message, lastUpdated: undefined, severity: 'fatal' },
  ],
  [
    'GET /AdvancedSearch',
    S.AdvancedSearchQuerySchema,
    { searchString: 'ann', field: 'Email' },
    { searchString: 'ann', field: 'Name' },
  ],
  ['POST /EventSchedule', S.CreateEventBodySchema, event, { ...event, startTime: 'soon' }],
  [
    'PUT /EventSchedule (minus rate)',
    S.UpdateEventBodySchema,
    { id: 'E1', ...event, rate: undefined },
    { id: 'E1', ...event },
  ],
  [
    'PUT /User',
    S.UpdateUserSettingsBodySchema,
    { language: 'sv', termsNumber: 10, termsDate: '2025-01-01T00:00:00Z' },
    { language: 'fr' },
  ],
  ['POST /sitestatus', S.SiteStatusBodySchema, { ids: ['S1', 'S2'] }, { ids: 'S1' }],
  ['GET /groupStatus', S.GroupStatusQuerySchema, { siteGroupIds: ['G1'] }, { ids: ['G1'] }],
  [
    'GET /GetDataSummary',
    S.DataSummaryQuerySchema,
    {
      deviceId: 'SC-1',
      resolutionMin: 60,
      fromDateTime: '2025-01-01',
      toDateTime: '2025-01-02',
      CalculateConsumptionNeeded: true,
    },
    { deviceId: 'SC-1', resolutionMin: 60, toDateTime: '2025-01-02' },
  ],
  ['PUT /UpdateDevice', S.UpdateDeviceBodySchema, { DeviceId: 'SC-1' }, { deviceId: 'SC-1' }],
  [
    'PUT /UpdatePrice',
    S.UpdatePriceBodySchema,
    { siteId: 'S1', newPrice: 1.5, newPriceExport: 0.3 },
    { siteId: 'S1', newPrice: 1.5 },
  ],
  [
    'POST /command/backup',
    S.BackupCommandBodySchema,
    { siteId: 'S1', commandName: 'testBackup' },
    { siteId: 'S1', commandName: 'explode' },
  ],
  [
    'POST /SetupDevice',
    S.SetupDeviceBodySchema,
    { deviceId: 'SC-1', arguments: 'reboot', target: 'forced' },
    { deviceId: 'SC-1', arguments: 'reboot', target: 'shell' },
  ],
  [
    'POST /UserSite',
    S.UserSiteBodySchema,
    { siteId: 'S1', userId: 'U1', email: 'ann@example.com', startTime: '2025-01-01', endTime: null, level: 2 },
    { siteId: 'S1', userId: 'U1', email: 'ann@example.com', startTime: '2025-01-01', endTime: null, level: 0 },
  ],
  [
    'PUT /parameters/control',
    S.UpdateControlParametersBodySchema,
    { siteId: 'S1', control },
    { siteId: 'S1', control: { ...control, pidKI: 'high' } },
  ],
  [
    'PUT /Policy',
    S.UpdatePolicyBodySchema,
    { siteId: 'S1', policy },
    { siteId: 'S1', policy: { ...policy, note: 'x' } },
  ],
];

describe('TypeBox schemas accept valid samples and reject invalid ones', () => {
  test.each(ROWS)('%s', (_name, schema, valid, invalid) => {
    // Drop undefined fields the way JSON does before checking.
    const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
    expect([...Value.Errors(schema, json(valid))]).toEqual([]);
    expect(Value.Check(schema, json(valid))).toBe(true);
    expect(Value.Check(schema, json(invalid))).toBe(false);
  });
});
