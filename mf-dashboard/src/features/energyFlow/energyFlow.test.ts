import { energyFlows, type Flow } from './energyFlow';

const by = (flows: Flow[]) => Object.fromEntries(flows.map((f) => [f.node, [f.state, f.direction, f.powerKw]]));
const of = (flows: Flow[], node: Flow['node']) => flows.find((f) => f.node === node);

describe('energyFlows: direction and power of each end of the picture', () => {
  test.each([
    [
      'sunny: PV covers the load, charges the battery and exports',
      { pv: 12, inverterPower: -3, grid: -4, consumption: 5 },
      {
        pv: ['producing', 'in', 12],
        battery: ['charging', 'out', 3],
        grid: ['exporting', 'out', 4],
        consumption: ['consuming', 'out', 5],
      },
    ],
    [
      'evening: the battery discharges and the grid tops up',
      { pv: 0, inverterPower: 2.5, grid: 1.5, consumption: 4 },
      {
        pv: ['idle', 'none', 0],
        battery: ['discharging', 'in', 2.5],
        grid: ['importing', 'in', 1.5],
        consumption: ['consuming', 'out', 4],
      },
    ],
    [
      'noise below 0.05 kW is idle; a missing value is idle and has no power (not 0 kW)',
      { pv: null, inverterPower: 0.04, grid: -0.01 },
      {
        pv: ['idle', 'none', null],
        battery: ['idle', 'none', 0.04],
        grid: ['idle', 'none', 0.01],
        consumption: ['idle', 'none', null],
      },
    ],
    [
      'a negative pv reading is production all the same (spec 3: pv absolute)',
      { pv: -6, inverterPower: 0, grid: 0, consumption: 6 },
      {
        pv: ['producing', 'in', 6],
        battery: ['idle', 'none', 0],
        grid: ['idle', 'none', 0],
        consumption: ['consuming', 'out', 6],
      },
    ],
  ])('%s', (_name, live, expected) => {
    expect(by(energyFlows(live))).toEqual(expected);
  });
});

// The wire's signs, which the home's status card reads through this rule as the wall display does.
describe('energy flow: inverter power > 0 discharges, grid > 0 imports', () => {
  it.each([
    [{ inverterPower: 2, grid: 1.5 }, 'discharging', 'importing'],
    [{ inverterPower: -2, grid: -1.5 }, 'charging', 'exporting'],
    [{ inverterPower: 0.01, grid: -0.02 }, 'idle', 'idle'],
    [{}, 'idle', 'idle'],
  ] as const)('%p -> battery %s, grid %s', (live, battery, grid) => {
    const flows = energyFlows(live);
    expect([of(flows, 'battery')?.state, of(flows, 'grid')?.state]).toEqual([battery, grid]);
  });

  it('gives sizes without sign', () => {
    const flows = energyFlows({ inverterPower: -2.5, grid: -1, pv: 3, consumption: 1.5 });
    expect(flows.map((f) => [f.node, f.powerKw])).toEqual([
      ['pv', 3],
      ['battery', 2.5],
      ['grid', 1],
      ['consumption', 1.5],
    ]);
  });
});
