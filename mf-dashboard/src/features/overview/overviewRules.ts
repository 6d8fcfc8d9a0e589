/** Pure rules of main/overview (spec 2 "one widget for any selection"; spec 4 display states; spec 9 risk level). */
import {
  DISPLAY_STATES,
  displayStateRank,
  isSolarId,
  liveDisplayState,
  selectionTypeOf,
  sitesInGroup,
  type AlarmCounters,
  type DisplayState,
  type Hierarchy,
  type LiveData,
  type SelectedEntity,
  type SelectionType,
  type Site,
} from '@bess/shared';

/** One child of the selection, from the configuration. */
export interface OverviewChild {
  id: string;
  name: string;
  kind: 'site' | 'device';
  selectionType: SelectionType;
  /** kWh; null when unknown (a solar device has none). */
  capacity: number | null;
  country: string | null;
}

/** A child with its live status. */
export interface OverviewRow extends OverviewChild {
  state: DisplayState;
  /** The server state and mode, for the backup-running icon. */
  serverState: string | null;
  mode: string | null;
  stateOfCharge: number | null;
  /** kW: the inverter (battery) power, for solar the PV power. */
  power: number | null;
}

function siteChild(site: Site): OverviewChild {
  return {
    id: site.siteId,
    name: site.siteName,
    kind: 'site',
    selectionType: selectionTypeOf(site.siteId, 'site', site.deviceIds.length),
    capacity: site.batteryCapacity,
    country: site.country,
  };
}

function deviceChild(hierarchy: Hierarchy, deviceId: string): OverviewChild | null {
  const device = hierarchy.devicesById.get(deviceId);
  if (!device) return null;
  const siteId = hierarchy.siteIdByDeviceId.get(deviceId);
  const site = siteId === undefined ? undefined : hierarchy.sitesById.get(siteId);
  return {
    id: device.deviceId,
    name: device.deviceId,
    kind: 'device',
    selectionType: selectionTypeOf(device.deviceId, 'device'),
    capacity: device.batteryCapacity,
    country: site?.country ?? null,
  };
}

/**
 * The children of a selection: the sites of a group (nested groups included), the devices of a site, a device itself,
 * and for nothing selected everything the user may see. Decision: "everything" is every site plus the devices that
 * belong to no site, so each battery is counted once (a group's sites and a site's devices are already in it).
 */
export function overviewChildren(hierarchy: Hierarchy, entity: SelectedEntity): OverviewChild[] {
  switch (entity.kind) {
    case 'group':
      return sitesInGroup(hierarchy, entity.group.siteGroupId).map(siteChild);
    case 'site':
      return entity.site.deviceIds.map((id) => deviceChild(hierarchy, id)).filter((c): c is OverviewChild => !!c);
    case 'device': {
      const child = deviceChild(hierarchy, entity.device.deviceId);
      return child ? [child] : [];
    }
    case 'none':
      return [
        ...hierarchy.sites.map(siteChild),
        ...hierarchy.unparentedDevices
          .map((d) => deviceChild(hierarchy, d.deviceId))
          .filter((c): c is OverviewChild => !!c),
      ];
  }
}

const finite = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The children with their live status (spec 4: a child without status is unknown). */
export function overviewRows(
  children: readonly OverviewChild[],
  liveById: Readonly<Record<string, LiveData>>,
): OverviewRow[] {
  return children.map((child) => {
    const live = liveById[child.id];
    return {
      ...child,
      state: liveDisplayState(live),
      serverState: live?.state ?? null,
      mode: live?.mode ?? null,
      stateOfCharge: finite(live?.stateOfCharge),
      power: isSolarId(child.id) ? finite(live?.pv) : finite(live?.inverterPower),
    };
  });
}

/** spec 4: how many rows are in each display state (every state, 0 included). */
export function countByState(rows: readonly Pick<OverviewRow, 'state'>[]): Record<DisplayState, number> {
  const counts = Object.fromEntries(DISPLAY_STATES.map((s) => [s, 0])) as Record<DisplayState, number>;
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/** Total battery capacity of the rows, kWh. */
export function totalCapacity(rows: readonly Pick<OverviewRow, 'capacity'>[]): number {
  return rows.reduce((sum, row) => sum + (row.capacity ?? 0), 0);
}

/**
 * The two values of spec 9's risk level ("high if the first value is above 0 or the second above 50, medium above
 * 20, low from 0"). Neither the spec nor the code names them; decision: the first is the number of active critical and
 * safety alarms (any one of them is a high risk), the second the share in percent (0 to 100) of the children that are
 * in error or offline. Null counters (alarms not loaded) count as none.
 */
export function riskInputs(
  counters: AlarmCounters | null,
  rows: readonly Pick<OverviewRow, 'state'>[],
): { first: number; second: number } {
  const first = counters ? counters.criticals + counters.safety : 0;
  const failing = rows.filter((r) => r.state === 'error' || r.state === 'offline').length;
  const second = rows.length === 0 ? 0 : (failing / rows.length) * 100;
  return { first, second };
}

/**
 * The rows a person filters to: a case-insensitive text in the name, id or country (its English name or the
 * translated one), and one display state (null: all).
 */
export function filterRows(
  rows: readonly OverviewRow[],
  text: string,
  state: DisplayState | null,
  countryName: (country: string) => string = (c) => c,
): OverviewRow[] {
  const needle = text.trim().toLowerCase();
  return rows.filter((row) => {
    if (state !== null && row.state !== state) return false;
    if (needle === '') return true;
    const country = row.country ?? '';
    return [row.name, row.id, country, country ? countryName(country) : ''].some((v) =>
      v.toLowerCase().includes(needle),
    );
  });
}

/** Compares rows by display state (spec 4 order: what needs attention first), then by name. */
export function compareByState(a: OverviewRow, b: OverviewRow): number {
  return displayStateRank(a.state) - displayStateRank(b.state) || a.name.localeCompare(b.name);
}

/** Compares nullable numbers with the unknown ones last. */
export function compareNumbers(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a - b;
}
