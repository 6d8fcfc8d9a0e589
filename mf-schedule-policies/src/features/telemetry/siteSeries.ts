/** A site's power and state of charge over time, from the telemetry of its batteries (pure, testable). */
import type { Wire } from '@bess/shared';

/** One time of the site: grid power (kW, + imports) summed, state of charge (%) weighted by capacity. */
export interface SitePoint {
  time: number;
  grid: number | null;
  stateOfCharge: number | null;
}

/** A battery's rows and its capacity (kWh), the weight of its state of charge. */
export interface DeviceSeries {
  capacity: number;
  rows: readonly Wire.TelemetryPoint[];
}

/**
 * Sums the grid power of the site's batteries per time stamp and weights their state of charge by capacity (a
 * 10 kWh battery at 50 % and a 30 kWh one at 90 % hold 80 % of the site's energy). Times missing in one device
 * use what the others have.
 */
export function combineSeries(devices: readonly DeviceSeries[]): SitePoint[] {
  const byTime = new Map<number, { grid: number; hasGrid: boolean; energy: number; capacity: number }>();
  for (const { capacity, rows } of devices) {
    for (const row of rows) {
      const time = typeof row.utctime === 'string' ? Date.parse(row.utctime) : NaN;
      if (Number.isNaN(time)) continue;
      const entry = byTime.get(time) ?? { grid: 0, hasGrid: false, energy: 0, capacity: 0 };
      if (typeof row.grid === 'number') {
        entry.grid += row.grid;
        entry.hasGrid = true;
      }
      if (typeof row.stateOfCharge === 'number' && capacity > 0) {
        entry.energy += row.stateOfCharge * capacity;
        entry.capacity += capacity;
      }
      byTime.set(time, entry);
    }
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, e]) => ({
      time,
      grid: e.hasGrid ? Math.round(e.grid * 100) / 100 : null,
      stateOfCharge: e.capacity > 0 ? Math.round((e.energy / e.capacity) * 10) / 10 : null,
    }));
}
