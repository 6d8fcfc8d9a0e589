/**
 * The live fleet (ARCHITECTURE 5): every tick advances each online device to now (live status, minute rows, hour rows),
 * raises and clears alarms now and then, and delivers device commands after their delay with their effect on the
 * device. Each phase is one transaction written once for both engines (db/engines/program.ts): synchronous on SQLite,
 * awaited statement by statement on PostgreSQL.
 */
import {
  ALARM_CODES,
  DEVICE_MODES,
  FIRMWARE_TARGET,
  METER_SETUP_STEPS,
  alarmSeverityOfCode,
  toDisplayState,
  type MeterSetupResult,
} from '@bess/shared/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../services/services';
import { controlOf, loadSiteSettings, DEFAULT_SITE_SETTINGS, type Outage } from './control';
import {
  hourFromMinutes,
  liveSample,
  simulateRange,
  type ControlAt,
  type DeviceRun,
  type HourRow,
  type MinuteRow,
} from './deviceModel';
import { all, get, run, runPrograms, upsert, type Program } from '../db/engines/program';
import { deviceNumberOf } from './fleet';
import { FIRMWARE_UPDATE_FAILED, INSTALLING_STATE, firmwareSettings, installOutcome } from './firmware';
import { meterOutcomeSetting, metersAfterPassedTest } from './meterOutcomes';
import { behaviourOf, type IslandFailureReason } from './physics';
import { noise } from './random';
import { sharesOf, simDeviceOf } from './seed';

/** How long a simulated device takes to answer a command (ARCHITECTURE 5: a realistic delay). */
export const COMMAND_DELIVERY_DELAY_MS = 5_000;
/** A restarted device or site controller is offline this long before it reports again. */
export const RESTART_OFFLINE_MS = 20_000;
/** spec 4 meter set-up: each step lasts this long; the six steps take 30 s. */
export const METER_STEP_MS = 5_000;
/** Fleet-wide chance per minute that a new alarm is raised (scaled up for larger fleets). */
const ALARM_CHANCE_PER_MINUTE = 0.05;
/** How long a simulated grid loss lasts (spec 4 Gridloss and Test backup) before the grid returns. */
export const GRID_OUTAGE_MS = 10 * 60_000;
/** Events and outages this far back are still read, so a long pause catches up with them. */
const CONTROL_LOOKBACK_S = 2 * 86_400;
/**
 * spec 4 island failures as device error rows (the BMS errors use 0 to 2060; these ids are ours) and their severity.
 */
export const ISLAND_ERRORS: Record<IslandFailureReason, { errorId: number; severity: string }> = {
  gfmError: { errorId: 3001, severity: 'Critical' },
  powerLimit: { errorId: 3002, severity: 'Error' },
  socExceededLimit: { errorId: 3003, severity: 'Error' },
  retryFailed: { errorId: 3004, severity: 'Critical' },
};

/**
 * What this process keeps between ticks: only what it can rebuild from the database (each device's run is read back
 * from its telemetry). The effects under way (restarts, test modes, grid losses, alarms to clear) are in the database
 * (migrations/013-simulator-effects.ts), written in the tick's transaction, so that a replica that takes the
 * simulator lease over continues them; a meter set-up's steps are in meter_setup.
 */
interface Memory {
  runs: Map<string, DeviceRun>;
  /** The last minute alarms were drawn for; a new leader starts drawing from its first tick. */
  lastAlarmMinute: number | null;
  lastPruneHour: number | null;
}

const memories = new WeakMap<Services, Memory>();

function memoryOf(services: Services): Memory {
  let memory = memories.get(services);
  if (!memory) {
    memory = { runs: new Map(), lastAlarmMinute: null, lastPruneHour: null };
    memories.set(services, memory);
  }
  return memory;
}

type LiveRow = Pick<Selectable<Database['live_status']>, 'deviceId' | 'state' | 'mode' | 'stateOfCharge'>;

// --- commands ------------------------------------------------------------------------------------------------------

type Effect =
  | { kind: 'state'; state: string; mode: string }
  | { kind: 'restart' }
  | { kind: 'island'; mode: string }
  | { kind: 'testMode'; value: number }
  | { kind: 'testModeRelease' }
  | { kind: 'firmware' }
  | { kind: 'meter'; meterKind: 'setup' | 'test' }
  | { kind: 'none' };

/** The state a mode command leaves a device in (spec 4: server states in lower case). */
function stateForMode(mode: string): string {
  switch (mode) {
    case 'Stop':
      return 'stop';
    case 'ChargeOnly':
      return 'chargeonly';
    case 'ExternalControl':
      return 'externalcontrol';
    case 'GridSupport':
      return 'gridsupport';
    case 'Local':
      return 'local';
    default:
      return 'passive';
  }
}

/**
 * What a command does to a device. Names are matched without case and without a prefix such as 'backup:' or
 * 'backup_', so that the command routes may log `forcedOn` or `backup_forcedOn` alike.
 */
export function effectOf(command: string): Effect {
  const name = command
    .trim()
    .replace(/^.*[:/]/, '')
    .replace(/^(backup|command)_/i, '')
    .toLowerCase();
  switch (name) {
    case 'state_idling':
      return { kind: 'state', state: 'stop', mode: 'Stop' };
    case 'state_running':
      return { kind: 'state', state: 'passive', mode: 'SelfConsumption' };
    case 'forcedon':
      // spec 4: backup switches the battery to backup mode; it keeps running and keeps its reserve
      return { kind: 'state', state: 'passive', mode: 'Backup' };
    case 'testbackup':
    case 'gridloss':
      // spec 4 Gridloss / Test: the grid goes away for a while and the battery carries the load as an island
      return { kind: 'island', mode: 'Backup' };
    case 'forcedoff':
      return { kind: 'state', state: 'passive', mode: 'GridTied' };
    case 'restart':
    case 'reboot':
    case 'restartdevice':
    case 'rebootsitecontroller':
    case 'restartsitecontroller':
      return { kind: 'restart' };
    case 'testmode':
      return { kind: 'testMode', value: 0 };
    case 'testmoderelease':
      return { kind: 'testModeRelease' };
    case 'updatesoftware':
    case 'software':
    case 'updatedevice':
      return { kind: 'firmware' };
    case 'metersetup':
      return { kind: 'meter', meterKind: 'setup' };
    case 'metertest':
      return { kind: 'meter', meterKind: 'test' };
  }
  const mode = DEVICE_MODES.find((m) => m.toLowerCase() === name);
  if (mode) return { kind: 'state', state: stateForMode(mode), mode };
  return { kind: 'none' };
}

function parsePayload(payload: string | null): Record<string, unknown> {
  if (!payload) return {};
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The last digit of a device number that gives each outcome (below); a setting picks one by name. */
const METER_OUTCOME_DIGIT: Record<MeterSetupResult, number> = {
  success: 0,
  noResponse: 6,
  timedOut: 7,
  gridMeterInverted: 8,
  noLoadDetected: 9,
};

/** How a device's meter set-up ends: decided by its number, so each failure reason can be shown on purpose. */
export function meterOutcome(deviceId: string): { result: MeterSetupResult; failAtStep: number } {
  // The simulator setting SIMULATOR_METER_OUTCOMES may name the outcome of a device (meterOutcomes.ts).
  const set = meterOutcomeSetting(deviceId);
  switch (set ? METER_OUTCOME_DIGIT[set] : deviceNumberOf(deviceId) % 10) {
    case 6:
      return { result: 'noResponse', failAtStep: 1 };
    case 7:
      return { result: 'timedOut', failAtStep: 4 };
    case 8:
      return { result: 'gridMeterInverted', failAtStep: 5 };
    case 9:
      return { result: 'noLoadDetected', failAtStep: 5 };
    default:
      return { result: 'success', failAtStep: METER_SETUP_STEPS.length - 1 };
  }
}

/** Delivers due commands (status 1 -> 2, or 3 for an offline device), ends restarts and walks meter set-ups. */
export function deliverCommands(services: Services, date: Date): Promise<void> {
  return runPrograms(services, () => deliveryOf(date));
}

const getLive = (deviceId: string) =>
  get<LiveRow>('SELECT "deviceId", state, mode, "stateOfCharge" FROM live_status WHERE "deviceId" = ?', deviceId);
const setState = (state: string, mode: string, nowIso: string, deviceId: string) =>
  run(
    'UPDATE live_status SET state = ?, mode = ?, "pendingCommand" = NULL, "lastUpdateTime" = ? WHERE "deviceId" = ?',
    state,
    mode,
    nowIso,
    deviceId,
  );
/** The devices a command reaches: the device itself, or every device of the site a site command names. */
function* targetsOf(id: string): Program<string[]> {
  if (yield* get('SELECT 1 AS "found" FROM devices WHERE "deviceId" = ?', id)) return [id];
  const rows = yield* all<{ deviceId: string }>(
    'SELECT "deviceId" FROM devices WHERE "siteId" = ? ORDER BY "deviceId"',
    id,
  );
  return rows.map((d) => d.deviceId);
}

/** A running device's state and mode: where a device goes back to when nothing else was stored. */
const RUNNING = { state: 'passive', mode: 'SelfConsumption' };

function* deliveryOf(date: Date): Program {
  const nowMs = date.getTime();
  const nowIso = date.toISOString();

  // restarts that are over: the device reports again in the state it had
  const restarted = yield* all<{ deviceId: string; state: string; mode: string }>(
    'SELECT "deviceId", state, mode FROM simulator_restarts WHERE "until" <= ? ORDER BY "deviceId"',
    nowIso,
  );
  for (const r of restarted) yield* setState(r.state, r.mode, nowIso, r.deviceId);
  if (restarted.length > 0) yield* run('DELETE FROM simulator_restarts WHERE "until" <= ?', nowIso);

  yield* finishInstalls(nowIso);

  // spec 4: after a grid loss the battery returns to grid mode once the grid is back (transition off interval)
  const gridBack = yield* all<{ deviceId: string }>(
    'SELECT "deviceId" FROM simulator_outages WHERE restored = 0 AND "restoreAt" <= ? ORDER BY "deviceId"',
    nowIso,
  );
  for (const { deviceId } of gridBack) {
    const live = yield* getLive(deviceId);
    if (live && live.state !== 'offline') yield* setState('passive', 'GridTied', nowIso, deviceId);
  }
  if (gridBack.length > 0) {
    yield* run('UPDATE simulator_outages SET restored = 1 WHERE restored = 0 AND "restoreAt" <= ?', nowIso);
  }
  // an outage is kept past its end for as long as a catch-up after a pause may still simulate its island
  yield* run(
    'DELETE FROM simulator_outages WHERE restored = 1 AND "islandUntil" < ?',
    new Date(nowMs - CONTROL_LOOKBACK_S * 1000).toISOString(),
  );

  // a delivered restart with no simulator_restarts row (delivered by a server without migration 013): the device
  // comes back running
  const recentRestarts = yield* all<{ deviceId: string; command: string }>(
    'SELECT "deviceId", command FROM command_log WHERE status = 2 AND "deliverAt" > ? AND "deliverAt" <= ?',
    new Date(nowMs - 600_000).toISOString(),
    new Date(nowMs - RESTART_OFFLINE_MS).toISOString(),
  );
  for (const r of recentRestarts.filter((c) => effectOf(c.command).kind === 'restart')) {
    for (const id of yield* targetsOf(r.deviceId)) {
      if (yield* get('SELECT 1 AS "found" FROM simulator_restarts WHERE "deviceId" = ?', id)) continue;
      const live = yield* getLive(id);
      if (live?.state === 'offline') yield* setState(RUNNING.state, RUNNING.mode, nowIso, id);
    }
  }

  const due = yield* all<{ id: number; deviceId: string; command: string; payload: string | null }>(
    'SELECT id, "deviceId", command, payload FROM command_log WHERE status = 1 AND "deliverAt" <= ? ORDER BY "deliverAt", id',
    nowIso,
  );
  for (const command of due) {
    // a site command (backup, site controller reboot) is logged against the site: it reaches all its devices
    const online: LiveRow[] = [];
    for (const id of yield* targetsOf(command.deviceId)) {
      const live = yield* getLive(id);
      if (live && !['offline', 'notInstalled'].includes(toDisplayState(live.state))) online.push(live);
    }
    if (online.length === 0) {
      // spec 3: status 3 (error): nobody answered
      yield* run('UPDATE command_log SET status = ? WHERE id = ?', 3, command.id);
      continue;
    }
    const effect = effectOf(command.command);
    const payload = parsePayload(command.payload);
    for (const live of online) yield* applyEffect(live, effect, payload, nowMs, nowIso);
    yield* run('UPDATE command_log SET status = ? WHERE id = ?', 2, command.id);
  }
  yield* walkMeters(date);
}

/**
 * Installs that are over: the device reports the new build, or (the install failed) its old build and a device error
 * saying so; either way it returns to the state and mode it had. A device that went offline meanwhile (a restart) is
 * left to what brings it back.
 */
function* finishInstalls(nowIso: string): Program {
  const over = yield* all<{
    deviceId: string;
    branch: string;
    build: string;
    outcome: string;
    state: string;
    mode: string;
  }>(
    'SELECT "deviceId", branch, build, outcome, state, mode FROM simulator_firmware_installs WHERE "until" <= ? ORDER BY "deviceId"',
    nowIso,
  );
  for (const install of over) {
    if (install.outcome === 'installed') {
      yield* run(
        'UPDATE devices SET "firmwareBranch" = ?, "firmwareBuild" = ? WHERE "deviceId" = ?',
        install.branch,
        install.build,
        install.deviceId,
      );
    } else {
      yield* run(
        `INSERT INTO device_errors ("deviceId", "errorId", "severity", "createdAt", "createdBy") VALUES (?, ?, ?, ?, 'device')`,
        install.deviceId,
        FIRMWARE_UPDATE_FAILED.errorId,
        FIRMWARE_UPDATE_FAILED.severity,
        nowIso,
      );
    }
    const live = yield* getLive(install.deviceId);
    if (live?.state === INSTALLING_STATE) yield* setState(install.state, install.mode, nowIso, install.deviceId);
  }
  if (over.length > 0) yield* run('DELETE FROM simulator_firmware_installs WHERE "until" <= ?', nowIso);
}

function* applyEffect(
  live: LiveRow,
  effect: Effect,
  payload: Record<string, unknown>,
  now: number,
  nowIso: string,
): Program {
  switch (effect.kind) {
    case 'state':
      yield* setState(effect.state, effect.mode, nowIso, live.deviceId);
      return;
    case 'island': {
      yield* setState('passive', effect.mode, nowIso, live.deviceId);
      const site = yield* get<{ onS: number | null; offS: number | null }>(
        'SELECT b."gridTransitionInterval" AS "onS", b."gridTransitionOffInterval" AS "offS" FROM devices d LEFT JOIN backup_settings b ON b."siteId" = d."siteId" WHERE d."deviceId" = ?',
        live.deviceId,
      );
      const nowS = Math.floor(now / 1000);
      // the battery forms the grid after the transition interval; the grid returns after GRID_OUTAGE_MS
      const from = nowS + Math.ceil(site?.onS ?? DEFAULT_SITE_SETTINGS.gridTransitionInterval);
      const until = nowS + GRID_OUTAGE_MS / 1000;
      const restoreAt = until + Math.ceil(site?.offS ?? DEFAULT_SITE_SETTINGS.gridTransitionOffInterval);
      const iso = (s: number) => new Date(s * 1000).toISOString();
      yield* run(
        `INSERT INTO simulator_outages ("deviceId", "islandFrom", "islandUntil", "restoreAt", restored) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT ("deviceId") DO UPDATE SET "islandFrom" = excluded."islandFrom",
           "islandUntil" = excluded."islandUntil", "restoreAt" = excluded."restoreAt", restored = 0`,
        live.deviceId,
        iso(from),
        iso(until),
        iso(restoreAt),
      );
      return;
    }
    case 'restart':
      // only an online device gets here: a device restarting is offline and a command to it ends in status 3
      yield* run(
        `INSERT INTO simulator_restarts ("deviceId", "until", state, mode) VALUES (?, ?, ?, ?)
         ON CONFLICT ("deviceId") DO UPDATE SET "until" = excluded."until", state = excluded.state, mode = excluded.mode`,
        live.deviceId,
        new Date(now + RESTART_OFFLINE_MS).toISOString(),
        live.state,
        live.mode,
      );
      yield* run(
        `UPDATE live_status SET state = 'offline', mode = 'Unknown', "stateOfCharge" = 0, "inverterPower" = 0, pv = 0, grid = 0, consumption = 0, "pendingCommand" = NULL WHERE "deviceId" = ?`,
        live.deviceId,
      );
      return;
    case 'testMode': {
      const value = Number(payload.value ?? payload.Value ?? 0);
      // a new set-point of a device in test mode keeps what the release returns to
      const inTestMode = live.mode === 'TestMode';
      const before = inTestMode ? RUNNING : live;
      yield* run(
        `INSERT INTO simulator_test_modes ("deviceId", setpoint, state, mode) VALUES (?, ?, ?, ?)
         ON CONFLICT ("deviceId") DO UPDATE SET setpoint = excluded.setpoint${
           inTestMode ? '' : ', state = excluded.state, mode = excluded.mode'
         }`,
        live.deviceId,
        Number.isFinite(value) ? value : 0,
        before.state,
        before.mode,
      );
      yield* setState('passive', 'TestMode', nowIso, live.deviceId);
      return;
    }
    case 'testModeRelease': {
      const before =
        (yield* get<{ state: string; mode: string }>(
          'SELECT state, mode FROM simulator_test_modes WHERE "deviceId" = ?',
          live.deviceId,
        )) ?? RUNNING;
      yield* run('DELETE FROM simulator_test_modes WHERE "deviceId" = ?', live.deviceId);
      yield* setState(before.state, before.mode, nowIso, live.deviceId);
      return;
    }
    case 'firmware': {
      const branch =
        typeof payload.firmwareBranch === 'string' ? payload.firmwareBranch : FIRMWARE_TARGET.firmwareBranch;
      const build = typeof payload.firmwareBuild === 'string' ? payload.firmwareBuild : FIRMWARE_TARGET.firmwareBuild;
      // The simulator settings (firmware.ts) decide how the install ends; it is decided now, so a new leader ends it alike.
      const settings = firmwareSettings();
      const outcome = installOutcome(live.deviceId, settings);
      if (outcome === 'offline') {
        // the device drops off during its install and does not come back: it reports nothing from now on
        yield* run('DELETE FROM simulator_firmware_installs WHERE "deviceId" = ?', live.deviceId);
        yield* run(
          `UPDATE live_status SET state = 'offline', mode = 'Unknown', "stateOfCharge" = 0, "inverterPower" = 0, pv = 0, grid = 0, consumption = 0, "pendingCommand" = NULL WHERE "deviceId" = ?`,
          live.deviceId,
        );
        return;
      }
      // a second firmware command while one installs starts over, and still returns to where the first found it
      const before =
        (yield* get<{ state: string; mode: string }>(
          'SELECT state, mode FROM simulator_firmware_installs WHERE "deviceId" = ?',
          live.deviceId,
        )) ?? live;
      yield* run(
        `INSERT INTO simulator_firmware_installs ("deviceId", "until", branch, build, outcome, state, mode) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT ("deviceId") DO UPDATE SET "until" = excluded."until", branch = excluded.branch, build = excluded.build,
           outcome = excluded.outcome, state = excluded.state, mode = excluded.mode`,
        live.deviceId,
        new Date(now + settings.installMs).toISOString(),
        branch,
        build,
        outcome,
        before.state,
        before.mode,
      );
      yield* run(
        'UPDATE live_status SET state = ?, "pendingCommand" = NULL, "lastUpdateTime" = ? WHERE "deviceId" = ?',
        INSTALLING_STATE,
        nowIso,
        live.deviceId,
      );
      return;
    }
    case 'meter': {
      const running = yield* get(
        `SELECT kind FROM meter_setup WHERE "deviceId" = ? AND result IS NULL AND kind = 'test'`,
        live.deviceId,
      );
      // spec 4: set-up is skipped while a test is running
      if (effect.meterKind === 'setup' && running) return;
      yield* run(
        `INSERT INTO meter_setup ("deviceId", "kind", "step", "result", "startedAt", "updatedAt") VALUES (?, ?, ?, NULL, ?, ?)
         ON CONFLICT ("deviceId") DO UPDATE SET kind = excluded.kind, step = excluded.step, result = NULL,
           "startedAt" = excluded."startedAt", "updatedAt" = excluded."updatedAt"`,
        live.deviceId,
        effect.meterKind,
        METER_SETUP_STEPS[0],
        nowIso,
        nowIso,
      );
      return;
    }
    case 'none':
      return;
  }
}

/** spec 4: walks running meter set-ups and tests through their steps, one every METER_STEP_MS, to their end. */
function* walkMeters(date: Date): Program {
  const running = yield* all<{ deviceId: string; step: string; startedAt: string }>(
    'SELECT "deviceId", step, "startedAt" FROM meter_setup WHERE result IS NULL',
  );
  for (const row of running) {
    const elapsed = date.getTime() - Date.parse(row.startedAt);
    const outcome = meterOutcome(row.deviceId);
    const reached = Math.max(0, Math.floor(elapsed / METER_STEP_MS));
    const done = reached > outcome.failAtStep;
    const step = METER_SETUP_STEPS[Math.min(reached, outcome.failAtStep)]!;
    if (step !== row.step || done) {
      yield* run(
        'UPDATE meter_setup SET step = ?, result = ?, "updatedAt" = ? WHERE "deviceId" = ?',
        step,
        done ? outcome.result : null,
        date.toISOString(),
        row.deviceId,
      );
    }
    if (done && outcome.result === 'success') yield* recordMeters(row.deviceId);
  }
}

/**
 * A passed meter set-up or test found the site's meters (spec 3): the site lists them from now on, so GET /SiteGroup
 * shows them and `hasDashboard` follows (a PV meter and a device). A site made in the installer wizard starts with
 * none; this is where it gets them.
 */
function* recordMeters(deviceId: string): Program {
  const site = yield* get<{ siteId: string; meters: string; pvPeak: number | null; pvDevices: number | string }>(
    `SELECT s."siteId", s.meters, s."pvPeak",
            (SELECT COUNT(*) FROM devices p WHERE p."siteId" = s."siteId" AND p."deviceId" LIKE 'PV%') AS "pvDevices"
       FROM devices d JOIN sites s ON s."siteId" = d."siteId"
      WHERE d."deviceId" = ?`,
    deviceId,
  );
  if (!site) return;
  let listed: string[] = [];
  try {
    const parsed: unknown = JSON.parse(site.meters);
    if (Array.isArray(parsed)) listed = parsed.filter((m): m is string => typeof m === 'string');
  } catch {
    // an unreadable list is replaced by what the test found
  }
  const found = metersAfterPassedTest(listed, { pvPeak: site.pvPeak, hasPvDevice: Number(site.pvDevices) > 0 });
  const meters = JSON.stringify(found);
  if (meters !== site.meters) yield* run('UPDATE sites SET meters = ? WHERE "siteId" = ?', meters, site.siteId);
}

// --- telemetry -----------------------------------------------------------------------------------------------------

/** A device with a site, its site's place and limits, and its live status (null before the first sample). */
type FleetRow = Pick<Selectable<Database['devices']>, 'deviceId' | 'batteryCapacity' | 'inverterMaxPower'> &
  Pick<
    Selectable<Database['sites']>,
    'siteId' | 'latitude' | 'longitude' | 'timezone' | 'pvPeak' | 'gridPowerImportLimit'
  > & {
    [K in 'state' | 'mode' | 'stateOfCharge']: Selectable<Database['live_status']>[K] | null;
  };

/** Minute and hour rows of the tick, written per device (INSERT OR REPLACE: an hour is written again as it fills). */
function* writeTelemetry(minutes: MinuteRow[], hours: HourRow[]): Program {
  yield* upsert('telemetry_minute', ['deviceId', 'ts'], minutes.splice(0));
  const written = hours.splice(0);
  // an hour row is its telemetry_hour row plus its load split (telemetry_hour_load)
  yield* upsert(
    'telemetry_hour_load',
    ['deviceId', 'ts'],
    written.map((r) => ({
      deviceId: r.deviceId,
      ts: r.ts,
      loadPvEnergy: r.loadPvEnergy,
      loadBatteryPvEnergy: r.loadBatteryPvEnergy,
      loadBatteryGridEnergy: r.loadBatteryGridEnergy,
      loadGridEnergy: r.loadGridEnergy,
    })),
  );
  yield* upsert(
    'telemetry_hour',
    ['deviceId', 'ts'],
    written.map(
      ({ loadPvEnergy: _pv, loadBatteryPvEnergy: _bpv, loadBatteryGridEnergy: _bg, loadGridEnergy: _g, ...hour }) =>
        hour,
    ),
  );
}

function* telemetryOf(services: Services, date: Date): Program {
  const seed = services.config.seed;
  const memory = memoryOf(services);
  const nowS = Math.floor(date.getTime() / 1000);
  const rows = yield* all<FleetRow>(
    `SELECT d."deviceId", d."siteId", d."batteryCapacity", d."inverterMaxPower", s.latitude, s.longitude, s.timezone,
            s."pvPeak", s."gridPowerImportLimit", l.state, l.mode, l."stateOfCharge"
       FROM devices d JOIN sites s ON s."siteId" = d."siteId" LEFT JOIN live_status l ON l."deviceId" = d."deviceId"
      ORDER BY d."deviceId"`,
  );
  const shares = sharesOf(rows);
  // spec 3 settings of every site, read once per tick; site rates and energies split by battery capacity
  const settings = yield* loadSiteSettings(nowS - CONTROL_LOOKBACK_S, nowS + 60);
  const siteCapacity = new Map<string, number>();
  for (const r of rows) {
    if (r.batteryCapacity > 0 && !r.deviceId.startsWith('PV')) {
      siteCapacity.set(r.siteId, (siteCapacity.get(r.siteId) ?? 0) + r.batteryCapacity);
    }
  }
  // the effects under way that the physics obeys: test-mode set-points and grid losses (epoch seconds)
  const setpoints = new Map(
    (yield* all<{ deviceId: string; setpoint: number }>('SELECT "deviceId", setpoint FROM simulator_test_modes')).map(
      (r) => [r.deviceId, r.setpoint],
    ),
  );
  const toS = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const outages = new Map<string, Outage>(
    (yield* all<{ deviceId: string; islandFrom: string; islandUntil: string }>(
      'SELECT "deviceId", "islandFrom", "islandUntil" FROM simulator_outages',
    )).map((r) => [r.deviceId, { from: toS(r.islandFrom), until: toS(r.islandUntil) }]),
  );
  // the charge each Hold charge event found at its start, per device and event: the database's, so that a new leader
  // holds the charge the old one took (spec 3), not the charge of the hand-over
  const holds = new Map<string, Map<string, number>>();
  for (const h of yield* all<{ deviceId: string; eventId: string; soc: number }>(
    'SELECT "deviceId", "eventId", soc FROM simulator_holds',
  )) {
    const held = holds.get(h.deviceId) ?? new Map<string, number>();
    held.set(h.eventId, h.soc);
    holds.set(h.deviceId, held);
  }
  const minuteFrom = Math.floor((nowS - 14 * 86_400) / 3600) * 3600;
  const minutes: MinuteRow[] = [];
  const hours: HourRow[] = [];

  for (const row of rows) {
    if (row.state === null) {
      // a device commissioned since the last tick: it starts reporting now
      const mode = row.deviceId.startsWith('PV') ? 'PV' : 'SelfConsumption';
      yield* run(
        `INSERT INTO live_status ("deviceId", "lastUpdateTime", "inverterPower", "pv", "stateOfCharge", "temperature", "grid", "consumption", "state", "mode")
         VALUES (?, ?, 0, 0, 50, 22, 0, 0, 'passive', ?)`,
        row.deviceId,
        date.toISOString(),
        mode,
      );
      row.state = 'passive';
      row.mode = mode;
      row.stateOfCharge = 50;
    }
    const display = toDisplayState(row.state);
    if (display === 'offline' || display === 'notInstalled') continue; // spec 4: offline reports nothing new
    const sim = simDeviceOf(
      seed,
      row,
      { ...row, siteId: row.siteId },
      shares.get(row.deviceId) ?? 1,
      setpoints.get(row.deviceId) ?? 0,
    );
    let deviceRun = memory.runs.get(row.deviceId);
    if (!deviceRun) {
      const last = yield* get<{ ts: number | null }>(
        'SELECT MAX(ts) AS ts FROM telemetry_minute WHERE "deviceId" = ?',
        row.deviceId,
      );
      const lastTs = last?.ts ?? null;
      const cursor = lastTs !== null ? lastTs + 60 : Math.floor(nowS / 60) * 60;
      const soc = sim.kind === 'battery' ? (row.stateOfCharge ?? 50) : 0;
      const hourTs = cursor - (cursor % 3600);
      const done = yield* all<MinuteRow>(
        'SELECT * FROM telemetry_minute WHERE "deviceId" = ? AND ts >= ? AND ts < ? ORDER BY ts',
        row.deviceId,
        hourTs,
        cursor,
      );
      deviceRun = {
        battery: { soc, storedPvKwh: (soc / 100) * row.batteryCapacity, storedGridKwh: 0 },
        cursor,
        hour: done.length > 0 ? hourFromMinutes(hourTs, done) : null,
      };
      memory.runs.set(row.deviceId, deviceRun);
    }
    const behaviour = behaviourOf(row.state, row.mode ?? 'Unknown');
    const siteSettings = settings.get(row.siteId) ?? DEFAULT_SITE_SETTINGS;
    const share = {
      batteryShare: row.batteryCapacity / (siteCapacity.get(row.siteId) ?? row.batteryCapacity),
      share: sim.share,
      maxPowerKw: sim.battery.maxPowerKw,
    };
    const outage = outages.get(row.deviceId);
    const stored = holds.get(row.deviceId);
    deviceRun.held = new Map(stored);
    const controlAt: ControlAt = (ts, r) => controlOf(siteSettings, share, ts, r, outage);
    simulateRange(seed, sim, deviceRun, {
      to: nowS,
      minuteFrom,
      behaviourAt: () => behaviour,
      controlAt,
      onMinute: (r) => minutes.push(r),
      onHour: (r) => hours.push(r),
    });
    yield* writeTelemetry(minutes, hours);
    const live = liveSample(seed, sim, deviceRun, behaviour, date.getTime(), controlAt);
    // spec 4 island failures are recorded as device errors
    for (const f of deviceRun.failures ?? []) {
      const e = ISLAND_ERRORS[f.reason];
      yield* run(
        `INSERT INTO device_errors ("deviceId", "errorId", "severity", "createdAt", "createdBy") VALUES (?, ?, ?, ?, 'device')`,
        row.deviceId,
        e.errorId,
        e.severity,
        new Date(f.ts * 1000).toISOString(),
      );
    }
    deviceRun.failures = [];
    for (const [eventId, soc] of deviceRun.held) {
      if (stored?.has(eventId)) continue;
      yield* run(
        'INSERT INTO simulator_holds ("deviceId", "eventId", soc) VALUES (?, ?, ?) ON CONFLICT ("deviceId", "eventId") DO NOTHING',
        row.deviceId,
        eventId,
        soc,
      );
    }
    yield* run(
      `UPDATE live_status SET "lastUpdateTime" = ?, "inverterPower" = ?, pv = ?, "stateOfCharge" = ?, temperature = ?,
              grid = ?, consumption = ? WHERE "deviceId" = ?`,
      date.toISOString(),
      live.inverterPower,
      live.pv,
      live.stateOfCharge,
      live.temperature,
      live.grid,
      live.consumption,
      row.deviceId,
    );
  }
  const hour = Math.floor(nowS / 3600);
  if (memory.lastPruneHour !== hour) {
    memory.lastPruneHour = hour;
    // Minute rows older than the retention go once an hour (hour rows stay). On PostgreSQL the minute store's
    // maintenance drops such days as whole partitions (db/minuteStore.ts); this finds nothing left there.
    yield* run('DELETE FROM telemetry_minute WHERE ts < ?', nowS - services.config.telemetryMinuteDays * 86_400);
    // a hold is read while its event is among the settings loaded (CONTROL_LOOKBACK_S back)
    yield* run(
      'DELETE FROM simulator_holds WHERE "eventId" IN (SELECT id FROM schedule_events WHERE "endTime" <= ?)',
      new Date((nowS - CONTROL_LOOKBACK_S) * 1000).toISOString(),
    );
  }
}

// --- alarms --------------------------------------------------------------------------------------------------------

function* alarmsOf(services: Services, date: Date): Program {
  const seed = services.config.seed;
  const memory = memoryOf(services);
  const minute = Math.floor(date.getTime() / 60_000);
  const from = memory.lastAlarmMinute ?? minute;
  memory.lastAlarmMinute = minute;
  const online = (yield* all<{ deviceId: string; state: string }>(
    'SELECT "deviceId", state FROM live_status ORDER BY "deviceId"',
  )).filter((d) => !['offline', 'notInstalled'].includes(toDisplayState(d.state)));
  const chance = Math.min(1, ALARM_CHANCE_PER_MINUTE * Math.max(1, online.length / 30));
  // at most a day of catching up after a pause
  for (let m = Math.max(from + 1, minute - 1440); m <= minute && online.length > 0; m++) {
    if (noise(seed, 'alarm', m) >= chance) continue;
    const device = online[Math.floor(noise(seed, 'alarmDevice', m) * online.length)]!;
    // mostly warnings and errors, now and then worse
    const codes = ALARM_CODES.filter((c) => (noise(seed, 'alarmKind', m) < 0.8 ? c < 300 : c >= 300));
    const code = codes[Math.floor(noise(seed, 'alarmCode', m) * codes.length)]!;
    const inserted = yield* get<{ alarmId: number }>(
      'INSERT INTO alarms ("deviceId", "alarmCode", "severity", "startTime", "active") VALUES (?, ?, ?, ?, 1) RETURNING "alarmId"',
      device.deviceId,
      code,
      alarmSeverityOfCode(code) ?? 'warnings',
      new Date(m * 60_000).toISOString(),
    );
    // it clears itself after a while (unless a user closed it first)
    yield* run(
      'INSERT INTO simulator_alarm_clears ("alarmId", "clearAt") VALUES (?, ?)',
      Number(inserted!.alarmId),
      new Date((m + 15 + Math.floor(noise(seed, 'alarmFor', m) * 120)) * 60_000).toISOString(),
    );
  }
  const nowIso = date.toISOString();
  const clears = yield* all<{ alarmId: number; clearAt: string }>(
    'SELECT "alarmId", "clearAt" FROM simulator_alarm_clears WHERE "clearAt" <= ? ORDER BY "alarmId"',
    nowIso,
  );
  for (const { alarmId, clearAt } of clears) {
    yield* run(
      `UPDATE alarms SET "closedBy" = 'system', "stopTime" = ?, active = 0 WHERE "alarmId" = ? AND active = 1`,
      clearAt,
      alarmId,
    );
  }
  if (clears.length > 0) yield* run('DELETE FROM simulator_alarm_clears WHERE "clearAt" <= ?', nowIso);
}

// --- the tick ------------------------------------------------------------------------------------------------------

/** Advances the whole fleet to `date`: commands, meter set-ups, telemetry and live status, alarms. */
export function advanceTo(services: Services, date: Date): Promise<void> {
  // three transactions: on SQLite all three are done when this returns (db/engines/program.ts)
  return runPrograms(
    services,
    () => deliveryOf(date),
    () => telemetryOf(services, date),
    () => alarmsOf(services, date),
  );
}

/** Fleet tick every 10 s; commands and meter steps every second so their delays are felt as designed. */
const FLEET_TICK_MS = 10_000;
const COMMAND_TICK_MS = 1_000;

/** Starts the live simulation (telemetry, alarms, command delivery); returns a stop function. */
export function startSimulator(services: Services): () => void {
  let busy = false;
  const run = (full: boolean) => {
    if (busy) return;
    busy = true;
    // on SQLite the tick is done before this returns; on PostgreSQL the next one waits until this one has ended
    (full ? advanceTo(services, services.now()) : deliverCommands(services, services.now()))
      .catch((error: unknown) => console.error('simulator: tick failed', error))
      .finally(() => {
        busy = false;
      });
  };
  run(true);
  const fleet = setInterval(() => run(true), FLEET_TICK_MS);
  const commands = setInterval(() => run(false), COMMAND_TICK_MS);
  fleet.unref();
  commands.unref();
  return () => {
    clearInterval(fleet);
    clearInterval(commands);
  };
}
