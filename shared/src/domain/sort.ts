/** Sorting of the sidebar list (spec 4: default sort is state; the order toggles ascending and descending). */
import type { DisplayState } from './enums';
import { displayStateRank } from './states';

export const SORT_KEYS = ['state', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export interface SortState {
  key: SortKey;
  order: SortOrder;
}

/** spec 4: default sort is state, ascending. */
export const DEFAULT_SORT: SortState = { key: 'state', order: 'asc' };

/** spec 4: toggles ascending and descending. */
export function toggleSortOrder(sort: SortState): SortState {
  return { ...sort, order: sort.order === 'asc' ? 'desc' : 'asc' };
}

/** Choosing the current key again toggles the order; another key starts ascending. */
export function chooseSortKey(sort: SortState, key: SortKey): SortState {
  return sort.key === key ? toggleSortOrder(sort) : { key, order: 'asc' };
}

/** What a row needs to be sorted. */
export interface Sortable {
  name: string;
  displayState: DisplayState;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares by name: case-insensitive, numbers in names in numeric order ('Site 2' before 'Site 10'). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/**
 * Compares two rows by the sort: the key in the chosen order; ties (same state) by name ascending, so that a list
 * sorted by state still reads alphabetically inside each state.
 */
export function compareSortable(a: Sortable, b: Sortable, sort: SortState): number {
  const direction = sort.order === 'asc' ? 1 : -1;
  if (sort.key === 'state') {
    const byState = displayStateRank(a.displayState) - displayStateRank(b.displayState);
    if (byState !== 0) return byState * direction;
    return compareNames(a.name, b.name);
  }
  return compareNames(a.name, b.name) * direction;
}

/** A sorted copy of the items. */
export function sortItems<T extends Sortable>(items: readonly T[], sort: SortState): T[] {
  return [...items].sort((a, b) => compareSortable(a, b, sort));
}
