import { sql, type Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';
import { MINUTE_SIGNALS, minuteViewSql, packedColumnsSql } from '../minuteStore';
import { runEach } from './rawSql';

/**
 * The compact minute store (docs/database.md "The minute store"). On PostgreSQL `telemetry_minute` becomes a table
 * partitioned by UTC day, where the minutes of today and yesterday are written as rows, and `telemetry_minute_day`
 * holds every ended day packed, a row per device and day with an integer array per signal, partitioned by day too.
 * Both keep what the rows held before: their days get partitions and their rows move. The view
 * `telemetry_minute_all` reads the two as minute rows, with the UTC day as a column for the partitions' pruning; on
 * SQLite it is the row table with that column.
 */
export const minuteStore: EngineMigration = {
  async up(db, engine) {
    if (engine === 'sqlite') {
      await runEach(db, [minuteViewSql('sqlite')]);
      return;
    }
    const signals = MINUTE_SIGNALS.map((s) => `"${s}" double precision NOT NULL`).join(', ');
    await runEach(db, [
      'ALTER TABLE telemetry_minute RENAME TO telemetry_minute_rows_before',
      'ALTER INDEX telemetry_minute_pkey RENAME TO telemetry_minute_rows_before_pkey',
      `CREATE TABLE telemetry_minute ("deviceId" text NOT NULL, ts bigint NOT NULL, ${signals}, ` +
        'PRIMARY KEY ("deviceId", ts)) PARTITION BY RANGE (ts)',
      'CREATE TABLE telemetry_minute_default PARTITION OF telemetry_minute DEFAULT',
      `CREATE TABLE telemetry_minute_day ("deviceId" text NOT NULL, day bigint NOT NULL, ${packedColumnsSql()}, ` +
        'PRIMARY KEY ("deviceId", day)) PARTITION BY RANGE (day)',
      'CREATE TABLE telemetry_minute_day_default PARTITION OF telemetry_minute_day DEFAULT',
    ]);
    // a partition for each day the rows span, then the rows into them
    await sql`
      DO $$
      DECLARE d bigint;
      BEGIN
        FOR d IN SELECT DISTINCT ts - ts % 86400 FROM telemetry_minute_rows_before LOOP
          EXECUTE format('CREATE TABLE %I PARTITION OF telemetry_minute FOR VALUES FROM (%s) TO (%s)',
            'telemetry_minute_' || to_char(to_timestamp(d) AT TIME ZONE 'UTC', 'YYYYMMDD'), d, d + 86400);
        END LOOP;
      END $$`.execute(db);
    await runEach(db, [
      'INSERT INTO telemetry_minute SELECT * FROM telemetry_minute_rows_before',
      'DROP TABLE telemetry_minute_rows_before',
      minuteViewSql('postgres'),
    ]);
  },
  async down(db: Kysely<unknown>, engine) {
    if (engine === 'sqlite') {
      await runEach(db, ['DROP VIEW telemetry_minute_all']);
      return;
    }
    const columns = ['"deviceId"', 'ts', ...MINUTE_SIGNALS.map((s) => `"${s}"`)].join(', ');
    const signals = MINUTE_SIGNALS.map((s) => `"${s}" double precision NOT NULL`).join(', ');
    // every minute, packed or not, back into one table of rows
    await runEach(db, [
      `CREATE TABLE telemetry_minute_rows_after ("deviceId" text NOT NULL, ts bigint NOT NULL, ${signals}, ` +
        'PRIMARY KEY ("deviceId", ts))',
      `INSERT INTO telemetry_minute_rows_after SELECT ${columns} FROM telemetry_minute_all`,
      'DROP VIEW telemetry_minute_all',
      'DROP TABLE telemetry_minute_day',
      'DROP TABLE telemetry_minute',
      'ALTER TABLE telemetry_minute_rows_after RENAME TO telemetry_minute',
      'ALTER INDEX telemetry_minute_rows_after_pkey RENAME TO telemetry_minute_pkey',
    ]);
  },
};
