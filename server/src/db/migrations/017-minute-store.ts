import { sql, type Kysely } from 'kysely';
import type { Engine, EngineMigration } from '../migrate';
import { POWER_COLUMNS } from './002-telemetry';
import { runEach } from './rawSql';

/** The signals of a minute: the minute table's columns besides its key. */
export const MINUTE_SIGNALS = POWER_COLUMNS;
export type MinuteSignal = (typeof MINUTE_SIGNALS)[number];

/**
 * The resolution a packed minute keeps, as the integer per unit: state of charge in hundredths of a percent, powers
 * in watts, temperature in tenths of a degree. Devices report no finer (the simulator rounds to the same); a finer
 * value is rounded when its day is packed. State of charge and temperature fit 16 bits, powers need 32.
 */
export const PACKED_SCALE: Record<MinuteSignal, number> = {
  stateOfCharge: 100,
  inverterPower: 1000,
  pv: 1000,
  grid: 1000,
  consumption: 1000,
  temperature: 10,
};
export const packedType = (s: MinuteSignal) => (s === 'stateOfCharge' || s === 'temperature' ? 'smallint' : 'integer');

const DAY_S = 86_400;

/**
 * The packed table's signal columns. Kept here, with the resolution above and the view below, because this is what the
 * migration makes: a change of the format is a new migration.
 */
const packedColumnsSql = () => MINUTE_SIGNALS.map((s) => `"${s}" ${packedType(s)}[] NOT NULL`).join(', ');

/**
 * The view of every minute as a row, with the UTC day (`day`, epoch seconds of its midnight) beside the time: a read
 * bounds both, `ts` for the rows' partitions and `day` for the packed days' partitions and key (MINUTES_OF_DEVICE).
 */
function minuteViewSql(engine: Engine): string {
  const columns = ['"deviceId"', 'ts', ...MINUTE_SIGNALS.map((s) => `"${s}"`)].join(', ');
  const rows = `SELECT ${columns}, ts - ts % ${DAY_S} AS day FROM telemetry_minute`;
  if (engine === 'sqlite') return `CREATE VIEW telemetry_minute_all AS ${rows}`;
  const names = MINUTE_SIGNALS.map((_, i) => `v${i}`);
  const unpacked = MINUTE_SIGNALS.map((s, i) => `${names[i]}::double precision / ${PACKED_SCALE[s]} AS "${s}"`);
  // unnest … WITH ORDINALITY reads each array once; a subscript per minute would unpack the array per minute
  return (
    `CREATE VIEW telemetry_minute_all AS ${rows} UNION ALL ` +
    `SELECT p."deviceId", p.day + (u.o - 1) * 60 AS ts, ${unpacked.join(', ')}, p.day ` +
    `FROM telemetry_minute_day p, unnest(${MINUTE_SIGNALS.map((s) => `p."${s}"`).join(', ')}) ` +
    `WITH ORDINALITY AS u(${names.join(', ')}, o) WHERE u.v0 IS NOT NULL`
  );
}

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
