import { DEFAULT_SORT, chooseSortKey, compareNames, sortItems, toggleSortOrder } from './sort';
import type { Sortable, SortState } from './sort';

const rows: Sortable[] = [
  { name: 'Site 10', displayState: 'running' },
  { name: 'alpha', displayState: 'idling' },
  { name: 'Site 2', displayState: 'error' },
  { name: 'Beta', displayState: 'running' },
  { name: 'gamma', displayState: 'offline' },
];

describe('spec 4: sort order toggles ascending and descending; default sort is state', () => {
  it('defaults to state ascending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'state', order: 'asc' });
  });

  it.each([
    [
      { key: 'state', order: 'asc' },
      { key: 'state', order: 'desc' },
    ],
    [
      { key: 'name', order: 'desc' },
      { key: 'name', order: 'asc' },
    ],
  ] as [SortState, SortState][])('toggle %p -> %p', (from, to) => {
    expect(toggleSortOrder(from)).toEqual(to);
  });

  it.each([
    [{ key: 'state', order: 'asc' }, 'state', { key: 'state', order: 'desc' }],
    [{ key: 'state', order: 'desc' }, 'name', { key: 'name', order: 'asc' }],
  ] as [SortState, 'state' | 'name', SortState][])('from %p choosing %p -> %p', (from, key, to) => {
    expect(chooseSortKey(from, key)).toEqual(to);
  });

  it.each([
    [{ key: 'state', order: 'asc' }, ['Site 2', 'gamma', 'Beta', 'Site 10', 'alpha']],
    [{ key: 'state', order: 'desc' }, ['alpha', 'Beta', 'Site 10', 'gamma', 'Site 2']],
    [{ key: 'name', order: 'asc' }, ['alpha', 'Beta', 'gamma', 'Site 2', 'Site 10']],
    [{ key: 'name', order: 'desc' }, ['Site 10', 'Site 2', 'gamma', 'Beta', 'alpha']],
  ] as [SortState, string[]][])('%p -> %p', (sort, names) => {
    expect(sortItems(rows, sort).map((r) => r.name)).toEqual(names);
  });

  it.each([
    ['a', 'B', -1],
    ['Site 2', 'Site 10', -1],
    ['x', 'X', 0],
  ])('compareNames(%p, %p) has sign %p', (a, b, sign) => {
    expect(Math.sign(compareNames(a, b))).toBe(sign);
  });
});
