import { fleet } from './__fixtures__/fleet';
import { DEFAULT_FILTERS } from './filters';
import type { DeviceListFilters } from './filters';
import type { LiveDataById } from './types';
import { visibleTree } from './visibleTree';
import type { VisibleTreeOptions } from './visibleTree';

const h = fleet();
const base: VisibleTreeOptions = { showGroups: true, showEmptySites: true };
const f = (extra: Partial<DeviceListFilters>): DeviceListFilters => ({ ...DEFAULT_FILTERS, ...extra });
/** Rows as indented ids, to compare whole trees at a glance. */
const render = (options: Partial<VisibleTreeOptions>): string[] =>
  visibleTree(h, { ...base, ...options }).map((r) => `${'  '.repeat(r.depth)}${r.id}`);

const FULL_TREE = [
  'G1',
  '  G2',
  '    S2',
  '      SC-000000123',
  '  S1',
  '    SC-000000001',
  '    SCR-000000002',
  '  S3',
  'S5',
  '  SCR-000000005',
  'PV-S4',
  '  PV-000000004',
  'SC-000000999',
];

describe('spec 2 and 4: sidebar list toggles for groups and empty sites', () => {
  it.each([
    ['groups and empty sites', {}, FULL_TREE],
    ['no empty sites', { showEmptySites: false }, FULL_TREE.filter((r) => r !== '  S3')],
    [
      'no groups: sites flat, by name',
      { showGroups: false },
      [
        'S1',
        '  SC-000000001',
        '  SCR-000000002',
        'S5',
        '  SCR-000000005',
        'S2',
        '  SC-000000123',
        'S3',
        'PV-S4',
        '  PV-000000004',
        'SC-000000999',
      ],
    ],
  ])('%s', (_case, options, expected) => {
    expect(render(options)).toEqual(expected);
  });

  it('gives rows their selection type, parent and display state', () => {
    const rows = visibleTree(h, { ...base, liveData: { 'SC-000000001': { state: 'offline' } } });
    expect(rows.find((r) => r.id === 'S3')).toMatchObject({
      kind: 'site',
      selectionType: 'EMPTYSITE',
      parentId: 'G1',
      depth: 1,
    });
    expect(rows.find((r) => r.id === 'PV-S4')).toMatchObject({ selectionType: 'PVSITE' });
    expect(rows.find((r) => r.id === 'PV-000000004')).toMatchObject({
      kind: 'device',
      selectionType: 'PVDEVICE',
      parentId: 'PV-S4',
    });
    expect(rows.find((r) => r.id === 'SC-000000001')).toMatchObject({ displayState: 'offline' });
    expect(rows.find((r) => r.id === 'SC-000000999')).toMatchObject({
      kind: 'unparentedDevice',
      selectionType: 'DEVICE',
    });
    expect(rows.find((r) => r.id === 'G1')).toMatchObject({ kind: 'group', selectionType: 'SITEGROUP' });
  });
});

describe('spec 5: search text in the sidebar list', () => {
  it.each([
    ['numeric pads to 9 digits', '123', ['G1', '  G2', '    S2', '      SC-000000123']],
    ['numeric 1 finds only ...001', '1', ['G1', '  S1', '    SC-000000001']],
    ['numeric 2 finds the SCR device', '2', ['G1', '  S1', '    SCR-000000002']],
    ['exact id of an unparented device', 'SC-000000999', ['SC-000000999']],
    ['exact id, SCR does not match SC', 'SC-000000002', []],
    ['site name substring, any case', 'COPEN', ['G1', '  G2', '    S2', '      SC-000000123']],
    ['group name keeps what is below it', 'north', FULL_TREE.slice(0, 8)],
    ['solar site by name', 'sunny', ['PV-S4', '  PV-000000004']],
    ['nothing matches', 'zzz', []],
  ])('%s (%p)', (_case, search, expected) => {
    expect(render({ search })).toEqual(expected);
  });
});

describe('spec 4 and 5: filters in the sidebar list', () => {
  const live: LiveDataById = {
    'SC-000000001': { state: 'offline' },
    'SC-000000123': { state: 'passive', mode: 'backup' },
  };
  it.each([
    ['country (unparented excluded)', f({ countries: ['denmark'] }), FULL_TREE.slice(0, 7)],
    [
      'installation type (unparented kept)',
      f({ installationTypes: ['Residential'] }),
      ['G1', '  G2', '    S2', '      SC-000000123', '  S3', 'SC-000000999'],
    ],
    [
      'mode (live, any case, or configured)',
      f({ modes: ['Backup'] }),
      ['G1', '  G2', '    S2', '      SC-000000123', '  S1', '    SCR-000000002'],
    ],
    ['state from live data', f({ states: ['offline'] }), ['G1', '  S1', '    SC-000000001']],
    ['order number substring', f({ orderNr: 'ord-9' }), ['SC-000000999']],
    [
      'partner',
      f({ partnerIds: ['P1'] }),
      ['G1', '  G2', '    S2', '      SC-000000123', '  S1', '    SC-000000001', 'SC-000000999'],
    ],
    [
      'commissioning date range on the site date (unparented excluded)',
      f({ commissioningDateRange: ['2022-01-01T00:00:00Z', '2023-12-31T00:00:00Z'] }),
      ['G1', '  S1', '    SC-000000001', '    SCR-000000002'],
    ],
    [
      'commissioning date from only',
      f({ commissioningDateRange: ['2024-01-01T00:00:00Z', null] }),
      ['G1', '  G2', '    S2', '      SC-000000123'],
    ],
    [
      'capacity [0.5,1] of the largest (120 kWh)',
      f({ capacityRange: [0.5, 1] }),
      ['G1', '  S1', '    SC-000000001', '    SCR-000000002'],
    ],
    [
      'capacity [0,0.2] of the largest',
      f({ capacityRange: [0, 0.2] }),
      ['G1', '  S3', 'S5', '  SCR-000000005', 'PV-S4', '  PV-000000004'],
    ],
    ['capacity [0,1] is no filter', f({ capacityRange: [0, 1] }), FULL_TREE],
    ['e-mail ids: a site', f({ email: 'a@b.dk', emailIds: ['S5'] }), ['S5', '  SCR-000000005']],
    [
      'e-mail ids: a device',
      f({ email: 'a@b.dk', emailIds: ['SC-000000123'] }),
      ['G1', '  G2', '    S2', '      SC-000000123'],
    ],
    ['e-mail ids: a group', f({ email: 'a@b.dk', emailIds: ['G2'] }), ['G1', '  G2', '    S2', '      SC-000000123']],
    ['e-mail with no hits shows nothing', f({ email: 'x@y.dk', emailIds: [] }), []],
    ['empty e-mail is no filter', f({ email: '  ', emailIds: [] }), FULL_TREE],
    [
      'two filters combine',
      f({ countries: ['Denmark'], modes: ['SelfConsumption'] }),
      ['G1', '  S1', '    SC-000000001'],
    ],
  ])('%s', (_case, filters, expected) => {
    expect(render({ filters, liveData: live })).toEqual(expected);
  });

  it('live mode wins over the configured mode', () => {
    expect(render({ filters: f({ modes: ['Passive'] }), liveData: live })).toEqual(['S5', '  SCR-000000005']);
  });

  it('search and filters combine', () => {
    expect(render({ search: 'aarhus', filters: f({ partnerIds: ['P2'] }) })).toEqual([
      'G1',
      '  S1',
      '    SCR-000000002',
    ]);
  });
});

describe('spec 4: sidebar sort (default state, toggles ascending and descending)', () => {
  const liveData: LiveDataById = {
    S5: { state: 'error' },
    'PV-S4': { state: 'passive' },
    'SC-000000999': { state: 'stop' },
  };
  const topLevel = (options: Partial<VisibleTreeOptions>): string[] =>
    visibleTree(h, { ...base, showGroups: false, showEmptySites: false, liveData, ...options })
      .filter((r) => r.depth === 0)
      .map((r) => r.id);

  it.each([
    ['default: state ascending, then name', undefined, ['S5', 'PV-S4', 'S1', 'S2', 'SC-000000999']],
    ['state descending', { key: 'state', order: 'desc' } as const, ['S1', 'S2', 'PV-S4', 'S5', 'SC-000000999']],
    ['name ascending', { key: 'name', order: 'asc' } as const, ['S1', 'S5', 'S2', 'PV-S4', 'SC-000000999']],
    ['name descending', { key: 'name', order: 'desc' } as const, ['PV-S4', 'S2', 'S5', 'S1', 'SC-000000999']],
  ])('%s', (_case, sort, expected) => {
    expect(topLevel({ sort })).toEqual(expected);
  });
});
