import type { ControlParameters, DeviceParameters, InverterConfig } from '@bess/shared/contract';
import type { Db } from '../db/database';

type DeviceSet = DeviceParameters['device'];

/** The device facts parameters are derived from. */
export interface ParameterDevice {
  deviceId: string;
  siteId: string | null;
  firmwareBranch: string;
  firmwareBuild: string;
  inverterMaxPower: number;
  batteryCapacity: number;
}

/** A device row, or undefined when the device does not exist. */
export async function findParameterDevice(db: Db, deviceId: string): Promise<ParameterDevice | undefined> {
  return db
    .selectFrom('devices')
    .select(['deviceId', 'siteId', 'firmwareBranch', 'firmwareBuild', 'inverterMaxPower', 'batteryCapacity'])
    .where('deviceId', '=', deviceId)
    .executeTakeFirst();
}

/** The configuration file of the inverters before a firmware update (spec 9 names the target, 3.0.0). */
const DEFAULT_INVERTER_JSON = 'luxpowertek_2.1.0.json';

const rows = <R>(count: number, row: (n: number) => R): R[] => Array.from({ length: count }, (_, i) => row(i + 1));

/**
 * The parameters of a device that has none stored: the firmware it runs and config lists sized by its kind
 * (an Industrial SC cabinet has two heaters and fans, a Compact SCR one, a PV device none).
 */
export function defaultParameters(device: ParameterDevice): { device: DeviceSet; inverterList: InverterConfig[] } {
  const solar = device.deviceId.startsWith('PV');
  const units = solar ? 0 : device.deviceId.startsWith('SCR') ? 1 : 2;
  return {
    device: {
      deviceId: device.deviceId,
      firmwareBranch: device.firmwareBranch,
      firmwareBuild: device.firmwareBuild,
      hardwareFeature: [],
      heaterList: rows(units, (n) => ({ name: `Heater ${n}`, setpoint: 5, enabled: true })),
      clients: rows(solar ? 0 : 1, () => ({ name: 'Grid meter', protocol: 'modbus', address: 1 })),
      fans: rows(units, (n) => ({ name: `Fan ${n}`, speed: 50 })),
      heaterboard: rows(units > 0 ? 1 : 0, () => ({ name: 'Heaterboard', enabled: true })),
    },
    inverterList: [{ json: DEFAULT_INVERTER_JSON, maxPower: device.inverterMaxPower }],
  };
}

/**
 * The stored parameters of a device, or its defaults until someone saves some. A read never writes (the fuzz test,
 * http/fuzz.test.ts, holds every table still while it reads): the defaults are stored by the first save.
 */
export async function loadDeviceParameters(
  db: Db,
  device: ParameterDevice,
): Promise<{ device: DeviceSet; inverterList: InverterConfig[] }> {
  const row = await db
    .selectFrom('device_parameters')
    .select(['device', 'inverterList'])
    .where('deviceId', '=', device.deviceId)
    .executeTakeFirst();
  if (row) {
    return {
      device: { ...(JSON.parse(row.device) as DeviceSet), deviceId: device.deviceId },
      inverterList: JSON.parse(row.inverterList) as InverterConfig[],
    };
  }
  return defaultParameters(device);
}

/** Stores the device part and the inverter list of a device's parameters. */
export async function saveDeviceParameters(
  db: Db,
  device: DeviceSet,
  inverterList: readonly InverterConfig[],
  updatedBy: string | null,
  now: Date,
): Promise<void> {
  const values = {
    device: JSON.stringify(device),
    inverterList: JSON.stringify(inverterList),
    updatedAt: now.toISOString(),
    updatedBy,
  };
  await db
    .insertInto('device_parameters')
    .values({ deviceId: device.deviceId, ...values })
    .onConflict((oc) => oc.column('deviceId').doUpdateSet(values))
    .execute();
}

/** The proportional gain of the site controller before anyone tunes it (spec 9's firmware target sets 0.15). */
const DEFAULT_PID_KI = 0.1;

/**
 * The control parameters of a site (spec 3: kept per site), or null when the site does not exist. Until someone saves
 * some, the defaults: peak-shaving limits equal to the site's grid import and export limits (a read never writes).
 */
export async function loadControl(db: Db, siteId: string): Promise<ControlParameters | null> {
  const row = await db
    .selectFrom('control_parameters')
    .select(['pidKI', 'peakShavingGridImportLimit', 'peakShavingGridExportLimit'])
    .where('siteId', '=', siteId)
    .executeTakeFirst();
  if (row) return row;
  const site = await db
    .selectFrom('sites')
    .select(['gridPowerImportLimit', 'gridPowerExportLimit'])
    .where('siteId', '=', siteId)
    .executeTakeFirst();
  if (!site) return null;
  return {
    pidKI: DEFAULT_PID_KI,
    peakShavingGridImportLimit: site.gridPowerImportLimit,
    peakShavingGridExportLimit: site.gridPowerExportLimit,
  };
}

/** Stores the control parameters of a site. */
export async function saveControl(db: Db, siteId: string, control: ControlParameters, now: Date): Promise<void> {
  const values = {
    pidKI: control.pidKI,
    peakShavingGridImportLimit: control.peakShavingGridImportLimit,
    peakShavingGridExportLimit: control.peakShavingGridExportLimit,
    updatedAt: now.toISOString(),
  };
  await db
    .insertInto('control_parameters')
    .values({ siteId, ...values })
    .onConflict((oc) => oc.column('siteId').doUpdateSet(values))
    .execute();
}

/** spec 7: the site part of the parameters is the site's feature list (sites.features). */
export async function saveSiteFeatures(db: Db, siteId: string, features: readonly string[]): Promise<void> {
  await db
    .updateTable('sites')
    .set({ features: JSON.stringify([...new Set(features)]) })
    .where('siteId', '=', siteId)
    .execute();
}

/** What a device reported, or null when it never reported (no live status and no stored properties). */
export async function loadReportedProperties(
  db: Db,
  device: ParameterDevice,
): Promise<{ deviceId: string; firmwareVersion: string; properties: Record<string, unknown> } | null> {
  const [stored, live] = await Promise.all([
    db
      .selectFrom('reported_properties')
      .select(['properties', 'reportedAt'])
      .where('deviceId', '=', device.deviceId)
      .executeTakeFirst(),
    db
      .selectFrom('live_status')
      .select(['lastUpdateTime', 'state', 'mode'])
      .where('deviceId', '=', device.deviceId)
      .executeTakeFirst(),
  ]);
  if (!stored && !live) return null;
  return {
    deviceId: device.deviceId,
    // spec 9: the reported build as branch_build (RTM_main_20250623.3); the simulator updates the device row.
    firmwareVersion: `${device.firmwareBranch}_${device.firmwareBuild}`,
    properties: {
      ...(stored ? (JSON.parse(stored.properties) as Record<string, unknown>) : {}),
      firmwareBranch: device.firmwareBranch,
      firmwareBuild: device.firmwareBuild,
      inverterMaxPower: device.inverterMaxPower,
      batteryCapacity: device.batteryCapacity,
      lastReported: stored?.reportedAt ?? live?.lastUpdateTime ?? null,
    },
  };
}
