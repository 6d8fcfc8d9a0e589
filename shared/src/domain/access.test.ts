import {
  accessLevelName,
  bestLevel,
  hasDeviceList,
  highestRole,
  isAtLeast,
  isExactly,
  isInstaller,
  isLoadingLevel,
  levelAllows,
  roleRank,
} from './access';

describe('spec 6: roles are ordered Admin < PartnerAdmin < SuperAdmin; "at least" checks', () => {
  it.each([
    ['Admin', 'Admin', true],
    ['Admin', 'PartnerAdmin', false],
    ['Admin', 'SuperAdmin', false],
    ['PartnerAdmin', 'Admin', true],
    ['PartnerAdmin', 'PartnerAdmin', true],
    ['PartnerAdmin', 'SuperAdmin', false],
    ['SuperAdmin', 'Admin', true],
    ['SuperAdmin', 'PartnerAdmin', true],
    ['SuperAdmin', 'SuperAdmin', true],
    ['Installer', 'Admin', false],
    [null, 'Admin', false],
    [undefined, 'Admin', false],
    ['Owner', 'Admin', false],
  ] as const)('%p is at least %p: %p', (role, min, expected) => {
    expect(isAtLeast(role, min)).toBe(expected);
  });

  it.each([
    ['SuperAdmin', 'SuperAdmin', true],
    ['PartnerAdmin', 'SuperAdmin', false],
    ['Installer', 'Installer', true],
    [null, 'Admin', false],
  ] as const)('%p is exactly %p: %p', (role, wanted, expected) => {
    expect(isExactly(role, wanted)).toBe(expected);
  });

  it.each([
    ['Admin', 0],
    ['PartnerAdmin', 1],
    ['SuperAdmin', 2],
    ['Installer', -1],
    [null, -1],
  ])('rank of %p is %p', (role, rank) => {
    expect(roleRank(role)).toBe(rank);
  });

  it.each([
    [['Installer', 'Admin'], 'Admin', true],
    [['SuperAdmin', 'Admin', 'PartnerAdmin'], 'SuperAdmin', false],
    [['Installer'], null, true],
    [[], null, false],
    [null, null, false],
  ])('roles %p -> highest %p, installer %p', (roles, highest, installer) => {
    expect(highestRole(roles)).toBe(highest);
    expect(isInstaller(roles)).toBe(installer);
  });
});

describe('spec 3 and 6: numeric access levels, lower is more; 100 is transient loading', () => {
  it.each([
    [1, 20, true],
    [20, 20, true],
    [10, 9, false],
    [9, 10, true],
    [2, 1, false],
    [1, 1, true],
    [100, 100, false],
    [100, 20, false],
    [null, 20, false],
    [NaN, 20, false],
  ])('level %p allows what needs %p: %p', (level, needed, expected) => {
    expect(levelAllows(level, needed)).toBe(expected);
  });

  it.each([
    [100, true],
    [1, false],
    [null, false],
  ])('level %p is loading: %p', (level, expected) => {
    expect(isLoadingLevel(level)).toBe(expected);
  });

  it.each([
    [[10, 2, 20], 2],
    [[null, 9], 9],
    [[], 100],
  ])('best of %p is %p', (levels, best) => {
    expect(bestLevel(levels)).toBe(best);
  });

  it.each([
    [1, 'SuperAdmin'],
    [2, 'Admin'],
    [4, 'PartnerAdmin'],
    [5, 'Installer'],
    [9, 'ScheduleUser'],
    [10, 'NormalUser'],
    [20, 'ReadOnly'],
    [100, 'NoUser'],
    [3, null],
  ])('level %p is %p', (level, name) => {
    expect(accessLevelName(level)).toBe(name);
  });
});

describe('spec 6: partner admin and above, or more than one site, get a device list', () => {
  it.each([
    ['PartnerAdmin', 1, true],
    ['SuperAdmin', 0, true],
    ['Admin', 1, false],
    ['Admin', 2, true],
    [null, 2, true],
    [null, 1, false],
  ])('%p with %p sites: %p', (role, sites, expected) => {
    expect(hasDeviceList(role, sites)).toBe(expected);
  });
});
