/**
 * Domain entity types of spec section 3, derived from the API contract's TypeBox schemas (one source of types), so a
 * field added to a schema reaches the domain type. Where the client deliberately accepts more than the wire promises
 * (epoch-millisecond times of fixtures and older payloads, fields `buildHierarchy` fills in or defaults, null for
 * "cleared"), the type says which fields it widens and why, with `Widen`.
 * Field names are the specification's wire names, typos included (`commissionningDate`, `pvEnergi`): the real
 * backend uses them (ARCHITECTURE 8, STYLE principle 5).
 */
import type {
  AlarmSeverity,
  BmsSeverity,
  DeviceMode,
  ErrorSeverity,
  MessageLanguage,
  MeterType,
  SelectionType,
  SiteFeature,
} from './enums';
import type * as Wire from '../api/schemas';
import type { EconomicsPoint as WireEconomicsPoint } from '../api/schemas/economics';
import type { AlarmCounters as WireAlarmCounters, LiveData as WireLiveData } from '../api/schemas/status';

/** A wire type with some of its fields replaced by wider ones (each use says why). */
type Widen<T, W extends { [K in keyof W]: K extends keyof T ? unknown : never }> = Omit<T, keyof W> & W;

/** T with the named fields also null: a form's cleared field, or one a site has not set yet (spec 3). */
type Clearable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

/** An instant as the wire carries it: ISO-8601 text or epoch milliseconds. */
export type Timestamp = string | number;

/**
 * A commissioning date: a timestamp, or NaN / null / '' while the device is uncommissioned (spec 3).
 */
export type CommissioningDate = Timestamp | null;

/** spec 3: the signed-in user. The default user has level 100 (loading), language da, format yyyy-MM-dd. */
export type User = Widen<Wire.User, { termsDate: Timestamp | null }>;

/** spec 3: what is selected in the sidebar. `id` is null exactly when selectionType is NONE. */
export interface Selection {
  id: string | null;
  selectionType: SelectionType;
}

/** spec 3: a meter of a site; its type is a grid meter or a PV meter (another type is kept, and ignored). */
export type Meter = Widen<Wire.Meter, { type: MeterType | string }>;

/**
 * spec 3: a site as resolved by `buildHierarchy`: every optional field of the wire is filled in (null when unknown),
 * the derived fields (commissionningDate, batteryCapacity, deviceTypes, hasDashboard) are computed, and values the
 * schema would reject (an unknown country, feature or meter type) are kept as text rather than dropping the site.
 */
export type Site = Widen<
  Required<Wire.Site>,
  {
    country: string | null;
    meters: Meter[];
    /** Derived: earliest commissionningDate of its devices, null when none is commissioned. */
    commissionningDate: CommissioningDate;
    features: (SiteFeature | string)[];
    /** The user's access level on this site (lower is more); null when the payload has none. */
    level: number | null;
  }
>;

/** What the configuration call gives for a site: the derived fields may be missing and are recomputed. */
export type SiteInput = Pick<Site, 'siteId' | 'siteName'> & Partial<Omit<Site, 'siteId' | 'siteName'>>;

/** spec 3: a site group. Groups nest through parentId. level is null when the payload has none. */
export type SiteGroup = Widen<Wire.SiteGroup, { level: number | null }>;

/** What the configuration call gives for a site group. */
export type SiteGroupInput = Pick<SiteGroup, 'siteGroupId' | 'name'> & Partial<Omit<SiteGroup, 'siteGroupId' | 'name'>>;

/**
 * spec 3: a battery device (id SC-/SCR- + 9 digits) or a solar device (id starting with PV). `buildHierarchy` accepts
 * older and partial payloads: parentId, state and type may be missing, capacity and commissioning state unknown.
 */
export type Device = Widen<
  Wire.Device,
  {
    /** Some payloads name the site `parentId` only, some `siteId` only; `buildHierarchy` accepts either. */
    parentId?: string | null;
    /** kWh. */
    batteryCapacity: number | null;
    commissionningDate: CommissioningDate;
    commissioningState?: number | string | null;
    telemetry?: boolean | null;
    deviceType?: string | null;
    mode?: DeviceMode | string | null;
  }
>;

/**
 * spec 3: live data of one device, site or group, as the status calls return it per id. The schema of the status
 * answers describes its fields (one type, so that no second copy disagrees on which fields may be null); every
 * field is optional here because the host's live map also holds the shell's state-only stand-ins for sites that are
 * not polled (they have no lastUpdateTime: `isFullStatus` tells them apart).
 */
export type LiveData = Partial<WireLiveData>;

/** spec 3: live data keyed by device, site or group id. */
export type LiveDataById = Readonly<Record<string, LiveData>>;

/**
 * spec 3: an alarm. siteName and timezone are added on the client from the hierarchy (null for an unparented device);
 * code, severity and start may be null in older device reports.
 */
export type Alarm = Widen<
  Wire.Alarm,
  {
    alarmId: string | number;
    alarmCode?: number | null;
    severity?: AlarmSeverity | null;
    startTime?: Timestamp | null;
    acknowledgeTime: Timestamp | null;
    stopTime: Timestamp | null;
    siteName?: string | null;
    timezone?: string | null;
  }
>;

/** spec 3: alarm counters by severity (the status answers' schema describes them). */
export type AlarmCounters = WireAlarmCounters;

/** spec 3: a device error entry, as the device error views use it (the device is known from the request). */
export type DeviceErrorEntry = Widen<
  Omit<Wire.DeviceError, 'deviceId'>,
  { errorId: string | number; severity: ErrorSeverity | string; createdAt: Timestamp; removedAt: Timestamp | null }
>;

/**
 * spec 3: one point of economics data (energies in kWh); percentages are derived by `economicsPercentages`. The
 * economics answer's schema describes it.
 */
export type EconomicsPoint = WireEconomicsPoint;

/** spec 3: a user's access to a site, group or device. endTime null means open-ended; a start may be missing. */
export type UserAccessEntry = Widen<Wire.UserAccessEntry, { startTime: Timestamp | null; endTime: Timestamp | null }>;

/** spec 3: an audit log entry; level 0 Audit, 1 Trail, 2 Info, 3 State. */
export type AuditLogEntry = Widen<Wire.AuditLogEntry, { timeStamp: Timestamp }>;

/** spec 3: a device command log entry; status 1 waiting, 2 delivered, 3 error; payload and user may be missing. */
export type DeviceCommandLogEntry = Widen<
  Wire.DeviceCommandLogEntry,
  { sendDateTime: Timestamp; payload: string | null; user: string | null }
>;

/** spec 3: a tariff-optimisation policy ('GridTariffOptimization'; fixedEnergy in kWh, spotPriceMargin in DKK). */
export type Policy = Widen<Wire.Policy, { serviceType: string }>;

/** spec 3: a controllable load of a site (expectedLoad in kW), as its form holds it: numbers may be cleared. */
export type ControllableLoad = Clearable<
  Omit<Wire.ControllableLoad, 'id' | 'siteId'>,
  'actionTimeout' | 'expectedLoad' | 'minActiveHours' | 'maxActiveHours' | 'powerCharacteristic' | 'method'
>;

/** spec 3: backup (island) settings of a site, as its form holds them: every value may be cleared. */
export type BackupSettings = Clearable<Omit<Wire.BackupSettings, 'siteId'>, keyof Omit<Wire.BackupSettings, 'siteId'>>;

/** spec 3: an event of the site scheduler. endMode is always 0. */
export type SchedulerEvent = Widen<
  Wire.ScheduleEvent,
  { id: string | number; startTime: Timestamp; endTime: Timestamp; fullyChargedBy?: Timestamp | null }
>;

/** spec 3: a scheduler event type; its colour is chosen by id (see `eventTypeColour`). */
export type EventType = Wire.EventType;

/** spec 3: a message centre message in one language (another language is kept, and not shown). */
export type MessageCentreLanguageEntry = Widen<Wire.MessageText, { language: MessageLanguage | string }>;

/** spec 3: a message centre message (the operator or outage announcement). */
export type MessageCentreMessage = Widen<
  Wire.MessageCenterMessage,
  { lastUpdated: Timestamp | null; languages: MessageCentreLanguageEntry[] }
>;

/** spec 3: one active message and a list of old ones. */
export interface MessageCentre {
  activeMessage: MessageCentreMessage | null;
  oldMessages: MessageCentreMessage[];
}

/** spec 3: a partner. */
export type Partner = Wire.Partner;

/** spec 3: a battery management system file. */
export type BmsFile = Wire.BmsFile;

/** spec 3: a device configuration file. */
export type DeviceConfigurationFile = Wire.DeviceConfigurationFile;

/** spec 3: one row of a parameter config list; new rows start with null fields, cleared fields are null. */
export type ConfigRow = Wire.ConfigRow;

/** spec 3: one inverter of the inverter list; `json` names its configuration file. */
export type InverterConfig = Wire.InverterConfig;

/** spec 3: the device part of the parameters. */
export type DeviceParameterSet = Wire.DeviceParameterSet;

/** spec 3: control parameters, kept per site. */
export type ControlParameters = Wire.ControlParameters;

/** spec 3: the full parameter object of a device (GET and PUT /parameters). */
export type DeviceParameters = Wire.DeviceParameters;

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
