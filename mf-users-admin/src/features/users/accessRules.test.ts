import { ApiError, SelectionType, buildHierarchy, type Wire } from '@bess/shared';
import {
  accessTargetOf,
  canChangeGrant,
  canManage,
  filterAccess,
  grantCall,
  grantOf,
  groupsAbove,
  inheritedAccess,
  isValidGrantee,
  levelOptions,
  losesManagement,
  sortAccess,
  type Manager,
} from './accessRules';

const entry = (email: string, level: number, startTime: string, endTime: string | null): Wire.UserAccessEntry => ({
  userId: email,
  email,
  level,
  startTime,
  endTime,
  isApiClient: !email.includes('@'),
});

test.each([
  [SelectionType.SITE, 'S-1', { kind: 'site', id: 'S-1' }],
  [SelectionType.PVSITE, 'PV-1', { kind: 'site', id: 'PV-1' }],
  [SelectionType.EMPTYSITE, 'S-2', { kind: 'site', id: 'S-2' }],
  [SelectionType.SITEGROUP, 'G-1', { kind: 'group', id: 'G-1' }],
  [SelectionType.DEVICE, 'SC-000000001', null],
  [SelectionType.NONE, null, null],
])('spec 2: the users of a %s selection', (selectionType, id, expected) => {
  expect(accessTargetOf({ selectionType, id, name: null })).toEqual(expected);
});

test('managing needs partner admin (4) or better on the object', () => {
  expect([1, 2, 4, 5, 10, 20, undefined].map(canManage)).toEqual([true, true, true, false, false, false, false]);
});

test('the levels offered are never better than the caller holds', () => {
  expect(levelOptions(1)).toEqual([1, 2, 4, 5, 9, 10, 20]);
  expect(levelOptions(4)).toEqual([4, 5, 9, 10, 20]);
});

test("a grant better than the caller's own cannot be changed by them", () => {
  expect(canChangeGrant(4, { level: 2 })).toBe(false);
  expect(canChangeGrant(4, { level: 4 })).toBe(true);
  expect(canChangeGrant(10, { level: 20 })).toBe(false);
});

test.each([
  ['someone@example.com', true],
  ['  someone@example.com ', true],
  ['monitoring-client', true],
  ['two words', false],
  ['a@b', false],
  ['', false],
])('grantee %p is valid: %p', (email, valid) => {
  expect(isValidGrantee(email)).toBe(valid);
});

test('an e-mail typed finds its grant whatever its case and spaces; nothing for an empty text', () => {
  const list = [
    entry('Anna@Demo.test', 10, '2026-01-01T00:00:00Z', null),
    entry('client', 20, '2026-01-01T00:00:00Z', null),
  ];
  expect(grantOf(list, ' anna@demo.TEST ')?.email).toBe('Anna@Demo.test');
  expect(grantOf(list, 'CLIENT')?.email).toBe('client');
  expect(grantOf(list, 'anna@demo')).toBeNull();
  expect(grantOf(list, '  ')).toBeNull();
});

describe("a change of the caller's own grant that takes away their last way to manage access", () => {
  const NOW = new Date('2026-06-01T12:00:00Z');
  const me: Manager = { email: 'me@demo.test', superAdmin: false, managesAbove: false };
  const open = (level: number) => ({ level, startTime: '2026-01-01T00:00:00Z', endTime: null });

  test.each([
    ['removed', me, 'me@demo.test', null, true],
    ['lowered to normal user', me, 'ME@demo.test', open(10), true],
    ['kept at partner admin', me, 'me@demo.test', open(4), false],
    ['ending before now', me, 'me@demo.test', { ...open(2), endTime: '2026-05-01T00:00:00Z' }, true],
    ['starting later', me, 'me@demo.test', { ...open(2), startTime: '2026-07-01T00:00:00Z' }, true],
    ['ending later', me, 'me@demo.test', { ...open(2), endTime: '2026-07-01T00:00:00Z' }, false],
    ["someone else's", me, 'other@demo.test', null, false],
    ['with a managing grant above', { ...me, managesAbove: true }, 'me@demo.test', null, false],
    ['of a super admin', { ...me, superAdmin: true }, 'me@demo.test', open(20), false],
  ] as const)('%s: %p', (_case, manager, email, after, loses) => {
    expect(losesManagement(manager, email, after, NOW)).toBe(loses);
  });
});

test('spec 7: an add or a change of a grant is the call of the target, with its id in the body', () => {
  const grant = { userId: 'u-1', email: 'a@demo.test', level: 10, startTime: '2026-01-01T00:00:00Z', endTime: null };
  expect(grantCall({ kind: 'site', id: 'S-1' }, 'add', grant)).toEqual({
    name: 'addSiteUser',
    body: { siteId: 'S-1', ...grant },
  });
  expect(grantCall({ kind: 'group', id: 'G-1' }, 'update', grant)).toEqual({
    name: 'updateSiteGroupUser',
    body: { siteGroupId: 'G-1', ...grant },
  });
});

describe('filtering and sorting', () => {
  const list = [
    entry('Bo@demo.test', 10, '2026-01-02T00:00:00Z', null),
    entry('ann@demo.test', 20, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
    entry('client', 4, '2026-01-03T00:00:00Z', '2026-03-01T00:00:00Z'),
  ];

  test('filters on the e-mail, case-insensitive; an empty text keeps all', () => {
    expect(filterAccess(list, ' BO@ ').map((e) => e.email)).toEqual(['Bo@demo.test']);
    expect(filterAccess(list, '')).toBe(list);
  });

  test.each([
    ['email', 'ascend', ['ann@demo.test', 'Bo@demo.test', 'client']],
    ['level', 'ascend', ['client', 'Bo@demo.test', 'ann@demo.test']],
    ['startTime', 'descend', ['client', 'Bo@demo.test', 'ann@demo.test']],
    // An open end lasts longest.
    ['endTime', 'descend', ['Bo@demo.test', 'client', 'ann@demo.test']],
  ] as const)('sorts by %s %s', (key, order, emails) => {
    expect(sortAccess(list, { key, order }).map((e) => e.email)).toEqual(emails);
  });

  test('e-mails sort by letters, case aside, and numbers by value; equal keys by e-mail, whatever the direction', () => {
    const same = [
      entry('user10@demo.test', 10, '2026-01-01T00:00:00Z', null),
      entry('User2@demo.test', 10, '2026-01-01T00:00:00Z', null),
      entry('user1@demo.test', 10, '2026-01-01T00:00:00Z', null),
    ];
    const emails = ['user1@demo.test', 'User2@demo.test', 'user10@demo.test'];
    expect(sortAccess(same, { key: 'email', order: 'ascend' }).map((e) => e.email)).toEqual(emails);
    expect(sortAccess(same, { key: 'email', order: 'descend' }).map((e) => e.email)).toEqual([...emails].reverse());
    expect(sortAccess(same, { key: 'level', order: 'descend' }).map((e) => e.email)).toEqual(emails);
  });

  test('5,000 grants filter well within a frame budget', () => {
    const many = Array.from({ length: 5000 }, (_, i) => entry(`user${i}@demo.test`, 10, '2026-01-01T00:00:00Z', null));
    const found = filterAccess(many, 'user4999@');
    expect(found.map((e) => e.email)).toEqual(['user4999@demo.test']);
  });
});

describe('the groups above an object, whose grants reach it', () => {
  // Europe > Nordics > Denmark > Aarhus; Oslo is in a group the caller cannot see (not in their configuration).
  const hierarchy = buildHierarchy(
    [
      { siteGroupId: 'G-EU', parentId: null, name: 'Europe', level: 20 },
      { siteGroupId: 'G-NO', parentId: 'G-EU', name: 'Nordics', level: 2 },
      { siteGroupId: 'G-DK', parentId: 'G-NO', name: 'Denmark', level: 2 },
    ],
    [
      { siteId: 'S-AAR', siteName: 'Aarhus', parentId: 'G-DK', level: 2 },
      { siteId: 'S-OSL', siteName: 'Oslo', parentId: 'G-HIDDEN', level: 10 },
      { siteId: 'S-TOP', siteName: 'Alone', parentId: null, level: 10 },
    ],
    [],
  );
  test.each([
    ['a site, nearest first', { kind: 'site', id: 'S-AAR' }, ['Denmark:2', 'Nordics:2', 'Europe:20']],
    ['a group', { kind: 'group', id: 'G-DK' }, ['Nordics:2', 'Europe:20']],
    ['a group at the top', { kind: 'group', id: 'G-EU' }, []],
    ['a site outside any group', { kind: 'site', id: 'S-TOP' }, []],
    ['a site in a group the caller cannot see', { kind: 'site', id: 'S-OSL' }, []],
    ['an object not in the configuration', { kind: 'site', id: 'S-GONE' }, []],
  ] as const)('%s', (_case, target, expected) => {
    expect(groupsAbove(target, hierarchy).map((g) => `${g.name}:${g.level}`)).toEqual(expected);
  });
});

describe('the inherited grants from the reads of the groups above', () => {
  const north = { id: 'G-N', name: 'North', level: 2 };
  const europe = { id: 'G-E', name: 'Europe', level: 20 };
  const read = (...emails: string[]) => ({
    data: { users: emails.map((e) => entry(e, 10, '2026-01-01T00:00:00.000Z', null)) },
    error: null,
    isPending: false,
  });
  const failed = (status: number) => ({
    error: new ApiError({ status }),
    isPending: false,
  });
  const pending = { error: null, isPending: true };
  const shown = (answers: Parameters<typeof inheritedAccess>[1]) => {
    const { rows, isPending, isError } = inheritedAccess([north, europe], answers);
    return { rows: rows.map((r) => `${r.group.name}:${r.entry.email}`), isPending, isError };
  };

  test.each([
    [
      'nearest group first, each by e-mail',
      [read('b@x.test', 'a@x.test'), read('c@x.test')],
      { rows: ['North:a@x.test', 'North:b@x.test', 'Europe:c@x.test'], isPending: false, isError: false },
    ],
    [
      'a 403 is left out',
      [read('a@x.test'), failed(403)],
      { rows: ['North:a@x.test'], isPending: false, isError: false },
    ],
    [
      'a 404 is left out',
      [failed(404), read('c@x.test')],
      { rows: ['Europe:c@x.test'], isPending: false, isError: false },
    ],
    [
      'another failure is an error',
      [read('a@x.test'), failed(500)],
      { rows: ['North:a@x.test'], isPending: false, isError: true },
    ],
    ['a read under way', [read('a@x.test'), pending], { rows: ['North:a@x.test'], isPending: true, isError: false }],
  ])('%s', (_case, answers, expected) => {
    expect(shown(answers)).toEqual(expected);
  });
});
