// not in spec section 7: designed here. spec 1 "anonymous dashboard sharing (can be switched on and off)", spec 2
// dashboard/{id}, spec 8 "anonymous dashboard load and update errors", spec 9 (CO2, units, currency, safety alarms).
/**
 * Dashboards (a site's or group's id, ARCHITECTURE 8): GET /Dashboard/{id}, the big-screen view's data, and its
 * anonymous sharing, GET and PUT /DashboardSharing.
 */
import { Type, type Static, type TNumber } from 'typebox';
import { AccessLevel, DASHBOARD_ENERGIES, type DashboardEnergyKey } from '../../domain/enums';
import { AlarmSchema } from './alarms';
import { Id, Input, IsoDateTime, Nullable } from './common';
import { LiveDataSchema } from './status';

/** The weakest level on the dashboard's site or group that may switch sharing on or off and see the link. */
export const DASHBOARD_SHARING_LEVEL = AccessLevel.NormalUser;

/** Every share token starts with this, so the API tells it from an identity provider's access token at a glance. */
export const SHARE_TOKEN_PREFIX = 'bess_share_';

/** GET /DashboardSharing query: the dashboard id (a site or group id). */
export const DashboardSharingQuerySchema = Input({ id: Id });
export type DashboardSharingQuery = Static<typeof DashboardSharingQuerySchema>;

/**
 * The sharing state. `shareToken` (null while off) is what an anonymous link carries; it is given only to callers who
 * may change sharing (`canChange`), others see whether the dashboard is shared, not the link.
 */
export const DashboardSharingSchema = Type.Object({
  id: Id,
  isEnabled: Type.Boolean(),
  shareToken: Nullable(Type.String()),
  /** When the link stops working (ISO 8601 UTC), or null for no expiry. */
  expiresAt: Nullable(IsoDateTime),
  /** May the caller switch sharing on or off (DASHBOARD_SHARING_LEVEL or better on the dashboard)? */
  canChange: Type.Boolean(),
});
export type DashboardSharing = Static<typeof DashboardSharingSchema>;

/**
 * PUT /DashboardSharing body: switch sharing on or off. `expiresAt` (with an offset or Z, in the future) sets when the
 * link stops working; null removes the expiry; left out it keeps the current one. Switching on a dashboard that is
 * already on keeps its token.
 */
export const UpdateDashboardSharingBodySchema = Input({
  id: Id,
  isEnabled: Type.Boolean(),
  expiresAt: Type.Optional(Nullable(IsoDateTime)),
});
export type UpdateDashboardSharingBody = Static<typeof UpdateDashboardSharingBodySchema>;

/** GET /Dashboard/{id} path: a site's or group's id. */
export const DashboardParamsSchema = Input({ id: Id });
export type DashboardParams = Static<typeof DashboardParamsSchema>;

/** GET /Dashboard/{id} takes no query: an unknown field (a typo, a share token sent as `?share=`) is a 400. */
export const DashboardQuerySchema = Input({});

/** What a dashboard shows: one site, or a group with every site below it. */
export const DashboardKindSchema = Type.Union([Type.Literal('site'), Type.Literal('group')]);
export type DashboardKind = Static<typeof DashboardKindSchema>;

/** Energy of a period in kWh (3 decimals), summed over the devices. */
export const DashboardEnergySchema = Type.Object(
  Object.fromEntries(DASHBOARD_ENERGIES.map((key) => [key, Type.Number({ minimum: 0 })])) as Record<
    DashboardEnergyKey,
    TNumber
  >,
);
export type DashboardEnergy = Static<typeof DashboardEnergySchema>;

/** Savings in one currency (spec 9 symbol: kr, £ or €). */
export const DashboardSavingsSchema = Type.Object({ currency: Type.String(), amount: Type.Number() });
export type DashboardSavings = Static<typeof DashboardSavingsSchema>;

/** Today so far, in the dashboard's timezone. */
export const DashboardTodaySchema = Type.Object({
  /** The local date (yyyy-MM-dd). */
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  energy: DashboardEnergySchema,
  /**
   * What the energy not bought from the grid saved plus what the export earned, at the sites' prices, one entry per
   * currency (a group may span countries), largest first; sites without an import price add nothing.
   */
  savings: Type.Array(DashboardSavingsSchema),
  /** spec 9: 150 g x (load - grid import), never negative, in grams. */
  co2SavedGrams: Type.Number({ minimum: 0 }),
});
export type DashboardToday = Static<typeof DashboardTodaySchema>;

/** GET /Dashboard/{id}: everything the big-screen view needs. */
export const DashboardSchema = Type.Object({
  id: Id,
  name: Type.String(),
  kind: DashboardKindSchema,
  timezone: Type.String(),
  /** spec 9 currency symbol of the site's country; a group's when all its sites share one, else null. */
  currency: Nullable(Type.String()),
  /** kWh, over every device. */
  batteryCapacity: Type.Number({ minimum: 0 }),
  /** The sites the dashboard covers (1 for a site). */
  siteCount: Type.Integer({ minimum: 0 }),
  /** The live roll-up, as POST /sitestatus (site) or GET /groupStatus (group) answer it. */
  live: LiveDataSchema,
  today: DashboardTodaySchema,
  /** spec 9: safety alarms of the last 24 hours (raised in them, or still open), newest first. */
  safetyAlarms: Type.Array(AlarmSchema),
  /** The newest data behind the answer (live status or telemetry), or null when nothing ever reported. */
  newestDataTime: Nullable(IsoDateTime),
  /** When the server built the answer. */
  generatedAt: IsoDateTime,
});
export type Dashboard = Static<typeof DashboardSchema>;
