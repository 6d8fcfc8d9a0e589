import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The telemetry tables' signal columns: the PostgreSQL side of this migration reads them too. */
export const POWER_COLUMNS = ['stateOfCharge', 'inverterPower', 'pv', 'grid', 'consumption', 'temperature'];
export const ENERGY_COLUMNS = [
  'pvEnergy',
  'consumptionEnergy',
  'gridImportEnergy',
  'gridExportEnergy',
  'batteryChargeEnergy',
  'batteryDischargeEnergy',
  'batteryDischargePvEnergy',
  'batteryDischargeGridEnergy',
];

/** Minute and hour telemetry (db/tables/telemetry.ts): WITHOUT ROWID tables keyed by device and time. */
export const telemetry: Migration = {
  async up(db: Kysely<unknown>) {
    const columns = (extra: string[]) => [...POWER_COLUMNS, ...extra].map((c) => `"${c}" REAL NOT NULL`).join(', ');
    await sql
      .raw(
        `CREATE TABLE telemetry_minute ("deviceId" TEXT NOT NULL, "ts" INTEGER NOT NULL, ${columns([])}, PRIMARY KEY ("deviceId", "ts")) WITHOUT ROWID`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TABLE telemetry_hour ("deviceId" TEXT NOT NULL, "ts" INTEGER NOT NULL, ${columns(ENERGY_COLUMNS)}, PRIMARY KEY ("deviceId", "ts")) WITHOUT ROWID`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('telemetry_hour').execute();
    await db.schema.dropTable('telemetry_minute').execute();
  },
};
