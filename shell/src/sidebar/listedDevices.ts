/**
 * The devices the sidebar list shows now, after its search and filters: the list writes them whenever what it shows
 * changes, and the host hands remotes a reader (a fleet-wide action takes "the list's current filter" from it). Kept
 * outside the component, like the list's view, so that it holds while the list is unmounted (a phone's list tab).
 */
let shown: readonly string[] = [];

export const listedDevices = {
  get: (): readonly string[] => shown,
  set(ids: readonly string[]) {
    shown = ids;
  },
};
