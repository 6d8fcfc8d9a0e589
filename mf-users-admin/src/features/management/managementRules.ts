/** Pure rules of the management tab: who may change what, the site and group forms, and where a group may move. */
import {
  AccessLevel,
  COUNTRIES,
  DEFAULT_TIMEZONE,
  validateTimezone,
  type Country,
  type Hierarchy,
  type Site,
  type SiteGroup,
  type ValidationKey,
  type Wire,
} from '@bess/shared';

/** Server README "Sites and groups": PUT /Site needs Installer (5) on the site. */
export function canEditSite(level: number | undefined): boolean {
  return typeof level === 'number' && level <= AccessLevel.Installer;
}

/** Moving or deleting a site, and every group edit, need Admin (2) on the object. */
export function canAdminister(level: number | undefined): boolean {
  return typeof level === 'number' && level <= AccessLevel.Admin;
}

/** The site form as the dialog holds it: the API's site fields, each present (an emptied number or text is null). */
export type SiteFormValues = Wire.SiteFields;

/**
 * A field's problem by the form's own rules: what the specification says and the API's schema cannot (spec 5 prices
 * as a pair, a time zone the runtime knows). Everything the schema says (required names, coordinate ranges, limits
 * not below 0) the form learns from the API's own check (`checkBeforeSending`).
 */
export type FieldProblem =
  { ns: 'error'; key: ValidationKey } | { ns: 'mf_users_admin'; key: 'management.pricesAsPair' | 'management.cycle' };

/**
 * spec 3: a time zone the runtime knows (GMT is the default), as typed; an empty one is the schema's to refuse. The
 * rule and its text are shared's, so the dialog says as the zone is typed what the API's check (and the installer's
 * site step) says of it.
 */
export function timezoneProblem(zone: string | null | undefined): FieldProblem | null {
  const error = validateTimezone(zone?.trim());
  return error ? { ns: 'error', key: error.key } : null;
}

/** spec 5: import and export price are sent as a pair - both or neither. */
export function pricePairProblem(importPrice: number | null, exportPrice: number | null): FieldProblem | null {
  return (importPrice === null) === (exportPrice === null)
    ? null
    : { ns: 'mf_users_admin', key: 'management.pricesAsPair' };
}

/** Empty text is no value (the API takes null). */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The site fields as the API takes them (spec 7 "site fields"): texts trimmed, an empty optional text null, numbers
 * as numbers (an emptied number is null). A blank name stays '' for the check to refuse.
 */
export function siteBody(values: SiteFormValues) {
  return {
    siteName: values.siteName.trim(),
    parentId: values.parentId,
    timezone: values.timezone.trim(),
    country: values.country,
    latitude: values.latitude,
    longitude: values.longitude,
    address: text(values.address),
    installationType: text(values.installationType),
    pvPeak: values.pvPeak,
    gridPowerImportLimit: values.gridPowerImportLimit,
    gridPowerExportLimit: values.gridPowerExportLimit,
    electricityPriceImport: values.electricityPriceImport,
    electricityPriceExport: values.electricityPriceExport,
  };
}

/** What the site dialog writes: a new site, a change of one, or a site around an unparented device (spec 4). */
export type SiteWrite = { kind: 'create' } | { kind: 'update'; siteId: string } | { kind: 'around'; deviceId: string };

/** The call a site dialog makes and its body. */
export type SiteCall =
  | { name: 'createSite'; body: Wire.CreateSiteBody }
  | { name: 'updateSite'; body: Wire.UpdateSiteBody }
  | { name: 'createSiteAroundDevice'; body: Wire.CreateSiteAroundDeviceBody };

/** The endpoint of a site write. */
export function siteEndpoint(write: SiteWrite): SiteCall['name'] {
  return write.kind === 'create' ? 'createSite' : write.kind === 'update' ? 'updateSite' : 'createSiteAroundDevice';
}

/** spec 7 PUT /Site: the site's fields without its group (a move is PUT /AddSiteGroup, after it). */
export function updateSiteBody(siteId: string, values: SiteFormValues): Wire.UpdateSiteBody {
  const fields: Partial<ReturnType<typeof siteBody>> = siteBody(values);
  delete fields.parentId;
  return { siteId, ...fields, siteName: values.siteName.trim() };
}

/** spec 4 POST /CreateSiteAroundDevice: the device and the new site's fields. */
export function siteAroundBody(deviceId: string, values: SiteFormValues): Wire.CreateSiteAroundDeviceBody {
  return { deviceId, ...siteBody(values) };
}

/** The call of a site write with its body. */
export function siteCall(write: SiteWrite, values: SiteFormValues): SiteCall {
  switch (write.kind) {
    case 'create':
      return { name: 'createSite', body: siteBody(values) };
    case 'update':
      return { name: 'updateSite', body: updateSiteBody(write.siteId, values) };
    case 'around':
      return { name: 'createSiteAroundDevice', body: siteAroundBody(write.deviceId, values) };
  }
}

/** The group form: name, parent and time zone (spec 7 "siteGroupId, parentId, name, timezone"). */
export interface GroupFormValues {
  name: string;
  parentId: string | null;
  timezone: string;
}

/** What the group dialog writes: a new group, or a change of one. */
export type GroupWrite = { kind: 'create' } | { kind: 'update'; siteGroupId: string };

/** The call a group dialog makes and its body (spec 7 POST and PUT /SiteGroup). */
export type GroupCall =
  | { name: 'createSiteGroup'; body: Wire.CreateSiteGroupBody }
  | { name: 'updateSiteGroup'; body: Wire.UpdateSiteGroupBody };

/** A group's fields as the API takes them: name and time zone trimmed (a blank name stays '' for the check). */
export function groupBody(values: GroupFormValues): Wire.CreateSiteGroupBody {
  return { name: values.name.trim(), parentId: values.parentId, timezone: values.timezone.trim() };
}

export function groupCall(write: GroupWrite, values: GroupFormValues): GroupCall {
  return write.kind === 'create'
    ? { name: 'createSiteGroup', body: groupBody(values) }
    : { name: 'updateSiteGroup', body: { siteGroupId: write.siteGroupId, ...groupBody(values) } };
}

/** spec 7 POST /CommissionDevice: the device onto the site, by the label's serial number and code, trimmed. */
export function commissionBody(
  siteId: string,
  values: { deviceId: string; serialNumber: string; code: string },
): Wire.CommissionDeviceBody {
  return {
    siteId,
    deviceId: values.deviceId.trim(),
    serialNumber: values.serialNumber.trim(),
    code: values.code.trim(),
  };
}

/** A group and every group below it. */
export function groupAndDescendants(hierarchy: Hierarchy, groupId: string): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of hierarchy.childGroupIds.get(id) ?? []) visit(child);
  };
  visit(groupId);
  return found;
}

/** A group may move under any group the caller administers, but never into itself or below itself. */
export function isAllowedGroupParent(hierarchy: Hierarchy, groupId: string, parentId: string | null): boolean {
  return parentId === null || !groupAndDescendants(hierarchy, groupId).has(parentId);
}

/**
 * The groups offered as a parent: those where the caller holds `neededLevel` or better (a site needs Installer on its
 * group, a group Admin), minus the moved group's own tree, by name.
 */
export function parentOptions(hierarchy: Hierarchy, neededLevel: number, movingGroupId: string | null = null) {
  const excluded = movingGroupId ? groupAndDescendants(hierarchy, movingGroupId) : new Set<string>();
  return hierarchy.groups
    .filter((g) => typeof g.level === 'number' && g.level <= neededLevel && !excluded.has(g.siteGroupId))
    .map((g) => ({ value: g.siteGroupId, label: g.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The site form, every field empty: what a new site starts from. */
export function emptySiteForm(parentId: string | null): SiteFormValues {
  return {
    siteName: '',
    parentId,
    timezone: DEFAULT_TIMEZONE,
    country: null,
    latitude: null,
    longitude: null,
    address: null,
    installationType: null,
    pvPeak: null,
    gridPowerImportLimit: null,
    gridPowerExportLimit: null,
    electricityPriceImport: null,
    electricityPriceExport: null,
  };
}

function knownCountry(value: string | null | undefined): Country | null {
  return value && (COUNTRIES as readonly string[]).includes(value) ? (value as Country) : null;
}

/**
 * spec 4 "creating a site around a device": the form starts where the administrator is working. The name is the
 * device id (the server's own default); the site goes into the selected group, or beside the selected site; the time
 * zone is the selected site's or group's; the country is the selected site's, or the one most sites of that group
 * share. Everything else starts empty.
 */
export function siteAroundDeviceDefaults(
  hierarchy: Hierarchy,
  deviceId: string,
  selected: { site?: Site; group?: SiteGroup },
): SiteFormValues {
  const { site, group } = selected;
  const parentId = group?.siteGroupId ?? site?.parentId ?? null;
  const parent = parentId ? hierarchy.groupsById.get(parentId) : undefined;
  let country = knownCountry(site?.country);
  if (!country && parentId) {
    const counts = new Map<Country, number>();
    for (const id of hierarchy.groupSiteIds.get(parentId) ?? []) {
      const c = knownCountry(hierarchy.sitesById.get(id)?.country);
      if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    // The most common; a tie goes to the first in the spec's list (COUNTRIES order), so the choice is stable.
    for (const c of COUNTRIES) if ((counts.get(c) ?? 0) > (country ? (counts.get(country) ?? 0) : 0)) country = c;
  }
  return {
    ...emptySiteForm(parentId),
    siteName: deviceId,
    timezone: site?.timezone ?? group?.timezone ?? parent?.timezone ?? DEFAULT_TIMEZONE,
    country,
  };
}
