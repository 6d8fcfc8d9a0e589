/**
 * A rollout's plan, pure: how its devices are cut into waves, and when a site's install window is open. No database,
 * no clock of its own: the runner and the routes give it the devices and the time (tests: plan.test.ts).
 */
import { ROLLOUT_DEFAULTS, type InstallWindow, type RolloutWaves } from '@bess/shared/contract';
import { zonedParts } from '../repositories/time';

/** The wave settings with their defaults filled in. */
export interface WaveSettings {
  canaryCount: number;
  shares: number[];
}

export function waveSettingsOf(waves: RolloutWaves | undefined): WaveSettings {
  return {
    canaryCount: waves?.canaryCount ?? ROLLOUT_DEFAULTS.canaryCount,
    shares: [...(waves?.shares ?? ROLLOUT_DEFAULTS.shares)],
  };
}

/** A share of a count, rounded up, without the float's noise (0.3 x 10 is 3, not 4). */
function ceilShare(share: number, count: number): number {
  return Math.ceil(share * count - 1e-9);
}

/**
 * How many devices each wave gets: the canary first (at most every device), then each share of the devices after the
 * canary, counted on the running total and rounded up (so a small share of a few devices is still one device, and the
 * waves always add up to the devices); the devices left after the last share make one more wave. Empty waves are left
 * out. Every device is in exactly one wave.
 */
export function waveSizes(deviceCount: number, settings: WaveSettings): number[] {
  const sizes: number[] = [];
  const canary = Math.min(Math.max(0, Math.floor(settings.canaryCount)), deviceCount);
  if (canary > 0) sizes.push(canary);
  const rest = deviceCount - canary;
  let cumulative = 0;
  let placed = 0;
  for (const share of settings.shares) {
    cumulative = Math.min(1, cumulative + share);
    const upTo = Math.min(rest, ceilShare(cumulative, rest));
    if (upTo > placed) sizes.push(upTo - placed);
    placed = Math.max(placed, upTo);
  }
  if (placed < rest) sizes.push(rest - placed);
  return sizes;
}

/** The devices in waves, in the order given (wave 1 first). */
export function cutIntoWaves<T>(devices: readonly T[], settings: WaveSettings): T[][] {
  const waves: T[][] = [];
  let from = 0;
  for (const size of waveSizes(devices.length, settings)) {
    waves.push(devices.slice(from, from + size));
    from += size;
  }
  return waves;
}

/**
 * The order devices are planned in: by site, and within a site by id, then dealt out site by site (the first device of
 * each site, then the second of each, ...), so that a canary and the early waves touch many sites a little rather than
 * one site wholly. Stable: the same devices give the same order (ids and sites compared as text, not by locale).
 */
export function planOrder<T extends { deviceId: string; siteId: string | null }>(devices: readonly T[]): T[] {
  const bySite = new Map<string, T[]>();
  const byId = (a: T, b: T) => (a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : 0);
  for (const device of [...devices].sort(byId)) {
    const key = device.siteId ?? '';
    const list = bySite.get(key) ?? [];
    list.push(device);
    bySite.set(key, list);
  }
  const sites = [...bySite.keys()].sort();
  const out: T[] = [];
  for (let round = 0; out.length < devices.length; round++) {
    for (const site of sites) {
      const device = bySite.get(site)![round];
      if (device) out.push(device);
    }
  }
  return out;
}

/** Is the local hour inside the window (from its start up to its end, across midnight; the same hour: all day)? */
export function hourInWindow(hour: number, window: InstallWindow): boolean {
  const { startHour, endHour } = window;
  if (startHour === endHour) return true;
  return startHour < endHour ? hour >= startHour && hour < endHour : hour >= startHour || hour < endHour;
}

/** May a device of a site in `zone` be sent its update at `nowMs`? Always, without a window. */
export function windowOpen(nowMs: number, zone: string, window: InstallWindow | null): boolean {
  if (!window) return true;
  return hourInWindow(zonedParts(nowMs, zone).hour, window);
}

/**
 * When the window next opens in the zone after `nowMs` (null while it is open): the first whole local hour at the
 * window's start within two days (a day lost to a DST change cannot hide it).
 */
export function windowOpensAt(nowMs: number, zone: string, window: InstallWindow | null): number | null {
  if (windowOpen(nowMs, zone, window)) return null;
  const hourMs = 3_600_000;
  for (let at = Math.floor(nowMs / hourMs) * hourMs + hourMs; at <= nowMs + 49 * hourMs; at += hourMs) {
    // Zones a half or quarter hour off UTC: the local hour begins off the UTC hour. A local hour that began before
    // now is the hour of now, which is closed.
    const begins = at - zonedParts(at, zone).minute * 60_000;
    if (begins > nowMs && windowOpen(begins, zone, window)) return begins;
  }
  return null;
}
