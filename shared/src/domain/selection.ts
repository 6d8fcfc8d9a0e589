/** Selection rules of spec 4, as pure reducer-style functions: each takes the current selection and returns the next. */
import { SelectionType } from './enums';
import { selectionFor } from './hierarchy';
import type { Hierarchy, Selection } from './types';

/** Nothing selected. */
export const NO_SELECTION: Selection = Object.freeze({ id: null, selectionType: SelectionType.NONE });

/** True when nothing is selected. */
export function isNoSelection(selection: Selection): boolean {
  return selection.id === null || selection.selectionType === SelectionType.NONE;
}

/** spec 4: selecting the same item again clears the selection; selecting another item selects it. */
export function selectItem(current: Selection, next: Selection): Selection {
  if (next.id === null || next.selectionType === SelectionType.NONE) return NO_SELECTION;
  return current.id === next.id ? NO_SELECTION : next;
}

/** `selectItem` by id, with the selection type taken from the hierarchy. */
export function selectId(hierarchy: Hierarchy, current: Selection, id: string): Selection {
  return selectItem(current, selectionFor(hierarchy, id));
}

/**
 * spec 4: removing a site clears the selection. Decision: taken literally, removing any site clears it (the removed
 * site is normally the one selected, and a device of it would lose its site).
 */
export function selectionAfterSiteRemoved(_current: Selection, _removedSiteId: string): Selection {
  return NO_SELECTION;
}

/**
 * spec 4: with nothing selected, a user with exactly one site gets it selected; one with exactly one group and no site
 * gets the group.
 */
export function automaticSelection(hierarchy: Hierarchy, current: Selection): Selection {
  if (!isNoSelection(current)) return current;
  const [site] = hierarchy.sites;
  const [group] = hierarchy.groups;
  if (site && hierarchy.sites.length === 1) return selectionFor(hierarchy, site.siteId);
  if (!site && group && hierarchy.groups.length === 1) return selectionFor(hierarchy, group.siteGroupId);
  return current;
}

/**
 * Brings a selection in line with a new configuration: an id that is gone becomes NONE, the type is recomputed (spec 4:
 * a site whose last device is uncommissioned becomes an empty site, commissioning makes it a site again), then the
 * automatic selection applies.
 */
export function reconcileSelection(hierarchy: Hierarchy, current: Selection): Selection {
  const resolved = isNoSelection(current) ? NO_SELECTION : selectionFor(hierarchy, current.id);
  const same = resolved.id === current.id && resolved.selectionType === current.selectionType;
  return automaticSelection(hierarchy, same ? current : resolved);
}
