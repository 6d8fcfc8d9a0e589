/** Navigation visibility rules, widgets per route, redirects and the account menu (spec 2 and 6). */
import { isAtLeast, isExactly } from './access';
import { Role, SelectionType, type SiteFeature } from './enums';
import { isXeam } from './site';
import { TAB_REGISTRY } from '../federation';
import type { Resources } from '../i18n/resources/en';
import type { TextKey } from '../i18n/textKeys';

/**
 * The tabs of the main view, in navigation order (spec 2): the registry's tabs (shared/federation.json), which give
 * each its route, label, visibility rule (by name, one of `VISIBILITY_RULES`), route widgets and remote module.
 */
export const TABS = Object.keys(TAB_REGISTRY) as Tab[];
export type Tab = keyof typeof TAB_REGISTRY;

const tabTable = <Value>(value: (entry: (typeof TAB_REGISTRY)[Tab]) => Value): Readonly<Record<Tab, Value>> =>
  Object.fromEntries(TABS.map((tab) => [tab, value(TAB_REGISTRY[tab])])) as Record<Tab, Value>;

/** Route of each tab (spec 2 route table). */
export const TAB_PATHS: Readonly<Record<Tab, string>> = tabTable((entry) => entry.path);

/**
 * i18n key (translation namespace) of each tab's label; spec 2: main/devices is labelled Parameters. The registry is
 * JSON, so its keys are checked by a test (navigation.test.ts) rather than by the compiler.
 */
export const TAB_LABEL_KEYS: Readonly<Record<Tab, TextKey<Resources['translation']>>> = tabTable(
  (entry) => entry.label as TextKey<Resources['translation']>,
);

/** Where the spec's redirects go. */
export const HOME_PATH = '/main/home';

const ALL_SELECTIONS: readonly SelectionType[] = Object.values(SelectionType);
const { SITE, DEVICE, SITEGROUP, PVSITE, PVDEVICE, EMPTYSITE } = SelectionType;

/**
 * spec 2 route table: the selections each tab has a widget for. "One widget for any selection" (`any` in the
 * registry) is every type, NONE included; home has the status widget for device, site, group and empty site and the
 * solar widget for the solar types. A type the enumeration lacks matches no selection (a test refuses it).
 */
export const TAB_WIDGETS: Readonly<Record<Tab, readonly SelectionType[]>> = tabTable((entry) =>
  typeof entry.widgets === 'string' ? ALL_SELECTIONS : ALL_SELECTIONS.filter((type) => entry.widgets.includes(type)),
);

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
  /**
   * The schedule tab's feature flag (spec 2 "needs a feature flag"; spec 6 site feature flags): the selection has a
   * feature of at least one section of the tab (`scheduleSections`).
   */
  scheduleFeatureOn: boolean;
  /** The backup capability flag of the selection (spec 2). */
  backupCapability: boolean;
  /** The dashboard ids the user may see (see `dashboardIds`). */
  dashboardIds: readonly string[];
  /** The user has the installer flag (spec 2: the installer app is reserved for installers); absent means not. */
  isInstaller?: boolean;
}

const partnerAdminAndUp = (ctx: NavigationContext) => isAtLeast(ctx.role, Role.PartnerAdmin);

/**
 * spec 2 "Navigation visibility rules", each as the specification words it, by the name a tab of the registry gives
 * in its `rule`. A new tab names one of these, or a new rule added here with its table of cases.
 */
export const VISIBILITY_RULES = {
  /** home, and a tab for every signed-in user (main/ needs sign-in). */
  everyone: () => true,
  /** overview and management. */
  partnerAdminAndUp,
  /** device-list: when a device list exists, mobile only. */
  deviceListOnMobile: (ctx) => ctx.hasDeviceList && ctx.isMobile,
  /** data: the data feature is on, and partner admin and above or device type XEAM. */
  dataFeature: (ctx) => ctx.dataFeatureOn && (partnerAdminAndUp(ctx) || isXeam(ctx.deviceTypes)),
  /** economics: not for a site group; hidden when the device type is not XEAM. */
  xeamNotGroup: (ctx) => ctx.selectionType !== SITEGROUP && isXeam(ctx.deviceTypes),
  /** maintenance: partner admin and above, not on an empty site. */
  partnerAdminAndUpNotEmptySite: (ctx) => partnerAdminAndUp(ctx) && ctx.selectionType !== EMPTYSITE,
  /** schedule: needs a feature flag and a single site selected. */
  scheduleFeatureOnSite: (ctx) => ctx.scheduleFeatureOn && ctx.selectionType === SITE,
  /** devices (Parameters), spec 2 and 6: admin level on mobile, super admin on desktop; not on empty site or none. */
  parameters: (ctx) => {
    const roleOk = ctx.isMobile ? isAtLeast(ctx.role, Role.Admin) : isAtLeast(ctx.role, Role.SuperAdmin);
    return roleOk && ctx.selectionType !== EMPTYSITE && ctx.selectionType !== SelectionType.NONE;
  },
  /** rollouts (designed: fleet firmware rollouts): the super admin only, on any selection, desktop and phone. */
  superAdmin: (ctx) => isAtLeast(ctx.role, Role.SuperAdmin),
  /** backup: the backup capability flag. */
  backupCapability: (ctx) => ctx.backupCapability,
  /** users: a PV site, site, site group or empty site, and an access level of 0 or higher. */
  usersSelection: (ctx) => USERS_SELECTIONS.includes(ctx.selectionType) && ctx.userAccessLevelNumber >= 0,
} satisfies Record<string, (ctx: NavigationContext) => boolean>;
export type VisibilityRuleName = keyof typeof VISIBILITY_RULES;

/** True when `name` is a rule of `VISIBILITY_RULES`. */
export function isVisibilityRuleName(name: string): name is VisibilityRuleName {
  return Object.hasOwn(VISIBILITY_RULES, name);
}

// A rule name the table lacks hides its tab rather than showing it to everyone (a test refuses such a registry).
const TAB_RULES: Readonly<Record<Tab, (ctx: NavigationContext) => boolean>> = tabTable((entry) =>
  isVisibilityRuleName(entry.rule) ? VISIBILITY_RULES[entry.rule] : () => false,
);

/**
 * spec 2 "Navigation visibility rules": whether the rule of one tab (the registry's `rule`) lets it show. A tab is
 * shown only when its route also renders for the selection (`isTabVisible`).
 */
export function meetsVisibilityRule(tab: Tab, ctx: NavigationContext): boolean {
  return TAB_RULES[tab](ctx);
}

/**
 * spec 2: the specification's own redirects of an open tab, or null. Backup without the capability flag goes home;
 * with a device selected (battery or solar) a tab that only has a site widget (economics, schedule) goes to /main/home.
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

/**
 * The route guard of a tab: where its route sends the user instead of rendering, or null when it renders. The
 * specification's redirects (`tabRedirect`) first; decision: a tab its visibility rule hides goes home too (a deep
 * link, or a selection change that hides the open tab), rather than to a page the user may not use. The shell
 * evaluates it once the configuration has loaded, so a deep link waits out the loading level 100 instead of going home.
 */
export function tabRouteRedirect(tab: Tab, ctx: NavigationContext): string | null {
  return tabRedirect(tab, ctx) ?? (meetsVisibilityRule(tab, ctx) ? null : HOME_PATH);
}

/**
 * spec 2: navigation visibility of one tab. One source with the route guard: a tab is shown exactly when its route
 * renders for this user and selection, so no tab of the navigation sends the user home the moment it is clicked
 * (economics with a device selected, say: its rule allows it, the route table gives it a site widget only).
 */
export function isTabVisible(tab: Tab, ctx: NavigationContext): boolean {
  return tabRouteRedirect(tab, ctx) === null;
}

/** spec 2: the visible tabs, in navigation order. */
export function visibleTabs(ctx: NavigationContext): Tab[] {
  return TABS.filter((tab) => isTabVisible(tab, ctx));
}

/** The tab whose route is a path (`/main/data`, `main/data/`), or null. */
export function tabOfPath(path: string): Tab | null {
  const normalised = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return TABS.find((tab) => TAB_PATHS[tab] === normalised) ?? null;
}

/** The sections of the schedule tab (mf_schedule_policies), in the order the tab shows them. */
export const SCHEDULE_SECTIONS = ['events', 'plan', 'policy', 'replay', 'loads', 'peakShaving'] as const;
export type ScheduleSection = (typeof SCHEDULE_SECTIONS)[number];

/**
 * spec 6: the site feature that gates each section of the schedule tab. The event calendar and the plan (which draws
 * the events) need EventScheduler and peak shaving needs PeakShaving; the tariff policy, the replay of a draft of the
 * events and policy, and the controllable loads, which no feature flag of spec 3 names, are shown with the event
 * scheduler.
 */
export const SCHEDULE_SECTION_FEATURES: Readonly<Record<ScheduleSection, SiteFeature>> = {
  events: 'EventScheduler',
  plan: 'EventScheduler',
  policy: 'EventScheduler',
  replay: 'EventScheduler',
  loads: 'EventScheduler',
  peakShaving: 'PeakShaving',
};

/**
 * spec 6: the sections of the schedule tab that a selection's feature flags allow, in order. The tab is shown when
 * there is at least one (spec 2: schedule needs a feature flag), so a site with PeakShaving and without
 * EventScheduler reaches its peak-shaving editor and sees no event calendar.
 */
export function scheduleSections(features: readonly string[] | null | undefined): ScheduleSection[] {
  return SCHEDULE_SECTIONS.filter((section) => (features ?? []).includes(SCHEDULE_SECTION_FEATURES[section]));
}

/** The installer app's route (spec 2: reserved for installers). */
export const INSTALLER_PATH = '/installer';

/** An entry of the main navigation (desktop tab bar, mobile bottom bar): a tab of main/, or the installer app. */
export type NavigationEntry = Tab | 'installer';

/** Where each entry of the main navigation goes. */
export const NAVIGATION_PATHS: Readonly<Record<NavigationEntry, string>> = { ...TAB_PATHS, installer: INSTALLER_PATH };

/** i18n key (translation namespace) of each entry's label. */
export const NAVIGATION_LABEL_KEYS: Readonly<Record<NavigationEntry, TextKey<Resources['translation']>>> = {
  ...TAB_LABEL_KEYS,
  installer: 'nav.installBattery',
};

/** spec 2 and 6: the installer app is reserved for installers, so only a user with the installer flag is offered it. */
export function canOpenInstaller(ctx: Pick<NavigationContext, 'isInstaller'>): boolean {
  return ctx.isInstaller === true;
}

/**
 * The entries of the main navigation, in order: the visible tabs and, for a user with the installer flag, the
 * installer app right after home, so that it stays among the first slots of the phone's bottom bar, one tap away.
 */
export function navigationEntries(ctx: NavigationContext): NavigationEntry[] {
  const tabs: NavigationEntry[] = visibleTabs(ctx);
  if (!canOpenInstaller(ctx)) return tabs;
  const afterHome = tabs.indexOf('home') + 1;
  return [...tabs.slice(0, afterHome), 'installer', ...tabs.slice(afterHome)];
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

/** spec 2: splits the navigation entries into the mobile bottom bar and its Menu overflow (none when all fit). */
export function splitBottomNavigation<Entry extends NavigationEntry>(
  entries: readonly Entry[],
  slots = BOTTOM_NAV_SLOTS,
): { bar: Entry[]; overflow: Entry[] } {
  if (entries.length <= slots + 1) return { bar: [...entries], overflow: [] };
  return { bar: entries.slice(0, slots), overflow: entries.slice(slots) };
}
