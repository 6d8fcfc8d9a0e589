/**
 * How a simulated device installs firmware (spec 7 firmware update), set like the meter outcomes (meterOutcomes.ts) by
 * simulator settings read from the environment:
 * - `SIMULATOR_FIRMWARE_INSTALL_SECONDS` (default 20): how long a device reports the maintenance state after it took
 *   a firmware command, before it reports the result;
 * - `SIMULATOR_FIRMWARE_FAIL_SHARE` (0 to 1, default 0): the share of devices whose install fails: they report their
 *   old build and a device error (FIRMWARE_UPDATE_FAILED). Which devices fail is fixed by their ids, so a test or a demo
 *   is the same every time;
 * - `SIMULATOR_FIRMWARE_OFFLINE_DEVICES` (device ids, comma-separated): devices that go offline when they take a
 *   firmware command and do not come back, so that an install timeout can be seen.
 * A value that cannot be read is ignored (the default holds). Every replica must have the same settings: the leader of
 * the moment decides how an install ends.
 */
import { noise } from './random';

export interface FirmwareSettings {
  installMs: number;
  failShare: number;
  offline: ReadonlySet<string>;
}

/** How long an install lasts when nothing is set: long enough to be seen, short enough for a demo. */
export const DEFAULT_FIRMWARE_INSTALL_SECONDS = 20;

/** The device error a device reports when its firmware install failed (beside the island failures' 3001-3004). */
export const FIRMWARE_UPDATE_FAILED = { errorId: 3010, severity: 'Error' } as const;

/** The state a device reports while it installs (spec 4's maintenance display state). */
export const INSTALLING_STATE = 'maintenance';

let cached: { key: string; settings: FirmwareSettings } | null = null;

function numberOr(text: string | undefined, fallback: number, valid: (n: number) => boolean): number {
  if (text === undefined || text.trim() === '') return fallback;
  const n = Number(text.trim());
  return Number.isFinite(n) && valid(n) ? n : fallback;
}

/** The settings of `env` (the process's by default). */
export function firmwareSettings(env: NodeJS.ProcessEnv = process.env): FirmwareSettings {
  const texts = [
    env.SIMULATOR_FIRMWARE_INSTALL_SECONDS,
    env.SIMULATOR_FIRMWARE_FAIL_SHARE,
    env.SIMULATOR_FIRMWARE_OFFLINE_DEVICES,
  ];
  const key = JSON.stringify(texts);
  if (cached?.key === key) return cached.settings;
  const [install, share, offline] = texts;
  const settings: FirmwareSettings = {
    installMs: numberOr(install, DEFAULT_FIRMWARE_INSTALL_SECONDS, (n) => n >= 0) * 1000,
    failShare: numberOr(share, 0, (n) => n >= 0 && n <= 1),
    offline: new Set(
      (offline ?? '')
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter((id) => id !== ''),
    ),
  };
  cached = { key, settings };
  return settings;
}

/**
 * Does the install of this device fail under a fail share? Fixed by the device id alone: the same devices fail on
 * every fleet and every run, and a larger share fails every device a smaller one does.
 */
export function firmwareInstallFails(deviceId: string, failShare: number): boolean {
  return noise(0, 'firmwareInstall', deviceId.toUpperCase()) < failShare;
}

/** What a device does with a firmware command: installs it, fails to, or goes offline for good. */
export type InstallOutcome = 'installed' | 'failed' | 'offline';

export function installOutcome(deviceId: string, settings: FirmwareSettings): InstallOutcome {
  if (settings.offline.has(deviceId.toUpperCase())) return 'offline';
  return firmwareInstallFails(deviceId, settings.failShare) ? 'failed' : 'installed';
}
