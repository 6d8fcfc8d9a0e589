/** The sources of the consumption, stacked bottom to top (economicsPercentages' definition of the consumption). */
export const CONSUMPTION_SOURCES = [
  { key: 'pvEnergi', color: '#f5a623' },
  { key: 'batteryDischargePV', color: '#52c41a' },
  { key: 'batteryDischargeGrid', color: '#13c2c2' },
  { key: 'gridPowerImport', color: '#8c8c8c' },
] as const;

/** A source of the consumption: its field in an economics point. */
export type ConsumptionSource = (typeof CONSUMPTION_SOURCES)[number]['key'];
