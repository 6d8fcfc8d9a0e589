import { MINUTE_SIGNALS, type MinuteSignal } from '../db/minuteStore';
import { simulateRange, type DeviceRun, type MinuteRow } from '../simulator/deviceModel';
import { largeFleet } from '../simulator/fleet';
import { sharesOf, simDeviceOf } from '../simulator/seed';

const SEED = 20261122;

/** One device's minutes of a window, a column per signal. */
export interface DeviceMinutes {
  deviceId: string;
  columns: Record<MinuteSignal, Float64Array>;
}

/**
 * The minutes of the large fleet's first `count` batteries over `days` days up to `endS` (a UTC midnight), from the
 * simulator: the benches of the minute store measure data shaped as a fleet's, whose compression is what it would be.
 */
export function simulatedMinutes(count: number, days: number, endS: number): DeviceMinutes[] {
  const startS = endS - days * 86_400;
  const length = days * 1440;
  const plan = largeFleet(SEED, endS);
  const sites = new Map(plan.sites.map((s) => [s.siteId, s]));
  const shares = sharesOf(plan.devices);
  const out: DeviceMinutes[] = [];
  for (const device of plan.devices) {
    if (out.length >= count) break;
    const site = device.siteId ? sites.get(device.siteId) : undefined;
    if (!site || device.batteryCapacity <= 0) continue;
    const sim = simDeviceOf(SEED, device, site, shares.get(device.deviceId) ?? 1);
    const run: DeviceRun = { battery: { soc: 50, storedPvKwh: 0, storedGridKwh: 0 }, cursor: startS, hour: null };
    const columns = Object.fromEntries(MINUTE_SIGNALS.map((s) => [s, new Float64Array(length)])) as Record<
      MinuteSignal,
      Float64Array
    >;
    simulateRange(SEED, sim, run, {
      to: endS,
      minuteFrom: startS,
      behaviourAt: () => 'selfConsumption',
      onMinute: (row: MinuteRow) => {
        const i = (row.ts - startS) / 60;
        for (const s of MINUTE_SIGNALS) columns[s][i] = row[s];
      },
    });
    out.push({ deviceId: device.deviceId, columns });
  }
  return out;
}
