import { SelectionType, type Wire } from '@bess/shared';
import {
  accessTargetOf,
  canChangeGrant,
  canManage,
  defaultGrantLevel,
  filterAccess,
  isValidGrantee,
  isValidWindow,
  levelOptions,
  sortAccess,
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

test("spec 9: newly added users get level 2, or the caller's own level when it is weaker", () => {
  expect(defaultGrantLevel(1)).toBe(2);
  expect(defaultGrantLevel(2)).toBe(2);
  expect(defaultGrantLevel(4)).toBe(4);
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

test('a window is open or ends after its start', () => {
  expect(isValidWindow('2026-01-01T00:00:00Z', null)).toBe(true);
  expect(isValidWindow('2026-01-01T00:00:00Z', '2026-01-01T00:01:00Z')).toBe(true);
  expect(isValidWindow('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe(false);
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
