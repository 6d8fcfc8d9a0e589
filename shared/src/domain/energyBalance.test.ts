import {
  addBalances,
  balanceHolds,
  balanceResidual,
  balanceStep,
  batteryLossKwh,
  estimateLoadSplit,
  loadOfSplit,
  selfSufficiencyPercent,
  solarSavings,
  solarUsedKwh,
  storeAfter,
  storedPvShare,
  withinTolerance,
  type StepBalance,
  type StoredEnergy,
} from './energyBalance';

describe('balanceStep: one step attributed (PV to the load first, then the battery, then export)', () => {
  it.each([
    // pv, load, battery (+discharge), PV share held -> pvEnergi, batPV, batGrid, gridDirect, import, export, chgPV, chgGrid, batToGrid
    ['PV covers the load, surplus exported', 5, 2, 0, 1, [2, 0, 0, 0, 0, 3, 0, 0, 0]],
    ['PV surplus charges the battery', 5, 2, -2, 1, [2, 0, 0, 0, 0, 1, 2, 0, 0]],
    ['night charge from the grid: not the load', 0, 3, -45, 1, [0, 0, 0, 3, 48, 0, 0, 45, 0]],
    ['charge beyond the PV surplus comes from the grid', 3, 2, -4, 1, [2, 0, 0, 0, 3, 0, 1, 3, 0]],
    ['the battery covers the load by what it held', 1, 5, 4, 0.25, [1, 1, 3, 0, 0, 0, 0, 0, 0]],
    ['battery short: the grid covers the rest', 0, 5, 2, 1, [0, 2, 0, 3, 3, 0, 0, 0, 0]],
    ['battery discharge beyond the load is exported', 1, 2, 3, 0.5, [1, 0.5, 0.5, 0, 0, 2, 0, 0, 2]],
    ['nothing at all', 0, 0, 0, 1, [0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ] as const)('%s', (_name, pv, load, battery, share, expected) => {
    const b = balanceStep(pv, load, battery, share);
    expect([
      b.pvEnergi,
      b.batteryDischargePV,
      b.batteryDischargeGrid,
      b.gridPowerImport,
      b.gridImport,
      b.gridExport,
      b.batteryChargePV,
      b.batteryChargeGrid,
      b.batteryToGrid,
    ]).toEqual(expected);
    expect(balanceResidual(b)).toBeCloseTo(0, 9);
    expect(loadOfSplit(b)).toBeCloseTo(load, 9);
  });
});

describe('the battery store by origin', () => {
  it('adds a charge by origin (x efficiency) and draws a discharge from both origins by their shares', () => {
    let store: StoredEnergy = { pvKwh: 0, gridKwh: 0 };
    expect(storedPvShare(store)).toBe(1);
    store = storeAfter(store, { batteryChargePV: 2, batteryChargeGrid: 6, batteryDischarge: 0 }, 0.5);
    expect(store).toEqual({ pvKwh: 1, gridKwh: 3 });
    expect(storedPvShare(store)).toBe(0.25);
    store = storeAfter(store, { batteryChargePV: 0, batteryChargeGrid: 0, batteryDischarge: 1 }, 0.5);
    expect(store).toEqual({ pvKwh: 0.5, gridKwh: 1.5 });
    expect(batteryLossKwh(8, 1, 0.5)).toBe(5);
  });
});

describe('estimateLoadSplit: hours known only by their totals', () => {
  it.each([
    ['PV first', { pv: 10, load: 4, batteryDischarge: 0 }, { pv: 0, grid: 0 }, [4, 0, 0, 0]],
    ['then the battery by origin', { pv: 1, load: 5, batteryDischarge: 2 }, { pv: 1.5, grid: 0.5 }, [1, 1.5, 0.5, 2]],
    [
      'a discharge beyond the load is not the load',
      { pv: 0, load: 1, batteryDischarge: 3 },
      { pv: 3, grid: 0 },
      [0, 1, 0, 0],
    ],
  ] as const)('%s', (_name, flows, origin, expected) => {
    const split = estimateLoadSplit(flows, origin);
    expect([split.pvEnergi, split.batteryDischargePV, split.batteryDischargeGrid, split.gridPowerImport]).toEqual(
      expected,
    );
    expect(loadOfSplit(split)).toBeCloseTo(flows.load, 9);
  });
});

describe('tolerances and self-sufficiency', () => {
  it('accepts 0.5 % and rounding, refuses more', () => {
    expect(withinTolerance(100, 100.5)).toBe(true);
    expect(withinTolerance(100, 100.6)).toBe(false);
    expect(withinTolerance(0, 0.001)).toBe(true);
    expect(balanceHolds({ pv: 10, load: 8, gridImport: 0, gridExport: 1, batteryCharge: 1, batteryDischarge: 0 })).toBe(
      true,
    );
    expect(balanceHolds({ pv: 10, load: 8, gridImport: 3, gridExport: 1, batteryCharge: 1, batteryDischarge: 0 })).toBe(
      false,
    );
  });

  it('savings: solar energy used (directly or through the battery) at the import price plus the export', () => {
    const split = { pvEnergi: 4, batteryDischargePV: 2, batteryDischargeGrid: 1, gridPowerImport: 3 };
    expect(solarUsedKwh(split)).toBe(6);
    expect(solarSavings(split, 4, 2, 0.5)).toBe(14);
  });

  it('self-sufficiency is PV used directly or through the battery, of the load', () => {
    expect(
      selfSufficiencyPercent({ pvEnergi: 2, batteryDischargePV: 1, batteryDischargeGrid: 1, gridPowerImport: 0 }),
    ).toBe(75);
    expect(
      selfSufficiencyPercent({ pvEnergi: 0, batteryDischargePV: 0, batteryDischargeGrid: 0, gridPowerImport: 0 }),
    ).toBe(0);
  });
});

/** mulberry32: a deterministic PRNG so that a failing case can be run again. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Steps of 5 minutes: an hour mixes PV surplus and shortfall, charge and discharge. */
const STEP_MIN = 5;
const PER_HOUR = 60 / STEP_MIN;

/**
 * Simulates one site for `days` days at 5-minute steps: PV follows a day curve with clouds, the load a noisy profile,
 * the battery self-consumes, charges from the grid at night, and now and then discharges at full power (exporting).
 * Returns the hours' sums and the battery's store at the end.
 */
function simulateSite(seed: number, days: number) {
  const rnd = random(seed);
  const pvPeak = rnd() * 20;
  const baseLoad = 0.3 + rnd() * 4;
  const capacity = rnd() < 0.15 ? 0 : 5 + rnd() * 60;
  const maxPower = capacity / 4 + 1;
  const efficiency = 0.9 + rnd() * 0.1;
  let soc = capacity * rnd();
  const pvPart = soc * rnd();
  const initial: StoredEnergy = { pvKwh: pvPart, gridKwh: soc - pvPart };
  let store = initial;
  const hours: StepBalance[] = [];
  let originIn = { pv: 0, grid: 0 };
  let originOut = { pv: 0, grid: 0 };
  for (let day = 0; day < days; day++) {
    const clouds = rnd();
    for (let hour = 0; hour < 24; hour++) {
      let sum: StepBalance | null = null;
      for (let minute = 0; minute < 60; minute += STEP_MIN) {
        const h = hour + minute / 60;
        const sun = Math.max(0, Math.sin(((h - 6) / 12) * Math.PI));
        const pv = (pvPeak * sun * (1 - 0.8 * clouds * rnd())) / PER_HOUR;
        const load = (baseLoad * (0.5 + rnd() + (h > 17 && h < 21 ? 1 : 0))) / PER_HOUR;
        let batteryKw = (load - pv) * PER_HOUR; // self-consumption
        if (h >= 1 && h < 5 && soc < 0.45 * capacity) batteryKw = -0.3 * maxPower;
        if (rnd() < 0.02) batteryKw = maxPower; // a forced discharge (peak shaving, manual set point)
        batteryKw = Math.max(-maxPower, Math.min(maxPower, batteryKw));
        // the store's limits: never below empty, never above full
        if (batteryKw > 0) batteryKw = Math.min(batteryKw, soc * efficiency * PER_HOUR);
        else batteryKw = Math.max(batteryKw, (-(capacity - soc) / efficiency) * PER_HOUR);
        if (capacity === 0) batteryKw = 0;
        const step = balanceStep(pv, load, batteryKw / PER_HOUR, storedPvShare(store));
        const before = store;
        store = storeAfter(store, step, efficiency);
        soc = store.pvKwh + store.gridKwh;
        originIn = {
          pv: originIn.pv + step.batteryChargePV * efficiency,
          grid: originIn.grid + step.batteryChargeGrid * efficiency,
        };
        const drawn = step.batteryDischarge / efficiency;
        originOut = {
          pv: originOut.pv + Math.min(before.pvKwh, drawn * storedPvShare(before)),
          grid: originOut.grid + Math.min(before.gridKwh, drawn * (1 - storedPvShare(before))),
        };
        sum = sum ? addBalances(sum, step) : step;
      }
      hours.push(sum!);
    }
  }
  return { hours, store, originIn, originOut, initial, efficiency };
}

describe('property: many simulated days and sites', () => {
  const SITES = 40;
  const DAYS = 7;

  it('every hour balances within 0.5 % and its four load parts add up to the load', () => {
    let checked = 0;
    let gridCharged = 0;
    for (let site = 1; site <= SITES; site++) {
      const { hours } = simulateSite(site * 7919, DAYS);
      for (const [i, h] of hours.entries()) {
        const where = `site ${site}, hour ${i}`;
        if (!balanceHolds(h)) throw new Error(`${where}: residual ${balanceResidual(h)}`);
        if (!withinTolerance(loadOfSplit(h), h.load)) throw new Error(`${where}: parts ${loadOfSplit(h)} vs ${h.load}`);
        // the charge is PV or grid, the discharge goes to the load or the grid
        if (Math.abs(h.batteryChargePV + h.batteryChargeGrid - h.batteryCharge) > 1e-9) {
          throw new Error(`${where}: charge by origin`);
        }
        if (Math.abs(h.batteryDischargePV + h.batteryDischargeGrid + h.batteryToGrid - h.batteryDischarge) > 1e-9) {
          throw new Error(`${where}: discharge by use`);
        }
        // grid energy into the battery is in the meter's import, not in the load's grid part
        if (h.gridPowerImport + h.batteryChargeGrid > h.gridImport + 1e-9)
          throw new Error(`${where}: grid counted twice`);
        gridCharged += h.batteryChargeGrid;
        checked++;
      }
    }
    expect(checked).toBe(SITES * DAYS * 24);
    expect(gridCharged).toBeGreaterThan(0);
  });

  it('the battery gives back of each origin only what it took in of it (its store by origin is conserved)', () => {
    for (let site = 1; site <= SITES; site++) {
      const { hours, store, originIn, originOut, initial, efficiency } = simulateSite(site * 104729, DAYS);
      expect(initial.pvKwh + originIn.pv - originOut.pv).toBeCloseTo(store.pvKwh, 6);
      expect(initial.gridKwh + originIn.grid - originOut.grid).toBeCloseTo(store.gridKwh, 6);
      const total = hours.reduce((a, h) => addBalances(a, h));
      // grid energy the load got from the battery is at most what was drawn of grid origin, after the losses
      expect(total.batteryDischargeGrid).toBeLessThanOrEqual(originOut.grid * efficiency + 1e-6);
      expect(total.batteryDischargePV).toBeLessThanOrEqual(originOut.pv * efficiency + 1e-6);
    }
  });
});
