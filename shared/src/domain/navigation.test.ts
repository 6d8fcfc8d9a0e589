import type { SelectionType } from './enums';
import { en } from '../i18n/resources/en';
import {
  TABS,
  TAB_LABEL_KEYS,
  accountMenuEntries,
  canOpenMap,
  hasWidget,
  isTabVisible,
  splitBottomNavigation,
  tabOfPath,
  tabRedirect,
  visibleTabs,
} from './navigation';
import type { NavigationContext, Tab } from './navigation';

/** A context in which nothing optional is on: an owner with a site selected on desktop. */
const ctx = (extra: Partial<NavigationContext> = {}): NavigationContext => ({
  role: null,
  userAccessLevelNumber: 10,
  selectionType: 'SITE',
  deviceTypes: [],
  isMobile: false,
  hasDeviceList: false,
  dataFeatureOn: false,
  scheduleFeatureOn: false,
  backupCapability: false,
  dashboardIds: [],
  ...extra,
});

const ALL_TYPES: SelectionType[] = ['NONE', 'SITE', 'DEVICE', 'SITEGROUP', 'PVSITE', 'PVDEVICE', 'EMPTYSITE'];

describe('spec 2: overview and management are for partner admin and above', () => {
  it.each([
    [null, false],
    ['Installer', false],
    ['Admin', false],
    ['PartnerAdmin', true],
    ['SuperAdmin', true],
  ])('role %p -> %p', (role, expected) => {
    expect(isTabVisible('overview', ctx({ role }))).toBe(expected);
    expect(isTabVisible('management', ctx({ role, selectionType: 'NONE' }))).toBe(expected);
  });
});

describe('spec 2: home is always shown', () => {
  it.each(ALL_TYPES)('selection %p', (selectionType) => {
    expect(isTabVisible('home', ctx({ selectionType }))).toBe(true);
  });
});

describe('spec 2: device-list when a device list exists, mobile only', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('hasDeviceList %p, mobile %p -> %p', (hasDeviceList, isMobile, expected) => {
    expect(isTabVisible('device-list', ctx({ hasDeviceList, isMobile }))).toBe(expected);
  });
});

describe('spec 2: data when the data feature is on, and partner admin and above or device type XEAM', () => {
  it.each([
    [true, 'PartnerAdmin', [], true],
    [true, 'SuperAdmin', [], true],
    [true, 'Admin', [], false],
    [true, null, ['XEAM'], true],
    [true, null, ['Compact'], false],
    [false, 'SuperAdmin', ['XEAM'], false],
  ])('feature %p, role %p, types %p -> %p', (dataFeatureOn, role, deviceTypes, expected) => {
    expect(isTabVisible('data', ctx({ dataFeatureOn, role, deviceTypes }))).toBe(expected);
  });
});

describe('spec 2: economics not for a site group; hidden when the device type is not XEAM', () => {
  it.each([
    ['SITE', ['XEAM'], true],
    ['SITE', ['Compact', 'xeam'], true],
    ['SITE', ['Compact'], false],
    ['SITEGROUP', ['XEAM'], false],
    ['DEVICE', ['XEAM'], true],
    ['NONE', [], false],
  ] as [SelectionType, string[], boolean][])('selection %p, types %p -> %p', (selectionType, deviceTypes, expected) => {
    expect(isTabVisible('economics', ctx({ selectionType, deviceTypes, role: 'SuperAdmin' }))).toBe(expected);
  });
});

describe('spec 2: maintenance for partner admin and above, not on an empty site', () => {
  it.each([
    ['PartnerAdmin', 'SITE', true],
    ['SuperAdmin', 'NONE', true],
    ['SuperAdmin', 'DEVICE', true],
    ['SuperAdmin', 'EMPTYSITE', false],
    ['Admin', 'SITE', false],
    [null, 'SITE', false],
  ] as [string | null, SelectionType, boolean][])('role %p, selection %p -> %p', (role, selectionType, expected) => {
    expect(isTabVisible('maintenance', ctx({ role, selectionType }))).toBe(expected);
  });
});

describe('spec 2: schedule needs a feature flag and a single site selected', () => {
  it.each([
    [true, 'SITE', true],
    [false, 'SITE', false],
    [true, 'SITEGROUP', false],
    [true, 'EMPTYSITE', false],
    [true, 'PVSITE', false],
    [true, 'DEVICE', false],
    [true, 'NONE', false],
  ] as [boolean, SelectionType, boolean][])(
    'flag %p, selection %p -> %p',
    (scheduleFeatureOn, selectionType, expected) => {
      expect(isTabVisible('schedule', ctx({ scheduleFeatureOn, selectionType }))).toBe(expected);
    },
  );
});

describe('spec 2 and 6: devices (Parameters): mobile needs admin level, desktop super admin; not on empty site or none', () => {
  it.each([
    [false, 'SuperAdmin', 'DEVICE', true],
    [false, 'PartnerAdmin', 'DEVICE', false],
    [false, 'Admin', 'SITE', false],
    [true, 'Admin', 'DEVICE', true],
    [true, 'PartnerAdmin', 'SITE', true],
    [true, null, 'DEVICE', false],
    [true, 'Installer', 'DEVICE', false],
    [false, 'SuperAdmin', 'EMPTYSITE', false],
    [false, 'SuperAdmin', 'NONE', false],
    [true, 'Admin', 'NONE', false],
    [false, 'SuperAdmin', 'PVSITE', true],
    [false, 'SuperAdmin', 'SITEGROUP', true],
  ] as [boolean, string | null, SelectionType, boolean][])(
    'mobile %p, role %p, selection %p -> %p',
    (isMobile, role, selectionType, expected) => {
      expect(isTabVisible('devices', ctx({ isMobile, role, selectionType }))).toBe(expected);
    },
  );

  it('is labelled Parameters', () => {
    const [group, key] = TAB_LABEL_KEYS.devices.split('.') as ['nav', 'devices'];
    expect(en.translation[group][key]).toBe('Parameters');
  });
});

describe('spec 2: backup needs the backup capability flag', () => {
  it.each([
    [true, true],
    [false, false],
  ])('flag %p -> %p', (backupCapability, expected) => {
    expect(isTabVisible('backup', ctx({ backupCapability, role: 'SuperAdmin' }))).toBe(expected);
  });
});

describe('spec 2: users when the selection is PV site, site, site group or empty site and level is 0 or higher', () => {
  it.each([
    ['PVSITE', 10, true],
    ['SITE', 0, true],
    ['SITEGROUP', 1, true],
    ['EMPTYSITE', 20, true],
    ['DEVICE', 1, false],
    ['PVDEVICE', 1, false],
    ['NONE', 1, false],
    ['SITE', -1, false],
  ] as [SelectionType, number, boolean][])(
    'selection %p, level %p -> %p',
    (selectionType, userAccessLevelNumber, expected) => {
      expect(isTabVisible('users', ctx({ selectionType, userAccessLevelNumber }))).toBe(expected);
    },
  );
});

describe('spec 2: visible tabs in order', () => {
  it.each([
    ['owner of a plain site', ctx(), ['home', 'users']],
    [
      'owner of an XEAM site with data',
      ctx({ deviceTypes: ['XEAM'], dataFeatureOn: true }),
      ['home', 'data', 'economics', 'users'],
    ],
    [
      'super admin, desktop, site, every flag',
      ctx({
        role: 'SuperAdmin',
        deviceTypes: ['XEAM'],
        dataFeatureOn: true,
        scheduleFeatureOn: true,
        backupCapability: true,
        hasDeviceList: true,
      }),
      ['overview', 'home', 'data', 'economics', 'maintenance', 'schedule', 'devices', 'backup', 'users', 'management'],
    ],
    [
      'partner admin, mobile, device',
      ctx({ role: 'PartnerAdmin', isMobile: true, hasDeviceList: true, selectionType: 'DEVICE', dataFeatureOn: true }),
      ['overview', 'home', 'device-list', 'data', 'maintenance', 'devices', 'management'],
    ],
    ['admin, desktop, empty site', ctx({ role: 'Admin', selectionType: 'EMPTYSITE' }), ['home', 'users']],
  ])('%s', (_case, context, tabs) => {
    expect(visibleTabs(context)).toEqual(tabs);
  });
});

describe('spec 2: route table widgets', () => {
  it.each([
    ['overview', ALL_TYPES],
    ['maintenance', ALL_TYPES],
    ['backup', ALL_TYPES],
    ['management', ALL_TYPES],
    ['device-list', ALL_TYPES],
    ['home', ['SITE', 'DEVICE', 'SITEGROUP', 'PVSITE', 'PVDEVICE', 'EMPTYSITE']],
    ['data', ['SITE', 'DEVICE', 'PVSITE', 'PVDEVICE']],
    ['economics', ['SITE']],
    ['schedule', ['SITE']],
    ['devices', ['SITE', 'DEVICE', 'PVSITE', 'PVDEVICE']],
    ['users', ['SITE', 'SITEGROUP', 'PVSITE', 'EMPTYSITE']],
  ] as [Tab, SelectionType[]][])('%p has widgets for %p', (tab, types) => {
    expect(ALL_TYPES.filter((t) => hasWidget(tab, t))).toEqual(types);
  });
});

describe('spec 2: redirects', () => {
  it.each([
    ['backup', 'SITE', false, '/main/home'],
    ['backup', 'SITE', true, null],
    ['economics', 'DEVICE', true, '/main/home'],
    ['schedule', 'DEVICE', true, '/main/home'],
    ['schedule', 'PVDEVICE', true, '/main/home'],
    ['economics', 'SITE', true, null],
    ['data', 'DEVICE', true, null],
    ['home', 'DEVICE', true, null],
    ['schedule', 'SITEGROUP', true, null],
  ] as [Tab, SelectionType, boolean, string | null][])(
    '%p with %p, backup flag %p -> %p',
    (tab, selectionType, backupCapability, path) => {
      expect(tabRedirect(tab, { selectionType, backupCapability })).toBe(path);
    },
  );

  it.each([
    ['/main/data', 'data'],
    ['main/device-list/', 'device-list'],
    ['/main/devices', 'devices'],
    ['/map', null],
  ])('path %p is tab %p', (path, tab) => {
    expect(tabOfPath(path)).toBe(tab);
  });

  it('every tab has a path that maps back to it', () => {
    expect(TABS.map((t) => tabOfPath(`/main/${t}`))).toEqual([...TABS]);
  });
});

describe('spec 2 and 6: account menu (desktop and mobile)', () => {
  it.each([
    [null, [], ['settings', 'signOut']],
    [null, ['S1', 'S2'], ['showDashboardMode', 'settings', 'signOut']],
    [null, ['S1', 'S1'], ['settings', 'signOut']],
    ['Admin', ['S1'], ['settings', 'signOut']],
    ['PartnerAdmin', ['S1'], ['map', 'settings', 'signOut']],
    ['SuperAdmin', ['S1', 'G1', 'G2'], ['showDashboardMode', 'map', 'admin', 'settings', 'log', 'signOut']],
  ])('role %p, dashboards %p -> %p', (role, dashboardIds, entries) => {
    expect(accountMenuEntries(ctx({ role, dashboardIds, isMobile: false }))).toEqual(entries);
    expect(accountMenuEntries(ctx({ role, dashboardIds, isMobile: true }))).toEqual(entries);
  });

  it.each([
    ['PartnerAdmin', true],
    ['SuperAdmin', true],
    ['Admin', false],
    [null, false],
  ])('map for %p: %p', (role, expected) => {
    expect(canOpenMap(role)).toBe(expected);
  });
});

describe('spec 2: mobile bottom navigation with a Menu overflow', () => {
  it.each([
    [['home', 'users'], ['home', 'users'], []],
    [
      ['overview', 'home', 'data', 'maintenance', 'management'],
      ['overview', 'home', 'data', 'maintenance', 'management'],
      [],
    ],
    [
      ['overview', 'home', 'device-list', 'data', 'maintenance', 'devices'],
      ['overview', 'home', 'device-list', 'data'],
      ['maintenance', 'devices'],
    ],
  ] as [Tab[], Tab[], Tab[]][])('%p -> bar %p, overflow %p', (tabs, bar, overflow) => {
    expect(splitBottomNavigation(tabs)).toEqual({ bar, overflow });
  });
});
