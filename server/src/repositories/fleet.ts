import { randomBytes } from 'node:crypto';
import {
  deviceTypeOfId,
  siteBatteryCapacity,
  siteCommissionningDate,
  siteDeviceTypes,
  siteHasDashboard,
} from '@bess/shared/domain';
import {
  CreateSiteBodySchema,
  type ConfigurationResponse,
  type CreateSiteBody,
  type Meter,
  type SiteFields,
  type UpdateSiteBody,
} from '@bess/shared/contract';
import type { Db } from '../db/database';
import type { FleetTables } from '../db/tables/core';
import type { Visibility } from '../services/accessService';

type ConfigSite = ConfigurationResponse['sites'][number];
type ConfigGroup = ConfigurationResponse['groups'][number];
type ConfigDevice = ConfigurationResponse['devices'][number];

/** spec 3 lifecycle flag Commissioned. */
export const LIFECYCLE_COMMISSIONED = 1;

/** A new id with a prefix (sites `S-`, groups `G-`): short, upper case, like the seeded ids. */
export function newFleetId(prefix: 'S' | 'G'): string {
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The configuration a user sees (spec 7 GET /SiteGroup): the groups, sites and devices of their visibility, with the
 * derived site fields of spec 3 (deviceIds, batteryCapacity sum, earliest commissionningDate, deviceTypes with
 * product lines such as XEAM, hasDashboard) and the user's level on each object.
 */
export async function loadConfiguration(db: Db, visible: Visibility): Promise<ConfigurationResponse> {
  const [groupRows, siteRows, deviceRows] = await Promise.all([
    db.selectFrom('site_groups').selectAll().execute(),
    db.selectFrom('sites').selectAll().execute(),
    db
      .selectFrom('devices')
      .leftJoin('live_status', 'live_status.deviceId', 'devices.deviceId')
      .select([
        'devices.deviceId',
        'devices.siteId',
        'devices.partnerId',
        'devices.orderNr',
        'devices.batteryCapacity',
        'devices.commissionningDate',
        'devices.commissioningState',
        'live_status.mode',
        'live_status.state',
        'live_status.lastUpdateTime',
      ])
      .execute(),
  ]);

  // Every device of a site counts for its derived fields; the user sees all devices of a site they see.
  const devicesBySite = new Map<string, ConfigDevice[]>();
  const devices: ConfigDevice[] = [];
  for (const row of deviceRows) {
    const device: ConfigDevice = {
      deviceId: row.deviceId,
      siteId: row.siteId,
      parentId: row.siteId,
      partnerId: row.partnerId,
      orderNr: row.orderNr,
      batteryCapacity: row.batteryCapacity,
      commissionningDate: row.commissionningDate,
      commissioningState: row.commissioningState,
      telemetry: row.lastUpdateTime !== null,
      link: null,
      deviceType: deviceTypeOfId(row.deviceId),
      mode: row.mode ?? null,
      state: row.state ? row.state.toLowerCase() : null,
    };
    if (row.siteId) {
      const list = devicesBySite.get(row.siteId);
      if (list) list.push(device);
      else devicesBySite.set(row.siteId, [device]);
    }
    if (visible.devices.has(row.deviceId)) devices.push(device);
  }

  const capacityBySite = new Map<string, number>();
  const sites: ConfigSite[] = [];
  for (const row of siteRows) {
    const own = devicesBySite.get(row.siteId) ?? [];
    const meters = parseList(row.meters).map((type) => ({ type: type as Meter['type'] }));
    const batteryCapacity = siteBatteryCapacity(own);
    capacityBySite.set(row.siteId, batteryCapacity);
    const level = visible.sites.get(row.siteId);
    if (level === undefined) continue;
    const commissionningDate = siteCommissionningDate(own);
    sites.push({
      siteId: row.siteId,
      siteName: row.siteName,
      parentId: row.parentId,
      timezone: row.timezone,
      deviceIds: own.map((d) => d.deviceId),
      meters,
      latitude: row.latitude,
      longitude: row.longitude,
      address: row.address,
      country: row.country,
      commissionningDate:
        typeof commissionningDate === 'number' ? new Date(commissionningDate).toISOString() : commissionningDate,
      installationType: row.installationType,
      pvPeak: row.pvPeak,
      gridPowerImportLimit: row.gridPowerImportLimit,
      gridPowerExportLimit: row.gridPowerExportLimit,
      electricityPriceImport: row.electricityPriceImport,
      electricityPriceExport: row.electricityPriceExport,
      batteryCapacity,
      // ARCHITECTURE 8: product lines (XEAM) first, then the device type labels.
      deviceTypes: siteDeviceTypes(parseList(row.productLines), own),
      hasDashboard: siteHasDashboard(meters, own.length),
      features: parseList(row.features) as ConfigSite['features'],
      level,
    });
  }

  // A group's capacity is the sum over every site below it, nested groups included.
  const childGroups = new Map<string, string[]>();
  const directSites = new Map<string, string[]>();
  for (const g of groupRows) {
    if (g.parentId) childGroups.set(g.parentId, [...(childGroups.get(g.parentId) ?? []), g.siteGroupId]);
  }
  for (const s of siteRows) {
    if (s.parentId) directSites.set(s.parentId, [...(directSites.get(s.parentId) ?? []), s.siteId]);
  }
  const capacityOf = (groupId: string, seen: Set<string>): number => {
    if (seen.has(groupId)) return 0;
    seen.add(groupId);
    let sum = 0;
    for (const siteId of directSites.get(groupId) ?? []) sum += capacityBySite.get(siteId) ?? 0;
    for (const child of childGroups.get(groupId) ?? []) sum += capacityOf(child, seen);
    return sum;
  };
  const groups: ConfigGroup[] = [];
  for (const row of groupRows) {
    const level = visible.groups.get(row.siteGroupId);
    if (level === undefined) continue;
    groups.push({
      siteGroupId: row.siteGroupId,
      parentId: row.parentId,
      name: row.name,
      timezone: row.timezone,
      batteryCapacity: capacityOf(row.siteGroupId, new Set()),
      siteIds: directSites.get(row.siteGroupId) ?? [],
      level,
    });
  }
  return { sites, groups, devices };
}

/** The fields a user edits that a site stores as they are sent: every field of POST /Site but the lists. */
const SITE_FIELDS = Object.keys(CreateSiteBodySchema.properties).filter(
  (key) => key !== 'meters' && key !== 'features',
) as (keyof SiteFields)[];

/** The site columns of the editable site fields (spec 3), for insert and update; undefined fields are left out. */
export function siteColumns(
  body: Partial<CreateSiteBody> | UpdateSiteBody,
): Partial<Pick<FleetTables['sites'], keyof CreateSiteBody>> {
  // fromEntries forgets which key holds which value: each comes from the body's field of the same name.
  const fields = Object.fromEntries(
    SITE_FIELDS.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
  ) as Partial<SiteFields>;
  return {
    ...fields,
    ...(body.meters === undefined ? {} : { meters: JSON.stringify(body.meters.map((m) => m.type)) }),
    ...(body.features === undefined ? {} : { features: JSON.stringify(body.features) }),
  };
}

/** Inserts a site with the given fields (spec 4: a new site is an empty site); timezone defaults to GMT (spec 3). */
export async function insertSite(
  db: Db,
  siteId: string,
  fields: Partial<CreateSiteBody> & { siteName: string },
  now: Date,
): Promise<void> {
  const columns = siteColumns(fields);
  await db
    .insertInto('sites')
    .values({
      siteId,
      siteName: fields.siteName,
      parentId: null,
      timezone: 'GMT',
      latitude: null,
      longitude: null,
      address: null,
      country: null,
      installationType: null,
      pvPeak: null,
      gridPowerImportLimit: null,
      gridPowerExportLimit: null,
      electricityPriceImport: null,
      electricityPriceExport: null,
      meters: '[]',
      features: '["Basic"]',
      productLines: '[]',
      level: 0,
      createdAt: now.toISOString(),
      ...columns,
    })
    .execute();
}

/** Gives a user a grant on an object from now on, open-ended (used for the creator of a site or group). */
export async function grantAccess(
  db: Db,
  userId: string,
  objectType: 'site' | 'group' | 'device',
  objectId: string,
  level: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('access')
    .values({ userId, objectType, objectId, level, startTime: now.toISOString(), endTime: null, removed: 0 })
    .execute();
}

/** Marks every grant on an object removed (spec 3: AccessRemoved), when the object goes away. */
export async function removeGrantsOn(db: Db, objectType: 'site' | 'group' | 'device', objectId: string) {
  await db
    .updateTable('access')
    .set({ removed: 1 })
    .where('objectType', '=', objectType)
    .where('objectId', '=', objectId)
    .execute();
}
