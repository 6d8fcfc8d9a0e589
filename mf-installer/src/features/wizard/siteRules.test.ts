import { buildHierarchy } from '@bess/shared';
import { COUNTRY_TIMEZONES, readCoordinate, roundCoordinate, sitesForInstaller, timezoneOptions } from './siteRules';

describe('sitesForInstaller', () => {
  it('keeps the sites with installer level or better, no solar site, by name', () => {
    const { sites } = buildHierarchy(
      [],
      [
        { siteId: 'S-B', siteName: 'Bravo', level: 5 },
        { siteId: 'S-A', siteName: 'Alpha', level: 2 },
        { siteId: 'S-OWN', siteName: 'Owned', level: 10 },
        { siteId: 'PV-S', siteName: 'Solar', level: 5 },
      ],
      [],
    );
    expect(sitesForInstaller(sites).map((s) => s.siteId)).toEqual(['S-A', 'S-B']);
  });
});

describe('coordinates', () => {
  it.each([
    ['', 'latitude', null],
    ['55.6761', 'latitude', 55.6761],
    ['55,6761', 'latitude', 55.6761],
    ['-90', 'latitude', -90],
    ['90.1', 'latitude', 'latitudeRange'],
    ['north', 'latitude', 'latitudeRange'],
    ['-180', 'longitude', -180],
    ['181', 'longitude', 'longitudeRange'],
  ] as const)('%p as %s reads %p', (text, axis, expected) => {
    expect(readCoordinate(text, axis)).toBe(expected);
  });

  it('rounds a located position to 5 decimals', () => {
    expect(roundCoordinate(55.676098765)).toBe('55.6761');
  });
});

describe('time zones', () => {
  it('proposes a real zone for every country, GMT first in the list', () => {
    const zones = timezoneOptions();
    expect(zones[0]).toBe('GMT');
    for (const zone of Object.values(COUNTRY_TIMEZONES)) expect(zones).toContain(zone);
  });
});
