/**
 * What the rollout tests share: the fixture fleet grown to nine online batteries under G-NORDIC (S-AARHUS in
 * Copenhagen, S-LEEDS in London; two of them on a build newer than spec 9's six older ones), the simulator's firmware
 * settings for a test, and counts of what the devices were sent.
 */
import type { Rollout } from '@bess/shared/contract';
import type { Db } from '../db/database';
import type { Store } from '../db/engines/statements';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { sqlOf } from '../testing/sql';
import type { TestApp } from '../testing/testApp';
import { UPDATE_COMMANDS } from './engine';

export const SUPER = FIXTURE.users.superadmin;

/** The devices added to the fixture fleet; `build` set: a newer build, updated through PUT /UpdateDevice. */
const ADDED: { deviceId: string; siteId: string; build?: string }[] = [
  { deviceId: 'SC-000000111', siteId: FIXTURE.sites.aarhus },
  { deviceId: 'SC-000000112', siteId: FIXTURE.sites.aarhus },
  { deviceId: 'SC-000000113', siteId: FIXTURE.sites.aarhus, build: '20251101.2' },
  { deviceId: 'SC-000000211', siteId: FIXTURE.sites.leeds },
  { deviceId: 'SC-000000212', siteId: FIXTURE.sites.leeds, build: '20251101.2' },
  { deviceId: 'SC-000000213', siteId: FIXTURE.sites.leeds },
];

/** Every battery under G-NORDIC: the fixture's three and the six added. */
export const NORDIC_DEVICES = [
  FIXTURE.devices.aarhus1,
  FIXTURE.devices.aarhus2,
  FIXTURE.devices.leeds1,
  ...ADDED.map((d) => d.deviceId),
].sort();
/** Those of S-AARHUS (Copenhagen) and of S-LEEDS (London). */
export const AARHUS_DEVICES = [
  FIXTURE.devices.aarhus1,
  FIXTURE.devices.aarhus2,
  ...ADDED.filter((d) => d.siteId === FIXTURE.sites.aarhus).map((d) => d.deviceId),
].sort();
export const LEEDS_DEVICES = NORDIC_DEVICES.filter((id) => !AARHUS_DEVICES.includes(id));
/** The devices on a newer build (spec 7: PUT /UpdateDevice rather than the direct command). */
export const NEWER_BUILD_DEVICES = ADDED.filter((d) => d.build).map((d) => d.deviceId);

/** The fixture fleet with the added devices, every battery under G-NORDIC online. */
export async function seedRolloutFleet(db: Db): Promise<void> {
  await seedFixtureFleet(db);
  for (const d of ADDED) {
    await db
      .insertInto('devices')
      .values({
        deviceId: d.deviceId,
        siteId: d.siteId,
        partnerId: 'P-1',
        orderNr: `ORD-${d.deviceId.slice(-3)}`,
        batteryCapacity: 50,
        commissionningDate: '2025-03-01T00:00:00.000Z',
        commissioningState: 1,
        lifecycle: 1,
        serialNumber: `SN${d.deviceId.slice(-6)}`,
        code: `CODE${d.deviceId.slice(-3)}`,
        firmwareBranch: 'RTM_main',
        firmwareBuild: d.build ?? '20251002.1',
        inverterMaxPower: 30,
        registeredAt: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('live_status')
      .values({
        deviceId: d.deviceId,
        lastUpdateTime: '2026-11-22T11:59:00.000Z',
        inverterPower: 0,
        pv: 0,
        stateOfCharge: 50,
        temperature: 22,
        grid: 0,
        consumption: 0,
        state: 'passive',
        mode: 'SelfConsumption',
        hardwareLimits: 0,
        softwareLimits: 0,
        statusFlags: 0,
        loadMode: 0,
        loadState: 0,
        clusterData: null,
        pendingCommand: null,
      })
      .execute();
  }
  // the fixture's Leeds battery is offline; here it reports
  await db
    .updateTable('live_status')
    .set({ state: 'passive', mode: 'SelfConsumption' })
    .where('deviceId', '=', FIXTURE.devices.leeds1)
    .execute();
}

const FIRMWARE_SETTINGS = [
  'SIMULATOR_FIRMWARE_INSTALL_SECONDS',
  'SIMULATOR_FIRMWARE_FAIL_SHARE',
  'SIMULATOR_FIRMWARE_OFFLINE_DEVICES',
] as const;

/** Sets the simulator's firmware settings for the test (the others as unset), and gives back a function that restores them. */
export function simulatorSettings(settings: {
  installSeconds?: number;
  failShare?: number;
  offline?: readonly string[];
}): () => void {
  const saved = FIRMWARE_SETTINGS.map((name) => [name, process.env[name]] as const);
  const values = [settings.installSeconds, settings.failShare, settings.offline?.join(',')];
  FIRMWARE_SETTINGS.forEach((name, i) => {
    if (values[i] === undefined) delete process.env[name];
    else process.env[name] = String(values[i]);
  });
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/** How many update commands (spec 7: updateSoftware or updateDevice) each device got, by command. */
export async function updateCommands(store: Store): Promise<Map<string, string[]>> {
  const rows = await sqlOf(store).all<{ deviceId: string; command: string }>(
    `SELECT "deviceId", command FROM command_log WHERE command IN (${UPDATE_COMMANDS.map(() => '?').join(', ')}) ORDER BY id`,
    ...UPDATE_COMMANDS,
  );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.deviceId, [...(out.get(r.deviceId) ?? []), r.command]);
  return out;
}

/** The calls of the rollout API as the super admin makes them; each answer's JSON, after checking its status. */
export function rolloutApi(t: TestApp) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
    const res = await t.call({ method, url, as: SUPER, ...(payload ? { payload } : {}) });
    if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Rollout;
  };
  return {
    create: (body: object) => call('POST', '/rollouts', body),
    get: (id: string) => call('GET', `/rollouts/${id}`),
    act: (id: string, action: 'start' | 'pause' | 'resume' | 'abort', status = 200) =>
      call('POST', `/rollouts/${id}/${action}`, {}, status),
  };
}

/** The state of each device of a rollout. */
export async function deviceStates(store: Store, rolloutId: string): Promise<Record<string, string>> {
  const rows = await sqlOf(store).all<{ deviceId: string; state: string }>(
    'SELECT "deviceId", state FROM rollout_devices WHERE "rolloutId" = ? ORDER BY "deviceId"',
    rolloutId,
  );
  return Object.fromEntries(rows.map((r) => [r.deviceId, r.state]));
}
