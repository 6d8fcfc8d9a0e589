import {
  DEFAULT_FILTERS,
  activeFilterCount,
  capacityInRange,
  capacityRangeKwh,
  commissioningInRange,
  deviceMatchesFilters,
  excludesUnparentedDevices,
  isCapacityFilterActive,
  isEmailFilterActive,
} from './filters';
import type { DeviceListFilters } from './filters';

const f = (extra: Partial<DeviceListFilters>): DeviceListFilters => ({ ...DEFAULT_FILTERS, ...extra });

describe('spec 4: capacity range (default [0,1] = fraction of the largest capacity, no filter)', () => {
  it('defaults to [0,1]', () => {
    expect(DEFAULT_FILTERS.capacityRange).toEqual([0, 1]);
  });

  it.each([
    [[0, 1], false],
    [[0.1, 1], true],
    [[0, 0.9], true],
  ] as [[number, number], boolean][])('%p is active: %p', (range, active) => {
    expect(isCapacityFilterActive(range)).toBe(active);
  });

  it.each([
    [50, [0.5, 1], 100, true],
    [49, [0.5, 1], 100, false],
    [100, [0, 1], 100, true],
    [0, [0, 0.1], 100, true],
    [null, [0, 0.1], 100, true],
    [null, [0.1, 1], 100, false],
    [30, [0.3, 0.3], 100, true],
    [5, [0.5, 1], 0, false],
  ] as [number | null, [number, number], number, boolean][])(
    '%p kWh in %p of %p kWh: %p',
    (capacity, range, max, expected) => {
      expect(capacityInRange(capacity, range, max)).toBe(expected);
    },
  );

  it('shows the range in kWh', () => {
    expect(capacityRangeKwh([0.25, 0.5], 200)).toEqual([50, 100]);
  });
});

describe('spec 4: commissioning date range (inclusive, open ends)', () => {
  const d = (iso: string) => `${iso}T00:00:00Z`;
  it.each([
    [d('2023-06-01'), [d('2023-01-01'), d('2023-12-31')], true],
    [d('2023-01-01'), [d('2023-01-01'), d('2023-12-31')], true],
    [d('2024-01-01'), [d('2023-01-01'), d('2023-12-31')], false],
    [d('2020-01-01'), [null, d('2021-01-01')], true],
    [d('2020-01-01'), [d('2021-01-01'), null], false],
    [null, [d('2021-01-01'), null], false],
    [null, [null, null], true],
    [null, null, true],
  ] as [string | null, [string | null, string | null] | null, boolean][])('%p in %p: %p', (value, range, expected) => {
    expect(commissioningInRange(value, range)).toBe(expected);
  });
});

describe('spec 5: e-mail filter applies only when non-empty; unparented devices excluded', () => {
  it.each([
    [f({}), false, false, 0],
    [f({ email: ' ' }), false, false, 0],
    [f({ email: 'a@b.dk' }), true, true, 1],
    [f({ emailIds: ['S1'] }), true, true, 1],
    [f({ countries: ['Denmark'] }), false, true, 1],
    [f({ commissioningDateRange: ['2023-01-01', null] }), false, true, 1],
    [f({ commissioningDateRange: [null, null] }), false, false, 0],
    [f({ modes: ['Passive'], states: ['running'] }), false, false, 2],
    [f({ installationTypes: ['Solar'], orderNr: 'x', partnerIds: ['P1'], capacityRange: [0, 0.5] }), false, false, 4],
  ])('%p: e-mail active %p, excludes unparented %p, %p active', (filters, email, excludes, count) => {
    expect(isEmailFilterActive(filters)).toBe(email);
    expect(excludesUnparentedDevices(filters)).toBe(excludes);
    expect(activeFilterCount(filters)).toBe(count);
  });
});

describe('spec 4: device filters (modes, states, order number, partner)', () => {
  const device = {
    deviceId: 'SC-000000001',
    siteId: 'S1',
    batteryCapacity: 10,
    commissionningDate: null,
    mode: 'Passive',
    state: 'stop',
    orderNr: 'ORD-77',
    partnerId: 'P1',
  };
  it.each([
    [f({ modes: ['passive'] }), undefined, true],
    [f({ modes: ['Backup'] }), undefined, false],
    [f({ modes: ['Backup'] }), { mode: 'Backup' }, true],
    [f({ states: ['idling'] }), undefined, true],
    [f({ states: ['running'] }), { state: 'maxself' }, true],
    [f({ states: ['running'] }), undefined, false],
    [f({ orderNr: 'ord-7' }), undefined, true],
    [f({ orderNr: 'ORD-8' }), undefined, false],
    [f({ partnerIds: ['P1', 'P2'] }), undefined, true],
    [f({ partnerIds: ['P2'] }), undefined, false],
  ])('%p with live %p: %p', (filters, live, expected) => {
    expect(deviceMatchesFilters(device, filters, live)).toBe(expected);
  });
});
