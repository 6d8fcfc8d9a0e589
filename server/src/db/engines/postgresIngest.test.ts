import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bulkInsert, bulkUpsert } from '../bulkInsert';
import { sqlOf } from '../../testing/sql';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { arrayLiteral } from './postgresIngest';

describe('telemetry ingest: column arrays on PostgreSQL store the same rows as SQLite', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('writes array literals PostgreSQL reads back exactly', () => {
    assert.equal(arrayLiteral([1.5, null, -2, 1e-7]), '{1.5,NULL,-2,1e-7}');
    assert.equal(arrayLiteral(['SC-1', 'a"b', 'c\\d', 'NULL']), '{"SC-1","a\\"b","c\\\\d","NULL"}');
  });

  it('stores every row and value, text with quotes and backslashes too, and replaces rows of the same key', async () => {
    const ids = ['SC-000000001', 'odd "id"', 'back\\slash', 'NULL'];
    const rows = ids.flatMap((deviceId, d) =>
      Array.from({ length: 50 }, (_, m) => ({
        deviceId,
        ts: 1_700_000_000 + m * 60,
        stateOfCharge: d * 10 + m / 7,
        inverterPower: 1 - m / 3,
        pv: m === 7 ? 0 : m / 11,
        grid: 1e-7 * m,
        consumption: m,
        temperature: 21.25,
      })),
    );
    await bulkInsert(t.services.db, 'telemetry_minute', rows);
    const q = sqlOf(t.services);
    const read = await q.all<(typeof rows)[number]>('SELECT * FROM telemetry_minute ORDER BY "deviceId", ts');
    const sorted = [...rows].sort((a, b) => (a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : a.ts - b.ts));
    assert.deepEqual(read, sorted);
    await bulkUpsert(t.services.db, 'telemetry_minute', ['deviceId', 'ts'], [{ ...rows[3]!, pv: 99 }]);
    const replaced = await q.one<{ pv: number; n: number }>(
      'SELECT pv, (SELECT COUNT(*) FROM telemetry_minute) AS n FROM telemetry_minute WHERE "deviceId" = ? AND ts = ?',
      rows[3]!.deviceId,
      rows[3]!.ts,
    );
    assert.deepEqual(replaced, { pv: 99, n: rows.length });
  });
});
