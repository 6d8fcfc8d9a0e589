/** Navigation visibility rules, widgets per route, redirects and the account menu (spec 2 and 6). */
import { isAtLeast, isExactly } from './access';
import { Role, SelectionType } from './enums';
import { isXeam } from './site';
import type { Resources } from '../i18n/resources/en';
import type { TextKey } from '../i18n/textKeys';

/** The tabs of the main view, in navigation order (spec 2). */
export const TABS = [
  'overview',
  'home',
  'device-list',
  'data',
  'economics',
  'maintenance',
  'schedule',
  'devices',
  'backup',
  'users',
  'management',
] as const;
export type Tab = (typeof TABS)[number];

/** Route of each tab (spec 2 route table). */
export const TAB_PATHS: Readonly<Record<Tab, string>> = {
  overview: '/main/overview',
  home: '/main/home',
  'device-list': '/main/device-list',
  data: '/main/data',
  economics: '/main/economics',
  maintenance: '/main/maintenance',
  schedule: '/main/schedule',
  devices: '/main/devices',
  backup: '/main/backup',
  users: '/main/users',
  management: '/main/management',
};

/** i18n key (translation namespace) of each tab's label; spec 2: main/devices is labelled Parameters. */
export const TAB_LABEL_KEYS: Readonly<Record<Tab, TextKey<Resources['translation']>>> = {
  overview: 'nav.overview',
  home: 'nav.home',
  'device-list': 'nav.deviceList',
  data: 'nav.data',
  economics: 'nav.economics',
  maintenance: 'nav.maintenance',
  schedule: 'nav.schedule',
  devices: 'nav.devices',
  backup: 'nav.backup',
  users: 'nav.users',
  management: 'nav.management',
};

/** Where the spec's redirects go. */
export const HOME_PATH = '/main/home';

const ALL_SELECTIONS: readonly SelectionType[] = Object.values(SelectionType);
const { SITE, DEVICE, SITEGROUP, PVSITE, PVDEVICE, EMPTYSITE } = SelectionType;

/**
 * spec 2 route table: the selections each tab has a widget for. "One widget for any selection" is every type,
 * NONE included; home has the status widget for device, site, group and empty site and the solar widget for the
 * solar types.
 */
export const TAB_WIDGETS: Readonly<Record<Tab, readonly SelectionType[]>> = {
  overview: ALL_SELECTIONS,
  home: [DEVICE, SITE, SITEGROUP, EMPTYSITE, PVSITE, PVDEVICE],
  'device-list': ALL_SELECTIONS,
  data: [DEVICE, SITE, PVSITE, PVDEVICE],
  economics: [SITE],
  maintenance: ALL_SELECTIONS,
  schedule: [SITE],
  devices: [DEVICE, PVDEVICE, PVSITE, SITE],
  backup: ALL_SELECTIONS,
  users: [PVSITE, SITE, SITEGROUP, EMPTYSITE],
  management: ALL_SELECTIONS,
};

// spec 2: users is for a PV site, site, site group or empty site.
const USERS_SELECTIONS: readonly SelectionType[] = [PVSITE, SITE, SITEGROUP, EMPTYSITE];

/** True when the tab's route has a widget for the selection type (spec 2 route table). */
export function hasWidget(tab: Tab, selectionType: SelectionType): boolean {
  return TAB_WIDGETS[tab].includes(selectionType);
}

/** What the navigation rules look at. The shell fills it from the user, the selection and the layout. */
export interface NavigationContext {
  /** The user's ordered role (Admin, PartnerAdmin, SuperAdmin) or null for owners and plain installers. */
  role: Role | string | null;
  userAccessLevelNumber: number;
  selectionType: SelectionType;
  /** Device types of the selection (see `selectionDeviceTypes`); XEAM gates data and economics. */
  deviceTypes: readonly string[];
  /** Below 900 px (spec 2). */
  isMobile: boolean;
  /** A device list exists (see `hasDeviceList`). */
  hasDeviceList: boolean;
  /** The data feature is on (spec 2). */
  dataFeatureOn: boolean;
  /** The schedule feature flag (spec 2 "needs a feature flag"; spec 6 site feature flags). */
  scheduleFeatureOn: boolean;
  /** The backup capability flag of the selection (spec 2). */
  backupCapability: boolean;
  /** The dashboard ids the user may see (see `dashboardIds`). */
  dashboardIds: readonly string[];
}

/** spec 2: navigation visibility of one tab. */
export function isTabVisible(tab: Tab, ctx: NavigationContext): boolean {
  const partnerAdminUp = isAtLeast(ctx.role, Role.PartnerAdmin);
  const type = ctx.selectionType;
  switch (tab) {
    case 'overview':
      return partnerAdminUp;
    case 'home':
      return true;
    case 'device-list':
      return ctx.hasDeviceList && ctx.isMobile;
    case 'data':
      return ctx.dataFeatureOn && (partnerAdminUp || isXeam(ctx.deviceTypes));
    case 'economics':
      return type !== SITEGROUP && isXeam(ctx.deviceTypes);
    case 'maintenance':
      return partnerAdminUp && type !== EMPTYSITE;
    case 'schedule':
      return ctx.scheduleFeatureOn && type === SITE;
    case 'devices': {
      // spec 2 and 6: the Parameters tab needs admin level on mobile, super admin on desktop.
      const roleOk = ctx.isMobile ? isAtLeast(ctx.role, Role.Admin) : isAtLeast(ctx.role, Role.SuperAdmin);
      return roleOk && type !== EMPTYSITE && type !== SelectionType.NONE;
    }
    case 'backup':
      return ctx.backupCapability;
    case 'users':
      return USERS_SELECTIONS.includes(type) && ctx.userAccessLevelNumber >= 0;
    case 'management':
      return partnerAdminUp;
  }
}

/** spec 2: the visible tabs, in navigation order. */
export function visibleTabs(ctx: NavigationContext): Tab[] {
  return TABS.filter((tab) => isTabVisible(tab, ctx));
}

/**
 * spec 2: where to redirect a tab that is open, or null to stay. Backup without the capability flag goes home; with a
 * device selected (battery or solar) a tab that only has a site widget (economics, schedule) goes to /main/home.
 * Decision: other hidden tabs are not redirected here, so that a deep link survives the loading level 100.
 */
export function tabRedirect(
  tab: Tab,
  ctx: Pick<NavigationContext, 'selectionType' | 'backupCapability'>,
): string | null {
  if (tab === 'backup' && !ctx.backupCapability) return HOME_PATH;
  const widgets = TAB_WIDGETS[tab];
  const deviceSelected = ctx.selectionType === DEVICE || ctx.selectionType === PVDEVICE;
  if (deviceSelected && widgets.length === 1 && widgets[0] === SITE) return HOME_PATH;
  return null;
}

/** The tab whose route is a path (`/main/data`, `main/data/`), or null. */
export function tabOfPath(path: string): Tab | null {
  const normalised = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return TABS.find((tab) => TAB_PATHS[tab] === normalised) ?? null;
}

/** Entries of the account menu, in menu order (spec 2). */
export const ACCOUNT_MENU_ENTRIES = ['showDashboardMode', 'map', 'admin', 'settings', 'log', 'signOut'] as const;
export type AccountMenuEntry = (typeof ACCOUNT_MENU_ENTRIES)[number];

/** spec 2 and 6: the map is for partner admins and above. */
export function canOpenMap(role: Role | string | null | undefined): boolean {
  return isAtLeast(role, Role.PartnerAdmin);
}

/**
 * spec 2 and 6: the account menu. Show Dashboard mode when more than one (distinct) dashboard id exists; Map for
 * partner admins and above; Admin (opens the admin panel) and Log for super admins only; Settings and Sign out for
 * everyone. The same on desktop and mobile (the spec makes no difference).
 */
export function accountMenuEntries(ctx: Pick<NavigationContext, 'role' | 'dashboardIds'>): AccountMenuEntry[] {
  const superAdmin = isExactly(ctx.role, Role.SuperAdmin);
  const shown: Record<AccountMenuEntry, boolean> = {
    showDashboardMode: new Set(ctx.dashboardIds).size > 1,
    map: canOpenMap(ctx.role),
    admin: superAdmin,
    settings: true,
    log: superAdmin,
    signOut: true,
  };
  return ACCOUNT_MENU_ENTRIES.filter((entry) => shown[entry]);
}

/**
 * Decision (spec 2 gives no number): the mobile bottom navigation bar shows this many tabs, then a Menu overflow.
 */
export const BOTTOM_NAV_SLOTS = 4;

/** spec 2: splits the visible tabs into the mobile bottom bar and its Menu overflow (no overflow when all fit). */
export function splitBottomNavigation(tabs: readonly Tab[], slots = BOTTOM_NAV_SLOTS): { bar: Tab[]; overflow: Tab[] } {
  if (tabs.length <= slots + 1) return { bar: [...tabs], overflow: [] };
  return { bar: tabs.slice(0, slots), overflow: tabs.slice(slots) };
}
