/** Enumerations of the specification (section 3 unless noted), as `as const` objects and their value types. */

/** spec 3: what is selected in the sidebar. A solar type is identified by an id starting with PV. */
export const SelectionType = {
  NONE: 'NONE',
  SITE: 'SITE',
  DEVICE: 'DEVICE',
  SITEGROUP: 'SITEGROUP',
  PVSITE: 'PVSITE',
  PVDEVICE: 'PVDEVICE',
  EMPTYSITE: 'EMPTYSITE',
} as const;
export type SelectionType = (typeof SelectionType)[keyof typeof SelectionType];

/** spec 3: device type labels. */
export const DeviceType = {
  Compact: 'Compact',
  Industrial: 'Industrial',
  Mixed: 'Mixed',
  PV: 'PV',
  Unknown: 'Unknown',
} as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/** ARCHITECTURE 8: XEAM is a product line that a site's deviceTypes may include. */
export const XEAM = 'XEAM';

/** spec 3: device modes. */
export const DEVICE_MODES = [
  'AutoCharge',
  'Backup',
  'BlackStart',
  'CellBalance',
  'ChargeOnly',
  'Cluster',
  'CostSaving',
  'ExternalControl',
  'GridForming',
  'GridSupport',
  'GridTied',
  'LoadMatching',
  'Local',
  'Passive',
  'PV',
  'SelfConsumption',
  'Stop',
  'TestMode',
  'ToGridForming',
  'ToGridTied',
  'Unknown',
] as const;
export type DeviceMode = (typeof DEVICE_MODES)[number];

/** spec 3: roles. Ordered Admin < PartnerAdmin < SuperAdmin (spec 6); Installer is a flag beside them. */
export const Role = {
  Admin: 'Admin',
  Installer: 'Installer',
  PartnerAdmin: 'PartnerAdmin',
  SuperAdmin: 'SuperAdmin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** spec 3: access levels; lower is more. 100 is the transient "loading" level (spec 6). */
export const AccessLevel = {
  SuperAdmin: 1,
  Admin: 2,
  PartnerAdmin: 4,
  Installer: 5,
  ScheduleUser: 9,
  NormalUser: 10,
  ReadOnly: 20,
  NoUser: 100,
} as const;
export type AccessLevel = (typeof AccessLevel)[keyof typeof AccessLevel];

/** spec 3: countries. */
export const COUNTRIES = [
  'Australia',
  'Denmark',
  'Germany',
  'Greece',
  'Italy',
  'Netherlands',
  'Portugal',
  'Spain',
  'Sweden',
  'UK',
] as const;
export type Country = (typeof COUNTRIES)[number];

/** spec 3: control source of a site, 0 to 9. */
export const ControlSource = {
  None: 0,
  ExternalApi: 1,
  Api: 2,
  Policy: 3,
  ScheduleEvent: 4,
  DeviceUpdate: 5,
  CapacityTest: 6,
  GridSupport: 7,
  XEAM: 8,
  Service: 9,
} as const;
export type ControlSource = (typeof ControlSource)[keyof typeof ControlSource];

/** spec 3: the other list of control sources (names as the v2 controlsource call answers them). */
export const CONTROL_SOURCE_NAMES = ['None', 'OR_Model', 'Policy', 'ScheduleEvent', 'GridSupport', 'XEAM'] as const;
export type ControlSourceName = (typeof CONTROL_SOURCE_NAMES)[number];

/** spec 3: tariff type. */
export const TariffType = {
  None: 0,
  FixedTariff: 1,
  FixedTariffCharge: 2,
  FixedTariffSpot: 3,
  SpotDynamic: 4,
} as const;
export type TariffType = (typeof TariffType)[keyof typeof TariffType];

/** spec 3: scheduler mode. */
export const ScheduleMode = {
  Charge: 0,
  ORModel: 1,
  HoldCharge: 2,
  Manual: 3,
} as const;
export type ScheduleMode = (typeof ScheduleMode)[keyof typeof ScheduleMode];

/** spec 3: hardware limitation reason, by index 0 to 9. */
export const HARDWARE_LIMITATION_REASONS = [
  'None',
  'GridPowerLimit',
  'InverterDCVoltageLimit',
  'FullyDischarged',
  'FullyCharged',
  'SemiDischarged',
  'SemiCharged',
  'CellVoltageLimitation',
  'CellTemperaturLimitation',
  'CellVoltageTemperaturLimitation',
] as const;
export type HardwareLimitationReason = (typeof HARDWARE_LIMITATION_REASONS)[number];

/** spec 3: software limit (sub-mode). */
export const SoftwareLimit = {
  None: 0,
  AutoCharge: 1,
  CellBalance: 2,
  ChargeOnlySoc: 3,
  ChargeOnlyImport: 4,
  Calibration: 10,
  AllCalibration: 11,
  ChargeOnlyModeActive: 12,
} as const;
export type SoftwareLimit = (typeof SoftwareLimit)[keyof typeof SoftwareLimit];

/** spec 3: lifecycle flags (a bit set). */
export const LifecycleFlag = {
  None: 0,
  Commissioned: 1,
  Maintenance: 2,
  Test: 4,
  Development: 8,
  Decommissioned: 16,
} as const;
export type LifecycleFlag = (typeof LifecycleFlag)[keyof typeof LifecycleFlag];

/** spec 3: error severities. */
export const ERROR_SEVERITIES = ['Error', 'Disabled', 'Warning', 'Critical', 'Safety'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** spec 3: alarm severities (the alarm counters). */
export const ALARM_SEVERITIES = ['warnings', 'errors', 'criticals', 'safety'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** spec 3: audit log level. */
export const AuditLevel = { Audit: 0, Trail: 1, Info: 2, State: 3 } as const;
export type AuditLevel = (typeof AuditLevel)[keyof typeof AuditLevel];

/** spec 3: device command log status. */
export const CommandStatus = { WaitingForDelivery: 1, Delivered: 2, Error: 3 } as const;
export type CommandStatus = (typeof CommandStatus)[keyof typeof CommandStatus];

/** spec 3: site features. Site groups count as having all but Basic. */
export const SITE_FEATURES = ['Basic', 'EventScheduler', 'Cluster', 'Backup', 'PeakShaving'] as const;
export type SiteFeature = (typeof SITE_FEATURES)[number];

/** spec 3: meter types. */
export const MeterType = { Grid: 'grid', PV: 'PV' } as const;
export type MeterType = (typeof MeterType)[keyof typeof MeterType];

/** spec 3: scheduler event kinds. */
export const EVENT_KINDS = ['Charge', 'Hold charge', 'Manual', 'OR Model'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** spec 3: event colours, chosen by event type id. */
export const EVENT_TYPE_COLOURS = ['green', 'yellow', 'blue', 'lightblue'] as const;

/** spec 3: message centre severities. */
export const MESSAGE_SEVERITIES = ['info', 'warning', 'error'] as const;
export type MessageSeverity = (typeof MESSAGE_SEVERITIES)[number];

/** spec 3: message centre languages. */
export const MESSAGE_LANGUAGES = ['Danish', 'English', 'German', 'Swedish'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** spec 3: policy service type. */
export const ServiceType = { GridTariffOptimization: 'GridTariffOptimization' } as const;

/** spec 4: display states. `unknown` is the default. */
export const DISPLAY_STATES = [
  'running',
  'error',
  'offline',
  'idling',
  'notInstalled',
  'maintenance',
  'unknown',
] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/** spec 4: backup types. */
export const BackupType = { Force: 'Force', Gridloss: 'Gridloss', Test: 'Test' } as const;
export type BackupType = (typeof BackupType)[keyof typeof BackupType];

/** spec 4: backup commands (forced on, forced off, test backup, grid loss). */
export const BACKUP_COMMANDS = ['forcedOn', 'forcedOff', 'testBackup', 'gridLoss'] as const;
export type BackupCommand = (typeof BACKUP_COMMANDS)[number];

/** spec 4: island failures. */
export const ISLAND_FAILURES = ['gfmError', 'powerLimit', 'socExceededLimit', 'retryFailed'] as const;
export type IslandFailure = (typeof ISLAND_FAILURES)[number];

/** spec 4: state commands, sent after a confirmation. */
export const StateCommand = { Idling: 'state_idling', Running: 'state_running' } as const;
export type StateCommand = (typeof StateCommand)[keyof typeof StateCommand];

/** spec 4: meter set-up steps, in order. */
export const METER_SETUP_STEPS = [
  'waitingForDevice',
  'meterConfigurationActive',
  'powerMeterSetupActive',
  'runningSetup',
  'runningCheck',
  'testOfMeterInstallation',
] as const;
export type MeterSetupStep = (typeof METER_SETUP_STEPS)[number];

/** spec 4: how a meter set-up ends. */
export const METER_SETUP_RESULTS = [
  'success',
  'noResponse',
  'timedOut',
  'gridMeterInverted',
  'noLoadDetected',
] as const;
export type MeterSetupResult = (typeof METER_SETUP_RESULTS)[number];

/** spec 4: economics alignments. */
export const ALIGNMENTS = ['day', 'month', 'year', 'total'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** spec 1: interface languages; English is the default and fallback. */
export const LANGUAGES = ['en', 'da', 'sv', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** spec 2: date formats of the settings dialog. */
export const DATE_FORMATS = [
  'dd/MM/yyyy',
  'dd.MM.yyyy',
  'dd-MM-yyyy',
  'yyyy/MM/dd',
  'yyyy.MM.dd',
  'yyyy-MM-dd',
  'MM/dd/yyyy',
  'MM.dd.yyyy',
  'MM-dd-yyyy',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** spec 8: server error codes. */
export const ServerErrorCode = {
  SomethingWentWrong: 1000,
  AlreadyRegistered: 1010,
  CommissionedOnAnotherSite: 1014,
  UserDoesNotExist: 1017,
  SiteDoesNotExist: 1102,
  CodeDoesNotExist: 1106,
} as const;
export type ServerErrorCode = (typeof ServerErrorCode)[keyof typeof ServerErrorCode];

/** spec 8: snackbar levels. */
export const SNACKBAR_LEVELS = ['success', 'warning', 'error'] as const;
export type SnackbarLevel = (typeof SNACKBAR_LEVELS)[number];

/**
 * spec 3: BMS error severities, by their number 0 to 6: no severity, then low, normal and critical, each at system or
 * pack level.
 */
export const BMS_SEVERITIES = [
  'No',
  'LowSystem',
  'LowPack',
  'NormalSystem',
  'NormalPack',
  'CriticalSystem',
  'CriticalPack',
] as const;
export type BmsSeverity = (typeof BMS_SEVERITIES)[number];

/** spec 3 and ARCHITECTURE 8: what a sidebar row or a selection can be. */
export const EntityKind = { Group: 'group', Site: 'site', Device: 'device' } as const;
export type EntityKind = (typeof EntityKind)[keyof typeof EntityKind];

/** The energies of a dashboard's day (GET /Dashboard/{id} `today.energy`), in the order they are shown. */
export const DASHBOARD_ENERGIES = [
  'pvEnergy',
  'consumption',
  'gridImport',
  'gridExport',
  'batteryCharge',
  'batteryDischarge',
] as const;
export type DashboardEnergyKey = (typeof DASHBOARD_ENERGIES)[number];
