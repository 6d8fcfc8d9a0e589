/** Supply statistics (spec 7 /GetSupplyStatistics and /GetSupplyStatistics/group; spec 9 refetched after a day). */
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime, Nullable } from './common';

/** spec 7: /GetSupplyStatistics query siteId. */
export const SupplyStatisticsQuerySchema = Input({ siteId: Id });
export type SupplyStatisticsQuery = Static<typeof SupplyStatisticsQuerySchema>;

/** spec 7: /GetSupplyStatistics/group query siteGroupId. */
export const GroupSupplyStatisticsQuerySchema = Input({ siteGroupId: Id });
export type GroupSupplyStatisticsQuery = Static<typeof GroupSupplyStatisticsQuerySchema>;

// The answer's shape is not in spec section 7: designed here. One entry per period (spec 4 alignments), energy in kWh.
/** One period of supply statistics. */
export const SupplyStatisticsEntrySchema = Type.Object({
  period: Type.Enum(['day', 'week', 'month', 'year', 'total']),
  pvEnergy: Nullable(Type.Number()),
  consumption: Nullable(Type.Number()),
  gridImport: Nullable(Type.Number()),
  gridExport: Nullable(Type.Number()),
  batteryCharge: Nullable(Type.Number()),
  batteryDischarge: Nullable(Type.Number()),
});
export type SupplyStatisticsEntry = Static<typeof SupplyStatisticsEntrySchema>;

/** The supply statistics of a site or group, with the time they were computed (spec 9: stale after 1 day). */
export const SupplyStatisticsResponseSchema = Type.Object({
  statistics: Type.Array(SupplyStatisticsEntrySchema),
  updated: IsoDateTime,
});
export type SupplyStatisticsResponse = Static<typeof SupplyStatisticsResponseSchema>;
