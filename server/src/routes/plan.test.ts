import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SitePlanResponse } from '@bess/shared/contract';
import { EVENT_TYPE } from '../simulator/control';
import { advanceTo } from '../simulator/live';
import { seedFleet } from '../simulator/seed';
import { createTestApp, type TestApp } from '../testing/testApp';

// The demo fleet's Aarhus Harbour (Europe/Copenhagen, UTC+1 in November): SC-000000123 self-consumes, SCR-000000124
// is stopped. Its owner reads it; newuser holds only Leeds.
const SITE = 'S-AARHUS';
const ADMIN = 'admin@demo.test';
const OWNER = 'owner@demo.test';
const NEWUSER = 'newuser@demo.test';
const NOW = new Date('2026-11-22T12:00:00Z');
const TOMORROW = '2026-11-23';
const local = (hhmm: string) => Date.parse(`${TOMORROW}T${hhmm}:00+01:00`);

describe('GET /SitePlan', () => {
  let t: TestApp;
  const plan = (day: string, as = OWNER, siteId = SITE) =>
    t.call({ method: 'GET', url: `/SitePlan?siteId=${siteId}&day=${day}`, as });
  const socAt = (answer: SitePlanResponse, hhmm: string) => {
    const point = answer.points.find((p) => Date.parse(p.time) === local(hhmm));
    assert.ok(point, `a point at ${hhmm}`);
    return point.plannedSoc;
  };

  before(async () => {
    t = await createTestApp();
    t.setNow(NOW);
    await seedFleet(t.services, { fleet: 'demo', seed: 7, now: NOW, minuteDays: 0.1, hourDays: 1 });
    // A Charge event tomorrow evening, after sunset, from 17:00 to 19:00 at 10 kW for the site.
    const created = await t.call({
      method: 'POST',
      url: '/EventSchedule',
      as: ADMIN,
      payload: {
        siteId: SITE,
        description: 'Morning charge',
        startTime: new Date(local('17:00')).toISOString(),
        endTime: new Date(local('19:00')).toISOString(),
        endMode: 0,
        eventType: EVENT_TYPE.Charge,
        rate: 10,
      },
    });
    assert.equal(created.statusCode, 200, created.body);
  });
  after(() => t.close());

  let ahead: SitePlanResponse;

  it('a day to come: the planned SOC every quarter hour rises during the Charge event and not before', async () => {
    const res = await plan(TOMORROW);
    assert.equal(res.statusCode, 200, res.body);
    ahead = res.json();
    assert.equal(ahead.siteId, SITE);
    assert.equal(ahead.day, TOMORROW);
    assert.equal(ahead.timezone, 'Europe/Copenhagen');
    assert.equal(ahead.points.length, 97, 'midnight to midnight, both included');
    assert.equal(ahead.points[0]?.time, new Date(local('00:00')).toISOString());
    assert.equal(ahead.measuredUntil, null, 'nothing of the day is measured yet');
    assert.equal(ahead.followed, undefined);
    // the measurement of today carried to tomorrow's start by the model
    assert.equal(ahead.start?.source, 'projected');
    assert.equal(ahead.start?.soc, ahead.points[0]?.plannedSoc);
    const during = ahead.points.filter(
      (p) => Date.parse(p.time) >= local('17:00') && Date.parse(p.time) <= local('19:00'),
    );
    for (let i = 1; i < during.length; i++) assert.ok(during[i]!.plannedSoc > during[i - 1]!.plannedSoc, 'rising');
    assert.ok(socAt(ahead, '19:00') > socAt(ahead, '17:00') + 3, 'the charge shows');
    assert.ok(socAt(ahead, '17:00') <= socAt(ahead, '16:00'), 'not before it');
  });

  it('the same day once it has passed: the battery followed its plan (the simulator ran the same model)', async () => {
    // the simulated fleet lives through tomorrow, then the plan is asked again
    for (const hours of [12, 24, 36]) await advanceTo(t.services, new Date(NOW.getTime() + hours * 3_600_000));
    t.setNow(new Date(NOW.getTime() + 36 * 3_600_000));
    const res = await plan(TOMORROW);
    assert.equal(res.statusCode, 200, res.body);
    const passed: SitePlanResponse = res.json();
    assert.equal(passed.start?.source, 'measured');
    assert.equal(passed.measuredUntil, new Date(local('00:00') + 86_400_000).toISOString());
    assert.ok(passed.followed, 'weighed against the measured SOC');
    assert.ok(passed.followed.points >= 90, `compared at ${passed.followed.points} times`);
    assert.ok(passed.followed.meanAbsDeviation < 0.5, `mean distance ${passed.followed.meanAbsDeviation}`);
    assert.ok(passed.followed.maxAbsDeviation < 1.5, `largest distance ${passed.followed.maxAbsDeviation}`);
    // and the plan made a day ahead said the same
    assert.ok(Math.abs(socAt(passed, '19:00') - socAt(ahead, '19:00')) < 2, 'the plan of the day before held');
    assert.ok(socAt(passed, '19:00') > socAt(passed, '17:00') + 3);
  });

  it('starts from the minute before the day when no hour row ends there', async () => {
    await t.services.db.deleteFrom('telemetry_hour').execute();
    const res = await plan(TOMORROW);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().start?.source, 'measured', 'the minute at 23:59 holds at midnight');
  });

  it('needs read access to the site: another user gets 404, as if it did not exist', async () => {
    assert.equal((await plan(TOMORROW, NEWUSER)).statusCode, 404);
    assert.equal((await t.call({ method: 'GET', url: `/SitePlan?siteId=${SITE}&day=${TOMORROW}` })).statusCode, 401);
    assert.equal((await plan(TOMORROW, 'superadmin@demo.test', 'S-NOWHERE')).statusCode, 404);
  });

  it('refuses a day that is not one, on the field `day`', async () => {
    for (const day of ['2026-02-30', '23-11-2026', '2026-11-23T00:00:00Z', '']) {
      const res = await plan(encodeURIComponent(day));
      assert.equal(res.statusCode, 400, day);
      assert.deepEqual(
        res.json().errors.map((e: { field: string }) => e.field),
        ['day'],
        day,
      );
    }
    const missing = await t.call({ method: 'GET', url: `/SitePlan?siteId=${SITE}`, as: OWNER });
    assert.equal(missing.statusCode, 400);
  });
});
