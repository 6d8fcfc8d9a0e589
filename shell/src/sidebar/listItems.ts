/** The virtual list's items: the rows of `visibleTree` plus the heading above devices without a site. */
import {
  displayIcon,
  type DisplayIcon,
  type LiveDataById,
  type Resources,
  type TextKey,
  type TreeRow,
} from '@bess/shared';

export type ListItem =
  | { kind: 'option'; row: TreeRow; /** Position among the options (headings are not options). */ optionIndex: number }
  | { kind: 'heading'; key: string; labelKey: TextKey<Resources['translation']> };

/** The rows as list items: a heading goes before the first device without a site. */
export function toListItems(rows: readonly TreeRow[]): ListItem[] {
  const items: ListItem[] = [];
  let headed = false;
  rows.forEach((row, optionIndex) => {
    if (row.kind === 'unparentedDevice' && !headed) {
      items.push({ kind: 'heading', key: 'heading:unparented', labelKey: 'sidebar.unparentedDevices' });
      headed = true;
    }
    items.push({ kind: 'option', row, optionIndex });
  });
  return items;
}

/**
 * The icon of a row (spec 4): the same state `visibleTree` used (a device's live state, else its configured one; a
 * site's or group's live state) and the mode, so that running in a backup mode gets its own icon.
 */
export function rowIcon(row: TreeRow, live: LiveDataById): DisplayIcon {
  const data = live[row.id];
  if (row.kind === 'device' || row.kind === 'unparentedDevice') {
    return displayIcon(data?.state ?? row.device.state, data?.mode ?? row.device.mode);
  }
  return displayIcon(data?.state, data?.mode);
}
