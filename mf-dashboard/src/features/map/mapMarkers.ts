/** The map's pure rules: which sites get a marker, in which state and colour (spec 2: map, status colours). */
import {
  displayStateRank,
  isLoadingLevel,
  liveDisplayState,
  pollingPlan,
  type DisplayState,
  type LiveDataById,
  type Site,
} from '@bess/shared';

/** How a marker of one display state is drawn. */
export interface MarkerColour {
  fill: string;
  stroke: string;
}

/**
 * spec 2: the map colours running, error, offline and idling. The other display states (maintenance, notInstalled,
 * unknown) get neutral greys, each its own shade so the legend can tell them apart.
 */
export const MARKER_COLOURS: Readonly<Record<DisplayState, MarkerColour>> = {
  running: { fill: '#16a34a', stroke: '#ffffff' },
  error: { fill: '#dc2626', stroke: '#ffffff' },
  offline: { fill: '#1f2937', stroke: '#ffffff' },
  idling: { fill: '#2563eb', stroke: '#ffffff' },
  maintenance: { fill: '#a8a29e', stroke: '#ffffff' },
  notInstalled: { fill: '#cbd5e1', stroke: '#64748b' },
  unknown: { fill: '#ffffff', stroke: '#64748b' },
};

/** Legend order: the four colours of spec 2 first, then the neutral states. */
export const LEGEND_STATES: readonly DisplayState[] = [
  'running',
  'error',
  'offline',
  'idling',
  'maintenance',
  'notInstalled',
  'unknown',
];

/** One site on the map. */
export interface SiteMarker {
  siteId: string;
  siteName: string;
  latitude: number;
  longitude: number;
  state: DisplayState;
}

/** The markers of a set of sites, and how many sites could not be placed. */
export interface SiteMarkers {
  markers: SiteMarker[];
  /** Sites without (valid) coordinates: they are left off the map and counted. */
  withoutCoordinates: number;
}

function isCoordinate(value: number | null, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** True when the site has a latitude (-90..90) and a longitude (-180..180). */
export function hasCoordinates(site: Pick<Site, 'latitude' | 'longitude'>): boolean {
  return isCoordinate(site.latitude, 90) && isCoordinate(site.longitude, 180);
}

// 'Site 2' before 'Site 10'.
const BY_NAME = new Intl.Collator(undefined, { numeric: true });

/**
 * The marker of every site with coordinates, in the display state of its live data (spec 4; no data is unknown),
 * ordered as a person scans them: what needs attention first (error, offline, ...), then by name.
 */
export function siteMarkers(sites: readonly Site[], byId: LiveDataById): SiteMarkers {
  const markers: SiteMarker[] = [];
  let withoutCoordinates = 0;
  for (const site of sites) {
    if (!hasCoordinates(site)) {
      withoutCoordinates += 1;
      continue;
    }
    markers.push({
      siteId: site.siteId,
      siteName: site.siteName,
      latitude: site.latitude as number,
      longitude: site.longitude as number,
      state: liveDisplayState(byId[site.siteId]),
    });
  }
  markers.sort(
    (a, b) => displayStateRank(a.state) - displayStateRank(b.state) || BY_NAME.compare(a.siteName, b.siteName),
  );
  return { markers, withoutCoordinates };
}

/** Number of markers in each display state (every state present, zero when none). */
export function countByState(markers: readonly SiteMarker[]): Record<DisplayState, number> {
  const counts = Object.fromEntries(LEGEND_STATES.map((s) => [s, 0])) as Record<DisplayState, number>;
  for (const marker of markers) counts[marker.state] += 1;
  return counts;
}

/**
 * Whether the map must poll POST /sitestatus itself: the shell polls it (spec 7) for every site unless the user level
 * is 1 (super admins, ARCHITECTURE 8) or still the loading level. Without a signed-in user nothing of the shell polls.
 */
export function mapPollsSiteStatus(userAccessLevelNumber: number | null, siteCount: number): boolean {
  if (siteCount === 0) return false;
  if (userAccessLevelNumber === null) return true;
  if (isLoadingLevel(userAccessLevelNumber)) return false;
  const shellPolls = pollingPlan({
    showGroups: false,
    groupIds: [],
    siteIds: ['any'],
    deviceIds: [],
    userAccessLevelNumber,
    solarSiteIds: [],
  }).some((task) => task.call === 'siteStatus');
  return !shellPolls;
}
