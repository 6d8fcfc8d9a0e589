import { AccessLevel } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject } from '../http/accessRules';
import { HttpError, badRequest } from '../http/errors';
import type { Services } from '../services/services';
import {
  bucketsOf,
  dataSpan,
  devicesUnder,
  economicsPoints,
  sumEnergies,
  zoneOfTarget,
  type Period,
} from '../repositories/economics';
import { energySince } from '../repositories/dashboards';
import { siteTimezone, zonedParts, zonedToEpochMs } from '../repositories/time';

/** spec 4: a 204 answer rejects an economics step (no data in that period). */
const noData = () => new HttpError(204, 'No data for this period');

type Target = { siteId: string } | { siteGroupId: string };

/** spec 4 alignments from the query: nothing = total, year = year, year+month = month, year+month+day = day. */
function periodOf(input: { day?: number; month?: number; year?: number }): Period {
  const { day, month, year } = input;
  if (day === undefined && month === undefined && year === undefined) return { alignment: 'total' };
  if (year === undefined) throw badRequest('year is required with month or day');
  if (day !== undefined && month === undefined) throw badRequest('month is required with day');
  if (month === undefined) return { alignment: 'year', year };
  if (day === undefined) return { alignment: 'month', year, month };
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) throw badRequest(`day must be at most ${daysInMonth} in ${year}-${month}`);
  return { alignment: 'day', year, month, day };
}

/** spec 7 /economics and /economics/group: energy points of the period, aggregated in the site's (group's) zone. */
async function economics(services: Services, target: Target, input: { day?: number; month?: number; year?: number }) {
  const period = periodOf(input);
  const zone = siteTimezone(await zoneOfTarget(services, target));
  const deviceIds = await devicesUnder(services, target);
  const span = period.alignment === 'total' ? await dataSpan(services, deviceIds) : null;
  const { bounds, labels } = bucketsOf(period, zone, span);
  // Today's running hour counts from the minute rows, as on the dashboard and in the supply statistics.
  const totals = await sumEnergies(services, deviceIds, bounds, Math.floor(services.now().getTime() / 1000));
  // spec 4: a period with no data at all (before the first data, or in the future) answers 204.
  if (!totals.some((t) => t.rows > 0)) throw noData();
  return { data: economicsPoints(totals, labels) };
}

/** Supply statistics (designed shape, statistics.ts): today, the last 7 days, this month, this year, and all time. */
async function supplyStatistics(services: Services, target: Target) {
  const zone = siteTimezone(await zoneOfTarget(services, target));
  const deviceIds = await devicesUnder(services, target);
  const now = services.now();
  const { year, month, day } = zonedParts(now.getTime(), zone);
  const at = (y: number, m: number, d = 1) => Math.floor(zonedToEpochMs(zone, y, m, d) / 1000);
  const tomorrow = at(year, month, day + 1);
  const periods = [
    ['day', at(year, month, day), tomorrow],
    ['week', at(year, month, day - 6), tomorrow],
    ['month', at(year, month), at(year, month + 1)],
    ['year', at(year, 1), at(year + 1, 1)],
    ['total', 0, tomorrow],
  ] as const;
  const nowS = Math.floor(now.getTime() / 1000);
  return {
    statistics: await Promise.all(
      periods.map(async ([name, from, to]) => {
        // Periods that reach today end now, and count the running hour from the minute rows exactly as the dashboard's
        // day does, so that the overview and the dashboard show the same consumption.
        const e = await energySince(services, deviceIds, from, Math.min(to, nowS));
        const value = (v: number) => (e.hasData ? Math.round(v * 1000) / 1000 : null);
        return {
          period: name,
          pvEnergy: value(e.pvEnergy),
          consumption: value(e.consumption),
          gridImport: value(e.gridImport),
          gridExport: value(e.gridExport),
          batteryCharge: value(e.batteryCharge),
          batteryDischarge: value(e.batteryDischarge),
        };
      }),
    ),
    updated: now.toISOString(),
  };
}

/** spec 7 economics calls, the electricity price and supply statistics. */
export const economicsRoutes: AnyRoute[] = [
  defineRoute('getEconomics', {
    access: onObject('site', (input) => input.siteId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      return economics(services, { siteId: input.siteId }, input);
    },
  }),
  defineRoute('getGroupEconomics', {
    access: onObject('group', (input) => input.siteGroupId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      return economics(services, { siteGroupId: input.siteGroupId }, input);
    },
  }),
  defineRoute('updatePrice', {
    access: onObject('site', (input) => input.siteId, AccessLevel.NormalUser),
    audit: async (input, { services }) => ({
      message: `Updated the electricity prices of site ${await services.audit.nameOf('site', input.siteId)}: import ${input.newPrice}, export ${input.newPriceExport}`,
      objectId: input.siteId,
    }),
    async handler({ input, services }) {
      // spec 5: import and export price travel as a pair; neither may be negative.
      for (const [name, value] of [
        ['newPrice', input.newPrice],
        ['newPriceExport', input.newPriceExport],
      ] as const) {
        if (!Number.isFinite(value) || value < 0) throw badRequest(`${name} must be a number of at least 0`);
      }
      await services.db
        .updateTable('sites')
        .set({ electricityPriceImport: input.newPrice, electricityPriceExport: input.newPriceExport })
        .where('siteId', '=', input.siteId)
        .execute();
      return '';
    },
  }),
  defineRoute('getSupplyStatistics', {
    access: onObject('site', (input) => input.siteId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      return supplyStatistics(services, { siteId: input.siteId });
    },
  }),
  defineRoute('getGroupSupplyStatistics', {
    access: onObject('group', (input) => input.siteGroupId, AccessLevel.ReadOnly),
    async handler({ input, services }) {
      return supplyStatistics(services, { siteGroupId: input.siteGroupId });
    },
  }),
];
