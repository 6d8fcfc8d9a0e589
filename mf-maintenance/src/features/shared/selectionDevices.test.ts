import { Role, SelectionType, buildHierarchy } from '@bess/shared';
import { testUser } from '@bess/shared/testing';
import { devicePermissions, isBattery, selectionDevices } from './selectionDevices';

const hierarchy = buildHierarchy(
  [
    { siteGroupId: 'G-TOP', parentId: null, name: 'Top', level: 2 },
    { siteGroupId: 'G-SUB', parentId: 'G-TOP', name: 'Sub', level: 2 },
  ],
  [
    { siteId: 'S-A', siteName: 'A', parentId: 'G-TOP', level: 2 },
    { siteId: 'S-B', siteName: 'B', parentId: 'G-SUB', level: 10 },
  ],
  [
    { deviceId: 'SC-000000001', siteId: 'S-A', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' },
    { deviceId: 'SC-000000002', siteId: 'S-B', batteryCapacity: 10, commissionningDate: '2024-01-01T00:00:00Z' },
    { deviceId: 'PV-000000003', siteId: 'S-B', batteryCapacity: 0, commissionningDate: '2024-01-01T00:00:00Z' },
  ],
);
const ids = (type: SelectionType, id: string | null) =>
  selectionDevices(hierarchy, { id, selectionType: type })
    .map((d) => d.deviceId)
    .sort();

it('a device selects itself, a site its devices, a group every device below it, nothing all devices', () => {
  expect(ids(SelectionType.DEVICE, 'SC-000000001')).toEqual(['SC-000000001']);
  expect(ids(SelectionType.SITE, 'S-B')).toEqual(['PV-000000003', 'SC-000000002']);
  expect(ids(SelectionType.SITEGROUP, 'G-TOP')).toEqual(['PV-000000003', 'SC-000000001', 'SC-000000002']);
  expect(ids(SelectionType.SITEGROUP, 'G-SUB')).toEqual(['PV-000000003', 'SC-000000002']);
  expect(ids(SelectionType.NONE, null)).toHaveLength(3);
});

it('solar devices are not batteries', () => {
  expect(isBattery('SC-000000001')).toBe(true);
  expect(isBattery('PV-000000003')).toBe(false);
});

// The kit's user: its role checks are the shell's own (toHostUser), not a copy of them here.
const userOf = (role: Role | null, best: number) => testUser({ role, level: best });

describe("devicePermissions: the level on the device's site decides", () => {
  it('an admin with level 2 may do everything', () => {
    expect(devicePermissions(hierarchy, userOf(Role.Admin, 2), 'SC-000000001')).toEqual({
      alarms: true,
      commands: true,
      logs: true,
      parameters: true,
    });
  });
  it('a normal user (10) may handle alarms but send no field command and edit no parameters', () => {
    expect(devicePermissions(hierarchy, userOf(Role.Admin, 2), 'SC-000000002')).toEqual({
      alarms: true,
      commands: false,
      logs: false,
      parameters: false,
    });
  });
  it('a read-only user may do nothing', () => {
    const readonly = buildHierarchy(
      [],
      [{ siteId: 'S-R', siteName: 'R', parentId: null, level: 20 }],
      [{ deviceId: 'SC-000000009', siteId: 'S-R', batteryCapacity: 1, commissionningDate: '2024-01-01T00:00:00Z' }],
    );
    expect(devicePermissions(readonly, userOf(null, 20), 'SC-000000009')).toEqual({
      alarms: false,
      commands: false,
      logs: false,
      parameters: false,
    });
  });
  it('a super admin may do everything anywhere', () => {
    expect(devicePermissions(hierarchy, userOf(Role.SuperAdmin, 1), 'SC-000000002').parameters).toBe(true);
  });
  it('nobody signed in may do nothing', () => {
    expect(devicePermissions(hierarchy, null, 'SC-000000001').alarms).toBe(false);
  });
});
