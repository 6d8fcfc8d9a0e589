/** Business constants and limits of spec section 9 (and a few of sections 2, 5 and 7), with their units. */

export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const AUDIT_LOG_CACHE_MS = 600_000;
export const MESSAGE_CENTRE_POLL_MS = 900_000;
export const STATUS_POLL_MS = 60_000;
export const ACTIVE_ALARMS_POLL_MS = 60_000;
export const SOLAR_DATA_REFRESH_MS = 3_600_000;
/** spec 7: solar site data refreshes hourly for up to this many sites. */
export const SOLAR_REFRESH_MAX_SITES = 2;
/** spec 7: device status is polled only for this many devices, inclusive. */
export const DEVICE_STATUS_POLL_MIN_DEVICES = 2;
export const DEVICE_STATUS_POLL_MAX_DEVICES = 30;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SEARCH_DEBOUNCE_MS = 500;

export const ISLAND_RETRY_COUNT_MIN = 0;
export const ISLAND_RETRY_COUNT_MAX = 5;
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;

export const MOBILE_BREAKPOINT_PX = 900;
export const NARROW_TABLE_BREAKPOINT_PX = 960;
export const TOP_BAR_HEIGHT_PX = 48;
export const ERROR_TABLE_HEIGHT_PX = 450;

/** spec 9: log timestamps (dayjs tokens of yyyy-MM-dd HH:mm:ss). */
export const LOG_TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const HOURLY_RESOLUTION_MIN = 60;
export const ALARM_HISTORY_MONTHS = 18;
export const SAFETY_ALARM_PERIOD_HOURS = 24;
export const STATUS_HISTORY_ENTRIES = 150;

export const SUPPLY_STATISTICS_MAX_AGE_DAYS = 1;
export const ECONOMICS_MAX_AGE_UNITS = 6;
export const SOLAR_DAY_CACHE_UNITS = 1;
export const SOLAR_OTHER_CACHE_UNITS = 6;

/** spec 9: CO2 factor, 2019 yearly average. */
export const CO2_GRAMS_PER_KWH = 150;
export const UNIT_STEP = 1000;
export const UNIT_STEP_LARGE = 1_000_000;

/** spec 9: EU minimum electricity tax (tariff notes), per kWh. */
export const EU_MIN_ELECTRICITY_TAX_PER_KWH = 0.008;
export const SPOT_PRICE_MARGIN_CURRENCY = 'DKK';

/** spec 9 and 3: newly added users get level 2; the default user has level 100, language da, format yyyy-MM-dd. */
export const NEW_USER_ACCESS_LEVEL = 2;
export const DEFAULT_USER = {
  userAccessLevelNumber: 100,
  language: 'da',
  dateFormat: 'yyyy-MM-dd',
} as const;

export const DEVICE_ID_DIGITS = 9;
export const DEFAULT_TIMEZONE = 'GMT';
/** spec 4: the capacity filter's default range. */
export const DEFAULT_CAPACITY_RANGE: readonly [number, number] = [0, 1];

/** spec 9: signal fields that are not offered for charts. */
export const EXCLUDED_SIGNAL_FIELDS = [
  'deviceid',
  'utctime',
  'eventenqueuedutctime',
  'eventprocessedutctime',
  'systemutctime',
  'reversedutctime',
  'state',
] as const;

/** spec 9: firmware update target. */
export const FIRMWARE_TARGET = {
  firmwareBranch: 'RTM_main',
  firmwareBuild: '20251013.1',
  inverterJson: 'luxpowertek_3.0.0.json',
  pidKI: 0.15,
} as const;
/** spec 9: reported builds that are updated with the direct command. */
export const FIRMWARE_DIRECT_COMMAND_BUILDS = [
  'RTM_main_20250623.3',
  'RTM_main_20250604.2',
  'RTM_main_20251002.1',
  'RTM_main_20251008.3',
  'RTM_main_20251009.1',
  'RTM_main_20251013.1',
] as const;

/** spec 3: BMS error codes range from 0 to 2060. */
export const BMS_ERROR_CODE_MIN = 0;
export const BMS_ERROR_CODE_MAX = 2060;
/** spec 9: the week is the first 7 days of the month series. */
export const WEEK_DAYS = 7;
/** spec 9: risk level thresholds (high above 0 of the first value or above 50 of the second, medium above 20). */
export const RISK_HIGH_PRIMARY_ABOVE = 0;
export const RISK_HIGH_SECONDARY_ABOVE = 50;
export const RISK_MEDIUM_SECONDARY_ABOVE = 20;
