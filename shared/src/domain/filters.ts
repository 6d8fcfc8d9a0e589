/** The sidebar filters of spec 4 and their rules (spec 5). */
import { DEFAULT_CAPACITY_RANGE } from './constants';
import type { DisplayState } from './enums';
import { commissioningTime } from './site';
import { toDisplayState } from './states';
import type { Device, LiveData, Site, Timestamp } from './types';

/**
 * The filters of spec 4. Empty lists and empty texts mean "no filter".
 *
 * capacityRange: decision on the open point "capacity range (default [0,1])": the range is a FRACTION of the largest
 * battery capacity in the list (sites and unparented devices), both ends inclusive. [0,1] therefore spans every
 * capacity and is the "no capacity filter" default; a slider shows it in kWh with `capacityRangeKwh`.
 *
 * email / emailIds: the e-mail text and the ids GET /AdvancedSearch returned for it (sites, groups or devices the
 * user with that e-mail has). spec 5: the filter applies only when non-empty; then an item passes when its own id or
 * an ancestor's id is among emailIds, and a site also passes through a listed device.
 */
export interface DeviceListFilters {
  installationTypes: readonly string[];
  modes: readonly string[];
  states: readonly DisplayState[];
  countries: readonly string[];
  /** Inclusive [from, to]; a null end is open. */
  commissioningDateRange: readonly [Timestamp | null, Timestamp | null] | null;
  capacityRange: readonly [number, number];
  email: string;
  emailIds: readonly string[];
  /** Case-insensitive substring of the device's order number. */
  orderNr: string;
  partnerIds: readonly string[];
}

/** No filter at all (spec 4 defaults; capacity [0,1]). */
export const DEFAULT_FILTERS: DeviceListFilters = {
  installationTypes: [],
  modes: [],
  states: [],
  countries: [],
  commissioningDateRange: null,
  capacityRange: DEFAULT_CAPACITY_RANGE,
  email: '',
  emailIds: [],
  orderNr: '',
  partnerIds: [],
};

function lowerSet(values: readonly string[]): Set<string> {
  return new Set(values.map((v) => v.trim().toLowerCase()));
}

function inList(values: readonly string[], value: string | null | undefined): boolean {
  return typeof value === 'string' && lowerSet(values).has(value.trim().toLowerCase());
}

/** True when the capacity range filters anything (it is not the full [0,1]). */
export function isCapacityFilterActive(range: readonly [number, number]): boolean {
  return range[0] > 0 || range[1] < 1;
}

/** True when the date range has at least one end. */
export function isDateFilterActive(filters: DeviceListFilters): boolean {
  const range = filters.commissioningDateRange;
  return range !== null && (commissioningTime(range[0]) !== null || commissioningTime(range[1]) !== null);
}

/** spec 5: the e-mail filter applies only when non-empty. */
export function isEmailFilterActive(filters: DeviceListFilters): boolean {
  return filters.email.trim() !== '' || filters.emailIds.length > 0;
}

/** spec 5: with commissioning date, country or e-mail filters active, unparented devices are excluded. */
export function excludesUnparentedDevices(filters: DeviceListFilters): boolean {
  return isDateFilterActive(filters) || filters.countries.length > 0 || isEmailFilterActive(filters);
}

/** True when a filter that looks at devices (mode, state, order number, partner) is active. */
export function hasDeviceFilter(filters: DeviceListFilters): boolean {
  return (
    filters.modes.length > 0 ||
    filters.states.length > 0 ||
    filters.orderNr.trim() !== '' ||
    filters.partnerIds.length > 0
  );
}

/** How many filters are active (for a badge on the filter button). */
export function activeFilterCount(filters: DeviceListFilters): number {
  return [
    filters.installationTypes.length > 0,
    filters.modes.length > 0,
    filters.states.length > 0,
    filters.countries.length > 0,
    isDateFilterActive(filters),
    isCapacityFilterActive(filters.capacityRange),
    isEmailFilterActive(filters),
    filters.orderNr.trim() !== '',
    filters.partnerIds.length > 0,
  ].filter(Boolean).length;
}

/** The capacity range in kWh for a list whose largest capacity is maxKwh. */
export function capacityRangeKwh(range: readonly [number, number], maxKwh: number): [number, number] {
  return [range[0] * maxKwh, range[1] * maxKwh];
}

/** True when a capacity (kWh) lies in the fractional range of the largest capacity (see DeviceListFilters). */
export function capacityInRange(
  capacityKwh: number | null | undefined,
  range: readonly [number, number],
  maxKwh: number,
): boolean {
  if (!isCapacityFilterActive(range)) return true;
  const capacity = Number.isFinite(capacityKwh) ? (capacityKwh as number) : 0;
  const share = maxKwh > 0 ? capacity / maxKwh : 0;
  const EPSILON = 1e-9; // fractions from a slider must not lose the end points to rounding
  return share >= range[0] - EPSILON && share <= range[1] + EPSILON;
}

/** True when a commissioning date lies in the inclusive range; an uncommissioned item fails an active range. */
export function commissioningInRange(
  value: Timestamp | null | undefined,
  range: DeviceListFilters['commissioningDateRange'],
): boolean {
  if (range === null) return true;
  const from = commissioningTime(range[0]);
  const to = commissioningTime(range[1]);
  if (from === null && to === null) return true;
  const ms = commissioningTime(value ?? null);
  if (ms === null) return false;
  return (from === null || ms >= from) && (to === null || ms <= to);
}

/**
 * True when a site passes the filters that look at the site itself: installation type, country, commissioning date
 * (the site's derived date) and capacity (the site's derived sum).
 */
export function siteMatchesFilters(site: Site, filters: DeviceListFilters, maxCapacityKwh: number): boolean {
  if (filters.installationTypes.length > 0 && !inList(filters.installationTypes, site.installationType)) return false;
  if (filters.countries.length > 0 && !inList(filters.countries, site.country)) return false;
  if (!commissioningInRange(site.commissionningDate, filters.commissioningDateRange)) return false;
  return capacityInRange(site.batteryCapacity, filters.capacityRange, maxCapacityKwh);
}

/** The mode of a device: live data first, then the configuration. */
export function deviceMode(device: Device, live: LiveData | undefined): string | null {
  return live?.mode ?? device.mode ?? null;
}

/** The display state of a device: live data first, then the configuration. */
export function deviceDisplayState(device: Device, live: LiveData | undefined): DisplayState {
  return toDisplayState(live?.state ?? device.state);
}

/** True when a device passes the filters that look at devices: mode, state, order number, partner. */
export function deviceMatchesFilters(device: Device, filters: DeviceListFilters, live: LiveData | undefined): boolean {
  if (filters.modes.length > 0 && !inList(filters.modes, deviceMode(device, live))) return false;
  if (filters.states.length > 0 && !filters.states.includes(deviceDisplayState(device, live))) return false;
  const orderNr = filters.orderNr.trim().toLowerCase();
  if (orderNr !== '' && !(device.orderNr ?? '').toLowerCase().includes(orderNr)) return false;
  if (filters.partnerIds.length > 0 && !(device.partnerId && filters.partnerIds.includes(device.partnerId)))
    return false;
  return true;
}
