import { deviceTypeLabel, deviceTypeOfId, entityKindOf, isSolarId, selectionTypeOf } from './deviceType';

describe('spec 3: device type label of one id', () => {
  it.each([
    ['SC-000000123', 'Industrial'],
    ['SCR-000000123', 'Compact'],
    ['PV-000000001', 'PV'],
    ['PV123', 'PV'],
    ['sc-000000123', 'Unknown'],
    ['scr-000000123', 'Unknown'],
    ['XY-1', 'Unknown'],
    ['', 'Unknown'],
    [null, 'Unknown'],
  ])('%p -> %p', (id, label) => {
    expect(deviceTypeOfId(id)).toBe(label);
  });
});

describe('spec 3: device type label of several devices', () => {
  it.each([
    [['SC-000000001'], 'Industrial'],
    [['SCR-000000001', 'SCR-000000002'], 'Compact'],
    [['SC-000000001', 'SCR-000000002'], 'Mixed'],
    [['PV-1', 'SC-000000001'], 'Mixed'],
    [['PV-1'], 'PV'],
    [['SCR-000000002', 'XX-1'], 'Compact'],
    [['XX-1'], 'Unknown'],
    [[], 'Unknown'],
  ])('%p -> %p', (ids, label) => {
    expect(deviceTypeLabel(ids)).toBe(label);
  });
});

describe('spec 3: a solar type is identified by an id starting with PV', () => {
  it.each([
    ['PV-1', true],
    ['PVSITE-9', true],
    ['pv-1', false],
    ['SC-000000001', false],
    [undefined, false],
  ])('%p -> %p', (id, solar) => {
    expect(isSolarId(id)).toBe(solar);
  });
});

describe('spec 3: selection type of an id', () => {
  it.each([
    ['G1', 'group', undefined, 'SITEGROUP'],
    ['SC-000000001', 'device', undefined, 'DEVICE'],
    ['SCR-000000001', 'device', undefined, 'DEVICE'],
    ['PV-000000001', 'device', undefined, 'PVDEVICE'],
    ['S1', 'site', 2, 'SITE'],
    ['S1', 'site', 0, 'EMPTYSITE'],
    ['PV-S1', 'site', 0, 'PVSITE'],
    ['PV-S1', 'site', 3, 'PVSITE'],
    [null, 'site', 3, 'NONE'],
    ['', 'device', undefined, 'NONE'],
  ] as const)('%p as %p with %p devices -> %p', (id, kind, count, type) => {
    const result = kind === 'site' ? selectionTypeOf(id, kind, count ?? 0) : selectionTypeOf(id, kind);
    expect(result).toBe(type);
  });

  it.each([
    ['SITEGROUP', 'group'],
    ['SITE', 'site'],
    ['PVSITE', 'site'],
    ['EMPTYSITE', 'site'],
    ['DEVICE', 'device'],
    ['PVDEVICE', 'device'],
    ['NONE', null],
  ] as const)('%p is a %p', (type, kind) => {
    expect(entityKindOf(type)).toBe(kind);
  });
});
