import { CommandStatus, type MeterSetupResult, type MeterSetupStep } from '@bess/shared/domain';
import type { Db } from '../db/database';
// How long a simulated device takes to answer (ARCHITECTURE 5: a realistic delay); one value for routes and simulator.
import { COMMAND_DELIVERY_DELAY_MS } from '../simulator/live';

/** One device command to queue. */
export interface QueuedCommand {
  deviceId: string;
  /** The command name as the command log shows it (spec 3), e.g. state_idling, backup, restart. */
  command: string;
  payload: unknown;
}

/**
 * Queues device commands (ARCHITECTURE 5): one `command_log` row each, status 1 (waiting for delivery), to be
 * delivered by the simulator at `deliverAt` (status 2 and the effect) or failed (status 3).
 */
export async function queueCommands(
  db: Db,
  commands: readonly QueuedCommand[],
  user: string,
  now: Date,
): Promise<void> {
  if (commands.length === 0) return;
  const sendDateTime = now.toISOString();
  const deliverAt = new Date(now.getTime() + COMMAND_DELIVERY_DELAY_MS).toISOString();
  await db
    .insertInto('command_log')
    .values(
      commands.map((c) => ({
        deviceId: c.deviceId,
        sendDateTime,
        command: c.command,
        status: CommandStatus.WaitingForDelivery,
        payload: JSON.stringify(c.payload ?? {}),
        user,
        deliverAt,
      })),
    )
    .execute();
}

/** spec 4: mode and state commands set a loading flag until the next status refresh. */
export async function setPendingCommand(db: Db, deviceIds: readonly string[], command: string): Promise<void> {
  if (deviceIds.length === 0) return;
  await db.updateTable('live_status').set({ pendingCommand: command }).where('deviceId', 'in', deviceIds).execute();
}

/** The site and the inverter's maximum power of a device, or undefined when it does not exist. */
export async function findDevice(
  db: Db,
  deviceId: string,
): Promise<{ deviceId: string; siteId: string | null; inverterMaxPower: number } | undefined> {
  return db
    .selectFrom('devices')
    .select(['deviceId', 'siteId', 'inverterMaxPower'])
    .where('deviceId', '=', deviceId)
    .executeTakeFirst();
}

/** The devices of a site, by id. */
export async function siteDeviceIds(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('devices')
    .select('deviceId')
    .where('siteId', '=', siteId)
    .orderBy('deviceId')
    .execute();
  return rows.map((r) => r.deviceId);
}

/** The features of a site (spec 3: a JSON list on the site row), or null when the site does not exist. */
export async function siteFeatures(db: Db, siteId: string): Promise<string[] | null> {
  const row = await db.selectFrom('sites').select('features').where('siteId', '=', siteId).executeTakeFirst();
  if (!row) return null;
  try {
    const parsed: unknown = JSON.parse(row.features);
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/** The meter set-up or test of a device as GET /MeterSetup answers it. */
export interface MeterStatus {
  deviceId: string;
  step: MeterSetupStep | null;
  result: MeterSetupResult | null;
  testRunning: boolean;
}

/** spec 4: the meter set-up state of a device; nothing started yet is step and result null. */
export async function meterStatus(db: Db, deviceId: string): Promise<MeterStatus> {
  const row = await db.selectFrom('meter_setup').selectAll().where('deviceId', '=', deviceId).executeTakeFirst();
  if (!row) return { deviceId, step: null, result: null, testRunning: false };
  return {
    deviceId,
    step: row.step as MeterSetupStep,
    result: row.result as MeterSetupResult | null,
    testRunning: row.kind === 'test' && row.result === null,
  };
}

/** Starts (or restarts) a meter set-up or test: step 'waitingForDevice', no result yet (spec 4). */
export async function startMeter(db: Db, deviceId: string, kind: 'setup' | 'test', now: Date): Promise<void> {
  const at = now.toISOString();
  const row = { kind, step: 'waitingForDevice', result: null, startedAt: at, updatedAt: at };
  await db
    .insertInto('meter_setup')
    .values({ deviceId, ...row })
    .onConflict((oc) => oc.column('deviceId').doUpdateSet(row))
    .execute();
}
