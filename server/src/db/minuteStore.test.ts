import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, seedFixtureFleet } from '../testing/fixtures';
import { bulkInsert } from './bulkInsert';
import { ensureMinutePartitions, maintainMinuteStore } from './minuteStore';

const { devices, users } = FIXTURE;
const DAY_S = 86_400;
/** 2026-11-24T00:00:00Z: "today" of the maintenance below. */
const TODAY = Date.UTC(2026, 10, 24) / 1000;
const NOW = TODAY + 9 * 3600;
const iso = (s: number) => new Date(s * 1000).toISOString();
const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** Minutes of one device from `from` for `count` minutes, every value at the resolution a packed day keeps. */
function minutes(deviceId: string, from: number, count: number, skip: (m: number) => boolean = () => false) {
  const rows = [];
  for (let m = 0; m < count; m++) {
    if (skip(m)) continue;
    rows.push({
      deviceId,
      ts: from + m * 60,
      stateOfCharge: 20 + (m % 7000) / 100,
      inverterPower: ((m % 11) - 5) * 0.125,
      pv: (m % 600) / 1000,
      grid: -1.234 + (m % 3),
      consumption: 0.5 + (m % 13) / 1000,
      temperature: 21 + (m % 9) / 10,
    });
  }
  return rows;
}

async function partitions(t: TestApp, parent: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT child.relname AS name FROM pg_inherits
    JOIN pg_class parent ON parent.oid = pg_inherits.inhparent JOIN pg_class child ON child.oid = pg_inherits.inhrelid
    WHERE parent.relname = ${parent} ORDER BY 1`.execute(t.services.db);
  return rows.map((r) => r.name);
}

describe('the minute store on PostgreSQL: packed days and retention by partition', { skip: !onPostgres }, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtureFleet(t.services.db);
    await ensureMinutePartitions(t.services.db, TODAY - 4 * DAY_S, TODAY);
    await bulkInsert(t.services.db, 'telemetry_minute', [
      // four days ago: past the retention of three days below
      ...minutes(devices.aarhus1, TODAY - 4 * DAY_S, 1440),
      // two days ago: a whole day with a gap of ten minutes at 03:00, then packed
      ...minutes(devices.aarhus1, TODAY - 2 * DAY_S, 1440, (m) => m >= 180 && m < 190),
      ...minutes(devices.aarhus2, TODAY - 2 * DAY_S + 600, 60),
      // yesterday and today stay rows
      ...minutes(devices.aarhus1, TODAY - DAY_S, 1440),
      ...minutes(devices.aarhus1, TODAY, 9 * 60),
    ]);
  });
  after(() => t.close());

  const raw = async (deviceId: string, from: number, to: number) => {
    const res = await t.call({
      method: 'GET',
      url: `/GetTelemetryRaw?deviceId=${deviceId}&signals=stateOfCharge&signals=inverterPower&signals=pv&signals=grid&signals=consumption&signals=temperature&fromDateTime=${iso(from)}&toDateTime=${iso(to)}&resolution=0`,
      as: users.readonly,
    });
    assert.equal(res.statusCode, 200);
    return res.json().telemetry as Record<string, unknown>[];
  };
  const hourly = async (from: number, to: number) => {
    const res = await t.call({
      method: 'GET',
      url: `/GetTelemetryRaw?deviceId=${devices.aarhus1}&signals=pv&signals=stateOfCharge&fromDateTime=${iso(from)}&toDateTime=${iso(to)}&resolution=60`,
      as: users.readonly,
    });
    assert.equal(res.statusCode, 200);
    return res.json().telemetry as Record<string, unknown>[];
  };

  it('answers every read the same once ended days are packed, and drops the days past the retention whole', async () => {
    const span = [TODAY - 4 * DAY_S, NOW] as const;
    const before = await raw(devices.aarhus1, ...span);
    const otherBefore = await raw(devices.aarhus2, TODAY - 3 * DAY_S, NOW);
    const hoursBefore = await hourly(TODAY - 3 * DAY_S, NOW);
    const perDay = (rows: Record<string, unknown>[]) => {
      const counts = new Map<string, number>();
      for (const r of rows)
        counts.set(String(r.utctime).slice(0, 10), (counts.get(String(r.utctime).slice(0, 10)) ?? 0) + 1);
      return [...counts];
    };
    assert.deepEqual(perDay(before), [
      ['2026-11-20', 1440],
      ['2026-11-22', 1430],
      ['2026-11-23', 1440],
      ['2026-11-24', 540],
    ]);
    assert.equal(otherBefore.length, 60);

    const report = await maintainMinuteStore(t.services.db, NOW, 3);
    // three days ago had a partition and no rows: packed all the same
    assert.deepEqual(report, { packed: [TODAY - 3 * DAY_S, TODAY - 2 * DAY_S], dropped: [TODAY - 4 * DAY_S] });

    // The old day went as a partition, not as deleted rows; the packed day left the rows for one packed partition.
    const rowDays = await partitions(t, 'telemetry_minute');
    assert.deepEqual(rowDays, [
      'telemetry_minute_20261123',
      'telemetry_minute_20261124',
      'telemetry_minute_20261125',
      'telemetry_minute_20261126',
      'telemetry_minute_default',
    ]);
    assert.deepEqual(await partitions(t, 'telemetry_minute_day'), [
      'telemetry_minute_day_20261121',
      'telemetry_minute_day_20261122',
      'telemetry_minute_day_default',
    ]);
    const { rows: packedRows } = await sql<{ n: string }>`SELECT count(*) AS n FROM telemetry_minute_day`.execute(
      t.services.db,
    );
    assert.equal(Number(packedRows[0]!.n), 2, 'a row per device of the packed day');

    // The same answers, less the dropped day; the gap stays a gap.
    const after = await raw(devices.aarhus1, ...span);
    assert.deepEqual(after, before.slice(1440));
    assert.equal(
      after.some((r) => r.utctime === iso(TODAY - 2 * DAY_S + 185 * 60)),
      false,
    );
    assert.deepEqual(await raw(devices.aarhus2, TODAY - 3 * DAY_S, NOW), otherBefore);
    assert.deepEqual(await hourly(TODAY - 3 * DAY_S, NOW), hoursBefore);
    // A read of a part of a packed day gives that part only.
    const part = await raw(devices.aarhus1, TODAY - 2 * DAY_S + 3600, TODAY - 2 * DAY_S + 7200);
    assert.deepEqual(
      part,
      before.filter((r) => r.utctime! >= iso(TODAY - 2 * DAY_S + 3600) && r.utctime! < iso(TODAY - 2 * DAY_S + 7200)),
    );
    assert.equal(part.length, 60);
  });

  it('moves rows written before their day had a partition into it when the partition is made', async () => {
    const later = TODAY + 5 * DAY_S;
    await bulkInsert(t.services.db, 'telemetry_minute', minutes(devices.aarhus1, later, 30));
    const beforeMade = await raw(devices.aarhus1, later, later + DAY_S);
    await ensureMinutePartitions(t.services.db, later, later);
    assert.ok((await partitions(t, 'telemetry_minute')).includes('telemetry_minute_20261129'));
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM telemetry_minute_default`.execute(
      t.services.db,
    );
    assert.equal(Number(rows[0]!.n), 0);
    assert.deepEqual(await raw(devices.aarhus1, later, later + DAY_S), beforeMade);
    assert.equal(beforeMade.length, 30);
  });
});
