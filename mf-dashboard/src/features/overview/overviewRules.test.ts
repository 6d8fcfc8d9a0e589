import { riskLevel, selectedEntity, selectionFor, type SelectionType } from '@bess/shared';
import { testFleet } from '../home/testing/testFleet';
import {
  compareNumbers,
  countByState,
  filterRows,
  overviewChildren,
  overviewRows,
  riskInputs,
  totalCapacity,
} from './overviewRules';

const fleet = testFleet();
const childrenOf = (id: string | null) => overviewChildren(fleet, selectedEntity(fleet, selectionFor(fleet, id)));

describe("the selection's children", () => {
  it.each([
    ['G-1', ['S-1', 'S-2']],
    ['S-1', ['SC-000000001', 'SCR-000000002']],
    ['SC-000000003', ['SC-000000003']],
    ['S-3', []],
    [null, ['S-1', 'S-2', 'S-3', 'PV-S-4', 'S-5']],
  ])('%p -> %p', (id, ids) => {
    expect(childrenOf(id).map((c) => c.id)).toEqual(ids);
  });

  it('carry their type, capacity and country (a device its site country)', () => {
    expect(childrenOf(null).map((c) => [c.id, c.selectionType as SelectionType, c.capacity])).toEqual([
      ['S-1', 'SITE', 120],
      ['S-2', 'SITE', 50],
      ['S-3', 'EMPTYSITE', 0],
      ['PV-S-4', 'PVSITE', 0],
      ['S-5', 'SITE', 30],
    ]);
    expect(childrenOf('S-1')[0]).toMatchObject({ selectionType: 'DEVICE', capacity: 100, country: 'Denmark' });
  });
});

describe('rows, counts, capacity and risk', () => {
  const rows = overviewRows(childrenOf(null), {
    'S-1': { state: 'passive', stateOfCharge: 50, inverterPower: -2 },
    'S-2': { state: 'error' },
    'PV-S-4': { state: 'offline', pv: 4, inverterPower: 9 },
    'S-5': { state: 'stop' },
  });

  it('spec 4: a row without status is unknown; solar power is the PV power', () => {
    expect(rows.map((r) => [r.id, r.state, r.power])).toEqual([
      ['S-1', 'running', -2],
      ['S-2', 'error', null],
      ['S-3', 'unknown', null],
      ['PV-S-4', 'offline', 4],
      ['S-5', 'idling', null],
    ]);
  });

  it('counts every display state', () => {
    expect(countByState(rows)).toEqual({
      running: 1,
      error: 1,
      offline: 1,
      idling: 1,
      notInstalled: 0,
      maintenance: 0,
      unknown: 1,
    });
  });

  it('sums the capacity', () => {
    expect(totalCapacity(rows)).toBe(200);
  });

  it.each([
    ['no alarms, 2 of 5 failing (40 %): medium', { warnings: 3, errors: 2, criticals: 0, safety: 0 }, 0, 40, 'medium'],
    ['one safety alarm: high', { warnings: 0, errors: 0, criticals: 0, safety: 1 }, 1, 40, 'high'],
    ['alarms not loaded count as none', null, 0, 40, 'medium'],
  ] as const)('spec 9 risk: %s', (_name, counters, first, second, level) => {
    const inputs = riskInputs(counters, rows);
    expect(inputs).toEqual({ first, second });
    expect(riskLevel(inputs.first, inputs.second)).toBe(level);
  });

  it.each([
    [[{ state: 'running' }], 0, 'low'],
    [[{ state: 'error' }, { state: 'running' }], 50, 'medium'],
    [[{ state: 'offline' }, { state: 'error' }, { state: 'running' }], 66.66666666666666, 'high'],
    [[], 0, 'low'],
  ] as const)('the share failing of %p is %p %%: %s', (someRows, second, level) => {
    const inputs = riskInputs({ warnings: 0, errors: 0, criticals: 0, safety: 0 }, someRows);
    expect(inputs.second).toBeCloseTo(second);
    expect(riskLevel(inputs.first, inputs.second)).toBe(level);
  });

  it.each([
    ['harb', null, ['S-1']],
    ['SWEDEN', null, ['S-2']],
    ['', 'idling', ['S-5']],
    ['de', 'idling', ['S-5']],
    ['dep', 'error', []],
    ['  ', null, ['S-1', 'S-2', 'S-3', 'PV-S-4', 'S-5']],
  ] as const)('filters by text %p and state %p', (text, state, ids) => {
    expect(filterRows(rows, text, state).map((r) => r.id)).toEqual(ids);
  });

  it('filters by the translated country name too', () => {
    expect(filterRows(rows, 'tyskland', null, (c) => (c === 'Germany' ? 'Tyskland' : c)).map((r) => r.id)).toEqual([
      'S-5',
    ]);
  });

  it('sorts unknown numbers last', () => {
    expect([3, null, 1].sort(compareNumbers)).toEqual([1, 3, null]);
  });
});
