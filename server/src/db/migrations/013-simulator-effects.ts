import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/**
 * The live simulator's memory of the effects under way (simulator/live.ts), in the database rather than in the memory
 * of the replica holding the `simulator` lease, so that a replica that takes the lease over continues each effect
 * where the old leader stopped. One table per kind of effect, written in the transaction of the tick that starts,
 * changes or ends it; times are ISO 8601 text of the simulator's clock (services.now()). A meter set-up needs none:
 * `meter_setup` holds its steps.
 * - `simulator_restarts`: a device restarting (offline) until `until`, then back in `state` and `mode`.
 * - `simulator_test_modes`: a device in test mode with its set-point (kW); `state` and `mode` are what a release
 *   returns to.
 * - `simulator_outages`: a grid loss of a device (spec 4 Gridloss / Test backup): an island in [islandFrom,
 *   islandUntil), back to grid mode at `restoreAt` (`restored` 1 once done; kept for a while so that a catch-up after
 *   a pause still simulates the island).
 * - `simulator_alarm_clears`: an alarm the simulator raised and when it clears it.
 */
export const simulatorEffects: EngineMigration = {
  async up(db: Kysely<unknown>) {
    const device = 'devices.deviceId';
    await db.schema
      .createTable('simulator_restarts')
      .addColumn('deviceId', 'text', (c) => c.primaryKey().references(device).onDelete('cascade'))
      .addColumn('until', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('simulator_test_modes')
      .addColumn('deviceId', 'text', (c) => c.primaryKey().references(device).onDelete('cascade'))
      .addColumn('setpoint', 'real', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('simulator_outages')
      .addColumn('deviceId', 'text', (c) => c.primaryKey().references(device).onDelete('cascade'))
      .addColumn('islandFrom', 'text', (c) => c.notNull())
      .addColumn('islandUntil', 'text', (c) => c.notNull())
      .addColumn('restoreAt', 'text', (c) => c.notNull())
      .addColumn('restored', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('simulator_alarm_clears')
      .addColumn('alarmId', 'integer', (c) => c.primaryKey().references('alarms.alarmId').onDelete('cascade'))
      .addColumn('clearAt', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['simulator_alarm_clears', 'simulator_outages', 'simulator_test_modes', 'simulator_restarts'])
      await db.schema.dropTable(table).execute();
  },
};
