import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SITE_SETTINGS, EVENT_TYPE, type SimEvent, type SiteSettings } from './control';
import type { SimDevice } from './deviceModel';
import type { SiteClimate } from './physics';
import {
  MAX_LEAD_IN_S,
  calendarDay,
  followedPlan,
  planDay,
  planTimes,
  siteCurve,
  type DayPlan,
  type PlanBattery,
} from './plan';

const SEED = 7;
// Monday 23 November 2026 in Copenhagen (UTC+1): no PV in this test site, so only the load and the plan move the SOC.
const DAY = { from: Date.parse('2026-11-22T23:00:00Z') / 1000, to: Date.parse('2026-11-23T23:00:00Z') / 1000 };
const local = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00+01:00`) / 1000;
const SITE: SiteClimate = {
  key: 'S-PLAN',
  latitude: 56.15,
  longitude: 10.2,
  timezone: 'Europe/Copenhagen',
  pvPeakKw: 0,
  baseLoadKw: 1,
};

const device = (capacityKwh: number, share = 1): SimDevice => ({
  deviceId: `SC-${capacityKwh}`,
  kind: 'battery',
  site: SITE,
  share,
  battery: {
    capacityKwh,
    maxPowerKw: 10,
    minSoc: 5,
    maxSoc: 100,
    reserveSoc: 60,
    peakLimitKw: 1.1,
    testSetpointKw: 0,
  },
});

// 80 %: above the night top-up of self-consumption (45 %) all day, so only the load and the plan move it.
const battery = (capacityKwh: number, soc = 80, extra: Partial<PlanBattery> = {}): PlanBattery => ({
  device: device(capacityKwh),
  behaviour: 'selfConsumption',
  share: { batteryShare: 1, share: 1, maxPowerKw: 10 },
  start: { soc, at: DAY.from },
  ...extra,
});

const event = (eventType: number, from: string, to: string, rate: number | null = null): SimEvent => ({
  id: `E-${from}`,
  eventType,
  rate,
  start: local(from),
  end: local(to),
  fullyChargedBy: null,
});

const settings = (...events: SimEvent[]): SiteSettings => ({ ...DEFAULT_SITE_SETTINGS, events });

/** The site's planned SOC at a local time of the day. */
const socAt = (points: { time: number; soc: number }[], hhmm: string) => {
  const point = points.find((p) => p.time === local(hhmm));
  assert.ok(point, `a point at ${hhmm}`);
  return point.soc;
};

describe('plan: the simulator model over a day', () => {
  it('a Charge event raises the planned SOC during it, at its rate, and not before', () => {
    const points = siteCurve(
      planDay(SEED, settings(event(EVENT_TYPE.Charge, '10:00', '12:00', 2)), [battery(40)], DAY),
    );
    const before = points.filter((p) => p.time <= local('10:00'));
    const during = points.filter((p) => p.time >= local('10:00') && p.time <= local('12:00'));
    for (let i = 1; i < before.length; i++) assert.ok(before[i]!.soc <= before[i - 1]!.soc, 'no rise before it');
    for (let i = 1; i < during.length; i++) assert.ok(during[i]!.soc > during[i - 1]!.soc, 'a rise every quarter');
    // 2 kW for 2 hours into 40 kWh, 95 % of it stored: 9.5 points
    const rise = socAt(points, '12:00') - socAt(points, '10:00');
    assert.ok(Math.abs(rise - 9.5) < 0.2, `rise ${rise}`);
    assert.ok(socAt(points, '13:00') < socAt(points, '12:00'), 'after it the battery covers the load again');
  });

  it('Hold charge keeps the SOC it found while it lasts; without it the load draws it down', () => {
    const held = siteCurve(planDay(SEED, settings(event(EVENT_TYPE.HoldCharge, '14:00', '18:00')), [battery(40)], DAY));
    const free = siteCurve(planDay(SEED, settings(), [battery(40)], DAY));
    const found = socAt(held, '14:00');
    for (const p of held.filter((q) => q.time >= local('14:00') && q.time <= local('18:00'))) {
      assert.ok(Math.abs(p.soc - found) < 0.05, `held at ${found}: ${p.soc}`);
    }
    assert.ok(socAt(free, '18:00') < socAt(free, '14:00') - 1, 'self-consumption discharges over those hours');
    assert.ok(socAt(held, '19:00') < found, 'after it the battery covers the load again');
  });

  it('uses measured PV and consumption where there are some, the expected profiles elsewhere', () => {
    const idleLoad = () => ({ pvKw: 0, consumptionKw: 0 });
    const measured = siteCurve(planDay(SEED, settings(), [battery(40, 80, { measuredLoad: idleLoad })], DAY));
    assert.ok(
      measured.every((p) => p.soc === 80),
      'nothing measured drawn: the SOC stays',
    );
    const expected = siteCurve(planDay(SEED, settings(), [battery(40)], DAY));
    assert.ok(socAt(expected, '12:00') < 75, 'the expected load draws it down');
  });

  it('carries an earlier start to the day by the same model (events included)', () => {
    const early = battery(40, 50, { start: { soc: 50, at: DAY.from - 7200 } });
    const charge: SimEvent = {
      ...event(EVENT_TYPE.Charge, '00:00', '01:00', 2),
      start: DAY.from - 7200,
      end: DAY.from,
    };
    const [first] = siteCurve(planDay(SEED, settings(charge), [early], DAY));
    assert.ok(first && Math.abs(first.soc - 59.5) < 0.2, `two hours at 2 kW before the day: ${first?.soc}`);
    // a start older than the lead-in: its SOC is carried from MAX_LEAD_IN_S before the day (an idle battery keeps it)
    const old = battery(40, 50, { behaviour: 'idle', start: { soc: 50, at: DAY.from - 3 * MAX_LEAD_IN_S } });
    assert.equal(siteCurve(planDay(SEED, settings(), [old], DAY))[0]?.soc, 50);
  });

  it('weights the batteries by capacity, as the site SOC is summed elsewhere', () => {
    const plan = planDay(
      SEED,
      settings(),
      [battery(10, 50, { behaviour: 'idle' }), battery(30, 90, { behaviour: 'idle' })],
      DAY,
    );
    assert.ok(siteCurve(plan).every((p) => p.soc === 80));
    assert.deepEqual(siteCurve({ ...plan, batteries: [] }), []);
  });
});

describe('plan: the quarter hours of a day', () => {
  const cases: [name: string, from: string, to: string, points: number][] = [
    ['an ordinary day', '2026-11-22T23:00:00Z', '2026-11-23T23:00:00Z', 97],
    ['summer time ends (25 hours)', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 101],
    ['summer time starts (23 hours)', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', 93],
  ];
  for (const [name, from, to, count] of cases) {
    it(name, () => {
      const times = planTimes({ from: Date.parse(from) / 1000, to: Date.parse(to) / 1000 });
      assert.equal(times.length, count);
      assert.equal(times[0], Date.parse(from) / 1000);
      assert.equal(times.at(-1), Date.parse(to) / 1000);
    });
  }

  it('reads real calendar days only', () => {
    const rows: [string, ReturnType<typeof calendarDay>][] = [
      ['2026-11-23', { year: 2026, month: 11, date: 23 }],
      ['2028-02-29', { year: 2028, month: 2, date: 29 }],
      ['2026-02-29', null],
      ['2026-02-30', null],
      ['2026-13-01', null],
      ['23-11-2026', null],
    ];
    for (const [text, expected] of rows) assert.deepEqual(calendarDay(text), expected, text);
  });
});

describe('plan: followed or not', () => {
  const plan: DayPlan = {
    times: [0, 900, 1800, 2700],
    batteries: [
      { capacity: 10, soc: [50, 52, 54, 56] },
      { capacity: 30, soc: [90, 90, 90, 90] },
    ],
  };
  const rows: [name: string, measured: Map<number, number>[], expected: ReturnType<typeof followedPlan>][] = [
    [
      'the plan kept: no distance',
      [
        new Map([
          [900, 52],
          [1800, 54],
          [2700, 56],
        ]),
        new Map([
          [900, 90],
          [1800, 90],
          [2700, 90],
        ]),
      ],
      { meanAbsDeviation: 0, maxAbsDeviation: 0, points: 3, until: 2700 },
    ],
    [
      'weighted by capacity: 4 points off on a quarter of the capacity is 1 point off',
      [
        new Map([
          [900, 56],
          [1800, 54],
        ]),
        new Map([
          [900, 90],
          [1800, 90],
        ]),
      ],
      { meanAbsDeviation: 0.5, maxAbsDeviation: 1, points: 2, until: 1800 },
    ],
    [
      'a battery that did not report counts on neither side',
      [new Map([[900, 50]]), new Map()],
      { meanAbsDeviation: 2, maxAbsDeviation: 2, points: 1, until: 900 },
    ],
    ['the start is where the plan begins, not a comparison', [new Map([[0, 10]]), new Map([[0, 10]])], null],
    ['nothing measured', [new Map(), new Map()], null],
  ];
  for (const [name, measured, expected] of rows) {
    it(name, () => assert.deepEqual(followedPlan(plan, measured), expected));
  }
});
