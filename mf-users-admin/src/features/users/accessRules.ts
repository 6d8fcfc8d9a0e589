/** Pure rules of the users tab (spec 3 user access entry, spec 5 adding users, spec 9 default level). */
import { AccessLevel, ApiError, SelectionType, type Hierarchy, type HostSelection, type Wire } from '@bess/shared';

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

/** Two e-mails name the same person (the server stores them trimmed and in lower case). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The grant of this e-mail among the object's grants, if it has one. */
export function grantOf(entries: readonly Wire.UserAccessEntry[], email: string): Wire.UserAccessEntry | null {
  if (email.trim() === '') return null;
  return entries.find((entry) => sameEmail(entry.email, email)) ?? null;
}

/** A grant's level and window, as a change would leave it (null: the grant is removed). */
export interface GrantChange {
  level: number;
  startTime: string;
  endTime: string | null;
}

/** The signed-in user as far as losing the right to manage access on an object goes. */
export interface Manager {
  email: string;
  /** A super admin manages everything by role: no grant of theirs takes it away. */
  superAdmin: boolean;
  /** They manage the object through a group above it (their level on its parent group is PartnerAdmin or better). */
  managesAbove: boolean;
}

/**
 * Does a change of a grant take away the caller's last way to manage access on the object? True when the grant is
 * the caller's own, nothing above the object or their role lets them manage it, and after the change the grant
 * manages no more now (a weaker level, removed, or a window that does not hold now). The server refuses such a change
 * (409, `validation.keepsManager`); the form asks first, and shows the refusal if the server knows better.
 */
export function losesManagement(
  manager: Manager,
  grantEmail: string,
  after: GrantChange | null,
  now: Date = new Date(),
): boolean {
  if (manager.superAdmin || manager.managesAbove || !sameEmail(grantEmail, manager.email)) return false;
  if (after === null) return true;
  const at = now.getTime();
  const holdsNow = Date.parse(after.startTime) <= at && (after.endTime === null || Date.parse(after.endTime) > at);
  return !(after.level <= MANAGE_LEVEL && holdsNow);
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

// One collator for every comparison (localeCompare builds one per call); e-mails compare by letters only, case aside,
// numbers by value (user2 before user10).
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

/** A grant as the users tab sends it: who, how much and when (spec 3; null end: open). */
export interface GrantInput {
  userId: string;
  email: string;
  level: number;
  startTime: string;
  endTime: string | null;
}

/** The call that adds or changes a grant on the target, with its body (spec 7 /UserSite, /UserSiteGroup). */
export type GrantCall =
  | { name: 'addSiteUser' | 'updateSiteUser'; body: Wire.UserSiteBody }
  | { name: 'addSiteGroupUser' | 'updateSiteGroupUser'; body: Wire.UserSiteGroupBody };

/** The call of an add or a change of a grant on the target. */
export function grantEndpoint(target: AccessTarget, mode: 'add' | 'update'): GrantCall['name'] {
  if (target.kind === 'site') return mode === 'add' ? 'addSiteUser' : 'updateSiteUser';
  return mode === 'add' ? 'addSiteGroupUser' : 'updateSiteGroupUser';
}

export function grantCall(target: AccessTarget, mode: 'add' | 'update', grant: GrantInput): GrantCall {
  const fields = {
    userId: grant.userId,
    email: grant.email,
    level: grant.level,
    startTime: grant.startTime,
    endTime: grant.endTime,
  };
  return target.kind === 'site'
    ? { name: mode === 'add' ? 'addSiteUser' : 'updateSiteUser', body: { siteId: target.id, ...fields } }
    : {
        name: mode === 'add' ? 'addSiteGroupUser' : 'updateSiteGroupUser',
        body: { siteGroupId: target.id, ...fields },
      };
}

/** A group above the object: a grant on it reaches the object too. */
export interface GroupAbove {
  id: string;
  name: string;
  /** The caller's level on the group (null: not known). */
  level: number | null;
}

/**
 * The groups above the object, nearest first. A grant on a group reaches its sub-groups and their sites at the
 * grant's level (server: AccessService), so each of them gives people access here. Only the groups of the caller's
 * configuration: a parent they cannot see counts as none.
 */
export function groupsAbove(
  target: AccessTarget,
  configuration: Pick<Hierarchy, 'sitesById' | 'groupsById'>,
): GroupAbove[] {
  const above: GroupAbove[] = [];
  const seen = new Set<string>([target.id]);
  let parentId =
    target.kind === 'site'
      ? configuration.sitesById.get(target.id)?.parentId
      : configuration.groupsById.get(target.id)?.parentId;
  // A cycle in the data must not hang the page.
  while (parentId && !seen.has(parentId)) {
    const group = configuration.groupsById.get(parentId);
    if (!group) break;
    seen.add(parentId);
    above.push({ id: group.siteGroupId, name: group.name, level: group.level });
    parentId = group.parentId;
  }
  return above;
}

/** A grant on a group above the object, that gives its person access here. */
export interface InheritedGrant {
  entry: Wire.UserAccessEntry;
  group: GroupAbove;
}

/** The read of one group's users (GET /UserSiteGroup), as far as the inherited list goes. */
export interface GroupUsersAnswer {
  data?: Wire.UserAccessResponse;
  error: unknown;
  isPending: boolean;
}

/** The inherited grants of the groups above, from their reads; a refused read is left out, another failure says so. */
export interface InheritedAccess {
  rows: InheritedGrant[];
  isPending: boolean;
  isError: boolean;
}

/**
 * The API answers 403 for a group the caller sees with too weak a level and 404 for one they cannot see: either way
 * its users are not the caller's to read, and the list goes on without them.
 */
export function isRefusedRead(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** The grants of the groups above, nearest group first, each group's by e-mail; `answers` in the order of `groups`. */
export function inheritedAccess(groups: readonly GroupAbove[], answers: readonly GroupUsersAnswer[]): InheritedAccess {
  const rows: InheritedGrant[] = [];
  let isPending = false;
  let isError = false;
  groups.forEach((group, i) => {
    const answer = answers[i];
    if (!answer || answer.isPending) isPending = true;
    else if (answer.data)
      for (const entry of sortAccess(answer.data.users, { key: 'email', order: 'ascend' })) rows.push({ entry, group });
    else if (!isRefusedRead(answer.error)) isError = true;
  });
  return { rows, isPending, isError };
}
