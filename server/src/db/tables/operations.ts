/**
 * Tables of the operations area (see db/schema.ts): the scheduler, site settings (policy, controllable loads, backup
 * settings) and device parameters. Device commands themselves are rows of `command_log` and meter set-ups rows of
 * `meter_setup` (db/tables/core.ts). JSON columns hold text.
 */
export interface OperationsTables {
  /** spec 3: scheduler events of a site (spec 7 /EventSchedule). */
  schedule_events: {
    id: string;
    siteId: string;
    description: string;
    /** ISO 8601 UTC (normalised on write; spec 4: the portal converts to the site's timezone). */
    startTime: string;
    endTime: string;
    /** spec 3: always 0. */
    endMode: number;
    /** spec 3: the event type id (Charge 0, OR Model 1, Hold charge 2, Manual 3). */
    eventType: number;
    /** Charge rate in kW; null for types without one. */
    rate: number | null;
    /** spec 3: the time the battery is to be fully charged by. */
    fullyChargedBy: string | null;
    createdBy: string;
    createdAt: string;
  };
  /** spec 3: the tariff-optimisation policy of a site (one per site); `policy` is the Policy object as JSON. */
  site_policies: {
    siteId: string;
    policy: string;
    updatedAt: string;
  };
  /** spec 3: controllable loads of a site. */
  controllable_loads: {
    id: string;
    siteId: string;
    adapterName: string;
    actionOnUrl: string;
    actionOffUrl: string;
    actionTimeout: number;
    testConnectionUrl: string | null;
    testConnectionTimeout: number | null;
    expectedLoad: number;
    minActiveHours: number;
    maxActiveHours: number;
    powerCharacteristic: string;
    method: string;
    createdAt: string;
  };
  /** spec 3: backup (island) settings of a site; a site without a row has the defaults. */
  backup_settings: {
    siteId: string;
    reservedSoc: number;
    minSoc: number;
    maxSoc: number;
    gridTransitionInterval: number;
    gridTransitionOffInterval: number;
    islandRetryCount: number;
    updatedAt: string;
  };
  /**
   * spec 3: the parameters of a device as set in the portal (the desired configuration): the device part and the
   * inverter list as JSON. Seeded from the device row on first read. The site part lives in `sites.features`, the
   * control part per site in `control_parameters`.
   */
  device_parameters: {
    deviceId: string;
    /** JSON of the device part: firmwareBranch, firmwareBuild, hardwareFeature, heaterList, clients, fans, heaterboard. */
    device: string;
    /** JSON array of inverter rows, each with `json` (its configuration file). */
    inverterList: string;
    updatedAt: string;
    updatedBy: string | null;
  };
  /** spec 3: control parameters, kept per site. Until the first save, reads give the site's grid limits. */
  control_parameters: {
    siteId: string;
    pidKI: number | null;
    peakShavingGridImportLimit: number | null;
    peakShavingGridExportLimit: number | null;
    updatedAt: string;
  };
  /**
   * spec 3: properties a device reports, kept per device (written by the simulator as the device reports). The firmware
   * a device runs is `devices.firmwareBranch` / `devices.firmwareBuild`; these are the other reported properties.
   */
  reported_properties: {
    deviceId: string;
    /** JSON object. */
    properties: string;
    reportedAt: string;
  };
}
