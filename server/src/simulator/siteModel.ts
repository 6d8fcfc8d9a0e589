/**
 * A site as the simulator's model runs it outside the live tick (the plan of a day, the replay of a month): its climate
 * and prices, and each device with its live state and its model. One read for both, so they run the same batteries.
 */
import type { Services } from '../services/services';
import { objectsOf } from '../db/engines/statements';
import { siteTimezone } from '../repositories/time';
import type { SimDevice } from './deviceModel';
import { sharesOf, simDeviceOf } from './seed';

/** The state of charge a battery that never reported is assumed to hold (as the live tick starts a new device). */
export const UNKNOWN_SOC = 50;

/** The site's row as the model needs it. */
export interface ModelSite {
  siteId: string;
  latitude: number | null;
  longitude: number | null;
  timezone: string;
  pvPeak: number | null;
  gridPowerImportLimit: number | null;
  electricityPriceImport: number | null;
  electricityPriceExport: number | null;
}

/** A device's row with its live state and test-mode set point. */
export interface ModelDeviceRow {
  deviceId: string;
  batteryCapacity: number;
  inverterMaxPower: number;
  state: string | null;
  mode: string | null;
  stateOfCharge: number | null;
  lastUpdateTime: string | null;
  setpoint: number | null;
}

/** A site read for the model: its zone, its devices and their models, and its batteries' capacity (kWh). */
export interface SiteModel {
  site: ModelSite;
  zone: string;
  devices: { row: ModelDeviceRow; sim: SimDevice }[];
  capacityKwh: number;
}

/** Reads a site and its devices for the model; null when the site does not exist. */
export async function readSiteModel(services: Services, siteId: string): Promise<SiteModel | null> {
  const [site] = await objectsOf<ModelSite>(
    services,
    `SELECT "siteId", latitude, longitude, timezone, "pvPeak", "gridPowerImportLimit", "electricityPriceImport",
            "electricityPriceExport" FROM sites WHERE "siteId" = ?`,
    [siteId],
  );
  if (!site) return null;
  const rows = await objectsOf<ModelDeviceRow>(
    services,
    `SELECT d."deviceId", d."batteryCapacity", d."inverterMaxPower", l.state, l.mode, l."stateOfCharge",
            l."lastUpdateTime", t.setpoint
       FROM devices d LEFT JOIN live_status l ON l."deviceId" = d."deviceId"
       LEFT JOIN simulator_test_modes t ON t."deviceId" = d."deviceId"
      WHERE d."siteId" = ? ORDER BY d."deviceId"`,
    [siteId],
  );
  const shares = sharesOf(rows.map((d) => ({ ...d, siteId })));
  const devices = rows.map((row) => ({
    row,
    sim: simDeviceOf(services.config.seed, row, site, shares.get(row.deviceId) ?? 1, row.setpoint ?? 0),
  }));
  const capacityKwh = devices.reduce((sum, d) => sum + (d.sim.kind === 'battery' ? d.sim.battery.capacityKwh : 0), 0);
  return { site, zone: siteTimezone(site.timezone), devices, capacityKwh };
}
