/**
 * Domain entity types of spec section 3, as plain TypeScript types.
 * Field names are the specification's wire names, typos included (`commissionningDate`, `pvEnergi`): the real
 * backend uses them (ARCHITECTURE 8, STYLE principle 5).
 */
import type {
  AlarmSeverity,
  AuditLevel,
  BmsSeverity,
  CommandStatus,
  DeviceMode,
  ErrorSeverity,
  MessageLanguage,
  MessageSeverity,
  MeterType,
  SelectionType,
  SiteFeature,
} from './enums';
import type { EconomicsPoint as WireEconomicsPoint } from '../api/schemas/economics';
import type { AlarmCounters as WireAlarmCounters, LiveData as WireLiveData } from '../api/schemas/status';

/** An instant as the wire carries it: ISO-8601 text or epoch milliseconds. */
export type Timestamp = string | number;

/**
 * A commissioning date: a timestamp, or NaN / null / '' while the device is uncommissioned (spec 3).
 */
export type CommissioningDate = Timestamp | null;

/** spec 3: the signed-in user. The default user has level 100 (loading), language da, format yyyy-MM-dd. */
export interface User {
  userName: string;
  userEmail: string;
  /** null or '' when the user has not chosen a language yet (spec 4: the language dialog opens). */
  language: string | null;
  dateFormat: string;
  userAccessLevelNumber: number;
  termsNumber: number;
  termsDate: Timestamp | null;
}

/** spec 3: what is selected in the sidebar. `id` is null exactly when selectionType is NONE. */
export interface Selection {
  id: string | null;
  selectionType: SelectionType;
}

/** spec 3: a meter of a site; its type is a grid meter or a PV meter. */
export interface Meter {
  type: MeterType | string;
}

/** spec 3: a site as resolved by `buildHierarchy` (derived fields filled in). */
export interface Site {
  siteId: string;
  siteName: string;
  /** The site group holding this site, or null for a site outside any group. */
  parentId: string | null;
  /** IANA zone or 'GMT' (the default). */
  timezone: string;
  deviceIds: string[];
  meters: Meter[];
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  country: string | null;
  /** Derived: earliest commissionningDate of its devices, null when none is commissioned. */
  commissionningDate: CommissioningDate;
  installationType: string | null;
  pvPeak: number | null;
  gridPowerImportLimit: number | null;
  gridPowerExportLimit: number | null;
  electricityPriceImport: number | null;
  electricityPriceExport: number | null;
  /** Derived: sum of its devices' battery capacities, kWh. */
  batteryCapacity: number;
  /** Derived: the server's list (which may name the product line XEAM) plus the labels of its devices. */
  deviceTypes: string[];
  /** Derived: has a PV meter and at least one device. */
  hasDashboard: boolean;
  features: (SiteFeature | string)[];
  /** The user's access level on this site (lower is more). */
  level: number | null;
}

/** What the configuration call gives for a site: the derived fields may be missing and are recomputed. */
export type SiteInput = Pick<Site, 'siteId' | 'siteName'> & Partial<Omit<Site, 'siteId' | 'siteName'>>;

/** spec 3: a site group. Groups nest through parentId. */
export interface SiteGroup {
  siteGroupId: string;
  parentId: string | null;
  name: string;
  timezone: string;
  batteryCapacity: number;
  siteIds: string[];
  level: number | null;
}

/** What the configuration call gives for a site group. */
export type SiteGroupInput = Pick<SiteGroup, 'siteGroupId' | 'name'> & Partial<Omit<SiteGroup, 'siteGroupId' | 'name'>>;

/** spec 3: a battery device (id SC-/SCR- + 9 digits) or a solar device (id starting with PV). */
export interface Device {
  deviceId: string;
  /** The site holding the device; null for an unparented device. */
  siteId: string | null;
  /** Some payloads name the site `parentId`; `buildHierarchy` accepts either. */
  parentId?: string | null;
  partnerId?: string | null;
  orderNr?: string | null;
  /** kWh. */
  batteryCapacity: number | null;
  commissionningDate: CommissioningDate;
  commissioningState?: number | string | null;
  telemetry?: boolean | null;
  link?: string | null;
  deviceType?: string | null;
  mode?: DeviceMode | string | null;
  /** Server state (spec 4), mapped to a display state by `toDisplayState`. */
  state?: string | null;
}

/**
 * spec 3: live data of one device, site or group, as the status calls return it per id. The schema of the status
 * answers describes its fields (issue 11 item 5: one type, where two disagreed on which fields may be null); every
 * field is optional here because the host's live map also holds the shell's state-only stand-ins for sites that are
 * not polled (they have no lastUpdateTime: `isFullStatus` tells them apart).
 */
export type LiveData = Partial<WireLiveData>;

/** spec 3: live data keyed by device, site or group id. */
export type LiveDataById = Readonly<Record<string, LiveData>>;

/** spec 3: an alarm. siteName and timezone are added on the client from the hierarchy. */
export interface Alarm {
  alarmId: string | number;
  deviceId: string;
  /** Device alarm code (spec 3: 101 to 410); see `alarmInfo`. */
  alarmCode?: number | null;
  severity?: AlarmSeverity | null;
  startTime?: Timestamp | null;
  acknowledgeUser: string | null;
  acknowledgeTime: Timestamp | null;
  closedBy: string | null;
  stopTime: Timestamp | null;
  siteName?: string | null;
  timezone?: string | null;
}

/** spec 3: alarm counters by severity (the status answers' schema describes them). */
export type AlarmCounters = WireAlarmCounters;

/** spec 3: a device error entry. */
export interface DeviceErrorEntry {
  errorId: string | number;
  severity: ErrorSeverity | string;
  createdAt: Timestamp;
  createdBy: string | null;
  closedBy: string | null;
  removedAt: Timestamp | null;
  removedBy: string | null;
}

/**
 * spec 3: one point of economics data (energies in kWh); percentages are derived by `economicsPercentages`. The
 * economics answer's schema describes it.
 */
export type EconomicsPoint = WireEconomicsPoint;

/** spec 3: a user's access to a site, group or device. endTime null means open-ended. */
export interface UserAccessEntry {
  userId: string;
  email: string;
  startTime: Timestamp | null;
  endTime: Timestamp | null;
  level: number;
  /** True when the email has no at-sign (see `isApiClient`). */
  isApiClient: boolean;
}

/** spec 3: an audit log entry; level 0 Audit, 1 Trail, 2 Info, 3 State. */
export interface AuditLogEntry {
  id: string;
  timeStamp: Timestamp;
  email: string;
  message: string;
  level: AuditLevel;
}

/** spec 3: a device command log entry; status 1 waiting, 2 delivered, 3 error. */
export interface DeviceCommandLogEntry {
  sendDateTime: Timestamp;
  command: string;
  status: CommandStatus;
  payload: string | null;
  user: string | null;
}

/** spec 3: a tariff-optimisation policy. */
export interface Policy {
  name: string;
  /** 'GridTariffOptimization'. */
  serviceType: string;
  tariffArea: string | null;
  dso: string | null;
  tariffModel: string | null;
  /** Expected grid consumption on sunny days, 0 to 100 % (spec 5). */
  chargePercentage: number | null;
  /** Fixed daily grid charge, 0 to the battery capacity in kWh (spec 5). */
  fixedEnergy: number | null;
  fixedSoc: number | null;
  price: number | null;
  priceOffset: number | null;
  spotHighPriceThreshold: number | null;
  /** DKK. */
  spotPriceMargin: number | null;
}

/** spec 3: a controllable load of a site. */
export interface ControllableLoad {
  adapterName: string;
  actionOnUrl: string;
  actionOffUrl: string;
  actionTimeout: number | null;
  testConnectionUrl: string | null;
  testConnectionTimeout: number | null;
  /** kW. */
  expectedLoad: number | null;
  minActiveHours: number | null;
  maxActiveHours: number | null;
  powerCharacteristic: string | null;
  method: string | null;
}

/** spec 3: backup (island) settings of a site. */
export interface BackupSettings {
  reservedSoc: number | null;
  minSoc: number | null;
  maxSoc: number | null;
  gridTransitionInterval: number | null;
  gridTransitionOffInterval: number | null;
  islandRetryCount: number | null;
}

/** spec 3: an event of the site scheduler. endMode is always 0. */
export interface SchedulerEvent {
  id: string | number;
  siteId: string;
  description: string;
  startTime: Timestamp;
  endTime: Timestamp;
  endMode: 0;
  eventType: number;
  rate: number | null;
  /** The time by which the battery should be fully charged. */
  fullyChargedBy?: Timestamp | null;
}

/** spec 3: a scheduler event type; its colour is chosen by id (see `eventTypeColour`). */
export interface EventType {
  id: number;
  name: string;
}

/** spec 3: a message centre message in one language. */
export interface MessageCentreLanguageEntry {
  language: MessageLanguage | string;
  title: string;
  message: string;
  messageSummary: string;
}

/** spec 3: a message centre message (the operator or outage announcement). */
export interface MessageCentreMessage {
  isEnabled: boolean;
  severity: MessageSeverity;
  title: string;
  message: string;
  messageSummary: string;
  lastUpdated: Timestamp | null;
  languages: MessageCentreLanguageEntry[];
}

/** spec 3: one active message and a list of old ones. */
export interface MessageCentre {
  activeMessage: MessageCentreMessage | null;
  oldMessages: MessageCentreMessage[];
}

/** spec 3: a partner. */
export interface Partner {
  id: string;
  name: string;
}

/** spec 3: a battery management system file. */
export interface BmsFile {
  id: string;
  fileName: string;
}

/** spec 3: a device configuration file. */
export interface DeviceConfigurationFile {
  id: string;
  fileName: string;
}

/** spec 3: one row of a parameter config list; new rows start with null fields, cleared fields are null. */
export type ConfigRow = Record<string, string | number | boolean | null>;

/** spec 3: one inverter of the inverter list; `json` names its configuration file. */
export interface InverterConfig {
  json: string | null;
  [field: string]: string | number | boolean | null;
}

/** spec 3: the device part of the parameters. */
export interface DeviceParameterSet {
  firmwareBranch: string | null;
  firmwareBuild: string | null;
  hardwareFeature: string[];
  deviceId: string;
  heaterList: ConfigRow[];
  clients: ConfigRow[];
  fans: ConfigRow[];
  heaterboard: ConfigRow[];
  [field: string]: unknown;
}

/** spec 3: control parameters, kept per site. */
export interface ControlParameters {
  pidKI: number | null;
  peakShavingGridImportLimit: number | null;
  peakShavingGridExportLimit: number | null;
  [field: string]: unknown;
}

/** spec 3: the full parameter object of a device (GET and PUT /parameters). */
export interface DeviceParameters {
  device: DeviceParameterSet;
  inverterList: InverterConfig[];
  site: { features: string[]; [field: string]: unknown };
  control: ControlParameters;
}

/** spec 3: a BMS error parsed from pipe-separated text (see `parseBmsErrors`). */
export interface BmsError {
  code: number;
  severity: BmsSeverity;
  text: string;
}

/**
 * The resolved configuration: groups, sites (derived fields filled in), devices, the devices outside any site, and
 * lookups. Built by `buildHierarchy`.
 */
export interface Hierarchy {
  groups: readonly SiteGroup[];
  sites: readonly Site[];
  devices: readonly Device[];
  /** Devices that belong to no known site (spec 4: commissioning moves a device out of this list). */
  unparentedDevices: readonly Device[];
  groupsById: ReadonlyMap<string, SiteGroup>;
  sitesById: ReadonlyMap<string, Site>;
  devicesById: ReadonlyMap<string, Device>;
  /** The site of each parented device. */
  siteIdByDeviceId: ReadonlyMap<string, string>;
  /** Groups without a (known) parent group. */
  rootGroupIds: readonly string[];
  /** Direct sub-groups of each group. */
  childGroupIds: ReadonlyMap<string, readonly string[]>;
  /** Direct sites of each group. */
  groupSiteIds: ReadonlyMap<string, readonly string[]>;
  /** Sites outside any (known) group. */
  ungroupedSiteIds: readonly string[];
}
