import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';
import { rawTypes, runEach } from './rawSql';

/**
 * So that a day's energy adds up the same on every tab: the load of every hour row split by origin, as the simulator
 * attributes it step by step with the shared energy balance (PV used directly, battery discharge of PV / grid energy,
 * grid used directly).
 * A table of its own beside telemetry_hour, so that the hourly signals, site_hour and its triggers stay as they are.
 * Hours written before this migration have no row here; the economics calls estimate their split from the hour's
 * totals (estimateLoadSplit in the shared domain).
 */
export const energyBalance: EngineMigration = {
  async up(db, engine) {
    const { text, epochSeconds, real, withoutRowid } = rawTypes(engine);
    await runEach(db, [
      `CREATE TABLE telemetry_hour_load ("deviceId" ${text} NOT NULL, "ts" ${epochSeconds} NOT NULL,
          "loadPvEnergy" ${real} NOT NULL, "loadBatteryPvEnergy" ${real} NOT NULL, "loadBatteryGridEnergy" ${real} NOT NULL,
          "loadGridEnergy" ${real} NOT NULL, PRIMARY KEY ("deviceId", "ts"))${withoutRowid}`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('telemetry_hour_load').execute();
  },
};
