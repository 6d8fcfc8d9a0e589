/**
 * The fleets the simulator seeds (ARCHITECTURE 5): a hand-laid demo fleet that shows every state, feature and
 * hierarchy case of the specification, and a generated large fleet for benchmarks. Pure: rows from (seed, now).
 */
import { FIRMWARE_DIRECT_COMMAND_BUILDS, FIRMWARE_TARGET, SITE_FEATURES, type Country } from '@bess/shared/domain';
import type { Database } from '../db/schema';
import { hashString, mulberry32, noise, pick, randomInt, type Random } from './random';
import type { SiteClimate } from './physics';

export type GroupRow = Database['site_groups'];
export type SiteRow = Database['sites'];
export type PartnerRow = Database['partners'];
export type DeviceRow = Database['devices'];
export type UserRow = Database['users'];
export type AccessRow = Omit<Database['access'], 'accessId'>;

/** What a device does now and since when (history before `stateSince` runs in self-consumption). */
export interface DevicePlan {
  deviceId: string;
  state: string;
  mode: string;
  /** Epoch seconds: the present state holds from here; before it the device ran ordinary self-consumption. */
  stateSince: number;
  /** Epoch seconds when it went offline (it reports nothing after), or null. */
  offlineAt: number | null;
  /** SOC at the start of its history, %. */
  initialSoc: number;
}

/** A whole fleet, ready to insert. */
export interface FleetPlan {
  groups: GroupRow[];
  sites: SiteRow[];
  partners: PartnerRow[];
  devices: DeviceRow[];
  plans: DevicePlan[];
  users: UserRow[];
  access: AccessRow[];
}

/** The demo accounts (same in both fleets); every password is 'demo'. */
export const DEMO_ACCOUNTS = {
  superadmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  partner: 'partner@demo.test',
  installer: 'installer@demo.test',
  owner: 'owner@demo.test',
  readonly: 'readonly@demo.test',
  newuser: 'newuser@demo.test',
} as const;

/** Firmware builds on the fleet: the six older ones of spec 9 (direct update command) and newer ones. */
export const FLEET_FIRMWARE_BUILDS = [
  ...FIRMWARE_DIRECT_COMMAND_BUILDS.map((b) => b.slice(`${FIRMWARE_TARGET.firmwareBranch}_`.length)),
  '20251104.2',
  '20251118.1',
] as const;

const HOUR_S = 3600;
const DAY_S = 86_400;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Per-site climate and load as the physics needs it; load scale is drawn from the seed and the site id. */
export function climateOf(
  seed: number,
  site: Pick<SiteRow, 'siteId' | 'latitude' | 'longitude' | 'timezone' | 'pvPeak' | 'gridPowerImportLimit'>,
): SiteClimate {
  const pvPeakKw = Math.max(0, site.pvPeak ?? 0);
  const solarOnly = site.siteId.startsWith('PV');
  const draw = noise(seed, site.siteId, 'baseLoad');
  const fromPv = pvPeakKw * (0.25 + 0.25 * draw);
  const fromGrid = (site.gridPowerImportLimit ?? 20) * (0.2 + 0.15 * draw);
  return {
    key: site.siteId,
    latitude: site.latitude ?? 55.7,
    longitude: site.longitude ?? 12.6,
    timezone: site.timezone || 'GMT',
    pvPeakKw,
    // a solar park draws little (inverters, lighting); other sites as their PV or grid connection suggests
    baseLoadKw: solarOnly ? pvPeakKw * 0.02 : pvPeakKw > 0 ? fromPv : fromGrid,
  };
}

function serial(random: Random): string {
  return `SN${String(randomInt(random, 10_000_000, 99_999_999))}`;
}

function labelCode(random: Random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 6; i++) code += alphabet[Math.floor(random() * alphabet.length)];
  return code;
}

function users(
  now: number,
  level: (name: keyof typeof DEMO_ACCOUNTS) => AccessRow[],
): {
  users: UserRow[];
  access: AccessRow[];
} {
  const created = iso(now - 400 * DAY_S);
  const user = (name: keyof typeof DEMO_ACCOUNTS, userName: string, extra: Partial<UserRow> = {}): UserRow => ({
    userId: `user-${name}`,
    email: DEMO_ACCOUNTS[name],
    userName,
    language: 'en',
    dateFormat: 'yyyy-MM-dd',
    role: null,
    isInstaller: 0,
    isApiClient: 0,
    termsNumber: 10,
    termsDate: iso(now - 200 * DAY_S),
    createdAt: created,
    ...extra,
  });
  const list = [
    user('superadmin', 'Sam Super', { role: 'SuperAdmin' }),
    user('admin', 'Ada Admin', { role: 'Admin' }),
    user('partner', 'Per Partner', { role: 'PartnerAdmin' }),
    user('installer', 'Ivan Installer', { isInstaller: 1 }),
    user('owner', 'Olivia Owner'),
    user('readonly', 'Rita Reader'),
    // spec 4: no language opens the language dialog; terms number 0 opens the terms dialog
    user('newuser', 'Nils New', { language: null, termsNumber: 0, termsDate: null }),
  ];
  const access = (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).flatMap(level);
  return { users: list, access };
}

function grant(
  name: string,
  objectType: AccessRow['objectType'],
  objectId: string,
  accessLevel: number,
  now: number,
): AccessRow {
  return {
    userId: `user-${name}`,
    objectType,
    objectId,
    level: accessLevel,
    startTime: iso(now - 365 * DAY_S),
    endTime: null,
    removed: 0,
  };
}

// --- the demo fleet ------------------------------------------------------------------------------------------------

interface DemoSite {
  siteId: string;
  siteName: string;
  parentId: string | null;
  country: Country;
  timezone: string;
  latitude: number;
  longitude: number;
  address: string;
  installationType: string;
  pvPeak: number;
  features: string[];
  xeam?: boolean;
  meters: string[];
  partnerId: string;
  /** [deviceId, state, mode]; capacities come from the device type. */
  devices: [string, string, string][];
  /** Years since commissioning (history starts there). */
  age: number;
}

const DEMO_GROUPS: [string, string | null, string, string][] = [
  ['G-EUROPE', null, 'Europe', 'Europe/Copenhagen'],
  ['G-NORDICS', 'G-EUROPE', 'Nordics', 'Europe/Copenhagen'],
  ['G-DK', 'G-NORDICS', 'Denmark', 'Europe/Copenhagen'],
  ['G-DK-JUTLAND', 'G-DK', 'Jutland', 'Europe/Copenhagen'],
  ['G-SE', 'G-NORDICS', 'Sweden', 'Europe/Stockholm'],
  ['G-CENTRAL', 'G-EUROPE', 'Central Europe', 'Europe/Berlin'],
  ['G-DE', 'G-CENTRAL', 'Germany', 'Europe/Berlin'],
  ['G-NL', 'G-CENTRAL', 'Netherlands', 'Europe/Amsterdam'],
  ['G-UK', 'G-EUROPE', 'United Kingdom', 'Europe/London'],
  ['G-SOLAR', null, 'Solar Parks', 'Europe/Berlin'],
];

const CPH = 'Europe/Copenhagen';
const STO = 'Europe/Stockholm';
const BER = 'Europe/Berlin';
const AMS = 'Europe/Amsterdam';
const LON = 'Europe/London';

/** The demo sites: every display state (spec 4) and feature (spec 3) occurs; ids are stable across seeds. */
const DEMO_SITES: DemoSite[] = [
  {
    siteId: 'S-AARHUS',
    siteName: 'Aarhus Harbour',
    parentId: 'G-DK-JUTLAND',
    country: 'Denmark',
    timezone: CPH,
    latitude: 56.1572,
    longitude: 10.2107,
    address: 'Nordhavnsgade 4, 8000 Aarhus C',
    installationType: 'Residential',
    pvPeak: 18,
    features: ['Basic', 'EventScheduler', 'Backup'],
    xeam: true,
    meters: ['grid', 'PV'],
    partnerId: 'P-1',
    devices: [
      ['SC-000000123', 'passive', 'SelfConsumption'],
      ['SCR-000000124', 'stop', 'Stop'],
    ],
    age: 3,
  },
  {
    siteId: 'S-AALBORG',
    siteName: 'Aalborg Logistics',
    parentId: 'G-DK-JUTLAND',
    country: 'Denmark',
    timezone: CPH,
    latitude: 57.0488,
    longitude: 9.9217,
    address: 'Østre Havnegade 12, 9000 Aalborg',
    installationType: 'Industrial',
    pvPeak: 220,
    features: ['Basic'],
    meters: ['grid', 'PV'],
    partnerId: 'P-1',
    devices: [
      ['SC-000000131', 'maxself', 'SelfConsumption'],
      ['SC-000000132', 'error', 'Unknown'],
    ],
    age: 2.5,
  },
  {
    siteId: 'S-COPENHAGEN',
    siteName: 'Copenhagen Office',
    parentId: 'G-DK',
    country: 'Denmark',
    timezone: CPH,
    latitude: 55.6761,
    longitude: 12.5683,
    address: 'Vesterbrogade 32, 1620 København V',
    installationType: 'Commercial',
    pvPeak: 60,
    features: ['Basic', 'PeakShaving'],
    xeam: true,
    meters: ['grid', 'PV'],
    partnerId: 'P-1',
    devices: [
      ['SCR-000000141', 'peakShaving', 'LoadMatching'],
      ['SCR-000000142', 'chargeonly', 'ChargeOnly'],
    ],
    age: 2.2,
  },
  {
    siteId: 'S-ODENSE',
    siteName: 'Odense Farm',
    parentId: 'G-DK',
    country: 'Denmark',
    timezone: CPH,
    latitude: 55.4038,
    longitude: 10.4024,
    address: 'Rugårdsvej 210, 5210 Odense NV',
    installationType: 'Commercial',
    pvPeak: 90,
    features: ['Basic', 'Cluster'],
    meters: ['grid', 'PV'],
    partnerId: 'P-1',
    devices: [
      ['SC-000000151', 'externalcontrol', 'ExternalControl'],
      ['SC-000000152', 'init', 'Unknown'],
    ],
    age: 1.5,
  },
  {
    siteId: 'S-STOCKHOLM',
    siteName: 'Stockholm Data Hall',
    parentId: 'G-SE',
    country: 'Sweden',
    timezone: STO,
    latitude: 59.3293,
    longitude: 18.0686,
    address: 'Kungsgatan 44, 111 35 Stockholm',
    installationType: 'Industrial',
    pvPeak: 150,
    features: ['Basic', 'Cluster', 'PeakShaving'],
    meters: ['grid', 'PV'],
    partnerId: 'P-1',
    devices: [
      ['SC-000000161', 'gridsupport', 'GridSupport'],
      ['SC-000000162', 'local', 'Local'],
      ['SC-000000163', 'passive', 'Cluster'],
    ],
    age: 2.8,
  },
  {
    siteId: 'S-GOTHENBURG',
    siteName: 'Gothenburg Port',
    parentId: 'G-SE',
    country: 'Sweden',
    timezone: STO,
    latitude: 57.7089,
    longitude: 11.9746,
    address: 'Skeppsbron 3, 411 21 Göteborg',
    installationType: 'Commercial',
    pvPeak: 0,
    features: ['Basic'],
    meters: ['grid'],
    partnerId: 'P-1',
    devices: [
      ['SCR-000000171', 'activate', 'ToGridTied'],
      ['SCR-000000172', 'offline', 'Unknown'],
    ],
    age: 1.2,
  },
  {
    siteId: 'S-MALMO',
    siteName: 'Malmö New Build',
    parentId: 'G-SE',
    country: 'Sweden',
    timezone: STO,
    latitude: 55.605,
    longitude: 13.0038,
    address: 'Stora Varvsgatan 6, 211 19 Malmö',
    installationType: 'Residential',
    pvPeak: 0,
    features: ['Basic'],
    meters: [],
    partnerId: 'P-1',
    devices: [],
    age: 0.1,
  },
  {
    siteId: 'S-BERLIN',
    siteName: 'Berlin Workshop',
    parentId: 'G-DE',
    country: 'Germany',
    timezone: BER,
    latitude: 52.52,
    longitude: 13.405,
    address: 'Oranienstraße 25, 10999 Berlin',
    installationType: 'Commercial',
    pvPeak: 45,
    features: ['Basic', 'EventScheduler'],
    xeam: true,
    meters: ['grid', 'PV'],
    partnerId: 'P-2',
    devices: [
      ['SC-000000181', 'passive', 'SelfConsumption'],
      ['SCR-000000182', 'deactivate', 'Stop'],
    ],
    age: 2.1,
  },
  {
    siteId: 'S-MUNICH',
    siteName: 'Munich Brewery',
    parentId: 'G-DE',
    country: 'Germany',
    timezone: BER,
    latitude: 48.1351,
    longitude: 11.582,
    address: 'Lindwurmstraße 88, 80337 München',
    installationType: 'Industrial',
    pvPeak: 300,
    features: ['Basic', 'Backup'],
    meters: ['grid', 'PV'],
    partnerId: 'P-2',
    devices: [
      ['SC-000000191', 'passive', 'Backup'],
      ['SC-000000192', 'maintenance', 'Unknown'],
    ],
    age: 2.6,
  },
  {
    siteId: 'S-ROTTERDAM',
    siteName: 'Rotterdam Warehouse',
    parentId: 'G-NL',
    country: 'Netherlands',
    timezone: AMS,
    latitude: 51.9244,
    longitude: 4.4777,
    address: 'Waalhaven Zuidzijde 19, 3089 JH Rotterdam',
    installationType: 'Industrial',
    pvPeak: 180,
    features: ['Basic'],
    meters: ['grid', 'PV'],
    partnerId: 'P-4',
    devices: [
      ['SC-000000201', 'passive', 'SelfConsumption'],
      ['SC-000000202', 'offline', 'Unknown'],
    ],
    age: 1.8,
  },
  {
    siteId: 'S-UTRECHT',
    siteName: 'Utrecht School',
    parentId: 'G-NL',
    country: 'Netherlands',
    timezone: AMS,
    latitude: 52.0907,
    longitude: 5.1214,
    address: 'Biltstraat 140, 3572 BK Utrecht',
    installationType: 'Commercial',
    pvPeak: 35,
    features: ['Basic', 'EventScheduler'],
    xeam: true,
    meters: ['grid', 'PV'],
    partnerId: 'P-4',
    devices: [['SCR-000000211', 'passive', 'SelfConsumption']],
    age: 1,
  },
  {
    siteId: 'S-LEEDS',
    siteName: 'Leeds Depot',
    parentId: 'G-UK',
    country: 'UK',
    timezone: LON,
    latitude: 53.8008,
    longitude: -1.5491,
    address: '21 Kirkstall Road, Leeds LS3 1LH',
    installationType: 'Commercial',
    pvPeak: 50,
    features: ['Basic'],
    meters: ['grid', 'PV'],
    partnerId: 'P-3',
    devices: [['SC-000000221', 'stop', 'Stop']],
    age: 2.4,
  },
  {
    siteId: 'S-BRISTOL',
    siteName: 'Bristol Dairy',
    parentId: 'G-UK',
    country: 'UK',
    timezone: LON,
    latitude: 51.4545,
    longitude: -2.5879,
    address: '4 Feeder Road, Bristol BS2 0SB',
    installationType: 'Industrial',
    pvPeak: 120,
    features: ['Basic', 'PeakShaving', 'EventScheduler'],
    meters: ['grid', 'PV'],
    // A British XEAM site, so that economics shows a pound price.
    xeam: true,
    partnerId: 'P-3',
    devices: [
      ['SC-000000231', 'peakShaving', 'SelfConsumption'],
      ['SCR-000000232', 'passive', 'SelfConsumption'],
    ],
    age: 3.5,
  },
  {
    siteId: 'PV-S-JUTLAND',
    siteName: 'Jutland Solar Park',
    parentId: 'G-SOLAR',
    country: 'Denmark',
    timezone: CPH,
    latitude: 55.9833,
    longitude: 9.1167,
    address: 'Solvej 1, 7330 Brande',
    installationType: 'Solar park',
    pvPeak: 800,
    features: ['Basic'],
    meters: ['PV'],
    partnerId: 'P-1',
    devices: [
      ['PV-000000401', 'passive', 'PV'],
      ['PV-000000402', 'passive', 'PV'],
    ],
    age: 3,
  },
  {
    siteId: 'PV-S-BRANDENBURG',
    siteName: 'Brandenburg Solar Field',
    parentId: 'G-SOLAR',
    country: 'Germany',
    timezone: BER,
    latitude: 52.4125,
    longitude: 12.9764,
    address: 'Am Sonnenfeld 3, 14542 Werder (Havel)',
    installationType: 'Solar park',
    pvPeak: 500,
    features: ['Basic'],
    meters: ['PV'],
    partnerId: 'P-2',
    devices: [['PV-000000403', 'passive', 'PV']],
    age: 2.2,
  },
  {
    siteId: 'PV-S-CORNWALL',
    siteName: 'Cornwall Solar Farm',
    parentId: null,
    country: 'UK',
    timezone: LON,
    latitude: 50.2632,
    longitude: -5.051,
    address: 'Trevarrick Lane, Truro TR4 9LD',
    installationType: 'Solar park',
    pvPeak: 250,
    features: ['Basic'],
    meters: ['PV'],
    partnerId: 'P-3',
    devices: [['PV-000000404', 'passive', 'PV']],
    age: 1.6,
  },
];

/** Devices on no site (spec 1: the unparented list). */
const DEMO_UNPARENTED: [string, string, string][] = [
  ['SC-000000901', 'notInstalled', 'Unknown'],
  ['SCR-000000902', 'notInstalled', 'Unknown'],
  ['SCR-000000903', 'init', 'Unknown'],
  // The users-admin e2e (tests/e2e/usersAdminDevices.spec.ts) creates a site around this one and deletes it
  // (DELETE /Device); no one else uses it.
  ['SC-000000914', 'notInstalled', 'Unknown'],
  // Two powered-up batteries in stock for the firmware rollout e2e (tests/e2e/rollouts.spec.ts), which builds a group
  // of two sites around them; its simulator settings fail their installs. No one else uses them.
  ['SC-000000929', 'passive', 'SelfConsumption'],
  ['SCR-000000940', 'passive', 'SelfConsumption'],
];

const DEMO_PARTNERS: PartnerRow[] = [
  { partnerId: 'P-1', name: 'Nordic Energy Partner' },
  { partnerId: 'P-2', name: 'Rheinland Solar GmbH' },
  { partnerId: 'P-3', name: 'Albion Batteries Ltd' },
  { partnerId: 'P-4', name: 'Dutch Grid Services BV' },
];

function deviceRow(
  random: Random,
  deviceId: string,
  siteId: string | null,
  partnerId: string | null,
  commissionedAt: number | null,
  firmwareBuild: string,
  sitePvPeak: number,
  siteDeviceCount: number,
  state: string,
  now: number,
): DeviceRow {
  const industrial = deviceId.startsWith('SC-');
  const pv = deviceId.startsWith('PV');
  const batteryCapacity = pv ? 0 : industrial ? pick(random, [100, 150, 200, 300]) : pick(random, [10, 15, 20]);
  const inverterMaxPower = pv
    ? Math.round(sitePvPeak / Math.max(1, siteDeviceCount))
    : industrial
      ? Math.round(batteryCapacity / 2)
      : pick(random, [5, 6, 10]);
  const commissioned = commissionedAt !== null;
  return {
    deviceId,
    siteId,
    partnerId,
    orderNr: `ORD-${randomInt(random, 100_000, 999_999)}`,
    batteryCapacity,
    commissionningDate: commissioned ? iso(commissionedAt) : null,
    commissioningState: commissioned ? 1 : 0,
    // spec 3 lifecycle flags: Commissioned 1, Maintenance 2
    lifecycle: (commissioned ? 1 : 0) | (state === 'maintenance' ? 2 : 0),
    serialNumber: serial(random),
    code: labelCode(random),
    firmwareBranch: FIRMWARE_TARGET.firmwareBranch,
    firmwareBuild,
    inverterMaxPower,
    registeredAt: iso((commissionedAt ?? now - randomInt(random, 5, 60) * DAY_S) - 14 * DAY_S),
  };
}

function devicePlan(random: Random, deviceId: string, state: string, mode: string, now: number): DevicePlan {
  const ordinary = state === 'passive' && (mode === 'SelfConsumption' || mode === 'PV' || mode === 'Cluster');
  return {
    deviceId,
    state,
    mode,
    // the present state began a while ago; before it the battery ran ordinary self-consumption
    stateSince: ordinary ? 0 : now - randomInt(random, 3, 72) * HOUR_S,
    offlineAt: state === 'offline' ? now - randomInt(random, 3, 120) * HOUR_S : null,
    initialSoc: randomInt(random, 30, 80),
  };
}

function groupDepths(groups: readonly GroupRow[]): Map<string, number> {
  const parent = new Map(groups.map((g) => [g.siteGroupId, g.parentId]));
  const depth = (id: string): number => {
    const p = parent.get(id);
    return p ? depth(p) + 1 : 0;
  };
  return new Map(groups.map((g) => [g.siteGroupId, depth(g.siteGroupId)]));
}

function prices(country: string): [number, number] {
  switch (country) {
    case 'Denmark':
      return [2.2, 0.7];
    case 'Sweden':
      return [1.6, 0.5];
    case 'UK':
      return [0.27, 0.12];
    default:
      return [0.32, 0.08];
  }
}

/** The demo fleet (spec 1: nested groups, sites, solar-only sites, an empty site, unparented devices). */
export function demoFleet(seed: number, now: number): FleetPlan {
  const random = mulberry32(seed);
  const groups: GroupRow[] = DEMO_GROUPS.map(([siteGroupId, parentId, name, timezone]) => ({
    siteGroupId,
    parentId,
    name,
    timezone,
    level: 0,
  }));
  const depths = groupDepths(groups);
  for (const g of groups) g.level = depths.get(g.siteGroupId) ?? 0;

  const sites: SiteRow[] = [];
  const devices: DeviceRow[] = [];
  const plans: DevicePlan[] = [];
  let firmware = 0;
  for (const s of DEMO_SITES) {
    const commissionedAt = now - Math.round(s.age * 365 * DAY_S) + randomInt(random, 0, 20) * DAY_S;
    const [priceImport, priceExport] = prices(s.country);
    sites.push({
      siteId: s.siteId,
      siteName: s.siteName,
      parentId: s.parentId,
      timezone: s.timezone,
      latitude: s.latitude,
      longitude: s.longitude,
      address: s.address,
      country: s.country,
      installationType: s.installationType,
      pvPeak: s.pvPeak,
      gridPowerImportLimit: Math.max(25, Math.round(s.pvPeak * 0.8 + randomInt(random, 10, 60))),
      gridPowerExportLimit: Math.max(10, Math.round(s.pvPeak * 0.6)),
      electricityPriceImport: priceImport,
      electricityPriceExport: priceExport,
      meters: JSON.stringify(s.meters),
      features: JSON.stringify(s.features),
      productLines: JSON.stringify(s.xeam ? ['XEAM'] : []),
      level: s.parentId ? (depths.get(s.parentId) ?? 0) + 1 : 0,
      createdAt: iso(commissionedAt - 30 * DAY_S),
    });
    for (const [deviceId, state, mode] of s.devices) {
      const build = FLEET_FIRMWARE_BUILDS[firmware++ % FLEET_FIRMWARE_BUILDS.length]!;
      const at = commissionedAt + randomInt(random, 0, 5) * DAY_S;
      devices.push(
        deviceRow(random, deviceId, s.siteId, s.partnerId, at, build, s.pvPeak, s.devices.length, state, now),
      );
      plans.push(devicePlan(random, deviceId, state, mode, now));
    }
  }
  for (const [deviceId, state, mode] of DEMO_UNPARENTED) {
    const build = FLEET_FIRMWARE_BUILDS[firmware++ % FLEET_FIRMWARE_BUILDS.length]!;
    devices.push(deviceRow(random, deviceId, null, 'P-1', null, build, 0, 1, state, now));
    plans.push(devicePlan(random, deviceId, state, mode, now));
  }
  const { users: userRows, access } = users(now, (name) => {
    switch (name) {
      case 'admin':
        return [grant(name, 'group', 'G-EUROPE', 2, now)];
      case 'partner':
        return [grant(name, 'group', 'G-NORDICS', 4, now)];
      case 'installer':
        return [grant(name, 'site', 'S-MALMO', 5, now), grant(name, 'site', 'S-UTRECHT', 5, now)];
      case 'owner':
        return [grant(name, 'site', 'S-AARHUS', 10, now)];
      case 'readonly':
        return [grant(name, 'site', 'S-AARHUS', 20, now)];
      case 'newuser':
        return [grant(name, 'site', 'S-LEEDS', 10, now)];
      default:
        return [];
    }
  });
  return { groups, sites, partners: DEMO_PARTNERS, devices, plans, users: userRows, access };
}

// --- the large fleet -----------------------------------------------------------------------------------------------

const LARGE_COUNTRIES: {
  country: Country;
  group: string;
  timezone: string;
  lat: number;
  lon: number;
  towns: string[];
}[] = [
  {
    country: 'Denmark',
    group: 'G-L-DK',
    timezone: CPH,
    lat: 55.9,
    lon: 10.2,
    towns: ['Vejle', 'Horsens', 'Roskilde', 'Esbjerg', 'Randers', 'Kolding', 'Herning', 'Næstved', 'Silkeborg'],
  },
  {
    country: 'Sweden',
    group: 'G-L-SE',
    timezone: STO,
    lat: 58.4,
    lon: 14.5,
    towns: ['Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Norrköping', 'Lund', 'Umeå'],
  },
  {
    country: 'Germany',
    group: 'G-L-DE',
    timezone: BER,
    lat: 50.8,
    lon: 10.0,
    towns: ['Kassel', 'Erfurt', 'Leipzig', 'Hannover', 'Bremen', 'Dortmund', 'Nürnberg', 'Mainz', 'Freiburg'],
  },
  {
    country: 'UK',
    group: 'G-L-UK',
    timezone: LON,
    lat: 52.6,
    lon: -1.6,
    towns: ['York', 'Derby', 'Norwich', 'Exeter', 'Oxford', 'Cambridge', 'Bath', 'Hull', 'Chester'],
  },
  {
    country: 'Netherlands',
    group: 'G-L-NL',
    timezone: AMS,
    lat: 52.2,
    lon: 5.5,
    towns: ['Zwolle', 'Arnhem', 'Breda', 'Tilburg', 'Almere', 'Leiden', 'Delft', 'Haarlem'],
  },
];

/** The running states and modes the large fleet cycles through, with every display state now and then. */
const LARGE_STATES: [string, string][] = [
  ['passive', 'SelfConsumption'],
  ['passive', 'SelfConsumption'],
  ['passive', 'SelfConsumption'],
  ['maxself', 'SelfConsumption'],
  ['peakShaving', 'SelfConsumption'],
  ['chargeonly', 'ChargeOnly'],
  ['stop', 'Stop'],
  ['offline', 'Unknown'],
  ['error', 'Unknown'],
  ['maintenance', 'Unknown'],
  ['init', 'Unknown'],
  ['gridsupport', 'GridSupport'],
];

/** The large fleet for benchmarks: 1,000 sites and 10,000 devices in 50 groups. */
export function largeFleet(seed: number, now: number): FleetPlan {
  const random = mulberry32(seed);
  const groups: GroupRow[] = [{ siteGroupId: 'G-L-ALL', parentId: null, name: 'All sites', timezone: CPH, level: 0 }];
  const regions: { id: string; c: (typeof LARGE_COUNTRIES)[number]; town: string }[] = [];
  for (const c of LARGE_COUNTRIES) {
    groups.push({ siteGroupId: c.group, parentId: 'G-L-ALL', name: c.country, timezone: c.timezone, level: 1 });
    for (const town of c.towns) {
      const id = `${c.group}-${String(regions.length + 1).padStart(2, '0')}`;
      groups.push({ siteGroupId: id, parentId: c.group, name: `${town} region`, timezone: c.timezone, level: 2 });
      regions.push({ id, c, town });
    }
  }
  const sites: SiteRow[] = [];
  const devices: DeviceRow[] = [];
  const plans: DevicePlan[] = [];
  const partners: PartnerRow[] = DEMO_PARTNERS;
  let deviceNumber = 1;
  const SITES = 1000;
  const DEVICES_PER_SITE = 10;
  for (let i = 1; i <= SITES; i++) {
    const region = regions[(i - 1) % regions.length]!;
    const solar = i % 20 === 0;
    const empty = i === 1;
    const siteId = solar ? `PV-S-${String(i).padStart(5, '0')}` : `S-${String(i).padStart(5, '0')}`;
    const pvPeak = solar ? randomInt(random, 200, 900) : pick(random, [0, 20, 40, 80, 150, 300]);
    const [priceImport, priceExport] = prices(region.c.country);
    const feature = SITE_FEATURES[i % SITE_FEATURES.length]!;
    const commissionedAt = now - randomInt(random, 30, 1000) * DAY_S;
    sites.push({
      siteId,
      siteName: `${region.town} ${solar ? 'Solar' : 'Site'} ${i}`,
      parentId: region.id,
      timezone: region.c.timezone,
      latitude: Math.round((region.c.lat + (random() - 0.5) * 2) * 10_000) / 10_000,
      longitude: Math.round((region.c.lon + (random() - 0.5) * 3) * 10_000) / 10_000,
      address: `${randomInt(random, 1, 200)} Main Street, ${region.town}`,
      country: region.c.country,
      installationType: solar ? 'Solar park' : pick(random, ['Residential', 'Commercial', 'Industrial']),
      pvPeak,
      gridPowerImportLimit: randomInt(random, 50, 400),
      gridPowerExportLimit: randomInt(random, 20, 200),
      electricityPriceImport: priceImport,
      electricityPriceExport: priceExport,
      meters: JSON.stringify(empty ? [] : solar ? ['PV'] : pvPeak > 0 ? ['grid', 'PV'] : ['grid']),
      features: JSON.stringify(feature === 'Basic' ? ['Basic'] : ['Basic', feature]),
      productLines: JSON.stringify(i % 3 === 0 ? ['XEAM'] : []),
      level: 3,
      createdAt: iso(commissionedAt - 30 * DAY_S),
    });
    if (empty) continue;
    const count = DEVICES_PER_SITE;
    for (let k = 0; k < count; k++, deviceNumber++) {
      const digits = String(deviceNumber).padStart(9, '0');
      const deviceId = solar ? `PV-${digits}` : `${deviceNumber % 4 === 2 ? 'SCR' : 'SC'}-${digits}`;
      const [state, mode] = solar
        ? ['passive', 'PV']
        : LARGE_STATES[Math.floor(noise(seed, deviceId, 'state') * LARGE_STATES.length)]!;
      const build = FLEET_FIRMWARE_BUILDS[deviceNumber % FLEET_FIRMWARE_BUILDS.length]!;
      devices.push(
        deviceRow(
          random,
          deviceId,
          siteId,
          pick(random, partners).partnerId,
          commissionedAt,
          build,
          pvPeak,
          count,
          state,
          now,
        ),
      );
      plans.push(devicePlan(random, deviceId, state, mode, now));
    }
  }
  for (let k = 0; k < 10; k++, deviceNumber++) {
    const deviceId = `SC-${String(deviceNumber).padStart(9, '0')}`;
    devices.push(deviceRow(random, deviceId, null, 'P-1', null, FLEET_FIRMWARE_BUILDS[0]!, 0, 1, 'notInstalled', now));
    plans.push(devicePlan(random, deviceId, 'notInstalled', 'Unknown', now));
  }
  // the owner's site: XEAM with PV and batteries
  const ownerSite = sites.find(
    (s) => s.productLines.includes('XEAM') && (s.pvPeak ?? 0) > 0 && !s.siteId.startsWith('PV'),
  )!;
  const { users: userRows, access } = users(now, (name) => {
    switch (name) {
      case 'admin':
        return [grant(name, 'group', 'G-L-DK', 2, now)];
      case 'partner':
        return [grant(name, 'group', regions[0]!.id, 4, now)];
      case 'installer':
        return [grant(name, 'site', sites[0]!.siteId, 5, now)];
      case 'owner':
        return [grant(name, 'site', ownerSite.siteId, 10, now)];
      case 'readonly':
        return [grant(name, 'site', ownerSite.siteId, 20, now)];
      case 'newuser':
        return [grant(name, 'site', sites[1]!.siteId, 10, now)];
      default:
        return [];
    }
  });
  return { groups, sites, partners, devices, plans, users: userRows, access };
}

/** Stable small number of a device id (its digits), e.g. for deterministic per-device outcomes. */
export function deviceNumberOf(deviceId: string): number {
  const digits = deviceId.replace(/\D/g, '');
  return digits ? Number(digits.slice(-9)) : hashString(deviceId);
}
