import type { RolloutDeviceState, RolloutFailureReason, RolloutStatus } from '@bess/shared/contract';

/**
 * Fleet firmware rollouts (migrations/016-rollouts.ts; rollouts/ runs them). Times are ISO 8601 text in UTC; the JSON
 * columns hold the contract's shapes (`@bess/shared/contract`, schemas/rollouts.ts) as text.
 */
export interface RolloutTables {
  rollouts: {
    /** `RO-` and 10 hex digits. */
    id: string;
    name: string;
    targetBranch: string;
    targetBuild: string;
    /** RolloutSelection as it was given (JSON). */
    selection: string;
    /** The wave settings with their defaults filled in: { canaryCount, shares } (JSON). */
    waves: string;
    /** How many waves the devices were cut into. */
    waveCount: number;
    soakMinutes: number;
    /** 0 to 1. */
    maxFailedShare: number;
    installTimeoutMinutes: number;
    /** Local hours of each device's own site; both null: any time. */
    windowStartHour: number | null;
    windowEndHour: number | null;
    status: RolloutStatus;
    /** 1 is the first wave; null before the start. */
    currentWave: number | null;
    /** When each wave began sending and when it ended: [{ startedAt, finishedAt }] per wave (JSON). */
    waveTimes: string;
    /** RolloutHaltReason (JSON), or null. */
    haltReason: string | null;
    createdBy: string;
    createdAt: string;
    /** Who started it: the update commands are sent in this person's name. */
    startedBy: string | null;
    startedAt: string | null;
    updatedAt: string;
    /** When it completed, halted or was aborted. */
    endedAt: string | null;
  };
  /** One device of a rollout: its wave and where its update is. */
  rollout_devices: {
    rolloutId: string;
    deviceId: string;
    /** The device's site when the rollout was made (its install window's zone); null for a device on no site. */
    siteId: string | null;
    wave: number;
    state: RolloutDeviceState;
    failureReason: RolloutFailureReason | null;
    /** branch_build the device reported when the rollout was made. */
    buildBefore: string;
    sentAt: string | null;
    updatedAt: string;
  };
}
