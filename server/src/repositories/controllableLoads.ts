/** Kysely queries of a site's controllable loads (designed /ControllableLoad; routes/controllableLoads.ts). */
import type { Db } from '../db/database';
import type { ControllableLoad } from '@bess/shared/contract';

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
