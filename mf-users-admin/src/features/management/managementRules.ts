/** Pure rules of the management tab: who may change what, the site and group forms, and where a group may move. */
import {
  AccessLevel,
  COUNTRIES,
  DEFAULT_TIMEZONE,
  isValidTimezone,
  type Country,
  type Hierarchy,
  type Site,
  type SiteGroup,
} from '@bess/shared';

/** Server README "Sites and groups": PUT /Site needs Installer (5) on the site. */
export function canEditSite(level: number | undefined): boolean {
  return typeof level === 'number' && level <= AccessLevel.Installer;
}

/** Moving or deleting a site, and every group edit, need Admin (2) on the object. */
export function canAdminister(level: number | undefined): boolean {
  return typeof level === 'number' && level <= AccessLevel.Admin;
}

/** The site form as the dialog holds it: numbers may be empty (null). */
export interface SiteFormValues {
  siteName: string;
  parentId: string | null;
  timezone: string;
  country: Country | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  installationType: string | null;
  pvPeak: number | null;
  gridPowerImportLimit: number | null;
  gridPowerExportLimit: number | null;
  electricityPriceImport: number | null;
  electricityPriceExport: number | null;
}

/** The error namespace key of a field's first problem (i18n key in `error` or in this remote's namespace). */
export type FieldProblem =
  | { ns: 'error'; key: 'validation.required' | 'validation.notNegative' | 'validation.wrongFormat' }
  | { ns: 'mf_users_admin'; key: 'management.pricesAsPair' | 'management.cycle' };

/** A name: required, not only spaces. */
export function nameProblem(name: string | null | undefined): FieldProblem | null {
  return !name || name.trim() === '' ? { ns: 'error', key: 'validation.required' } : null;
}

/** spec 3: a time zone the runtime knows (GMT is the default). */
export function timezoneProblem(zone: string | null | undefined): FieldProblem | null {
  if (!zone || zone.trim() === '') return { ns: 'error', key: 'validation.required' };
  return isValidTimezone(zone.trim()) ? null : { ns: 'error', key: 'validation.wrongFormat' };
}

/** A coordinate within its range, or empty. */
export function coordinateProblem(value: number | null | undefined, limit: 90 | 180): FieldProblem | null {
  if (value === null || value === undefined) return null;
  return Number.isFinite(value) && Math.abs(value) <= limit ? null : { ns: 'error', key: 'validation.wrongFormat' };
}

/** PV peak and grid limits: empty or not below 0. */
export function notNegativeProblem(value: number | null | undefined): FieldProblem | null {
  if (value === null || value === undefined) return null;
  return value >= 0 ? null : { ns: 'error', key: 'validation.notNegative' };
}

/** spec 5: import and export price are sent as a pair - both or neither. */
export function pricePairProblem(importPrice: number | null, exportPrice: number | null): FieldProblem | null {
  return (importPrice === null) === (exportPrice === null)
    ? null
    : { ns: 'mf_users_admin', key: 'management.pricesAsPair' };
}

/** Every problem of a site form, by field. */
export function siteFormProblems(values: SiteFormValues): Partial<Record<keyof SiteFormValues, FieldProblem>> {
  const problems: Partial<Record<keyof SiteFormValues, FieldProblem>> = {};
  const set = (field: keyof SiteFormValues, problem: FieldProblem | null) => {
    if (problem) problems[field] = problem;
  };
  set('siteName', nameProblem(values.siteName));
  set('timezone', timezoneProblem(values.timezone));
  set('latitude', coordinateProblem(values.latitude, 90));
  set('longitude', coordinateProblem(values.longitude, 180));
  set('pvPeak', notNegativeProblem(values.pvPeak));
  set('gridPowerImportLimit', notNegativeProblem(values.gridPowerImportLimit));
  set('gridPowerExportLimit', notNegativeProblem(values.gridPowerExportLimit));
  set('electricityPriceExport', pricePairProblem(values.electricityPriceImport, values.electricityPriceExport));
  return problems;
}

/** Empty text is no value (the server stores null). */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The body of POST /Site (spec 7 "site fields") from the form. */
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
