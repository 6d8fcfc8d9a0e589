/** The resolved configuration tree of groups, sites and devices (spec 1 and 3). */
import { DEFAULT_TIMEZONE } from './constants';
import { SelectionType } from './enums';
import { deviceTypeOfId, entityKindOf, selectionTypeOf } from './deviceType';
import {
  SITE_GROUP_FEATURES,
  siteBatteryCapacity,
  siteCommissionningDate,
  siteDeviceTypes,
  siteHasDashboard,
} from './site';
import type { Device, Hierarchy, Selection, Site, SiteGroup, SiteGroupInput, SiteInput } from './types';

function nonEmpty(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}

function timezoneOr(value: string | null | undefined): string {
  // spec 3: timezone defaults to GMT.
  return nonEmpty(value) ? value : DEFAULT_TIMEZONE;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/**
 * Resolves the configuration (GET /SiteGroup) into a hierarchy and derives the site fields of spec 3:
 * commissionningDate (earliest of its devices), batteryCapacity (sum), deviceTypes, hasDashboard, timezone default.
 * A link is taken from either side (site.parentId or group.siteIds; device.siteId / parentId or site.deviceIds); a
 * parent the user cannot see counts as none. A group's batteryCapacity is kept when the server gives a number, else
 * it is the sum over the sites below it.
 */
export function buildHierarchy(
  groupInputs: readonly SiteGroupInput[],
  siteInputs: readonly SiteInput[],
  deviceInputs: readonly Device[],
): Hierarchy {
  const groupIds = new Set(groupInputs.map((g) => g.siteGroupId));
  const siteIds = new Set(siteInputs.map((s) => s.siteId));
  const devicesById = new Map<string, Device>(deviceInputs.map((d) => [d.deviceId, d]));

  // Device -> site: the device's own link wins over a site's list.
  const siteIdByDeviceId = new Map<string, string>();
  for (const site of siteInputs) {
    for (const id of site.deviceIds ?? []) if (devicesById.has(id)) siteIdByDeviceId.set(id, site.siteId);
  }
  for (const device of deviceInputs) {
    const own = nonEmpty(device.siteId) ? device.siteId : device.parentId;
    if (nonEmpty(own) && siteIds.has(own)) siteIdByDeviceId.set(device.deviceId, own);
  }
  const deviceIdsBySite = new Map<string, string[]>();
  for (const site of siteInputs) {
    // Ids the user cannot see stay listed (the site is not empty), unless the device says it lives elsewhere.
    for (const id of site.deviceIds ?? []) {
      const resolved = siteIdByDeviceId.get(id);
      if (resolved === undefined || resolved === site.siteId) pushTo(deviceIdsBySite, site.siteId, id);
    }
  }
  for (const [deviceId, siteId] of siteIdByDeviceId) pushTo(deviceIdsBySite, siteId, deviceId);

  // Site -> group: the site's parentId wins over a group's list.
  const groupIdBySite = new Map<string, string>();
  for (const group of groupInputs)
    for (const id of group.siteIds ?? []) if (siteIds.has(id)) groupIdBySite.set(id, group.siteGroupId);
  for (const site of siteInputs)
    if (nonEmpty(site.parentId) && groupIds.has(site.parentId)) groupIdBySite.set(site.siteId, site.parentId);

  const sites: Site[] = siteInputs.map((input) => {
    const deviceIds = deviceIdsBySite.get(input.siteId) ?? [];
    const devices = deviceIds.map((id) => devicesById.get(id)).filter((d): d is Device => d !== undefined);
    return {
      siteId: input.siteId,
      siteName: input.siteName,
      parentId: groupIdBySite.get(input.siteId) ?? null,
      timezone: timezoneOr(input.timezone),
      deviceIds,
      meters: input.meters ?? [],
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      address: input.address ?? null,
      country: input.country ?? null,
      commissionningDate: siteCommissionningDate(devices),
      installationType: input.installationType ?? null,
      pvPeak: input.pvPeak ?? null,
      gridPowerImportLimit: input.gridPowerImportLimit ?? null,
      gridPowerExportLimit: input.gridPowerExportLimit ?? null,
      electricityPriceImport: input.electricityPriceImport ?? null,
      electricityPriceExport: input.electricityPriceExport ?? null,
      batteryCapacity: siteBatteryCapacity(devices),
      deviceTypes: siteDeviceTypes(input.deviceTypes, devices),
      hasDashboard: siteHasDashboard(input.meters, deviceIds.length),
      features: input.features ?? [],
      level: input.level ?? null,
    };
  });
  const sitesById = new Map(sites.map((s) => [s.siteId, s]));

  const childGroupIds = new Map<string, string[]>();
  const rootGroupIds: string[] = [];
  for (const group of groupInputs) {
    const parent = group.parentId;
    if (nonEmpty(parent) && groupIds.has(parent) && parent !== group.siteGroupId)
      pushTo(childGroupIds, parent, group.siteGroupId);
    else rootGroupIds.push(group.siteGroupId);
  }
  const groupSiteIds = new Map<string, string[]>();
  const ungroupedSiteIds: string[] = [];
  for (const site of sites) {
    if (site.parentId === null) ungroupedSiteIds.push(site.siteId);
    else pushTo(groupSiteIds, site.parentId, site.siteId);
  }

  const subtreeCapacity = (groupId: string, seen: Set<string>): number => {
    if (seen.has(groupId)) return 0; // a cycle in the data must not hang the app
    seen.add(groupId);
    const own = (groupSiteIds.get(groupId) ?? []).reduce(
      (sum, id) => sum + (sitesById.get(id)?.batteryCapacity ?? 0),
      0,
    );
    return (childGroupIds.get(groupId) ?? []).reduce((sum, id) => sum + subtreeCapacity(id, seen), own);
  };
  const groups: SiteGroup[] = groupInputs.map((input) => ({
    siteGroupId: input.siteGroupId,
    parentId: rootGroupIds.includes(input.siteGroupId) ? null : (input.parentId ?? null),
    name: input.name,
    timezone: timezoneOr(input.timezone),
    batteryCapacity: Number.isFinite(input.batteryCapacity)
      ? (input.batteryCapacity as number)
      : subtreeCapacity(input.siteGroupId, new Set()),
    siteIds: groupSiteIds.get(input.siteGroupId) ?? [],
    level: input.level ?? null,
  }));

  return {
    groups,
    sites,
    devices: deviceInputs,
    unparentedDevices: deviceInputs.filter((d) => !siteIdByDeviceId.has(d.deviceId)),
    groupsById: new Map(groups.map((g) => [g.siteGroupId, g])),
    sitesById,
    devicesById,
    siteIdByDeviceId,
    rootGroupIds,
    childGroupIds,
    groupSiteIds,
    ungroupedSiteIds,
  };
}

/** The group ids above a site or group, nearest first. */
export function groupAncestors(hierarchy: Hierarchy, groupId: string | null): string[] {
  const out: string[] = [];
  let current = groupId;
  while (current !== null && hierarchy.groupsById.has(current) && !out.includes(current)) {
    out.push(current);
    current = hierarchy.groupsById.get(current)?.parentId ?? null;
  }
  return out;
}

/** All sites below a group, nested groups included. */
export function sitesInGroup(hierarchy: Hierarchy, groupId: string): Site[] {
  const out: Site[] = [];
  const seen = new Set<string>();
  const walk = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const siteId of hierarchy.groupSiteIds.get(id) ?? []) {
      const site = hierarchy.sitesById.get(siteId);
      if (site) out.push(site);
    }
    for (const child of hierarchy.childGroupIds.get(id) ?? []) walk(child);
  };
  walk(groupId);
  return out;
}

/** The devices of a site that the user can see. */
export function devicesOfSite(hierarchy: Hierarchy, siteId: string): Device[] {
  const site = hierarchy.sitesById.get(siteId);
  if (!site) return [];
  return site.deviceIds.map((id) => hierarchy.devicesById.get(id)).filter((d): d is Device => d !== undefined);
}

/** The site a device belongs to, or null for an unparented device. */
export function siteOfDevice(hierarchy: Hierarchy, deviceId: string): Site | null {
  const siteId = hierarchy.siteIdByDeviceId.get(deviceId);
  return siteId === undefined ? null : (hierarchy.sitesById.get(siteId) ?? null);
}

/** A selection for an id of the hierarchy with its selection type (spec 3), or NONE when the id is not in it. */
export function selectionFor(hierarchy: Hierarchy, id: string | null | undefined): Selection {
  if (!nonEmpty(id)) return { id: null, selectionType: SelectionType.NONE };
  if (hierarchy.groupsById.has(id)) return { id, selectionType: selectionTypeOf(id, 'group') };
  const site = hierarchy.sitesById.get(id);
  if (site) return { id, selectionType: selectionTypeOf(id, 'site', site.deviceIds.length) };
  if (hierarchy.devicesById.has(id)) return { id, selectionType: selectionTypeOf(id, 'device') };
  return { id: null, selectionType: SelectionType.NONE };
}

/** The resolved entity behind a selection. */
export type SelectedEntity =
  | { kind: 'group'; group: SiteGroup }
  | { kind: 'site'; site: Site }
  | { kind: 'device'; device: Device; site: Site | null }
  | { kind: 'none' };

/** Resolves a selection to its group, site or device. */
export function selectedEntity(hierarchy: Hierarchy, selection: Selection): SelectedEntity {
  const kind = entityKindOf(selection.selectionType);
  const id = selection.id;
  if (kind === null || id === null) return { kind: 'none' };
  if (kind === 'group') {
    const group = hierarchy.groupsById.get(id);
    return group ? { kind, group } : { kind: 'none' };
  }
  if (kind === 'site') {
    const site = hierarchy.sitesById.get(id);
    return site ? { kind, site } : { kind: 'none' };
  }
  const device = hierarchy.devicesById.get(id);
  return device ? { kind, device, site: siteOfDevice(hierarchy, id) } : { kind: 'none' };
}

/** The features of a selection (spec 3): a site's own, a device's site's, all but Basic for a group, none otherwise. */
export function selectionFeatures(hierarchy: Hierarchy, selection: Selection): string[] {
  const entity = selectedEntity(hierarchy, selection);
  switch (entity.kind) {
    case 'group':
      return [...SITE_GROUP_FEATURES];
    case 'site':
      return [...entity.site.features];
    case 'device':
      return entity.site ? [...entity.site.features] : [];
    case 'none':
      return [];
  }
}

/**
 * The device types of a selection: a site's, the union over the sites of a group, or for a device its site's list
 * plus its own type (so that a device of an XEAM site counts as XEAM).
 */
export function selectionDeviceTypes(hierarchy: Hierarchy, selection: Selection): string[] {
  const entity = selectedEntity(hierarchy, selection);
  switch (entity.kind) {
    case 'group':
      return [...new Set(sitesInGroup(hierarchy, entity.group.siteGroupId).flatMap((s) => s.deviceTypes))];
    case 'site':
      return [...entity.site.deviceTypes];
    case 'device': {
      const own = [deviceTypeOfId(entity.device.deviceId), entity.device.deviceType].filter(nonEmpty);
      return [...new Set([...(entity.site?.deviceTypes ?? []), ...own])].filter((t) => t !== 'Unknown');
    }
    case 'none':
      return [];
  }
}

/**
 * Ids of the dashboards the user may see (ARCHITECTURE 8): every site with hasDashboard and every site group; the
 * dashboard id is the site's or group's id.
 */
export function dashboardIds(hierarchy: Hierarchy): string[] {
  return [
    ...hierarchy.sites.filter((s) => s.hasDashboard).map((s) => s.siteId),
    ...hierarchy.groups.map((g) => g.siteGroupId),
  ];
}

/** The display name of a selection: the group's or site's name, the device's id. */
export function selectionName(hierarchy: Hierarchy, selection: Selection): string | null {
  const entity = selectedEntity(hierarchy, selection);
  switch (entity.kind) {
    case 'group':
      return entity.group.name;
    case 'site':
      return entity.site.siteName;
    case 'device':
      return entity.device.deviceId;
    case 'none':
      return null;
  }
}

/** spec 3: the timezone of the selected site, of the site of the selected device, or of the group; default GMT. */
export function selectionTimezone(hierarchy: Hierarchy, selection: Selection): string {
  const entity = selectedEntity(hierarchy, selection);
  switch (entity.kind) {
    case 'group':
      return entity.group.timezone || DEFAULT_TIMEZONE;
    case 'site':
      return entity.site.timezone || DEFAULT_TIMEZONE;
    case 'device':
      return entity.site?.timezone || DEFAULT_TIMEZONE;
    case 'none':
      return DEFAULT_TIMEZONE;
  }
}
