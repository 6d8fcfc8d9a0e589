/** Test-only fleets for the sidebar list (never imported by production code). */
import { buildHierarchy, type Device, type Hierarchy, type LiveDataById, type SiteGroupInput } from '@bess/shared';

function device(deviceId: string, siteId: string | null, extra: Partial<Device> = {}): Device {
  return { deviceId, siteId, batteryCapacity: 10, commissionningDate: NaN, ...extra };
}

/**
 * A small fleet:
 *   North (G1) > Copenhagen (G2) > Copenhagen Office (S2: SC-000000123)
 *   North (G1) > Aarhus Harbour (S1: SC-000000001 running, SCR-000000002 error), Empty Lot (S3, no devices)
 *   Berlin Depot (S5: SCR-000000005 idling), outside any group
 *   SC-000000999 without a site
 */
export function smallFleet(): Hierarchy {
  return buildHierarchy(
    [
      { siteGroupId: 'G1', name: 'North', parentId: null },
      { siteGroupId: 'G2', name: 'Copenhagen', parentId: 'G1' },
    ],
    [
      { siteId: 'S1', siteName: 'Aarhus Harbour', parentId: 'G1', country: 'Denmark', installationType: 'Commercial' },
      {
        siteId: 'S2',
        siteName: 'Copenhagen Office',
        parentId: 'G2',
        country: 'Denmark',
        installationType: 'Residential',
      },
      { siteId: 'S3', siteName: 'Empty Lot', parentId: 'G1', country: 'Sweden', installationType: 'Residential' },
      { siteId: 'S5', siteName: 'Berlin Depot', parentId: null, country: 'Germany', installationType: 'Commercial' },
    ],
    [
      device('SC-000000001', 'S1', {
        batteryCapacity: 100,
        state: 'passive',
        mode: 'SelfConsumption',
        partnerId: 'P1',
      }),
      device('SCR-000000002', 'S1', { batteryCapacity: 20, state: 'error', mode: 'Backup', partnerId: 'P2' }),
      device('SC-000000123', 'S2', { batteryCapacity: 50, state: 'passive', mode: 'Backup', partnerId: 'P1' }),
      device('SCR-000000005', 'S5', { batteryCapacity: 15, state: 'stop', mode: 'Stop', partnerId: 'P3' }),
      device('SC-000000999', null, { batteryCapacity: 30, state: 'offline', mode: 'Stop', partnerId: 'P1' }),
    ],
  );
}

/** Live status of the small fleet's sites: S1 in error, S2 running, S5 idling. */
export const SMALL_FLEET_LIVE: LiveDataById = {
  S1: { state: 'error' },
  S2: { state: 'passive' },
  S5: { state: 'stop' },
};

const STATES = ['passive', 'stop', 'error', 'offline', 'maintenance'] as const;

/**
 * The large fleet of the benchmarks: 1,000 sites of 10 devices each (10,000 devices) in 20 regions of 5 areas,
 * every 4th site outside a group; plus every 50th site empty and its devices left without a site.
 */
export function largeFleet(): Hierarchy {
  const groups: SiteGroupInput[] = [];
  for (let r = 0; r < 20; r += 1) {
    groups.push({ siteGroupId: `R${r}`, name: `Region ${r}`, parentId: null });
    for (let a = 0; a < 5; a += 1)
      groups.push({ siteGroupId: `R${r}A${a}`, name: `Area ${r}.${a}`, parentId: `R${r}` });
  }
  const sites = [];
  const devices: Device[] = [];
  let serial = 1;
  for (let s = 0; s < 1000; s += 1) {
    const siteId = `S${s}`;
    const parentId = s % 4 === 3 ? null : `R${s % 20}A${s % 5}`;
    sites.push({ siteId, siteName: `Site ${s} Harbour`, parentId, country: s % 2 ? 'Denmark' : 'Sweden' });
    for (let d = 0; d < 10; d += 1) {
      const deviceId = `${serial % 2 ? 'SC' : 'SCR'}-${String(serial).padStart(9, '0')}`;
      devices.push(device(deviceId, s % 50 === 49 ? null : siteId, { state: STATES[serial % STATES.length] }));
      serial += 1;
    }
  }
  return buildHierarchy(groups, sites, devices);
}
