/** Server state -> display state, and the backup-running icon (spec 4). */
import type { DisplayState } from './enums';
import type { LiveData, LiveDataById } from './types';

// spec 4: server states that mean the battery is idle. Keys are lower case: live data states are lower case (spec 3).
const IDLING_STATES = new Set(['init', 'stop', 'activate', 'deactivate']);
// spec 4: server states that mean the battery is running ('peakShaving' is matched case-insensitively).
const RUNNING_STATES = new Set([
  'passive',
  'maxself',
  'chargeonly',
  'externalcontrol',
  'gridsupport',
  'local',
  'peakshaving',
]);
// spec 4: display states named by the server pass through unchanged (offline, error, notInstalled, maintenance, and
// running / idling themselves), matched case-insensitively.
const PASS_THROUGH: ReadonlyMap<string, DisplayState> = new Map<string, DisplayState>([
  ['running', 'running'],
  ['error', 'error'],
  ['offline', 'offline'],
  ['idling', 'idling'],
  ['notinstalled', 'notInstalled'],
  ['maintenance', 'maintenance'],
  ['unknown', 'unknown'],
]);

/**
 * Device modes in which a running battery carries the load off grid (spec 4: "a running state in a backup mode has a
 * distinct icon"). Decision: Backup, BlackStart, GridForming and ToGridForming; ToGridTied is the way back to the grid
 * and shows the ordinary running icon.
 */
export const BACKUP_MODES = ['Backup', 'BlackStart', 'GridForming', 'ToGridForming'] as const;
const BACKUP_MODES_LOWER = new Set<string>(BACKUP_MODES.map((m) => m.toLowerCase()));

/** Maps a server state to a display state (spec 4); anything unrecognised is 'unknown'. */
export function toDisplayState(serverState: string | null | undefined): DisplayState {
  if (typeof serverState !== 'string') return 'unknown';
  const key = serverState.trim().toLowerCase();
  if (IDLING_STATES.has(key)) return 'idling';
  if (RUNNING_STATES.has(key)) return 'running';
  return PASS_THROUGH.get(key) ?? 'unknown';
}

/** True when the mode is one of the backup (island) modes, case-insensitively. */
export function isBackupMode(mode: string | null | undefined): boolean {
  return typeof mode === 'string' && BACKUP_MODES_LOWER.has(mode.trim().toLowerCase());
}

/** True when the battery is running in a backup mode (spec 4: it gets a distinct icon). */
export function isBackupRunning(serverState: string | null | undefined, mode: string | null | undefined): boolean {
  return toDisplayState(serverState) === 'running' && isBackupMode(mode);
}

/** The status icon to show: a display state, or 'runningBackup' for running in a backup mode (spec 4). */
export type DisplayIcon = DisplayState | 'runningBackup';

/**
 * The colour of each state's icon, the same in the side menu, the dashboards and the overview (one state, one colour;
 * each state also has its own shape, so it reads without colour vision). White glyphs sit on each fill.
 */
export const DISPLAY_ICON_COLOURS: Readonly<Record<DisplayIcon, string>> = {
  running: '#2e7d32',
  runningBackup: '#00695c',
  error: '#d32f2f',
  offline: '#6b7280',
  idling: '#ed6c02',
  notInstalled: '#9ca3af',
  maintenance: '#1677ff',
  unknown: '#9ca3af',
};

/** The icon for a server state and mode (spec 4). */
export function displayIcon(serverState: string | null | undefined, mode: string | null | undefined): DisplayIcon {
  return isBackupRunning(serverState, mode) ? 'runningBackup' : toDisplayState(serverState);
}

/** The display state of one live data entry; missing data is 'unknown'. */
export function liveDisplayState(live: LiveData | null | undefined): DisplayState {
  return toDisplayState(live?.state);
}

/** Returns the live data with charge level 0 when it is offline (spec 4: "Offline makes charge level 0"). */
export function applyOfflineChargeLevel<T extends LiveData>(live: T): T {
  return liveDisplayState(live) === 'offline' && live.stateOfCharge !== 0 ? { ...live, stateOfCharge: 0 } : live;
}

/** `applyOfflineChargeLevel` for every entry of a status response keyed by id. */
export function applyOfflineChargeLevels(byId: LiveDataById): LiveDataById {
  const out: Record<string, LiveData> = {};
  for (const [id, live] of Object.entries(byId)) out[id] = applyOfflineChargeLevel(live);
  return out;
}

/**
 * Order of display states when sorting by state (spec 4: default sort is state). Decision: what needs attention
 * first: error, offline, maintenance, then running, idling, notInstalled, unknown.
 */
export const DISPLAY_STATE_SORT_ORDER: readonly DisplayState[] = [
  'error',
  'offline',
  'maintenance',
  'running',
  'idling',
  'notInstalled',
  'unknown',
];

/** Rank of a display state in `DISPLAY_STATE_SORT_ORDER` (lower sorts first). */
export function displayStateRank(state: DisplayState): number {
  return DISPLAY_STATE_SORT_ORDER.indexOf(state);
}
