import { SelectionType, buildHierarchy } from '@bess/shared';
import { backupSiteOf, backupStateOf } from './backupMode';

it.each([
  ['Backup', 'backup'],
  ['GridForming', 'backup'],
  ['ToGridForming', 'backup'],
  ['GridTied', 'gridTied'],
  ['SelfConsumption', 'gridTied'],
  ['ToGridTied', 'gridTied'],
  ['Unknown', 'unknown'],
  [null, 'unknown'],
])('mode %p shows as %p', (mode, state) => expect(backupStateOf(mode)).toBe(state));

it('the site of a site or device selection; none for a group', () => {
  const h = buildHierarchy(
    [{ siteGroupId: 'G', parentId: null, name: 'G', level: 2 }],
    [{ siteId: 'S-1', siteName: 'One', parentId: 'G', level: 2 }],
    [{ deviceId: 'SC-000000001', siteId: 'S-1', batteryCapacity: 1, commissionningDate: '2024-01-01T00:00:00Z' }],
  );
  expect(backupSiteOf(h, { id: 'S-1', selectionType: SelectionType.SITE })?.siteId).toBe('S-1');
  expect(backupSiteOf(h, { id: 'SC-000000001', selectionType: SelectionType.DEVICE })?.siteId).toBe('S-1');
  expect(backupSiteOf(h, { id: 'G', selectionType: SelectionType.SITEGROUP })).toBeNull();
});
