// not in spec section 7: designed here. spec 3 scheduler events, policy and backup settings, as the battery obeys them.
/** The plan of a site's day: GET /SitePlan, the state of charge its events, policy and backup settings lead to. */
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime, Nullable } from './common';

/** A day of the site's calendar, `YYYY-MM-DD` (a real date: the server refuses 2026-02-30 on `day` too). */
export const PlanDay = Type.String({
  pattern: '^[12]\\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'a day in the site timezone, YYYY-MM-DD',
});

/** A state of charge in an answer (%). */
const Soc = Type.Number({ minimum: 0, maximum: 100, 'x-unit': '%' });

/** GET /SitePlan query: the site and the day, in the site's timezone. */
export const SitePlanQuerySchema = Input({ siteId: Id, day: PlanDay });
export type SitePlanQuery = Static<typeof SitePlanQuerySchema>;

/** The planned state of charge of the site at one time: its batteries' SOC weighted by their capacity. */
export const SitePlanPointSchema = Type.Object({ time: IsoDateTime, plannedSoc: Soc });
export type SitePlanPoint = Static<typeof SitePlanPointSchema>;

/**
 * Where the plan's first state of charge comes from: `measured` at the day's start; `projected`, the newest earlier
 * measurement carried to the day's start by the plan's model; `assumed`, nothing measured before the day (the device's
 * latest known value, else the model's 50 %).
 */
export const PlanStartSourceSchema = Type.Union([
  Type.Literal('measured'),
  Type.Literal('projected'),
  Type.Literal('assumed'),
]);
export type PlanStartSource = Static<typeof PlanStartSourceSchema>;

/** How closely the measured state of charge followed the plan over the day's measured part (SOC points, 0 to 100). */
export const PlanFollowedSchema = Type.Object({
  meanAbsDeviation: Type.Number({ minimum: 0, maximum: 100 }),
  maxAbsDeviation: Type.Number({ minimum: 0, maximum: 100 }),
  /** How many of the plan's times were compared (those where every battery has a measurement). */
  points: Type.Integer({ minimum: 1 }),
  /** The last time compared. */
  until: IsoDateTime,
});
export type PlanFollowed = Static<typeof PlanFollowedSchema>;

/**
 * GET /SitePlan answer: the planned state of charge every 15 minutes from the day's start to its end (23, 24 or 25
 * hours), by the battery model of the reference server's simulator. PV and consumption are the measured ones up to
 * `measuredUntil` and the expected ones after it, so a day that has passed tells whether the battery followed its
 * plan (`followed`) and a day to come what the plan will do. A site without a battery has no points.
 */
export const SitePlanResponseSchema = Type.Object({
  siteId: Id,
  day: PlanDay,
  /** The zone the day is a day of (the site's; GMT when it has none). */
  timezone: Type.String(),
  /** The planned state of charge at the day's start and where it comes from; null for a site without a battery. */
  start: Nullable(Type.Object({ soc: Soc, source: PlanStartSourceSchema })),
  /** PV and consumption are measured up to this time and expected after it; null when nothing of the day is measured. */
  measuredUntil: Nullable(IsoDateTime),
  points: Type.Array(SitePlanPointSchema),
  /** Present when the day has measured states of charge to weigh the plan against. */
  followed: Type.Optional(PlanFollowedSchema),
});
export type SitePlanResponse = Static<typeof SitePlanResponseSchema>;
