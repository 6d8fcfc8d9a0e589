/**
 * The roll-ups kept by triggers (migrations 007 and 008; on PostgreSQL engines/postgresMigrations.ts): read by the
 * hot paths, never written by the application. Typed here so that the PostgreSQL side reads them through Kysely
 * (issue 18).
 */
export interface RollupTables {
  /** Per site, the roll-up sums of its devices' live rows (repositories/status.ts LiveAggregate). */
  site_live: {
    siteId: string;
    /** JSON array of the devices' server states. */
    states: string;
    mode: string | null;
    inverterPower: number;
    pv: number;
    grid: number;
    consumption: number;
    socWeighted: number;
    capacity: number;
    socSum: number;
    socDevices: number;
    temperature: number | null;
    lastUpdateTime: string | null;
  };
  /** Per site and hour, the sum of its devices' telemetry_hour rows (readSiteSeries' rules). */
  site_hour: {
    siteId: string;
    ts: number;
    stateOfCharge: number;
    inverterPower: number;
    pv: number;
    grid: number;
    consumption: number;
    temperature: number;
    pvEnergy: number;
    consumptionEnergy: number;
    gridImportEnergy: number;
    gridExportEnergy: number;
    batteryChargeEnergy: number;
    batteryDischargeEnergy: number;
    batteryDischargePvEnergy: number;
    batteryDischargeGridEnergy: number;
  };
  /** Per site, a counter bumped whenever one of its site_hour rows changes. */
  site_hour_version: { siteId: string; version: number };
}
