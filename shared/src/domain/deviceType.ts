/** Device type labels and selection types from ids (spec 3). */
import { DeviceType, SelectionType } from './enums';
import type { EntityKind } from './enums';

/** True when the id is a solar (PV) site or device: spec 3, "a solar type is identified by an id starting with PV". */
export function isSolarId(id: string | null | undefined): boolean {
  return typeof id === 'string' && id.startsWith('PV');
}

/** The device type label of one device id (spec 3: SC -> Industrial, SCR -> Compact, PV -> PV, else Unknown). */
export function deviceTypeOfId(deviceId: string | null | undefined): DeviceType {
  if (typeof deviceId !== 'string') return DeviceType.Unknown;
  // spec 3: prefixes are in capitals; SCR must be tested before SC because 'SCR-...' also starts with 'SC'.
  if (deviceId.startsWith('SCR')) return DeviceType.Compact;
  if (deviceId.startsWith('SC')) return DeviceType.Industrial;
  if (isSolarId(deviceId)) return DeviceType.PV;
  return DeviceType.Unknown;
}

/**
 * The device type label of a set of devices (spec 3): the one known type they share, Mixed for several, Unknown when
 * none is known. Decision: ids of unknown type do not turn a known type into Mixed.
 */
export function deviceTypeLabel(deviceIds: readonly string[]): DeviceType {
  const known = new Set<DeviceType>();
  for (const id of deviceIds) {
    const type = deviceTypeOfId(id);
    if (type !== DeviceType.Unknown) known.add(type);
  }
  if (known.size > 1) return DeviceType.Mixed;
  const [only] = known;
  return only ?? DeviceType.Unknown;
}

/** The selection type of a group or a device (spec 3); null id means NONE. */
export function selectionTypeOf(id: string | null | undefined, kind: 'group' | 'device'): SelectionType;
/** The selection type of a site (spec 3): PV prefix -> PVSITE, no devices -> EMPTYSITE, else SITE. */
export function selectionTypeOf(id: string | null | undefined, kind: 'site', deviceCount: number): SelectionType;
export function selectionTypeOf(id: string | null | undefined, kind: EntityKind, deviceCount = 0): SelectionType {
  if (id === null || id === undefined || id === '') return SelectionType.NONE;
  switch (kind) {
    case 'group':
      return SelectionType.SITEGROUP;
    case 'device':
      return isSolarId(id) ? SelectionType.PVDEVICE : SelectionType.DEVICE;
    case 'site':
      // A solar site stays PVSITE whatever it holds; any other site without devices is an empty site.
      if (isSolarId(id)) return SelectionType.PVSITE;
      return deviceCount > 0 ? SelectionType.SITE : SelectionType.EMPTYSITE;
  }
}

/** The entity kind behind a selection type; null for NONE. */
export function entityKindOf(selectionType: SelectionType): EntityKind | null {
  switch (selectionType) {
    case SelectionType.SITEGROUP:
      return 'group';
    case SelectionType.SITE:
    case SelectionType.PVSITE:
    case SelectionType.EMPTYSITE:
      return 'site';
    case SelectionType.DEVICE:
    case SelectionType.PVDEVICE:
      return 'device';
    default:
      return null;
  }
}
