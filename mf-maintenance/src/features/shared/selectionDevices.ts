/** Which devices a selection holds, and how far the user may act on one (spec 3 selection; spec 6 levels). */
import {
  AccessLevel,
  SelectionType,
  devicesOfSite,
  sitesInGroup,
  siteOfDevice,
  type Device,
  type HostSelection,
  type HostUser,
  type Hierarchy,
} from '@bess/shared';

/** The devices of a selection: the device itself, the devices of a site, of every site below a group, or all. */
export function selectionDevices(
  hierarchy: Hierarchy,
  selection: Pick<HostSelection, 'id' | 'selectionType'>,
): Device[] {
  const id = selection.id ?? '';
  switch (selection.selectionType) {
    case SelectionType.DEVICE:
    case SelectionType.PVDEVICE: {
      const device = hierarchy.devicesById.get(id);
      return device ? [device] : [];
    }
    case SelectionType.SITE:
    case SelectionType.PVSITE:
    case SelectionType.EMPTYSITE:
      return devicesOfSite(hierarchy, id);
    case SelectionType.SITEGROUP:
      return sitesInGroup(hierarchy, id).flatMap((site) => devicesOfSite(hierarchy, site.siteId));
    default:
      return [...hierarchy.devices];
  }
}

/** A battery takes battery commands; solar devices (ids starting with PV, spec 3) do not. */
export const isBattery = (deviceId: string): boolean => !deviceId.startsWith('PV');

/**
 * The user's access level on a device: that of its site when the configuration carries one, else the user's best
 * level (lower is more, spec 3). Super admins hold level 1 everywhere.
 */
export function levelOnDevice(hierarchy: Hierarchy, user: HostUser | null, deviceId: string): number {
  if (!user) return AccessLevel.NoUser;
  if (user.isAtLeast('SuperAdmin')) return AccessLevel.SuperAdmin;
  const site = siteOfDevice(hierarchy, deviceId);
  const siteLevel = typeof site?.level === 'number' ? site.level : null;
  return siteLevel ?? user.userAccessLevelNumber;
}

/**
 * What the user may do on a device; the server checks the same levels (server/README "Operations calls"): alarms
 * NormalUser (10), logs PartnerAdmin (4), restart, reboot, test mode and meter Installer (5), parameters and firmware Admin (2) with the Admin
 * role.
 */
export function devicePermissions(hierarchy: Hierarchy, user: HostUser | null, deviceId: string) {
  const level = levelOnDevice(hierarchy, user, deviceId);
  return {
    alarms: level <= AccessLevel.NormalUser,
    commands: level <= AccessLevel.Installer,
    /** The log dialog: PartnerAdmin (4) or better (server: entries name other users). */
    logs: level <= AccessLevel.PartnerAdmin,
    parameters: level <= AccessLevel.Admin && (user?.isAtLeast('Admin') ?? false),
  };
}
