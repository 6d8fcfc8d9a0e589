/** Backup (island) mode of a site's batteries (spec 4: switches between grid-tied and backup mode). */
import { SelectionType, siteOfDevice, type HostSelection, type Hierarchy, type Site } from '@bess/shared';

/** Device modes (spec 3) in which a battery runs the site off grid or is on its way there. */
const BACKUP_MODES: ReadonlySet<string> = new Set(['backup', 'gridforming', 'togridforming', 'blackstart']);

export type BackupState = 'backup' | 'gridTied' | 'unknown';

/** A device mode as the backup view shows it: backup, grid-tied (any other known mode) or unknown. */
export function backupStateOf(mode: string | null | undefined): BackupState {
  const m = (mode ?? '').trim().toLowerCase();
  if (m === '' || m === 'unknown') return 'unknown';
  return BACKUP_MODES.has(m) ? 'backup' : 'gridTied';
}

/** The site a backup view is about: the selected site, or the site of the selected device; none for groups. */
export function backupSiteOf(
  hierarchy: Hierarchy,
  selection: Pick<HostSelection, 'id' | 'selectionType'>,
): Site | null {
  const id = selection.id ?? '';
  if (selection.selectionType === SelectionType.SITE) return hierarchy.sitesById.get(id) ?? null;
  if (selection.selectionType === SelectionType.DEVICE) return siteOfDevice(hierarchy, id);
  return null;
}
