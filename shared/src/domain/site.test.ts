import {
  SITE_GROUP_FEATURES,
  commissioningTime,
  hasFeature,
  hasPvMeter,
  isXeam,
  siteBatteryCapacity,
  siteCommissionningDate,
  siteDeviceTypes,
  siteHasDashboard,
} from './site';

describe('spec 3: commissioning date (NaN when uncommissioned)', () => {
  it.each([
    ['2024-01-02T00:00:00Z', Date.UTC(2024, 0, 2)],
    [Date.UTC(2023, 5, 1), Date.UTC(2023, 5, 1)],
    [NaN, null],
    [null, null],
    ['', null],
    ['not a date', null],
  ])('%p -> %p', (value, ms) => {
    expect(commissioningTime(value)).toBe(ms);
  });
});

describe('spec 3: site commissioning date is the earliest of its devices', () => {
  it.each([
    [['2024-03-01T00:00:00Z', '2023-01-15T00:00:00Z', '2024-01-01T00:00:00Z'], '2023-01-15T00:00:00Z'],
    [[NaN, '2024-03-01T00:00:00Z'], '2024-03-01T00:00:00Z'],
    [[null, NaN, ''], null],
    [[], null],
    [[Date.UTC(2022, 0, 1), '2023-01-01T00:00:00Z'], Date.UTC(2022, 0, 1)],
  ])('%p -> %p', (dates, expected) => {
    expect(siteCommissionningDate(dates.map((commissionningDate) => ({ commissionningDate })))).toEqual(expected);
  });
});

describe('spec 3: site battery capacity is the sum over its devices', () => {
  it.each([
    [[10, 20, 5.5], 35.5],
    [[10, null, NaN], 10],
    [[], 0],
  ])('%p -> %p', (capacities, sum) => {
    expect(siteBatteryCapacity(capacities.map((batteryCapacity) => ({ batteryCapacity })))).toBe(sum);
  });
});

describe('spec 3: hasDashboard = has a PV meter and at least one device', () => {
  it.each([
    [[{ type: 'PV' }], 1, true],
    [[{ type: 'grid' }, { type: 'pv' }], 2, true],
    [[{ type: 'PV' }], 0, false],
    [[{ type: 'grid' }], 3, false],
    [[], 3, false],
    [null, 3, false],
  ])('meters %p with %p devices -> %p', (meters, count, expected) => {
    expect(siteHasDashboard(meters, count)).toBe(expected);
    expect(hasPvMeter(meters)).toBe(meters?.some((m) => m.type.toLowerCase() === 'pv') ?? false);
  });
});

describe('spec 3: site device types', () => {
  it.each([
    [['XEAM'], ['SC-000000001', 'SCR-000000002'], ['XEAM', 'Industrial', 'Compact']],
    [[], ['SCR-000000002', 'SCR-000000003'], ['Compact']],
    [null, ['PV-1'], ['PV']],
    [['XEAM'], [], ['XEAM']],
    [[], ['weird'], []],
  ])('given %p with devices %p -> %p', (given, ids, expected) => {
    expect(
      siteDeviceTypes(
        given,
        ids.map((deviceId) => ({ deviceId })),
      ),
    ).toEqual(expected);
  });

  it('adds a device deviceType field once', () => {
    expect(siteDeviceTypes(['XEAM'], [{ deviceId: 'SC-000000001', deviceType: 'XEAM' }])).toEqual([
      'XEAM',
      'Industrial',
    ]);
  });
});

describe('spec 3: features (site groups have all features except Basic)', () => {
  it('site group features', () => {
    expect(SITE_GROUP_FEATURES).toEqual(['EventScheduler', 'Cluster', 'Backup', 'PeakShaving']);
  });

  it.each([
    [['Basic', 'Backup'], 'Backup', true],
    [['basic', 'backup'], 'Backup', true],
    [['Basic'], 'PeakShaving', false],
    [null, 'Basic', false],
  ])('%p has %p: %p', (features, feature, expected) => {
    expect(hasFeature(features, feature)).toBe(expected);
  });

  it.each([
    [['XEAM', 'Compact'], true],
    [['xeam'], true],
    [['Compact'], false],
    [undefined, false],
  ])('device types %p are XEAM: %p', (types, expected) => {
    expect(isXeam(types)).toBe(expected);
  });
});
