import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';
import { rawTypes, runEach } from './rawSql';

/** The telemetry tables' signal columns (test fixtures write rows of them too). */
export const POWER_COLUMNS = ['stateOfCharge', 'inverterPower', 'pv', 'grid', 'consumption', 'temperature'] as const;
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

/**
 * Minute and hour telemetry (db/tables/telemetry.ts) keyed by device and time, the primary key being the index the
 * reads use: on SQLite WITHOUT ROWID tables (the key is the table). Time is whole epoch seconds.
 */
export const telemetry: EngineMigration = {
  async up(db, engine) {
    const { text, epochSeconds, real, withoutRowid } = rawTypes(engine);
    const table = (name: string, signals: readonly string[]) =>
      `CREATE TABLE ${name} ("deviceId" ${text} NOT NULL, "ts" ${epochSeconds} NOT NULL, ` +
      `${signals.map((c) => `"${c}" ${real} NOT NULL`).join(', ')}, PRIMARY KEY ("deviceId", "ts"))${withoutRowid}`;
    await runEach(db, [
      table('telemetry_minute', POWER_COLUMNS),
      table('telemetry_hour', [...POWER_COLUMNS, ...ENERGY_COLUMNS]),
    ]);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('telemetry_hour').execute();
    await db.schema.dropTable('telemetry_minute').execute();
  },
};
