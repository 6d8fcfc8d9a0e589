/** Economics (spec 3 economics point; spec 7 /economics, /economics/group, PUT /UpdatePrice). */
import { Type, type Static } from 'typebox';
import { Id, Input, Price } from './common';

/**
 * spec 3: one economics point, energy in kWh; percentages are derived by the client. `pvEnergi` is the wire
 * spelling (ARCHITECTURE 8).
 */
export const EconomicsPointSchema = Type.Object({
  pvPower: Type.Number(),
  batteryDischargePV: Type.Number(),
  batteryDischargeGrid: Type.Number(),
  gridPowerImport: Type.Number(),
  gridPowerExport: Type.Number(),
  pvEnergi: Type.Number(),
  label: Type.String(),
});
export type EconomicsPoint = Static<typeof EconomicsPointSchema>;

/**
 * spec 4 alignments: no day/month/year = total, year = a year by months, year+month = a month by days,
 * year+month+day = a day by hours.
 */
const period = {
  day: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
};

/** spec 7: /economics query "siteId, day, month, year". */
export const EconomicsQuerySchema = Input({ siteId: Id, ...period });
export type EconomicsQuery = Static<typeof EconomicsQuerySchema>;

/** spec 7: /economics/group query "siteGroupId, day, month, year". */
export const GroupEconomicsQuerySchema = Input({ siteGroupId: Id, ...period });
export type GroupEconomicsQuery = Static<typeof GroupEconomicsQuerySchema>;

/** spec 7: "returns data". spec 4: a 204 instead rejects the step. */
export const EconomicsResponseSchema = Type.Object({ data: Type.Array(EconomicsPointSchema) });
export type EconomicsResponse = Static<typeof EconomicsResponseSchema>;

/** spec 7: PUT /UpdatePrice "siteId, newPrice, newPriceExport" (spec 5: import and export sent as a pair). */
export const UpdatePriceBodySchema = Input({ siteId: Id, newPrice: Price, newPriceExport: Price });
export type UpdatePriceBody = Static<typeof UpdatePriceBodySchema>;
