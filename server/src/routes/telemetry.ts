import { AccessLevel } from '@bess/shared/domain';
import type { AnyRoute } from '../http/defineRoute';
import { defineRoute } from '../http/defineRoute';
import { onObject, signedIn, signedLink } from '../http/accessRules';
import { HttpError, badRequest, notFound } from '../http/errors';
import type { Services } from '../services/services';
import type { TelemetryDownloadGrant } from '../services/downloadLinks';
import {
  TABLE_STEP_S,
  devicesOfSiteIn,
  downsampleM4,
  readDeviceSeriesIn,
  readSiteSeries,
  readSiteSeriesIn,
  signalsIn,
  sumDeviceSeries,
  timezoneIn,
  toCsv,
  toTelemetryPoints,
  type SeriesRow,
  type TelemetryTable,
} from '../repositories/telemetry';
import { parseRequestTime, siteTimezone } from '../repositories/time';
import { SiteSummaryCache } from '../repositories/siteSummaryCache';
import { engineOf } from '../db/engines/sql';

const DAY_S = 86_400;
/** Longest range of minute rows in one call (about 44,640 rows per signal). */
export const MAX_MINUTE_RANGE_DAYS = 31;
/**
 * Longest range of minute rows when the answer is downsampled to maxPoints (a year of 1-minute data): the
 * answer stays small whatever the range, so only the read grows.
 */
export const MAX_DOWNSAMPLED_MINUTE_RANGE_DAYS = 366;
/** Longest range of hourly rows in one call (spec 9: history kept for years). */
export const MAX_HOUR_RANGE_DAYS = 3660;

/**
 * Answers of /GetDataSummary for a site at one hour, kept while the site's hourly rows are unchanged (exact: see
 * SiteSummaryCache). Exported for the benchmark, which empties it to time the first call.
 */
export const siteSummaryCache = new SiteSummaryCache();

/** The table and bucket (seconds) for a resolution in minutes: whole hours come from the hourly table. */
function sourceFor(resolutionMin: number): { table: TelemetryTable; bucketS: number } {
  if (resolutionMin > 0 && resolutionMin % 60 === 0) return { table: 'telemetry_hour', bucketS: resolutionMin * 60 };
  return { table: 'telemetry_minute', bucketS: Math.max(1, resolutionMin) * 60 };
}

/** Parses and checks the range (400 on a bad or too long one); the times are in the object's site timezone. */
function rangeOf(
  input: { fromDateTime: string; toDateTime: string },
  zone: string | null,
  table: TelemetryTable,
  downsampled = false,
): { from: number; to: number } {
  const tz = siteTimezone(zone);
  const fromMs = parseRequestTime(input.fromDateTime, tz);
  const toMs = parseRequestTime(input.toDateTime, tz);
  if (fromMs === null) throw badRequest('fromDateTime is not a valid date');
  if (toMs === null) throw badRequest('toDateTime is not a valid date');
  const from = Math.floor(fromMs / 1000);
  const to = Math.floor(toMs / 1000);
  if (to <= from) throw badRequest('toDateTime must be after fromDateTime');
  const maxDays =
    table === 'telemetry_hour'
      ? MAX_HOUR_RANGE_DAYS
      : downsampled
        ? MAX_DOWNSAMPLED_MINUTE_RANGE_DAYS
        : MAX_MINUTE_RANGE_DAYS;
  if (to - from > maxDays * DAY_S) throw badRequest(`The time range is longer than ${maxDays} days`);
  return { from, to };
}

async function checkSignals(services: Services, table: TelemetryTable, signals: readonly string[]): Promise<string[]> {
  if (signals.length === 0) throw badRequest('signals must name at least one signal');
  const known = new Set(await signalsIn(services, table));
  const unknown = signals.filter((s) => !known.has(s));
  if (unknown.length > 0) throw badRequest(`Unknown signal: ${unknown.join(', ')}`);
  return [...new Set(signals)];
}

/** The rows a download grant names (the same rows the JSON answer would carry). */
async function readGrant(services: Services, grant: TelemetryDownloadGrant): Promise<SeriesRow[]> {
  const { table, bucketS } = sourceFor(grant.resolution);
  const rows = await readDeviceSeriesIn(services, table, grant.deviceId, grant.signals, grant.from, grant.to, bucketS);
  return grant.maxPoints ? downsampleM4(rows, grant.from, grant.to, grant.maxPoints) : rows;
}

/** spec 7: /GetTelemetryRaw and /GetTelemetrySummary share everything but the default resolution. */
function seriesHandler(kind: 'raw' | 'summary') {
  return async ({
    input,
    services,
  }: {
    input: {
      deviceId: string;
      signals: string[];
      fromDateTime: string;
      toDateTime: string;
      resolution: number;
      blob?: boolean;
      maxPoints?: number;
    };
    services: Services;
  }) => {
    // spec 7: resolution 0 is raw; the summary's unit is the hour (spec 9: hourly resolution 60 minutes).
    const resolution = kind === 'summary' && input.resolution === 0 ? 60 : input.resolution;
    const { table } = sourceFor(resolution);
    const signals = await checkSignals(services, table, input.signals);
    const zone = await timezoneIn(services, { deviceId: input.deviceId });
    const { from, to } = rangeOf(input, zone, table, input.maxPoints !== undefined);
    const grant: TelemetryDownloadGrant = {
      deviceId: input.deviceId,
      signals,
      from,
      to,
      resolution,
      ...(input.maxPoints !== undefined ? { maxPoints: input.maxPoints } : {}),
    };
    if (input.blob) {
      const token = services.downloadLinks.sign(grant);
      return { downloadUrl: `${services.config.publicUrl}/TelemetryDownload?token=${token}` };
    }
    return { telemetry: toTelemetryPoints(await readGrant(services, grant), signals) };
  };
}

/** spec 7 telemetry calls, the signal list (GET /MetaData) and the blob flag's download link. */
export const telemetryRoutes: AnyRoute[] = [
  defineRoute('getDataSummary', {
    access: onObject(
      'any',
      (input) => {
        // Checked before access, so that a missing id is a 400, not a 404 for an unnamed object.
        if (!input.deviceId === !input.siteId) throw badRequest('Give exactly one of deviceId or siteId');
        return input.siteId ?? input.deviceId;
      },
      AccessLevel.ReadOnly,
    ),
    async handler({ input, services, reply }) {
      // The id must be of the kind its field says (a device id in siteId is not a site).
      const id = (input.siteId ?? input.deviceId)!;
      const kind = await services.access.kindOf(id);
      if (kind !== (input.siteId ? 'site' : 'device')) throw notFound();
      if (input.resolutionMin <= 0 || input.resolutionMin % 60 !== 0) {
        throw badRequest('resolutionMin must be a whole number of hours in minutes (spec 9: 60)');
      }
      const table: TelemetryTable = 'telemetry_hour';
      // CalculateConsumptionNeeded: consumption (and its energy) is part of the answer only when asked for. The
      // designed `signals` narrows the answer to the signals named.
      const signals = (
        input.signals ? await checkSignals(services, table, input.signals) : await signalsIn(services, table)
      ).filter((s) => input.CalculateConsumptionNeeded || (s !== 'consumption' && s !== 'consumptionEnergy'));
      if (signals.length === 0) throw badRequest('consumption needs CalculateConsumptionNeeded=true');
      const { from, to } = rangeOf(input, await timezoneIn(services, input), table);
      const bucketS = Math.max(input.resolutionMin * 60, TABLE_STEP_S[table]);
      const devices = input.siteId
        ? await devicesOfSiteIn(services, input.siteId)
        : [{ deviceId: input.deviceId!, capacity: 0 }];
      if (devices.length > 1 && bucketS === TABLE_STEP_S[table] && engineOf(services.db) === 'postgres') {
        // On PostgreSQL the site's hours come from site_hour too, and the answer is kept the same way,
        // checked against the site's site_hour version read before the rows (SiteSummaryCache.answerIn).
        const siteId = input.siteId!;
        const maxPoints = input.maxPoints ?? null;
        const kept = await siteSummaryCache.answerIn(services, { siteId, from, to, signals, maxPoints }, async () => {
          const rows = await readSiteSeriesIn(services, table, siteId, signals, from, to);
          return { telemetry: toTelemetryPoints(maxPoints ? downsampleM4(rows, from, to, maxPoints) : rows, signals) };
        });
        reply
          .type('application/json; charset=utf-8')
          .serializer((payload) => (payload === kept.answer ? kept.json : JSON.stringify(payload)));
        return kept.answer;
      }
      if (devices.length > 1 && bucketS === TABLE_STEP_S[table]) {
        // Hourly (spec 9: resolutionMin 60): the devices are added up in SQL (site_hour), and the answer is kept
        // while the site's hourly rows are unchanged (a year of a site: building it costs more than 30 ms).
        const siteId = input.siteId!;
        const maxPoints = input.maxPoints ?? null;
        const kept = siteSummaryCache.answer(services.sqlite, { siteId, from, to, signals, maxPoints }, () => {
          const rows = readSiteSeries(services.sqlite, table, siteId, signals, from, to);
          return { telemetry: toTelemetryPoints(maxPoints ? downsampleM4(rows, from, to, maxPoints) : rows, signals) };
        });
        // The kept answer goes through the answer check like any other (http/pipeline/checkResponse.ts); only its JSON text, made
        // once from the same frozen object, is reused instead of writing 3 MB again. Any other payload (an error)
        // is written as Fastify writes it.
        reply
          .type('application/json; charset=utf-8')
          .serializer((payload) => (payload === kept.answer ? kept.json : JSON.stringify(payload)));
        return kept.answer;
      }
      const perDevice = await Promise.all(
        devices.map(async (d) => ({
          capacity: d.capacity,
          rows: await readDeviceSeriesIn(services, table, d.deviceId, signals, from, to, bucketS),
        })),
      );
      let rows = perDevice.length === 0 ? [] : sumDeviceSeries(perDevice, signals, from, to, bucketS);
      if (input.maxPoints) rows = downsampleM4(rows, from, to, input.maxPoints);
      return { telemetry: toTelemetryPoints(rows, signals) };
    },
  }),
  defineRoute('getTelemetryRaw', {
    access: onObject('device', (input) => input.deviceId, AccessLevel.ReadOnly),
    handler: seriesHandler('raw'),
  }),
  defineRoute('getTelemetrySummary', {
    access: onObject('device', (input) => input.deviceId, AccessLevel.ReadOnly),
    handler: seriesHandler('summary'),
  }),
  defineRoute('downloadTelemetry', {
    // Opened in a browser without a bearer token: the signed token in the link is the authorisation.
    access: signedLink,
    async handler({ input, services, reply }) {
      const grant = services.downloadLinks.verify(input.token);
      if (!grant) throw new HttpError(403, 'The download link is invalid or has expired');
      const rows = await readGrant(services, grant);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${grant.deviceId}-telemetry.csv"`)
        .header('cache-control', 'no-store');
      return toCsv(rows, grant.signals);
    },
  }),
  defineRoute('getMetadata', {
    access: signedIn,
    async handler({ input, user, services }) {
      // The signal list is the same for every device; asking about a device still needs the right to read it.
      if (input.deviceId) {
        const level = await services.access.levelOn(user, 'device', input.deviceId);
        if (level === null) throw notFound();
      }
      return { signals: await signalsIn(services, 'telemetry_minute') };
    },
  }),
];
