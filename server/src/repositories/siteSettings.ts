import type { Db } from '../db/database';
import type { BackupSettings, Policy } from '@bess/shared/contract';

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
