import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sqliteOnly } from '../testing/sql';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIXTURE, hourRowWriter, seedFixtureFleet } from '../testing/fixtures';
import { siteSummaryCache } from '../routes/telemetry';
import { SiteSummaryCache, siteHourVersion, type SiteSummaryKey } from './siteSummaryCache';
import { readSiteSeries, signalsOf, type SeriesRow } from './telemetry';

const { devices, sites, users } = FIXTURE;
/** 2026-11-20T00:00:00Z */
const DAY0 = Date.UTC(2026, 10, 20) / 1000;
const HOURS = 24;

describe(
  'SiteSummaryCache: answers kept while the site_hour rows of their site are unchanged',
  // the cache lives on the SQLite connection; PostgreSQL reads site_hour on every call (docs/database.md)
  { skip: sqliteOnly('the kept answers are an embedded-SQLite feature') },
  () => {
    let t: TestApp;
    let hour: (deviceId: string, ts: number, v: number) => void;
    let signals: string[];
    const run = (sql: string, ...params: unknown[]) => t.services.sqlite.prepare(sql).run(...params);
    const key = (siteId: string, extra: Partial<SiteSummaryKey> = {}): SiteSummaryKey => ({
      siteId,
      from: DAY0,
      to: DAY0 + 2 * HOURS * 3600,
      signals,
      maxPoints: null,
      ...extra,
    });
    const series = (k: SiteSummaryKey) =>
      readSiteSeries(t.services.sqlite, 'telemetry_hour', k.siteId, k.signals, k.from, k.to);

    before(async () => {
      t = await createTestApp();
      await seedFixtureFleet(t.services.db);
      signals = signalsOf(t.services.sqlite, 'telemetry_hour');
      hour = hourRowWriter(t.services.sqlite);
      t.services.sqlite.transaction(() => {
        for (let h = 0; h < HOURS; h++) {
          hour(devices.aarhus1, DAY0 + h * 3600, 1.5);
          hour(devices.aarhus2, DAY0 + h * 3600, 2.25);
          hour(devices.leeds1, DAY0 + h * 3600, 7);
          hour(devices.unparented, DAY0 + h * 3600, 11);
        }
      })();
    });
    after(() => t.close());

    /** A cache whose builds are counted, building what the route builds from (the site's hourly sums). */
    function counted(capacity?: number) {
      const cache = new SiteSummaryCache(capacity);
      let builds = 0;
      return {
        cache,
        builds: () => builds,
        kept: (k: SiteSummaryKey) =>
          cache.answer(t.services.sqlite, k, () => {
            builds++;
            return series(k);
          }),
        answer: (k: SiteSummaryKey) =>
          cache.answer(t.services.sqlite, k, () => {
            builds++;
            return series(k);
          }).answer,
      };
    }

    it('serves a repeated call from the cache', () => {
      const c = counted();
      const first = c.answer(key(sites.aarhus));
      assert.equal(first.length, HOURS);
      assert.equal(c.answer(key(sites.aarhus)), first, 'the same answer object');
      assert.equal(c.builds(), 1);
      // Kept frozen with its JSON text, which callers may send instead of writing the JSON again.
      const kept = c.kept(key(sites.aarhus));
      assert.equal(kept.json, JSON.stringify(first));
      assert.throws(() => {
        first[0]![1] = 0;
      }, TypeError);
      // Another range, signal list or maxPoints is another answer.
      c.answer(key(sites.aarhus, { maxPoints: 10 }));
      c.answer(key(sites.aarhus, { signals: ['pv'] }));
      c.answer(key(sites.aarhus, { to: DAY0 + HOURS * 3600 }));
      assert.equal(c.builds(), 4);
    });

    it('builds anew after a new hour row, a device moved, a capacity change or a deleted row: never a stale answer', () => {
      const c = counted();
      const k = key(sites.aarhus);
      let answer: SeriesRow[] = c.answer(k);
      const version = siteHourVersion(t.services.sqlite, sites.aarhus);
      const changes: [string, () => void][] = [
        ['a new hour row', () => hour(devices.aarhus1, DAY0 + HOURS * 3600, 5)],
        ['an hour row written again', () => hour(devices.aarhus2, DAY0 + 3 * 3600, 40)],
        [
          'a device moved in',
          () => run('UPDATE devices SET siteId = ? WHERE deviceId = ?', sites.aarhus, devices.leeds1),
        ],
        [
          'a capacity change',
          () => run('UPDATE devices SET batteryCapacity = 400 WHERE deviceId = ?', devices.aarhus2),
        ],
        [
          'a deleted row of one device',
          () => run('DELETE FROM telemetry_hour WHERE deviceId = ? AND ts = ?', devices.aarhus1, DAY0 + 7 * 3600),
        ],
        [
          'the only row of an hour deleted',
          () => run('DELETE FROM telemetry_hour WHERE deviceId = ? AND ts = ?', devices.aarhus1, DAY0 + HOURS * 3600),
        ],
        ['a device deleted', () => run('DELETE FROM devices WHERE deviceId = ?', devices.leeds1)],
      ];
      for (const [change, make] of changes) {
        const builds = c.builds();
        make();
        const next = c.answer(k);
        assert.equal(c.builds(), builds + 1, `${change}: built anew`);
        assert.deepEqual(next, series(k), `${change}: the answer of the rows as they are now`);
        assert.notDeepEqual(next, answer, `${change}: the answer changed`);
        assert.equal(c.answer(k), next, `${change}: then kept again`);
        answer = next;
      }
      assert.ok(siteHourVersion(t.services.sqlite, sites.aarhus) > version);
    });

    it('keeps the answers of a site when another site changes', () => {
      const c = counted();
      const aarhus = c.answer(key(sites.aarhus));
      hour(devices.unparented, DAY0 + 30 * 3600, 3); // no site
      run('UPDATE devices SET siteId = ? WHERE deviceId = ?', sites.leeds, devices.unparented);
      assert.equal(c.answer(key(sites.aarhus)), aarhus);
      assert.equal(c.builds(), 1);
    });

    it('keeps at most `capacity` answers, dropping the least recently used', () => {
      const c = counted(2);
      const a = key(sites.aarhus, { maxPoints: 5 });
      const b = key(sites.aarhus, { maxPoints: 6 });
      const d = key(sites.aarhus, { maxPoints: 7 });
      c.answer(a);
      c.answer(b);
      c.answer(a); // a is now the most recently used
      c.answer(d); // drops b
      assert.equal(c.cache.size(t.services.sqlite), 2);
      c.answer(a);
      assert.equal(c.builds(), 3, 'a was kept');
      c.answer(b);
      assert.equal(c.builds(), 4, 'b was dropped');
      c.cache.clear(t.services.sqlite);
      assert.equal(c.cache.size(t.services.sqlite), 0);
    });

    it('GET /GetDataSummary of a site shows a new hour row at once', async () => {
      const from = new Date(DAY0 * 1000).toISOString();
      const to = new Date((DAY0 + 3 * HOURS * 3600) * 1000).toISOString();
      const get = () =>
        t.call({
          method: 'GET',
          url: `/GetDataSummary?siteId=${sites.aarhus}&resolutionMin=60&fromDateTime=${from}&toDateTime=${to}`,
          as: users.superadmin,
        });
      const first = await get();
      assert.equal(first.statusCode, 200);
      assert.equal((await get()).body, first.body, 'a repeated call gives the same answer');
      assert.ok(siteSummaryCache.size(t.services.sqlite) > 0, 'the answer was kept');
      const points = () => first.json().telemetry as { utctime: string; pv: number }[];
      const newHour = DAY0 + 2 * HOURS * 3600;
      assert.ok(!points().some((p) => p.utctime === new Date(newHour * 1000).toISOString()));

      hour(devices.aarhus1, newHour, 9);
      const after = (await get()).json().telemetry as { utctime: string; pv: number }[];
      assert.equal(after.length, points().length + 1);
      const added = after.find((p) => p.utctime === new Date(newHour * 1000).toISOString());
      const pv = t.services.sqlite
        .prepare('SELECT pv FROM site_hour WHERE siteId = ? AND ts = ?')
        .pluck()
        .get(sites.aarhus, newHour) as number;
      assert.equal(added?.pv, Math.round(pv * 10_000) / 10_000);
    });
  },
);
