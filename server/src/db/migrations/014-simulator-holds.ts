import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/**
 * The rest of the live simulator's memory: the state of charge a Hold charge event found on each device at its start
 * (spec 3: the battery holds that charge for the whole event). In the database, not in the memory of the replica
 * holding the `simulator` lease, so that a new leader holds the charge the event found, not the charge of the moment
 * of the hand-over. Written in the transaction of the tick that first simulates the event's start; gone with its
 * event or device, and pruned once the event has ended.
 */
export const simulatorHolds: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('simulator_holds')
      .addColumn('deviceId', 'text', (c) => c.notNull().references('devices.deviceId').onDelete('cascade'))
      .addColumn('eventId', 'text', (c) => c.notNull().references('schedule_events.id').onDelete('cascade'))
      .addColumn('soc', 'real', (c) => c.notNull())
      .addPrimaryKeyConstraint('simulator_holds_pk', ['deviceId', 'eventId'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('simulator_holds').execute();
  },
};
