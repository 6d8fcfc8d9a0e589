// not in spec section 7: designed here. spec 3 scheduler events, policy and backup settings; spec 9 CO2.
/**
 * What a site's plan and policy would have done over a past month: POST /SiteReplay runs the site's measured PV and
 * consumption through the simulator's battery model three times (no battery, what was in force, a draft) and prices
 * each at the site's import and export prices.
 */
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime, Nullable, Percent } from './common';
import { PlanDay } from './plan';

/** A month of the site's calendar, `YYYY-MM`. */
export const ReplayMonth = Type.String({
  pattern: '^[12]\\d{3}-(0[1-9]|1[0-2])$',
  description: 'a month in the site timezone, YYYY-MM',
  'x-error': 'validation.wrongFormat',
});

/** The most events a draft may hold: a month of a dozen daily events and the month's own. */
export const MAX_DRAFT_EVENTS = 2000;

/** A site's charge or discharge rate in kW (a site's rate, split over its batteries by capacity). */
const RateKw = Type.Number({ minimum: -1000, maximum: 1000, 'x-unit': 'kW' });

/** An event of a draft: what the battery is to do and when (spec 3 event types; no id, nothing is stored). */
export const DraftEventSchema = Type.Object(
  {
    eventType: Type.Integer({ minimum: 0, maximum: 3 }),
    startTime: IsoDateTime,
    endTime: IsoDateTime,
    rate: Nullable(RateKw),
    fullyChargedBy: Type.Optional(Nullable(IsoDateTime)),
  },
  { additionalProperties: false },
);
export type DraftEvent = Static<typeof DraftEventSchema>;

/** The part of a tariff policy the battery obeys (spec 3 fixedEnergy in kWh a day, fixedSoc in %). */
export const DraftPolicySchema = Type.Object(
  {
    fixedEnergy: Nullable(Type.Number({ minimum: 0, maximum: 1000, 'x-unit': 'kWh' })),
    fixedSoc: Nullable(Percent),
  },
  { additionalProperties: false },
);
export type DraftPolicy = Static<typeof DraftPolicySchema>;

/** A schedule as the replay runs it: events and the policy (null: none). */
export const ReplayScheduleSchema = Type.Object(
  {
    events: Type.Array(DraftEventSchema, { maxItems: MAX_DRAFT_EVENTS }),
    policy: Nullable(DraftPolicySchema),
  },
  { additionalProperties: false },
);
export type ReplaySchedule = Static<typeof ReplayScheduleSchema>;

/** POST /SiteReplay body: the site, the month (default: the last whole month) and the draft (default: what was in force). */
export const SiteReplayBodySchema = Input({
  siteId: Id,
  month: Type.Optional(ReplayMonth),
  draft: Type.Optional(ReplayScheduleSchema),
});
export type SiteReplayBody = Static<typeof SiteReplayBodySchema>;

const Kwh = Type.Number({ minimum: 0, 'x-unit': 'kWh' });

/**
 * What one case did over the month: energies at the site's terminals, the load split by origin (the economics tab's
 * balance), the cost and its parts in the site's currency, self-sufficiency, CO2 (spec 9) and battery cycles.
 */
export const ReplayTotalsSchema = Type.Object({
  pv: Kwh,
  consumption: Kwh,
  gridImport: Kwh,
  gridExport: Kwh,
  batteryCharge: Kwh,
  batteryDischarge: Kwh,
  /** The battery's charge taken from the grid (the rest came from PV surplus). */
  gridCharge: Kwh,
  /** The load split (spec 3 economics point): these four add up to `consumption`. */
  pvEnergi: Kwh,
  batteryDischargePV: Kwh,
  batteryDischargeGrid: Kwh,
  gridPowerImport: Kwh,
  /** Import bought minus export sold, in the site's currency. */
  cost: Type.Number(),
  importCost: Type.Number({ minimum: 0 }),
  exportEarnings: Type.Number({ minimum: 0 }),
  selfSufficiency: Type.Number({ minimum: 0, maximum: 100, 'x-unit': '%' }),
  co2Grams: Type.Number({ minimum: 0, 'x-unit': 'g' }),
  /** Full cycles: the energy discharged over the batteries' capacity. */
  cycles: Type.Number({ minimum: 0 }),
});
export type ReplayTotals = Static<typeof ReplayTotalsSchema>;

/** The three cases the replay runs. */
export const ReplayCases = ['noBattery', 'inForce', 'draft'] as const;
export type ReplayCase = (typeof ReplayCases)[number];

/** The cost of one day of the month (site currency), measured and by case. */
export const ReplayDaySchema = Type.Object({
  day: PlanDay,
  measured: Type.Number(),
  noBattery: Type.Number(),
  inForce: Type.Number(),
  draft: Type.Number(),
});
export type ReplayDay = Static<typeof ReplayDaySchema>;

/**
 * Why two cases differ, in parts a sentence can name: on `days` days the `better` case cost `amount` less (site
 * currency) than the other, and the difference came mostly from `cause` (`kwh` more or less of it, `direction`).
 * `night`: most of a grid-charging difference lay in the night hours (22 to 6 local).
 */
export const ReplayReasonSchema = Type.Object({
  compare: Type.Union([Type.Literal('draftVsInForce'), Type.Literal('batteryVsNone')]),
  better: Type.Union([Type.Literal('first'), Type.Literal('second')]),
  amount: Type.Number({ minimum: 0 }),
  days: Type.Integer({ minimum: 0 }),
  cause: Type.Union([Type.Literal('gridCharging'), Type.Literal('solarStored'), Type.Literal('dischargeTiming')]),
  direction: Type.Union([Type.Literal('more'), Type.Literal('less')]),
  kwh: Kwh,
  night: Type.Boolean(),
});
export type ReplayReason = Static<typeof ReplayReasonSchema>;

/**
 * The prices the replay used: `dayAhead` is the site's import price shaped by the simulator's day-ahead curve (the
 * same mean over a day), `flat` its import price at every hour (the policy names a fixed tariff), `none` the site has
 * no import price (every cost is 0).
 */
export const ReplayPricingSchema = Type.Object({
  kind: Type.Union([Type.Literal('dayAhead'), Type.Literal('flat'), Type.Literal('none')]),
  /** The import price by local hour 0 to 23. */
  importByHour: Type.Array(Type.Number({ minimum: 0 }), { minItems: 24, maxItems: 24 }),
  exportPrice: Type.Number({ minimum: 0 }),
});
export type ReplayPricing = Static<typeof ReplayPricingSchema>;

/**
 * POST /SiteReplay answer. The month is replayed over its measured part, `from` to `to`: an hour is stepped by its
 * minute rows where it has all of them, else by its hour row (`steps`). `inForce` is the schedule the replay found
 * (to start a draft from).
 */
export const SiteReplayResponseSchema = Type.Object({
  siteId: Id,
  month: ReplayMonth,
  timezone: Type.String(),
  from: Nullable(IsoDateTime),
  to: Nullable(IsoDateTime),
  steps: Type.Object({ minutes: Type.Integer({ minimum: 0 }), hours: Type.Integer({ minimum: 0 }) }),
  /** The batteries' capacity the replay ran (kWh); 0: the site has no battery. */
  capacityKwh: Kwh,
  pricing: ReplayPricingSchema,
  inForce: ReplayScheduleSchema,
  measured: ReplayTotalsSchema,
  cases: Type.Object({ noBattery: ReplayTotalsSchema, inForce: ReplayTotalsSchema, draft: ReplayTotalsSchema }),
  days: Type.Array(ReplayDaySchema),
  reasons: Type.Array(ReplayReasonSchema),
});
export type SiteReplayResponse = Static<typeof SiteReplayResponseSchema>;
