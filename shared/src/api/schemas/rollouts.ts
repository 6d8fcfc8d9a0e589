// not in spec section 7: designed here. A fleet firmware rollout (super admin only): spec 7's firmware update plan sent
// to many devices in waves, which halt themselves when too many devices of a wave fail (server/README.md "Firmware
// rollouts").
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime, MAX_IDS_PER_CALL, Name, Nullable } from './common';

/** What a rollout is doing: made, sending wave by wave, stopped by a person or by its rule, or ended. */
export const ROLLOUT_STATUSES = ['draft', 'running', 'paused', 'halted', 'completed', 'aborted'] as const;
export type RolloutStatus = (typeof ROLLOUT_STATUSES)[number];
export const RolloutStatusSchema = Type.Enum(ROLLOUT_STATUSES);

/**
 * Where one device of a rollout is: waiting for its wave (and its site's install window), its update sent, the device
 * reporting that it installs, done (online on the target build), failed, or skipped (the rollout was aborted first).
 */
export const ROLLOUT_DEVICE_STATES = ['pending', 'sent', 'installing', 'done', 'failed', 'skipped'] as const;
export type RolloutDeviceState = (typeof ROLLOUT_DEVICE_STATES)[number];
export const RolloutDeviceStateSchema = Type.Enum(ROLLOUT_DEVICE_STATES);

/**
 * Why a device failed: the device reported that the install failed; it was not back online within the install
 * timeout; or it was online but did not report the target build within it.
 */
export const ROLLOUT_FAILURE_REASONS = ['installFailed', 'offline', 'notOnTarget'] as const;
export type RolloutFailureReason = (typeof ROLLOUT_FAILURE_REASONS)[number];
export const RolloutFailureReasonSchema = Type.Enum(ROLLOUT_FAILURE_REASONS);

/** A firmware branch or build as the firmware names them (spec 9: RTM_main, 20251013.1). */
const FirmwarePart = Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' });

/** The build a rollout installs; left out, spec 9's target (RTM_main 20251013.1). */
export const RolloutTargetSchema = Input({ firmwareBranch: FirmwarePart, firmwareBuild: FirmwarePart });
export type RolloutTarget = Static<typeof RolloutTargetSchema>;

const IdSet = (maxItems: number) => Type.Array(Id, { maxItems, uniqueItems: true });

/**
 * The devices a rollout is for, as the super admin names them: every device below the groups (nested groups
 * included), every device of the sites, and the devices listed; all three together, each device once. At least one
 * device must be named. The selection is resolved when the rollout is made: devices added to a group later are not in
 * it.
 */
export const RolloutSelectionSchema = Input({
  groupIds: Type.Optional(IdSet(100)),
  siteIds: Type.Optional(IdSet(MAX_IDS_PER_CALL)),
  deviceIds: Type.Optional(IdSet(MAX_IDS_PER_CALL)),
});
export type RolloutSelection = Static<typeof RolloutSelectionSchema>;

/** A share of a selection's devices, 0 to 1 (0.1 is a tenth). */
const Share = Type.Number({ exclusiveMinimum: 0, maximum: 1 });

/**
 * How a rollout's devices are cut into waves: first a canary of `canaryCount` devices, then each of `shares` takes
 * that share of the devices after the canary (rounded up, so a small share of a few devices is still one device), in
 * order; the devices left after the last share make one more wave. A wave that would be empty is left out. Left out:
 * a canary of 1 and shares 0.1 and 0.3 (then the rest).
 */
export const RolloutWavesSchema = Input({
  canaryCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  shares: Type.Optional(Type.Array(Share, { minItems: 1, maxItems: 20 })),
});
export type RolloutWaves = Static<typeof RolloutWavesSchema>;

/**
 * The hours in which a device may be sent its update, on the wall clock of the device's own site (each site's time
 * zone; a device on no site: UTC): from `startHour` up to `endHour`, across midnight when the end is earlier (22 to 4).
 * The same hour for both is the whole day. null: any time.
 */
export const InstallWindowSchema = Input({
  startHour: Type.Integer({ minimum: 0, maximum: 23 }),
  endHour: Type.Integer({ minimum: 0, maximum: 23 }),
});
export type InstallWindow = Static<typeof InstallWindowSchema>;

/** The defaults of a rollout's settings left out of its creation. */
export const ROLLOUT_DEFAULTS = {
  canaryCount: 1,
  shares: [0.1, 0.3],
  soakMinutes: 60,
  maxFailedShare: 0.1,
  installTimeoutMinutes: 30,
} as const;

/** POST /rollouts/preview body: the waves and the sites' windows a selection would get, without making anything. */
export const PreviewRolloutBodySchema = Input({
  selection: RolloutSelectionSchema,
  waves: Type.Optional(RolloutWavesSchema),
  installWindow: Type.Optional(Nullable(InstallWindowSchema)),
  target: Type.Optional(RolloutTargetSchema),
});
export type PreviewRolloutBody = Static<typeof PreviewRolloutBodySchema>;

/**
 * POST /rollouts body: a new rollout, made as a draft. Its rules: a wave whose share of failed devices is over
 * `maxFailedShare` (0 to 1) halts the rollout; a device that is not back online on the target build within
 * `installTimeoutMinutes` of its update being sent has failed; the next wave starts `soakMinutes` after one has ended.
 */
export const CreateRolloutBodySchema = Input({
  name: Name({ maxLength: 120 }),
  target: Type.Optional(RolloutTargetSchema),
  selection: RolloutSelectionSchema,
  waves: Type.Optional(RolloutWavesSchema),
  soakMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_080, 'x-unit': 'min' })),
  maxFailedShare: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  installTimeoutMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440, 'x-unit': 'min' })),
  installWindow: Type.Optional(Nullable(InstallWindowSchema)),
});
export type CreateRolloutBody = Static<typeof CreateRolloutBodySchema>;

/** The path of a call about one rollout. */
export const RolloutParamsSchema = Input({ id: Id });
export type RolloutParams = Static<typeof RolloutParamsSchema>;

/** The body of start, pause, resume and abort: nothing but the rollout in the path. */
export const RolloutActionBodySchema = Input({});
export type RolloutActionBody = Static<typeof RolloutActionBodySchema>;

/**
 * A page's offset and a wave's number as a query gives them: bounded to what a database integer holds (PostgreSQL's
 * integer columns refuse more, and a refused number must be a 400, not a failed query).
 */
const PageOffset = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const WaveNumber = Type.Integer({ minimum: 1, maximum: 10_000 });

/** GET /rollouts query: newest first, one page at a time, of one status when given. */
export const RolloutListQuerySchema = Input({
  status: Type.Optional(RolloutStatusSchema),
  offset: Type.Optional(PageOffset),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type RolloutListQuery = Static<typeof RolloutListQuerySchema>;

/** GET /rollouts/{id}/devices query: one page of the devices, of one wave and one state when given. */
export const RolloutDevicesQuerySchema = Input({
  wave: Type.Optional(WaveNumber),
  state: Type.Optional(RolloutDeviceStateSchema),
  offset: Type.Optional(PageOffset),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type RolloutDevicesQuery = Static<typeof RolloutDevicesQuerySchema>;

/** Devices of a wave (or a rollout) in each state. */
const StateCounts = {
  pending: Type.Integer({ minimum: 0 }),
  sent: Type.Integer({ minimum: 0 }),
  installing: Type.Integer({ minimum: 0 }),
  done: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
};

/** One wave's progress: its devices by state, when it began sending and when its last device settled. */
export const RolloutWaveProgressSchema = Type.Object({
  wave: Type.Integer({ minimum: 1 }),
  devices: Type.Integer({ minimum: 0 }),
  ...StateCounts,
  /** failed / devices. */
  failedShare: Type.Number({ minimum: 0, maximum: 1 }),
  startedAt: Nullable(IsoDateTime),
  finishedAt: Nullable(IsoDateTime),
});
export type RolloutWaveProgress = Static<typeof RolloutWaveProgressSchema>;

/**
 * Why a rule halted a rollout: the wave, its figures, and whether the wave had ended (`waveEnded` false: its failures
 * alone were already over the limit, so it stopped before its last devices were sent).
 */
export const RolloutHaltReasonSchema = Type.Object({
  rule: Type.Literal('maxFailedShare'),
  wave: Type.Integer({ minimum: 1 }),
  devices: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  failedShare: Type.Number({ minimum: 0, maximum: 1 }),
  maxFailedShare: Type.Number({ minimum: 0, maximum: 1 }),
  waveEnded: Type.Boolean(),
  /** The failed devices by reason. */
  reasons: Type.Object({
    installFailed: Type.Integer({ minimum: 0 }),
    offline: Type.Integer({ minimum: 0 }),
    notOnTarget: Type.Integer({ minimum: 0 }),
  }),
  at: IsoDateTime,
});
export type RolloutHaltReason = Static<typeof RolloutHaltReasonSchema>;

/** A rollout as stored, with its waves' progress. */
export const RolloutSchema = Type.Object({
  id: Id,
  name: Type.String(),
  target: RolloutTargetSchema,
  /** The selection as it was given. */
  selection: RolloutSelectionSchema,
  /** The wave settings with their defaults filled in. */
  waves: Type.Object({ canaryCount: Type.Integer({ minimum: 0 }), shares: Type.Array(Type.Number()) }),
  soakMinutes: Type.Integer({ minimum: 0 }),
  maxFailedShare: Type.Number({ minimum: 0, maximum: 1 }),
  installTimeoutMinutes: Type.Integer({ minimum: 1 }),
  installWindow: Nullable(InstallWindowSchema),
  status: RolloutStatusSchema,
  /** The wave being sent or soaking (1 is the first); null before the start. */
  currentWave: Nullable(Type.Integer({ minimum: 1 })),
  waveCount: Type.Integer({ minimum: 0 }),
  deviceCount: Type.Integer({ minimum: 0 }),
  /** Every device of the rollout by state. */
  totals: Type.Object(StateCounts),
  progress: Type.Array(RolloutWaveProgressSchema),
  /** When the next wave starts: the current wave has ended and soaks until then. */
  nextWaveAt: Nullable(IsoDateTime),
  haltReason: Nullable(RolloutHaltReasonSchema),
  createdBy: Type.String(),
  createdAt: IsoDateTime,
  startedBy: Nullable(Type.String()),
  startedAt: Nullable(IsoDateTime),
  updatedAt: IsoDateTime,
  /** When it completed, halted or was aborted. */
  endedAt: Nullable(IsoDateTime),
});
export type Rollout = Static<typeof RolloutSchema>;

/** GET /rollouts answer: one page, newest first, and how many match in all. */
export const RolloutListResponseSchema = Type.Object({
  rollouts: Type.Array(RolloutSchema),
  total: Type.Integer({ minimum: 0 }),
});
export type RolloutListResponse = Static<typeof RolloutListResponseSchema>;

/** One device of a rollout. */
export const RolloutDeviceSchema = Type.Object({
  rolloutId: Id,
  deviceId: Id,
  siteId: Nullable(Id),
  siteName: Nullable(Type.String()),
  wave: Type.Integer({ minimum: 1 }),
  state: RolloutDeviceStateSchema,
  failureReason: Nullable(RolloutFailureReasonSchema),
  /** The build it reported when the rollout was made, as branch_build (spec 9: RTM_main_20250623.3). */
  buildBefore: Type.String(),
  /** The build it reports now. */
  reportedBuild: Type.String(),
  sentAt: Nullable(IsoDateTime),
  updatedAt: IsoDateTime,
});
export type RolloutDevice = Static<typeof RolloutDeviceSchema>;

/** GET /rollouts/{id}/devices answer. */
export const RolloutDevicesResponseSchema = Type.Object({
  devices: Type.Array(RolloutDeviceSchema),
  total: Type.Integer({ minimum: 0 }),
});
export type RolloutDevicesResponse = Static<typeof RolloutDevicesResponseSchema>;

/** GET /devices/{id}/rollout path. */
export const DeviceRolloutParamsSchema = Input({ id: Id });
export type DeviceRolloutParams = Static<typeof DeviceRolloutParamsSchema>;

/**
 * GET /devices/{id}/rollout answer (the device's Parameters tab): the rollout the device is in, a running or paused
 * one first, else its newest; both null when it is in none.
 */
export const DeviceRolloutResponseSchema = Type.Object({
  deviceId: Id,
  rollout: Nullable(RolloutSchema),
  device: Nullable(RolloutDeviceSchema),
});
export type DeviceRolloutResponse = Static<typeof DeviceRolloutResponseSchema>;

/** POST /rollouts/preview answer. */
export const RolloutPreviewSchema = Type.Object({
  deviceCount: Type.Integer({ minimum: 0 }),
  /** Devices that already report the target build (they are sent it again). */
  alreadyOnTarget: Type.Integer({ minimum: 0 }),
  waves: Type.Array(Type.Object({ wave: Type.Integer({ minimum: 1 }), devices: Type.Integer({ minimum: 1 }) })),
  /** The selection's sites, each with its devices and its install window now (a device on no site: siteId null). */
  sites: Type.Array(
    Type.Object({
      siteId: Nullable(Id),
      siteName: Nullable(Type.String()),
      timezone: Type.String(),
      devices: Type.Integer({ minimum: 1 }),
      /** May its devices be sent their update now? */
      windowOpen: Type.Boolean(),
      /** When the window opens next; null while it is open. */
      windowOpensAt: Nullable(IsoDateTime),
    }),
  ),
});
export type RolloutPreview = Static<typeof RolloutPreviewSchema>;
