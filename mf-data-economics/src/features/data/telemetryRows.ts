/** What the data tab shows, as pure functions: the signals on offer, the rows of an answer and their CSV. */
import { EXCLUDED_SIGNAL_FIELDS, toSiteTime, userDayjsFormat, type Wire } from '@bess/shared';

/** spec 9: the signals offered to chart - GET /MetaData's fields minus the excluded ones (any casing), sorted. */
export function chartableSignals(signals: readonly string[]): string[] {
  const excluded = new Set<string>(EXCLUDED_SIGNAL_FIELDS);
  return [...new Set(signals)].filter((s) => !excluded.has(s.toLowerCase())).sort((a, b) => a.localeCompare(b));
}

/** One shown row: its time (epoch ms) and one value per chosen signal (null where the answer has none). */
export interface DataRow {
  time: number;
  values: (number | null)[];
}

/** The rows of a telemetry answer for the chosen signals, in time order; points without a valid utctime are dropped. */
export function toDataRows(points: readonly Wire.TelemetryPoint[], signals: readonly string[]): DataRow[] {
  const rows: DataRow[] = [];
  for (const point of points) {
    const time = typeof point.utctime === 'string' ? Date.parse(point.utctime) : NaN;
    if (Number.isNaN(time)) continue;
    rows.push({
      time,
      values: signals.map((s) => {
        const v = point[s];
        return typeof v === 'number' && Number.isFinite(v) ? v : null;
      }),
    });
  }
  return rows.sort((a, b) => a.time - b.time);
}

/** A time as the site reads it, with its UTC offset so that the repeated hour of an autumn change stays distinct. */
export function siteTimestamp(time: number, zone: string): string {
  return toSiteTime(time, zone)?.format('YYYY-MM-DDTHH:mm:ssZ') ?? '';
}

/** The shown rows as a table, a `time` column in the site's timezone and one column per signal. */
export function toTable(
  rows: readonly DataRow[],
  signals: readonly string[],
  zone: string,
): (string | number | null)[][] {
  return [['time', ...signals], ...rows.map((row) => [siteTimestamp(row.time, zone), ...row.values])];
}

/**
 * A time as a person reads it on screen: the user's date format (spec 2 settings) and the site's clock, with the
 * UTC offset so that the repeated hour of an autumn change stays distinct.
 */
export function shownTimestamp(time: number, dateFormat: string | null | undefined, zone: string): string {
  // One conversion to the site's clock for the time and its offset (dayjs's `tz()` would format the time anew).
  return toSiteTime(time, zone)?.format(`${userDayjsFormat(dateFormat)} HH:mm Z`) ?? '';
}

const csvCell = (cell: string | number | null) => {
  const text = cell === null ? '' : String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The shown rows as CSV (the table of toTable). */
export function toCsv(rows: readonly DataRow[], signals: readonly string[], zone: string): string {
  return `${toTable(rows, signals, zone)
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}
