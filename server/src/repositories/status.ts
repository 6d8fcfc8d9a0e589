import type SQLite from 'better-sqlite3';
import { applyOfflineChargeLevel, displayStateRank, toDisplayState } from '@bess/shared/domain';
import type { LiveData } from '@bess/shared/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { RollupTables } from '../db/tables/rollups';
import { engineOf, isIn } from '../db/engines/sql';
import { preparedStatement } from './telemetry';

/** One device's live row with what a roll-up needs. */
export interface DeviceLive {
  deviceId: string;
  siteId: string | null;
  batteryCapacity: number;
  live: LiveData;
}

const LIVE_COLUMNS = [
  'devices.deviceId',
  'devices.siteId',
  'devices.batteryCapacity',
  'live_status.lastUpdateTime',
  'live_status.inverterPower',
  'live_status.pv',
  'live_status.stateOfCharge',
  'live_status.temperature',
  'live_status.grid',
  'live_status.consumption',
  'live_status.state',
  'live_status.mode',
  'live_status.hardwareLimits',
  'live_status.softwareLimits',
  'live_status.statusFlags',
  'live_status.loadMode',
  'live_status.loadState',
  'live_status.clusterData',
] as const;

type LiveRow = Pick<Selectable<Database['devices']>, 'deviceId' | 'siteId' | 'batteryCapacity'> &
  Omit<Selectable<Database['live_status']>, 'deviceId' | 'pendingCommand'>;

function parseCluster(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** spec 3 live data of one device: state lower case, pv absolute; spec 4: offline makes charge level 0. */
function toLive(row: LiveRow): DeviceLive {
  const cluster = parseCluster(row.clusterData);
  const live: LiveData = {
    inverterPower: row.inverterPower,
    pv: Math.abs(row.pv),
    stateOfCharge: Math.min(100, Math.max(0, row.stateOfCharge)),
    temperature: row.temperature,
    grid: row.grid,
    consumption: row.consumption,
    state: row.state.toLowerCase(),
    mode: row.mode,
    lastUpdateTime: row.lastUpdateTime,
    hardwareLimits: row.hardwareLimits,
    softwareLimits: row.softwareLimits,
    statusFlags: row.statusFlags,
    loadMode: row.loadMode,
    loadState: row.loadState,
    ...(cluster !== undefined ? { clusterData: cluster } : {}),
  };
  return {
    deviceId: row.deviceId,
    siteId: row.siteId,
    batteryCapacity: row.batteryCapacity,
    live: applyOfflineChargeLevel(live),
  };
}

/** The live rows of the given devices, in one query. */
export async function liveOfDevices(db: Db, deviceIds: readonly string[]): Promise<DeviceLive[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .selectFrom('devices')
    .innerJoin('live_status', 'live_status.deviceId', 'devices.deviceId')
    .select(LIVE_COLUMNS)
    .where(isIn(db, 'devices.deviceId', deviceIds))
    .execute();
  return rows.map(toLive);
}

/** Live data of something that has no device reporting (an empty site or group). */
export const NOT_INSTALLED: LiveData = { state: 'notinstalled', lastUpdateTime: null, stateOfCharge: 0 };

/**
 * The roll-up sums of the devices of ONE site: what a roll-up needs, so that SQLite returns a row per site instead of
 * a row per device (POST /sitestatus for 1,000 sites stays one small query). Sums of sites add up to a group's.
 */
export type LiveAggregate = Omit<RollupTables['site_live'], 'states'> & {
  /** The worst server state of the site's devices (spec 4 display order), lower case. */
  state: string;
};

type SiteLiveRow = [
  siteId: string,
  states: string,
  mode: string | null,
  inverterPower: number,
  pv: number,
  grid: number,
  consumption: number,
  socWeighted: number,
  capacity: number,
  socSum: number,
  socDevices: number,
  temperature: number | null,
  lastUpdateTime: string | null,
];

const SITE_LIVE_SQL = `SELECT siteId, states, mode, inverterPower, pv, grid, consumption, socWeighted, capacity, socSum,
  socDevices, temperature, lastUpdateTime FROM site_live WHERE siteId IN (SELECT value FROM json_each(?)) ORDER BY siteId`;

/** Worst state of a site by its JSON list of server states; a pure function of the text, so it is remembered. */
const worstByStates = new Map<string, string>();
/** A bound on remembered lists (sites share a few dozen combinations of states; this only guards against growth). */
const MAX_REMEMBERED_STATE_LISTS = 4096;

/**
 * The worst of a site's server states (spec 4 display states, what needs attention first, by the shared domain rule;
 * ties alphabetically), lower case (spec 3: live data states are lower case).
 */
function worstState(statesJson: string): string {
  let worst = worstByStates.get(statesJson);
  if (worst !== undefined) return worst;
  let worstRank = Infinity;
  for (const state of JSON.parse(statesJson) as string[]) {
    const lower = state.toLowerCase();
    const rank = displayStateRank(toDisplayState(state));
    if (worst === undefined || rank < worstRank || (rank === worstRank && lower < worst)) {
      worst = lower;
      worstRank = rank;
    }
  }
  if (worstByStates.size >= MAX_REMEMBERED_STATE_LISTS) worstByStates.clear();
  worstByStates.set(statesJson, worst!);
  return worst!;
}

/**
 * The roll-up sums of the devices of the given sites (a site without live rows is absent), read from site_live
 * (migration 008): one row per site, kept exact by triggers as live rows and devices change, so that POST
 * /sitestatus for the 1,000 sites of the large fleet reads 1,000 rows instead of grouping 10,000 live rows per call
 * (the target: p95 <= 20 ms).
 */
export function aggregatesOfSites(sqlite: SQLite.Database, siteIds: readonly string[]): LiveAggregate[] {
  if (siteIds.length === 0) return [];
  const rows = preparedStatement(sqlite, SITE_LIVE_SQL).raw(true).all(JSON.stringify(siteIds)) as SiteLiveRow[];
  return rows.map(toAggregate);
}

/** site_live's columns in SiteLiveRow's order. */
const SITE_LIVE_COLUMNS = [
  'siteId',
  'states',
  'mode',
  'inverterPower',
  'pv',
  'grid',
  'consumption',
  'socWeighted',
  'capacity',
  'socSum',
  'socDevices',
  'temperature',
  'lastUpdateTime',
] as const;

/**
 * aggregatesOfSites on either engine: on SQLite the prepared statement above (the /sitestatus hot path, with nothing
 * in between). On PostgreSQL the rows come back as one row of one JSON array per column (json_agg), read
 * with 13 JSON.parse calls: node-postgres makes a string and calls a parser for every field of every row, which for
 * 1,000 rows of 13 columns cost the API process about 5 to 6 ms of CPU against about 1 ms this way, for about 1 ms
 * more in PostgreSQL (CPU of both processes measured on the scale bench's database, docs/database.md). The aggregates
 * all read the same rows in the same order, so the i-th entries of the arrays are one row; the rows are sorted here
 * (one ORDER BY per aggregate would sort 13 times). float8 is written as its shortest exact text in JSON as in the
 * row format: the numbers are the same.
 */
export async function readSiteAggregates(
  db: Db,
  sqlite: SQLite.Database,
  siteIds: readonly string[],
): Promise<LiveAggregate[]> {
  if (engineOf(db) === 'sqlite') return aggregatesOfSites(sqlite, siteIds);
  if (siteIds.length === 0) return [];
  const found = (await db
    .selectFrom('site_live')
    .select(SITE_LIVE_COLUMNS.map((column) => sql<string | null>`json_agg(${sql.ref(column)})::text`.as(column)))
    .where(isIn(db, 'siteId', siteIds))
    .executeTakeFirst()) as Record<(typeof SITE_LIVE_COLUMNS)[number], string | null> | undefined;
  // Aggregates of no rows are NULL.
  if (!found?.siteId) return [];
  const columns = SITE_LIVE_COLUMNS.map((column) => JSON.parse(found[column]!) as unknown[]);
  const out: LiveAggregate[] = [];
  for (let i = 0; i < columns[0]!.length; i++) out.push(toAggregate(columns.map((values) => values[i]) as SiteLiveRow));
  // In site order, as on SQLite (the arrays are in the order PostgreSQL read the rows).
  return out.sort((a, b) => (a.siteId < b.siteId ? -1 : a.siteId > b.siteId ? 1 : 0));
}

function toAggregate(r: SiteLiveRow): LiveAggregate {
  return {
    siteId: r[0],
    state: worstState(r[1]),
    mode: r[2],
    inverterPower: r[3],
    pv: r[4],
    grid: r[5],
    consumption: r[6],
    socWeighted: r[7],
    capacity: r[8],
    socSum: r[9],
    socDevices: r[10],
    temperature: r[11] ?? null,
    lastUpdateTime: r[12],
  };
}

/**
 * The roll-up of several devices (a site's, or a group's): powers summed, state of charge weighted by battery
 * capacity over the devices that are not offline (an offline device reports 0, spec 4, which says nothing about the
 * others), the hottest temperature, the worst state (spec 4 display states, what needs attention first), the mode
 * when all share one, and the newest update time.
 */
export function rollUp(parts: readonly LiveAggregate[]): LiveData {
  if (parts.length === 0) return NOT_INSTALLED;
  let inverterPower = 0;
  let pv = 0;
  let grid = 0;
  let consumption = 0;
  let temperature: number | null = null;
  let socWeighted = 0;
  let socWeight = 0;
  let socPlain = 0;
  let socCount = 0;
  let worst = parts[0]!.state;
  let worstRank = Infinity;
  let lastUpdateTime: string | null = null;
  let mode: string | null | undefined;
  for (const part of parts) {
    inverterPower += part.inverterPower;
    pv += part.pv;
    grid += part.grid;
    consumption += part.consumption;
    if (part.temperature !== null && (temperature === null || part.temperature > temperature)) {
      temperature = part.temperature;
    }
    // Ties: the first part (each part's state is already its site's worst, ties alphabetical).
    const rank = displayStateRank(toDisplayState(part.state));
    if (rank < worstRank) {
      worstRank = rank;
      worst = part.state;
    }
    socWeighted += part.socWeighted;
    socWeight += part.capacity;
    socPlain += part.socSum;
    socCount += part.socDevices;
    // One shared mode across every part, else null.
    mode = mode === undefined ? part.mode : mode === part.mode ? mode : null;
    if (part.lastUpdateTime && (lastUpdateTime === null || part.lastUpdateTime > lastUpdateTime)) {
      lastUpdateTime = part.lastUpdateTime;
    }
  }
  // Devices without capacity (solar) only count when no device has any.
  const stateOfCharge = socWeight > 0 ? socWeighted / socWeight : socCount > 0 ? socPlain / socCount : 0;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    inverterPower: round(inverterPower),
    pv: round(pv),
    stateOfCharge: Math.min(100, Math.max(0, round(stateOfCharge))),
    temperature,
    grid: round(grid),
    consumption: round(consumption),
    state: worst,
    mode: mode ?? null,
    lastUpdateTime,
  };
}
