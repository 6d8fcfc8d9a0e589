import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  behaviourOf,
  consumptionKw,
  localTime,
  pvPowerKw,
  solarElevationDeg,
  stepBattery,
  type BatteryBehaviour,
  type BatterySpec,
  type SiteClimate,
} from './physics';
import { mulberry32, noise } from './random';

const AARHUS: SiteClimate = {
  key: 'S-TEST',
  latitude: 56.16,
  longitude: 10.21,
  timezone: 'Europe/Copenhagen',
  pvPeakKw: 20,
  baseLoadKw: 6,
};
const LONDON: SiteClimate = { ...AARHUS, latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' };

/** PV of each minute of a local day (midsummer), with the local clock hour of each minute. */
function pvDay(site: SiteClimate, dayUtc: string) {
  const start = Date.parse(dayUtc) - 3 * 3600_000;
  const out: { hour: number; kw: number }[] = [];
  for (let m = 0; m < 30 * 60; m++) {
    const ts = start + m * 60_000;
    const local = localTime(site.timezone, ts);
    out.push({ hour: local.hour, kw: pvPowerKw(1, site, ts, local) });
  }
  return out;
}

describe('physics: PV follows the sun', () => {
  it('is zero at night and peaks near solar noon in the site timezone', () => {
    for (const [site, noonLocal] of [
      [AARHUS, 13.3], // CEST, 10.2 E: solar noon about 13:20 local
      [LONDON, 13.0], // BST, near 0: about 13:00 local
    ] as const) {
      const day = pvDay(site, '2026-06-21T00:00:00Z');
      const night = day.filter((p) => p.hour >= 0 && p.hour < 2.5);
      assert.ok(night.length > 0 && night.every((p) => p.kw === 0), 'no PV at night');
      // the clear-sky curve (cloud noise aside) peaks near solar noon: compare with the elevation maximum
      const best = day.reduce((a, b) => (b.kw > a.kw ? b : a));
      assert.ok(best.kw > 0.2 * site.pvPeakKw, `a June day produces (${best.kw})`);
      assert.ok(Math.abs(best.hour - noonLocal) < 2.5, `peak at ${best.hour.toFixed(2)} near ${noonLocal}`);
      assert.ok(
        day.every((p) => p.kw <= site.pvPeakKw),
        'never above peak',
      );
    }
  });

  it('puts the highest sun at solar noon: 12:00 UTC minus longitude/15 and the equation of time', () => {
    const day = Date.parse('2026-03-20T00:00:00Z');
    let best = { t: 0, e: -90 };
    for (let m = 0; m < 1440; m++) {
      const e = solarElevationDeg(day + m * 60_000, 56.16, 10.21);
      if (e > best.e) best = { t: m / 60, e };
    }
    assert.ok(Math.abs(best.t - (12 - 10.21 / 15 + 0.12)) < 0.2, `noon at ${best.t} UTC`);
    assert.ok(Math.abs(best.e - (90 - 56.16)) < 1.5, `equinox elevation ${best.e}`);
  });

  it('gives less PV in winter than in summer', () => {
    const sum = (day: string) => pvDay(AARHUS, day).reduce((a, p) => a + p.kw, 0);
    assert.ok(sum('2026-06-21T00:00:00Z') > 2 * sum('2026-12-21T00:00:00Z'));
  });
});

describe('physics: consumption', () => {
  it('has morning and evening peaks above the night on a weekday', () => {
    const day = Date.parse('2026-11-18T00:00:00Z'); // a Wednesday
    const at = (hour: number) => {
      const ts = day + (hour - 1) * 3600_000; // CET is UTC+1
      return consumptionKw(3, AARHUS, ts, localTime(AARHUS.timezone, ts));
    };
    assert.equal(localTime(AARHUS.timezone, day + 3600_000).weekday, 3);
    assert.ok(at(7.5) > at(3) * 1.4, 'morning peak');
    assert.ok(at(18.5) > at(3) * 1.6, 'evening peak');
  });
});

const SPEC: BatterySpec = {
  capacityKwh: 10,
  maxPowerKw: 5,
  minSoc: 5,
  maxSoc: 100,
  reserveSoc: 60,
  peakLimitKw: 4,
  testSetpointKw: 0,
};

describe('physics: batteries', () => {
  it('keeps the energy balance grid = consumption - pv - battery', () => {
    const random = mulberry32(7);
    const behaviours: BatteryBehaviour[] = ['selfConsumption', 'idle', 'chargeOnly', 'backup', 'peakShaving', 'test'];
    for (let i = 0; i < 500; i++) {
      const state = { soc: random() * 100, storedPvKwh: 3, storedGridKwh: 1 };
      const pv = random() * 10;
      const load = random() * 10;
      const step = stepBattery(
        state,
        { ...SPEC, testSetpointKw: 4 },
        behaviours[i % 6]!,
        pv,
        load,
        1 / 60,
        24 * random(),
      );
      assert.ok(Math.abs(step.gridKw - (load - pv - step.batteryKw)) < 1e-9);
      assert.ok(Math.abs(step.batteryKw) <= SPEC.maxPowerKw + 1e-9, 'within inverter power');
    }
  });

  it('keeps SOC within 0-100 and within capacity over a long random walk', () => {
    const state = { soc: 50, storedPvKwh: 5, storedGridKwh: 0 };
    const behaviours: BatteryBehaviour[] = ['selfConsumption', 'chargeOnly', 'backup', 'peakShaving', 'test'];
    for (let i = 0; i < 20_000; i++) {
      const pv = noise(1, 'pv', i) * 12;
      const load = noise(1, 'load', i) * 12;
      const b = behaviours[Math.floor(i / 500) % behaviours.length]!;
      const before = state.soc;
      const step = stepBattery(state, { ...SPEC, testSetpointKw: i % 1000 < 500 ? 5 : -5 }, b, pv, load, 0.25);
      assert.ok(state.soc >= 0 && state.soc <= 100, `soc ${state.soc}`);
      assert.ok(state.storedPvKwh + state.storedGridKwh <= SPEC.capacityKwh + 1e-6, 'stored within capacity');
      // SOC moves by the energy that went in or out, and no more
      const moved = ((state.soc - before) / 100) * SPEC.capacityKwh;
      assert.ok(moved <= step.chargeKwh + 1e-9 && -moved <= step.dischargeKwh / 0.95 + 1e-9);
    }
  });

  it('follows its mode: self-consumption stores PV surplus, idling holds still, charge-only never discharges', () => {
    const surplus = () => ({ soc: 50, storedPvKwh: 5, storedGridKwh: 0 });
    const self = surplus();
    assert.ok(stepBattery(self, SPEC, 'selfConsumption', 8, 2, 0.25).batteryKw < 0);
    assert.ok(self.soc > 50);
    const idle = surplus();
    assert.equal(stepBattery(idle, SPEC, 'idle', 8, 2, 0.25).batteryKw, 0);
    assert.equal(idle.soc, 50);
    const deficit = surplus();
    assert.ok(stepBattery(deficit, SPEC, 'selfConsumption', 0, 3, 0.25).batteryKw > 0, 'covers the load');
    assert.equal(stepBattery(surplus(), SPEC, 'chargeOnly', 0, 3, 0.25).batteryKw, 0);
    // backup keeps its reserve: at 60 % it does not discharge
    assert.equal(stepBattery({ ...surplus(), soc: 60 }, SPEC, 'backup', 0, 3, 0.25).batteryKw, 0);
    assert.ok(stepBattery({ ...surplus(), soc: 30 }, SPEC, 'backup', 0, 3, 0.25).batteryKw < 0, 'tops up to reserve');
  });

  it('maps states and modes to behaviours (spec 4)', () => {
    assert.equal(behaviourOf('stop', 'Stop'), 'idle');
    assert.equal(behaviourOf('passive', 'SelfConsumption'), 'selfConsumption');
    assert.equal(behaviourOf('passive', 'Backup'), 'backup');
    assert.equal(behaviourOf('chargeonly', 'ChargeOnly'), 'chargeOnly');
    assert.equal(behaviourOf('peakShaving', 'SelfConsumption'), 'peakShaving');
    assert.equal(behaviourOf('error', 'Unknown'), 'idle');
  });
});
