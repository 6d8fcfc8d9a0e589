/** Derived site fields (spec 3). */
import { SITE_FEATURES } from './enums';
import type { SiteFeature } from './enums';
import { MeterType } from './enums';
import { deviceTypeOfId } from './deviceType';
import type { CommissioningDate, Device, Meter } from './types';

/**
 * Epoch milliseconds of a commissioning date, or null when the device is uncommissioned (spec 3: NaN when
 * uncommissioned; null, '' and unparsable text count the same).
 */
export function commissioningTime(value: CommissioningDate | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * spec 3: a site's commissioning date is the earliest of its devices'; uncommissioned devices are ignored and a site
 * with none commissioned has null. The earliest device's value is returned as the wire gave it.
 */
export function siteCommissionningDate(devices: readonly Pick<Device, 'commissionningDate'>[]): CommissioningDate {
  let best: CommissioningDate = null;
  let bestMs = Infinity;
  for (const device of devices) {
    const ms = commissioningTime(device.commissionningDate);
    if (ms !== null && ms < bestMs) {
      bestMs = ms;
      best = device.commissionningDate;
    }
  }
  return best;
}

/** spec 3: a site's battery capacity is the sum over its devices (kWh); missing capacities count 0. */
export function siteBatteryCapacity(devices: readonly Pick<Device, 'batteryCapacity'>[]): number {
  return devices.reduce((sum, d) => sum + (Number.isFinite(d.batteryCapacity) ? (d.batteryCapacity as number) : 0), 0);
}

/** True when one of the meters is a PV meter (meter type compared case-insensitively). */
export function hasPvMeter(meters: readonly Meter[] | null | undefined): boolean {
  return (meters ?? []).some((m) => typeof m.type === 'string' && m.type.toLowerCase() === MeterType.PV.toLowerCase());
}

/** spec 3: a site has a dashboard when it has a PV meter and at least one device. */
export function siteHasDashboard(meters: readonly Meter[] | null | undefined, deviceCount: number): boolean {
  return hasPvMeter(meters) && deviceCount > 0;
}

/**
 * spec 3: a site's device types: the server's list (which may name the product line XEAM, ARCHITECTURE 8), then the
 * type label of each device's id and each device's own deviceType, without duplicates and in that order.
 */
export function siteDeviceTypes(
  given: readonly string[] | null | undefined,
  devices: readonly Pick<Device, 'deviceId' | 'deviceType'>[],
): string[] {
  const out = new Set<string>(given ?? []);
  for (const d of devices) {
    const label = deviceTypeOfId(d.deviceId);
    if (label !== 'Unknown') out.add(label);
    if (d.deviceType) out.add(d.deviceType);
  }
  return [...out];
}

/** spec 3: site groups count as having all features except Basic. */
export const SITE_GROUP_FEATURES: readonly SiteFeature[] = SITE_FEATURES.filter((f) => f !== 'Basic');

/** True when the feature list holds the feature (case-insensitively: lists come from several calls). */
export function hasFeature(features: readonly string[] | null | undefined, feature: SiteFeature | string): boolean {
  const wanted = feature.toLowerCase();
  return (features ?? []).some((f) => f.toLowerCase() === wanted);
}

/** True when the device types name the XEAM product line (ARCHITECTURE 8: economics and data need it). */
export function isXeam(deviceTypes: readonly string[] | null | undefined): boolean {
  return hasFeature(deviceTypes, 'XEAM');
}
