// The candidate layouts of the minute store, measured on PostgreSQL on the same simulated minutes:
// `node node_modules/tsx/dist/cli.mjs server/src/bench/minuteLayouts.ts` from the repository root. For each layout it
// prints the load rate (minutes of a device per second), the bytes on disk per minute (table, TOAST and indexes) and
// that size scaled to 30 days of 20,000 devices, and the p95 of reading one device's day as minute rows. LAYOUT_DEVICES
// (default 1,000) and LAYOUT_DAYS (default 2) set the sample. docs/database.md holds the figures and the choice.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { MINUTE_SIGNALS, PACKED_SCALE, type MinuteSignal } from '../db/minuteStore';
import { startThrowAwayPostgres } from '../testing/postgres';
import { simulatedMinutes, type DeviceMinutes } from './simulatedMinutes';
import { ms } from './timing';

const DEVICES = Number(process.env.LAYOUT_DEVICES ?? 1000);
const DAYS = Number(process.env.LAYOUT_DAYS ?? 2);
const DAY_S = 86_400;
const HOUR_S = 3600;
const END_S = Math.floor(Date.UTC(2026, 10, 25) / 1000);
const START_S = END_S - DAYS * DAY_S;
const MINUTES_PER_DEVICE = DAYS * 1440;
const FLEET_MINUTES = 30 * 1440 * 20_000;
const READS = 200;

const SIGNALS = MINUTE_SIGNALS;
type Signal = MinuteSignal;
const SCALE = PACKED_SCALE;

interface Layout {
  name: string;
  /** What it is, for the printed table. */
  about: string;
  create: string[];
  load(client: pg.PoolClient, devices: readonly DeviceMinutes[]): Promise<void>;
  /** One device's minutes of [from, to) as rows (ts and the six signals): $1 device, $2 from, $3 to. */
  readDay: string;
  tables: string[];
}

const literal = (values: ArrayLike<number>, from: number, to: number, scale?: number) => {
  const parts: string[] = [];
  for (let i = from; i < to; i++) parts.push(String(scale ? Math.round(values[i]! * scale) : values[i]));
  return `{${parts.join(',')}}`;
};

/** Row per minute, as the store is today: text device id, epoch seconds, six doubles, the primary key. */
const rows: Layout = {
  name: 'rows',
  about: 'row per minute, 6 double precision, primary key (device, ts)',
  tables: ['m_rows'],
  create: [
    `CREATE TABLE m_rows ("deviceId" text NOT NULL, ts bigint NOT NULL, ${SIGNALS.map((s) => `"${s}" double precision NOT NULL`).join(', ')}, PRIMARY KEY ("deviceId", ts))`,
  ],
  async load(client, devices) {
    // time-major, as a fleet reports: every device's hour, then the next hour
    for (let h = 0; h < MINUTES_PER_DEVICE; h += 60) {
      const ids: string[] = [];
      const ts: number[] = [];
      const values = SIGNALS.map(() => [] as number[]);
      for (const d of devices)
        for (let i = h; i < h + 60; i++) {
          ids.push(d.deviceId);
          ts.push(START_S + i * 60);
          SIGNALS.forEach((s, k) => values[k]!.push(d.columns[s][i]!));
        }
      await client.query(
        `INSERT INTO m_rows SELECT * FROM unnest($1::text[], $2::bigint[], ${SIGNALS.map((_, k) => `$${k + 3}::double precision[]`).join(', ')})`,
        [ids, ts, ...values],
      );
    }
  },
  readDay: `SELECT ts, ${SIGNALS.map((s) => `"${s}"`).join(', ')} FROM m_rows WHERE "deviceId" = $1 AND ts >= $2 AND ts < $3 ORDER BY ts`,
};

/** An array layout: a row per device and span (an hour or a day) with an array per signal. */
function arrays(name: string, spanS: number, kind: 'real' | 'int', compression: 'pglz' | 'lz4'): Layout {
  const table = `m_${name.replace(/\W/g, '_')}`;
  const typeOf = (s: Signal) =>
    kind === 'real' ? 'real[]' : s === 'stateOfCharge' || s === 'temperature' ? 'smallint[]' : 'integer[]';
  const perSpan = spanS / 60;
  const scaleOf = (s: Signal) => (kind === 'int' ? SCALE[s] : undefined);
  const value = (k: number) =>
    kind === 'int' ? `v${k}::double precision / ${SCALE[SIGNALS[k]!]}` : `v${k}::double precision`;
  return {
    name,
    about: `${kind === 'int' ? 'integer' : 'real'} arrays per device and ${spanS === HOUR_S ? 'hour' : 'day'}, ${compression}`,
    tables: [table],
    create: [
      `CREATE TABLE ${table} ("deviceId" text NOT NULL, span bigint NOT NULL, ${SIGNALS.map((s) => `"${s}" ${typeOf(s)} COMPRESSION ${compression} NOT NULL`).join(', ')}, PRIMARY KEY ("deviceId", span))`,
    ],
    async load(client, devices) {
      for (let from = 0; from < MINUTES_PER_DEVICE; from += perSpan) {
        const ids: string[] = [];
        const spans: number[] = [];
        const values = SIGNALS.map(() => [] as string[]);
        for (const d of devices) {
          ids.push(d.deviceId);
          spans.push(START_S + from * 60);
          SIGNALS.forEach((s, k) => values[k]!.push(literal(d.columns[s], from, from + perSpan, scaleOf(s))));
        }
        await client.query(
          `INSERT INTO ${table} SELECT d, s, ${SIGNALS.map((sig, k) => `v${k}::${typeOf(sig)}`).join(', ')} FROM unnest($1::text[], $2::bigint[], ${SIGNALS.map((_, k) => `$${k + 3}::text[]`).join(', ')}) AS u(d, s, ${SIGNALS.map((_, k) => `v${k}`).join(', ')})`,
          [ids, spans, ...values],
        );
      }
    },
    // unnest WITH ORDINALITY detoasts each array once; a subscript per minute ("x"[i]) would detoast it per minute.
    readDay:
      `SELECT span + (o - 1) * 60 AS ts, ${SIGNALS.map((s, k) => `${value(k)} AS "${s}"`).join(', ')} ` +
      `FROM ${table}, unnest(${SIGNALS.map((s) => `"${s}"`).join(', ')}) WITH ORDINALITY AS u(${SIGNALS.map((_, k) => `v${k}`).join(', ')}, o) ` +
      `WHERE "deviceId" = $1 AND span > $2 - ${spanS} AND span < $3 AND span + (o - 1) * 60 >= $2 AND span + (o - 1) * 60 < $3 ORDER BY ts`,
  };
}

const LAYOUTS: Layout[] = [
  rows,
  arrays('hour-real', HOUR_S, 'real', 'pglz'),
  arrays('hour-int', HOUR_S, 'int', 'pglz'),
  arrays('day-real-lz4', DAY_S, 'real', 'lz4'),
  arrays('day-int-lz4', DAY_S, 'int', 'lz4'),
  arrays('day-int-pglz', DAY_S, 'int', 'pglz'),
];

async function main() {
  const started = performance.now();
  const devices = simulatedMinutes(DEVICES, DAYS, END_S);
  const minutes = devices.length * MINUTES_PER_DEVICE;
  console.log(
    `${devices.length.toLocaleString('en')} devices x ${DAYS} days = ${minutes.toLocaleString('en')} minutes simulated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startThrowAwayPostgres();
  const pool = new pg.Pool({ connectionString: await server.createDatabase('bess_layouts'), max: 2 });
  try {
    const wanted = process.env.LAYOUTS?.split(',');
    for (const layout of LAYOUTS.filter((l) => !wanted || wanted.includes(l.name))) {
      const client = await pool.connect();
      try {
        for (const sql of layout.create) await client.query(sql);
        const t0 = performance.now();
        await client.query('BEGIN');
        await layout.load(client, devices);
        await client.query('COMMIT');
        const loadS = (performance.now() - t0) / 1000;
        await client.query(`VACUUM ANALYZE ${layout.tables.join(', ')}`);
        const { rows: sized } = await client.query<{ bytes: string }>(
          `SELECT sum(pg_total_relation_size(t::regclass))::bigint AS bytes FROM unnest($1::text[]) AS t`,
          [layout.tables],
        );
        const bytes = Number(sized[0]!.bytes);
        const times: number[] = [];
        let shown = 0;
        for (let r = 0; r < READS + 20; r++) {
          const d = devices[(r * 7919) % devices.length]!;
          const day = START_S + (r % DAYS) * DAY_S;
          const t = performance.now();
          const { rows: got } = await client.query(layout.readDay, [d.deviceId, day, day + DAY_S]);
          if (r >= 20) times.push(performance.now() - t);
          shown = got.length;
        }
        times.sort((a, b) => a - b);
        const p95 = times[Math.floor(times.length * 0.95)]!;
        console.log(
          `${layout.name.padEnd(14)} ${(bytes / minutes).toFixed(1).padStart(6)} B/minute, 30 days x 20,000 devices ` +
            `${(((bytes / minutes) * FLEET_MINUTES) / 1e9).toFixed(1).padStart(5)} GB; load ${Math.round(
              minutes / loadS,
            )
              .toLocaleString('en')
              .padStart(9)} minutes/s; ` +
            `a day of a device (${shown} rows) p95 ${ms(p95)}  (${layout.about})`,
        );
      } finally {
        client.release();
      }
    }
  } finally {
    await pool.end();
    await server.stop();
  }
}

void main();
