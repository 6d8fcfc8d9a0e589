import { buildHierarchy, loadInputCheck } from '@bess/shared';
import {
  COUNTRY_TIMEZONES,
  coordinateValue,
  newSiteCall,
  roundCoordinate,
  sitesForInstaller,
  timezoneOptions,
  type NewSiteForm,
} from './siteRules';

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
    ['', null],
    ['  ', null],
    ['55.6761', 55.6761],
    ['55,6761', 55.6761],
    ['-90', -90],
    ['90.1', 90.1],
    // Not a number: it stays text, for the API's check to name.
    ['north', 'north'],
  ] as const)('%p is sent as %p', (text, expected) => {
    expect(coordinateValue(text)).toBe(expected);
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

describe('the new site as the API takes it, and its check', () => {
  const form: NewSiteForm = {
    siteName: ' Harbour Hall ',
    address: ' ',
    country: 'Denmark',
    timezone: 'Europe/Copenhagen',
    latitude: '55,6',
    longitude: '12.5',
  };

  it('a new site: the name and texts trimmed, an empty address null, coordinates as numbers', () => {
    expect(newSiteCall('create', 'SC-000000901', form)).toEqual({
      name: 'createSite',
      body: {
        siteName: 'Harbour Hall',
        address: null,
        country: 'Denmark',
        timezone: 'Europe/Copenhagen',
        latitude: 55.6,
        longitude: 12.5,
      },
    });
  });

  it('a site around the battery left unnamed is named after it', () => {
    expect(newSiteCall('around', 'SC-000000901', { ...form, siteName: '' })).toMatchObject({
      name: 'createSiteAroundDevice',
      body: { deviceId: 'SC-000000901', siteName: 'SC-000000901' },
    });
  });

  it.each([
    ['95', { field: 'latitude', key: 'validation.between', values: { min: -90, max: 90, unit: '' } }],
    ['north', { field: 'latitude', key: 'validation.validNumber' }],
  ])('latitude %p is refused by the check as the management tab refuses it', async (latitude, error) => {
    const { checkInput } = await loadInputCheck();
    const { name, body } = newSiteCall('create', 'SC-000000901', { ...form, latitude });
    expect(checkInput(name, body)).toEqual([error]);
  });
});
