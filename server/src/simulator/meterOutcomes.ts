/**
 * A simulator setting (spec 4 meter set-up outcomes): `SIMULATOR_METER_OUTCOMES` names the outcome of a device's meter
 * set-up or test, e.g. `SC-000000124=noResponse,SC-000000131=timedOut`, so that each failure reason can be reached on
 * the demo fleet (whose device numbers otherwise decide it). Unknown outcomes are ignored.
 */
import { METER_SETUP_RESULTS, type MeterSetupResult } from '@bess/shared/domain';

let cached: { text: string; map: ReadonlyMap<string, MeterSetupResult> } | null = null;

/** Reads the setting's text into deviceId -> outcome. */
export function parseMeterOutcomes(text: string | undefined): ReadonlyMap<string, MeterSetupResult> {
  const map = new Map<string, MeterSetupResult>();
  for (const pair of (text ?? '').split(',')) {
    const [id, outcome] = pair.split('=').map((s) => s.trim());
    if (id && outcome && (METER_SETUP_RESULTS as readonly string[]).includes(outcome)) {
      map.set(id.toUpperCase(), outcome as MeterSetupResult);
    }
  }
  return map;
}

/** The outcome the setting names for a device, or null. */
export function meterOutcomeSetting(deviceId: string, env: NodeJS.ProcessEnv = process.env): MeterSetupResult | null {
  const text = env.SIMULATOR_METER_OUTCOMES ?? '';
  if (cached?.text !== text) cached = { text, map: parseMeterOutcomes(text) };
  return cached.map.get(deviceId.toUpperCase()) ?? null;
}

/** spec 3 meter types as a site row lists them. */
export type MeterType = 'grid' | 'PV';

/**
 * The meters a site has after a meter set-up or test passed on one of its devices (spec 3: meter types grid meter and
 * PV meter): the grid meter the test measured against, and a PV meter when the site produces PV (a PV peak above 0 or
 * a PV device), which is what the simulator makes it produce. Meters the site already lists are kept.
 */
export function metersAfterPassedTest(
  listed: readonly string[],
  site: { pvPeak: number | null; hasPvDevice: boolean },
): MeterType[] {
  const pv = listed.includes('PV') || (site.pvPeak ?? 0) > 0 || site.hasPvDevice;
  return pv ? ['grid', 'PV'] : ['grid'];
}
