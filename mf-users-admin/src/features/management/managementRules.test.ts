import { buildHierarchy, loadInputCheck } from '@bess/shared';
import {
  canAdminister,
  canEditSite,
  commissionBody,
  groupCall,
  isAllowedGroupParent,
  parentOptions,
  pricePairProblem,
  siteAroundDeviceDefaults,
  siteCall,
  timezoneProblem,
  type SiteFormValues,
} from './managementRules';

const hierarchy = buildHierarchy(
  [
    { siteGroupId: 'G-EU', parentId: null, name: 'Europe', level: 2 },
    { siteGroupId: 'G-N', parentId: 'G-EU', name: 'Nordics', level: 2 },
    { siteGroupId: 'G-DK', parentId: 'G-N', name: 'Denmark', level: 2 },
    { siteGroupId: 'G-P', parentId: null, name: 'Partner tree', level: 4 },
  ],
  [],
  [],
);

const form: SiteFormValues = {
  siteName: ' Depot ',
  parentId: 'G-N',
  timezone: 'Europe/Copenhagen',
  country: 'Denmark',
  latitude: 56,
  longitude: 10,
  address: '  ',
  installationType: null,
  pvPeak: 12,
  gridPowerImportLimit: 20,
  gridPowerExportLimit: 0,
  electricityPriceImport: 2,
  electricityPriceExport: 0.5,
};

test('site edits need Installer (5); moves, deletes and group edits Admin (2)', () => {
  expect([1, 2, 4, 5, 10, undefined].map(canEditSite)).toEqual([true, true, true, true, false, false]);
  expect([1, 2, 4, 5, undefined].map(canAdminister)).toEqual([true, true, false, false, false]);
});

test.each([
  ['Europe/Copenhagen', null],
  ['GMT', null],
  // The API's key, so the dialog's text as the zone is typed is the check's (and the installer's).
  ['Mars/Olympus', 'validation.unknownTimezone'],
  [' Europe/Copenhagen ', null],
  // Empty is the schema's to refuse (the API's check), not this rule's.
  ['', null],
])('time zone %p: %p', (zone, key) => {
  expect(timezoneProblem(zone)?.key ?? null).toBe(key);
});

test('spec 5: prices are a pair - both or neither', () => {
  expect(pricePairProblem(null, null)).toBeNull();
  expect(pricePairProblem(1, 0)).toBeNull();
  expect(pricePairProblem(1, null)?.key).toBe('management.pricesAsPair');
  expect(pricePairProblem(null, 0)?.key).toBe('management.pricesAsPair');
});

test('spec 7: the bodies the API takes: texts trimmed, empty ones null, a change without its group', () => {
  expect(siteCall({ kind: 'create' }, form)).toEqual({
    name: 'createSite',
    body: expect.objectContaining({ siteName: 'Depot', address: null, parentId: 'G-N', gridPowerExportLimit: 0 }),
  });
  const update = siteCall({ kind: 'update', siteId: 'S-1' }, form);
  expect(update.name).toBe('updateSite');
  expect(update.body).toMatchObject({ siteId: 'S-1', siteName: 'Depot', latitude: 56 });
  expect(update.body).not.toHaveProperty('parentId');
  expect(siteCall({ kind: 'around', deviceId: 'SC-000000914' }, form).body).toMatchObject({
    deviceId: 'SC-000000914',
    siteName: 'Depot',
  });
  expect(
    groupCall({ kind: 'update', siteGroupId: 'G-1' }, { name: ' North ', parentId: null, timezone: 'GMT' }),
  ).toEqual({ name: 'updateSiteGroup', body: { siteGroupId: 'G-1', name: 'North', parentId: null, timezone: 'GMT' } });
  expect(commissionBody('S-1', { deviceId: ' SC-000000009 ', serialNumber: 'SN9 ', code: ' C9' })).toEqual({
    siteId: 'S-1',
    deviceId: 'SC-000000009',
    serialNumber: 'SN9',
    code: 'C9',
  });
});

test("the API's check of a site form: a blank name, a latitude out of range, a negative limit", async () => {
  const { checkInput } = await loadInputCheck();
  const { name, body } = siteCall({ kind: 'create' }, form);
  expect(checkInput(name, body)).toEqual([]);
  const bad = siteCall({ kind: 'create' }, { ...form, siteName: '  ', latitude: 95, gridPowerImportLimit: -1 });
  expect(checkInput(bad.name, bad.body)).toEqual([
    { field: 'siteName', key: 'validation.required' },
    { field: 'latitude', key: 'validation.between', values: { min: -90, max: 90, unit: '' } },
    { field: 'gridPowerImportLimit', key: 'validation.atLeast', values: { min: 0, unit: '' } },
  ]);
});

test('a group never moves into itself or below itself', () => {
  expect(isAllowedGroupParent(hierarchy, 'G-N', 'G-DK')).toBe(false);
  expect(isAllowedGroupParent(hierarchy, 'G-N', 'G-N')).toBe(false);
  expect(isAllowedGroupParent(hierarchy, 'G-DK', 'G-EU')).toBe(true);
  expect(isAllowedGroupParent(hierarchy, 'G-DK', null)).toBe(true);
});

test('parents offered: where the caller holds the level needed, minus the moved tree, by name', () => {
  expect(parentOptions(hierarchy, 2, 'G-N').map((o) => o.value)).toEqual(['G-EU']);
  expect(parentOptions(hierarchy, 5).map((o) => o.label)).toEqual(['Denmark', 'Europe', 'Nordics', 'Partner tree']);
});

describe('siteAroundDeviceDefaults (spec 4: a site around an unparented device)', () => {
  const fleet = buildHierarchy(
    [
      { siteGroupId: 'G-SE', parentId: null, name: 'Sweden', level: 2, timezone: 'Europe/Stockholm' },
      { siteGroupId: 'G-X', parentId: null, name: 'Mixed', level: 2, timezone: 'Europe/Berlin' },
    ],
    [
      { siteId: 'S-1', siteName: 'Malmö', parentId: 'G-SE', timezone: 'Europe/Stockholm', country: 'Sweden' },
      { siteId: 'S-2', siteName: 'Lund', parentId: 'G-SE', timezone: 'Europe/Stockholm', country: 'Sweden' },
      { siteId: 'S-3', siteName: 'Kiel', parentId: 'G-X', timezone: 'Europe/Berlin', country: 'Germany' },
      { siteId: 'S-4', siteName: 'Tønder', parentId: 'G-X', timezone: 'Europe/Copenhagen', country: 'Denmark' },
      { siteId: 'S-5', siteName: 'Odd', parentId: 'G-X', timezone: 'Europe/Berlin', country: 'Atlantis' },
    ],
    [],
  );

  it('with nothing selected: the device id as name, at the top level, GMT, no country', () => {
    expect(siteAroundDeviceDefaults(fleet, 'SC-000000914', {})).toEqual(
      expect.objectContaining({ siteName: 'SC-000000914', parentId: null, timezone: 'GMT', country: null }),
    );
  });

  it("with a site selected: beside it, with the site's time zone and country", () => {
    const site = fleet.sitesById.get('S-4')!;
    expect(siteAroundDeviceDefaults(fleet, 'SC-1', { site })).toEqual(
      expect.objectContaining({ parentId: 'G-X', timezone: 'Europe/Copenhagen', country: 'Denmark' }),
    );
  });

  it('with a group selected: in it, with its time zone and the country most of its sites share', () => {
    const group = fleet.groupsById.get('G-SE')!;
    expect(siteAroundDeviceDefaults(fleet, 'SC-1', { group })).toEqual(
      expect.objectContaining({ parentId: 'G-SE', timezone: 'Europe/Stockholm', country: 'Sweden' }),
    );
  });

  it("a tie between countries goes to the first in the spec's list; an unknown country is never offered", () => {
    const group = fleet.groupsById.get('G-X')!;
    expect(siteAroundDeviceDefaults(fleet, 'SC-1', { group }).country).toBe('Denmark');
  });

  it('every other field starts empty', () => {
    const values = siteAroundDeviceDefaults(fleet, 'SC-1', { site: fleet.sitesById.get('S-1')! });
    expect(values).toEqual(
      expect.objectContaining({ address: null, latitude: null, pvPeak: null, electricityPriceImport: null }),
    );
  });
});
