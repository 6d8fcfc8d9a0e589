/**
 * The roll-ups kept by triggers (migrations 007 and 008, each with its SQLite and its PostgreSQL triggers): read by the
 * hot paths, never written by the application. Typed here so that the PostgreSQL side reads them through Kysely.
 */
import type { TelemetryTables } from './telemetry';

export interface RollupTables {
  /** Per site, the roll-up sums of its devices' live rows (repositories/status.ts LiveAggregate). */
  site_live: {
    siteId: string;
    /** JSON array of the devices' server states. */
    states: string;
    /** The mode all of the site's devices share, or null when they differ. */
    mode: string | null;
    inverterPower: number;
    pv: number;
    grid: number;
    consumption: number;
    /**
     * Over the devices that are not offline only (an offline device reports 0, spec 4): sum of state of charge times
     * battery capacity, of capacity, plain sum of state of charge and the number of such devices.
     */
    socWeighted: number;
    capacity: number;
    socSum: number;
    socDevices: number;
    temperature: number | null;
    lastUpdateTime: string | null;
  };
  /** Per site and hour, the sum of its devices' telemetry_hour rows (readSiteSeries' rules). */
  site_hour: Omit<TelemetryTables['telemetry_hour'], 'deviceId'> & { siteId: string };
  /** Per site, a counter bumped whenever one of its site_hour rows changes. */
  site_hour_version: { siteId: string; version: number };
}
