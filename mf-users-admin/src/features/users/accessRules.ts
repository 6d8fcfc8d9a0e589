/** Pure rules of the users tab (spec 3 user access entry, spec 5 adding users, spec 9 default level). */
import { AccessLevel, SelectionType, type HostSelection, type Wire } from '@bess/shared';

/** The object whose users are shown: a site (also a PV site and an empty site) or a site group. */
export interface AccessTarget {
  kind: 'site' | 'group';
  id: string;
}

/** spec 2: the users tab is for a PV site, site, site group or empty site; anything else has no users list. */
export function accessTargetOf(selection: HostSelection): AccessTarget | null {
  if (!selection.id) return null;
  switch (selection.selectionType) {
    case SelectionType.SITE:
    case SelectionType.PVSITE:
    case SelectionType.EMPTYSITE:
      return { kind: 'site', id: selection.id };
    case SelectionType.SITEGROUP:
      return { kind: 'group', id: selection.id };
    default:
      return null;
  }
}

/** The levels a user may be given, best first (spec 3); NoUser is no grant at all, so it is never offered. */
export const GRANTABLE_LEVELS = [
  AccessLevel.SuperAdmin,
  AccessLevel.Admin,
  AccessLevel.PartnerAdmin,
  AccessLevel.Installer,
  AccessLevel.ScheduleUser,
  AccessLevel.NormalUser,
  AccessLevel.ReadOnly,
] as const;

/** Managing access needs PartnerAdmin (4) or better on the object (server README "Users of an object"). */
export const MANAGE_LEVEL = AccessLevel.PartnerAdmin;

/** True when a caller holding `callerLevel` on the object may add, change and remove its users. */
export function canManage(callerLevel: number | undefined): boolean {
  return typeof callerLevel === 'number' && callerLevel <= MANAGE_LEVEL;
}

/** The levels the caller may give: never better (lower) than their own on the object, as the server refuses that. */
export function levelOptions(callerLevel: number): number[] {
  return GRANTABLE_LEVELS.filter((level) => level >= callerLevel);
}

/** spec 9: newly added users get level 2; a caller who holds less gets their own level as the default. */
export function defaultGrantLevel(callerLevel: number): number {
  return Math.max(AccessLevel.Admin, callerLevel);
}

/** True when the caller may change or remove this grant: not one better than their own (the server refuses that). */
export function canChangeGrant(callerLevel: number, entry: Pick<Wire.UserAccessEntry, 'level'>): boolean {
  return canManage(callerLevel) && entry.level >= callerLevel;
}

/** spec 3: an API client is an e-mail without an at-sign. */
export function isApiClientEmail(email: string): boolean {
  return !email.includes('@');
}

/** The e-mail as the server stores it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plausible e-mail, or an API client's name (no at-sign, no spaces). */
export function isValidGrantee(email: string): boolean {
  const value = email.trim();
  if (value === '' || /\s/.test(value)) return false;
  return isApiClientEmail(value) || /^[^@]+@[^@]+\.[^@]+$/.test(value);
}

/** A time window is valid when there is no end, or the end is after the start (server: 400 otherwise). */
export function isValidWindow(startTime: string, endTime: string | null): boolean {
  return endTime === null || Date.parse(endTime) > Date.parse(startTime);
}

export type AccessSortKey = 'email' | 'level' | 'startTime' | 'endTime';
export interface AccessSort {
  key: AccessSortKey;
  order: 'ascend' | 'descend';
}

/** Entries whose e-mail holds the text (case-insensitive); an empty text keeps all. */
export function filterAccess(entries: readonly Wire.UserAccessEntry[], text: string): readonly Wire.UserAccessEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => entry.email.toLowerCase().includes(needle));
}

// An open end (null) lasts longest: it sorts after every date.
const OPEN_END = Number.POSITIVE_INFINITY;

// One collator for every comparison (issue 14: localeCompare builds one per call); e-mails compare by letters only,
// case aside, numbers by value (user2 before user10).
const emailCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function sortValue(entry: Wire.UserAccessEntry, key: Exclude<AccessSortKey, 'email'>): number {
  switch (key) {
    case 'level':
      return entry.level;
    case 'startTime':
      return Date.parse(entry.startTime);
    case 'endTime':
      return entry.endTime === null ? OPEN_END : Date.parse(entry.endTime);
  }
}

/**
 * A sorted copy; ties are broken by e-mail so the order is stable. Each entry's key is worked out once, not at
 * every comparison (5,000 grants are some 60,000 comparisons).
 */
export function sortAccess(entries: readonly Wire.UserAccessEntry[], sort: AccessSort): Wire.UserAccessEntry[] {
  const direction = sort.order === 'ascend' ? 1 : -1;
  const byEmail = (a: Wire.UserAccessEntry, b: Wire.UserAccessEntry) => emailCollator.compare(a.email, b.email);
  if (sort.key === 'email') return [...entries].sort((a, b) => direction * byEmail(a, b));
  const key = sort.key;
  return entries
    .map((entry) => ({ entry, value: sortValue(entry, key) }))
    .sort((a, b) => (a.value === b.value ? byEmail(a.entry, b.entry) : a.value < b.value ? -direction : direction))
    .map(({ entry }) => entry);
}
