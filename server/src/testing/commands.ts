import type { Store } from '../db/engines/statements';
import { COMMAND_DELIVERY_DELAY_MS } from '../simulator/live';
import { sqlOf } from './sql';

/** Logs a command as the API routes do (status 1, delivered after the simulator's delay); its id. */
export async function logCommand(
  store: Store,
  deviceId: string,
  command: string,
  payload: unknown,
  sentAt: Date,
): Promise<number> {
  const row = await sqlOf(store).one<{ id: number }>(
    'INSERT INTO command_log ("deviceId", "sendDateTime", "command", "status", "payload", "user", "deliverAt") VALUES (?, ?, ?, 1, ?, ?, ?) RETURNING id',
    deviceId,
    sentAt.toISOString(),
    command,
    payload === null ? null : JSON.stringify(payload),
    'owner@demo.test',
    new Date(sentAt.getTime() + COMMAND_DELIVERY_DELAY_MS).toISOString(),
  );
  return row.id;
}
