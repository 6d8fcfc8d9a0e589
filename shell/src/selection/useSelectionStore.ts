import { useCallback, useMemo, useState } from 'react';
import {
  automaticSelection,
  selectItem,
  selectionFor,
  NO_SELECTION,
  type Hierarchy,
  type Selection,
} from '@bess/shared';

/** The selected id survives a reload of the browser tab (not other tabs: each may look at something else). */
export const SELECTION_STORAGE_KEY = 'bess.selection';

function storedId(): string | null {
  try {
    return window.sessionStorage.getItem(SELECTION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(id: string | null): void {
  try {
    if (id === null) window.sessionStorage.removeItem(SELECTION_STORAGE_KEY);
    else window.sessionStorage.setItem(SELECTION_STORAGE_KEY, id);
  } catch {
    // Storage may be unavailable (private mode); the selection then lasts until reload.
  }
}

export interface SelectionStore {
  selection: Selection;
  /** spec 4: selecting the same item again clears it; null clears. */
  select(id: string | null): void;
}

/**
 * The shell's selection (spec 4). It is derived from the chosen id and the configuration, so that it always agrees
 * with it: an id that is gone selects nothing, the type follows the configuration (a site whose last device was
 * uncommissioned is an empty site), and with nothing chosen the only site (or the only group when there is no site) is
 * selected automatically.
 */
export function useSelectionStore(hierarchy: Hierarchy): SelectionStore {
  const [chosenId, setChosenId] = useState<string | null>(storedId);
  const selection = useMemo(
    () => automaticSelection(hierarchy, selectionFor(hierarchy, chosenId)),
    [hierarchy, chosenId],
  );
  const select = useCallback(
    (id: string | null) => {
      const next = id === null ? NO_SELECTION : selectItem(selection, selectionFor(hierarchy, id));
      store(next.id);
      setChosenId(next.id);
    },
    [hierarchy, selection],
  );

  return { selection, select };
}
