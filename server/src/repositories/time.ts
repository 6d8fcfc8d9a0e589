/**
 * The server's one helper for time in a site's timezone: the wall clock of an instant, an instant of a wall clock,
 * request times. Which zone is valid and the default zone are shared's (`siteTimezone`, the portal's rule), and so is
 * the wall clock (`zonedParts`, a cached Intl formatter: the simulator's back-fill and the economics buckets call it
 * thousands of times).
 */
import { siteTimezone, zonedInstant, zonedParts, type ZonedParts } from '@bess/shared/domain';

// spec 3: a site's zone, GMT when missing or unknown (shared's rule, remembered per zone name).
export { siteTimezone, zonedParts, type ZonedParts };

/**
 * The instant (epoch ms) of a wall-clock time in a zone (shared's `zonedInstant`). Out-of-range fields roll over
 * (day 32 = the 1st of the next month), which is how period ends are built. A time skipped by a DST change maps to
 * the instant after the gap; a repeated one to its first pass.
 */
export function zonedToEpochMs(
  zone: string,
  year: number,
  month: number,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  return zonedInstant({ year, month, day, hour, minute, second }, zone);
}

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Parses a request time (ARCHITECTURE: IsoDateTime is a loose ISO 8601 date or date-time). With an offset or Z it is
 * an instant; without, it is a wall-clock time in the given zone (spec 4: times are in the site's timezone). null
 * when it is not a real date.
 */
export function parseRequestTime(value: string, zone: string): number | null {
  if (HAS_ZONE.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v))) as number[];
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 59) return null;
  return zonedToEpochMs(zone, y!, mo!, d!, h!, mi!, s!);
}
