import type { Generated } from 'kysely';
import type { SiteFields } from '@bess/shared/contract';

/**
 * The database tables, one interface per area. Times are ISO 8601 text in UTC unless the column says otherwise;
 * telemetry uses whole epoch seconds for speed. Booleans are 0/1 (SQLite). JSON columns hold text.
 */

/** Users, their grants and the audit and command logs. */
export interface CoreTables {
  users: {
    userId: string;
    /** Lower-case e-mail, or a client id (no at-sign) for API clients (spec 3). */
    email: string;
    userName: string;
    /** null until the user chooses one (spec 4: the language dialog). */
    language: string | null;
    dateFormat: string;
    /** Admin, PartnerAdmin or SuperAdmin; null for everyone else (ARCHITECTURE 8). */
    role: string | null;
    isInstaller: number;
    isApiClient: number;
    termsNumber: number;
    termsDate: string | null;
    createdAt: string;
  };
  access: {
    accessId: Generated<number>;
    userId: string;
    objectType: 'site' | 'group' | 'device';
    objectId: string;
    /** spec 3 access level: lower is more. */
    level: number;
    startTime: string;
    /** null: open-ended (spec 3). */
    endTime: string | null;
    /** spec 3: AccessRemoved. */
    removed: number;
  };
  audit_log: {
    id: Generated<number>;
    timeStamp: string;
    email: string;
    message: string;
    /** spec 3: 0 Audit, 1 Trail, 2 Info, 3 State. */
    level: number;
    /** The object the entry is about (device, site or group id), for GET /auditLog?id=. */
    objectId: string | null;
    payload: string | null;
  };
  command_log: {
    id: Generated<number>;
    deviceId: string;
    sendDateTime: string;
    command: string;
    /** spec 3: 1 waiting for delivery, 2 delivered, 3 error. */
    status: number;
    payload: string | null;
    user: string;
    /** When the simulated device will answer. */
    deliverAt: string;
  };
}

/** The fleet: groups, sites, devices and partners. */
export interface FleetTables {
  site_groups: {
    siteGroupId: string;
    parentId: string | null;
    name: string;
    timezone: string;
    level: number;
  };
  /** The fields a user edits are stored as the contract types them (SiteFields); the lists as JSON text. */
  sites: SiteFields & {
    siteId: string;
    /** JSON array of meter types, e.g. ["grid","PV"]. */
    meters: string;
    /** JSON array of features (spec 3). */
    features: string;
    /** JSON array of product lines beyond the device types, e.g. ["XEAM"] (ARCHITECTURE 8). */
    productLines: string;
    level: number;
    /** Dashboard sharing lives in its own table, dashboard_sharing. */
    createdAt: string;
  };
  devices: {
    deviceId: string;
    siteId: string | null;
    partnerId: string | null;
    orderNr: string | null;
    batteryCapacity: number;
    /** null when uncommissioned (spec 3: NaN on the wire). */
    commissionningDate: string | null;
    commissioningState: number;
    /** spec 3 lifecycle flags. */
    lifecycle: number;
    serialNumber: string;
    /** The label code printed beside the QR code; needed to commission (spec 7: serialNumber, code). */
    code: string;
    firmwareBranch: string;
    firmwareBuild: string;
    /** Inverter maximum power in kW (spec 5: test mode bounds). */
    inverterMaxPower: number;
    registeredAt: string;
  };
  partners: {
    partnerId: string;
    name: string;
  };
}

/** Live status of each device (spec 3 live data), written by the simulator. */
export interface LiveTables {
  live_status: {
    deviceId: string;
    lastUpdateTime: string;
    inverterPower: number;
    pv: number;
    stateOfCharge: number;
    temperature: number;
    grid: number;
    consumption: number;
    /** Server state, lower case (spec 4). */
    state: string;
    mode: string;
    hardwareLimits: number;
    softwareLimits: number;
    statusFlags: number;
    loadMode: number;
    loadState: number;
    clusterData: string | null;
    /** Set while a state command waits for the device (spec 4: loading flag). */
    pendingCommand: string | null;
  };
  /** spec 4: the meter set-up and test of a device, walked by the simulator. */
  meter_setup: {
    deviceId: string;
    /** 'setup' or 'test'. */
    kind: string;
    /** spec 4 step: waitingForDevice, meterConfigurationActive, powerMeterSetupActive, runningSetup, runningCheck, testOfMeterInstallation. */
    step: string;
    /** null while running; then success, noResponse, timedOut, gridMeterInverted or noLoadDetected. */
    result: string | null;
    startedAt: string;
    updatedAt: string;
  };
}
