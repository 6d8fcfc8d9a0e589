import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { applyOfflineChargeLevel, displayStateRank, toDisplayState } from '@bess/shared/domain';
import type { LiveData } from '@bess/shared/contract';
import type { Db } from '../db/database';
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

type LiveRow = {
  deviceId: string;
  siteId: string | null;
  batteryCapacity: number;
  lastUpdateTime: string;
  inverterPower: number;
  pv: number;
  stateOfCharge: number;
  temperature: number;
  grid: number;
  consumption: number;
  state: string;
  mode: string;
  hardwareLimits: number;
  softwareLimits: number;
  statusFlags: number;
  loadMode: number;
  loadState: number;
  clusterData: string | null;
};

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
    .where('devices.deviceId', 'in', sql<string>`(select value from json_each(${JSON.stringify(deviceIds)}))`)
    .execute();
  return rows.map(toLive);
}

/** Live data of something that has no device reporting (an empty site or group). */
export const NOT_INSTALLED: LiveData = { state: 'notinstalled', lastUpdateTime: null, stateOfCharge: 0 };

/**
 * The roll-up sums of the devices of ONE site: what a roll-up needs, so that SQLite returns a row per site instead of
 * a row per device (POST /sitestatus for 1,000 sites stays one small query). Sums of sites add up to a group's.
 */
export interface LiveAggregate {
  siteId: string;
  /** The worst server state of the site's devices (spec 4 display order), lower case. */
  state: string;
  /** The mode all of the site's devices share, or null when they differ. */
  mode: string | null;
  inverterPower: number;
  pv: number;
  grid: number;
  consumption: number;
  /**
   * Over the devices that are not offline only (an offline device reports 0, spec 4): sum of state of charge times
   * battery capacity, of capacity, plain sum of state of charge and the number of such devices.
   */
  socWeighted: number;
  capacity: number;
  socSum: number;
  socDevices: number;
  temperature: number | null;
  lastUpdateTime: string | null;
}

type AggregateRow = [
  siteId: string,
  worst: number,
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

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The grouped query for the server states present in live_status. States are ranked by the shared domain rule (spec
 * 4 display states, worst first; ties alphabetically, lower case) and written into the SQL as a CASE, so that SQLite
 * picks each site's worst state and leaves offline devices out of the charge level without a join or a sort. The
 * statement is cached per set of states (a handful). One row per site: grouping by site alone lets SQLite read the
 * devices in site order along devices_site_cover (migration 007); the earlier grouping by (site, state, mode) sorted
 * all 10,000 rows of the large fleet (issue 3: /sitestatus p95 <= 20 ms).
 */
function siteAggregatesQuery(states: readonly string[]): { sql: string; worstStates: string[] } {
  const lower = [...new Set(states.map((s) => s.toLowerCase()))];
  const rankOf = (state: string) => displayStateRank(toDisplayState(state));
  const worstStates = lower.sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0));
  const ordinal = states.map((s) => `WHEN ${literal(s)} THEN ${worstStates.indexOf(s.toLowerCase())}`).join(' ');
  const offline = states.filter((s) => toDisplayState(s) === 'offline').map(literal);
  const on = offline.length > 0 ? `l.state NOT IN (${offline.join(', ')})` : '1';
  const soc = 'min(max(l.stateOfCharge, 0), 100)';
  const sql = `SELECT d.siteId, min(CASE l.state ${ordinal} END),
  CASE WHEN min(l.mode) IS max(l.mode) THEN min(l.mode) END,
  sum(l.inverterPower), sum(abs(l.pv)), sum(l.grid), sum(l.consumption),
  sum(CASE WHEN ${on} THEN ${soc} * d.batteryCapacity ELSE 0 END), sum(CASE WHEN ${on} THEN d.batteryCapacity ELSE 0 END),
  sum(CASE WHEN ${on} THEN ${soc} ELSE 0 END), sum(${on}), max(l.temperature), max(l.lastUpdateTime)
FROM devices d INNER JOIN live_status l ON l.deviceId = d.deviceId
WHERE d.siteId IN (SELECT value FROM json_each(?))
GROUP BY d.siteId`;
  return { sql, worstStates };
}

/** The roll-up sums of the devices of the given sites, in ONE grouped query (a site without live rows is absent). */
export function aggregatesOfSites(sqlite: SQLite.Database, siteIds: readonly string[]): LiveAggregate[] {
  if (siteIds.length === 0) return [];
  // One read transaction: the states the query was written for are the states it reads.
  return sqlite.transaction(() => {
    const states = preparedStatement(sqlite, 'SELECT DISTINCT state FROM live_status').pluck(true).all() as string[];
    if (states.length === 0) return [];
    const { sql, worstStates } = siteAggregatesQuery(states);
    const rows = preparedStatement(sqlite, sql).raw(true).all(JSON.stringify(siteIds)) as AggregateRow[];
    return rows.map((r) => ({
      siteId: r[0],
      state: worstStates[r[1]]!,
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
    }));
  })();
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
