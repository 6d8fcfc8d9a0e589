/** The rows the sidebar list shows: the hierarchy after search, filters, toggles and sort (spec 2, 4, 5). */
import type { DisplayState, SelectionType } from './enums';
import { selectionTypeOf } from './deviceType';
import {
  DEFAULT_FILTERS,
  capacityInRange,
  deviceDisplayState,
  deviceMatchesFilters,
  excludesUnparentedDevices,
  activeFilterCount,
  hasDeviceFilter,
  isEmailFilterActive,
  siteMatchesFilters,
} from './filters';
import type { DeviceListFilters } from './filters';
import { groupAncestors } from './hierarchy';
import { isDeviceSearch, matchesDeviceSearch, matchesNameSearch, parseSearch } from './search';
import { DEFAULT_SORT, sortItems } from './sort';
import type { SortState } from './sort';
import { toDisplayState } from './states';
import type { Device, Hierarchy, LiveDataById, Site, SiteGroup } from './types';

interface TreeRowBase {
  id: string;
  name: string;
  /** Indentation level, 0 at the top. */
  depth: number;
  /** The row this one sits under, or null at the top. */
  parentId: string | null;
  selectionType: SelectionType;
  displayState: DisplayState;
}

/** One row of the sidebar list. */
export type TreeRow = TreeRowBase &
  (
    | { kind: 'group'; group: SiteGroup }
    | { kind: 'site'; site: Site }
    | { kind: 'device'; device: Device }
    | { kind: 'unparentedDevice'; device: Device }
  );

/** What the sidebar list is computed from. */
export interface VisibleTreeOptions {
  search?: string;
  filters?: DeviceListFilters;
  /** Live status per id, for state filters and sorting by state. */
  liveData?: LiveDataById;
  /** Toggle: show site groups as nested rows; off lists sites flat. */
  showGroups: boolean;
  /** Toggle: show sites without devices. */
  showEmptySites: boolean;
  sort?: SortState;
}

/**
 * The visible rows of the sidebar list, depth first: groups (sub-groups, then sites), sites outside groups, then
 * unparented devices; siblings sorted by `sort`.
 *
 * Rules (spec 4 and 5, and the decisions in DeviceListFilters):
 * - site filters (installation type, country, commissioning date, capacity) hide a site with its devices;
 * - device filters (mode, state, order number, partner), a device search and an e-mail match on a device only keep the
 *   matching devices, and a site stays only when one of its devices does (an empty site then has none and hides);
 * - a name search keeps a site when its name or a group above it matches; a group stays when a site below it stays,
 *   or, with no filter active, when its own or an ancestor's name matches;
 * - unparented devices are excluded with date, country or e-mail filters (spec 5) and by a name search (they have no
 *   site or group name); otherwise they follow device filters and a device search, and the capacity filter by their
 *   own capacity. An installation type filter does not hide them (spec 5 names only date, country and e-mail).
 */
export function visibleTree(hierarchy: Hierarchy, options: VisibleTreeOptions): TreeRow[] {
  const filters = options.filters ?? DEFAULT_FILTERS;
  const live = options.liveData ?? {};
  const sort = options.sort ?? DEFAULT_SORT;
  const query = parseSearch(options.search);
  const emailActive = isEmailFilterActive(filters);
  const emailIds = new Set(filters.emailIds);
  const deviceLevel = hasDeviceFilter(filters) || isDeviceSearch(query);
  const filtersActive = activeFilterCount(filters) > 0;

  const maxCapacity = Math.max(
    0,
    ...hierarchy.sites.map((s) => s.batteryCapacity),
    ...hierarchy.unparentedDevices.map((d) => (Number.isFinite(d.batteryCapacity) ? (d.batteryCapacity as number) : 0)),
  );
  const stateOf = (id: string, fallback?: string | null): DisplayState => toDisplayState(live[id]?.state ?? fallback);

  const devicePasses = (device: Device): boolean =>
    deviceMatchesFilters(device, filters, live[device.deviceId]) &&
    (query.kind === 'none' || query.kind === 'name' || matchesDeviceSearch(query, device.deviceId));

  // Sites: which stay, and which of their devices.
  const visibleDevicesBySite = new Map<string, Device[]>();
  for (const site of hierarchy.sites) {
    if (!options.showEmptySites && site.deviceIds.length === 0) continue;
    if (!siteMatchesFilters(site, filters, maxCapacity)) continue;
    const ancestors = groupAncestors(hierarchy, site.parentId);
    if (query.kind === 'name') {
      const named =
        matchesNameSearch(query, site.siteName) ||
        ancestors.some((id) => matchesNameSearch(query, hierarchy.groupsById.get(id)?.name));
      if (!named) continue;
    }
    const emailDirect = !emailActive || emailIds.has(site.siteId) || ancestors.some((id) => emailIds.has(id));
    const devices = site.deviceIds
      .map((id) => hierarchy.devicesById.get(id))
      .filter((d): d is Device => d !== undefined);
    const shown = devices.filter((d) => devicePasses(d) && (emailDirect || emailIds.has(d.deviceId)));
    const needsDevice = deviceLevel || !emailDirect;
    if (needsDevice && shown.length === 0) continue;
    visibleDevicesBySite.set(site.siteId, shown);
  }

  // Groups: ancestors of visible sites, plus (with no filter) groups found by name or, with no search, every group.
  const visibleGroups = new Set<string>();
  for (const siteId of visibleDevicesBySite.keys()) {
    for (const id of groupAncestors(hierarchy, hierarchy.sitesById.get(siteId)?.parentId ?? null))
      visibleGroups.add(id);
  }
  if (!filtersActive && !isDeviceSearch(query)) {
    for (const group of hierarchy.groups) {
      const chain = groupAncestors(hierarchy, group.siteGroupId);
      if (query.kind === 'none' || chain.some((id) => matchesNameSearch(query, hierarchy.groupsById.get(id)?.name))) {
        for (const id of chain) visibleGroups.add(id);
      }
    }
  }

  const rows: TreeRow[] = [];
  const siteRow = (site: Site, depth: number, parentId: string | null): TreeRow => ({
    kind: 'site',
    site,
    id: site.siteId,
    name: site.siteName,
    depth,
    parentId,
    selectionType: selectionTypeOf(site.siteId, 'site', site.deviceIds.length),
    displayState: stateOf(site.siteId),
  });
  const emitSites = (siteIds: readonly string[], depth: number, parentId: string | null): void => {
    const sites = siteIds
      .filter((id) => visibleDevicesBySite.has(id))
      .map((id) => siteRow(hierarchy.sitesById.get(id) as Site, depth, parentId));
    for (const row of sortItems(sites, sort)) {
      rows.push(row);
      const devices = (visibleDevicesBySite.get(row.id) ?? []).map((device): TreeRow => ({
        kind: 'device',
        device,
        id: device.deviceId,
        name: device.deviceId,
        depth: depth + 1,
        parentId: row.id,
        selectionType: selectionTypeOf(device.deviceId, 'device'),
        displayState: deviceDisplayState(device, live[device.deviceId]),
      }));
      rows.push(...sortItems(devices, sort));
    }
  };
  const emitGroups = (groupIds: readonly string[], depth: number, parentId: string | null): void => {
    const groups = groupIds
      .filter((id) => visibleGroups.has(id))
      .map((id): TreeRow => {
        const group = hierarchy.groupsById.get(id) as SiteGroup;
        return {
          kind: 'group',
          group,
          id,
          name: group.name,
          depth,
          parentId,
          selectionType: selectionTypeOf(id, 'group'),
          displayState: stateOf(id),
        };
      });
    for (const row of sortItems(groups, sort)) {
      rows.push(row);
      emitGroups(hierarchy.childGroupIds.get(row.id) ?? [], depth + 1, row.id);
      emitSites(hierarchy.groupSiteIds.get(row.id) ?? [], depth + 1, row.id);
    }
  };

  if (options.showGroups) {
    emitGroups(hierarchy.rootGroupIds, 0, null);
    emitSites(hierarchy.ungroupedSiteIds, 0, null);
  } else {
    emitSites(
      hierarchy.sites.map((s) => s.siteId),
      0,
      null,
    );
  }

  const unparentedAllowed = !excludesUnparentedDevices(filters) && query.kind !== 'name';
  if (unparentedAllowed) {
    const devices = hierarchy.unparentedDevices
      .filter((d) => devicePasses(d) && capacityInRange(d.batteryCapacity, filters.capacityRange, maxCapacity))
      .map((device): TreeRow => ({
        kind: 'unparentedDevice',
        device,
        id: device.deviceId,
        name: device.deviceId,
        depth: 0,
        parentId: null,
        selectionType: selectionTypeOf(device.deviceId, 'device'),
        displayState: deviceDisplayState(device, live[device.deviceId]),
      }));
    rows.push(...sortItems(devices, sort));
  }
  return rows;
}
