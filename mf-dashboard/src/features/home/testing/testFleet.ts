/** Test-only: the fleet the dashboard tests use. */
import { buildHierarchy, type Device, type SiteGroupInput, type SiteInput } from '@bess/shared';

/**
 * The test fleet:
 *   G-1 North: S-1 Harbour (SC-000000001, SCR-000000002; level 10), S-2 Office (SC-000000003; level 20, read-only)
 *   S-3 Empty Lot (no devices), PV-S-4 Sunny Farm (PV-000000004), S-5 Depot (SC-000000005) outside any group.
 */
export function testFleet() {
  const groups: SiteGroupInput[] = [{ siteGroupId: 'G-1', name: 'North' }];
  const sites: SiteInput[] = [
    { siteId: 'S-1', siteName: 'Harbour', parentId: 'G-1', country: 'Denmark', level: 10 },
    { siteId: 'S-2', siteName: 'Office', parentId: 'G-1', country: 'Sweden', level: 20 },
    { siteId: 'S-3', siteName: 'Empty Lot', parentId: null, country: 'Denmark', level: 10 },
    { siteId: 'PV-S-4', siteName: 'Sunny Farm', parentId: null, country: 'Spain', level: 10, pvPeak: 8 },
    { siteId: 'S-5', siteName: 'Depot', parentId: null, country: 'Germany', level: 10 },
  ];
  const device = (deviceId: string, siteId: string, batteryCapacity: number | null): Device => ({
    deviceId,
    siteId,
    batteryCapacity,
    commissionningDate: '2024-01-01T00:00:00Z',
  });
  const devices: Device[] = [
    device('SC-000000001', 'S-1', 100),
    device('SCR-000000002', 'S-1', 20),
    device('SC-000000003', 'S-2', 50),
    device('PV-000000004', 'PV-S-4', null),
    device('SC-000000005', 'S-5', 30),
  ];
  return buildHierarchy(groups, sites, devices);
}
