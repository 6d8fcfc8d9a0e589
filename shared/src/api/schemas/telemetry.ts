/** Telemetry (spec 7 /GetDataSummary, /GetTelemetryRaw, /GetTelemetrySummary). */
import { Type, type Static } from 'typebox';
import { Id, Input, IsoDateTime, Nullable } from './common';

/** One telemetry row: a time stamp plus one value per signal (signal names are dynamic, spec 7 GET /MetaData). */
export const TelemetryPointSchema = Type.Record(Type.String(), Nullable(Type.Union([Type.Number(), Type.String()])));
export type TelemetryPoint = Static<typeof TelemetryPointSchema>;

// not in spec section 7: designed here - long ranges are downsampled for charts (M4: first, last, min and max of each
// time bucket are kept, so peaks survive). The client sends about 2 points per pixel of chart width.
/** At most this many rows in the answer (optional; without it every row of the range is returned). */
const MaxPoints = Type.Optional(Type.Integer({ minimum: 4, maximum: 100_000 }));

/**
 * spec 7: /GetDataSummary "deviceId, siteId, resolutionMin 60, fromDateTime, toDateTime, CalculateConsumptionNeeded"
 * (casing verbatim). One of deviceId or siteId.
 */
export const DataSummaryQuerySchema = Input({
  deviceId: Type.Optional(Id),
  siteId: Type.Optional(Id),
  /** spec 9: hourly resolution 60 minutes. */
  resolutionMin: Type.Integer({ minimum: 0 }),
  fromDateTime: IsoDateTime,
  toDateTime: IsoDateTime,
  CalculateConsumptionNeeded: Type.Optional(Type.Boolean()),
  maxPoints: MaxPoints,
  /**
   * Designed, additive: only these signals in the answer (all when absent). With maxPoints, fewer signals leave room
   * for more time buckets, since the downsampling keeps every signal's extremes.
   */
  signals: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
});
export type DataSummaryQuery = Static<typeof DataSummaryQuerySchema>;

/** spec 7: "returns telemetry". */
export const TelemetryResponseSchema = Type.Object({ telemetry: Type.Array(TelemetryPointSchema) });
export type TelemetryResponse = Static<typeof TelemetryResponseSchema>;

/**
 * spec 7: /GetTelemetryRaw (resolution 0) else /GetTelemetrySummary, "device, signals, times; with blob flag".
 * The device is `deviceId`, the times `fromDateTime`/`toDateTime` as in /GetDataSummary.
 */
export const TelemetryQuerySchema = Input({
  deviceId: Id,
  signals: Type.Array(Type.String({ minLength: 1 })),
  fromDateTime: IsoDateTime,
  toDateTime: IsoDateTime,
  /** Minutes; 0 selects /GetTelemetryRaw. */
  resolution: Type.Integer({ minimum: 0 }),
  /** spec 7: with the blob flag the answer is a download link instead of rows. */
  blob: Type.Optional(Type.Boolean()),
  maxPoints: MaxPoints,
});
export type TelemetryQuery = Static<typeof TelemetryQuerySchema>;

/** spec 7: "with blob flag response downloadUrl". */
export const TelemetryDownloadSchema = Type.Object({ downloadUrl: Type.String({ minLength: 1 }) });
export type TelemetryDownload = Static<typeof TelemetryDownloadSchema>;

/** spec 7: a telemetry answer is rows, or a download link when the blob flag was set. */
export const TelemetrySeriesResponseSchema = Type.Union([TelemetryResponseSchema, TelemetryDownloadSchema]);
export type TelemetrySeriesResponse = Static<typeof TelemetrySeriesResponseSchema>;

// not in spec section 7: designed here - the download link of the blob flag.
/** GET /TelemetryDownload query: the signed token of a downloadUrl. */
export const TelemetryDownloadQuerySchema = Input({ token: Type.String({ minLength: 1, maxLength: 4096 }) });
export type TelemetryDownloadQuery = Static<typeof TelemetryDownloadQuerySchema>;

/** GET /TelemetryDownload answer: CSV text (header `utctime,<signals>`, one line per row). */
export const TelemetryCsvSchema = Type.String({ description: 'text/csv' });
