/** Roles and access levels (spec 3 and 6, ARCHITECTURE 8: roles and levels are two things). */
import { AccessLevel, Role } from './enums';

/** The roles that are ordered (spec 6: Admin < PartnerAdmin < SuperAdmin); Installer is a flag beside them. */
export type AdminRole = Exclude<Role, 'Installer'>;

/** spec 6: the role order, lowest first. */
export const ROLE_ORDER: readonly AdminRole[] = [Role.Admin, Role.PartnerAdmin, Role.SuperAdmin];

/** spec 3: role labels. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  Admin: 'Administrator',
  Installer: 'Installer',
  PartnerAdmin: 'Partner Administrator',
  SuperAdmin: 'Super Administrator',
};

/** Rank of a role in ROLE_ORDER; -1 for no role, Installer or an unknown value (an owner). */
export function roleRank(role: Role | string | null | undefined): number {
  return ROLE_ORDER.indexOf(role as AdminRole);
}

/** spec 6: 'at least' check: "partner admin and above" is isAtLeast(role, 'PartnerAdmin'). */
export function isAtLeast(role: Role | string | null | undefined, min: AdminRole): boolean {
  const rank = roleRank(role);
  return rank >= 0 && rank >= roleRank(min);
}

/** spec 6: 'exactly' check: "super admin only" is isExactly(role, 'SuperAdmin'). */
export function isExactly(role: Role | string | null | undefined, wanted: Role): boolean {
  return role === wanted;
}

/** The highest ordered role among the roles a token carries, or null (an owner or a plain installer). */
export function highestRole(roles: readonly string[] | null | undefined): AdminRole | null {
  let best: AdminRole | null = null;
  for (const role of roles ?? []) if (roleRank(role) > roleRank(best)) best = role as AdminRole;
  return best;
}

/** True when the roles carry the Installer flag (spec 6: the installer app is reserved for installers). */
export function isInstaller(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).includes(Role.Installer);
}

/** spec 6: level 100 is transient: the app shows the loading screen and loads configuration. */
export function isLoadingLevel(level: number | null | undefined): boolean {
  return level === AccessLevel.NoUser;
}

/**
 * True when a numeric access level grants what needs `needed` (spec 3: lower is more, so level <= needed).
 * NoUser (100), the loading level, and anything not a number grant nothing.
 */
export function levelAllows(level: number | null | undefined, needed: number): boolean {
  if (typeof level !== 'number' || !Number.isFinite(level) || level >= AccessLevel.NoUser) return false;
  return level <= needed;
}

/** The best (lowest) of several levels, e.g. a user's levels on many objects; NoUser when there are none. */
export function bestLevel(levels: readonly (number | null | undefined)[]): number {
  return levels.reduce<number>(
    (best, l) => (typeof l === 'number' && Number.isFinite(l) && l < best ? l : best),
    AccessLevel.NoUser,
  );
}

/** The name of a numeric level (spec 3), or null for a number that is not one. */
export function accessLevelName(level: number): keyof typeof AccessLevel | null {
  const entry = Object.entries(AccessLevel).find(([, value]) => value === level);
  return entry ? (entry[0] as keyof typeof AccessLevel) : null;
}

/**
 * spec 6: partner admins and above get a device list, and so does anyone with more than one site.
 */
export function hasDeviceList(role: Role | string | null | undefined, siteCount: number): boolean {
  return isAtLeast(role, Role.PartnerAdmin) || siteCount > 1;
}
