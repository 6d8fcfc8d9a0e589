import type SQLite from 'better-sqlite3';
import type { Country } from '@bess/shared/domain';
import type { Db } from '../db/database';
import { bulkUpsert } from '../db/bulkInsert';
import { engineOf } from '../db/engines/sql';
import type { Store } from '../db/engines/statements';
import { ENERGY_COLUMNS, POWER_COLUMNS } from '../db/migrations/002-telemetry';

/**
 * A small fleet for route tests (the demo and large fleets come from the simulator's seed):
 *
 *   group G-NORDIC            (partner@demo.test: PartnerAdmin on it, level 4)
 *     group G-DK
 *       site S-AARHUS  (DK, XEAM, EventScheduler + Backup)   SC-000000101, SCR-000000102
 *     group G-UK
 *       site S-LEEDS   (UK)                                   SC-000000201
 *   site S-EMPTY (no group, no device)
 *   site PV-S-SOLAR (solar-only)                              PV-000000301
 *   unparented: SC-000000999
 *
 * Users (the demo accounts): superadmin (SuperAdmin), admin (Admin, level 2 on G-NORDIC), partner (PartnerAdmin,
 * level 4 on G-NORDIC), installer (installer flag, level 5 on S-EMPTY), owner (NormalUser 10 on S-AARHUS), readonly
 * (ReadOnly 20 on S-AARHUS), newuser (no language, no terms, no access), outsider (no access at all).
 */
export const FIXTURE = {
  groups: { nordic: 'G-NORDIC', dk: 'G-DK', uk: 'G-UK' },
  sites: { aarhus: 'S-AARHUS', leeds: 'S-LEEDS', empty: 'S-EMPTY', solar: 'PV-S-SOLAR' },
  devices: {
    aarhus1: 'SC-000000101',
    aarhus2: 'SCR-000000102',
    leeds1: 'SC-000000201',
    solar1: 'PV-000000301',
    unparented: 'SC-000000999',
  },
  users: {
    superadmin: 'superadmin@demo.test',
    admin: 'admin@demo.test',
    partner: 'partner@demo.test',
    installer: 'installer@demo.test',
    owner: 'owner@demo.test',
    readonly: 'readonly@demo.test',
    newuser: 'newuser@demo.test',
    outsider: 'outsider@demo.test',
  },
} as const;

const T0 = '2026-01-01T00:00:00.000Z';

export async function seedFixtureFleet(db: Db): Promise<void> {
  await db
    .insertInto('site_groups')
    .values([
      { siteGroupId: 'G-NORDIC', parentId: null, name: 'Nordic Partners', timezone: 'Europe/Copenhagen', level: 0 },
      { siteGroupId: 'G-DK', parentId: 'G-NORDIC', name: 'Denmark', timezone: 'Europe/Copenhagen', level: 1 },
      { siteGroupId: 'G-UK', parentId: 'G-NORDIC', name: 'United Kingdom', timezone: 'Europe/London', level: 1 },
    ])
    .execute();
  const site = (
    siteId: string,
    siteName: string,
    parentId: string | null,
    country: Country,
    timezone: string,
    extra: object = {},
  ) => ({
    siteId,
    siteName,
    parentId,
    timezone,
    latitude: 56.15,
    longitude: 10.2,
    address: `${siteName} 1`,
    country,
    installationType: 'Commercial',
    pvPeak: 50,
    gridPowerImportLimit: 100,
    gridPowerExportLimit: 80,
    electricityPriceImport: 2.1,
    electricityPriceExport: 0.6,
    meters: '["grid","PV"]',
    features: '["Basic"]',
    productLines: '[]',
    level: 2,
    createdAt: T0,
    ...extra,
  });
  await db
    .insertInto('sites')
    .values([
      site('S-AARHUS', 'Aarhus Harbour', 'G-DK', 'Denmark', 'Europe/Copenhagen', {
        features: '["Basic","EventScheduler","Backup"]',
        productLines: '["XEAM"]',
      }),
      site('S-LEEDS', 'Leeds Depot', 'G-UK', 'UK', 'Europe/London', { latitude: 53.8, longitude: -1.55 }),
      site('S-EMPTY', 'Empty Lot', null, 'Sweden', 'Europe/Stockholm', { meters: '[]' }),
      site('PV-S-SOLAR', 'Sunny Field', null, 'Germany', 'Europe/Berlin', { meters: '["PV"]' }),
    ])
    .execute();
  await db
    .insertInto('partners')
    .values([{ partnerId: 'P-1', name: 'Nordic Energy Partner' }])
    .execute();
  const device = (
    deviceId: string,
    siteId: string | null,
    batteryCapacity: number,
    commissionningDate: string | null,
  ) => ({
    deviceId,
    siteId,
    partnerId: 'P-1',
    orderNr: `ORD-${deviceId.slice(-3)}`,
    batteryCapacity,
    commissionningDate,
    commissioningState: commissionningDate ? 1 : 0,
    lifecycle: commissionningDate ? 1 : 0,
    serialNumber: `SN${deviceId.slice(-6)}`,
    code: `CODE${deviceId.slice(-3)}`,
    firmwareBranch: 'RTM_main',
    firmwareBuild: '20251002.1',
    inverterMaxPower: 30,
    registeredAt: T0,
  });
  await db
    .insertInto('devices')
    .values([
      device('SC-000000101', 'S-AARHUS', 100, '2025-03-01T00:00:00.000Z'),
      device('SCR-000000102', 'S-AARHUS', 15, '2025-02-01T00:00:00.000Z'),
      device('SC-000000201', 'S-LEEDS', 200, '2025-05-01T00:00:00.000Z'),
      device('PV-000000301', 'PV-S-SOLAR', 0, '2025-06-01T00:00:00.000Z'),
      device('SC-000000999', null, 100, null),
    ])
    .execute();
  const live = (deviceId: string, state: string, mode: string, stateOfCharge: number) => ({
    deviceId,
    lastUpdateTime: '2026-11-22T11:59:00.000Z',
    inverterPower: 5,
    pv: 12,
    stateOfCharge,
    temperature: 24,
    grid: -2,
    consumption: 15,
    state,
    mode,
    hardwareLimits: 0,
    softwareLimits: 0,
    statusFlags: 0,
    loadMode: 0,
    loadState: 0,
    clusterData: null,
    pendingCommand: null,
  });
  await db
    .insertInto('live_status')
    .values([
      live('SC-000000101', 'passive', 'SelfConsumption', 64),
      live('SCR-000000102', 'stop', 'Stop', 80),
      live('SC-000000201', 'offline', 'Unknown', 0),
      live('PV-000000301', 'passive', 'PV', 0),
      live('SC-000000999', 'init', 'Unknown', 50),
    ])
    .execute();
  const user = (name: string, role: string | null, extra: object = {}) => ({
    userId: `user-${name}`,
    email: `${name}@demo.test`,
    userName: name.charAt(0).toUpperCase() + name.slice(1),
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    role,
    isInstaller: 0,
    isApiClient: 0,
    termsNumber: 10,
    termsDate: T0,
    createdAt: T0,
    ...extra,
  });
  await db
    .insertInto('users')
    .values([
      user('superadmin', 'SuperAdmin'),
      user('admin', 'Admin'),
      user('partner', 'PartnerAdmin'),
      user('installer', null, { isInstaller: 1 }),
      user('owner', null),
      user('readonly', null),
      user('newuser', null, { language: null, termsNumber: 0, termsDate: null }),
      user('outsider', null),
    ])
    .execute();
  const grant = (name: string, objectType: 'site' | 'group' | 'device', objectId: string, level: number) => ({
    userId: `user-${name}`,
    objectType,
    objectId,
    level,
    startTime: T0,
    endTime: null,
    removed: 0,
  });
  await db
    .insertInto('access')
    .values([
      grant('admin', 'group', 'G-NORDIC', 2),
      grant('partner', 'group', 'G-NORDIC', 4),
      grant('installer', 'site', 'S-EMPTY', 5),
      grant('owner', 'site', 'S-AARHUS', 10),
      grant('readonly', 'site', 'S-AARHUS', 20),
    ])
    .execute();
}

/**
 * Writes one telemetry_hour row of made-up values for tests: `v` scales them, and they differ per signal and hour, so a
 * wrong column or a missing device shows in a sum.
 */
export function hourRowWriter(sqlite: SQLite.Database): (deviceId: string, ts: number, v: number) => void {
  const insert = sqlite.prepare(
    `INSERT OR REPLACE INTO telemetry_hour (deviceId, ts, stateOfCharge, inverterPower, pv, grid, consumption,
      temperature, pvEnergy, consumptionEnergy, gridImportEnergy, gridExportEnergy, batteryChargeEnergy,
      batteryDischargeEnergy, batteryDischargePvEnergy, batteryDischargeGridEnergy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (deviceId, ts, v) => {
    insert.run(deviceId, ts, ...Array.from({ length: 14 }, (_, i) => (v * (i + 1) + ts / 3600) % 97));
  };
}

/**
 * hourRowWriter's rows on either engine: SQLite's INSERT OR REPLACE; on PostgreSQL its counterpart
 * INSERT … ON CONFLICT DO UPDATE (db/bulkInsert.ts bulkUpsert), which the roll-up triggers follow as well.
 */
export function hourRowStore(store: Store): (deviceId: string, ts: number, v: number) => Promise<void> {
  if (engineOf(store.db) === 'sqlite') {
    const write = hourRowWriter(store.sqlite);
    return async (deviceId, ts, v) => write(deviceId, ts, v);
  }
  // hourRowWriter's column order: the signals as migration 002 lists them.
  const columns = [...POWER_COLUMNS, ...ENERGY_COLUMNS];
  return async (deviceId, ts, v) => {
    const row = Object.fromEntries(columns.map((c, i) => [c, (v * (i + 1) + ts / 3600) % 97]));
    await bulkUpsert(store.db, 'telemetry_hour', ['deviceId', 'ts'], [{ deviceId, ts, ...row } as never]);
  };
}
