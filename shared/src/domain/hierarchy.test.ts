import { device, fleet, group, site } from './__fixtures__/fleet';
import {
  buildHierarchy,
  dashboardIds,
  devicesOfSite,
  groupAncestors,
  selectedEntity,
  selectionDeviceTypes,
  selectionFeatures,
  selectionFor,
  siteOfDevice,
  sitesInGroup,
} from './hierarchy';

describe('spec 3: hierarchy with derived site fields', () => {
  const h = fleet();

  it.each([
    [
      'S1',
      'G1',
      ['SC-000000001', 'SCR-000000002'],
      120,
      '2022-02-01T00:00:00Z',
      ['XEAM', 'Industrial', 'Compact'],
      true,
    ],
    ['S2', 'G2', ['SC-000000123'], 50, '2024-07-01T00:00:00Z', ['Industrial'], true],
    ['S3', 'G1', [], 0, null, [], false],
    ['PV-S4', null, ['PV-000000004'], 0, null, ['PV'], true],
    ['S5', null, ['SCR-000000005'], 15, '2021-01-01T00:00:00Z', ['Compact'], true],
  ])(
    'site %p: parent %p, devices %p, capacity %p, commissioned %p, types %p, dashboard %p',
    (id, parent, ids, cap, date, types, dash) => {
      const s = h.sitesById.get(id);
      expect(s).toMatchObject({
        parentId: parent,
        deviceIds: ids,
        batteryCapacity: cap,
        commissionningDate: date,
        deviceTypes: types,
        hasDashboard: dash,
        timezone: 'GMT',
      });
    },
  );

  it('lists unparented devices, roots and children', () => {
    expect(h.unparentedDevices.map((d) => d.deviceId)).toEqual(['SC-000000999']);
    expect(h.rootGroupIds).toEqual(['G1']);
    expect(h.childGroupIds.get('G1')).toEqual(['G2']);
    expect(h.groupSiteIds.get('G1')).toEqual(['S1', 'S3']);
    expect(h.ungroupedSiteIds).toEqual(['PV-S4', 'S5']);
    expect(h.groupsById.get('G2')?.siteIds).toEqual(['S2']);
  });

  it('derives a group capacity from the sites below it when the server gives none', () => {
    expect(h.groupsById.get('G1')?.batteryCapacity).toBe(170);
    expect(h.groupsById.get('G2')?.batteryCapacity).toBe(50);
  });

  it.each([
    ['site lists the device', [site('S1', 'A', null, { deviceIds: ['D-1'] })], [device('D-1', null)], 'S1'],
    ['device names its site', [site('S1', 'A', null)], [device('D-1', 'S1')], 'S1'],
    ['device names its site as parentId', [site('S1', 'A', null)], [device('D-1', null, { parentId: 'S1' })], 'S1'],
    ['device names an unknown site', [site('S1', 'A', null)], [device('D-1', 'S9')], undefined],
  ])('links a device when %s', (_case, sites, devices, siteId) => {
    const built = buildHierarchy([], sites, devices);
    expect(built.siteIdByDeviceId.get('D-1')).toBe(siteId);
    expect(built.unparentedDevices.length).toBe(siteId ? 0 : 1);
  });

  it('links a site through a group list, treats an unknown parent as root and survives a cycle', () => {
    const built = buildHierarchy(
      [{ ...group('A', 'A', 'B'), siteIds: ['S1'] }, group('B', 'B', 'A'), group('C', 'C', 'missing')],
      [site('S1', 'One', null, { timezone: 'Europe/Copenhagen' })],
      [],
    );
    expect(built.sitesById.get('S1')?.parentId).toBe('A');
    expect(built.sitesById.get('S1')?.timezone).toBe('Europe/Copenhagen');
    expect(built.rootGroupIds).toEqual(['C']);
    expect(groupAncestors(built, 'A')).toEqual(['A', 'B']);
    expect(built.groupsById.get('A')?.batteryCapacity).toBe(0);
  });
});

describe('spec 3: lookups in the hierarchy', () => {
  const h = fleet();

  it.each([
    ['G1', 'SITEGROUP'],
    ['S1', 'SITE'],
    ['S3', 'EMPTYSITE'],
    ['PV-S4', 'PVSITE'],
    ['SC-000000001', 'DEVICE'],
    ['PV-000000004', 'PVDEVICE'],
    ['SC-000000999', 'DEVICE'],
    ['nope', 'NONE'],
    [null, 'NONE'],
  ])('selectionFor(%p) -> %p', (id, type) => {
    expect(selectionFor(h, id).selectionType).toBe(type);
  });

  it.each([
    [
      { id: 'G2', selectionType: 'SITEGROUP' as const },
      ['EventScheduler', 'Cluster', 'Backup', 'PeakShaving'],
      ['Industrial'],
    ],
    [
      { id: 'G1', selectionType: 'SITEGROUP' as const },
      ['EventScheduler', 'Cluster', 'Backup', 'PeakShaving'],
      ['XEAM', 'Industrial', 'Compact'],
    ],
    [{ id: 'SCR-000000002', selectionType: 'DEVICE' as const }, [], ['XEAM', 'Industrial', 'Compact']],
    [{ id: 'SC-000000999', selectionType: 'DEVICE' as const }, [], ['Industrial']],
    [{ id: null, selectionType: 'NONE' as const }, [], []],
  ])('selection %p has features %p and device types %p', (selection, features, types) => {
    expect(selectionFeatures(h, selection)).toEqual(features);
    expect(selectionDeviceTypes(h, selection)).toEqual(types);
  });

  it('resolves entities and relations', () => {
    expect(selectedEntity(h, { id: 'S1', selectionType: 'SITE' })).toMatchObject({
      kind: 'site',
      site: { siteName: 'Aarhus Harbour' },
    });
    expect(selectedEntity(h, { id: 'S1', selectionType: 'DEVICE' })).toEqual({ kind: 'none' });
    expect(siteOfDevice(h, 'SC-000000123')?.siteId).toBe('S2');
    expect(siteOfDevice(h, 'SC-000000999')).toBeNull();
    expect(devicesOfSite(h, 'S1').map((d) => d.deviceId)).toEqual(['SC-000000001', 'SCR-000000002']);
    expect(sitesInGroup(h, 'G1').map((s) => s.siteId)).toEqual(['S1', 'S3', 'S2']);
    expect(groupAncestors(h, 'G2')).toEqual(['G2', 'G1']);
  });

  it('ARCHITECTURE 8: dashboards are sites with hasDashboard and every group', () => {
    expect(dashboardIds(h)).toEqual(['S1', 'S2', 'PV-S4', 'S5', 'G1', 'G2']);
  });
});
