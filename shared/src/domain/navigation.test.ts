import type { SelectionType } from './enums';
import { en } from '../i18n/resources/en';
import { TAB_REGISTRY } from '../federation';
import { SPEC_TABS } from '../testing/specTabs';
import {
  NAVIGATION_LABEL_KEYS,
  NAVIGATION_PATHS,
  SCHEDULE_SECTIONS,
  TABS,
  TAB_LABEL_KEYS,
  TAB_PATHS,
  VISIBILITY_RULES,
  accountMenuEntries,
  canOpenInstaller,
  canOpenMap,
  hasWidget,
  isTabVisible,
  isVisibilityRuleName,
  meetsVisibilityRule,
  navigationEntries,
  scheduleSections,
  splitBottomNavigation,
  tabOfPath,
  tabRedirect,
  tabRouteRedirect,
  visibleTabs,
} from './navigation';
import type { NavigationContext, NavigationEntry, Tab } from './navigation';

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

const specTabs = (tabs: readonly string[]) => tabs.filter((tab) => SPEC_TABS.includes(tab));

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

describe('spec 2: economics not for a site group; hidden when the device type is not XEAM; its route is site only', () => {
  it.each([
    ['SITE', ['XEAM'], true, true],
    ['SITE', ['Compact', 'xeam'], true, true],
    ['SITE', ['Compact'], false, false],
    ['SITEGROUP', ['XEAM'], false, false],
    // The rule lets a device of an XEAM site through, but the route table's site-only route sends it home at once.
    ['DEVICE', ['XEAM'], true, false],
    ['PVDEVICE', ['XEAM'], true, false],
    ['NONE', [], false, false],
  ] as [SelectionType, string[], boolean, boolean][])(
    'selection %p, types %p -> rule %p, shown %p',
    (selectionType, deviceTypes, rule, shown) => {
      const context = ctx({ selectionType, deviceTypes, role: 'SuperAdmin' });
      expect(meetsVisibilityRule('economics', context)).toBe(rule);
      expect(isTabVisible('economics', context)).toBe(shown);
    },
  );
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

describe('rollouts (designed): the super admin only, on any selection, desktop and phone', () => {
  it.each([
    [null, false],
    ['Installer', false],
    ['Admin', false],
    ['PartnerAdmin', false],
    ['SuperAdmin', true],
  ])('role %p -> %p', (role, expected) => {
    for (const selectionType of ALL_TYPES)
      for (const isMobile of [false, true])
        expect(isTabVisible('rollouts', ctx({ role, selectionType, isMobile }))).toBe(expected);
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

describe('spec 6: the sections of the schedule tab follow the site feature flags', () => {
  it.each([
    [['Basic'], []],
    [
      ['Basic', 'EventScheduler'],
      ['events', 'plan', 'policy', 'replay', 'loads'],
    ],
    [['Basic', 'PeakShaving'], ['peakShaving']],
    [
      ['Basic', 'PeakShaving', 'EventScheduler'],
      ['events', 'plan', 'policy', 'replay', 'loads', 'peakShaving'],
    ],
    [['Cluster', 'Backup'], []],
    [null, []],
  ] as [string[] | null, string[]][])('features %p -> %p', (features, sections) => {
    expect(scheduleSections(features)).toEqual(sections);
  });

  it('lists the sections in the order the tab shows them', () => {
    expect(scheduleSections(['PeakShaving', 'EventScheduler'])).toEqual([...SCHEDULE_SECTIONS]);
  });
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
    expect(specTabs(visibleTabs(context))).toEqual(tabs);
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

describe('spec 2 and 6: the installer app is one tap away for installers, and for no one else', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('installer flag %p -> offered %p', (isInstaller, expected) => {
    expect(canOpenInstaller({ isInstaller })).toBe(expected);
  });

  it.each<[string, Partial<NavigationContext>, NavigationEntry[]]>([
    ['an installer with nothing selected', { isInstaller: true, selectionType: 'NONE' }, ['home', 'installer']],
    ['an owner', { selectionType: 'NONE' }, ['home']],
    [
      'a partner admin who is also an installer, on a phone',
      { isInstaller: true, role: 'PartnerAdmin', isMobile: true, hasDeviceList: true, selectionType: 'SITE' },
      ['overview', 'home', 'installer', 'device-list', 'maintenance', 'devices', 'users', 'management'],
    ],
  ])('%s', (_case, extra, entries) => {
    const context = ctx(extra);
    expect(navigationEntries(context).filter((entry) => entry === 'installer' || SPEC_TABS.includes(entry))).toEqual(
      entries,
    );
    // Right after home: among the first slots of the phone's bottom bar, never under Menu.
    if (context.isInstaller) expect(splitBottomNavigation(navigationEntries(context)).bar).toContain('installer');
  });

  it('goes to the installer route, labelled in the translation namespace', () => {
    expect(NAVIGATION_PATHS.installer).toBe('/installer');
    expect(NAVIGATION_LABEL_KEYS.installer).toBe('nav.installBattery');
    expect(en.translation.nav.installBattery).toBe('Install a battery');
    for (const tab of TABS) {
      expect(NAVIGATION_PATHS[tab]).toBe(TAB_PATHS[tab]);
      expect(NAVIGATION_LABEL_KEYS[tab]).toBe(TAB_LABEL_KEYS[tab]);
    }
  });
});

/** The users of the portal: each role, the installer flag, and owners and read-only users without a role. */
const USERS: [string, Partial<NavigationContext>][] = [
  ['owner', { role: null, userAccessLevelNumber: 10 }],
  ['read-only user', { role: null, userAccessLevelNumber: 20 }],
  ['installer', { role: null, userAccessLevelNumber: 5, isInstaller: true }],
  ['admin', { role: 'Admin', userAccessLevelNumber: 2 }],
  ['partner admin', { role: 'PartnerAdmin', userAccessLevelNumber: 4 }],
  ['super admin', { role: 'SuperAdmin', userAccessLevelNumber: 1 }],
];
const LAYOUTS: [string, Partial<NavigationContext>][] = [
  ['desktop', { isMobile: false }],
  ['phone', { isMobile: true }],
];
const FLAGS: [string, Partial<NavigationContext>][] = [
  [
    'every flag on, XEAM',
    {
      deviceTypes: ['Industrial', 'XEAM'],
      hasDeviceList: true,
      dataFeatureOn: true,
      scheduleFeatureOn: true,
      backupCapability: true,
    },
  ],
  ['every flag off', {}],
];
const ROWS = USERS.flatMap(([user, who]) =>
  LAYOUTS.flatMap(([layout, screen]) =>
    FLAGS.map(([flags, on]) => [`${user}, ${layout}, ${flags}`, { ...who, ...screen, ...on }] as const),
  ),
);

describe('spec 2: a tab is shown only if its route renders for the selection (every role x selection type x tab)', () => {
  it.each(ROWS)('%s', (_case, extra) => {
    const wrong: string[] = [];
    for (const selectionType of ALL_TYPES) {
      const context = ctx({ ...extra, selectionType });
      for (const tab of TABS) {
        if (!isTabVisible(tab, context)) continue;
        const redirect = tabRouteRedirect(tab, context) ?? tabRedirect(tab, context);
        if (redirect !== null) wrong.push(`${tab} on ${selectionType} is shown but redirects to ${redirect}`);
        if (!meetsVisibilityRule(tab, context)) wrong.push(`${tab} on ${selectionType} is shown against its rule`);
      }
      // ...and the tabs the navigation offers are exactly those (in order), the installer app aside.
      const offered = navigationEntries(context).filter((entry): entry is Tab => entry !== 'installer');
      expect(offered).toEqual(visibleTabs(context));
    }
    expect(wrong).toEqual([]);
  });

  it.each(ROWS)('%s: a hidden tab opened by its address goes home', (_case, extra) => {
    for (const selectionType of ALL_TYPES) {
      const context = ctx({ ...extra, selectionType });
      for (const tab of TABS.filter((t) => !isTabVisible(t, context))) {
        expect(tabRouteRedirect(tab, context)).toBe('/main/home');
      }
    }
  });
});

describe('the registry of the tabs (shared/federation.json): what the compiler cannot check in JSON', () => {
  it('lists every tab of spec 2, in its route table order', () => {
    expect(specTabs(TABS)).toEqual(SPEC_TABS);
  });

  it.each(TABS)('%s names a visibility rule of VISIBILITY_RULES', (tab) => {
    expect(Object.keys(VISIBILITY_RULES)).toContain(TAB_REGISTRY[tab].rule);
  });

  it.each(TABS)('%s has a label of the translation namespace', (tab) => {
    const [group, key, ...rest] = TAB_LABEL_KEYS[tab].split('.');
    expect({ group, rest }).toEqual({ group: 'nav', rest: [] });
    expect(en.translation.nav).toHaveProperty([key!]);
  });

  it.each(TABS)('%s has its route under /main, one segment, its own', (tab) => {
    expect(TAB_PATHS[tab]).toMatch(/^\/main\/[a-z][a-z0-9-]*$/);
    expect(TABS.filter((other) => TAB_PATHS[other] === TAB_PATHS[tab])).toEqual([tab]);
  });

  it.each(TABS)('%s has widgets for `any` selection or for selection types that exist', (tab) => {
    const { widgets } = TAB_REGISTRY[tab];
    if (typeof widgets === 'string') expect(widgets).toBe('any');
    else {
      expect(widgets.length).toBeGreaterThan(0);
      for (const type of widgets) expect(ALL_TYPES).toContain(type);
    }
  });

  it('a rule name the table lacks hides the tab rather than showing it', () => {
    expect(isVisibilityRuleName('everyone')).toBe(true);
    expect(isVisibilityRuleName('everybody')).toBe(false);
    expect(isVisibilityRuleName('toString')).toBe(false);
  });
});
