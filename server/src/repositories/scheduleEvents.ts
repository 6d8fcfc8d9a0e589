import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** A scheduler event as the contract carries it (spec 3). */
export interface StoredEvent {
  id: string;
  siteId: string;
  description: string;
  startTime: string;
  endTime: string;
  endMode: 0;
  eventType: number;
  rate: number | null;
  fullyChargedBy: string | null;
}

type EventRow = Omit<Selectable<Database['schedule_events']>, 'createdBy' | 'createdAt'>;

const COLUMNS = [
  'id',
  'siteId',
  'description',
  'startTime',
  'endTime',
  'endMode',
  'eventType',
  'rate',
  'fullyChargedBy',
] as const;

function toEvent(row: EventRow): StoredEvent {
  return { ...row, endMode: 0 };
}

/** spec 7: the events of a site that end after a moment, by start time. */
export async function eventsEndingAfter(db: Db, siteId: string, from: string): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('schedule_events')
    .select(COLUMNS)
    .where('siteId', '=', siteId)
    .where('endTime', '>', from)
    .orderBy('startTime')
    .orderBy('id')
    .execute();
  return rows.map(toEvent);
}

/** One event of a site, or undefined. */
export async function findEvent(db: Db, siteId: string, id: string): Promise<StoredEvent | undefined> {
  const row = await db
    .selectFrom('schedule_events')
    .select(COLUMNS)
    .where('siteId', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEvent(row) : undefined;
}

/** Is an event id taken (on any site)? */
export async function eventIdExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('schedule_events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Stores a new event. */
export async function insertEvent(db: Db, event: StoredEvent, createdBy: string, now: Date): Promise<void> {
  await db
    .insertInto('schedule_events')
    .values({ ...event, createdBy, createdAt: now.toISOString() })
    .execute();
}

/** Replaces the fields of an event except its rate (spec 7: PUT is "same minus rate"). */
export async function updateEvent(db: Db, event: Omit<StoredEvent, 'rate'>): Promise<void> {
  const { id, siteId, ...fields } = event;
  await db.updateTable('schedule_events').set(fields).where('id', '=', id).where('siteId', '=', siteId).execute();
}

/** Deletes an event of a site. */
export async function deleteEvent(db: Db, siteId: string, id: string): Promise<void> {
  await db.deleteFrom('schedule_events').where('id', '=', id).where('siteId', '=', siteId).execute();
}
