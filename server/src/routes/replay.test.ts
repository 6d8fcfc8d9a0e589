import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SiteReplayResponse } from '@bess/shared/contract';
import { balanceHolds, loadOfSplit, withinTolerance } from '@bess/shared/domain';
import { seedFleet } from '../simulator/seed';
import { createTestApp, type TestApp } from '../testing/testApp';

// The demo fleet's Aarhus Harbour (Europe/Copenhagen; Denmark: 2.2 kr import, 0.7 kr export). Its owner reads it;
// newuser holds only Leeds. "Now" is early December, so the default month is November and it has ended.
const SITE = 'S-AARHUS';
const OWNER = 'owner@demo.test';
const NEWUSER = 'newuser@demo.test';
const NOW = new Date('2026-12-02T12:00:00Z');

describe('POST /SiteReplay', () => {
  let t: TestApp;
  const replay = (payload: object, as = OWNER) => t.call({ method: 'POST', url: '/SiteReplay', as, payload });

  before(async () => {
    t = await createTestApp();
    t.setNow(NOW);
    await seedFleet(t.services, { fleet: 'demo', seed: 7, now: NOW, minuteDays: 3, hourDays: 40 });
  });
  after(() => t.close());

  let answer: SiteReplayResponse;

  it('replays the last whole month by default: the measured month and three cases, each adding up', async () => {
    const res = await replay({ siteId: SITE });
    assert.equal(res.statusCode, 200, res.body);
    answer = res.json();
    assert.equal(answer.month, '2026-11');
    assert.equal(answer.timezone, 'Europe/Copenhagen');
    assert.equal(answer.days.length, 30);
    assert.equal(answer.days[0]!.day, '2026-11-01');
    assert.ok(answer.capacityKwh > 0);
    // the history's hours, and the minutes of the last days of the month
    assert.ok(answer.steps.hours > 0 && answer.steps.minutes > 0, JSON.stringify(answer.steps));
    assert.equal(answer.pricing.kind, 'dayAhead');
    assert.equal(answer.pricing.exportPrice, 0.7);
    for (const totals of [answer.measured, answer.cases.noBattery, answer.cases.inForce, answer.cases.draft]) {
      const flows = {
        pv: totals.pv,
        load: totals.consumption,
        gridImport: totals.gridImport,
        gridExport: totals.gridExport,
        batteryCharge: totals.batteryCharge,
        batteryDischarge: totals.batteryDischarge,
      };
      assert.ok(balanceHolds(flows), JSON.stringify(flows));
      assert.ok(withinTolerance(loadOfSplit(totals), totals.consumption));
      assert.ok(Math.abs(totals.cost - (totals.importCost - totals.exportEarnings)) < 0.011);
    }
    // without a draft the draft is what was in force
    assert.deepEqual(answer.cases.draft, answer.cases.inForce);
    // every case ran over the same measured PV and load
    assert.equal(answer.cases.noBattery.consumption, answer.cases.inForce.consumption);
    assert.equal(answer.cases.noBattery.batteryCharge, 0);
    assert.ok(answer.cases.inForce.batteryCharge > 0);
    const sum = answer.days.reduce((s, d) => s + d.inForce, 0);
    assert.ok(Math.abs(sum - answer.cases.inForce.cost) < 0.2, `${sum} ~ ${answer.cases.inForce.cost}`);
  });

  it('a draft that charges at full power from the grid every night is priced and explained against what was in force', async () => {
    const events = Array.from({ length: 30 }, (_, d) => {
      const day = String(d + 1).padStart(2, '0');
      return { eventType: 0, startTime: `2026-11-${day}T02:00:00`, endTime: `2026-11-${day}T05:00:00`, rate: null };
    });
    const res = await replay({ siteId: SITE, month: '2026-11', draft: { events, policy: null } });
    assert.equal(res.statusCode, 200, res.body);
    const withDraft: SiteReplayResponse = res.json();
    assert.deepEqual(withDraft.cases.inForce, answer.cases.inForce);
    assert.ok(
      withDraft.cases.draft.gridCharge > answer.cases.inForce.gridCharge + 10,
      `${withDraft.cases.draft.gridCharge} > ${answer.cases.inForce.gridCharge} + 10`,
    );
    const reason = withDraft.reasons.find((r) => r.compare === 'draftVsInForce' && r.cause === 'gridCharging');
    assert.ok(reason, JSON.stringify(withDraft.reasons));
    assert.equal(reason.direction, 'more');
    assert.equal(reason.night, true);
    assert.ok(reason.days > 0 && reason.amount > 0);
  });

  it('refuses a month that has not begun and a draft event that ends before it starts, by field', async () => {
    const future = await replay({ siteId: SITE, month: '2027-01' });
    assert.equal(future.statusCode, 400);
    assert.deepEqual(
      future.json().errors.map((e: { field: string }) => e.field),
      ['month'],
    );
    const backwards = await replay({
      siteId: SITE,
      draft: {
        events: [{ eventType: 0, startTime: '2026-11-03T05:00:00', endTime: '2026-11-03T02:00:00', rate: 3 }],
        policy: null,
      },
    });
    assert.equal(backwards.statusCode, 400);
    assert.match(backwards.body, /draft\.events\.0\.endTime/);
    const badMonth = await replay({ siteId: SITE, month: '2026-13' });
    assert.equal(badMonth.statusCode, 400);
  });

  it('needs read access to the site: another user gets 404, as if it did not exist', async () => {
    assert.equal((await replay({ siteId: SITE }, NEWUSER)).statusCode, 404);
    assert.equal((await t.call({ method: 'POST', url: '/SiteReplay', payload: { siteId: SITE } })).statusCode, 401);
    assert.equal((await replay({ siteId: 'S-NOWHERE' }, 'superadmin@demo.test')).statusCode, 404);
  });
});
