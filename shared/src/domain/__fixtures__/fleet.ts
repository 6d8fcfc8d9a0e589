/** Test-only fixtures for the domain tests (never imported by production code, not re-exported). */
import { buildHierarchy } from '../hierarchy';
import type { Device, Hierarchy, SiteGroupInput, SiteInput } from '../types';

/** A device with defaults for the fields a test does not care about. */
export function device(deviceId: string, siteId: string | null, extra: Partial<Device> = {}): Device {
  return { deviceId, siteId, batteryCapacity: 10, commissionningDate: NaN, ...extra };
}

/** A site input with defaults. */
export function site(
  siteId: string,
  siteName: string,
  parentId: string | null,
  extra: Partial<SiteInput> = {},
): SiteInput {
  return { siteId, siteName, parentId, meters: [{ type: 'grid' }, { type: 'PV' }], ...extra };
}

/** A group input with defaults. */
export function group(siteGroupId: string, name: string, parentId: string | null = null): SiteGroupInput {
  return { siteGroupId, name, parentId };
}

/**
 * A small fleet:
 *   G1 North (G2 Copenhagen inside) - S1 Aarhus Harbour (SC-000000001, SCR-000000002), S2 Copenhagen Office in G2
 *   (SC-000000123), S3 Empty Lot in G1 (no devices); PV-S4 Sunny Farm ungrouped (PV-000000004);
 *   S5 Berlin ungrouped (SCR-000000005); unparented SC-000000999.
 */
export function fleet(): Hierarchy {
  return buildHierarchy(
    [group('G1', 'North'), group('G2', 'Copenhagen', 'G1')],
    [
      site('S1', 'Aarhus Harbour', 'G1', { country: 'Denmark', installationType: 'Commercial', deviceTypes: ['XEAM'] }),
      site('S2', 'Copenhagen Office', 'G2', { country: 'Denmark', installationType: 'Residential' }),
      site('S3', 'Empty Lot', 'G1', { country: 'Sweden', installationType: 'Residential' }),
      site('PV-S4', 'Sunny Farm', null, { country: 'Spain', installationType: 'Solar' }),
      site('S5', 'Berlin Depot', null, { country: 'Germany', installationType: 'Commercial' }),
    ],
    [
      device('SC-000000001', 'S1', {
        batteryCapacity: 100,
        commissionningDate: '2023-05-01T00:00:00Z',
        orderNr: 'ORD-1',
        partnerId: 'P1',
        mode: 'SelfConsumption',
      }),
      device('SCR-000000002', 'S1', {
        batteryCapacity: 20,
        commissionningDate: '2022-02-01T00:00:00Z',
        orderNr: 'ORD-2',
        partnerId: 'P2',
        mode: 'Backup',
      }),
      device('SC-000000123', 'S2', {
        batteryCapacity: 50,
        commissionningDate: '2024-07-01T00:00:00Z',
        orderNr: 'ORD-3',
        partnerId: 'P1',
        mode: 'Passive',
      }),
      device('PV-000000004', 'PV-S4', { batteryCapacity: null, partnerId: 'P2' }),
      device('SCR-000000005', 'S5', {
        batteryCapacity: 15,
        commissionningDate: '2021-01-01T00:00:00Z',
        orderNr: 'ORD-5',
        partnerId: 'P3',
        mode: 'Passive',
      }),
      device('SC-000000999', null, { batteryCapacity: 30, orderNr: 'ORD-9', partnerId: 'P1', mode: 'Stop' }),
    ],
  );
}
