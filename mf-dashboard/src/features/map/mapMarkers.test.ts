import { buildHierarchy, type SiteInput } from '@bess/shared';
import {
  LEGEND_STATES,
  MARKER_COLOURS,
  countByState,
  hasCoordinates,
  mapPollsSiteStatus,
  siteMarkers,
} from './mapMarkers';

const site = (siteId: string, siteName: string, latitude: number | null, longitude: number | null): SiteInput => ({
  siteId,
  siteName,
  latitude,
  longitude,
});

describe('hasCoordinates', () => {
  test.each([
    [55.7, 12.5, true],
    [0, 0, true],
    [-90, 180, true],
    [null, 12.5, false],
    [55.7, null, false],
    [91, 12, false],
    [55, -181, false],
    [Number.NaN, 12, false],
  ])('latitude %p, longitude %p -> %p', (latitude, longitude, expected) => {
    expect(hasCoordinates({ latitude, longitude })).toBe(expected);
  });
});

describe('siteMarkers', () => {
  const { sites } = buildHierarchy(
    [],
    [
      site('S-1', 'Aarhus', 56.15, 10.2),
      site('S-2', 'Berlin', 52.52, 13.4),
      site('S-3', 'Copenhagen', 55.68, 12.57),
      site('S-4', 'Nowhere', null, null),
      site('S-5', 'Delft', 52.01, 4.36),
      site('S-6', 'Elsewhere', 55, null),
    ],
    [],
  );

  test('places every site with coordinates and counts the others', () => {
    const { markers, withoutCoordinates } = siteMarkers(sites, {});
    expect(markers.map((m) => m.siteId).sort()).toEqual(['S-1', 'S-2', 'S-3', 'S-5']);
    expect(withoutCoordinates).toBe(2);
  });

  test('colours each site by the display state of its live data (spec 4); no data is unknown', () => {
    const { markers } = siteMarkers(sites, {
      'S-1': { state: 'maxself' },
      'S-2': { state: 'stop' },
      'S-3': { state: 'offline' },
    });
    const stateOf = Object.fromEntries(markers.map((m) => [m.siteId, m.state]));
    expect(stateOf).toEqual({ 'S-1': 'running', 'S-2': 'idling', 'S-3': 'offline', 'S-5': 'unknown' });
  });

  test('orders what needs attention first, then by name', () => {
    const { markers } = siteMarkers(sites, {
      'S-1': { state: 'passive' },
      'S-2': { state: 'error' },
      'S-3': { state: 'passive' },
      'S-5': { state: 'offline' },
    });
    expect(markers.map((m) => m.siteName)).toEqual(['Berlin', 'Delft', 'Aarhus', 'Copenhagen']);
  });

  test('numbers in names sort by value', () => {
    const numbered = buildHierarchy([], [site('a', 'Site 10', 1, 1), site('b', 'Site 2', 1, 1)], []).sites;
    expect(siteMarkers(numbered, {}).markers.map((m) => m.siteName)).toEqual(['Site 2', 'Site 10']);
  });
});

describe('marker colours', () => {
  test('spec 2: running, error, offline and idling have four different colours', () => {
    const fills = ['running', 'error', 'offline', 'idling'].map((s) => MARKER_COLOURS[s as 'running'].fill);
    expect(new Set(fills).size).toBe(4);
  });

  test('every display state has its own look and a legend entry', () => {
    const looks = LEGEND_STATES.map((s) => `${MARKER_COLOURS[s].fill}/${MARKER_COLOURS[s].stroke}`);
    expect(new Set(looks).size).toBe(LEGEND_STATES.length);
    expect([...LEGEND_STATES].sort()).toEqual(
      ['error', 'idling', 'maintenance', 'notInstalled', 'offline', 'running', 'unknown'].sort(),
    );
  });

  test('countByState counts every state, zero when none', () => {
    const counts = countByState([
      { siteId: 'a', siteName: 'a', latitude: 0, longitude: 0, state: 'error' },
      { siteId: 'b', siteName: 'b', latitude: 0, longitude: 0, state: 'error' },
      { siteId: 'c', siteName: 'c', latitude: 0, longitude: 0, state: 'running' },
    ]);
    expect(counts).toEqual({
      running: 1,
      error: 2,
      offline: 0,
      idling: 0,
      maintenance: 0,
      notInstalled: 0,
      unknown: 0,
    });
  });
});

describe('mapPollsSiteStatus', () => {
  test.each([
    ['super admin (level 1): the shell does not poll site status, the map does', 1, 10, true],
    ['admin: the shell polls', 2, 10, false],
    ['partner admin: the shell polls', 4, 10, false],
    ['loading level 100: nothing is polled yet', 100, 10, false],
    ['no sites: nothing to poll', 1, 0, false],
    ['no signed-in user (no shell polling at all)', null, 3, true],
  ])('%s', (_name, level, siteCount, expected) => {
    expect(mapPollsSiteStatus(level, siteCount)).toBe(expected);
  });
});
