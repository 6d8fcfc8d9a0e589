/**
 * The rollouts in the database (tables `rollouts` and `rollout_devices`, migrations/016-rollouts.ts): resolving a
 * selection, making a rollout with its devices planned into waves, and reading rollouts in the contract's shapes.
 * The routes (routes/rollouts.ts) and the runner (runner.ts) both go through here.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { FIRMWARE_TARGET, reportedBuildName, siteTimezone, type ValidationKey } from '@bess/shared/domain';
import {
  ROLLOUT_DEFAULTS,
  ROLLOUT_DEVICE_STATES,
  type CreateRolloutBody,
  type FieldError,
  type InstallWindow,
  type Rollout,
  type RolloutDevice,
  type RolloutDeviceState,
  type RolloutDevicesQuery,
  type RolloutHaltReason,
  type RolloutListQuery,
  type RolloutSelection,
  type RolloutTarget,
  type RolloutWaveProgress,
} from '@bess/shared/contract';
import type { Db } from '../db/database';
import { bulkInsert } from '../db/bulkInsert';
import { isIn } from '../db/engines/sql';
import type { Database } from '../db/schema';
import { NO_DEVICES, type WaveCounts } from './rules';
import { cutIntoWaves, planOrder, waveSettingsOf, type WaveSettings } from './plan';

export type RolloutRow = Selectable<Database['rollouts']>;

/** When a wave began sending and when its last device settled. */
export interface WaveTime {
  startedAt: string | null;
  finishedAt: string | null;
}

/** A device of a selection, with what its plan needs: its site and zone, and the build it reports. */
export interface SelectedDevice {
  deviceId: string;
  siteId: string | null;
  siteName: string | null;
  timezone: string;
  build: string;
}

function parsed<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const targetOf = (row: Pick<RolloutRow, 'targetBranch' | 'targetBuild'>): RolloutTarget => ({
  firmwareBranch: row.targetBranch,
  firmwareBuild: row.targetBuild,
});
/** The target as devices report builds: branch_build. */
export const targetBuildOf = (row: Pick<RolloutRow, 'targetBranch' | 'targetBuild'>): string =>
  reportedBuildName(row.targetBranch, row.targetBuild);
export const waveTimesOf = (row: Pick<RolloutRow, 'waveTimes'>): WaveTime[] => parsed<WaveTime[]>(row.waveTimes, []);
export const windowOf = (row: Pick<RolloutRow, 'windowStartHour' | 'windowEndHour'>): InstallWindow | null =>
  row.windowStartHour === null || row.windowEndHour === null
    ? null
    : { startHour: row.windowStartHour, endHour: row.windowEndHour };

/** A rollout's target: the one named, else spec 9's. */
export function targetOrDefault(target: RolloutTarget | undefined): RolloutTarget {
  return target ?? { firmwareBranch: FIRMWARE_TARGET.firmwareBranch, firmwareBuild: FIRMWARE_TARGET.firmwareBuild };
}

// --- the selection ----------------------------------------------------------------------------------------------

const unknownId = (field: string): FieldError => ({ field, key: 'validation.oneOf' as ValidationKey });

/**
 * The devices a selection names, each once (every device below its groups, of its sites, and listed), and a field
 * error for each id that names nothing (400), or for a selection that names no device at all.
 */
export async function resolveSelection(
  db: Db,
  selection: RolloutSelection,
): Promise<{ devices: SelectedDevice[]; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const groupIds = selection.groupIds ?? [];
  const siteIds = new Set(selection.siteIds ?? []);
  const deviceIds = selection.deviceIds ?? [];

  if (groupIds.length > 0) {
    const groups = await db.selectFrom('site_groups').select(['siteGroupId', 'parentId']).execute();
    const known = new Set(groups.map((g) => g.siteGroupId));
    groupIds.forEach((id, i) => {
      if (!known.has(id)) errors.push(unknownId(`selection.groupIds.${i}`));
    });
    // every group below the named ones, nested groups included
    const below = new Set(groupIds.filter((id) => known.has(id)));
    for (let grew = true; grew;) {
      grew = false;
      for (const g of groups) {
        if (g.parentId !== null && below.has(g.parentId) && !below.has(g.siteGroupId)) {
          below.add(g.siteGroupId);
          grew = true;
        }
      }
    }
    if (below.size > 0) {
      const sites = await db
        .selectFrom('sites')
        .select('siteId')
        .where(isIn(db, 'parentId', [...below]))
        .execute();
      for (const s of sites) siteIds.add(s.siteId);
    }
  }
  const namedSites = selection.siteIds ?? [];
  if (namedSites.length > 0) {
    const found = new Set(
      (
        await db
          .selectFrom('sites')
          .select('siteId')
          .where(isIn(db, 'siteId', namedSites))
          .execute()
      ).map((s) => s.siteId),
    );
    namedSites.forEach((id, i) => {
      if (!found.has(id)) errors.push(unknownId(`selection.siteIds.${i}`));
    });
  }

  const base = db
    .selectFrom('devices as d')
    .leftJoin('sites as s', 's.siteId', 'd.siteId')
    .select(['d.deviceId', 'd.siteId', 's.siteName', 's.timezone', 'd.firmwareBranch', 'd.firmwareBuild']);
  const rows = [
    ...(siteIds.size > 0 ? await base.where(isIn(db, 'd.siteId', [...siteIds])).execute() : []),
    ...(deviceIds.length > 0 ? await base.where(isIn(db, 'd.deviceId', deviceIds)).execute() : []),
  ];
  const listed = new Set(rows.map((r) => r.deviceId));
  deviceIds.forEach((id, i) => {
    if (!listed.has(id)) errors.push(unknownId(`selection.deviceIds.${i}`));
  });
  const devices = new Map<string, SelectedDevice>();
  for (const r of rows) {
    devices.set(r.deviceId, {
      deviceId: r.deviceId,
      siteId: r.siteId,
      siteName: r.siteName,
      // a device on no site: its window is read in UTC
      timezone: r.siteId === null ? 'UTC' : siteTimezone(r.timezone),
      build: reportedBuildName(r.firmwareBranch, r.firmwareBuild),
    });
  }
  if (errors.length === 0 && devices.size === 0) {
    errors.push({ field: 'selection', key: 'validation.required' as ValidationKey });
  }
  return { devices: [...devices.values()], errors };
}

/** The devices of a selection in waves (plan.ts): the order, the cut. */
export function wavesOf(devices: readonly SelectedDevice[], settings: WaveSettings): SelectedDevice[][] {
  return cutIntoWaves(planOrder(devices), settings);
}

// --- making one --------------------------------------------------------------------------------------------------

/** A new rollout id: `RO-` and 10 hex digits, like the fleet's ids. */
export function newRolloutId(): string {
  return `RO-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Stores a new rollout as a draft with its devices planned into waves, every device pending, in one transaction.
 * The selection is stored as given, the wave settings with their defaults.
 */
export async function insertRollout(
  db: Db,
  input: CreateRolloutBody,
  devices: readonly SelectedDevice[],
  user: string,
  now: Date,
): Promise<string> {
  const id = newRolloutId();
  const at = now.toISOString();
  const settings = waveSettingsOf(input.waves);
  const waves = wavesOf(devices, settings);
  const target = targetOrDefault(input.target);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rollouts')
      .values({
        id,
        name: input.name,
        targetBranch: target.firmwareBranch,
        targetBuild: target.firmwareBuild,
        selection: JSON.stringify(input.selection),
        waves: JSON.stringify(settings),
        waveCount: waves.length,
        soakMinutes: input.soakMinutes ?? ROLLOUT_DEFAULTS.soakMinutes,
        maxFailedShare: input.maxFailedShare ?? ROLLOUT_DEFAULTS.maxFailedShare,
        installTimeoutMinutes: input.installTimeoutMinutes ?? ROLLOUT_DEFAULTS.installTimeoutMinutes,
        windowStartHour: input.installWindow?.startHour ?? null,
        windowEndHour: input.installWindow?.endHour ?? null,
        status: 'draft',
        currentWave: null,
        waveTimes: JSON.stringify(waves.map((): WaveTime => ({ startedAt: null, finishedAt: null }))),
        haltReason: null,
        createdBy: user,
        createdAt: at,
        startedBy: null,
        startedAt: null,
        updatedAt: at,
        endedAt: null,
      })
      .execute();
    await bulkInsert(
      trx,
      'rollout_devices',
      waves.flatMap((wave, i) =>
        wave.map((d) => ({
          rolloutId: id,
          deviceId: d.deviceId,
          siteId: d.siteId,
          wave: i + 1,
          state: 'pending' as const,
          failureReason: null,
          buildBefore: d.build,
          sentAt: null,
          updatedAt: at,
        })),
      ),
    );
  });
  return id;
}

// --- reading -----------------------------------------------------------------------------------------------------

/** The devices of rollouts by wave and state: rollout id -> wave -> counts. */
export async function countsOf(db: Db, rolloutIds: readonly string[]): Promise<Map<string, Map<number, WaveCounts>>> {
  const out = new Map<string, Map<number, WaveCounts>>();
  if (rolloutIds.length === 0) return out;
  const rows = await db
    .selectFrom('rollout_devices')
    .select(['rolloutId', 'wave', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where(isIn(db, 'rolloutId', rolloutIds))
    .groupBy(['rolloutId', 'wave', 'state'])
    .execute();
  for (const r of rows) {
    const waves = out.get(r.rolloutId) ?? new Map<number, WaveCounts>();
    const counts = waves.get(r.wave) ?? { ...NO_DEVICES };
    const n = Number(r.n);
    counts[r.state] += n;
    counts.devices += n;
    waves.set(r.wave, counts);
    out.set(r.rolloutId, waves);
  }
  return out;
}

/** A rollout row and its waves' counts in the contract's shape. */
export function toRollout(row: RolloutRow, waves: ReadonlyMap<number, WaveCounts> | undefined): Rollout {
  const times = waveTimesOf(row);
  const progress: RolloutWaveProgress[] = [];
  const totals = { pending: 0, sent: 0, installing: 0, done: 0, failed: 0, skipped: 0 };
  for (let wave = 1; wave <= row.waveCount; wave++) {
    const counts = waves?.get(wave) ?? NO_DEVICES;
    for (const state of ROLLOUT_DEVICE_STATES) totals[state] += counts[state];
    progress.push({
      wave,
      ...counts,
      failedShare: counts.devices > 0 ? counts.failed / counts.devices : 0,
      startedAt: times[wave - 1]?.startedAt ?? null,
      finishedAt: times[wave - 1]?.finishedAt ?? null,
    });
  }
  const current = row.currentWave;
  const ended = current === null ? null : (times[current - 1]?.finishedAt ?? null);
  const soaking = row.status === 'running' && current !== null && current < row.waveCount && ended !== null;
  return {
    id: row.id,
    name: row.name,
    target: targetOf(row),
    selection: parsed<RolloutSelection>(row.selection, {}),
    waves: parsed<WaveSettings>(row.waves, { canaryCount: 0, shares: [] }),
    soakMinutes: row.soakMinutes,
    maxFailedShare: Number(row.maxFailedShare),
    installTimeoutMinutes: row.installTimeoutMinutes,
    installWindow: windowOf(row),
    status: row.status,
    currentWave: current,
    waveCount: row.waveCount,
    deviceCount: progress.reduce((sum, w) => sum + w.devices, 0),
    totals,
    progress,
    nextWaveAt: soaking ? new Date(Date.parse(ended) + row.soakMinutes * 60_000).toISOString() : null,
    haltReason: parsed<RolloutHaltReason | null>(row.haltReason, null),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    startedBy: row.startedBy,
    startedAt: row.startedAt,
    updatedAt: row.updatedAt,
    endedAt: row.endedAt,
  };
}

export async function findRollout(db: Db, id: string): Promise<RolloutRow | undefined> {
  return db.selectFrom('rollouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One rollout in the contract's shape, or undefined when there is none of this id. */
export async function readRollout(db: Db, id: string): Promise<Rollout | undefined> {
  const row = await findRollout(db, id);
  if (!row) return undefined;
  return toRollout(row, (await countsOf(db, [id])).get(id));
}

/** GET /rollouts: newest first, one page. */
export async function listRollouts(db: Db, query: RolloutListQuery): Promise<{ rollouts: Rollout[]; total: number }> {
  let base = db.selectFrom('rollouts');
  if (query.status) base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(query.offset ?? 0)
    .limit(query.limit ?? 50)
    .execute();
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rollouts: rows.map((r) => toRollout(r, counts.get(r.id))), total: Number(total) };
}

const deviceColumns = [
  'rd.rolloutId',
  'rd.deviceId',
  'rd.siteId',
  's.siteName',
  'rd.wave',
  'rd.state',
  'rd.failureReason',
  'rd.buildBefore',
  'rd.sentAt',
  'rd.updatedAt',
  'd.firmwareBranch',
  'd.firmwareBuild',
] as const;

type DeviceRow = Omit<RolloutDevice, 'reportedBuild'> & { firmwareBranch: string; firmwareBuild: string };

const toDevice = ({ firmwareBranch, firmwareBuild, ...row }: DeviceRow): RolloutDevice => ({
  ...row,
  reportedBuild: reportedBuildName(firmwareBranch, firmwareBuild),
});

function devicesQuery(db: Db) {
  return db
    .selectFrom('rollout_devices as rd')
    .innerJoin('devices as d', 'd.deviceId', 'rd.deviceId')
    .leftJoin('sites as s', 's.siteId', 'rd.siteId');
}

/** GET /rollouts/{id}/devices: one page, by wave and then in the order they were planned. */
export async function rolloutDevices(
  db: Db,
  rolloutId: string,
  query: RolloutDevicesQuery,
): Promise<{ devices: RolloutDevice[]; total: number }> {
  let base = devicesQuery(db).where('rd.rolloutId', '=', rolloutId);
  if (query.wave !== undefined) base = base.where('rd.wave', '=', query.wave);
  if (query.state) base = base.where('rd.state', '=', query.state);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(deviceColumns)
    .orderBy('rd.wave')
    .orderBy('rd.deviceId')
    .offset(query.offset ?? 0)
    .limit(query.limit ?? 100)
    .execute();
  return { devices: rows.map(toDevice), total: Number(total) };
}

/** Is the device in the fleet at all? */
export async function deviceExists(db: Db, deviceId: string): Promise<boolean> {
  return (
    (await db.selectFrom('devices').select('deviceId').where('deviceId', '=', deviceId).executeTakeFirst()) !==
    undefined
  );
}

const ACTIVE: readonly RolloutRow['status'][] = ['running', 'paused'];

/** GET /devices/{id}/rollout: the running or paused rollout the device is in, else the newest it is in. */
export async function deviceRollout(
  db: Db,
  deviceId: string,
): Promise<{ rollout: Rollout; device: RolloutDevice } | null> {
  const memberships = await db
    .selectFrom('rollout_devices as rd')
    .innerJoin('rollouts as r', 'r.id', 'rd.rolloutId')
    .select(['r.id', 'r.status', 'r.createdAt'])
    .where('rd.deviceId', '=', deviceId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const chosen = memberships.find((m) => ACTIVE.includes(m.status)) ?? memberships[0];
  if (!chosen) return null;
  const rollout = await readRollout(db, chosen.id);
  const row = await devicesQuery(db)
    .select(deviceColumns)
    .where('rd.rolloutId', '=', chosen.id)
    .where('rd.deviceId', '=', deviceId)
    .executeTakeFirst();
  return rollout && row ? { rollout, device: toDevice(row) } : null;
}

/**
 * The devices of a rollout's that another running or paused rollout is still updating (pending, sent or installing
 * there): a device takes one update at a time.
 */
export async function devicesBusyElsewhere(db: Db, rolloutId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rollout_devices as mine')
    .innerJoin('rollout_devices as other', 'other.deviceId', 'mine.deviceId')
    .innerJoin('rollouts as r', 'r.id', 'other.rolloutId')
    .select('mine.deviceId')
    .where('mine.rolloutId', '=', rolloutId)
    .where('other.rolloutId', '<>', rolloutId)
    .where('r.status', 'in', [...ACTIVE])
    .where('other.state', 'in', ['pending', 'sent', 'installing'] satisfies RolloutDeviceState[])
    .distinct()
    .execute();
  return rows.map((r) => r.deviceId);
}
