import type { Db } from '../db/database';
import type { BackupSettings, ControllableLoad, Policy } from '@bess/shared/contract';

/** spec 3: a site's battery capacity is the sum over its devices (kWh). */
export async function siteBatteryCapacity(db: Db, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.sum<number>('batteryCapacity').as('capacity'))
    .where('siteId', '=', siteId)
    .executeTakeFirst();
  return Number(row?.capacity ?? 0);
}

/**
 * The power a site's batteries can charge or discharge with together (kW): the sum of their inverters' maximum power.
 * A PV device's inverter charges no battery, so it does not count. undefined for a site without a battery.
 */
export async function siteBatteryInverterPower(db: Db, siteId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('devices')
    .select((eb) => [eb.fn.sum<number>('inverterMaxPower').as('power'), eb.fn.countAll<number>().as('batteries')])
    .where('siteId', '=', siteId)
    .where('batteryCapacity', '>', 0)
    .where('deviceId', 'not like', 'PV%')
    .executeTakeFirst();
  return Number(row?.batteries ?? 0) > 0 ? Number(row?.power ?? 0) : undefined;
}

/** The policy of a site, or null when none is set. */
export async function findPolicy(db: Db, siteId: string): Promise<Policy | null> {
  const row = await db.selectFrom('site_policies').select('policy').where('siteId', '=', siteId).executeTakeFirst();
  return row ? (JSON.parse(row.policy) as Policy) : null;
}

/** Sets (or with null removes) the policy of a site. */
export async function savePolicy(db: Db, siteId: string, policy: Policy | null, now: Date): Promise<void> {
  if (policy === null) {
    await db.deleteFrom('site_policies').where('siteId', '=', siteId).execute();
    return;
  }
  const values = { policy: JSON.stringify(policy), updatedAt: now.toISOString() };
  await db
    .insertInto('site_policies')
    .values({ siteId, ...values })
    .onConflict((oc) => oc.column('siteId').doUpdateSet(values))
    .execute();
}

const LOAD_COLUMNS = [
  'id',
  'siteId',
  'adapterName',
  'actionOnUrl',
  'actionOffUrl',
  'actionTimeout',
  'testConnectionUrl',
  'testConnectionTimeout',
  'expectedLoad',
  'minActiveHours',
  'maxActiveHours',
  'powerCharacteristic',
  'method',
] as const;

/** The controllable loads of a site, in the order they were added. */
export async function listLoads(db: Db, siteId: string): Promise<ControllableLoad[]> {
  return db
    .selectFrom('controllable_loads')
    .select(LOAD_COLUMNS)
    .where('siteId', '=', siteId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The adapter name of a load of that site, or undefined when the site has no such load. */
export async function findLoadName(db: Db, siteId: string, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('controllable_loads')
    .select('adapterName')
    .where('siteId', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.adapterName;
}

/** Adds a controllable load. */
export async function insertLoad(db: Db, load: ControllableLoad, now: Date): Promise<void> {
  await db
    .insertInto('controllable_loads')
    .values({ ...load, createdAt: now.toISOString() })
    .execute();
}

/** Replaces a controllable load of a site. */
export async function updateLoad(db: Db, load: ControllableLoad): Promise<void> {
  const { id, siteId, ...fields } = load;
  await db.updateTable('controllable_loads').set(fields).where('id', '=', id).where('siteId', '=', siteId).execute();
}

/** Removes a controllable load of a site. */
export async function deleteLoad(db: Db, siteId: string, id: string): Promise<void> {
  await db.deleteFrom('controllable_loads').where('id', '=', id).where('siteId', '=', siteId).execute();
}

/** The backup settings of a site that never stored any (valid under spec 5's rules). */
export const DEFAULT_BACKUP_SETTINGS: Omit<BackupSettings, 'siteId'> = {
  reservedSoc: 20,
  minSoc: 10,
  maxSoc: 95,
  gridTransitionInterval: 5,
  gridTransitionOffInterval: 5,
  islandRetryCount: 3,
};

/** The backup settings of a site; the defaults when nothing is stored. */
export async function findBackupSettings(db: Db, siteId: string): Promise<BackupSettings> {
  const row = await db
    .selectFrom('backup_settings')
    .select([
      'reservedSoc',
      'minSoc',
      'maxSoc',
      'gridTransitionInterval',
      'gridTransitionOffInterval',
      'islandRetryCount',
    ])
    .where('siteId', '=', siteId)
    .executeTakeFirst();
  return { siteId, ...(row ?? DEFAULT_BACKUP_SETTINGS) };
}

/** Stores the backup settings of a site. */
export async function saveBackupSettings(db: Db, settings: BackupSettings, now: Date): Promise<void> {
  const { siteId, ...fields } = settings;
  const values = { ...fields, updatedAt: now.toISOString() };
  await db
    .insertInto('backup_settings')
    .values({ siteId, ...values })
    .onConflict((oc) => oc.column('siteId').doUpdateSet(values))
    .execute();
}
