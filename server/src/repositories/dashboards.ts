import type { Alarm, Dashboard, DashboardEnergy, DashboardKind, DashboardSavings } from '@bess/shared/contract';
import {
  DASHBOARD_ENERGIES,
  SAFETY_ALARM_PERIOD_HOURS,
  co2Grams,
  currencySymbol,
  loadOfSplit,
  solarSavings,
  solarUsedKwh,
  type LoadSplit,
} from '@bess/shared/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { severityOf, toWireAlarm, type AlarmRow } from './alarms';
import { sumEnergies } from './economics';
import { readSiteAggregates, rollUp } from './status';
import { greatest, inList, objectsOf, rowsOf, type Store } from '../db/engines/statements';
import { siteTimezone, zonedParts, zonedToEpochMs } from './time';

const HOUR_S = 3600;
const pad = (n: number) => String(n).padStart(2, '0');
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The sites a dashboard covers: the site itself, or every site below a group (spec 3: groups nest). */
export async function sitesOfDashboard(store: Store, kind: DashboardKind, id: string): Promise<string[]> {
  if (kind === 'site') return [id];
  // The SQL of this module is written once for both engines (db/engines/statements.ts).
  const rows = await rowsOf<[string]>(
    store,
    `WITH RECURSIVE g(id) AS (SELECT CAST(? AS TEXT) UNION
       SELECT sg."siteGroupId" FROM site_groups sg JOIN g ON sg."parentId" = g.id)
     SELECT "siteId" FROM sites WHERE "parentId" IN (SELECT id FROM g) ORDER BY "siteId"`,
    [id],
  );
  return rows.map(([siteId]) => siteId);
}

type SiteRow = Pick<
  Selectable<Database['sites']>,
  'siteId' | 'country' | 'electricityPriceImport' | 'electricityPriceExport'
>;

/** A device with a site (the query keeps only those). */
type DeviceRow = Pick<Selectable<Database['devices']>, 'deviceId' | 'batteryCapacity'> & { siteId: string };

/** Energies (kWh) and the end of the newest telemetry row that went into them (epoch seconds, 0 for none). */
interface EnergySum extends DashboardEnergy {
  newestS: number;
}

const emptyEnergy = (): EnergySum => ({
  pvEnergy: 0,
  consumption: 0,
  gridImport: 0,
  gridExport: 0,
  batteryCharge: 0,
  batteryDischarge: 0,
  newestS: 0,
});

const HOUR_SQL = `SELECT COUNT(*) AS n, SUM("pvEnergy") AS pv, SUM("consumptionEnergy") AS consumption,
  SUM("gridImportEnergy") AS import, SUM("gridExportEnergy") AS export, SUM("batteryChargeEnergy") AS charge,
  SUM("batteryDischargeEnergy") AS discharge, MAX(ts) AS last
  FROM telemetry_hour WHERE "deviceId" = ? AND ts >= ? AND ts + ${HOUR_S} <= ?`;

// Minute rows are powers (kW) held for a minute: energy is power / 60. Signs as stored: grid > 0 imports,
// inverterPower > 0 discharges the battery (the same reading as the simulator's hourFromMinutes). `max` is the
// engine's larger-of-two (SQLite max, PostgreSQL GREATEST).
const minuteSql = (max: string) => `SELECT COUNT(*) AS n, SUM(abs(pv)) AS pv, SUM(consumption) AS consumption,
  SUM(${max}(grid, 0)) AS import, SUM(${max}(-grid, 0)) AS export, SUM(${max}(-"inverterPower", 0)) AS charge,
  SUM(${max}("inverterPower", 0)) AS discharge, MAX(ts) AS last
  FROM telemetry_minute WHERE "deviceId" = ? AND ((ts >= ? AND ts < ?) OR (ts >= ? AND ts < ?))`;

/**
 * Today's energy of one device from `fromS` (local midnight) to `nowS`: whole hours from the hourly rows, and what no
 * hourly row covers yet (the running hour; the part of an hour before midnight in zones with a half-hour offset) from
 * the minute rows.
 */
async function deviceEnergy(
  store: Store,
  deviceId: string,
  fromS: number,
  nowS: number,
  into: EnergySum,
): Promise<void> {
  const hourFrom = Math.ceil(fromS / HOUR_S) * HOUR_S;
  // An aggregate without GROUP BY: always one row.
  const [hourRow] = await rowsOf<(number | null)[]>(store, HOUR_SQL, [deviceId, hourFrom, nowS]);
  const [hours, pv, consumption, gridImport, gridExport, charge, discharge, lastHour] = hourRow!;
  const hoursEnd = hours && lastHour !== null && lastHour !== undefined ? lastHour + HOUR_S : hourFrom;
  if (hours) {
    into.pvEnergy += Math.abs(pv ?? 0);
    into.consumption += consumption ?? 0;
    into.gridImport += gridImport ?? 0;
    into.gridExport += gridExport ?? 0;
    into.batteryCharge += charge ?? 0;
    into.batteryDischarge += discharge ?? 0;
    into.newestS = Math.max(into.newestS, hoursEnd);
  }
  const [minuteRow] = await rowsOf<(number | null)[]>(store, minuteSql(greatest(store)), [
    deviceId,
    fromS,
    Math.min(hourFrom, nowS),
    hoursEnd,
    nowS,
  ]);
  const [minutes, mPv, mConsumption, mImport, mExport, mCharge, mDischarge, lastMinute] = minuteRow!;
  if (minutes) {
    into.pvEnergy += (mPv ?? 0) / 60;
    into.consumption += (mConsumption ?? 0) / 60;
    into.gridImport += (mImport ?? 0) / 60;
    into.gridExport += (mExport ?? 0) / 60;
    into.batteryCharge += (mCharge ?? 0) / 60;
    into.batteryDischarge += (mDischarge ?? 0) / 60;
    into.newestS = Math.max(into.newestS, Math.min(nowS, (lastMinute ?? 0) + 60));
  }
}

/**
 * The energies of devices from `fromS` to `nowS` (epoch seconds) by the rule of the dashboard's day: whole hours from
 * the hourly rows, the rest from the minute rows. The supply statistics use it too, so that the overview and the
 * dashboard give the same consumption for the same day. `hasData` is false when no row fell in the span.
 */
export async function energySince(
  store: Store,
  deviceIds: readonly string[],
  fromS: number,
  nowS: number,
): Promise<DashboardEnergy & { hasData: boolean }> {
  const sum = emptyEnergy();
  for (const deviceId of deviceIds) await deviceEnergy(store, deviceId, fromS, nowS, sum);
  const { newestS, ...energy } = sum;
  return { ...energy, hasData: newestS > 0 };
}

const safetySql = (siteIsListed: string) => `SELECT a."alarmId", a."deviceId", a."alarmCode", a.severity, a."startTime",
  a."acknowledgeUser", a."acknowledgeTime", a."closedBy", a."stopTime", s."siteName", s.timezone
  FROM alarms a JOIN devices d ON d."deviceId" = a."deviceId" JOIN sites s ON s."siteId" = d."siteId"
  WHERE ${siteIsListed} AND a."startTime" <= ?
    AND (a."startTime" >= ? OR a."stopTime" >= ? OR (a."stopTime" IS NULL AND a.active = 1))
  ORDER BY a."startTime" DESC, a."alarmId" DESC`;

/**
 * spec 9: the safety alarms of the last 24 hours of the sites' devices: raised in the period, stopped in it, or still
 * open; newest first. The severity is the stored one, else the one of the alarm code (spec 3).
 */
export async function safetyAlarms(store: Store, siteIds: readonly string[], now: Date): Promise<Alarm[]> {
  const nowIso = now.toISOString();
  const since = new Date(now.getTime() - SAFETY_ALARM_PERIOD_HOURS * HOUR_S * 1000).toISOString();
  const listed = inList(store, 'd."siteId"', siteIds);
  const rows = await objectsOf<AlarmRow>(store, safetySql(listed.sql), [listed.parameter, nowIso, since, since]);
  return rows.filter((r) => severityOf(r) === 'safety').map(toWireAlarm);
}

/**
 * Savings of one site's day (the economics tab's rule, `solarSavings` of the shared energy balance): the
 * solar energy the site used itself, directly or through the battery, at its import price, plus what its export
 * earned at its export price. null when the site has no import price (an export price of null counts 0).
 */
export function siteSavings(load: LoadSplit, gridExport: number, site: SiteRow): number | null {
  if (site.electricityPriceImport === null) return null;
  return solarSavings(load, gridExport, site.electricityPriceImport, site.electricityPriceExport ?? 0);
}

/** The load split of a site's devices from `fromS` to now (hour rows, then minute rows; as /economics counts it). */
async function siteLoadToday(
  store: Store,
  deviceIds: readonly string[],
  fromS: number,
  nowS: number,
): Promise<LoadSplit> {
  const [totals] = await sumEnergies(store, deviceIds, [fromS, Math.max(fromS, nowS)], nowS);
  return totals?.load ?? { pvEnergi: 0, batteryDischargePV: 0, batteryDischargeGrid: 0, gridPowerImport: 0 };
}

/** The identity of a dashboard: its name and timezone. */
async function identityOf(store: Store, kind: DashboardKind, id: string): Promise<{ name: string; timezone: string }> {
  const [found] = await objectsOf<{ name: string; timezone: string | null }>(
    store,
    kind === 'site'
      ? 'SELECT "siteName" AS name, timezone FROM sites WHERE "siteId" = ?'
      : 'SELECT name, timezone FROM site_groups WHERE "siteGroupId" = ?',
    [id],
  );
  return { name: found?.name ?? id, timezone: siteTimezone(found?.timezone) };
}

/**
 * Everything the big-screen view of a site or group needs (designed GET /Dashboard/{id}): the live roll-up (as the
 * status calls compute it), today's energy in the dashboard's timezone (a group sums its sites over the group's day),
 * savings per currency, CO2 saved (spec 9), the safety alarms of the last 24 hours and the time of the newest data.
 */
export async function buildDashboard(store: Store, kind: DashboardKind, id: string, now: Date): Promise<Dashboard> {
  const { name, timezone } = await identityOf(store, kind, id);
  const siteIds = await sitesOfDashboard(store, kind, id);
  const listed = inList(store, '"siteId"', siteIds);
  const sites = await objectsOf<SiteRow>(
    store,
    `SELECT "siteId", country, "electricityPriceImport", "electricityPriceExport" FROM sites
     WHERE ${listed.sql} ORDER BY "siteId"`,
    [listed.parameter],
  );
  const devices = await objectsOf<DeviceRow>(
    store,
    `SELECT "deviceId", "siteId", "batteryCapacity" FROM devices WHERE ${listed.sql} ORDER BY "deviceId"`,
    [listed.parameter],
  );

  const nowS = Math.floor(now.getTime() / 1000);
  const local = zonedParts(now.getTime(), timezone);
  const fromS = Math.floor(zonedToEpochMs(timezone, local.year, local.month, local.day) / 1000);

  const total = emptyEnergy();
  const bySite = new Map<string, EnergySum>(sites.map((s) => [s.siteId, emptyEnergy()]));
  for (const device of devices) {
    await deviceEnergy(store, device.deviceId, fromS, nowS, bySite.get(device.siteId)!);
  }

  const savings = new Map<string, number>();
  let co2 = 0;
  for (const site of sites) {
    const energy = bySite.get(site.siteId)!;
    for (const key of DASHBOARD_ENERGIES) total[key] += energy[key];
    total.newestS = Math.max(total.newestS, energy.newestS);
    // spec 9: 150 g per kWh of load not taken from the grid, per site: the load minus all grid energy it used
    // (directly or given back by the battery), as on the economics tab.
    const devicesOfSite = devices.filter((d) => d.siteId === site.siteId).map((d) => d.deviceId);
    const load = await siteLoadToday(store, devicesOfSite, fromS, nowS);
    co2 += co2Grams(loadOfSplit(load), loadOfSplit(load) - solarUsedKwh(load));
    const saved = siteSavings(load, energy.gridExport, site);
    if (saved !== null) {
      const currency = currencySymbol(site.country);
      savings.set(currency, (savings.get(currency) ?? 0) + saved);
    }
  }
  const currencies = new Set(sites.map((s) => currencySymbol(s.country)));

  const live = rollUp(await readSiteAggregates(store.db, store.sqlite, siteIds));
  const telemetryIso = total.newestS > 0 ? new Date(total.newestS * 1000).toISOString() : null;
  const newestDataTime =
    [live.lastUpdateTime ?? null, telemetryIso]
      .filter((t): t is string => t !== null)
      .sort()
      .at(-1) ?? null;

  return {
    id,
    name,
    kind,
    timezone,
    currency: currencies.size === 1 ? [...currencies][0]! : null,
    batteryCapacity: round3(devices.reduce((sum, d) => sum + d.batteryCapacity, 0)),
    siteCount: siteIds.length,
    live,
    today: {
      date: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
      energy: {
        pvEnergy: round3(total.pvEnergy),
        consumption: round3(total.consumption),
        gridImport: round3(total.gridImport),
        gridExport: round3(total.gridExport),
        batteryCharge: round3(total.batteryCharge),
        batteryDischarge: round3(total.batteryDischarge),
      },
      savings: [...savings]
        .map(([currency, amount]): DashboardSavings => ({ currency, amount: round3(amount) }))
        .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency)),
      co2SavedGrams: round3(co2),
    },
    safetyAlarms: await safetyAlarms(store, siteIds, now),
    newestDataTime,
    generatedAt: now.toISOString(),
  };
}
