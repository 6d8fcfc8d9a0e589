/** The state of a sent command, read from the device command log (spec 3: status 1 waiting, 2 delivered, 3 error). */
import type { Wire } from '@bess/shared';

type CommandLogEntry = Wire.DeviceCommandLogEntry;

/** What the portal shows of a command: sent but not yet logged, waiting for delivery, delivered or failed. */
export type CommandState = 'sending' | 'pending' | 'delivered' | 'failed';

/** A command this browser sent, to be found again in the command log. */
export interface SentCommand {
  /** The command name as the server logs it (restart, rebootSiteController, testMode, backup_forcedOn, ...). */
  command: string;
  /** The sender's e-mail: the log's `user`. */
  user: string;
  /** When the call was made (epoch ms). */
  sentAt: number;
}

/** Clocks of browser and server differ; an entry logged up to this much before `sentAt` still counts as ours. */
export const COMMAND_CLOCK_SKEW_MS = 60_000;

/** spec 3: command log status to the state shown (1 waiting → pending, 2 delivered, 3 error → failed). */
export function commandStateOf(status: number): CommandState {
  if (status === 2) return 'delivered';
  if (status === 3) return 'failed';
  return 'pending';
}

/** The newest log entry of a sent command (same name and sender, logged after it was sent), or null. */
export function findSentEntry(entries: readonly CommandLogEntry[], sent: SentCommand): CommandLogEntry | null {
  const since = sent.sentAt - COMMAND_CLOCK_SKEW_MS;
  let best: CommandLogEntry | null = null;
  let bestAt = -Infinity;
  for (const entry of entries) {
    const at = Date.parse(entry.sendDateTime);
    if (!(at >= since)) continue;
    if (entry.command.toLowerCase() !== sent.command.toLowerCase()) continue;
    if (entry.user.toLowerCase() !== sent.user.toLowerCase()) continue;
    if (at > bestAt) {
      best = entry;
      bestAt = at;
    }
  }
  return best;
}

/** The state of a sent command: 'sending' until the log holds it, then its status. */
export function sentCommandState(entries: readonly CommandLogEntry[] | undefined, sent: SentCommand): CommandState {
  const entry = entries ? findSentEntry(entries, sent) : null;
  return entry ? commandStateOf(entry.status) : 'sending';
}

/** True while a state may still change (the command log is then polled). */
export function isCommandSettled(state: CommandState): boolean {
  return state === 'delivered' || state === 'failed';
}
