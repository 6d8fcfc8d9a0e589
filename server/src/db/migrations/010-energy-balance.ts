import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * So that a day's energy adds up the same on every tab: the load of every hour row split by origin, as the simulator
 * attributes it step by step with the shared energy balance (PV used directly, battery discharge of PV / grid energy,
 * grid used directly).
 * A table of its own beside telemetry_hour, so that the hourly signals, site_hour and its triggers stay as they are.
 * Hours written before this migration have no row here; the economics calls estimate their split from the hour's
 * totals (estimateLoadSplit in the shared domain).
 */
export const energyBalance: Migration = {
  async up(db: Kysely<unknown>) {
    await sql
      .raw(
        `CREATE TABLE telemetry_hour_load ("deviceId" TEXT NOT NULL, "ts" INTEGER NOT NULL,
          "loadPvEnergy" REAL NOT NULL, "loadBatteryPvEnergy" REAL NOT NULL, "loadBatteryGridEnergy" REAL NOT NULL,
          "loadGridEnergy" REAL NOT NULL, PRIMARY KEY ("deviceId", "ts")) WITHOUT ROWID`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('telemetry_hour_load').execute();
  },
};
