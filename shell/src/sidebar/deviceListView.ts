/**
 * What the user has chosen in the sidebar list: search text, filters, sort and the two toggles.
 *
 * Kept outside the component so that it survives a remount: on mobile the list is a tab that unmounts when a row is
 * chosen (it navigates to home), and the desktop sidebar unmounts when it is hidden or the window crosses 900 px;
 * coming back must show the same search and filters. A sign-out leaves the page (spec 7: it redirects to the
 * provider), so nothing carries over to another user.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_FILTERS, DEFAULT_SORT, type DeviceListFilters, type SortState } from '@bess/shared';

export interface DeviceListViewState {
  /** The search text after the debounce (spec 5). */
  search: string;
  /** The applied filters (spec 4); emailIds stay empty here, they come from GET /AdvancedSearch. */
  filters: DeviceListFilters;
  sort: SortState;
  showGroups: boolean;
  showEmptySites: boolean;
}

/**
 * Defaults. spec 4: sort by state, ascending.
 * Decision: groups are shown, because the hierarchy is how users organise their fleet (spec 1: groups nest) and a flat
 * list of 1,000 sites loses that. Empty sites are shown, because a new site starts empty (spec 4: creating a site
 * makes an empty site) and installers and admins must be able to find and select it (EMPTYSITE has its own tabs,
 * spec 2) to commission a device into it; hiding them is the user's choice.
 */
export const DEFAULT_VIEW: DeviceListViewState = {
  search: '',
  filters: DEFAULT_FILTERS,
  sort: DEFAULT_SORT,
  showGroups: true,
  showEmptySites: true,
};

/** A small store of the view state with a subscribe function for useSyncExternalStore. */
export interface DeviceListView {
  get(): DeviceListViewState;
  update(patch: Partial<DeviceListViewState>): void;
  subscribe(onChange: () => void): () => void;
}

/** Creates a view store (one per shell page; tests make their own). */
export function createDeviceListView(initial: Partial<DeviceListViewState> = {}): DeviceListView {
  let state: DeviceListViewState = { ...DEFAULT_VIEW, ...initial };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The view store shared by the desktop sidebar and the mobile device-list tab. */
export const deviceListView = createDeviceListView();

/** The current view state of a store. */
export function useDeviceListView(view: DeviceListView): DeviceListViewState {
  return useSyncExternalStore(view.subscribe, view.get, view.get);
}
