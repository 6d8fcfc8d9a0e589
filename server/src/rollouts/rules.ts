/**
 * A rollout's state rules, pure: what a person may do in each status, how a device's update moves on from what the
 * device reports, and when a wave halts the rollout or lets the next one start (tests: rules.test.ts, table by table).
 */
import type { RolloutDeviceState, RolloutFailureReason, RolloutStatus } from '@bess/shared/contract';

/** What a person does to a rollout. */
export type RolloutAction = 'start' | 'pause' | 'resume' | 'abort';

/**
 * The status an action leads to, or null when the status does not allow it (the API answers 409): a draft starts;
 * a running rollout pauses (in-flight devices are still followed); a paused one resumes; any that has not ended (a
 * draft, running, paused or halted by its rule) is aborted, which skips its pending devices. A halted rollout does not
 * resume: its wave broke the rule, and a new rollout is the deliberate way on.
 */
export function statusAfter(status: RolloutStatus, action: RolloutAction): RolloutStatus | null {
  switch (action) {
    case 'start':
      return status === 'draft' ? 'running' : null;
    case 'pause':
      return status === 'running' ? 'paused' : null;
    case 'resume':
      return status === 'paused' ? 'running' : null;
    case 'abort':
      return ['draft', 'running', 'paused', 'halted'].includes(status) ? 'aborted' : null;
  }
}

/** A device's update on its way: sent, or the device reports that it installs. */
export type InFlight = Extract<RolloutDeviceState, 'sent' | 'installing'>;

/** What a device reports now, as the runner reads it for a device whose update is on its way. */
export interface DeviceReport {
  /** It reports (its live state is not offline or not installed). */
  online: boolean;
  /** It reports that it installs (the maintenance state). */
  installing: boolean;
  /** The build it reports, branch_build. */
  reportedBuild: string;
  /** The update command reached it (command log status 2). */
  updateDelivered: boolean;
  /** It reported a failed install since its update was sent. */
  failureReported: boolean;
}

export type DeviceStep =
  { state: 'installing' } | { state: 'done' } | { state: 'failed'; reason: RolloutFailureReason };

/**
 * The next state of a device whose update is on its way, or null when it stays where it is. In this order: a failure
 * the device reports fails it; online, no longer installing and on the target build after the update reached it is
 * done; past the timeout (strictly: a device done exactly at the limit is done) it has failed, `offline` when it does
 * not report, else `notOnTarget`; a device that took the update and reports that it installs is installing.
 */
export function nextDeviceState(
  state: InFlight,
  report: DeviceReport,
  target: string,
  elapsedMs: number,
  timeoutMs: number,
): DeviceStep | null {
  if (report.failureReported) return { state: 'failed', reason: 'installFailed' };
  if (report.updateDelivered && report.online && !report.installing && report.reportedBuild === target) {
    return { state: 'done' };
  }
  if (elapsedMs > timeoutMs) return { state: 'failed', reason: report.online ? 'notOnTarget' : 'offline' };
  if (state === 'sent' && report.updateDelivered && report.installing) return { state: 'installing' };
  return null;
}

/** A wave's devices by state. */
export interface WaveCounts {
  devices: number;
  pending: number;
  sent: number;
  installing: number;
  done: number;
  failed: number;
  skipped: number;
}

export const NO_DEVICES: WaveCounts = {
  devices: 0,
  pending: 0,
  sent: 0,
  installing: 0,
  done: 0,
  failed: 0,
  skipped: 0,
};

/** No device of the wave is still to send or on its way. */
export function waveEnded(counts: WaveCounts): boolean {
  return counts.pending + counts.sent + counts.installing === 0;
}

/**
 * Is the wave's failed share over the limit? Failed devices only ever add up, so once the failures alone are over it,
 * the wave can no longer end under it. Exactly at the limit is not over it (1 failed of 10 under 0.1).
 */
export function overFailedShare(failed: number, devices: number, maxFailedShare: number): boolean {
  return devices > 0 && failed > maxFailedShare * devices + 1e-9;
}

/** What the current wave of a running rollout calls for. */
export type WaveVerdict =
  /** Its failures are over the limit: halt (`waveEnded` false: before its last devices settled). */
  | { kind: 'halt'; waveEnded: boolean }
  /** Devices are still to send or on their way. */
  | { kind: 'going' }
  /** Ended under the limit: soak, then the next wave (or complete after the last). */
  | { kind: 'ended' };

export function judgeWave(counts: WaveCounts, maxFailedShare: number): WaveVerdict {
  const ended = waveEnded(counts);
  if (overFailedShare(counts.failed, counts.devices, maxFailedShare)) return { kind: 'halt', waveEnded: ended };
  return ended ? { kind: 'ended' } : { kind: 'going' };
}

/**
 * After a wave ended under the limit: the rollout completes after its last wave; otherwise the next wave starts once
 * the soak time has passed since the wave ended (at exactly the soak time, it starts).
 */
export function afterWave(
  wave: number,
  waveCount: number,
  endedAtMs: number,
  soakMinutes: number,
  nowMs: number,
): 'complete' | 'nextWave' | 'soak' {
  if (wave >= waveCount) return 'complete';
  return nowMs - endedAtMs >= soakMinutes * 60_000 ? 'nextWave' : 'soak';
}
