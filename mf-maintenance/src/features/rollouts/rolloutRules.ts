/** The rollout page's pure rules: what each status allows and shows, and the form's values as the API takes them. */
import { FIRMWARE_TARGET, type Wire } from '@bess/shared';

type RolloutStatus = Wire.RolloutStatus;
export type RolloutAction = 'start' | 'pause' | 'resume' | 'abort';

/** The tag colour of each status: moving blue, stopped by a person orange, stopped by its rule red, ended grey/green. */
export const ROLLOUT_STATUS_COLOR: Readonly<Record<RolloutStatus, string>> = {
  draft: 'default',
  running: 'processing',
  paused: 'warning',
  halted: 'error',
  completed: 'success',
  aborted: 'default',
};

/**
 * The actions a status allows, as the server's `statusAfter` does: a draft starts, a running rollout pauses, a paused
 * one resumes; any but a completed or aborted one aborts. A halted rollout does not resume.
 */
export function rolloutActions(status: RolloutStatus): readonly RolloutAction[] {
  switch (status) {
    case 'draft':
      return ['start', 'abort'];
    case 'running':
      return ['pause', 'abort'];
    case 'paused':
      return ['resume', 'abort'];
    case 'halted':
      return ['abort'];
    default:
      return [];
  }
}

/** How often a rollout is read again while its devices may still move. */
const ROLLOUT_REFRESH_MS = 3000;

/** A running or paused rollout still changes (a paused one's sent devices still finish); the others are settled. */
function isRolloutLive(status: RolloutStatus | undefined): boolean {
  return status === 'running' || status === 'paused';
}

/** The refetchInterval of a rollout's reads: every few seconds while it is live, never once it has settled. */
export function rolloutRefetchInterval(status: RolloutStatus | undefined): number | false {
  return isRolloutLive(status) ? ROLLOUT_REFRESH_MS : false;
}

/** A device that has been sent its update but has not settled counts as installing. */
export function waveCounts(
  counts: Pick<Wire.RolloutWaveProgress, 'pending' | 'sent' | 'installing' | 'done' | 'failed' | 'skipped'>,
) {
  return {
    done: counts.done,
    failed: counts.failed,
    installing: counts.sent + counts.installing,
    pending: counts.pending,
    skipped: counts.skipped,
  };
}

/** A share of 0 to 1 as a whole percentage (0.1 -> 10), for the form and the texts. */
export const percentOf = (share: number) => Math.round(share * 1000) / 10;

/** The rollout form's values as the person types them (percentages, not shares). */
export interface RolloutFormValues {
  name: string;
  /** The spec 9 target, or another branch and build. */
  targetKind: 'spec' | 'other';
  firmwareBranch: string;
  firmwareBuild: string;
  groupIds: string[];
  siteIds: string[];
  deviceIds: string[];
  /** The devices the sidebar list showed when they were taken (its search and filters then). */
  listedDeviceIds: string[];
  canaryCount: number | null;
  /** The shares after the canary as percentages, separated by commas ("10, 30"). */
  sharesText: string;
  soakMinutes: number | null;
  maxFailedPercent: number | null;
  installTimeoutMinutes: number | null;
  anyTime: boolean;
  startHour: number | null;
  endHour: number | null;
}

/** The form's first values: the server's defaults (ROLLOUT_DEFAULTS of the rollout schemas) and spec 9's target. */
export const DEFAULT_ROLLOUT_FORM: RolloutFormValues = {
  name: '',
  targetKind: 'spec',
  firmwareBranch: FIRMWARE_TARGET.firmwareBranch,
  firmwareBuild: FIRMWARE_TARGET.firmwareBuild,
  groupIds: [],
  siteIds: [],
  deviceIds: [],
  listedDeviceIds: [],
  canaryCount: 1,
  sharesText: '10, 30',
  soakMinutes: 60,
  maxFailedPercent: 10,
  installTimeoutMinutes: 30,
  anyTime: true,
  startHour: 22,
  endHour: 4,
};

/**
 * The typed percentages as shares (0 to 1); null when one is not a number. Range problems are left to the schema
 * check, which names the share's field.
 */
export function parseShares(text: string): number[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return [];
  const shares = parts.map((p) => Number(p.replace('%', '')) / 100);
  return shares.every((s) => Number.isFinite(s)) ? shares : null;
}

/** The body of POST /rollouts (and, without the name and rules, of the preview) from the form's values. */
export function rolloutBody(values: RolloutFormValues): Wire.CreateRolloutBody {
  const shares = parseShares(values.sharesText) ?? [];
  const nonEmpty = (ids: string[]) => (ids.length > 0 ? ids : undefined);
  // The devices taken from the list and those picked one by one, each once.
  const deviceIds = [...new Set([...values.deviceIds, ...values.listedDeviceIds])];
  const body: Wire.CreateRolloutBody = {
    name: values.name.trim(),
    selection: {
      ...(nonEmpty(values.groupIds) && { groupIds: values.groupIds }),
      ...(nonEmpty(values.siteIds) && { siteIds: values.siteIds }),
      ...(nonEmpty(deviceIds) && { deviceIds }),
    },
    waves: {
      ...(values.canaryCount !== null && { canaryCount: values.canaryCount }),
      ...(shares.length > 0 && { shares }),
    },
    installWindow:
      values.anyTime || values.startHour === null || values.endHour === null
        ? null
        : { startHour: values.startHour, endHour: values.endHour },
  };
  if (values.targetKind === 'other')
    body.target = { firmwareBranch: values.firmwareBranch.trim(), firmwareBuild: values.firmwareBuild.trim() };
  if (values.soakMinutes !== null) body.soakMinutes = values.soakMinutes;
  if (values.maxFailedPercent !== null) body.maxFailedShare = values.maxFailedPercent / 100;
  if (values.installTimeoutMinutes !== null) body.installTimeoutMinutes = values.installTimeoutMinutes;
  return body;
}

/** The preview's body: the same selection, waves, window and target, without what only a stored rollout has. */
export function previewBody(body: Wire.CreateRolloutBody): Wire.PreviewRolloutBody {
  return {
    selection: body.selection,
    ...(body.waves && { waves: body.waves }),
    ...(body.installWindow !== undefined && { installWindow: body.installWindow }),
    ...(body.target && { target: body.target }),
  };
}

/** The target a rollout installs, as the firmware names it (spec 9: RTM_main 20251013.1). */
export const targetText = (target: { firmwareBranch: string; firmwareBuild: string }) =>
  `${target.firmwareBranch} ${target.firmwareBuild}`;
