/** Firmware build names (spec 9: RTM_main_20250623.3 = branch RTM_main, build 20250623.3) and their order. */
import { FIRMWARE_TARGET, reportedBuildName } from '@bess/shared';

export interface BuildName {
  branch: string;
  /** yyyymmdd of the build. */
  date: number;
  /** The build's number within its day. */
  number: number;
}

/** Reads `branch_yyyymmdd.n` (the branch may hold underscores); null when it is not such a name. */
export function parseBuildName(name: string | null | undefined): BuildName | null {
  const match = /^(.+)_(\d{8})\.(\d+)$/.exec((name ?? '').trim());
  if (!match) return null;
  return { branch: match[1]!, date: Number(match[2]), number: Number(match[3]) };
}

/**
 * Orders two build names of one branch: negative when `a` is older, 0 when equal, positive when newer; null when they
 * cannot be compared (unreadable, or different branches).
 */
export function compareBuildNames(a: string | null | undefined, b: string | null | undefined): number | null {
  const x = parseBuildName(a);
  const y = parseBuildName(b);
  if (!x || !y || x.branch !== y.branch) return null;
  return x.date !== y.date ? x.date - y.date : x.number - y.number;
}

/** spec 9: the firmware target as the device reports it (RTM_main_20251013.1). */
export const TARGET_BUILD_NAME = reportedBuildName(FIRMWARE_TARGET.firmwareBranch, FIRMWARE_TARGET.firmwareBuild);

/** True when the device reports the target build (then the update has taken effect). */
export function reportsTarget(reported: string | null | undefined): boolean {
  return (reported ?? '').trim() === TARGET_BUILD_NAME;
}
