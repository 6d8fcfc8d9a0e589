import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { balanceHolds, loadOfSplit, withinTolerance } from '@bess/shared/domain';
import { DEFAULT_SITE_SETTINGS, EVENT_TYPE, controlOf, type SimEvent, type SiteSettings } from './control';
import { simulateRange, type DeviceRun, type HourRow, type MinuteRow, type SimDevice } from './deviceModel';
import { localTime, type SiteClimate } from './physics';
import { reasonsOf, replay, replayPricing, totalsOf, type ReplayDevice, type ReplayResult } from './replay';
import { stepsOf } from './replaySite';

const SEED = 11;
const ZONE = 'Europe/Copenhagen';
// June 2026 in Copenhagen (UTC+2 all month): 30 days with sun, so PV, the battery and the grid all move.
const FROM = Date.parse('2026-05-31T22:00:00Z') / 1000;
const TO = Date.parse('2026-06-30T22:00:00Z') / 1000;
const FIRST_DAY = localTime(ZONE, FROM * 1000).dayNumber;

const climate = (pvPeakKw: number): SiteClimate => ({
  key: `S-REPLAY-${pvPeakKw}`,
  latitude: 55.7,
  longitude: 12.6,
  timezone: ZONE,
  pvPeakKw,
  baseLoadKw: 0.8,
});

const device = (pvPeakKw: number): SimDevice => ({
  deviceId: 'SC-REPLAY',
  kind: 'battery',
  site: climate(pvPeakKw),
  share: 1,
  battery: {
    capacityKwh: 10,
    maxPowerKw: 5,
    minSoc: 5,
    maxSoc: 100,
    reserveSoc: 20,
    peakLimitKw: 3,
    testSetpointKw: 0,
  },
});
const SHARE = { batteryShare: 1, share: 1, maxPowerKw: 5 };

/** A Charge event every day of the month from `fromHour` to `toHour` local, at `rateKw`. */
function dailyCharge(fromHour: number, toHour: number, rateKw: number): SimEvent[] {
  return Array.from({ length: 30 }, (_, d) => ({
    id: `E-${d}-${fromHour}`,
    eventType: EVENT_TYPE.Charge,
    rate: rateKw,
    start: FROM + d * 86_400 + fromHour * 3600,
    end: FROM + d * 86_400 + toHour * 3600,
    fullyChargedBy: null,
  }));
}

const IN_FORCE: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  policy: { fixedEnergy: null, fixedSoc: 15 },
  events: dailyCharge(2, 4, 2),
};

/**
 * The simulator's own month: the device stepped as the live tick steps it (every minute, or every quarter hour with
 * `coarse`), under `settings`, writing its rows as the database keeps them.
 */
function generatedMonth(sim: SimDevice, settings: SiteSettings, coarse = false) {
  const hours: HourRow[] = [];
  const minutes: MinuteRow[] = [];
  const run: DeviceRun = { battery: { soc: 50, storedPvKwh: 5, storedGridKwh: 0 }, cursor: FROM, hour: null };
  simulateRange(SEED, sim, run, {
    to: TO,
    minuteFrom: coarse ? TO : FROM,
    behaviourAt: () => 'selfConsumption',
    controlAt: (ts, r) => controlOf(settings, SHARE, ts, r, undefined),
    onHour: (r) => hours.push(r),
    onMinute: (r) => minutes.push(r),
  });
  const hourFacts = hours.map((h) => ({
    ...h,
    loadPvEnergy: h.loadPvEnergy,
    loadBatteryPvEnergy: h.loadBatteryPvEnergy,
    loadBatteryGridEnergy: h.loadBatteryGridEnergy,
    loadGridEnergy: h.loadGridEnergy,
  }));
  return { hours: hourFacts, minutes };
}

function replayOf(
  sim: SimDevice,
  rows: ReturnType<typeof generatedMonth>,
  draft: SiteSettings,
  tariff: string | null = null,
): ReplayResult {
  const d: ReplayDevice = {
    device: sim,
    behaviour: 'selfConsumption',
    share: SHARE,
    startSoc: 50,
    steps: stepsOf(rows.hours, rows.minutes),
  };
  return replay({
    zone: ZONE,
    firstDay: FIRST_DAY,
    days: 30,
    pricing: replayPricing(2, 0.5, tariff),
    devices: [d],
    inForce: IN_FORCE,
    draft,
  });
}

const within = (actual: number, expected: number, share: number) =>
  assert.ok(
    Math.abs(actual - expected) <= share * Math.abs(expected),
    `${actual.toFixed(2)} within ${share * 100} % of ${expected.toFixed(2)}`,
  );

describe('replay: a site month through the battery model', () => {
  const sim = device(6);
  const byMinute = generatedMonth(sim, IN_FORCE);

  it('what was in force, replayed on the minutes it made, gives the measured grid import and export within 2 %', () => {
    const totals = totalsOf(replayOf(sim, byMinute, IN_FORCE).inForce, 10);
    const measured = totalsOf(replayOf(sim, byMinute, IN_FORCE).measured, 10);
    assert.ok(measured.gridImport > 50 && measured.gridExport > 50, 'the month imports and exports');
    within(totals.gridImport, measured.gridImport, 0.02);
    within(totals.gridExport, measured.gridExport, 0.02);
  });

  it('and on hour rows alone (the history keeps hours), within 2 % as well', () => {
    const byHour = generatedMonth(sim, IN_FORCE, true);
    const result = replayOf(sim, { hours: byHour.hours, minutes: [] }, IN_FORCE);
    within(result.inForce.flows.gridImport, result.measured.flows.gridImport, 0.02);
    within(result.inForce.flows.gridExport, result.measured.flows.gridExport, 0.02);
  });

  it('the energy balance holds in every case, and the load split adds up to the load', () => {
    const result = replayOf(sim, byMinute, { ...IN_FORCE, events: dailyCharge(11, 13, 4) });
    for (const name of ['measured', 'noBattery', 'inForce', 'draft'] as const) {
      const sums = result[name];
      const flows = {
        pv: sums.flows.pv,
        load: sums.flows.consumption,
        gridImport: sums.flows.gridImport,
        gridExport: sums.flows.gridExport,
        batteryCharge: sums.batteryCharge,
        batteryDischarge: sums.batteryDischarge,
      };
      assert.ok(balanceHolds(flows), `${name}: ${JSON.stringify(flows)}`);
      assert.ok(withinTolerance(loadOfSplit(sums.load), sums.flows.consumption), `${name}: the split is the load`);
    }
    assert.equal(result.noBattery.batteryCharge, 0);
    assert.ok(result.draft.batteryCharge > 0);
  });

  it('a draft that moves the night charge an hour later costs what the dearer hour says, and nothing on a flat tariff', () => {
    const noSun = device(0);
    const rows = generatedMonth(noSun, IN_FORCE);
    const later = { ...IN_FORCE, events: dailyCharge(3, 5, 2) };
    const dayAhead = replayOf(noSun, rows, later);
    const prices = replayPricing(2, 0.5, null).importByHour;
    const difference = dayAhead.draft.importCost - dayAhead.inForce.importCost;
    // 02-04 holds the cheapest hour: an hour later trades 02-03 for the dearer 04-05
    assert.ok(prices[4]! > prices[2]!, 'the later hour is dearer');
    assert.ok(difference > 0, `the later charge costs more (${difference.toFixed(2)})`);
    // at most the whole grid charge paying the step from the hour left to the hour taken
    assert.ok(difference <= dayAhead.draft.gridCharge * (prices[4]! - prices[2]!), 'no more than the price step');
    // the grid still gives the battery about the same energy: the hour moved, not the charge
    within(dayAhead.draft.gridCharge, dayAhead.inForce.gridCharge, 0.1);
    const flat = replayOf(noSun, rows, later, 'FixedTariff');
    assert.ok(
      Math.abs(flat.draft.importCost - flat.inForce.importCost) < 0.05 * Math.abs(difference),
      'a flat tariff makes the hour no matter',
    );
  });

  it('names why the draft differs: it charged from the grid at night and that cost more on the days it did', () => {
    const noSun = device(0);
    const rows = generatedMonth(noSun, IN_FORCE);
    const none = { ...IN_FORCE, events: [] };
    const result = replayOf(noSun, rows, none);
    const [reason] = reasonsOf('draftVsInForce', result.draft, result.inForce);
    assert.ok(reason);
    assert.equal(reason.cause, 'gridCharging');
    assert.equal(reason.direction, 'less');
    assert.equal(reason.night, true);
  });
});

describe('replay: prices', () => {
  it('shapes the import price by the day-ahead curve with the site price as the mean, or keeps it flat', () => {
    const shaped = replayPricing(2, 0.7, null);
    assert.equal(shaped.kind, 'dayAhead');
    const mean = shaped.importByHour.reduce((a, b) => a + b, 0) / 24;
    assert.ok(Math.abs(mean - 2) < 0.001);
    assert.ok(shaped.importByHour[3]! < shaped.importByHour[18]!, 'the night is cheaper than the evening');
    assert.deepEqual(replayPricing(2, 0.7, 'FixedTariff').importByHour, Array(24).fill(2));
    assert.equal(replayPricing(null, 0.7, null).kind, 'none');
  });
});
