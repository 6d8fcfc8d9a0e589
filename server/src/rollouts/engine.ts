/**
 * One tick of the rollouts (runner.ts calls it every ROLLOUT_TICK_MS in the replica holding the `rollouts` lease):
 * follows every device whose update is on its way, judges each running rollout's current wave by its rules, moves on
 * to the next wave or completes, and sends the update to the pending devices of the current wave whose site's install
 * window is open.
 *
 * Exactly once: a device goes from pending to sent by a conditional update (only while it is still pending, and only
 * while its rollout runs on its wave) in the same transaction that writes its update plan, so a second runner, a
 * restarted one, or a pause that comes in between can never send a device twice. Every other change of a rollout is a
 * conditional update too, and its audit entry is written only by the transaction that made it.
 */
import {
  AuditLevel,
  reportedBuildName,
  toDisplayState,
  usesDirectUpdateCommand,
  withFirmwareTarget,
} from '@bess/shared/domain';
import type { RolloutHaltReason } from '@bess/shared/contract';
import type { Db } from '../db/database';
import { isIn } from '../db/engines/sql';
import { findParameterDevice } from '../repositories/parameters';
import { queueDeviceUpdate, queueSoftwareUpdate, readParameters, storeParameters } from '../routes/parameters';
import { AuditLog, quoted } from '../services/auditLog';
import type { Services } from '../services/services';
import { FIRMWARE_UPDATE_FAILED, INSTALLING_STATE } from '../simulator/firmware';
import { siteTimezone } from '../repositories/time';
import { windowOpen } from './plan';
import {
  afterWave,
  judgeWave,
  nextDeviceState,
  NO_DEVICES,
  type DeviceReport,
  type InFlight,
  type WaveCounts,
} from './rules';
import { countsOf, targetBuildOf, targetOf, waveTimesOf, windowOf, type RolloutRow, type WaveTime } from './store';

/** The e-mail of the audit entries the runner writes on its own (a halt by a rule, a completion). */
export const RUNNER_EMAIL = 'system';

/** The commands that carry a firmware update to a device (spec 7: the direct command, or PUT /UpdateDevice). */
export const UPDATE_COMMANDS = ['updateSoftware', 'updateDevice'] as const;

/** How the audit log names a rollout. */
export const rolloutNamed = (row: Pick<RolloutRow, 'id' | 'name'>) => `${quoted(row.name)} (${row.id})`;

const audit = (db: Db, now: Date) => new AuditLog(db, () => now);

// --- following the devices whose update is on its way ---------------------------------------------------------

interface Tracked {
  rolloutId: string;
  deviceId: string;
  state: InFlight;
  sentAt: string;
  targetBranch: string;
  targetBuild: string;
  installTimeoutMinutes: number;
}

/** What each device reports now (rules.ts DeviceReport), read for all of them at once. */
async function reportsOf(db: Db, tracked: readonly Tracked[]): Promise<Map<string, DeviceReport>> {
  const ids = [...new Set(tracked.map((t) => t.deviceId))];
  const since = tracked.reduce((min, t) => (t.sentAt < min ? t.sentAt : min), tracked[0]!.sentAt);
  const [live, devices, commands, failures] = await Promise.all([
    db
      .selectFrom('live_status')
      .select(['deviceId', 'state'])
      .where(isIn(db, 'deviceId', ids))
      .execute(),
    db
      .selectFrom('devices')
      .select(['deviceId', 'firmwareBranch', 'firmwareBuild'])
      .where(isIn(db, 'deviceId', ids))
      .execute(),
    db
      .selectFrom('command_log')
      .select(['deviceId', 'status', 'sendDateTime'])
      .where(isIn(db, 'deviceId', ids))
      .where('command', 'in', [...UPDATE_COMMANDS])
      .where('sendDateTime', '>=', since)
      .execute(),
    db
      .selectFrom('device_errors')
      .select(['deviceId', 'createdAt'])
      .where(isIn(db, 'deviceId', ids))
      .where('errorId', '=', FIRMWARE_UPDATE_FAILED.errorId)
      .where('createdAt', '>=', since)
      .execute(),
  ]);
  const liveOf = new Map(live.map((l) => [l.deviceId, l.state]));
  const buildOf = new Map(devices.map((d) => [d.deviceId, reportedBuildName(d.firmwareBranch, d.firmwareBuild)]));
  const out = new Map<string, DeviceReport>();
  for (const t of tracked) {
    const state = liveOf.get(t.deviceId);
    const display = toDisplayState(state);
    out.set(`${t.rolloutId} ${t.deviceId}`, {
      online: state !== undefined && display !== 'offline' && display !== 'notInstalled',
      installing: state?.toLowerCase() === INSTALLING_STATE,
      reportedBuild: buildOf.get(t.deviceId) ?? '',
      updateDelivered: commands.some((c) => c.deviceId === t.deviceId && c.sendDateTime >= t.sentAt && c.status === 2),
      failureReported: failures.some((f) => f.deviceId === t.deviceId && f.createdAt >= t.sentAt),
    });
  }
  return out;
}

/**
 * Moves on every device whose update is on its way, in rollouts of any status (a paused, halted or aborted rollout's
 * devices still finish their install): installing, done, or failed with its reason.
 */
export async function followDevices(services: Services, now: Date): Promise<void> {
  const { db } = services;
  const tracked = (await db
    .selectFrom('rollout_devices as rd')
    .innerJoin('rollouts as r', 'r.id', 'rd.rolloutId')
    .select([
      'rd.rolloutId',
      'rd.deviceId',
      'rd.state',
      'rd.sentAt',
      'r.targetBranch',
      'r.targetBuild',
      'r.installTimeoutMinutes',
    ])
    .where('rd.state', 'in', ['sent', 'installing'])
    .where('rd.sentAt', 'is not', null)
    .execute()) as Tracked[];
  if (tracked.length === 0) return;
  const reports = await reportsOf(db, tracked);
  const at = now.toISOString();
  for (const t of tracked) {
    const step = nextDeviceState(
      t.state,
      reports.get(`${t.rolloutId} ${t.deviceId}`)!,
      targetBuildOf(t),
      now.getTime() - Date.parse(t.sentAt),
      t.installTimeoutMinutes * 60_000,
    );
    if (!step) continue;
    await db
      .updateTable('rollout_devices')
      .set({ state: step.state, failureReason: step.state === 'failed' ? step.reason : null, updatedAt: at })
      .where('rolloutId', '=', t.rolloutId)
      .where('deviceId', '=', t.deviceId)
      .where('state', '=', t.state)
      .execute();
  }
}

// --- sending ------------------------------------------------------------------------------------------------------

/**
 * Sends one device its update, all in one transaction: pending -> sent (only if it is still pending and its rollout
 * still runs on its wave), then spec 7's plan exactly as the parameter routes write it (routes/parameters.ts): PUT
 * /parameters' stored change with the target set, then the direct command for the six older builds or the
 * UpdateDevice command otherwise, in the name of whoever started the rollout; and the device's audit entry. False when
 * the device was not (any longer) to be sent: then nothing is written.
 */
export async function sendDevice(
  services: Services,
  rollout: RolloutRow,
  device: { deviceId: string; wave: number },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const user = rollout.startedBy ?? rollout.createdBy;
  const target = targetOf(rollout);
  return services.db.transaction().execute(async (trx) => {
    // First, so that on SQLite this transaction takes the write lock before it reads anything.
    const claimed = await trx
      .updateTable('rollout_devices')
      .set({ state: 'sent', sentAt: at, updatedAt: at })
      .where('rolloutId', '=', rollout.id)
      .where('deviceId', '=', device.deviceId)
      .where('state', '=', 'pending')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('rollouts')
            .select('id')
            .where('id', '=', rollout.id)
            .where('status', '=', 'running')
            .where('currentWave', '=', device.wave),
        ),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const found = await findParameterDevice(trx, device.deviceId);
    if (!found) throw new Error(`rollout ${rollout.id}: device ${device.deviceId} is gone`);
    const reported = reportedBuildName(found.firmwareBranch, found.firmwareBuild);
    // spec 7's plan, from the two rules shared's firmwareUpdatePlan is made of: the parameters with the target set
    // (withFirmwareTarget: spec 9's; a rollout of another build sets that one instead), then the command the reported
    // build calls for (usesDirectUpdateCommand).
    const withTarget = withFirmwareTarget(await readParameters(trx, found));
    await storeParameters(trx, found, { ...withTarget, device: { ...withTarget.device, ...target } }, user, now);
    const direct = usesDirectUpdateCommand(reported);
    if (direct) await queueSoftwareUpdate(trx, found.deviceId, target, user, now);
    else await queueDeviceUpdate(trx, found, user, now);
    await audit(trx, now).write({
      email: user,
      message: `Sent firmware ${targetBuildOf(rollout)} to ${found.deviceId} (rollout ${rolloutNamed(rollout)}, wave ${device.wave})`,
      level: AuditLevel.Audit,
      objectId: found.deviceId,
      payload: { rolloutId: rollout.id, wave: device.wave, command: direct ? 'updateSoftware' : 'updateDevice' },
    });
    return true;
  });
}

/** Sends the pending devices of the rollout's current wave whose site's install window is open now. */
async function sendOpenDevices(services: Services, rollout: RolloutRow, wave: number, now: Date): Promise<void> {
  const pending = await services.db
    .selectFrom('rollout_devices as rd')
    .leftJoin('sites as s', 's.siteId', 'rd.siteId')
    .select(['rd.deviceId', 'rd.siteId', 's.timezone'])
    .where('rd.rolloutId', '=', rollout.id)
    .where('rd.wave', '=', wave)
    .where('rd.state', '=', 'pending')
    .orderBy('rd.deviceId')
    .execute();
  const window = windowOf(rollout);
  for (const device of pending) {
    const zone = device.siteId === null ? 'UTC' : siteTimezone(device.timezone);
    if (!windowOpen(now.getTime(), zone, window)) continue;
    // a pause or an abort in between: the claim finds the rollout no longer running and sends nothing
    if (!(await sendDevice(services, rollout, { deviceId: device.deviceId, wave }, now))) return;
  }
}

// --- the waves ----------------------------------------------------------------------------------------------------

/** The figures of a halt: the wave's counts and its failed devices by reason. */
async function haltReasonOf(
  db: Db,
  rollout: RolloutRow,
  wave: number,
  counts: WaveCounts,
  waveEnded: boolean,
  now: Date,
): Promise<RolloutHaltReason> {
  const reasons = { installFailed: 0, offline: 0, notOnTarget: 0 };
  const rows = await db
    .selectFrom('rollout_devices')
    .select(['failureReason', (eb) => eb.fn.countAll<number>().as('n')])
    .where('rolloutId', '=', rollout.id)
    .where('wave', '=', wave)
    .where('state', '=', 'failed')
    .groupBy('failureReason')
    .execute();
  for (const r of rows) if (r.failureReason) reasons[r.failureReason] += Number(r.n);
  return {
    rule: 'maxFailedShare',
    wave,
    devices: counts.devices,
    failed: counts.failed,
    failedShare: counts.devices > 0 ? counts.failed / counts.devices : 0,
    maxFailedShare: Number(rollout.maxFailedShare),
    waveEnded,
    reasons,
    at: now.toISOString(),
  };
}

/** A conditional change of a rollout row: only while it is as it was read (status, wave and wave times). */
async function changeRollout(
  db: Db,
  row: RolloutRow,
  set: Partial<Omit<RolloutRow, 'id'>>,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('rollouts')
    .set({ ...set, updatedAt: now.toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('waveTimes', '=', row.waveTimes)
    .where((eb) => (row.currentWave === null ? eb('currentWave', 'is', null) : eb('currentWave', '=', row.currentWave)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const withTime = (times: WaveTime[], wave: number, patch: Partial<WaveTime>) =>
  JSON.stringify(times.map((t, i) => (i === wave - 1 ? { ...t, ...patch } : t)));

/**
 * One step of a rollout: what its current wave calls for. True when the rollout changed (the caller looks again, so a
 * wave that starts is sent in the same tick).
 */
async function stepRollout(services: Services, row: RolloutRow, now: Date): Promise<boolean> {
  const { db } = services;
  const wave = row.currentWave;
  if (wave === null) return false;
  const counts = (await countsOf(db, [row.id])).get(row.id)?.get(wave) ?? NO_DEVICES;
  const verdict = judgeWave(counts, Number(row.maxFailedShare));
  const times = waveTimesOf(row);
  const at = now.toISOString();

  if (verdict.kind === 'halt') {
    const reason = await haltReasonOf(db, row, wave, counts, verdict.waveEnded, now);
    return db.transaction().execute(async (trx) => {
      const halted = await changeRollout(
        trx,
        row,
        {
          status: 'halted',
          haltReason: JSON.stringify(reason),
          endedAt: at,
          waveTimes: verdict.waveEnded ? withTime(times, wave, { finishedAt: at }) : row.waveTimes,
        },
        now,
      );
      if (halted) {
        const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
        await audit(trx, now).write({
          email: RUNNER_EMAIL,
          message:
            `Halted firmware rollout ${rolloutNamed(row)}: ${reason.failed} of ${reason.devices} devices of wave ` +
            `${wave} failed (${percent(reason.failedShare)}), over the limit of ${percent(reason.maxFailedShare)}` +
            (reason.waveEnded ? '' : ' before the wave ended'),
          level: AuditLevel.Audit,
          objectId: row.id,
          payload: reason,
        });
      }
      return halted;
    });
  }
  // a paused rollout is judged (a wave over its limit halts it) but neither moves on nor sends
  if (row.status !== 'running') return false;

  if (verdict.kind === 'going') {
    await sendOpenDevices(services, row, wave, now);
    return false;
  }
  const endedAt = times[wave - 1]?.finishedAt;
  if (!endedAt) return changeRollout(db, row, { waveTimes: withTime(times, wave, { finishedAt: at }) }, now);
  switch (afterWave(wave, row.waveCount, Date.parse(endedAt), row.soakMinutes, now.getTime())) {
    case 'soak':
      return false;
    case 'nextWave':
      return changeRollout(
        db,
        row,
        { currentWave: wave + 1, waveTimes: withTime(times, wave + 1, { startedAt: at }) },
        now,
      );
    case 'complete':
      return db.transaction().execute(async (trx) => {
        const completed = await changeRollout(trx, row, { status: 'completed', endedAt: at }, now);
        if (completed) {
          const done = (await countsOf(trx, [row.id])).get(row.id);
          const failed = [...(done?.values() ?? [])].reduce((sum, c) => sum + c.failed, 0);
          await audit(trx, now).write({
            email: RUNNER_EMAIL,
            message: `Completed firmware rollout ${rolloutNamed(row)}: ${row.waveCount} waves, ${failed} devices failed`,
            level: AuditLevel.Info,
            objectId: row.id,
          });
        }
        return completed;
      });
  }
}

/** One tick over every rollout (see the top of this file). */
export async function rolloutTick(services: Services, now: Date): Promise<void> {
  await followDevices(services, now);
  const live = await services.db
    .selectFrom('rollouts')
    .select('id')
    .where('status', 'in', ['running', 'paused'])
    .execute();
  for (const { id } of live) {
    // a wave that ends may start the next, which is sent at once; bounded, in case of a rollout changed meanwhile
    for (let step = 0; step < 4; step++) {
      const row = await services.db.selectFrom('rollouts').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || !(row.status === 'running' || row.status === 'paused')) break;
      if (!(await stepRollout(services, row, now))) break;
    }
  }
}
