/**
 * Telemetry of every device (spec 3 live data over time), written by the simulator's back-fill and live tick.
 * Time is whole epoch seconds (UTC) for compact keys and fast range scans. Powers in kW (positive: PV produces,
 * battery discharges (inverterPower > 0), grid imports), energies in kWh, state of charge in %, temperature in C.
 */
export interface TelemetryTables {
  /** One row per device per minute; kept for the last days (ARCHITECTURE 5: at least 14 days). */
  telemetry_minute: {
    deviceId: string;
    ts: number;
    stateOfCharge: number;
    inverterPower: number;
    pv: number;
    grid: number;
    consumption: number;
    temperature: number;
  };
  /** One row per device per hour (hour start); kept for years (at least 2). Averages and energies of the hour. */
  telemetry_hour: {
    deviceId: string;
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
    /** Discharge of energy that was charged from PV / from the grid (spec 3 economics point). */
    batteryDischargePvEnergy: number;
    batteryDischargeGridEnergy: number;
  };
  /**
   * The load of each hour row split by origin (shared energy balance; spec 3 economics point): PV used
   * directly, battery discharge to the load of PV / grid energy, grid energy used directly. The four add up to the
   * row's consumptionEnergy. Hours written before migration 010 have no row here (their split is estimated).
   */
  telemetry_hour_load: {
    deviceId: string;
    ts: number;
    loadPvEnergy: number;
    loadBatteryPvEnergy: number;
    loadBatteryGridEnergy: number;
    loadGridEnergy: number;
  };
}
