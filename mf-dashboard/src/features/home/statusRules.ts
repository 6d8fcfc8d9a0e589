/**
 * Pure rules of the status widgets (spec 2 main/home, spec 3 live data, spec 4 states and commands). No React, no HTTP:
 * the components read the answers through these and the tests check them table by table.
 */
import {
  ControlSource,
  CONTROL_SOURCE_NAMES,
  HARDWARE_LIMITATION_REASONS,
  LifecycleFlag,
  STATUS_POLL_MS,
  SoftwareLimit,
  StateCommand,
  countAlarms,
  sitesInGroup,
  toDisplayState,
  type Alarm,
  type AlarmCounters,
  type DisplayState,
  type HardwareLimitationReason,
  type Hierarchy,
  type LiveData,
  type SelectedEntity,
  type Timestamp,
} from '@bess/shared';

/** Status older than two poll cycles is marked stale (spec 7: polled every 60 s). */
export const STALE_AFTER_MS = 2 * STATUS_POLL_MS;

/** Epoch milliseconds of a wire timestamp, or null when it is missing or not a time. */
export function timeOf(value: Timestamp | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Stale when what is shown is older than two poll cycles: the device's own report (lastUpdateTime) or, when the
 * status has none, the time the answer was fetched. A fetch older than two cycles (a failed poll, a hidden browser
 * tab) is stale too. Nothing at all is not stale: it is still loading.
 */
export function isStatusStale(
  lastUpdateTime: Timestamp | null | undefined,
  fetchedAt: number | null,
  now: number,
): boolean {
  if (fetchedAt === null) return false;
  if (now - fetchedAt > STALE_AFTER_MS) return true;
  const reported = timeOf(lastUpdateTime) ?? fetchedAt;
  return now - reported > STALE_AFTER_MS;
}

/**
 * True when a status entry is a real status answer. The shell fills in a state-only entry for a site whose status it
 * does not poll (from its devices); the server always sends lastUpdateTime (null when nothing reported yet).
 */
export function isFullStatus(entry: LiveData | undefined): entry is LiveData {
  return entry !== undefined && 'lastUpdateTime' in entry;
}

/** spec 3: the hardware limitation reason of its number 0 to 9, or null for any other value. */
export function hardwareLimitationOf(value: number | null | undefined): HardwareLimitationReason | null {
  return typeof value === 'number' && Number.isInteger(value) ? (HARDWARE_LIMITATION_REASONS[value] ?? null) : null;
}

/** spec 3: the software limit (sub-mode) name of its number (0, 1 to 4, 10 to 12), or null for any other value. */
export function softwareLimitOf(value: number | null | undefined): keyof typeof SoftwareLimit | null {
  const entry = Object.entries(SoftwareLimit).find(([, n]) => n === value);
  return entry ? (entry[0] as keyof typeof SoftwareLimit) : null;
}

/**
 * The status flags as names. Decision: statusFlags is the bit set of the spec's lifecycle flags (spec 3: None 0,
 * Commissioned 1, Maintenance 2, Test 4, Development 8, Decommissioned 16); 0 is None. Unknown bits are left out.
 */
export function statusFlagNames(flags: number | null | undefined): (keyof typeof LifecycleFlag)[] {
  if (typeof flags !== 'number' || !Number.isInteger(flags) || flags < 0) return [];
  if (flags === 0) return ['None'];
  return (Object.entries(LifecycleFlag) as [keyof typeof LifecycleFlag, number][])
    .filter(([, bit]) => bit !== 0 && (flags & bit) === bit)
    .map(([name]) => name);
}

/** A load flag (spec 3: loadMode and loadState flags) as on / off, or null when it is not reported. */
export function flagOn(value: boolean | number | null | undefined): boolean | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'boolean' ? value : value !== 0;
}

/**
 * spec 3 and 7: the control source of a site as a key of the `controlSources` texts: the number 0 to 9 or a name of
 * the other list; a missing or unknown value is None ("default none").
 */
export function controlSourceKey(value: number | string | null | undefined): ControlSourceKey {
  if (typeof value === 'number') {
    const entry = Object.entries(ControlSource).find(([, n]) => n === value);
    // Object.entries widens the keys to string; they are ControlSource's own.
    return entry ? (entry[0] as keyof typeof ControlSource) : 'None';
  }
  return CONTROL_SOURCE_NAMES.find((name) => name === value) ?? 'None';
}

/** The name of a control source: by its number (ControlSource) or as the server names it (CONTROL_SOURCE_NAMES). */
export type ControlSourceKey = keyof typeof ControlSource | (typeof CONTROL_SOURCE_NAMES)[number];

/**
 * The device ids a selection covers, for its alarm counters: a device itself, a site's devices, every device of every
 * site below a group; null means everything the user may see (nothing selected).
 */
export function deviceIdsOf(hierarchy: Hierarchy, entity: SelectedEntity): string[] | null {
  switch (entity.kind) {
    case 'device':
      return [entity.device.deviceId];
    case 'site':
      return [...entity.site.deviceIds];
    case 'group':
      return sitesInGroup(hierarchy, entity.group.siteGroupId).flatMap((s) => s.deviceIds);
    case 'none':
      return null;
  }
}

/** spec 3: the alarm counters of the active alarms of the given devices (null: of every device). */
export function alarmCountersOf(alarms: readonly Alarm[], deviceIds: readonly string[] | null): AlarmCounters {
  if (deviceIds === null) return countAlarms(alarms);
  const ids = new Set(deviceIds);
  return countAlarms(alarms.filter((a) => ids.has(a.deviceId)));
}

/** spec 4: the display state a state command asks for. */
export function targetStateOf(command: StateCommand): DisplayState {
  return command === StateCommand.Running ? 'running' : 'idling';
}

/** A state command that was accepted by the server and is waiting for the status to show it. */
export interface PendingCommand {
  command: StateCommand;
  /** Epoch ms when the server accepted it. */
  sentAt: number;
}

/**
 * spec 4: "state commands set a loading flag until the next status refresh". The flag clears when a status fetched
 * after the command arrives that shows the state asked for, or, when the device has not (yet) taken it, with the
 * first status fetched a whole poll cycle after sending: the regular refresh, so the flag never stays for good.
 * Decision: a refresh right after sending (the invalidation) does not clear it on its own, because a device takes a
 * few seconds to act and that answer would show the old state as if nothing had happened.
 */
export function isCommandSettled(
  pending: PendingCommand,
  status: { fetchedAt: number | null; state: string | null | undefined },
): boolean {
  if (status.fetchedAt === null || status.fetchedAt <= pending.sentAt) return false;
  if (toDisplayState(status.state) === targetStateOf(pending.command)) return true;
  return status.fetchedAt - pending.sentAt >= STATUS_POLL_MS;
}
