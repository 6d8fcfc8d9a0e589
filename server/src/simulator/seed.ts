/**
 * Seeding an empty database with a fleet and its history (ARCHITECTURE 5: history is back-filled at first start so
 * that every chart and economics view has data on day one). Bulk rows go through prepared statements on the raw
 * better-sqlite3 connection in large transactions (about 300,000 rows/s here; TOOLCHAIN).
 */
import type SQLite from 'better-sqlite3';
import {
  ALARM_CODES,
  ALARM_HISTORY_MONTHS,
  ERROR_SEVERITIES,
  alarmInfo,
  alarmSeverityOfCode,
  toDisplayState,
} from '@bess/shared/domain';
import type { Selectable } from 'kysely';
import { bulkInsert } from '../db/bulkInsert';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { engineOf } from '../db/engines/sql';
import { ensureMinutePartitions } from '../db/minuteStore';
import { setPassword } from '../idp/passwords';
import type { Services } from '../services/services';
import { simulateRange, liveSample, type DeviceRun, type HourRow, type MinuteRow, type SimDevice } from './deviceModel';
import { climateOf, demoFleet, largeFleet, DEMO_ACCOUNTS, type DevicePlan, type FleetPlan } from './fleet';
import { behaviourOf, type BatterySpec } from './physics';
import { mulberry32, pick, randomInt, type Random } from './random';

const HOUR_S = 3600;
const DAY_S = 86_400;

/** How much history to back-fill, and for which fleet. */
export interface SeedOptions {
  fleet: 'demo' | 'large';
  seed: number;
  now: Date;
  /** Days of minute rows (demo: 14). */
  minuteDays: number;
  /** Days of hour rows (demo: 2 years). */
  hourDays: number;
  /** Print what was made and how long it took. */
  log?: boolean;
}

/** What a seed made. */
export interface SeedReport {
  sites: number;
  devices: number;
  minuteRows: number;
  hourRows: number;
  alarms: number;
  deviceErrors: number;
  milliseconds: number;
}

/** The default history per fleet: demo 14 days of minutes and 2 years of hours; large (benchmarks) 1 day. */
export function defaultHistory(fleet: 'demo' | 'large'): { minuteDays: number; hourDays: number } {
  return fleet === 'large' ? { minuteDays: 1 / 24, hourDays: 1 } : { minuteDays: 14, hourDays: 731 };
}

/** The ordinary battery limits of a device (shared by the back-fill and the live tick). */
export function batterySpecOf(
  device: { batteryCapacity: number; inverterMaxPower: number },
  baseLoadShareKw: number,
  testSetpointKw = 0,
): BatterySpec {
  return {
    capacityKwh: device.batteryCapacity,
    maxPowerKw: device.inverterMaxPower,
    minSoc: 5,
    maxSoc: 100,
    reserveSoc: 60,
    peakLimitKw: baseLoadShareKw * 1.1,
    testSetpointKw,
  };
}

/** Each device's part of its site's PV and load: by battery capacity; PV devices by count. */
export function sharesOf(devices: readonly { deviceId: string; siteId: string | null; batteryCapacity: number }[]) {
  const weight = (d: { batteryCapacity: number }) => (d.batteryCapacity > 0 ? d.batteryCapacity : 10);
  const totals = new Map<string, number>();
  for (const d of devices) if (d.siteId) totals.set(d.siteId, (totals.get(d.siteId) ?? 0) + weight(d));
  return new Map(devices.map((d) => [d.deviceId, d.siteId ? weight(d) / (totals.get(d.siteId) ?? 1) : 0]));
}

function insertAll(sqlite: SQLite.Database, table: string, rows: readonly object[], orIgnore = false): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const statement = sqlite.prepare(
    `INSERT ${orIgnore ? 'OR IGNORE ' : ''}INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  for (const row of rows) statement.run(row);
}

/**
 * The seed on PostgreSQL, through Kysely: the rows of a table in multi-row INSERTs (db/bulkInsert.ts), the
 * accounts and partners that may exist already left as they are (as INSERT OR IGNORE on SQLite).
 */
async function insertAllIn(db: Db, table: string, rows: readonly object[], orIgnore = false): Promise<void> {
  await bulkInsert(db, table as 'sites', rows as never, { ignoreConflicts: orIgnore });
}

/** The telemetry rows of a batch of devices, written on PostgreSQL in one transaction. */
async function flushTelemetry(db: Db, pending: { minutes: MinuteRow[]; hours: HourRow[] }): Promise<void> {
  const minutes = pending.minutes.splice(0);
  const hours = pending.hours.splice(0);
  // A minute row is exactly a telemetry_minute row; an hour row is its telemetry_hour row plus its load split.
  const split = hours.map(({ loadPvEnergy, loadBatteryPvEnergy, loadBatteryGridEnergy, loadGridEnergy, ...hour }) => ({
    hour,
    load: {
      deviceId: hour.deviceId,
      ts: hour.ts,
      loadPvEnergy,
      loadBatteryPvEnergy,
      loadBatteryGridEnergy,
      loadGridEnergy,
    },
  }));
  await db.transaction().execute(async (trx) => {
    await bulkInsert(trx, 'telemetry_minute', minutes);
    await bulkInsert(
      trx,
      'telemetry_hour',
      split.map((r) => r.hour),
    );
    await bulkInsert(
      trx,
      'telemetry_hour_load',
      split.map((r) => r.load),
    );
  });
}

/** Prepared inserts of telemetry rows (INSERT OR REPLACE: the live tick may write an hour again after a restart). */
export function telemetryWriters(sqlite: SQLite.Database) {
  const minute = sqlite.prepare(
    'INSERT OR REPLACE INTO telemetry_minute ("deviceId", "ts", "stateOfCharge", "inverterPower", "pv", "grid", "consumption", "temperature") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const hour = sqlite.prepare(
    'INSERT OR REPLACE INTO telemetry_hour ("deviceId", "ts", "stateOfCharge", "inverterPower", "pv", "grid", "consumption", "temperature", "pvEnergy", "consumptionEnergy", "gridImportEnergy", "gridExportEnergy", "batteryChargeEnergy", "batteryDischargeEnergy", "batteryDischargePvEnergy", "batteryDischargeGridEnergy") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const load = sqlite.prepare(
    'INSERT OR REPLACE INTO telemetry_hour_load ("deviceId", "ts", "loadPvEnergy", "loadBatteryPvEnergy", "loadBatteryGridEnergy", "loadGridEnergy") VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    minute: (r: MinuteRow) =>
      minute.run(r.deviceId, r.ts, r.stateOfCharge, r.inverterPower, r.pv, r.grid, r.consumption, r.temperature),
    hour: (r: HourRow) => {
      load.run(r.deviceId, r.ts, r.loadPvEnergy, r.loadBatteryPvEnergy, r.loadBatteryGridEnergy, r.loadGridEnergy);
      return hour.run(
        r.deviceId,
        r.ts,
        r.stateOfCharge,
        r.inverterPower,
        r.pv,
        r.grid,
        r.consumption,
        r.temperature,
        r.pvEnergy,
        r.consumptionEnergy,
        r.gridImportEnergy,
        r.gridExportEnergy,
        r.batteryChargeEnergy,
        r.batteryDischargeEnergy,
        r.batteryDischargePvEnergy,
        r.batteryDischargeGridEnergy,
      );
    },
  };
}

// --- alarms and device errors --------------------------------------------------------------------------------------

/** An alarm as the seed inserts it (the database numbers it). */
type AlarmRow = Omit<Selectable<Database['alarms']>, 'alarmId'>;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function alarmRows(random: Random, plan: FleetPlan, now: number, extra: number): AlarmRow[] {
  const onSite = plan.devices.filter((d) => d.siteId !== null);
  const batteries = onSite.filter((d) => !d.deviceId.startsWith('PV'));
  const pvDevices = onSite.filter((d) => d.deviceId.startsWith('PV'));
  const bySeverity = new Map<string, number[]>();
  for (const code of ALARM_CODES) {
    const severity = alarmSeverityOfCode(code);
    if (severity) bySeverity.set(severity, [...(bySeverity.get(severity) ?? []), code]);
  }
  const rows: AlarmRow[] = [];
  const alarm = (code: number, start: number, status: 'active' | 'acknowledged' | 'closed', deviceId?: string) => {
    // spec 3: PV alarms (150/250/350) belong to solar devices
    const pvCode = alarmInfo(code).category === 'pv';
    const pool = pvCode && pvDevices.length > 0 ? pvDevices : batteries;
    const acknowledged = status !== 'active';
    const ackTime = start + randomInt(random, 5, 240) * 60;
    const stop = ackTime + randomInt(random, 10, 600) * 60;
    rows.push({
      deviceId: deviceId ?? pick(random, pool).deviceId,
      alarmCode: code,
      severity: alarmSeverityOfCode(code) ?? 'warnings',
      startTime: iso(start),
      acknowledgeUser: acknowledged ? pick(random, [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.partner]) : null,
      acknowledgeTime: acknowledged ? iso(Math.min(ackTime, now)) : null,
      closedBy: status === 'closed' ? pick(random, [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.partner, 'system']) : null,
      stopTime: status === 'closed' ? iso(Math.min(stop, now)) : null,
      active: status === 'closed' ? 0 : 1,
    });
  };
  // every severity: active in the last 24 h (spec 9: safety period 24 h), acknowledged, and closed
  for (const codes of bySeverity.values()) {
    alarm(pick(random, codes), now - randomInt(random, 1, 20) * HOUR_S, 'active');
    alarm(pick(random, codes), now - randomInt(random, 30, 200) * HOUR_S, 'acknowledged');
    alarm(pick(random, codes), now - randomInt(random, 3, 300) * DAY_S, 'closed');
    alarm(pick(random, codes), now - randomInt(random, 2, 22) * HOUR_S, 'closed');
  }
  // offline devices carry an active 'Device offline' alarm from the moment they went quiet
  const offlineCode = ALARM_CODES.find((c) => alarmInfo(c).category === 'offline');
  for (const p of plan.plans) {
    if (p.offlineAt !== null && offlineCode !== undefined) alarm(offlineCode, p.offlineAt, 'active', p.deviceId);
  }
  // spec 9: alarm history 18 months
  const historyS = ALARM_HISTORY_MONTHS * 30 * DAY_S;
  for (let i = 0; i < extra; i++) {
    const start = now - randomInt(random, 3600, historyS);
    const status = random() < 0.85 ? 'closed' : random() < 0.5 ? 'acknowledged' : 'active';
    alarm(pick(random, ALARM_CODES), start, status);
  }
  return rows.sort((a, b) => a.startTime.localeCompare(b.startTime));
}

function deviceErrorRows(random: Random, plan: FleetPlan, now: number, count: number) {
  const onSite = plan.devices.filter((d) => d.siteId !== null);
  const historyS = ALARM_HISTORY_MONTHS * 30 * DAY_S;
  const rows = [];
  for (let i = 0; i < count; i++) {
    const created = now - randomInt(random, 600, historyS);
    const removed = random() < 0.7;
    const by = pick(random, ['system', DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.superadmin]);
    rows.push({
      deviceId: pick(random, onSite).deviceId,
      errorId: randomInt(random, 0, 2060),
      // spec 3 error severities; every one of them occurs
      severity: i < ERROR_SEVERITIES.length ? ERROR_SEVERITIES[i]! : pick(random, ERROR_SEVERITIES),
      createdAt: iso(created),
      createdBy: pick(random, ['device', 'system']),
      closedBy: removed ? by : null,
      removedAt: removed ? iso(Math.min(now, created + randomInt(random, 600, 20 * DAY_S))) : null,
      removedBy: removed ? by : null,
    });
  }
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

// --- history -------------------------------------------------------------------------------------------------------

/** The SimDevice of a device row and its site. */
export function simDeviceOf(
  seed: number,
  device: { deviceId: string; batteryCapacity: number; inverterMaxPower: number },
  site: Parameters<typeof climateOf>[1],
  share: number,
  testSetpointKw = 0,
): SimDevice {
  const climate = climateOf(seed, site);
  const pv = device.deviceId.startsWith('PV') || device.batteryCapacity <= 0;
  return {
    deviceId: device.deviceId,
    kind: pv ? 'pv' : 'battery',
    site: climate,
    share,
    battery: batterySpecOf(device, climate.baseLoadKw * share, testSetpointKw),
  };
}

function liveRow(deviceId: string, plan: DevicePlan, lastUpdate: number, values: Partial<Record<string, number>>) {
  return {
    deviceId,
    lastUpdateTime: iso(lastUpdate),
    inverterPower: values.inverterPower ?? 0,
    pv: values.pv ?? 0,
    stateOfCharge: values.stateOfCharge ?? 0,
    temperature: values.temperature ?? 22,
    grid: values.grid ?? 0,
    consumption: values.consumption ?? 0,
    state: plan.state,
    mode: plan.mode,
    hardwareLimits: 0,
    softwareLimits: 0,
    statusFlags: 0,
    loadMode: 0,
    loadState: 0,
    clusterData: null,
    pendingCommand: null,
  };
}

/** Creates the fleet, its accounts, alarms, errors and history; the database must hold no fleet yet. */
export async function seedFleet(services: Services, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const { sqlite } = services;
  const now = Math.floor(options.now.getTime() / 1000);
  const plan = options.fleet === 'large' ? largeFleet(options.seed, now) : demoFleet(options.seed, now);
  const random = mulberry32(options.seed ^ 0x5eed);
  const alarms = alarmRows(random, plan, now, options.fleet === 'large' ? 1000 : 60);
  const errors = deviceErrorRows(random, plan, now, options.fleet === 'large' ? 2000 : 150);

  const postgres = engineOf(services.db) === 'postgres';
  if (postgres) {
    await services.db.transaction().execute(async (trx) => {
      await insertAllIn(trx, 'site_groups', plan.groups);
      await insertAllIn(trx, 'sites', plan.sites);
      await insertAllIn(trx, 'partners', plan.partners, true);
      await insertAllIn(trx, 'devices', plan.devices);
      await insertAllIn(trx, 'users', plan.users, true);
      await insertAllIn(trx, 'access', plan.access);
      await insertAllIn(trx, 'alarms', alarms);
      await insertAllIn(trx, 'device_errors', errors);
    });
  } else
    sqlite.transaction(() => {
      insertAll(sqlite, 'site_groups', plan.groups);
      insertAll(sqlite, 'sites', plan.sites);
      insertAll(sqlite, 'partners', plan.partners, true);
      insertAll(sqlite, 'devices', plan.devices);
      insertAll(sqlite, 'users', plan.users, true);
      insertAll(sqlite, 'access', plan.access);
      insertAll(sqlite, 'alarms', alarms);
      insertAll(sqlite, 'device_errors', errors);
    })();

  // every demo account signs in at the local identity provider with the password 'demo'
  for (const u of plan.users) await setPassword(services.db, u.userId, 'demo');

  // history, one transaction per few devices so the WAL stays small
  // On PostgreSQL a batch's rows are kept and written after it (flushTelemetry); on SQLite they go in as made.
  const pending = { minutes: [] as MinuteRow[], hours: [] as HourRow[] };
  const writers = postgres
    ? { minute: (r: MinuteRow) => pending.minutes.push(r), hour: (r: HourRow) => pending.hours.push(r) }
    : telemetryWriters(sqlite);
  const sites = new Map(plan.sites.map((s) => [s.siteId, s]));
  const shares = sharesOf(plan.devices);
  const plans = new Map(plan.plans.map((p) => [p.deviceId, p]));
  const hourFrom = Math.floor((now - options.hourDays * DAY_S) / HOUR_S) * HOUR_S;
  const minuteFrom = Math.floor((now - options.minuteDays * DAY_S) / HOUR_S) * HOUR_S;
  // the minute rows go straight into their days' partitions (db/minuteStore.ts)
  if (postgres) await ensureMinutePartitions(services.db, minuteFrom, now);
  const live: ReturnType<typeof liveRow>[] = [];
  let minuteRows = 0;
  let hourRows = 0;
  const onMinute = (r: MinuteRow) => {
    writers.minute(r);
    minuteRows++;
  };
  const onHour = (r: HourRow) => {
    writers.hour(r);
    hourRows++;
  };
  const simulateDevice = (device: FleetPlan['devices'][number]) => {
    const p = plans.get(device.deviceId)!;
    const site = device.siteId ? sites.get(device.siteId) : undefined;
    const display = toDisplayState(p.state);
    if (!site || !device.commissionningDate || display === 'notInstalled') {
      live.push(
        liveRow(device.deviceId, p, now - randomInt(random, 1, 48) * HOUR_S, {
          stateOfCharge: display === 'notInstalled' ? 0 : p.initialSoc,
        }),
      );
      return;
    }
    const sim = simDeviceOf(options.seed, device, site, shares.get(device.deviceId) ?? 1);
    const commissioned = Math.ceil(Date.parse(device.commissionningDate) / 1000 / HOUR_S) * HOUR_S;
    const run: DeviceRun = {
      battery: {
        soc: sim.kind === 'battery' ? p.initialSoc : 0,
        storedPvKwh: sim.kind === 'battery' ? (p.initialSoc / 100) * device.batteryCapacity : 0,
        storedGridKwh: 0,
      },
      cursor: Math.max(hourFrom, commissioned),
      hour: null,
    };
    const present = behaviourOf(p.state, p.mode);
    const end = p.offlineAt ?? now;
    simulateRange(options.seed, sim, run, {
      to: end,
      minuteFrom,
      behaviourAt: (t) => (t < p.stateSince ? 'selfConsumption' : present),
      onMinute,
      onHour,
    });
    if (p.offlineAt !== null) {
      // spec 4: an offline device reports nothing new and shows charge level 0
      live.push(liveRow(device.deviceId, p, p.offlineAt, { stateOfCharge: 0 }));
    } else {
      live.push(liveRow(device.deviceId, p, now, liveSample(options.seed, sim, run, present, now * 1000)));
    }
  };
  const batch = options.fleet === 'large' ? 200 : 2;
  for (let i = 0; i < plan.devices.length; i += batch) {
    if (postgres) {
      for (const device of plan.devices.slice(i, i + batch)) simulateDevice(device);
      await flushTelemetry(services.db, pending);
      continue;
    }
    sqlite.transaction(() => {
      for (const device of plan.devices.slice(i, i + batch)) simulateDevice(device);
    })();
  }
  if (postgres) await insertAllIn(services.db, 'live_status', live);
  else sqlite.transaction(() => insertAll(sqlite, 'live_status', live))();
  services.access.invalidate();

  const report: SeedReport = {
    sites: plan.sites.length,
    devices: plan.devices.length,
    minuteRows,
    hourRows,
    alarms: alarms.length,
    deviceErrors: errors.length,
    milliseconds: Date.now() - started,
  };
  if (options.log) {
    console.log(
      `simulator: seeded the ${options.fleet} fleet (seed ${options.seed}): ${report.sites} sites, ${report.devices} devices, ` +
        `${minuteRows.toLocaleString('en')} minute rows, ${hourRows.toLocaleString('en')} hour rows, ` +
        `${report.alarms} alarms, ${report.deviceErrors} device errors in ${(report.milliseconds / 1000).toFixed(1)} s`,
    );
  }
  return report;
}

/** Seeds an empty database (no sites) with the configured fleet (demo or large) and back-fills its history. */
export async function seedIfEmpty(services: Services): Promise<SeedReport | null> {
  const row = await services.db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return null;
  const { fleet, seed } = services.config;
  return seedFleet(services, { fleet, seed, now: services.now(), ...defaultHistory(fleet), log: true });
}
